// tengen pair / pairings / result / unpair / swap / nigiri / explain / simulate / draw-settings.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <charconv>
#include <chrono>
#include <map>
#include <random>
#include <set>

#include "app/cli/cli.h"
#include "app/cli/referee_cli.h"
#include "app/cli/text_table.h"
#include "db/service/draw_operations.h"
#include "db/service/event_setup.h"
#include "db/service/ledger_store.h"
#include "db/service/round_edits.h"
#include "db/store/event_store.h"
#include "db/store/pairing_store.h"
#include "pairing/draw.h"
#include "pairing/nigiri.h"
#include "pairing/simulate.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

const MessageRegistration kMessages{
    {"pair.help", "make and store the draw (编排) of the next or given round",
     "编排下一轮或指定轮次并保存"},
    {"pairings.help", "show the draw of a round", "显示某轮的对阵"},
    {"result.help", "enter a game's result (B+R, W+3.5, jigo, ...)",
     "录入对局结果（B+R、W+3.5、jigo……）"},
    {"unpair.help", "delete the draw of a round (the last one)", "删除某轮（最后一轮）的编排"},
    {"swap.help", "swap the White players of two boards (a manual change, checked)",
     "交换两台的执白棋手（人工调整，附检查）"},
    {"nigiri.help", "record a nigiri (猜先) done at the board and set the colours",
     "记录在棋盘上进行的猜先并确定黑白"},
    {"explain.help", "why a pair was made: the weight of each criterion, and the alternatives",
     "说明对阵理由：各项准则的权重与备选对手"},
    {"simulate.help", "register N random players and play R rounds with random results",
     "登记 N 名随机棋手并以随机结果进行 R 轮"},
    {"draw-settings.help",
     "show or change the draw's settings (McMahon bar, handicap, forbidden pairs...)",
     "查看或修改编排设置（麦克马洪上限、让子、禁止对阵……）"},
    {"opt.round", "round number", "轮次"},
    {"opt.seed", "random seed of the draw (default: a fresh one, stored with the round)",
     "编排随机种子（默认新取，并随轮次保存）"},
    {"opt.profile",
     "the event's draw profile from now on: tengen, or opengotha (OpenGotha's pairing and "
     "parameters)",
     "本赛事此后的编排方案：tengen，或 opengotha（OpenGotha 的编排与参数）"},
    {"pair.profile", "Draw profile of the event is now %1.", "本赛事的编排方案现为 %1。"},
    {"pair.bad-profile", "Unknown draw profile %1: tengen or opengotha.",
     "未知的编排方案 %1：应为 tengen 或 opengotha。"},
    {"opt.force", "go ahead although results are missing or the round already has a draw",
     "即使缺少结果或该轮已编排也继续"},
    {"opt.board", "board (table) number", "台号"},
    {"opt.boards", "two boards, e.g. 3,4", "两个台号，如 3,4"},
    {"opt.result", "the result: B+R, W+T, B+F, W+3.5, B+, jigo, both-lose, both-win, unplayed",
     "结果：B+R、W+T、B+F、W+3.5、B+、jigo、both-lose、both-win、unplayed"},
    {"opt.holder", "the player who held the stones (id or name)", "抓子的棋手（编号或姓名）"},
    {"opt.guess", "the guess: odd or even", "猜：odd（单）或 even（双）"},
    {"opt.count", "how many stones were in the hand", "手中棋子数"},
    {"opt.explain-player", "the player to explain (id or name)", "要说明的棋手（编号或姓名）"},
    {"opt.players", "number of players", "棋手人数"},
    {"opt.rounds", "number of rounds", "轮数"},
    {"opt.set", "a setting key=value (repeatable); see the list this command prints",
     "设置 key=value（可重复）；键见本命令的输出"},
    {"opt.forbid", "never pair these two players: A,B (repeatable)",
     "禁止这两名棋手对阵：A,B（可重复）"},
    {"opt.allow", "lift a forbidden pair: A,B", "取消禁止对阵：A,B"},
    {"opt.fix-table", "a player who always plays at a board: PLAYER=BOARD", "固定台次：棋手=台号"},
    {"opt.fix-pair", "pair two players in a round: ROUND:A,B", "指定某轮对阵：轮次:A,B"},
    {"opt.mms", "McMahon correction in points: PLAYER=POINTS", "麦克马洪分修正：棋手=分数"},
    {"pair.made", "round %1 drawn: %2 games, %3 byes (seed %4)",
     "第 %1 轮编排完成：%2 盘，%3 人轮空（种子 %4）"},
    {"pair.stats", "matching: %1 solves, %2 certificate rounds, %3 pairs added, %4 edges",
     "匹配：求解 %1 次，证明 %2 轮，新增 %3 对，%4 条边"},
    {"pair.missing-results",
     "round %1 has games without a result (boards %2); enter them or use --force",
     "第 %1 轮有对局尚无结果（台号 %2）；请先录入或使用 --force"},
    {"pair.exists", "round %1 already has a draw; unpair it first or use --force",
     "第 %1 轮已编排；请先撤销或使用 --force"},
    {"pair.has-results", "round %1 already has results; unpair it with --force first",
     "第 %1 轮已有结果；请先用 --force 撤销"},
    {"pair.no-previous", "round %1 has no draw yet; draw the rounds in order",
     "第 %1 轮尚未编排；请按顺序编排"},
    {"pair.beyond", "the event has %1 rounds", "本比赛共 %1 轮"},
    {"pair.none", "no valid pairing for round %1: %2", "第 %1 轮无法编排：%2"},
    {"pair.who", "  %1 (%2): %3", "  %1（%2）：%3"},
    {"reason.no-opponent-left", "every other player is forbidden or unavailable",
     "与其余所有棋手均禁止对阵或无法对阵"},
    {"reason.group-cannot-pair", "can only meet %1, who cannot all be paired",
     "只能与 %1 对阵，而这些人无法全部配对"},
    {"reason.missing-result", "the winner of their previous game is not known",
     "上一轮对局胜者未定"},
    {"reason.not-enough-players", "fewer than two players play this round", "本轮参赛者不足两人"},
    {"reason.round-out-of-range", "the schedule has no such round", "赛程中没有这一轮"},
    {"round.unknown", "round %1 has no draw", "第 %1 轮尚未编排"},
    {"round.later", "round %1 has a draw; unpair the later rounds first",
     "第 %1 轮已编排；请先撤销后面的轮次"},
    {"round.unpaired", "round %1 unpaired", "第 %1 轮编排已撤销"},
    {"board.unknown", "round %1 has no board %2", "第 %1 轮没有第 %2 台"},
    {"board.has-result", "board %1 already has a result", "第 %1 台已有结果"},
    {"result.bad",
     "'%1' is not a result (B+R, W+T, B+F, W+3.5, B+, jigo, both-lose, both-win, unplayed)",
     "“%1”不是有效结果（B+R、W+T、B+F、W+3.5、B+、jigo、both-lose、both-win、unplayed）"},
    {"result.saved", "round %1 board %2: %3", "第 %1 轮第 %2 台：%3"},
    {"result.opt.corrects",
     "the result this entry corrects, as you saw it (refused if another desk changed it since)",
     "本次更正所针对的结果（如已被他人改动则拒绝）"},
    {"round.has-records",
     "round %1 has referee ledger entries or board clocks on boards %2: it cannot be redrawn or "
     "removed (a warning must stay with its player)",
     "第 %1 轮第 %2 台已有裁判记录或棋钟记录：不能重新编排或撤销（警告须留在本人名下）"},
    {"board.has-records",
     "board(s) %1 have referee ledger entries or a board clock: their players stay where they sit "
     "(a warning must stay with its player)",
     "第 %1 台已有裁判记录或棋钟记录：棋手不能换位（警告须留在本人名下）"},
    {"opt.swap-players", "exchange the places of two players: A,B (id or name)",
     "交换两名棋手的位置：A,B（编号或姓名）"},
    {"opt.pair-players", "pair two players by hand: A,B (their opponents then meet)",
     "人工指定两名棋手对阵：A,B（其原对手互相对阵）"},
    {"opt.swap-check", "only show the consequences; store nothing", "只显示后果，不保存"},
    {"swap.bad-boards", "give --boards with two different boards (e.g. 3,4), --players or --pair",
     "请给出两个不同台号的 --boards（如 3,4），或 --players、--pair"},
    {"swap.bad-players", "give two players: A,B", "请给出两名棋手：A,B"},
    {"swap.done", "boards %1 changed", "已调整第 %1 台"},
    {"swap.weights", "criterion weight of the round (higher is better): %1 before, %2 after",
     "本轮编排准则权重（越高越好）：调整前 %1，调整后 %2"},
    {"swap.pair-weight", "board %1: pair weight %2", "第 %1 台：该对权重 %2"},
    {"opt.swap-details", "also show the criterion weights behind the warnings",
     "同时显示警告背后的编排准则权重"},
    {"swap.checked", "boards %1 would change (not saved)", "第 %1 台将被调整（未保存）"},
    {"swap.same", "choose two different players or boards", "请选择两名不同的棋手或两个不同台号"},
    {"swap.not-in-round", "%1 not in round %2", "%1 不在第 %2 轮中"},
    {"swap.already-paired", "%1 already play each other", "%1 已经对阵"},
    {"swap.both-byes", "%1 both have the bye: there is no board for them",
     "%1 均轮空：没有可安排的台次"},
    {"swap.changed", "round %1 changed meanwhile; look at it again",
     "第 %1 轮已被修改，请重新查看"},
    {"swap.issue.rematch", "warning: board %1: %2 - %3: rematch (they met in round %4)",
     "警告：第 %1 台：%2 - %3：重复对阵（已在第 %4 轮相遇）"},
    {"swap.issue.forbidden", "warning: board %1: %2 - %3: a forbidden pair (they must not meet)",
     "警告：第 %1 台：%2 - %3：禁止对阵"},
    {"swap.issue.absent", "warning: board %1: %2 does not play this round but would play %3",
     "警告：第 %1 台：%2 本轮缺席，却被安排对 %3"},
    {"swap.issue.score-difference",
     "warning: board %1: %2 - %3: score difference %4 points (%5 against %6)",
     "警告：第 %1 台：%2 - %3：积分相差 %4 分（%5 对 %6）"},
    {"swap.issue.same-club", "warning: board %1: %2 - %3: same club (%4)",
     "警告：第 %1 台：%2 - %3：同单位（%4）"},
    {"swap.issue.same-country", "warning: board %1: %2 - %3: same country (%4)",
     "警告：第 %1 台：%2 - %3：同国家或地区（%4）"},
    {"swap.issue.colour-run-black",
     "warning: board %1: colour imbalance: %2 (against %3) would have Black %4 times in a row",
     "警告：第 %1 台：黑白失衡：%2（对 %3）将连续 %4 次执黑"},
    {"swap.issue.colour-run-white",
     "warning: board %1: colour imbalance: %2 (against %3) would have White %4 times in a row",
     "警告：第 %1 台：黑白失衡：%2（对 %3）将连续 %4 次执白"},
    {"swap.issue.colour-balance-black",
     "warning: board %1: colour imbalance: %2 (against %3) would have had Black %4 times more "
     "than White",
     "警告：第 %1 台：黑白失衡：%2（对 %3）执黑将比执白多 %4 次"},
    {"swap.issue.colour-balance-white",
     "warning: board %1: colour imbalance: %2 (against %3) would have had White %4 times more "
     "than Black",
     "警告：第 %1 台：黑白失衡：%2（对 %3）执白将比执黑多 %4 次"},
    {"swap.issue.handicap", "warning: board %1: %2 - %3 becomes a %4-stone handicap game",
     "警告：第 %1 台：%2 - %3 变为让 %4 子的对局"},
    {"nigiri.holder-needed",
     "board %1: %2 have equal ranks and no birth dates decide: give --holder",
     "第 %1 台：%2 段位相同且无出生日期可定：请用 --holder 指明抓子者"},
    {"nigiri.bad-count", "the count is at least 1", "棋子数至少为 1"},
    {"nigiri.not-in-game", "%1 does not play at board %2", "%1 不在第 %2 台对局"},
    {"nigiri.wrong-holder", "%1 should hold the stones (higher rank, or older at equal rank)",
     "应由 %1 抓子（段位高者；同段位年长者）"},
    {"nigiri.handicap", "board %1 is a handicap game: the weaker player takes Black",
     "第 %1 台为让子棋：弱者执黑"},
    {"nigiri.bad-guess", "the guess is odd or even", "猜子只能是 odd（单）或 even（双）"},
    {"nigiri.done", "board %1: %2 guessed %3, %4 stones: %5; %6 takes Black",
     "第 %1 台：%2 猜%3，%4 子：%5；%6 执黑"},
    {"nigiri.odd", "odd", "单"},
    {"nigiri.even", "even", "双"},
    {"nigiri.right", "right", "猜中"},
    {"nigiri.wrong", "wrong", "未猜中"},
    {"explain.fixed", "%1 draws have no weights: the schedule is fixed",
     "%1 赛制按固定赛程，无权重"},
    {"explain.pair", "board %1: %2 - %3, total weight %4", "第 %1 台：%2 - %3，总权重 %4"},
    {"explain.player", "%1 plays %2 (weight %3)", "%1 对阵 %2（权重 %3）"},
    {"explain.player-bye", "%1 has no game this round", "%1 本轮无对局"},
    {"explain.alt", "  instead %1 (weight %2): %3", "  若改对 %1（权重 %2）：%3"},
    {"explain.alt-loss", "swapping with %1's game loses %2", "与 %1 的对局互换将损失 %2"},
    {"explain.alt-bye", "would leave %1 without a partner", "会使 %1 无对手"},
    {"explain.need", "give --board or --player", "请给出 --board 或 --player"},
    {"simulate.round", "round %1: %2 games, %3 byes, %4 s", "第 %1 轮：%2 盘，%3 人轮空，%4 秒"},
    {"simulate.done", "%1 players registered, %2 rounds played", "已登记 %1 名棋手，完成 %2 轮"},
    {"settings.saved", "draw settings saved", "编排设置已保存"},
    {"settings.bad", "%1", "设置无效：%1"},
    {"settings.bad-pair", "'%1' is not a pair of players A,B", "“%1”不是一对棋手 A,B"},
    {"settings.bad-assign", "'%1' is not PLAYER=NUMBER", "“%1”不是 棋手=数字"},
    {"settings.forbidden", "forbidden pairs: %1", "禁止对阵：%1"},
    {"pairings.col.board", "Board", "台号"},
    {"pairings.col.black", "Black", "黑方"},
    {"pairings.col.white", "White", "白方"},
    {"pairings.col.handicap", "H", "让子"},
    {"pairings.col.komi", "Komi", "贴目"},
    {"pairings.col.colours", "Colours", "黑白"},
    {"pairings.col.result", "Result", "结果"},
    {"pairings.bye", "bye: %1", "轮空：%1"},
    {"explain.col.criterion", "Criterion", "准则"},
    {"explain.col.weight", "Weight", "权重"},
    {"criterion.avoid-duplicates", "avoid duplicates (不重复对阵)", "避免重复对阵"},
    {"criterion.score-difference", "score difference (分差)", "分差最小"},
    {"criterion.draw-up-down", "draw-up/draw-down (升降)", "升降调整"},
    {"criterion.seeding", "seeding (种子)", "种子排序"},
    {"criterion.club-country", "club/country (同单位回避)", "同单位/国家回避"},
    {"criterion.colour-balance", "colour balance (黑白平衡)", "黑白平衡"},
    {"criterion.random", "random tie-break (随机)", "随机"},
    // The opengotha profile's criteria, under OpenGotha's parameter names.
    {"criterion.base", "base (OpenGotha's 1 for every allowed pair)",
     "基数（OpenGotha 每个可行对阵的 1）"},
    {"criterion.paiBaAvoidDuplGame", "paiBaAvoidDuplGame: avoid duplicates (不重复对阵)",
     "paiBaAvoidDuplGame：避免重复对阵"},
    {"criterion.paiBaRandom", "paiBaRandom: random (随机)", "paiBaRandom：随机"},
    {"criterion.paiBaBalanceWB", "paiBaBalanceWB: colour balance (黑白平衡)",
     "paiBaBalanceWB：黑白平衡"},
    {"criterion.paiMaMinimizeScoreDifference",
     "paiMaMinimizeScoreDifference: score difference (分差)",
     "paiMaMinimizeScoreDifference：分差最小"},
    {"criterion.paiMaDUDDWeight", "paiMaDUDDWeight: draw-up/draw-down (升降)",
     "paiMaDUDDWeight：升降调整"},
    {"criterion.paiMaMaximizeSeeding", "paiMaMaximizeSeeding: seeding (种子)",
     "paiMaMaximizeSeeding：种子排序"},
    {"criterion.paiSeMinimizeHandicap", "paiSeMinimizeHandicap: handicap (让子)",
     "paiSeMinimizeHandicap：让子最少"},
    {"criterion.paiSeAvoidSameGeo", "paiSeAvoidSameGeo: club/country (同单位回避)",
     "paiSeAvoidSameGeo：同单位/国家回避"},
};

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}
QString qs(std::string_view s) {
  return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

Player findPlayer(const std::vector<Player>& players, const std::string& key) {
  PlayerId id = 0;
  auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), id);
  const bool numeric = ec == std::errc() && end == key.data() + key.size();
  std::vector<Player> matches;
  for (const Player& p : players)
    if ((numeric && p.id == id) || p.name == key || (!p.latinName.empty() && p.latinName == key))
      matches.push_back(p);
  if (matches.empty()) throw CliError(msg("player.unknown").arg(qs(key)));
  if (matches.size() > 1) throw CliError(msg("player.ambiguous").arg(qs(key)).arg(matches.size()));
  return matches.front();
}

