// tengen pair / pairings / result / unpair / swap / nigiri / explain / simulate / draw-settings.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <charconv>
#include <chrono>
#include <iterator>
#include <map>
#include <random>

#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/player_key.h"
#include "app/cli/referee_cli.h"
#include "app/cli/shared_options.h"
#include "app/cli/text_table.h"
#include "app/wording/std_text.h"
#include "app/wording/swap_wording.h"
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

Player findPlayer(const std::vector<Player>& players, const std::string& key) {
  const std::optional<PlayerId> id = playerIdIn(key);
  std::vector<Player> matches;
  for (const Player& p : players)
    if ((id && p.id == *id) || keyNames(p, key)) matches.push_back(p);
  return onlyMatch(matches, key);
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
  if (!r) throw CliError(CliWords::tr("round %1 has no draw", "round.unknown").arg(number));
  return *r;
}

Game& boardOrThrow(Round& r, int board) {
  for (Game& g : r.games)
    if (g.board == board) return g;
  throw CliError(
      CliWords::tr("round %1 has no board %2", "board.unknown").arg(r.number).arg(board));
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
    o[QStringLiteral("komi")] = g.komi.points();
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
  TextTable table(
      {CliWords::tr("Board", "pairings.col.board"), CliWords::tr("Black", "pairings.col.black"),
       CliWords::tr("White", "pairings.col.white"), CliWords::tr("H", "pairings.col.handicap"),
       CliWords::tr("Komi", "pairings.col.komi"), CliWords::tr("Colours", "pairings.col.colours"),
       CliWords::tr("Result", "pairings.col.result")});
  table.alignRight(0);
  table.alignRight(3);
  table.alignRight(4);
  for (const Game& g : r.games)
    table.addRow({QString::number(g.board), nameOf(players, g.black), nameOf(players, g.white),
                  QString::number(g.handicap), qs(g.komi.toString()), qs(toCode(g.colours)),
                  g.result ? qs(g.result->toString()) : QString()});
  out(table.render());
  for (PlayerId id : r.byes) out(CliWords::tr("bye: %1", "pairings.bye").arg(nameOf(players, id)));
}

