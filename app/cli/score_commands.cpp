// tengen score GAME.sgf: replays an SGF record under a rule set, counts it (area or territory),
// and verifies the result in the file or the one the players reported.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <cmath>
#include <variant>

#include "app/cli/cli.h"
#include "app/cli/score_record.h"
#include "db/service/counting_store.h"
#include "db/store/event_store.h"
#include "rules/counting_position.h"
#include "rules/replay.h"
#include "rules/scoring.h"
#include "rules/sgf_game.h"
#include "rules/verify.h"

namespace tengen::cli {
namespace {

using namespace tengen::rules;
using namespace tengen::cli::score;

const MessageRegistration kMessages{
    {"score.help", "count an SGF game and verify its result (数子法 / territory counting)",
     "对 SGF 棋谱数子并核对结果（数子法 / 数目法）"},
    {"score.opt.game",
     "the SGF file; several files are counted in one run and summed up in a table (or JSON)",
     "SGF 棋谱文件；给出多个文件时一次数完并汇总成表（或 JSON）"},
    {"score.no-result", "no result recorded", "棋谱未记结果"},
    {"score.opt.rules",
     "rule set: chinese, chinese-practice, japanese, korean, tromp-taylor (default: the file's RU, "
     "else chinese)",
     "规则：chinese、chinese-practice、japanese、korean、tromp-taylor（默认取棋谱 RU，否则 "
     "chinese）"},
    {"score.opt.komi",
     "komi in points, e.g. 7.5 (3.75 is read as stones); default: the file's KM, else the rule "
     "set's",
     "贴目（目数，如 7.5；3.75 按子数理解）；默认取棋谱 KM，否则按规则"},
    {"score.opt.dead",
     "dead stones, e.g. D4,Q16 (each names its whole chain); TB/TW marks in the file are added; "
     "--dead \"\" when none is dead",
     "死子，如 D4,Q16（每点代表整块棋）；棋谱中的 TB/TW 标记一并计入；均为活棋时用 --dead \"\""},
    {"score.opt.seki",
     "territory counting: chains in seki marked by the referee, e.g. C9,E9 (others are detected)",
     "数目法：裁判认定的双活棋块，如 C9,E9（其余自动检测）"},
    {"score.opt.reported",
     "the result the players reported: B+1.5, 黑胜3/4子, 黑185子, black 184.5 ...",
     "对局者报告的结果：B+1.5、黑胜3/4子、黑185子、black 184.5 等"},
    {"score.opt.event",
     "count the game under this event's rules and the game's komi and handicap (with --round and "
     "--board)",
     "按此赛事的规则及该局的贴目、让子数子（需配合 --round 与 --board）"},
    {"score.opt.round", "the round of the game in the event", "该局所在轮次"},
    {"score.opt.board", "the board (table) number of the game", "该局台号"},
    {"score.opt.save",
     "store the verified count with the game; enters the result when the game has none",
     "将核实的数子结果与该局一并保存；该局尚无结果时录入结果"},
    {"score.needs-event", "--round, --board and --save need --event",
     "--round、--board 和 --save 需要配合 --event 使用"},
    {"score.event-terms",
     "with --event the event decides the rules and komi: drop --rules and --komi",
     "使用 --event 时规则和贴目由赛事决定：请去掉 --rules 和 --komi"},
    {"score.needs-game", "--event needs --round and --board",
     "--event 需要配合 --round 和 --board"},
    {"score.saved.entered",
     "Saved the verified count of round %1 board %2: %3; the game's result is now %3",
     "已保存第 %1 轮第 %2 台的核实数子结果：%3；该局结果已录入为 %3"},
    {"score.saved.agrees",
     "Saved the verified count of round %1 board %2: %3; the game's entered result agrees",
     "已保存第 %1 轮第 %2 台的核实数子结果：%3；该局已录入的结果与之一致"},
    {"score.refused.differs",
     "not saved: round %1 board %2 already has the result %3, the count gives %4 (correct the "
     "result first if the count is right)",
     "未保存：第 %1 轮第 %2 台已有结果 %3，数子结果为 %4（如数子无误，请先更正结果）"},
    {"score.refused.ledger",
     "not saved: the referee ruled %3 for round %1 board %2 (ledger entry %4); only the chief "
     "referee can change it",
     "未保存：裁判已判定第 %1 轮第 %2 台为 %3（记录 %4），只有裁判长可以更改"},
    {"score.refused.reported", "not saved: '%1' is not a result or count",
     "未保存：“%1”不是结果或子数"},
    {"score.refused.position", "not saved: %1", "未保存：%1"},
    {"score.malformed", "%1, line %2, column %3: %4", "%1，第 %2 行第 %3 列：%4"},
    {"score.illegal", "%1: move %2 (%3 at %4): %5", "%1：第 %2 手（%3 %4）：%5"},
    {"score.bad-rules",
     "unknown rule set '%1' (chinese, chinese-practice, japanese, korean, tromp-taylor)",
     "未知规则“%1”（chinese、chinese-practice、japanese、korean、tromp-taylor）"},
    {"score.bad-komi", "'%1' is not a komi", "“%1”不是贴目数"},
    {"score.bad-point", "'%1' is not a point of this board", "“%1”不是本棋盘上的点"},
    {"score.bad-reported",
     "'%1' is not a result (B+1.5, W+R, 黑胜3/4子, 黑185子, black 184.5, 和棋)",
     "“%1”不是结果（B+1.5、W+R、黑胜3/4子、黑185子、black 184.5、和棋）"},
    {"score.not-stone", "%1: no stone there to mark", "%1：此处没有棋子，无法标记"},
    {"illegal.offboard", "the point is not on the board", "该点不在棋盘上"},
    {"illegal.occupied", "the point is occupied", "该点已有棋子"},
    {"illegal.suicide",
     "forbidden point (禁着点): the move has no liberty and captures nothing (%1)",
     "禁着点：落子后无气且不能提子（%1）"},
    {"illegal.ko", "ko recapture is forbidden (%1)", "不得立即回提劫（%1）"},
    {"illegal.superko", "whole-board repetition (全局同形再现) is forbidden (%1)",
     "禁止全局同形再现（%1）"},
    {"art.chinese.suicide", "2002 §5", "2002 第5条"},
    {"art.chinese.ko", "2002 §20.1", "2002 第20条第1款"},
    {"art.chinese.superko", "2002 §6 and §20.3", "2002 第6条、第20条第3款"},
    {"art.japanese.suicide", "Japanese 1989 Art. 3 and 4", "日本 1989 年规则第3、4条"},
    {"art.japanese.ko", "Japanese 1989 Art. 6", "日本 1989 年规则第6条"},
    {"art.korean", "Korean rules", "韩国规则"},
    {"art.tromp-taylor.suicide", "Tromp-Taylor rule 7", "Tromp-Taylor 规则第7条"},
    {"art.tromp-taylor.superko", "Tromp-Taylor rule 6: a move may not repeat an earlier board",
     "Tromp-Taylor 规则第6条：着手不得重现先前的盘面"},
    {"art.other", "%1 rules", "%1 规则"},
    {"score.illegal.superko",
     "%1: move %2 (%3 at %4) repeats %5 (全局同形再现), which %6 forbids (%7); --rules "
     "chinese-practice counts such a game and reports the cycle (triple ko, eternal life ...) for "
     "the referee",
     "%1：第 %2 手（%3 %4）重现%5（全局同形再现），%6 规则禁止（%7）；使用 --rules "
     "chinese-practice "
     "可照常数子，并将循环劫（三劫、长生等）报告给裁判"},
    {"score.position.after", "the whole-board position after move %1", "第 %1 手后的全局局面"},
    {"score.position.start", "the starting position", "开局（摆子后）的局面"},
    {"score.cycle.chinese-practice",
     "the event's regulations decide: no result (无胜负), draw or replay (2002 §20.3)",
     "按竞赛规程处理：无胜负、和棋或加赛（2002 第20条第3款）"},
    {"score.cycle.japanese",
     "if neither player deviates the game ends without result (无胜负, Japanese 1989 Art. 12)",
     "双方均不变着则为无胜负（日本 1989 年规则第12条）"},
    {"score.cycle.other", "the referee decides", "由裁判处理"},
    {"illegal.over", "the game is over", "对局已结束"},
    {"score.black", "Black", "黑"},
    {"score.b", "B", "黑"},
    {"score.w", "W", "白"},
    {"score.white", "White", "白"},
    {"score.line.rules", "Rules: %1 (%2), komi %3 (%4 stones), handicap %5",
     "规则：%1（%2），贴目 %3（%4 子），让子 %5"},
    {"score.area", "area counting 数子法", "数子法"},
    {"score.territory", "territory counting 数目法", "数目法"},
    {"score.line.moves", "Moves: %1", "手数：%1"},
    {"score.line.setup",
     "Setup stones (摆子, AB/AW; not handicap stones 让子: no compensation): %1 black, %2 white",
     "摆放棋子（AB/AW，非让子，不还子）：黑 %1 子，白 %2 子"},
    {"score.line.dead", "Dead stones removed: %1", "提除死子：%1"},
    {"score.line.seki", "Stones in seki (双活): %1", "双活棋子：%1"},
    {"score.line.area-side", "%1: %2 stones + %3 points = %4 (子)", "%1：%2 子 + %3 空 = %4 子"},
    {"score.line.territory-side", "%1: %2 points of territory + %3 prisoners = %4",
     "%1：%2 目 + 提子 %3 = %4 目"},
    {"score.line.neutral", "Neutral points (dame, 公气): %1, half to each side",
     "公气（单官）：%1，双方各得一半"},
    {"score.line.neutral-territory", "Neutral points (dame and seki): %1", "单官及双活点：%1"},
    {"score.line.baseline",
     "Baseline (归本数): %1; komi %2 stones; handicap compensation %3 stones",
     "归本数：%1；贴 %2 子；让子还 %3 子"},
    {"score.line.result", "Result: %1 (%2)", "结果：%1（%2）"},
    {"score.line.cycle",
     "Whole-board repetition at move %1 (the position after move %2 again): a cycle (triple ko, "
     "eternal life, sending two returning one); %3",
     "第 %1 手出现全局同形（与第 %2 手后相同）：循环劫（三劫、长生、送二还一等），%3"},
    {"score.line.compare", "Compared with %1: %2", "与%1比较：%2"},
    {"score.file", "the file's RE[%1]", "棋谱结果 RE[%1]"},
    {"score.reported", "the reported '%1'", "报告结果“%1”"},
    {"score.agree", "agrees", "一致"},
    {"score.mismatch", "the count does not agree with %1", "数子结果与%1不符"},
    {"score.nothing", "nothing to compare (no count in it)", "无可比较（未数子）"},
    {"score.warning", "Warning: %1", "注意：%1"},
    {"score.needs-decision",
     "%1: a dead-stone decision (死活) is needed: the record marks no dead stones (no TB/TW on "
     "stones, "
     "no --dead) and the final position looks unfinished; these chains stand inside the "
     "opponent's area without two eyes: %2. Name the dead ones with --dead (--dead \"\" when "
     "none is dead)",
     "%1：需要判定死活：棋谱未标记死子（棋子上无 TB/TW，也未给 --dead），终局局面似未下完；以下棋块"
     "位于对方地域内且没有两只眼：%2。请用 --dead 指明死子（均为活棋时用 --dead \"\"）"},
    {"score.chain", "%1 (%2, %3 stones)", "%1（%2，%3 子）"},
    {"score.chain.one", "%1 (%2, 1 stone)", "%1（%2，1 子）"},
    {"score.list-separator", ", ", "、"},
    {"score.warn.root-semicolon",
     "line %1, column %2: the root node has no ';' before its properties (as Nihon Ki-in files "
     "write it): read as if it had",
     "第 %1 行第 %2 列：根节点属性前缺少“;”（日本棋院棋谱常见）：按有“;”读取"},
    {"score.warn.utf16", "the file is %1 with a byte-order mark: converted to UTF-8",
     "文件为带字节序标记的 %1 编码：已转换为 UTF-8"},
    {"score.warn.handicap",
     "line %1, column %2: handicap HA[%3] is not a whole number: %4 stones taken",
     "第 %1 行第 %2 列：让子数 HA[%3] 不是整数：按 %4 子"},
    {"score.warn.komi-100",
     "line %1, column %2: komi KM[%3] is written x 100 (as Fox writes it): read as %4",
     "第 %1 行第 %2 列：贴目 KM[%3] 为 100 倍写法（野狐格式）：按 %4 读取"},
    {"score.warn.komi-stones",
     "line %1, column %2: komi KM[%3] is in stones (贴子, 2002 §11): %4 stones = %5 points",
     "第 %1 行第 %2 列：贴目 KM[%3] 按子数（贴子，2002 第11条）：%4 子 = %5 目"},
    {"score.warn.double-move",
     "move %1 (%2 at %3) is a second %4 move in a row: a double move (连下两着, 2002 §17.2: the "
     "second move is void and a warning is given); the record is counted as written",
     "第 %1 手（%2 %3）为%4连下两着（2002 第17条第2款：判第二着无效并警告一次）；按棋谱原样计算"},
    {"score.unreadable",
     "unreadable result, not compared (read are e.g. B+1.5, W+R, B+T, B+F, B+, 0, Draw, Void, ?, "
     "黑胜3/4子)",
     "无法识别的结果，未比较（可识别如 B+1.5、W+R、B+T、B+F、B+、0、Draw、Void、?、黑胜3/4子）"},
    {"score.warn.unreadable", "the file's result RE[%1] cannot be read: it was not verified",
     "棋谱结果 RE[%1] 无法识别，未予核对"},
    {"score.warn.zero-margin",
     "%1 is a margin of 0 with a winner named: it agrees only with a drawn count (some programs "
     "write it for a game that ended without a count)",
     "%1 为胜 0 目（却写明胜方）：仅与和棋的数子结果一致（有些软件对未数子终局的对局也这样记录）"},
    {"score.disagree-margin", "DISAGREES by %1 points", "不一致，相差 %1 目"},
    {"score.disagree-count", "DISAGREES by %1 stones", "不一致，相差 %1 子"},
    {"score.disagree-winner", "DISAGREES: the winner differs", "不一致：胜负不同"},
    {"score.why.komi", "it matches a komi of %1 instead of %2", "按贴目 %1（而非 %2）计算则相符"},
    {"score.why.compensation", "it matches a handicap compensation of %1 points instead of %2",
     "按让子还 %1 目（而非 %2 目）计算则相符"},
    {"score.why.dame", "one neutral point (dame) was given to one side; it counts half to each",
     "有一个公气被算给了一方；公气应双方各得一半"},
    {"score.why.dead", "the %1 stones at %2 (%3) are counted %4 in it, %5 here",
     "%2 处的%1棋（%3 子）在其中按%4计算，本次按%5计算"},
    {"score.why.dead-word", "dead", "死子"},
    {"score.why.alive-word", "alive", "活棋"},
    {"score.why.winner", "the count gives %1", "数子结果为 %1"},
    {"score.why.unexplained",
     "no single komi, compensation, dame or dead-stone difference explains it: recount",
     "无法以贴目、还子、公气或死活单一原因解释，请复点"},
};

// Stores the verified count through the one db operation the desk also uses; refusals exit 3.
void saveCount(db::EventStore& store, const ScoreOptions& o, const Board& board,
               const CountingTerms& terms, const std::vector<Loc>& dead,
               const std::vector<Loc>& seki, const std::string& bytes, const std::string& reported,
               QJsonObject* json) {
  CountingPosition position(board, terms);
  position.setDead(dead);
  position.setSeki(seki);
  try {
    const db::CountingSaved saved = db::saveVerifiedCount(
        store, *o.round, *o.board, position, QByteArray::fromStdString(bytes), reported);
    if (json) {
      (*json)[QStringLiteral("saved")] = true;
      (*json)[QStringLiteral("result_entered")] = saved.resultEntered;
    } else {
      out(msg(saved.resultEntered ? "score.saved.entered" : "score.saved.agrees")
              .arg(*o.round)
              .arg(*o.board)
              .arg(qs(saved.count.result)));
    }
  } catch (const db::CountingRefused& e) {
    const db::CountingRefusal& r = e.refusal();
    const QString verified = qs(r.verified.toString());
    const QString entered = r.entered ? qs(r.entered->toString()) : QStringLiteral("-");
    switch (r.kind) {
      case db::CountingRefusal::Kind::ResultDiffers:
        throw CliError(
            msg("score.refused.differs").arg(r.round).arg(r.board).arg(entered, verified),
            kMismatch);
      case db::CountingRefusal::Kind::LedgerRuling:
        throw CliError(msg("score.refused.ledger")
                           .arg(r.round)
                           .arg(r.board)
                           .arg(entered)
                           .arg(r.ledgerEntry.value_or(0)),
                       kMismatch);
      case db::CountingRefusal::Kind::BadReported:
        throw CliError(msg("score.refused.reported").arg(qs(r.detail)), kError);
      case db::CountingRefusal::Kind::BadPosition:
        throw CliError(msg("score.refused.position").arg(qs(r.detail)), kError);
    }
  }
}

void runScore(const ScoreOptions& o) {
  if (o.proposeDead) {
    runProposeDead(o);
    return;
  }
  if (o.paths.size() > 1) {
    runScoreBatch(o);
    return;
  }
  if (!o.event && (o.round || o.board || o.save)) throw CliError(msg("score.needs-event"), 2);
  if (o.event && (o.rules || o.komi)) throw CliError(msg("score.event-terms"), 2);
  if (o.event && (!o.round || !o.board)) throw CliError(msg("score.needs-game"), 2);
  // With --event the event decides: its rule set, the game's komi and handicap from the draw.
  std::unique_ptr<db::EventStore> store;
  std::optional<CountingTerms> eventTerms;
  if (o.event) {
    store = openEvent(*o.event);
    translateStoreErrors([&] { eventTerms = db::countingTerms(*store, *o.round, *o.board); });
  }
  const std::string& path = o.paths.front();
  const std::string bytes = readFile(path);
  const CountedRecord r = countRecord(path, bytes, o, eventTerms);
  const SgfGame& game = r.game;
  const Replay& replayed = *r.replayed;
  const Board& board = r.board();
  const Score& score = r.score;
  const RuleSet& rules = r.rules;
  const auto& verdict = r.verdict;
  const auto& claim = r.claim;
  const QString& claimLabel = r.claimLabel;
  const bool mismatch = r.mismatch();
  // Nothing marked dead and the position looks unfinished: the referee must decide (exit 4).
  if (r.needsDecision())
    throw CliError(
        msg("score.needs-decision").arg(qs(path), chainList(board, r.undecided, game.height)),
        kNeedsDecision);

  if (o.json) {
    QJsonObject j = recordJson(r);
    if (o.save)
      saveCount(*store, o, board, *eventTerms, r.dead, r.seki, bytes,
                !claim       ? std::string()
                : o.reported ? *o.reported
                             : game.result,
                &j);
    printJson(QJsonDocument(j));
  } else {
    const bool area = score.method == Scoring::Area;
    out(msg("score.line.rules")
            .arg(qs(rules.name), msg(area ? "score.area" : "score.territory"),
                 qs(formatHalf(r.komiHalf)), stonesText(r.komiHalf))
            .arg(r.handicap));
    out(msg("score.line.moves").arg(replayed.game.moves().size()));
    for (const QString& w : r.warnings) out(msg("score.warning").arg(w));
    if (r.setup.any()) out(msg("score.line.setup").arg(r.setup.black).arg(r.setup.white));
    if (!replayed.game.cycles().empty()) {
      const Cycle& c = replayed.game.cycles().front();
      out(msg("score.line.cycle").arg(c.moveNumber).arg(c.repeatsMove).arg(cycleRuling(rules)));
    }
    if (!score.dead.empty()) {
      QStringList pts;
      for (Loc p : score.dead) pts << qs(toGtp(p, game.height));
      out(msg("score.line.dead").arg(pts.join(QLatin1Char(','))));
    }
    if (!score.seki.empty()) {
      QStringList pts;
      for (Loc p : score.seki) pts << qs(toGtp(p, game.height));
      out(msg("score.line.seki").arg(pts.join(QLatin1Char(','))));
    }
    for (Color c : {Color::Black, Color::White}) {
      const SideCount& s = c == Color::Black ? score.black : score.white;
      if (area)
        out(msg("score.line.area-side")
                .arg(colorWord(c))
                .arg(s.stones)
                .arg(s.territory)
                .arg(qs(formatHalf(s.countHalf))));
      else
        out(msg("score.line.territory-side")
                .arg(colorWord(c))
                .arg(s.territory)
                .arg(s.prisoners)
                .arg(s.countHalf / 2));
    }
    out(msg(area ? "score.line.neutral" : "score.line.neutral-territory").arg(score.neutral));
    if (area)
      out(msg("score.line.baseline")
              .arg(qs(formatHalf(score.baselineHalf())), stonesText(r.komiHalf),
                   stonesText(score.compensationHalf)));
    out(msg("score.line.result").arg(qs(score.result()), qs(score.resultZh())));
    if (verdict) {
      out(msg("score.line.compare").arg(claimLabel, verdictText(r)));
      if (mismatch)
        for (const Explanation& e : verdict->explanations)
          out(QStringLiteral("  - ") + explanationText(e, score, game.height));
    } else if (r.unreadableResult) {
      out(msg("score.line.compare").arg(claimLabel, msg("score.unreadable")));
    }
    if (o.save)
      saveCount(*store, o, board, *eventTerms, r.dead, r.seki, bytes,
                !claim       ? std::string()
                : o.reported ? *o.reported
                             : game.result,
                nullptr);
  }
  if (mismatch) throw CliError(msg("score.mismatch").arg(claimLabel), kMismatch);
}

}  // namespace

void registerScoreCommands(CLI::App& app) {
  auto* cmd = app.add_subcommand("score", msgs("score.help"));
  auto o = std::make_shared<ScoreOptions>();
  cmd->add_option("GAME", o->paths, msgs("score.opt.game"))->required()->expected(1, -1);
  cmd->add_option("--rules", o->rules, msgs("score.opt.rules"));
  cmd->add_option("--komi", o->komi, msgs("score.opt.komi"));
  cmd->add_option("--dead", o->dead, msgs("score.opt.dead"));
  cmd->add_option("--seki", o->seki, msgs("score.opt.seki"));
  cmd->add_option("--reported", o->reported, msgs("score.opt.reported"));
  cmd->add_option("--event", o->event, msgs("score.opt.event"));
  cmd->add_option("--round", o->round, msgs("score.opt.round"));
  cmd->add_option("--board", o->board, msgs("score.opt.board"));
  cmd->add_flag("--save", o->save, msgs("score.opt.save"));
  cmd->add_flag("--propose-dead", o->proposeDead, msgs("score.opt.propose-dead"));
  cmd->add_option("--engine", o->engine, msgs("score.opt.engine"))
      ->check(CLI::IsMember({"auto", "gnugo", "tengen"}));
  cmd->add_flag("--json", o->json, msgs("opt.json"));
  // `tengen score GAME --lang zh` as well as `tengen --lang zh score GAME`: main reads the
  // language ahead of the parse from anywhere on the command line.
  cmd->add_option("--lang", o->lang, msgs("app.lang"))->check(CLI::IsMember({"zh", "en"}));
  cmd->callback([o] { runScore(*o); });
}

namespace {
const CommandRegistration kCommands{30, registerScoreCommands};
}  // namespace

}  // namespace tengen::cli