std::map<PlayerId, Player> byId(const std::vector<Player>& players) {
  std::map<PlayerId, Player> m;
  for (const Player& p : players) m[p.id] = p;
  return m;
}

QString nameOf(const std::map<PlayerId, Player>& players, PlayerId id) {
  auto it = players.find(id);
  if (it == players.end()) return QString::number(id);
  return QStringLiteral("%1 %2 (%3)")
      .arg(id)
      .arg(qs(it->second.name), qs(it->second.rank.toString()));
}

// Everything the draw of round `number` needs, from the store.
DrawInput loadInput(db::EventStore& store, int number, std::uint64_t seed) {
  DrawInput in;
  translateStoreErrors([&] { in = db::loadDrawInput(store, number, seed); });
  return in;
}

Round roundOrThrow(db::EventStore& store, int number) {
  std::optional<Round> r;
  translateStoreErrors([&] { r = store.round(number); });
  if (!r) throw CliError(msg("round.unknown").arg(number));
  return *r;
}

Game& boardOrThrow(Round& r, int board) {
  for (Game& g : r.games)
    if (g.board == board) return g;
  throw CliError(msg("board.unknown").arg(r.number).arg(board));
}

QJsonArray roundJson(const Round& r) {
  QJsonArray array;
  for (const Game& g : r.games) {
    QJsonObject o;
    o[QStringLiteral("round")] = r.number;
    o[QStringLiteral("board")] = g.board;
    o[QStringLiteral("black")] = static_cast<qint64>(g.black);
    o[QStringLiteral("white")] = static_cast<qint64>(g.white);
    o[QStringLiteral("handicap")] = g.handicap;
    o[QStringLiteral("komi")] = g.komi;
    o[QStringLiteral("colours")] = qs(toCode(g.colours));
    o[QStringLiteral("result")] = g.result ? QJsonValue(qs(g.result->toString())) : QJsonValue();
    array.append(o);
  }
  for (PlayerId id : r.byes) {
    QJsonObject o;
    o[QStringLiteral("round")] = r.number;
    o[QStringLiteral("bye")] = static_cast<qint64>(id);
    array.append(o);
  }
  return array;
}