QString failureText(int round, const NoValidPairing& f, const std::map<PlayerId, Player>& players) {
  QStringList lines;
  QString headline;
  if (f.players.empty()) headline = qs(f.summary);
  lines << CliWords::tr("no valid pairing for round %1: %2", "pair.none").arg(round).arg(headline);
  for (const auto& e : f.players) {
    QString why;
    switch (e.reason) {
      case UnpairableReason::NoOpponentLeft:
        why = CliWords::tr("every other player is forbidden or unavailable",
                           "reason.no-opponent-left");
        break;
      case UnpairableReason::GroupCannotPair: {
        QStringList names;
        for (PlayerId id : e.allowedOpponents) names << nameOf(players, id);
        why = CliWords::tr("can only meet %1, who cannot all be paired", "reason.group-cannot-pair")
                  .arg(names.join(QStringLiteral(", ")));
        break;
      }
      case UnpairableReason::MissingResult:
        why =
            CliWords::tr("the winner of their previous game is not known", "reason.missing-result");
        break;
      case UnpairableReason::NotEnoughPlayers:
        why = CliWords::tr("fewer than two players play this round", "reason.not-enough-players");
        break;
      case UnpairableReason::RoundOutOfRange:
        why = CliWords::tr("the schedule has no such round", "reason.round-out-of-range");
        break;
    }
    lines << CliWords::tr("  %1 (%2): %3", "pair.who")
                 .arg(nameOf(players, e.player))
                 .arg(qs(toCode(e.reason)))
                 .arg(why);
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
        throw CliError(CliWords::tr("round %1 has no draw", "round.unknown").arg(number));
      case K::BeyondLastRound:
        throw CliError(CliWords::tr("the event has %1 rounds", "pair.beyond").arg(r.limit));
      case K::NoPreviousRound:
        throw CliError(
            CliWords::tr("round %1 has no draw yet; draw the rounds in order", "pair.no-previous")
                .arg(r.limit));
      case K::LaterRoundExists:
        throw CliError(
            CliWords::tr("round %1 has a draw; unpair the later rounds first", "round.later")
                .arg(r.limit));
      case K::AlreadyDrawn:
        throw CliError(CliWords::tr("round %1 already has a draw; unpair it first or use --force",
                                    "pair.exists")
                           .arg(number));
      case K::MissingResults: {
        QStringList boards;
        for (int b : r.boards) boards << QString::number(b);
        throw CliError(
            CliWords::tr(
                "round %1 has games without a result (boards %2); enter them or use --force",
                "pair.missing-results")
                .arg(r.limit)
                .arg(boards.join(QLatin1Char(','))));
      }
      case K::HasRecords: {
        QStringList boards;
        for (int b : r.boards) boards << QString::number(b);
        throw CliError(
            CliWords::tr("round %1 has referee ledger entries or board clocks on boards %2: it "
                         "cannot be redrawn or removed (a warning must stay with its player)",
                         "round.has-records")
                .arg(number)
                .arg(boards.join(QLatin1Char(','))));
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

// Each criterion's name in `tengen explain`, with the Chinese term beside the English; a table so
// that lupdate reads the texts (QT_TRANSLATE_NOOP3) and one lookup turns them into words.
struct CriterionWord {
  DrawCriterion criterion;
  struct {
    const char* source;
    const char* id;
  } text;
};
using C = DrawCriterion;
constexpr CriterionWord kCriterionWords[] = {
    {C::AvoidDuplicates,
     QT_TRANSLATE_NOOP3("CliWords", "avoid duplicates (不重复对阵)", "criterion.avoid-duplicates")},
    {C::ScoreDifference,
     QT_TRANSLATE_NOOP3("CliWords", "score difference (分差)", "criterion.score-difference")},
    {C::DrawUpDown,
     QT_TRANSLATE_NOOP3("CliWords", "draw-up/draw-down (升降)", "criterion.draw-up-down")},
    {C::Seeding, QT_TRANSLATE_NOOP3("CliWords", "seeding (种子)", "criterion.seeding")},
    {C::ClubCountry,
     QT_TRANSLATE_NOOP3("CliWords", "club/country (同单位回避)", "criterion.club-country")},
    {C::ColourBalance,
     QT_TRANSLATE_NOOP3("CliWords", "colour balance (黑白平衡)", "criterion.colour-balance")},
    {C::Random, QT_TRANSLATE_NOOP3("CliWords", "random tie-break (随机)", "criterion.random")},
    // The opengotha profile's criteria, under OpenGotha's parameter names.
    {C::OgBase, QT_TRANSLATE_NOOP3("CliWords", "base (OpenGotha's 1 for every allowed pair)",
                                   "criterion.base")},
    {C::OgDuplicates,
     QT_TRANSLATE_NOOP3("CliWords", "paiBaAvoidDuplGame: avoid duplicates (不重复对阵)",
                        "criterion.paiBaAvoidDuplGame")},
    {C::OgRandom,
     QT_TRANSLATE_NOOP3("CliWords", "paiBaRandom: random (随机)", "criterion.paiBaRandom")},
    {C::OgBalance, QT_TRANSLATE_NOOP3("CliWords", "paiBaBalanceWB: colour balance (黑白平衡)",
                                      "criterion.paiBaBalanceWB")},
    {C::OgCategories,
     QT_TRANSLATE_NOOP3("CliWords", "paiMaAvoidMixingCategories: categories (组别)",
                        "criterion.paiMaAvoidMixingCategories")},
    {C::OgScore,
     QT_TRANSLATE_NOOP3("CliWords", "paiMaMinimizeScoreDifference: score difference (分差)",
                        "criterion.paiMaMinimizeScoreDifference")},
    {C::OgDudd, QT_TRANSLATE_NOOP3("CliWords", "paiMaDUDDWeight: draw-up/draw-down (升降)",
                                   "criterion.paiMaDUDDWeight")},
    {C::OgSeeding, QT_TRANSLATE_NOOP3("CliWords", "paiMaMaximizeSeeding: seeding (种子)",
                                      "criterion.paiMaMaximizeSeeding")},
    {C::OgHandicap, QT_TRANSLATE_NOOP3("CliWords", "paiSeMinimizeHandicap: handicap (让子)",
                                       "criterion.paiSeMinimizeHandicap")},
    {C::OgGeo, QT_TRANSLATE_NOOP3("CliWords", "paiSeAvoidSameGeo: club/country (同单位回避)",
                                  "criterion.paiSeAvoidSameGeo")},
};

// Every criterion has its words: the table lists each DrawCriterion once, in the enum's order (the
// table replaced a switch, so the compiler's check of a missing case is made here).
constexpr bool everyCriterionWorded() {
  constexpr int count = static_cast<int>(DrawCriterion::OgGeo) + 1;
  if (std::size(kCriterionWords) != count || pairing::kDrawCriterionCodes.size() != count)
    return false;
  for (int i = 0; i < count; ++i)
    if (static_cast<int>(kCriterionWords[i].criterion) != i ||
        static_cast<int>(pairing::kDrawCriterionCodes[static_cast<std::size_t>(i)].value) != i)
      return false;
  return true;
}
static_assert(everyCriterionWorded(), "a DrawCriterion without its words or its JSON code");

QString criterionName(DrawCriterion criterion) {
  for (const CriterionWord& w : kCriterionWords)
    if (w.criterion == criterion) return CliWords::tr(w.text.source, w.text.id);
  return qs(toCode(criterion));
}

QJsonObject pairJson(const PairExplanation& e) {
  QJsonObject o;
  o[QStringLiteral("a")] = static_cast<qint64>(e.a);
  o[QStringLiteral("b")] = static_cast<qint64>(e.b);
  o[QStringLiteral("allowed")] = e.allowed;
  o[QStringLiteral("total")] = static_cast<qint64>(e.total);
  QJsonObject c;
  for (const auto& w : e.criteria) c[qs(toCode(w.criterion))] = static_cast<qint64>(w.weight);
  o[QStringLiteral("criteria")] = c;
  return o;
}

void printCriteria(const PairExplanation& e) {
  TextTable table({CliWords::tr("Criterion", "explain.col.criterion"),
                   CliWords::tr("Weight", "explain.col.weight")});
  table.alignRight(1);
  for (const auto& w : e.criteria)
    table.addRow({criterionName(w.criterion), QString::number(w.weight)});
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
      return CliWords::tr("round %1 has no draw", "round.unknown").arg(r.round);
    case K::LaterRoundExists:
      return CliWords::tr("round %1 has a draw; unpair the later rounds first", "round.later")
          .arg(r.limit);
    case K::NotInRound:
      return CliWords::tr("%1 not in round %2", "swap.not-in-round")
          .arg(who.join(QStringLiteral(", ")))
          .arg(r.round);
    case K::SamePlayer:
      return CliWords::tr("choose two different players or boards", "swap.same");
    case K::AlreadyPaired:
      return CliWords::tr("%1 already play each other", "swap.already-paired")
          .arg(who.join(QStringLiteral(" - ")));
    case K::BothByes:
      return CliWords::tr("%1 both have the bye: there is no board for them", "swap.both-byes")
          .arg(who.join(QStringLiteral(", ")));
    case K::UnknownBoard:
      return CliWords::tr("round %1 has no board %2", "board.unknown").arg(r.round).arg(board);
    case K::HasResult:
      return CliWords::tr("board %1 already has a result", "board.has-result")
          .arg(boards.join(QStringLiteral(", ")));
    case K::HasRecords:
      return CliWords::tr(
                 "board(s) %1 have referee ledger entries or a board clock: their players stay "
                 "where they sit (a warning must stay with its player)",
                 "board.has-records")
          .arg(boards.join(QStringLiteral(", ")));
    case K::Changed:
      return CliWords::tr("round %1 changed meanwhile; look at it again", "swap.changed")
          .arg(r.round);
    case K::HandicapGame:
      return CliWords::tr("board %1 is a handicap game: the weaker player takes Black",
                          "nigiri.handicap")
          .arg(board);
    case K::NotInGame:
      return CliWords::tr("%1 does not play at board %2", "nigiri.not-in-game")
          .arg(who.join(QStringLiteral(", ")))
          .arg(board);
    case K::WrongHolder:
      return CliWords::tr("%1 should hold the stones (higher rank, or older at equal rank)",
                          "nigiri.wrong-holder")
          .arg(who.join(QString()));
    case K::HolderNeeded:
      return CliWords::tr("board %1: %2 have equal ranks and no birth dates decide: give --holder",
                          "nigiri.holder-needed")
          .arg(board)
          .arg(who.join(QStringLiteral(", ")));
    case K::BadCount:
      return CliWords::tr("the count is at least 1", "nigiri.bad-count");
  }
  return {};
}

// `tengen draw-settings`: the edits asked for, applied to the stored settings.
struct DrawSettingsArgs {
  std::string path;
  std::vector<std::string> sets, forbid, allow, tables, fixedPairs, mms;
  bool json = false;
};

struct DrawSettingsOutcome {
  PairingSettings settings;
  bool saved = false;
};

// "A,B": two different players, the smaller id first.
std::pair<PlayerId, PlayerId> pairOf(const std::vector<Player>& players, const std::string& text) {
  const auto [a, b] = splitOn(text, ',');
  const auto bad = [&] {
    return CliError(
        CliWords::tr("'%1' is not a pair of players A,B", "settings.bad-pair").arg(qs(text)));
  };
  if (a.empty() || b.empty()) throw bad();
  const PlayerId x = findPlayer(players, a).id, y = findPlayer(players, b).id;
  if (x == y) throw bad();
  return {std::min(x, y), std::max(x, y)};
}

// "PLAYER=NUMBER".
std::pair<PlayerId, int> assignOf(const std::vector<Player>& players, const std::string& text) {
  const auto [p, n] = splitOn(text, '=');
  int value = 0;
  const auto r = std::from_chars(n.data(), n.data() + n.size(), value);
  if (p.empty() || r.ec != std::errc() || r.ptr != n.data() + n.size())
    throw CliError(CliWords::tr("'%1' is not PLAYER=NUMBER", "settings.bad-assign").arg(qs(text)));
  return {findPlayer(players, p).id, value};
}

// "ROUND:A,B".
FixedPair fixedPairOf(const std::vector<Player>& players, const std::string& text) {
  const auto [r, rest] = splitOn(text, ':');
  int round = 0;
  const auto res = std::from_chars(r.data(), r.data() + r.size(), round);
  if (res.ec != std::errc() || round < 1)
    throw CliError(
        CliWords::tr("'%1' is not a pair of players A,B", "settings.bad-pair").arg(qs(text)));
  const auto [a, b] = pairOf(players, rest);
  return {round, a, b};
}

void applyDrawSettingEdits(PairingSettings& s, const DrawSettingsArgs& a,
                           const std::vector<Player>& players) {
  for (const std::string& kv : a.sets) {
    const auto [k, v] = splitOn(kv, '=');
    if (auto e = setSetting(s, k, v))
      throw CliError(CliWords::tr("%1", "settings.bad").arg(qs(*e)));
  }
  for (const std::string& f : a.forbid) {
    const auto pr = pairOf(players, f);
    if (std::find(s.forbiddenPairs.begin(), s.forbiddenPairs.end(), pr) == s.forbiddenPairs.end())
      s.forbiddenPairs.push_back(pr);
  }
  for (const std::string& f : a.allow) std::erase(s.forbiddenPairs, pairOf(players, f));
  for (const std::string& t : a.tables) {
    const auto [p, board] = assignOf(players, t);
    if (board < 1)
      throw CliError(CliWords::tr("'%1' is not PLAYER=NUMBER", "settings.bad-assign").arg(qs(t)));
    s.fixedTables[p] = board;
  }
  for (const std::string& m : a.mms) {
    const auto [p, points] = assignOf(players, m);
    s.mmsCorrection[p] = points;
  }
  for (const std::string& fp : a.fixedPairs) s.fixedPairs.push_back(fixedPairOf(players, fp));
}

DrawSettingsOutcome runDrawSettings(const DrawSettingsArgs& a) {
  auto store = openEvent(a.path);
  db::PairingStore ps(*store);
  DrawSettingsOutcome o;
  std::vector<Player> players;
  translateStoreErrors([&] {
    o.settings = ps.settings();
    players = store->players();
  });
  const PairingSettings before = o.settings;
  applyDrawSettingEdits(o.settings, a, players);
  if (!(o.settings == before)) {
    translateStoreErrors([&] {
      db::loggedChange(*store, db::currentUserName(), [&] { ps.saveSettings(o.settings); });
    });
    o.saved = true;
  }
  return o;
}

void renderDrawSettings(const DrawSettingsOutcome& o, bool json) {
  const PairingSettings& s = o.settings;
  if (json) {
    QJsonObject j;
    for (const auto& [k, v] : settingValues(s)) j[qs(k)] = qs(v);
    QJsonArray f;
    for (const auto& [a, b] : s.forbiddenPairs)
      f.append(QJsonArray{static_cast<qint64>(a), static_cast<qint64>(b)});
    j[QStringLiteral("forbidden")] = f;
    printJson(QJsonDocument(j));
    return;
  }
  if (o.saved) out(CliWords::tr("draw settings saved", "settings.saved"));
  for (const auto& [k, v] : settingValues(s)) out(qs(k) + QStringLiteral(" = ") + qs(v));
  QStringList f;
  for (const auto& [a, b] : s.forbiddenPairs) f << QStringLiteral("%1,%2").arg(a).arg(b);
  if (!f.isEmpty())
    out(CliWords::tr("forbidden pairs: %1", "settings.forbidden").arg(f.join(QLatin1Char(' '))));
}

// `tengen explain`: the weights behind a board's pair, or behind a player's partner.
struct ExplainArgs {
  std::string path;
  int round = 1;
  std::optional<int> board;
  std::optional<std::string> player;
  bool json = false;
};

void renderPairExplanation(const Game& g, const PairExplanation& e,
                           const std::map<PlayerId, Player>& players, bool json) {
  if (json) {
    printJson(QJsonDocument(pairJson(e)));
    return;
  }
  out(CliWords::tr("board %1: %2 - %3, total weight %4", "explain.pair")
          .arg(g.board)
          .arg(nameOf(players, g.black), nameOf(players, g.white))
          .arg(e.total));
  printCriteria(e);
}

QJsonObject playerExplanationJson(PlayerId id, const PlayerExplanation& e) {
  QJsonObject o;
  o[QStringLiteral("player")] = static_cast<qint64>(id);
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
  return o;
}

void renderPlayerExplanation(PlayerId id, const PlayerExplanation& e,
                             const std::map<PlayerId, Player>& players) {
  if (!e.opponent) {
    out(CliWords::tr("%1 has no game this round", "explain.player-bye").arg(nameOf(players, id)));
    return;
  }
  out(CliWords::tr("%1 plays %2 (weight %3)", "explain.player")
          .arg(nameOf(players, id), nameOf(players, *e.opponent))
          .arg(e.chosen->total));
  printCriteria(*e.chosen);
  for (const Alternative& a : e.alternatives) {
    const QString why = a.opponentsOpponent != 0
                            ? CliWords::tr("swapping with %1's game loses %2", "explain.alt-loss")
                                  .arg(nameOf(players, a.opponent))
                                  .arg(a.swapLoss)
                            : CliWords::tr("would leave %1 without a partner", "explain.alt-bye")
                                  .arg(nameOf(players, *e.opponent));
    out(CliWords::tr("  instead %1 (weight %2): %3", "explain.alt")
            .arg(nameOf(players, a.opponent))
            .arg(a.pair.total)
            .arg(why));
  }
}

void runExplain(const ExplainArgs& a) {
  auto store = openEvent(a.path);
  Round r = roundOrThrow(*store, a.round);
  const DrawInput in = loadInput(*store, a.round, r.seed);
  const auto players = byId(in.players);
  if (in.event.system == PairingSystem::RoundRobin || in.event.system == PairingSystem::Knockout)
    throw CliError(CliWords::tr("%1 draws have no weights: the schedule is fixed", "explain.fixed")
                       .arg(qs(toCode(in.event.system))));
  if (a.board) {
    const Game& g = boardOrThrow(r, *a.board);
    renderPairExplanation(g, explainPair(in, &r, g.black, g.white), players, a.json);
    return;
  }
  if (!a.player) throw CliError(CliWords::tr("give --board or --player", "explain.need"));
  const Player p = findPlayer(in.players, *a.player);
  const PlayerExplanation e = explainPlayer(in, r, p.id);
  if (a.json)
    printJson(QJsonDocument(playerExplanationJson(p.id, e)));
  else
    renderPlayerExplanation(p.id, e, players);
}

// `tengen swap`: what was asked, what came of it, and its words.
struct SwapArgs {
  std::string path, boards, swapPlayers, pairPlayers;
  int round = 1;
  bool check = false, details = false, json = false;
};

struct SwapOutcome {
  db::PairingChange change;
  std::map<PlayerId, Player> players;
  bool mcmahon = false;
};

std::pair<PlayerId, PlayerId> twoPlayers(const std::vector<Player>& all, const std::string& text) {
  const auto [a, b] = splitOn(text, ',');
  if (a.empty() || b.empty())
    throw CliError(CliWords::tr("give two players: A,B", "swap.bad-players"));
  return {findPlayer(all, a).id, findPlayer(all, b).id};
}

// "3,4": two different board numbers.
std::pair<int, int> twoBoards(const std::string& text) {
  const auto [a, b] = splitOn(text, ',');
  int ba = 0, bb = 0;
  const auto ra = std::from_chars(a.data(), a.data() + a.size(), ba);
  const auto rb = std::from_chars(b.data(), b.data() + b.size(), bb);
  if (text.empty() || ra.ec != std::errc() || rb.ec != std::errc() ||
      ra.ptr != a.data() + a.size() || rb.ptr != b.data() + b.size() || ba == bb)
    throw CliError(
        CliWords::tr("give --boards with two different boards (e.g. 3,4), --players or --pair",
                     "swap.bad-boards"));
  return {ba, bb};
}

// The change db/service proposes (and, without --check, stores); a refusal in words.
SwapOutcome runSwap(const SwapArgs& a) {
  auto store = openEvent(a.path);
  std::vector<Player> all;
  translateStoreErrors([&] { all = store->players(); });
  SwapOutcome o;
  o.players = byId(all);
  try {
    translateStoreErrors([&] {
      if (!a.swapPlayers.empty()) {
        const auto [x, y] = twoPlayers(all, a.swapPlayers);
        o.change = db::proposeSwap(*store, a.round, x, y);
      } else if (!a.pairPlayers.empty()) {
        const auto [x, y] = twoPlayers(all, a.pairPlayers);
        o.change = db::proposePair(*store, a.round, x, y);
      } else {
        const auto [x, y] = twoBoards(a.boards);
        o.change = db::proposeBoardSwap(*store, a.round, x, y);
      }
      if (!a.check) db::replaceRoundPairing(*store, o.change);
      o.mcmahon = store->event().system == PairingSystem::McMahon;
    });
  } catch (const db::RoundEditRefused& refused) {
    throw CliError(roundEditText(refused.refusal(), o.players));
  }
  return o;
}

QJsonObject issueJson(const ManualIssue& i) {
  QJsonArray met;
  for (int n : i.metInRounds) met.append(n);
  return QJsonObject{{QStringLiteral("code"), qs(toCode(i.kind))},
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
                     {QStringLiteral("weight"), static_cast<qint64>(i.weight)}};
}

QJsonObject swapJson(const SwapOutcome& s, bool saved) {
  const SwapCheck& c = s.change.check;
  QJsonArray warnings, issues, boards;
  for (const ManualIssueKind kind : c.warnings) warnings.append(qs(toCode(kind)));
  for (const ManualIssue& i : c.issues) issues.append(issueJson(i));
  for (int b : s.change.boards) boards.append(b);
  return QJsonObject{{QStringLiteral("warnings"), warnings},
                     {QStringLiteral("issues"), issues},
                     {QStringLiteral("boards"), boards},
                     {QStringLiteral("saved"), saved},
                     {QStringLiteral("weight_before"), static_cast<qint64>(c.weightBefore)},
                     {QStringLiteral("weight_after"), static_cast<qint64>(c.weightAfter)},
                     {QStringLiteral("games"), roundJson(s.change.after)}};
}

// One warning line: the consequence in the desk's words (app/wording), marked as a warning.
QString swapIssueLine(const ManualIssue& i, const SwapOutcome& s) {
  const auto name = [&](std::int64_t id) { return nameOf(s.players, id); };
  return CliWords::tr("warning: %1", "swap.warning")
      .arg(wording::SwapWording::issue(i, name, s.mcmahon));
}

void renderSwap(const SwapOutcome& s, const SwapArgs& format) {
  if (format.json) {
    printJson(QJsonDocument(swapJson(s, !format.check)));
    return;
  }
  QStringList changed;
  for (int b : s.change.boards) changed << QString::number(b);
  out((format.check ? CliWords::tr("boards %1 would change (not saved)", "swap.checked")
                    : CliWords::tr("boards %1 changed", "swap.done"))
          .arg(changed.join(QStringLiteral(", "))));
  for (const ManualIssue& i : s.change.check.issues) out(swapIssueLine(i, s));
  if (format.details) out(wording::SwapWording::details(s.change));
  printRound(s.change.after, s.players);
}

// pair --profile: the event draws with this profile from now on (a logged settings change).
void applyDrawProfile(db::EventStore& store, const std::string& code, bool quiet) {
  const auto p = drawProfileFromCode(code);
  if (!p)
    throw CliError(CliWords::tr("Unknown draw profile %1: tengen or opengotha.", "pair.bad-profile")
                       .arg(qs(code)));
  bool changed = false;
  translateStoreErrors([&] {
    db::loggedChange(store, db::currentUserName(),
                     [&] { changed = db::setDrawProfile(store, *p); });
  });
  if (changed && !quiet)
    out(CliWords::tr("Draw profile of the event is now %1.", "pair.profile").arg(qs(code)));
}

void addPairCommand(CLI::App& app) {
  auto* cmd = addCommand(
      app, "pair",
      CliWords::tr("make and store the draw (编排) of the next or given round", "pair.help"));
  auto path = std::make_shared<std::string>();
  auto round = std::make_shared<std::optional<int>>();
  auto seed = std::make_shared<std::optional<std::uint64_t>>();
  auto json = std::make_shared<bool>(false);
  auto force = std::make_shared<bool>(false);
  addEventArgument(cmd, *path);
  addRoundOption(cmd, *round);
  addDrawSeedOption(cmd, *seed);
  auto profile = std::make_shared<std::string>();
  addOption(cmd, "--profile", *profile,
            CliWords::tr("the event's draw profile from now on: tengen, or opengotha "
                         "(OpenGotha's pairing and parameters)",
                         "opt.profile"));
  addJsonFlag(cmd, *json);
  addDrawForceFlag(cmd, *force);
  cmd->callback([=] {
    auto store = openEvent(*path);
    if (!profile->empty()) applyDrawProfile(*store, *profile, *json);
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
    out(CliWords::tr("round %1 drawn: %2 games, %3 byes (seed %4)", "pair.made")
            .arg(r.number)
            .arg(r.games.size())
            .arg(r.byes.size())
            .arg(QString::number(r.seed)));
    printRound(r, byId(store->players()));
    if (stats.solves > 0)
      out(CliWords::tr("matching: %1 solves, %2 certificate rounds, %3 pairs added, %4 edges",
                       "pair.stats")
              .arg(stats.solves)
              .arg(stats.certificateRounds)
              .arg(stats.pairsAdded)
              .arg(static_cast<qulonglong>(stats.edges)));
  });
}

void addPairingsCommand(CLI::App& app) {
  auto* cmd =
      addCommand(app, "pairings", CliWords::tr("show the draw of a round", "pairings.help"));
  auto path = std::make_shared<std::string>();
  auto round = std::make_shared<int>(1);
  auto json = std::make_shared<bool>(false);
  addEventArgument(cmd, *path);
  addRoundOption(cmd, *round)->required();
  addJsonFlag(cmd, *json);
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

void addResultCommand(CLI::App& app) {
  auto* cmd = addCommand(
      app, "result", CliWords::tr("enter a game's result (B+R, W+3.5, jigo, ...)", "result.help"));
  auto path = std::make_shared<std::string>();
  auto round = std::make_shared<int>(1);
  auto board = std::make_shared<int>(1);
  auto text = std::make_shared<std::string>();
  auto reason = std::make_shared<std::string>();
  addEventArgument(cmd, *path);
  addGameOptions(cmd, *round, *board);
  addOption(
      cmd, "RESULT", *text,
      CliWords::tr("the result: B+R, W+T, B+F, W+3.5, B+, jigo, both-lose, both-win, unplayed; "
                   "/F after jigo, both-lose or both-win: by default",
                   "opt.result"))
      ->required();
  addOption(cmd, "--reason", *reason,
            CliWords::tr("why an entered result is changed (required for a correction; logged)",
                         "result.opt.reason"));
  auto by = std::make_shared<std::string>();
  addOption(cmd, "--by", *by,
            CliWords::tr("who enters the result (logged; default: the database or system user)",
                         "result.opt.by"));
  auto corrects = std::make_shared<std::string>();
  addOption(cmd, "--corrects", *corrects,
            CliWords::tr("the result this entry corrects, as you saw it (refused if "
                         "another desk changed it since)",
                         "result.opt.corrects"));
  cmd->callback([=] {
    auto store = openEvent(*path);
    const auto result = Result::parse(*text);
    if (!result)
      throw CliError(CliWords::tr("'%1' is not a result (B+R, W+T, B+F, W+3.5, B+, jigo, "
                                  "both-lose, both-win, unplayed)",
                                  "result.bad")
                         .arg(qs(*text)));
    std::optional<db::service::ResultInput::Shown> shown;
    if (!corrects->empty()) {
      const QString none = CliWords::tr("no result", "result.none");
      const auto old = Result::parse(*corrects);
      if (!old && qs(*corrects) != none && *corrects != "none")
        throw CliError(CliWords::tr("'%1' is not a result (B+R, W+T, B+F, W+3.5, B+, jigo, "
                                    "both-lose, both-win, unplayed)",
                                    "result.bad")
                           .arg(qs(*corrects)));
      shown = db::service::ResultInput::Shown{old};
    }
    // One door: the ledger's ruling, the komi, the stored value and its reason are checked
    // where the result is written (db/service/result_entry.h); here they are put in words.
    const auto outcome =
        enterResultCheckingLedger(*store, *round, *board, result, {*reason, *by}, shown);
    out(resultOutcomeText(outcome));
  });
}

void addUnpairCommand(CLI::App& app) {
  auto* cmd = addCommand(app, "unpair",
                         CliWords::tr("delete the draw of a round (the last one)", "unpair.help"));
  auto path = std::make_shared<std::string>();
  auto round = std::make_shared<int>(1);
  auto force = std::make_shared<bool>(false);
  addEventArgument(cmd, *path);
  addRoundOption(cmd, *round)->required();
  addDrawForceFlag(cmd, *force);
  cmd->callback([=] {
    auto store = openEvent(*path);
    try {
      translateStoreErrors([&] { db::removeDraw(*store, *round, *force); });
    } catch (const db::DrawRefused& refused) {
      switch (refused.refusal().kind) {
        case db::DrawRefusal::Kind::LaterRoundExists:
          throw CliError(
              CliWords::tr("round %1 has a draw; unpair the later rounds first", "round.later")
                  .arg(refused.refusal().limit));
        case db::DrawRefusal::Kind::HasResults:
          throw CliError(CliWords::tr("round %1 already has results; unpair it with --force first",
                                      "pair.has-results")
                             .arg(*round));
        case db::DrawRefusal::Kind::HasRecords: {
          QStringList boards;
          for (int b : refused.refusal().boards) boards << QString::number(b);
          throw CliError(
              CliWords::tr("round %1 has referee ledger entries or board clocks on boards %2: it "
                           "cannot be redrawn or removed (a warning must stay with its player)",
                           "round.has-records")
                  .arg(*round)
                  .arg(boards.join(QLatin1Char(','))));
        }
        default:
          throw CliError(CliWords::tr("round %1 has no draw", "round.unknown").arg(*round));
      }
    }
    out(CliWords::tr("round %1 unpaired", "round.unpaired").arg(*round));
  });
}

void addSwapCommand(CLI::App& app) {
  auto* cmd = addCommand(
      app, "swap",
      CliWords::tr("swap the White players of two boards (a manual change, checked)", "swap.help"));
  auto a = std::make_shared<SwapArgs>();
  addEventArgument(cmd, a->path);
  addRoundOption(cmd, a->round)->required();
  auto* bo =
      addOption(cmd, "--boards", a->boards, CliWords::tr("two boards, e.g. 3,4", "opt.boards"));
  auto* po = addOption(
      cmd, "--players", a->swapPlayers,
      CliWords::tr("exchange the places of two players: A,B (id or name)", "opt.swap-players"));
  auto* pp = addOption(cmd, "--pair", a->pairPlayers,
                       CliWords::tr("pair two players by hand: A,B (their opponents then meet)",
                                    "opt.pair-players"));
  bo->excludes(po)->excludes(pp);
  po->excludes(pp);
  addFlag(cmd, "--check", a->check,
          CliWords::tr("only show the consequences; store nothing", "opt.swap-check"));
  addFlag(cmd, "--details", a->details,
          CliWords::tr("also show the criterion weights behind the warnings", "opt.swap-details"));
  addJsonFlag(cmd, a->json);
  cmd->callback([a] { renderSwap(runSwap(*a), *a); });
}

void addNigiriCommand(CLI::App& app) {
  auto* cmd = addCommand(
      app, "nigiri",
      CliWords::tr("record a nigiri (猜先) done at the board and set the colours", "nigiri.help"));
  auto path = std::make_shared<std::string>();
  auto round = std::make_shared<int>(1);
  auto board = std::make_shared<int>(1);
  auto holder = std::make_shared<std::string>();
  auto guess = std::make_shared<std::string>();
  auto count = std::make_shared<int>(1);
  addEventArgument(cmd, *path);
  addGameOptions(cmd, *round, *board);
  addOption(cmd, "--holder", *holder,
            CliWords::tr("the player who held the stones (id or name)", "opt.holder"));
  addOption(cmd, "--guess", *guess, CliWords::tr("the guess: odd or even", "opt.guess"))
      ->required();
  addOption(cmd, "--count", *count, CliWords::tr("how many stones were in the hand", "opt.count"))
      ->required()
      ->check(CLI::Range(1, 181));
  cmd->callback([=] {
    auto store = openEvent(*path);
    NigiriGuess g;
    if (*guess == "odd")
      g = NigiriGuess::Odd;
    else if (*guess == "even")
      g = NigiriGuess::Even;
    else
      throw CliError(CliWords::tr("the guess is odd or even", "nigiri.bad-guess"));
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
    out(CliWords::tr("board %1: %2 guessed %3, %4 stones: %5; %6 takes Black", "nigiri.done")
            .arg(*board)
            .arg(nameOf(players, guesser))
            .arg((g == NigiriGuess::Odd ? CliWords::tr("odd", "nigiri.odd")
                                        : CliWords::tr("even", "nigiri.even")))
            .arg(*count)
            .arg((result.guessRight ? CliWords::tr("right", "nigiri.right")
                                    : CliWords::tr("wrong", "nigiri.wrong")))
            .arg(nameOf(players, result.black)));
  });
}

void addExplainCommand(CLI::App& app) {
  auto* cmd = addCommand(
      app, "explain",
      CliWords::tr("why a pair was made: the weight of each criterion, and the alternatives",
                   "explain.help"));
  auto a = std::make_shared<ExplainArgs>();
  addEventArgument(cmd, a->path);
  addRoundOption(cmd, a->round)->required();
  auto* bo = addBoardOption(cmd, a->board);
  auto* po = addOption(cmd, "--player", a->player,
                       CliWords::tr("the player to explain (id or name)", "opt.explain-player"));
  bo->excludes(po);
  addJsonFlag(cmd, a->json);
  cmd->callback([a] { runExplain(*a); });
}

void addSimulateCommand(CLI::App& app) {
  auto* cmd =
      addCommand(app, "simulate",
                 CliWords::tr("register N random players and play R rounds with random results",
                              "simulate.help"));
  auto path = std::make_shared<std::string>();
  auto count = std::make_shared<int>(20);
  auto rounds = std::make_shared<int>(3);
  auto seed = std::make_shared<std::uint64_t>(1);
  addEventArgument(cmd, *path);
  addOption(cmd, "--players", *count, CliWords::tr("number of players", "opt.players"))
      ->required()
      ->check(CLI::Range(0, 100000));
  addOption(cmd, "--rounds", *rounds, CliWords::tr("number of rounds", "opt.rounds"))
      ->required()
      ->check(CLI::Range(0, 99));
  addDrawSeedOption(cmd, *seed);
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
          lines << CliWords::tr("round %1: %2 games, %3 byes, %4 s", "simulate.round")
                       .arg(number)
                       .arg(r.games.size())
                       .arg(r.byes.size())
                       .arg(secs, 0, 'f', 3);
          ++played;
        }
      });
    });
    for (const QString& line : lines) out(line);
    out(CliWords::tr("%1 players registered, %2 rounds played", "simulate.done")
            .arg(*count)
            .arg(played));
  });
}

