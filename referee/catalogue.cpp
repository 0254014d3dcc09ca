#include "referee/catalogue.h"

#include <algorithm>
#include <stdexcept>

#include "rules/joined_text.h"
namespace tengen::referee {
namespace {

using S = Sanction;

struct SanctionInfo {
  Sanction sanction;
  const char* code;
  const char* en;
  const char* zh;
};

// The table behind the Sanction functions, in declaration order.
const SanctionInfo kSanctions[] = {
    {S::Advice, "advice", "advice (not a warning)", "劝告"},
    {S::Warning, "warning", "warning", "警告"},
    {S::MoveVoid, "move-void", "move void", "着手无效"},
    {S::LosesTurn, "loses-turn", "loses the turn (a pass)", "弃权一次"},
    {S::StonesRestored, "stones-restored", "stones put back", "棋子放回原处"},
    {S::StonesRemoved, "stones-removed", "dead stones removed", "提取无气之子"},
    {S::StoneReplayed, "stone-replayed", "stone picked up and played anywhere", "拣起后任选着点"},
    {S::ClockUnchanged, "clock-unchanged", "clock reading unchanged", "不改变计时器读数"},
    {S::TimeDeduction, "time-deduction", "lateness deducted from the player's time",
     "在时限内扣除迟到时间"},
    {S::Corrected, "corrected", "colours corrected", "予以改正"},
    {S::Stands, "stands", "stands as played", "维持现状（有效）"},
    {S::Reconstructed, "reconstructed", "position rebuilt from the record, play continues",
     "复盘续赛"},
    {S::ReportedToCommittee, "reported", "reported to the organising committee", "申报大会组委会"},
    {S::ReferredToChief, "chief-referee", "referred to the chief referee", "报请裁判长裁决"},
    {S::GameLost, "loss", "game lost", "判负"},
    {S::Forfeit, "forfeit", "forfeit (loss)", "弃权作负"},
    {S::LossOnTime, "loss-on-time", "loss on time", "超时判负"},
    {S::BothLose, "both-lose", "both lose", "双方均负"},
    {S::BothForfeit, "both-forfeit", "both forfeit", "双方弃权作负"},
    {S::Draw, "draw", "draw", "和棋"},
    {S::NoResult, "no-result", "no result (neither wins)", "无胜负"},
    {S::Replay, "replay", "game replayed", "重赛"},
};

const SanctionInfo& info(Sanction s) {
  for (const SanctionInfo& i : kSanctions)
    if (i.sanction == s) return i;
  throw std::logic_error("sanction missing from the table");
}

PenaltyOption opt(std::string code, std::vector<Sanction> sanctions, std::string whenEn = {},
                  std::string whenZh = {}) {
  return PenaltyOption{std::move(code), std::move(sanctions), std::move(whenEn), std::move(whenZh)};
}

EditionRule rule(std::string article, std::string articleZh, std::string textZh, std::string textEn,
                 std::vector<PenaltyOption> options) {
  EditionRule r;
  r.article = std::move(article);
  r.articleZh = std::move(articleZh);
  r.textZh = std::move(textZh);
  r.textEn = std::move(textEn);
  r.options = std::move(options);
  r.defaultOption = r.options.front().code;
  return r;
}

// The rulings open to a referee where no article applies: by the spirit of the rules, doubtful
// cases to the chief referee (2002 §16.3 and the digest; older §16.1). Default: referred.
std::vector<PenaltyOption> generalRulings() {
  return {
      opt("chief-referee", {S::ReferredToChief}, "doubtful case: the chief referee decides",
          "不能确认的判例，报请裁判长处理"),
      opt("no-penalty", {S::Stands}, "nothing to penalise; recorded", "不予处罚，记录在案"),
      opt("advice", {S::Advice}),
      opt("warning", {S::Warning}),
      opt("move-void", {S::MoveVoid, S::LosesTurn}),
      opt("stones-restored", {S::StonesRestored}),
      opt("stones-removed", {S::StonesRemoved}),
      opt("time-deduction", {S::TimeDeduction}),
      opt("draw", {S::Draw}),
      opt("replay", {S::Replay}),
      opt("both-lose", {S::BothLose}),
      opt("loss", {S::GameLost}),
  };
}

EditionRule uncovered(std::string article, std::string articleZh, std::string textZh,
                      std::string textEn) {
  EditionRule r = rule(std::move(article), std::move(articleZh), std::move(textZh),
                       std::move(textEn), generalRulings());
  r.covered = false;
  r.defaultOption = "chief-referee";
  return r;
}

const char* const kOlderGeneralZh =
    "凡裁判法所未包括的犯规现象，裁判员根据总则或竞赛规程的精神，作合理的判决，对不能确认的判例，"
    "应及时申报裁判长处理。";
const char* const kOlderGeneralEn =
    "An infraction the refereeing rules do not cover is ruled by the referee, reasonably, in the "
    "spirit of the general principles and the event's regulations; a case the referee cannot "
    "settle is reported to the chief referee at once.";
const char* const k2002GeneralZh =
    "2002年版无专条。裁判员根据规则精神作合理判决，不能确认的判例报请裁判长处理；对违规行为的申诉须"
    "在"
    "对局进行当时立即提出（第16条第3款）。";
const char* const k2002GeneralEn =
    "The 2002 edition has no article for this. The referee rules reasonably in the spirit of the "
    "rules and refers a case that cannot be settled to the chief referee; a complaint about an "
    "opponent's infraction must be raised at the time, during the game (§16.3).";

std::vector<Infraction> build() {
  std::vector<Infraction> all;

  all.push_back(Infraction{
      "wrong-colours", "wrong colours", "拿错黑白棋", false,
      rule("2002 §17.1", "2002年版第17条第1款",
           "已由赛会确定先后手的比赛中，如开赛后拿错黑白棋，在第10手之前（含）允许改正。超过10手棋"
           "之后，"
           "一律不予改正。此后的编排工作以原先赛会确定的为依据。",
           "Where the event fixed the colours, wrong colours noticed by move 10 (inclusive) may be "
           "corrected; after move 10 they are never corrected. Later pairing follows the colours "
           "the event fixed.",
           {opt("corrected", {S::Corrected}, "noticed by move 10 (inclusive)",
                "第10手之前（含）发现"),
            opt("stands", {S::Stands}, "noticed after move 10: the game stands",
                "超过10手后发现：不予改正")}),
      uncovered(
          "older §16.1", "旧版第二章第十六条第一款",
          std::string("旧版无拿错黑白棋的专条。") + kOlderGeneralZh,
          std::string("The older edition has no article on wrong colours. ") + kOlderGeneralEn)});

  all.push_back(Infraction{
      "double-move", "two moves in a row", "连下两着", false,
      rule("2002 §17.2", "2002年版第17条第2款",
           "一方并未表示弃权，另一方连下两着，判第二着无效并警告一次。",
           "When the opponent has not passed and a player plays twice in a row, the second move is "
           "void and the player is warned once.",
           {opt("void-warning", {S::MoveVoid, S::Warning})}),
      rule("older §8.1", "旧版第二章第八条第一款",
           "一方并未表示弃权，另一方连走二步，判连走二步者为负。",
           "When the opponent has not passed and a player plays twice in a row, that player loses "
           "the game.",
           {opt("loss", {S::GameLost})})});

  all.push_back(Infraction{
      "retract", "retracting a placed stone", "悔棋", false,
      rule("2002 §17.3", "2002年版第17条第3款",
           "棋子离手，表示着子权完成。完成着子权后，再将棋子拿起下在别处，称为悔棋。发生悔棋时，由"
           "对方于下一手"
           "着手之前向裁判提出方为有效。悔棋无效，判棋子放回原处，并警告一次。",
           "A stone that has left the hand is played. Picking it up and playing elsewhere is "
           "retracting (悔棋); the opponent must claim it before their next move. The retraction "
           "is void: the stone goes back where it was, and the player is warned once.",
           {opt("restore-warning", {S::StonesRestored, S::Warning})}),
      rule("older §8.2", "旧版第二章第八条第二款",
           "棋子下完后，又从棋盘上拿起下在别处。判棋子放回原处，警告一次。",
           "A stone played and then picked up and played elsewhere is put back where it was, and "
           "the player is warned once.",
           {opt("restore-warning", {S::StonesRestored, S::Warning})})});

  all.push_back(Infraction{
      "dropped-stone", "stone dropped by accident", "棋子不慎掉落", false,
      rule(
          "2002 §17.3", "2002年版第17条第3款",
          "如一方的棋子不慎掉落于棋盘，经对手同意后，允许其拣起后任选着点。如双方不能达成一致意见，"
          "则由裁判长"
          "裁决。",
          "A stone dropped on the board by accident may be picked up and played anywhere if the "
          "opponent agrees; if the players cannot agree, the chief referee decides.",
          {opt("replay-stone", {S::StoneReplayed}, "the opponent agrees", "经对手同意"),
           opt("chief-referee", {S::ReferredToChief}, "the players disagree", "双方不能达成一致")}),
      rule("older §8.2", "旧版第二章第八条第二款", "如棋子确系掉落，允许其拣起后任选着点。",
           "If the stone really was dropped, the player may pick it up and play anywhere.",
           {opt("replay-stone", {S::StoneReplayed})})});

  all.push_back(Infraction{
      "clock-before-move", "clock pressed before the move", "着子前按计时器", false,
      rule("2002 §17.4", "2002年版第17条第4款",
           "在使用计时器的比赛中，须于着子之后才能按计时器。着子之前或与着子同时按计时器的，判警告"
           "一次，不改变"
           "计时器读数。",
           "Where clocks are used the clock is pressed after the stone is placed. Pressing it "
           "before or while placing the stone earns a warning; the clock reading is not changed.",
           {opt("warning", {S::Warning, S::ClockUnchanged})}),
      uncovered("older §16.1", "旧版第二章第十六条第一款",
                std::string("旧版无着子前按钟的专条。") + kOlderGeneralZh,
                std::string("The older edition has no article on pressing the clock before the "
                            "move. ") +
                    kOlderGeneralEn)});

  all.push_back(Infraction{
      "moved-stones", "stones found moved", "棋子移动", false,
      rule("2002 §17.5", "2002年版第17条第5款",
           "比赛途中如发现前面下的棋子已有移动，在双方意见一致的前提下，应将移动之子挪回原处。无法"
           "确认原处时，"
           "允许挪子于双方一致认可的点。如果双方无论如何不能达成一致意见，裁判长可根据移动之子对棋"
           "局进程的影响"
           "程度，判：(1)移动之子挪至合理点；(2)移动之子有效；(3)和棋；(4)重赛；(5)"
           "双方均负。如有故意移子的"
           "证据，则应判移子者为负。",
           "Stones found moved are put back where both players agree they were, or on a point both "
           "accept. If the players cannot agree, the chief referee rules, by the effect on the "
           "game: (1) moved to a reasonable point; (2) the move stands; (3) draw; (4) replay; "
           "(5) both lose. With evidence of deliberate moving, the mover loses.",
           {opt("restore", {S::StonesRestored}, "put back / moved to a reasonable point",
                "挪回原处或挪至合理点"),
            opt("stands", {S::Stands}, "the moved stones stand", "移动之子有效"),
            opt("draw", {S::Draw}, "chief referee: draw", "裁判长判和棋"),
            opt("replay", {S::Replay}, "chief referee: replay", "裁判长判重赛"),
            opt("both-lose", {S::BothLose}, "chief referee: both lose", "裁判长判双方均负"),
            opt("loss", {S::GameLost}, "deliberate moving: the mover loses",
                "故意移子，判移子者为负")}),
      rule("older §8.3", "旧版第二章第八条第三款",
           "对局中途发现前面下的棋子已有移动，在征得对局者一致意见后，可判移动之子挪回原处，或者判"
           "移子有效。在"
           "对局者意见不一致时，应立即报请裁判长处理。裁判长可根据移动之子对棋局进程的影响程度，判"
           "：1.移动之子"
           "挪回原处；2.移动之子有效；3.和棋；4.重下。如属故意移子，应判移子者为负。",
           "Stones found moved may, with both players' agreement, be put back or accepted. If they "
           "disagree, the chief referee rules by the effect on the game: put back; accepted; draw; "
           "replay. Deliberate moving: the mover loses.",
           {opt("restore", {S::StonesRestored}, "put back", "挪回原处"),
            opt("stands", {S::Stands}, "the moved stones stand", "移动之子有效"),
            opt("draw", {S::Draw}, "chief referee: draw", "裁判长判和棋"),
            opt("replay", {S::Replay}, "chief referee: replay", "裁判长判重下"),
            opt("loss", {S::GameLost}, "deliberate moving: the mover loses",
                "故意移子，判移子者为负")})});

  all.push_back(Infraction{
      "scattered-board", "board scattered", "棋局散乱", false,
      rule(
          "2002 §17.6", "2002年版第17条第6款",
          "比赛中，因非对局双方原因造成棋局散乱，经复盘，如双方达成一致意见，应按复盘次序继续比赛。"
          "如果无论如何"
          "不能达成一致意见，裁判长可根据实际情况，判：(1)和棋；(2)重赛；(3)"
          "双方均负。如对局者确属无意中散乱"
          "了棋局，允许复盘续赛。不能复盘的，则判散乱棋局一方为负。",
          "A board scattered by a cause outside the players is rebuilt from the record and play "
          "continues if both agree; otherwise the chief referee rules: (1) draw; (2) replay; "
          "(3) both lose. A player who scattered it unintentionally may rebuild it and play on; "
          "if it cannot be rebuilt, that player loses (deliberately: loss).",
          {opt("reconstruct", {S::Reconstructed}, "rebuilt from the record", "复盘续赛"),
           opt("draw", {S::Draw}, "outside cause, no agreement: draw", "外因散乱且不能一致：和棋"),
           opt("replay", {S::Replay}, "outside cause, no agreement: replay",
               "外因散乱且不能一致：重赛"),
           opt("both-lose", {S::BothLose}, "outside cause, no agreement: both lose",
               "外因散乱且不能一致：双方均负"),
           opt("loss", {S::GameLost}, "scattered by this player and not rebuildable, or deliberate",
               "本方散乱且不能复盘，或故意散乱")}),
      rule(
          "older §8.4", "旧版第二章第八条第四款",
          "对局中，因外界不可抗拒的原因导致棋局散乱，应经双方复盘确认后，继续比赛。如双方没有能力复"
          "盘，则判和"
          "或重下。如对局者确属无意散乱了棋局，可复盘续赛。不能复盘的，则判散乱棋局一方为负。如对局"
          "一方故意散"
          "乱棋局，判负。",
          "A board scattered by an outside cause is rebuilt with both players' confirmation and "
          "play continues; if they cannot rebuild it: draw or replay. A player who scattered it "
          "unintentionally may rebuild it; if it cannot be rebuilt, that player loses. Scattering "
          "it deliberately: loss.",
          {opt("reconstruct", {S::Reconstructed}, "rebuilt from the record", "复盘续赛"),
           opt("draw", {S::Draw}, "outside cause, not rebuildable: draw",
               "外因散乱且不能复盘：和棋"),
           opt("replay", {S::Replay}, "outside cause, not rebuildable: replay",
               "外因散乱且不能复盘：重下"),
           opt("loss", {S::GameLost}, "scattered by this player and not rebuildable, or deliberate",
               "本方散乱且不能复盘，或故意散乱")})});

  all.push_back(Infraction{
      "wrong-capture", "capturing stones that have liberties", "误提有气之子", false,
      rule("2002 §18.1", "2002年版第18条第1款",
           "下子后，误提对方有气之子，判误提者警告一次，将有气之子放回原处。",
           "A player who, after a move, takes off opposing stones that still have liberties is "
           "warned once, and the stones are put back.",
           {opt("restore-warning", {S::StonesRestored, S::Warning})}),
      rule("older §9", "旧版第二章第九条",
           "下子后，误将对方有气之子提取，判误提者警告一次，把有气之子放回原处。",
           "A player who, after a move, takes off opposing stones that still have liberties is "
           "warned once, and the stones are put back.",
           {opt("restore-warning", {S::StonesRestored, S::Warning})})});

  all.push_back(Infraction{
      "missed-capture", "not removing captured stones", "未提或漏提无气之子", false,
      rule("2002 §18.2", "2002年版第18条第2款",
           "下子后，未提或漏提对方无气之子，判未提、漏提者警告一次并提取无气之子。",
           "A player who, after a move, fails to remove (or misses some of) the captured stones is "
           "warned once, and the stones are removed.",
           {opt("remove-warning", {S::StonesRemoved, S::Warning})}),
      rule("older §14.4", "旧版第二章第十四条第四款",
           "提子时，必须把棋子提清后方可按钟，违者劝告或警告一次。但在读秒时，提子不计时间。",
           "Captured stones must all be removed before the clock is pressed; otherwise advice or a "
           "warning. In byo-yomi, removing captured stones is not timed.",
           {opt("remove-advice", {S::StonesRemoved, S::Advice}),
            opt("remove-warning", {S::StonesRemoved, S::Warning})})});

  all.push_back(Infraction{
      "ko-retake", "retaking a ko without a threat", "劫争未找劫材而提劫", false,
      rule("2002 §18.3", "2002年版第18条第3款",
           "劫争须找劫材时未找而提劫，判提劫之手无效，弃权一次并警告一次。",
           "Retaking a ko without first playing a ko threat: the retake is void, the player loses "
           "the turn (a pass) and is warned once.",
           {opt("void-pass-warning", {S::MoveVoid, S::LosesTurn, S::Warning})}),
      rule("older §11.1", "旧版第二章第十一条第一款", "劫争马上回提，判回提者着手无效，弃权一次。",
           "Retaking a ko at once: the retake is void and the player loses the turn (a pass).",
           {opt("void-pass", {S::MoveVoid, S::LosesTurn})})});

  all.push_back(Infraction{
      "forbidden-point", "playing on a forbidden point", "下在禁着点", false,
      rule("2002 §19", "2002年版第19条", "棋子下在禁着点上，判着手无效，弃权一次。",
           "A stone played on a forbidden point: the move is void and the player loses the turn "
           "(a pass).",
           {opt("void-pass", {S::MoveVoid, S::LosesTurn})}),
      rule("older §10", "旧版第二章第十条", "棋子下子在禁着点上，判着手无效，弃权一次。",
           "A stone played on a forbidden point: the move is void and the player loses the turn "
           "(a pass).",
           {opt("void-pass", {S::MoveVoid, S::LosesTurn})})});

  all.push_back(Infraction{
      "cycle", "long cycle (triple ko, eternal life, ...)", "三劫循环、长生等全局同形再现", false,
      rule("2002 §20.3", "2002年版第20条第3款",
           "原则上禁止三劫循环、四劫循环、长生、双提两子等全局同形再现的罕见特例。根据不同比赛，也"
           "可制定相应的"
           "补充规定，如无胜负、和棋、加赛等。",
           "Triple ko, quadruple ko, eternal life, sending-two-returning-one and other rare "
           "whole-board repetitions are forbidden in principle; the event's regulations say what "
           "follows (no result, draw, play-off).",
           {opt("draw", {S::Draw}, "the regulations say draw", "补充规定：和棋"),
            opt("no-result", {S::NoResult}, "the regulations say no result (neither wins)",
                "补充规定：无胜负"),
            opt("replay", {S::Replay}, "the regulations say replay / play-off",
                "补充规定：加赛或重赛")}),
      rule("older §11.3", "旧版第二章第十一条第三款",
           "对双方互不相让的三劫、四劫循环，长生、双提二子等罕见特例，可判和棋或者重下。",
           "Triple ko, quadruple ko, eternal life, sending-two-returning-one that neither side "
           "gives up: draw or replay.",
           {opt("draw", {S::Draw}), opt("replay", {S::Replay})})});

  all.push_back(Infraction{
      "sealed-move", "sealed move on an occupied point", "封棋之点已有棋子", false,
      rule("2002 §14", "2002年版第14条",
           "采用封棋制度的赛事，应另行制订封棋实施细则。（本项按旧版：封棋之点已有棋子时，判弃权一"
           "次。）",
           "Events that seal moves set their own detailed rules; Tengen applies the older "
           "edition's: a sealed move on an occupied point loses the turn.",
           {opt("loses-turn", {S::LosesTurn})}),
      rule("older §13", "旧版第二章第十三条",
           "续弈时，封局方必须按封棋的点下子。如封棋之点已有棋子时，判弃权一次，轮对方下子。",
           "On resumption the sealer plays the sealed point; if it is occupied, the sealer loses "
           "the turn and the opponent moves.",
           {opt("loses-turn", {S::LosesTurn})})});

  all.push_back(Infraction{
      "leaving", "leaving the game without reason", "无故中途退场", false,
      rule("2002 §15.2", "2002年版第15条第2款",
           "棋手不得无故弃权和中途退出比赛。（罚则按旧版：警告一次并申报大会组委会。）",
           "Players may not forfeit or leave the event without reason. Penalty as in the older "
           "edition: a warning, reported to the organising committee.",
           {opt("warning-report", {S::Warning, S::ReportedToCommittee})}),
      rule("older §15.1", "旧版第二章第十五条第一款",
           "对局者在比赛中，无故中途退场，警告一次并申报大会组委会。",
           "A player who leaves a game without reason is warned once and reported to the "
           "organising committee.",
           {opt("warning-report", {S::Warning, S::ReportedToCommittee})})});

  all.push_back(Infraction{
      "disturbing", "disturbing the opponent", "妨碍对方思考", false,
      rule("2002 §15.3", "2002年版第15条第3款",
           "比赛时，棋手不准有任何妨碍对方思考的行为。（罚则按旧版：给予劝告或警告一次。）",
           "Players may not do anything that disturbs the opponent's thinking. Penalty as in the "
           "older edition: advice or a warning.",
           {opt("advice", {S::Advice}, "mild", "情节轻微"),
            opt("warning", {S::Warning}, "serious", "情节较重")}),
      rule("older §15.2", "旧版第二章第十五条第二款",
           "对局者如有妨碍他人思考的行为，给予劝告或警告一次。",
           "A player who disturbs others' thinking is given advice or a warning.",
           {opt("advice", {S::Advice}, "mild", "情节轻微"),
            opt("warning", {S::Warning}, "serious", "情节较重")})});

  all.push_back(Infraction{
      "consulting", "consulting others or materials", "与他人议论或查阅资料", false,
      rule("2002 §15.4", "2002年版第15条第4、5款",
           "比赛中和暂停时，当局者不准与其他人议论该局，不准查阅有关资料。（罚则按旧版：根据情节判"
           "警告一次或判负。）",
           "During play and pauses a player may not discuss the game with others or consult "
           "materials. Penalty as in the older edition: a warning or loss, by the circumstances.",
           {opt("warning", {S::Warning}), opt("loss", {S::GameLost}, "serious", "情节严重")}),
      rule("older §15.3", "旧版第二章第十五条第三款",
           "对局者在比赛未终局时，查阅资料或与他人交谈棋势者，根据情节判警告一次或判负。",
           "A player who, before the game ends, consults materials or discusses the position with "
           "others is warned once or loses, by the circumstances.",
           {opt("warning", {S::Warning}), opt("loss", {S::GameLost}, "serious", "情节严重")})});

  all.push_back(Infraction{
      "late", "late for the game", "迟到", false,
      rule(
          "2002 (no article; older §14.1)", "2002年版无专条（按旧版第二章第十四条）",
          "2002年版无迟到专条，按旧版第十四条：一方迟到超过赛场规定时间，判其弃权作负；双方均超过则"
          "判双方弃权作负；未超过则在时限内扣除迟到时间。弃权作负的棋局按第13条第1款作终局处理。",
          "The 2002 edition has no article on lateness; the older edition's §14 applies: beyond "
          "the allowed time, forfeit; both beyond it, both forfeit; within it, the lateness is "
          "deducted from the player's time. A forfeited game is over (2002 §13.1).",
          {opt("time-deduction", {S::TimeDeduction}, "within the allowed lateness",
               "未超过规定时间"),
           opt("forfeit", {S::Forfeit}, "beyond the allowed lateness", "超过规定时间"),
           opt("both-forfeit", {S::BothForfeit}, "both players beyond it", "双方均超过规定时间")}),
      rule("older §14.1", "旧版第二章第十四条第一至三款",
           "一方迟到超过赛场规定时间，判其弃权作负。双方迟到超过赛场规定时间，则判双方弃权作负。一"
           "方或双方迟到均"
           "未超过规定时间，则在一方或双方时限内分别扣除各自的迟到时间。",
           "A player late beyond the allowed time forfeits; both late beyond it, both forfeit; "
           "within it, each player's lateness is deducted from that player's time.",
           {opt("time-deduction", {S::TimeDeduction}, "within the allowed lateness",
                "未超过规定时间"),
            opt("forfeit", {S::Forfeit}, "beyond the allowed lateness", "超过规定时间"),
            opt("both-forfeit", {S::BothForfeit}, "both players beyond it",
                "双方均超过规定时间")})});

  all.push_back(Infraction{
      "overtime", "overtime", "超时", false,
      rule("2002 §12.4", "2002年版第12条第3、4款",
           "裁判员读出“10”而棋手同时落子或尚未落子，均应判为已使用1分钟。包干用时制是规定基本时限之"
           "内必须结束"
           "比赛的计时办法，超时判负。",
           "A player who has not moved when the referee calls the last \"10\" has used the minute; "
           "with no minutes left that is overtime. Under absolute time, overtime loses.",
           {opt("loss-on-time", {S::LossOnTime})}),
      rule("older §14.5", "旧版第二章第十四条第五款", "对局者用时（包括读秒）超过时限，一律判负。",
           "A player who exceeds the time limit, byo-yomi included, loses.",
           {opt("loss-on-time", {S::LossOnTime})})});

  all.push_back(Infraction{
      "other", "other (no article covers it)", "其他犯规", true,
      uncovered("2002 (no article)", "2002年版无专条", k2002GeneralZh, k2002GeneralEn),
      uncovered("older §16.1", "旧版第二章第十六条第一款", kOlderGeneralZh, kOlderGeneralEn)});
  return all;
}

}  // namespace

std::string_view toCode(Edition edition) {
  return edition == Edition::Y2002 ? "2002" : "older";
}

std::optional<Edition> editionFromCode(std::string_view code) {
  if (code == "2002") return Edition::Y2002;
  if (code == "older" || code == "old") return Edition::Older;
  return std::nullopt;
}

std::string_view toCode(Sanction s) {
  return info(s).code;
}
std::string_view nameEn(Sanction s) {
  return info(s).en;
}
std::string_view nameZh(Sanction s) {
  return info(s).zh;
}

std::optional<Sanction> sanctionFromCode(std::string_view code) {
  for (const SanctionInfo& i : kSanctions)
    if (code == i.code) return i.sanction;
  return std::nullopt;
}

const std::vector<Sanction>& allSanctions() {
  static const std::vector<Sanction> kAll = [] {
    std::vector<Sanction> all;
    for (const SanctionInfo& i : kSanctions) all.push_back(i.sanction);
    return all;
  }();
  return kAll;
}

bool endsGame(Sanction s) {
  switch (s) {
    case S::GameLost:
    case S::Forfeit:
    case S::LossOnTime:
    case S::BothLose:
    case S::BothForfeit:
    case S::Draw:
    case S::NoResult:
    case S::Replay:
      return true;
    default:
      return false;
  }
}

bool PenaltyOption::has(Sanction s) const {
  return std::find(sanctions.begin(), sanctions.end(), s) != sanctions.end();
}

const PenaltyOption* EditionRule::option(std::string_view code) const {
  for (const PenaltyOption& o : options)
    if (o.code == code) return &o;
  return nullptr;
}

const PenaltyOption& EditionRule::defaultPenalty() const {
  const PenaltyOption* o = option(defaultOption);
  if (!o) throw std::logic_error("catalogue: default penalty missing");
  return *o;
}

const std::vector<Infraction>& catalogue() {
  static const std::vector<Infraction> kCatalogue = build();
  return kCatalogue;
}

const Infraction* findInfraction(std::string_view code) {
  for (const Infraction& i : catalogue())
    if (i.code == code) return &i;
  return nullptr;
}

const PenaltyOption* choosePenalty(std::string_view code, Edition edition,
                                   std::string_view penalty) {
  const Infraction* infraction = findInfraction(code);
  if (!infraction) return nullptr;
  const EditionRule& r = infraction->rule(edition);
  return penalty.empty() ? &r.defaultPenalty() : r.option(penalty);
}

std::string sanctionsCode(const std::vector<Sanction>& sanctions) {
  return rules::joined(sanctions, "+", [](Sanction s) { return toCode(s); });
}

std::optional<std::vector<Sanction>> sanctionsFromCode(std::string_view text) {
  std::vector<Sanction> out;
  while (!text.empty()) {
    const auto plus = text.find('+');
    const std::string_view part = text.substr(0, plus);
    auto s = sanctionFromCode(part);
    if (!s) return std::nullopt;
    out.push_back(*s);
    if (plus == std::string_view::npos) break;
    text.remove_prefix(plus + 1);
    if (text.empty()) return std::nullopt;  // a trailing '+'
  }
  return out;
}

}  // namespace tengen::referee