void printRound(const Round& r, const std::map<PlayerId, Player>& players) {
  TextTable table({msg("pairings.col.board"), msg("pairings.col.black"), msg("pairings.col.white"),
                   msg("pairings.col.handicap"), msg("pairings.col.komi"),
                   msg("pairings.col.colours"), msg("pairings.col.result")});
  table.alignRight(0);
  table.alignRight(3);
  table.alignRight(4);
  for (const Game& g : r.games)
    table.addRow({QString::number(g.board), nameOf(players, g.black), nameOf(players, g.white),
                  QString::number(g.handicap), QString::number(g.komi), qs(toCode(g.colours)),
                  g.result ? qs(g.result->toString()) : QString()});
  out(table.render());
  for (PlayerId id : r.byes) out(msg("pairings.bye").arg(nameOf(players, id)));
}

QString failureText(int round, const NoValidPairing& f, const std::map<PlayerId, Player>& players) {
  QStringList lines;
  QString headline;
  if (f.players.empty()) headline = qs(f.summary);
  lines << msg("pair.none").arg(round).arg(headline);
  for (const auto& e : f.players) {
    QString why;
    switch (e.reason) {
      case UnpairableReason::NoOpponentLeft:
        why = msg("reason.no-opponent-left");
        break;
      case UnpairableReason::GroupCannotPair: {
        QStringList names;
        for (PlayerId id : e.allowedOpponents) names << nameOf(players, id);
        why = msg("reason.group-cannot-pair").arg(names.join(QStringLiteral(", ")));
        break;
      }
      case UnpairableReason::MissingResult:
        why = msg("reason.missing-result");
        break;
      case UnpairableReason::NotEnoughPlayers:
        why = msg("reason.not-enough-players");
        break;
      case UnpairableReason::RoundOutOfRange:
        why = msg("reason.round-out-of-range");
        break;
    }
    lines << msg("pair.who").arg(nameOf(players, e.player)).arg(qs(toCode(e.reason))).arg(why);
  }
  return lines.join(QLatin1Char('\n'));
}