void addDrawSettingsCommand(CLI::App& app) {
  auto* cmd = addCommand(
      app, "draw-settings",
      CliWords::tr("show or change the draw's settings (McMahon bar, handicap, forbidden pairs...)",
                   "draw-settings.help"));
  auto a = std::make_shared<DrawSettingsArgs>();
  addEventArgument(cmd, a->path);
  addOption(cmd, "--set", a->sets,
            CliWords::tr("a setting key=value (repeatable); see the list this command prints",
                         "opt.set"));
  addOption(cmd, "--forbid", a->forbid,
            CliWords::tr("never pair these two players: A,B (repeatable)", "opt.forbid"));
  addOption(cmd, "--allow", a->allow, CliWords::tr("lift a forbidden pair: A,B", "opt.allow"));
  addOption(cmd, "--fix-table", a->tables,
            CliWords::tr("a player who always plays at a board: PLAYER=BOARD", "opt.fix-table"));
  addOption(cmd, "--fix-pair", a->fixedPairs,
            CliWords::tr("pair two players in a round: ROUND:A,B", "opt.fix-pair"));
  addOption(cmd, "--mms", a->mms,
            CliWords::tr("McMahon correction in points: PLAYER=POINTS", "opt.mms"));
  addJsonFlag(cmd, a->json);
  cmd->callback([a] { renderDrawSettings(runDrawSettings(*a), a->json); });
}

const CommandRegistration kCommands{
    40,
    {addPairCommand, addPairingsCommand, addResultCommand, addUnpairCommand, addSwapCommand,
     addNigiriCommand, addExplainCommand, addSimulateCommand, addDrawSettingsCommand}};

}  // namespace

}  // namespace tengen::cli
