// tengen explain: the weights behind a board's pair, or behind a player's partner.

#include <QJsonArray>
#include <QJsonObject>
#include <iterator>

#include "app/cli/cli.h"
#include "app/cli/event_command.h"
#include "app/cli/help_words.h"
#include "app/cli/pairing_cli.h"
#include "app/cli/shared_options.h"
#include "app/cli/text_table.h"
#include "app/wording/std_text.h"
#include "db/store/event_store.h"
#include "pairing/draw.h"

namespace tengen::cli {

using namespace tengen::pairing;

namespace {

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

}  // namespace

void addExplainCommand(CLI::App& app) {
  const auto [cmd, a] = addEventCommand<ExplainArgs>(
      app, "explain",
      CliWords::tr("why a pair was made: the weight of each criterion, and the alternatives",
                   "explain.help"),
      runExplain);
  addRoundOption(cmd, a->round)->required();
  auto* bo = addBoardOption(cmd, a->board);
  auto* po = addOption(cmd, "--player", a->player,
                       CliWords::tr("the player to explain (id or name)", "opt.explain-player"));
  bo->excludes(po);
  addJsonFlag(cmd, a->json);
}

}  // namespace tengen::cli