std::uint64_t freshSeed() {
  std::random_device rd;
  return (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
}

// Draws round `number` and stores it through the operation the desk uses too (db::drawRound);
// words its refusals.
Round drawAndStore(db::EventStore& store, int number, std::uint64_t seed, bool force,
                   MatchingStats* stats) {
  try {
    db::DrawMade made;
    translateStoreErrors([&] { made = db::drawRound(store, number, seed, force); });
    if (stats) *stats = made.stats;
    return made.round;
  } catch (const db::DrawRefused& refused) {
    using K = db::DrawRefusal::Kind;
    const db::DrawRefusal& r = refused.refusal();
    switch (r.kind) {
      case K::BadRound:
        throw CliError(msg("round.unknown").arg(number));
      case K::BeyondLastRound:
        throw CliError(msg("pair.beyond").arg(r.limit));
      case K::NoPreviousRound:
        throw CliError(msg("pair.no-previous").arg(r.limit));
      case K::LaterRoundExists:
        throw CliError(msg("round.later").arg(r.limit));
      case K::AlreadyDrawn:
        throw CliError(msg("pair.exists").arg(number));
      case K::MissingResults: {
        QStringList boards;
        for (int b : r.boards) boards << QString::number(b);
        throw CliError(msg("pair.missing-results").arg(r.limit).arg(boards.join(QLatin1Char(','))));
      }
      case K::HasRecords: {
        QStringList boards;
        for (int b : r.boards) boards << QString::number(b);
        throw CliError(msg("round.has-records").arg(number).arg(boards.join(QLatin1Char(','))));
      }
      case K::NotDrawn:
      case K::HasResults:
        break;  // refusals of removeDraw, never of a draw
      case K::NoValidPairing: {
        std::vector<Player> players;
        translateStoreErrors([&] { players = store.players(); });
        throw CliError(failureText(number, *r.failure, byId(players)));
      }
    }
    throw;
  }
}

std::pair<std::string, std::string> splitOn(const std::string& text, char sep) {
  const auto at = text.find(sep);
  if (at == std::string::npos) return {text, {}};
  return {text.substr(0, at), text.substr(at + 1)};
}

QString criterionName(const std::string& code) {
  return msg("criterion." + code);
}

QJsonObject pairJson(const PairExplanation& e) {
  QJsonObject o;
  o[QStringLiteral("a")] = static_cast<qint64>(e.a);
  o[QStringLiteral("b")] = static_cast<qint64>(e.b);
  o[QStringLiteral("allowed")] = e.allowed;
  o[QStringLiteral("total")] = static_cast<qint64>(e.total);
  QJsonObject c;
  for (const auto& w : e.criteria) c[qs(w.code)] = static_cast<qint64>(w.weight);
  o[QStringLiteral("criteria")] = c;
  return o;
}

void printCriteria(const PairExplanation& e) {
  TextTable table({msg("explain.col.criterion"), msg("explain.col.weight")});
  table.alignRight(1);
  for (const auto& w : e.criteria) table.addRow({criterionName(w.code), QString::number(w.weight)});
  out(table.render());
}

// A refused manual change or nigiri, in words.
QString roundEditText(const db::RoundEditRefusal& r, const std::map<PlayerId, Player>& players) {
  using K = db::RoundEditRefusal::Kind;
  const int board = r.boards.empty() ? 0 : r.boards.front();
  QStringList who, boards;
  for (PlayerId id : r.players) who << nameOf(players, id);
  for (int b : r.boards) boards << QString::number(b);
  switch (r.kind) {
    case K::NotDrawn:
      return msg("round.unknown").arg(r.round);
    case K::LaterRoundExists:
      return msg("round.later").arg(r.limit);
    case K::NotInRound:
      return msg("swap.not-in-round").arg(who.join(QStringLiteral(", "))).arg(r.round);
    case K::SamePlayer:
      return msg("swap.same");
    case K::AlreadyPaired:
      return msg("swap.already-paired").arg(who.join(QStringLiteral(" - ")));
    case K::BothByes:
      return msg("swap.both-byes").arg(who.join(QStringLiteral(", ")));
    case K::UnknownBoard:
      return msg("board.unknown").arg(r.round).arg(board);
    case K::HasResult:
      return msg("board.has-result").arg(boards.join(QStringLiteral(", ")));
    case K::HasRecords:
      return msg("board.has-records").arg(boards.join(QStringLiteral(", ")));
    case K::Changed:
      return msg("swap.changed").arg(r.round);
    case K::HandicapGame:
      return msg("nigiri.handicap").arg(board);
    case K::NotInGame:
      return msg("nigiri.not-in-game").arg(who.join(QStringLiteral(", "))).arg(board);
    case K::WrongHolder:
      return msg("nigiri.wrong-holder").arg(who.join(QString()));
    case K::HolderNeeded:
      return msg("nigiri.holder-needed").arg(board).arg(who.join(QStringLiteral(", ")));
    case K::BadCount:
      return msg("nigiri.bad-count");
  }
  return {};
}

void registerPairingCommandsImpl(CLI::App& app) {
  {
    auto* cmd = app.add_subcommand("pair", msgs("pair.help"));
    auto path = std::make_shared<std::string>();
    auto round = std::make_shared<std::optional<int>>();
    auto seed = std::make_shared<std::optional<std::uint64_t>>();
    auto json = std::make_shared<bool>(false);
    auto force = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--round", *round, msgs("opt.round"));
    cmd->add_option("--seed", *seed, msgs("opt.seed"));
    auto profile = std::make_shared<std::string>();
    cmd->add_option("--profile", *profile, msgs("opt.profile"));
    cmd->add_flag("--json", *json, msgs("opt.json"));
    cmd->add_flag("--force", *force, msgs("opt.force"));
    cmd->callback([=] {
      auto store = openEvent(*path);
      if (!profile->empty()) {
        const auto p = drawProfileFromCode(*profile);
        if (!p) throw CliError(msg("pair.bad-profile").arg(qs(*profile)));
        bool changed = false;
        translateStoreErrors([&] {
          db::loggedChange(*store, db::currentUserName(),
                           [&] { changed = db::setDrawProfile(*store, *p); });
        });
        if (changed && !*json) out(msg("pair.profile").arg(qs(*profile)));
      }
      int number = 1;
      translateStoreErrors([&] {
        const auto existing = store->roundNumbers();
        number = round->value_or(existing.empty() ? 1 : existing.back() + 1);
      });
      MatchingStats stats;
      const Round r = drawAndStore(*store, number, seed->value_or(freshSeed()), *force, &stats);
      if (*json) {
        printJson(QJsonDocument(roundJson(r)));
        return;
      }
      out(msg("pair.made")
              .arg(r.number)
              .arg(r.games.size())
              .arg(r.byes.size())
              .arg(QString::number(r.seed)));
      printRound(r, byId(store->players()));
      if (stats.solves > 0)
        out(msg("pair.stats")
                .arg(stats.solves)
                .arg(stats.certificateRounds)
                .arg(stats.pairsAdded)
                .arg(static_cast<qulonglong>(stats.edges)));
    });
  }
  {
    auto* cmd = app.add_subcommand("pairings", msgs("pairings.help"));
    auto path = std::make_shared<std::string>();
    auto round = std::make_shared<int>(1);
    auto json = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--round", *round, msgs("opt.round"))->required();
    cmd->add_flag("--json", *json, msgs("opt.json"));
    cmd->callback([=] {
      auto store = openEvent(*path);
      const Round r = roundOrThrow(*store, *round);
      if (*json) {
        printJson(QJsonDocument(roundJson(r)));
        return;
      }
      printRound(r, byId(store->players()));
    });
  }
  {
    auto* cmd = app.add_subcommand("result", msgs("result.help"));
    auto path = std::make_shared<std::string>();
    auto round = std::make_shared<int>(1);
    auto board = std::make_shared<int>(1);
    auto text = std::make_shared<std::string>();
    auto reason = std::make_shared<std::string>();
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--round", *round, msgs("opt.round"))->required();
    cmd->add_option("--board", *board, msgs("opt.board"))->required();
    cmd->add_option("RESULT", *text, msgs("opt.result"))->required();
    cmd->add_option("--reason", *reason, msgs("result.opt.reason"));
    auto by = std::make_shared<std::string>();
    cmd->add_option("--by", *by, msgs("result.opt.by"));
    auto corrects = std::make_shared<std::string>();
    cmd->add_option("--corrects", *corrects, msgs("result.opt.corrects"));
    cmd->callback([=] {
      auto store = openEvent(*path);
      const auto result = Result::parse(*text);
      if (!result) throw CliError(msg("result.bad").arg(qs(*text)));
      std::optional<db::service::ResultInput::Shown> shown;
      if (!corrects->empty()) {
        const QString none = msg("result.none");
        const auto old = Result::parse(*corrects);
        if (!old && qs(*corrects) != none && *corrects != "none")
          throw CliError(msg("result.bad").arg(qs(*corrects)));
        shown = db::service::ResultInput::Shown{old};
      }
      // One door: the ledger's ruling, the komi, the stored value and its reason are checked
      // where the result is written (db/service/result_entry.h); here they are put in words.
      const auto outcome =
          enterResultCheckingLedger(*store, *round, *board, result, {*reason, *by}, shown);
      out(resultOutcomeText(outcome));
    });
  }
  {
    auto* cmd = app.add_subcommand("unpair", msgs("unpair.help"));
    auto path = std::make_shared<std::string>();
    auto round = std::make_shared<int>(1);
    auto force = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--round", *round, msgs("opt.round"))->required();
    cmd->add_flag("--force", *force, msgs("opt.force"));
    cmd->callback([=] {
      auto store = openEvent(*path);
      try {
        translateStoreErrors([&] { db::removeDraw(*store, *round, *force); });
      } catch (const db::DrawRefused& refused) {
        switch (refused.refusal().kind) {
          case db::DrawRefusal::Kind::LaterRoundExists:
            throw CliError(msg("round.later").arg(refused.refusal().limit));
          case db::DrawRefusal::Kind::HasResults:
            throw CliError(msg("pair.has-results").arg(*round));
          case db::DrawRefusal::Kind::HasRecords: {
            QStringList boards;
            for (int b : refused.refusal().boards) boards << QString::number(b);
            throw CliError(msg("round.has-records").arg(*round).arg(boards.join(QLatin1Char(','))));
          }
          default:
            throw CliError(msg("round.unknown").arg(*round));
        }
      }
      out(msg("round.unpaired").arg(*round));
    });
  }
  {
    auto* cmd = app.add_subcommand("swap", msgs("swap.help"));
    auto path = std::make_shared<std::string>();
    auto round = std::make_shared<int>(1);
    auto boards = std::make_shared<std::string>();
    auto swapPlayers = std::make_shared<std::string>();
    auto pairPlayers = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    auto check = std::make_shared<bool>(false);
    auto details = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--round", *round, msgs("opt.round"))->required();
    auto* bo = cmd->add_option("--boards", *boards, msgs("opt.boards"));
    auto* po = cmd->add_option("--players", *swapPlayers, msgs("opt.swap-players"));
    auto* pp = cmd->add_option("--pair", *pairPlayers, msgs("opt.pair-players"));
    bo->excludes(po)->excludes(pp);
    po->excludes(pp);
    cmd->add_flag("--check", *check, msgs("opt.swap-check"));
    cmd->add_flag("--details", *details, msgs("opt.swap-details"));
    cmd->add_flag("--json", *json, msgs("opt.json"));
    cmd->callback([=] {
      auto store = openEvent(*path);
      std::vector<Player> all;
      translateStoreErrors([&] { all = store->players(); });
      const auto players = byId(all);
      auto twoPlayers = [&](const std::string& text) {
        const auto [a, b] = splitOn(text, ',');
        if (a.empty() || b.empty()) throw CliError(msg("swap.bad-players"));
        return std::pair(findPlayer(all, a).id, findPlayer(all, b).id);
      };
      db::PairingChange change;
      try {
        translateStoreErrors([&] {
          if (!swapPlayers->empty()) {
            const auto [a, b] = twoPlayers(*swapPlayers);
            change = db::proposeSwap(*store, *round, a, b);
          } else if (!pairPlayers->empty()) {
            const auto [a, b] = twoPlayers(*pairPlayers);
            change = db::proposePair(*store, *round, a, b);
          } else {
            const auto [a, b] = splitOn(*boards, ',');
            int ba = 0, bb = 0;
            auto ra = std::from_chars(a.data(), a.data() + a.size(), ba);
            auto rb = std::from_chars(b.data(), b.data() + b.size(), bb);
            if (boards->empty() || ra.ec != std::errc() || rb.ec != std::errc() ||
                ra.ptr != a.data() + a.size() || rb.ptr != b.data() + b.size() || ba == bb)
              throw CliError(msg("swap.bad-boards"));
            change = db::proposeBoardSwap(*store, *round, ba, bb);
          }
          if (!*check) db::replaceRoundPairing(*store, change);
        });
      } catch (const db::RoundEditRefused& refused) {
        throw CliError(roundEditText(refused.refusal(), players));
      }
      const SwapCheck& c = change.check;
      bool mcmahon = false;
      translateStoreErrors([&] { mcmahon = store->event().system == PairingSystem::McMahon; });
      if (*json) {
        QJsonObject o;
        QJsonArray w;
        for (const auto& code : c.warnings) w.append(qs(code));
        o[QStringLiteral("warnings")] = w;
        QJsonArray issues;
        for (const ManualIssue& i : c.issues) {
          QJsonArray met;
          for (int n : i.metInRounds) met.append(n);
          issues.append(QJsonObject{{QStringLiteral("code"), qs(i.code)},
                                    {QStringLiteral("board"), i.board},
                                    {QStringLiteral("a"), static_cast<qint64>(i.a)},
                                    {QStringLiteral("b"), static_cast<qint64>(i.b)},
                                    {QStringLiteral("value"), i.value},
                                    {QStringLiteral("met_in_rounds"), met},
                                    {QStringLiteral("shared"), qs(i.shared)},
                                    {QStringLiteral("score_a"), i.scoreA},
                                    {QStringLiteral("score_b"), i.scoreB},
                                    {QStringLiteral("black"), i.black},
                                    {QStringLiteral("colour_run"), i.colourRun},
                                    {QStringLiteral("weight"), static_cast<qint64>(i.weight)}});
        }
        o[QStringLiteral("issues")] = issues;
        QJsonArray changed;
        for (int b : change.boards) changed.append(b);
        o[QStringLiteral("boards")] = changed;
        o[QStringLiteral("saved")] = !*check;
        o[QStringLiteral("weight_before")] = static_cast<qint64>(c.weightBefore);
        o[QStringLiteral("weight_after")] = static_cast<qint64>(c.weightAfter);
        o[QStringLiteral("games")] = roundJson(change.after);
        printJson(QJsonDocument(o));
        return;
      }
      QStringList changed;
      for (int b : change.boards) changed << QString::number(b);
      out(msg(*check ? "swap.checked" : "swap.done").arg(changed.join(QStringLiteral(", "))));
      // Scores: Swiss in 2-1-0 points (积分) as stored; McMahon in MMS points (half / 2).
      auto points = [&](int v) { return mcmahon ? QString::number(v / 2.0) : QString::number(v); };
      for (const ManualIssue& i : c.issues) {
        const QString a = nameOf(players, i.a), b = nameOf(players, i.b);
        QString line;
        if (i.code == "colour-balance") {
          const bool run = i.colourRun >= 2;
          line = msg(std::string("swap.issue.") + (run ? "colour-run-" : "colour-balance-") +
                     (i.black ? "black" : "white"))
                     .arg(i.board)
                     .arg(a, b)
                     .arg(run ? i.colourRun : std::abs(i.value));
        } else {
          line = msg("swap.issue." + i.code).arg(i.board).arg(a, b);
          if (i.code == "rematch") {
            QStringList met;
            for (int n : i.metInRounds) met << QString::number(n);
            line = line.arg(met.join(QStringLiteral(", ")));
          } else if (i.code == "score-difference") {
            line = line.arg(points(i.value), points(i.scoreA), points(i.scoreB));
          } else if (i.code == "same-club" || i.code == "same-country") {
            line = line.arg(qs(i.shared));
          } else if (line.contains(QStringLiteral("%4"))) {
            line = line.arg(i.value);
          }
        }
        out(line);
      }
      if (*details) {
        out(msg("swap.weights").arg(c.weightBefore).arg(c.weightAfter));
        std::set<int> shown;
        for (const ManualIssue& i : c.issues)
          if (shown.insert(i.board).second)
            out(msg("swap.pair-weight").arg(i.board).arg(static_cast<qint64>(i.weight)));
      }
      printRound(change.after, players);
    });
  }
  {
    auto* cmd = app.add_subcommand("nigiri", msgs("nigiri.help"));
    auto path = std::make_shared<std::string>();
    auto round = std::make_shared<int>(1);
    auto board = std::make_shared<int>(1);
    auto holder = std::make_shared<std::string>();
    auto guess = std::make_shared<std::string>();
    auto count = std::make_shared<int>(1);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--round", *round, msgs("opt.round"))->required();
    cmd->add_option("--board", *board, msgs("opt.board"))->required();
    cmd->add_option("--holder", *holder, msgs("opt.holder"));
    cmd->add_option("--guess", *guess, msgs("opt.guess"))->required();
    cmd->add_option("--count", *count, msgs("opt.count"))->required()->check(CLI::Range(1, 181));
    cmd->callback([=] {
      auto store = openEvent(*path);
      NigiriGuess g;
      if (*guess == "odd")
        g = NigiriGuess::Odd;
      else if (*guess == "even")
        g = NigiriGuess::Even;
      else
        throw CliError(msg("nigiri.bad-guess"));
      std::vector<Player> all;
      translateStoreErrors([&] { all = store->players(); });
      const auto players = byId(all);
      std::optional<PlayerId> h;
      if (!holder->empty()) h = findPlayer(all, *holder).id;
      NigiriOutcome result;
      try {
        translateStoreErrors(
            [&] { result = db::recordNigiri(*store, *round, *board, h, g, *count); });
      } catch (const db::RoundEditRefused& refused) {
        throw CliError(roundEditText(refused.refusal(), players));
      }
      const PlayerId guesser = result.guessRight ? result.black : result.white;
      out(msg("nigiri.done")
              .arg(*board)
              .arg(nameOf(players, guesser))
              .arg(msg(g == NigiriGuess::Odd ? "nigiri.odd" : "nigiri.even"))
              .arg(*count)
              .arg(msg(result.guessRight ? "nigiri.right" : "nigiri.wrong"))
              .arg(nameOf(players, result.black)));
    });
  }
  {
    auto* cmd = app.add_subcommand("explain", msgs("explain.help"));
    auto path = std::make_shared<std::string>();
    auto round = std::make_shared<int>(1);
    auto board = std::make_shared<std::optional<int>>();
    auto player = std::make_shared<std::optional<std::string>>();
    auto json = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--round", *round, msgs("opt.round"))->required();
    auto* bo = cmd->add_option("--board", *board, msgs("opt.board"));
    auto* po = cmd->add_option("--player", *player, msgs("opt.explain-player"));
    bo->excludes(po);
    cmd->add_flag("--json", *json, msgs("opt.json"));
    cmd->callback([=] {
      auto store = openEvent(*path);
      Round r = roundOrThrow(*store, *round);
      const DrawInput in = loadInput(*store, *round, r.seed);
      const auto players = byId(in.players);
      if (in.event.system == PairingSystem::RoundRobin ||
          in.event.system == PairingSystem::Knockout)
        throw CliError(msg("explain.fixed").arg(qs(toCode(in.event.system))));
      if (*board) {
        const Game& g = boardOrThrow(r, **board);
        const PairExplanation e = explainPair(in, &r, g.black, g.white);
        if (*json) {
          printJson(QJsonDocument(pairJson(e)));
          return;
        }
        out(msg("explain.pair")
                .arg(g.board)
                .arg(nameOf(players, g.black), nameOf(players, g.white))
                .arg(e.total));
        printCriteria(e);
        return;
      }
      if (!*player) throw CliError(msg("explain.need"));
      const Player p = findPlayer(in.players, **player);
      const PlayerExplanation e = explainPlayer(in, r, p.id);
      if (*json) {
        QJsonObject o;
        o[QStringLiteral("player")] = static_cast<qint64>(p.id);
        o[QStringLiteral("opponent")] =
            e.opponent ? QJsonValue(static_cast<qint64>(*e.opponent)) : QJsonValue();
        if (e.chosen) o[QStringLiteral("chosen")] = pairJson(*e.chosen);
        QJsonArray alts;
        for (const Alternative& a : e.alternatives) {
          QJsonObject ao = pairJson(a.pair);
          ao[QStringLiteral("opponent")] = static_cast<qint64>(a.opponent);
          ao[QStringLiteral("opponents_opponent")] = static_cast<qint64>(a.opponentsOpponent);
          ao[QStringLiteral("swap_loss")] = static_cast<qint64>(a.swapLoss);
          alts.append(ao);
        }
        o[QStringLiteral("alternatives")] = alts;
        printJson(QJsonDocument(o));
        return;
      }
      if (!e.opponent) {
        out(msg("explain.player-bye").arg(nameOf(players, p.id)));
        return;
      }
      out(msg("explain.player")
              .arg(nameOf(players, p.id), nameOf(players, *e.opponent))
              .arg(e.chosen->total));
      printCriteria(*e.chosen);
      for (const Alternative& a : e.alternatives) {
        const QString why =
            a.opponentsOpponent != 0
                ? msg("explain.alt-loss").arg(nameOf(players, a.opponent)).arg(a.swapLoss)
                : msg("explain.alt-bye").arg(nameOf(players, *e.opponent));
        out(msg("explain.alt").arg(nameOf(players, a.opponent)).arg(a.pair.total).arg(why));
      }
    });
  }
  {
    auto* cmd = app.add_subcommand("simulate", msgs("simulate.help"));
    auto path = std::make_shared<std::string>();
    auto count = std::make_shared<int>(20);
    auto rounds = std::make_shared<int>(3);
    auto seed = std::make_shared<std::uint64_t>(1);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--players", *count, msgs("opt.players"))
        ->required()
        ->check(CLI::Range(0, 100000));
    cmd->add_option("--rounds", *rounds, msgs("opt.rounds"))->required()->check(CLI::Range(0, 99));
    cmd->add_option("--seed", *seed, msgs("opt.seed"));
    cmd->callback([=] {
      auto store = openEvent(*path);
      std::mt19937_64 rng(*seed);
      int played = 0;
      QStringList lines;
      // The whole simulation is one transaction: the event ends up simulated or as it was.
      translateStoreErrors([&] {
        store->transaction([&] {
          store->addPlayers(generatePlayers(*count, rng(), 0));
          db::LedgerStore ledger(*store);
          for (int i = 0; i < *rounds; ++i) {
            std::vector<int> existing = store->roundNumbers();
            const int number = existing.empty() ? 1 : existing.back() + 1;
            const auto start = std::chrono::steady_clock::now();
            Round r = drawAndStore(*store, number, rng(), false, nullptr);
            const double secs =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            playRound(r, store->players(), rng);
            // Through the result log: checked against the ledger, each first entry logged.
            for (const Game& g : r.games) ledger.enterResult(r.number, g.board, g.result);
            lines << msg("simulate.round")
                         .arg(number)
                         .arg(r.games.size())
                         .arg(r.byes.size())
                         .arg(secs, 0, 'f', 3);
            ++played;
          }
        });
      });
      for (const QString& line : lines) out(line);
      out(msg("simulate.done").arg(*count).arg(played));
    });
  }
  {
    auto* cmd = app.add_subcommand("draw-settings", msgs("draw-settings.help"));
    auto path = std::make_shared<std::string>();
    auto sets = std::make_shared<std::vector<std::string>>();
    auto forbid = std::make_shared<std::vector<std::string>>();
    auto allow = std::make_shared<std::vector<std::string>>();
    auto tables = std::make_shared<std::vector<std::string>>();
    auto fixedPairs = std::make_shared<std::vector<std::string>>();
    auto mms = std::make_shared<std::vector<std::string>>();
    auto json = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
    cmd->add_option("--set", *sets, msgs("opt.set"));
    cmd->add_option("--forbid", *forbid, msgs("opt.forbid"));
    cmd->add_option("--allow", *allow, msgs("opt.allow"));
    cmd->add_option("--fix-table", *tables, msgs("opt.fix-table"));
    cmd->add_option("--fix-pair", *fixedPairs, msgs("opt.fix-pair"));
    cmd->add_option("--mms", *mms, msgs("opt.mms"));
    cmd->add_flag("--json", *json, msgs("opt.json"));
    cmd->callback([=] {
      auto store = openEvent(*path);
      db::PairingStore ps(*store);
      PairingSettings s;
      std::vector<Player> players;
      translateStoreErrors([&] {
        s = ps.settings();
        players = store->players();
      });
      const PairingSettings before = s;
      for (const std::string& kv : *sets) {
        const auto [k, v] = splitOn(kv, '=');
        if (auto e = setSetting(s, k, v)) throw CliError(msg("settings.bad").arg(qs(*e)));
      }
      auto pairOf = [&](const std::string& text) {
        const auto [a, b] = splitOn(text, ',');
        if (a.empty() || b.empty()) throw CliError(msg("settings.bad-pair").arg(qs(text)));
        PlayerId x = findPlayer(players, a).id, y = findPlayer(players, b).id;
        if (x == y) throw CliError(msg("settings.bad-pair").arg(qs(text)));
        return std::pair(std::min(x, y), std::max(x, y));
      };
      auto assignOf = [&](const std::string& text) {
        const auto [p, n] = splitOn(text, '=');
        int value = 0;
        auto r = std::from_chars(n.data(), n.data() + n.size(), value);
        if (p.empty() || r.ec != std::errc() || r.ptr != n.data() + n.size())
          throw CliError(msg("settings.bad-assign").arg(qs(text)));
        return std::pair(findPlayer(players, p).id, value);
      };
      for (const std::string& f : *forbid) {
        const auto pr = pairOf(f);
        if (std::find(s.forbiddenPairs.begin(), s.forbiddenPairs.end(), pr) ==
            s.forbiddenPairs.end())
          s.forbiddenPairs.push_back(pr);
      }
      for (const std::string& f : *allow) {
        const auto pr = pairOf(f);
        std::erase(s.forbiddenPairs, pr);
      }
      for (const std::string& t : *tables) {
        const auto [p, board] = assignOf(t);
        if (board < 1) throw CliError(msg("settings.bad-assign").arg(qs(t)));
        s.fixedTables[p] = board;
      }
      for (const std::string& m : *mms) {
        const auto [p, points] = assignOf(m);
        s.mmsCorrection[p] = points;
      }
      for (const std::string& fp : *fixedPairs) {
        const auto [r, rest] = splitOn(fp, ':');
        int rn = 0;
        auto res = std::from_chars(r.data(), r.data() + r.size(), rn);
        if (res.ec != std::errc() || rn < 1) throw CliError(msg("settings.bad-pair").arg(qs(fp)));
        const auto pr = pairOf(rest);
        s.fixedPairs.push_back({rn, pr.first, pr.second});
      }
      if (!(s == before)) {
        translateStoreErrors(
            [&] { db::loggedChange(*store, db::currentUserName(), [&] { ps.saveSettings(s); }); });
        if (!*json) out(msg("settings.saved"));
      }
      if (*json) {
        QJsonObject o;
        for (const auto& [k, v] : settingValues(s)) o[qs(k)] = qs(v);
        QJsonArray f;
        for (const auto& [a, b] : s.forbiddenPairs)
          f.append(QJsonArray{static_cast<qint64>(a), static_cast<qint64>(b)});
        o[QStringLiteral("forbidden")] = f;
        printJson(QJsonDocument(o));
        return;
      }
      for (const auto& [k, v] : settingValues(s)) out(qs(k) + QStringLiteral(" = ") + qs(v));
      QStringList f;
      for (const auto& [a, b] : s.forbiddenPairs) f << QStringLiteral("%1,%2").arg(a).arg(b);
      if (!f.isEmpty()) out(msg("settings.forbidden").arg(f.join(QLatin1Char(' '))));
    });
  }
}

}  // namespace

void registerPairingCommands(CLI::App& app) {
  registerPairingCommandsImpl(app);
}

namespace {
const CommandRegistration kCommands{40, registerPairingCommands};
}  // namespace

}  // namespace tengen::cli
