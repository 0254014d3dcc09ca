// tengen score GAME.sgf: replays an SGF record under a rule set, counts it (area or territory),
// and verifies the result in the file or the one the players reported.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <cmath>
#include <variant>

#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/score_record.h"
#include "app/cli/shared_options.h"
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
      out((saved.resultEntered ? CliWords::tr("Saved the verified count of round %1 board %2: %3; "
                                              "the game's result is now %3",
                                              "score.saved.entered")
                               : CliWords::tr("Saved the verified count of round %1 board %2: %3; "
                                              "the game's entered result agrees",
                                              "score.saved.agrees"))
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
            CliWords::tr("not saved: round %1 board %2 already has the result %3, the count gives "
                         "%4 (correct the result first if the count is right)",
                         "score.refused.differs")
                .arg(r.round)
                .arg(r.board)
                .arg(entered, verified),
            kMismatch);
      case db::CountingRefusal::Kind::LedgerRuling:
        throw CliError(CliWords::tr("not saved: the referee ruled %3 for round %1 board %2 (ledger "
                                    "entry %4); only the chief referee can change it",
                                    "score.refused.ledger")
                           .arg(r.round)
                           .arg(r.board)
                           .arg(entered)
                           .arg(r.ledgerEntry.value_or(0)),
                       kMismatch);
      case db::CountingRefusal::Kind::BadReported:
        throw CliError(
            CliWords::tr("not saved: '%1' is not a result or count", "score.refused.reported")
                .arg(qs(r.detail)),
            kError);
      case db::CountingRefusal::Kind::BadPosition:
        throw CliError(CliWords::tr("not saved: %1", "score.refused.position").arg(qs(r.detail)),
                       kError);
    }
  }
}

// The options that go together: --event decides the rules and komi and names the game.
void checkScoreOptions(const ScoreOptions& o) {
  if (!o.event && (o.round || o.board || o.save))
    throw CliError(CliWords::tr("--round, --board and --save need --event", "score.needs-event"),
                   2);
  if (o.event && (o.rules || o.komi))
    throw CliError(
        CliWords::tr("with --event the event decides the rules and komi: drop --rules and --komi",
                     "score.event-terms"),
        2);
  if (o.event && (!o.round || !o.board))
    throw CliError(CliWords::tr("--event needs --round and --board", "score.needs-game"), 2);
}

// Nothing marked dead and the position looks unfinished: the referee must decide (exit 4).
void throwIfNeedsDecision(const CountedRecord& r, const std::string& path) {
  if (!r.needsDecision()) return;
  throw CliError(
      CliWords::tr("%1: a dead-stone decision (死活) is needed: the record marks no dead stones "
                   "(no TB/TW on stones, no --dead) and the final position looks unfinished; "
                   "these chains stand inside the opponent's area without two eyes: %2. Name the "
                   "dead ones with --dead (--dead \"\" when none is dead)",
                   "score.needs-decision")
          .arg(qs(path), chainList(r.board(), r.undecided, r.game.height)),
      kNeedsDecision);
}

QString pointList(const std::vector<Loc>& points, int height) {
  QStringList pts;
  for (Loc p : points) pts << qs(toGtp(p, height));
  return pts.join(QLatin1Char(','));
}

// The rules, moves, warnings, setup stones and a whole-board repetition.
void printCountTerms(const CountedRecord& r) {
  printRulesMovesWarnings(r);
  if (r.setup.any())
    out(CliWords::tr("Setup stones (摆子, AB/AW; not handicap stones 让子: no compensation): %1 "
                     "black, %2 white",
                     "score.line.setup")
            .arg(r.setup.black)
            .arg(r.setup.white));
  if (!r.replayed->game.cycles().empty()) {
    const Cycle& c = r.replayed->game.cycles().front();
    out(CliWords::tr("Whole-board repetition at move %1 (the position after move %2 again): a "
                     "cycle (triple ko, eternal life, sending two returning one); %3",
                     "score.line.cycle")
            .arg(c.moveNumber)
            .arg(c.repeatsMove)
            .arg(cycleRuling(r.rules)));
  }
}

// Dead and seki stones, each side's count, the neutral points and the baseline.
void printCountFigures(const CountedRecord& r) {
  const Score& score = r.score;
  const bool area = score.method == Scoring::Area;
  if (!score.dead.empty())
    out(CliWords::tr("Dead stones removed: %1", "score.line.dead")
            .arg(pointList(score.dead, r.game.height)));
  if (!score.seki.empty())
    out(CliWords::tr("Stones in seki (双活): %1", "score.line.seki")
            .arg(pointList(score.seki, r.game.height)));
  for (Color c : {Color::Black, Color::White}) {
    const SideCount& s = c == Color::Black ? score.black : score.white;
    if (area)
      out(CliWords::tr("%1: %2 stones + %3 points = %4 (子)", "score.line.area-side")
              .arg(colorWord(c))
              .arg(s.stones)
              .arg(s.territory)
              .arg(qs(s.count.toString())));
    else
      out(CliWords::tr("%1: %2 points of territory + %3 prisoners = %4",
                       "score.line.territory-side")
              .arg(colorWord(c))
              .arg(s.territory)
              .arg(s.prisoners)
              .arg(qs(s.count.toString())));  // whole points
  }
  out((area ? CliWords::tr("Neutral points (dame, 公气): %1, half to each side",
                           "score.line.neutral")
            : CliWords::tr("Neutral points (dame and seki): %1", "score.line.neutral-territory"))
          .arg(score.neutral));
  if (area)
    out(CliWords::tr("Baseline (归本数): %1; komi %2 stones; handicap compensation %3 stones",
                     "score.line.baseline")
            .arg(qs(score.baseline().toString()), stonesText(r.komi),
                 stonesText(score.compensation)));
}

// The result, and how it compares with the record's (or --reported) result.
void printCountResult(const CountedRecord& r) {
  out(CliWords::tr("Result: %1 (%2)", "score.line.result")
          .arg(qs(r.score.result()), qs(r.score.resultZh())));
  if (r.verdict) {
    out(CliWords::tr("Compared with %1: %2", "score.line.compare")
            .arg(r.claimLabel, verdictText(r)));
    if (r.mismatch())
      for (const Explanation& e : r.verdict->explanations)
        out(QStringLiteral("  - ") + explanationText(e, r.score, r.game.height));
  } else if (r.unreadableResult) {
    out(CliWords::tr("Compared with %1: %2", "score.line.compare")
            .arg(r.claimLabel, CliWords::tr("unreadable result, not compared (read are e.g. B+1.5, "
                                            "W+R, B+T, B+F, B+, 0, Draw, Void, ?, 黑胜3/4子)",
                                            "score.unreadable")));
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
  checkScoreOptions(o);
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
  throwIfNeedsDecision(r, path);
  const std::string reported = !r.claim ? std::string() : o.reported ? *o.reported : r.game.result;
  if (o.json) {
    QJsonObject j = recordJson(r);
    if (o.save) saveCount(*store, o, r.board(), *eventTerms, r.dead, r.seki, bytes, reported, &j);
    printJson(QJsonDocument(j));
  } else {
    printCountTerms(r);
    printCountFigures(r);
    printCountResult(r);
    if (o.save)
      saveCount(*store, o, r.board(), *eventTerms, r.dead, r.seki, bytes, reported, nullptr);
  }
  if (r.mismatch())
    throw CliError(
        CliWords::tr("the count does not agree with %1", "score.mismatch").arg(r.claimLabel),
        kMismatch);
}

}  // namespace

void registerScoreCommands(CLI::App& app) {
  auto* cmd = addCommand(
      app, "score",
      CliWords::tr("count an SGF game and verify its result (数子法 / territory counting)",
                   "score.help"));
  auto o = std::make_shared<ScoreOptions>();
  addOption(cmd, "GAME", o->paths,
            CliWords::tr("the SGF file; several files are counted in one run and summed up "
                         "in a table (or JSON)",
                         "score.opt.game"))
      ->required()
      ->expected(1, -1);
  addOption(cmd, "--rules", o->rules,
            CliWords::tr("rule set: chinese, chinese-practice, japanese, korean, "
                         "tromp-taylor (default: the file's RU, else chinese)",
                         "score.opt.rules"));
  addOption(cmd, "--komi", o->komi,
            CliWords::tr("komi in points, e.g. 7.5 (3.75 is read as stones); default: the "
                         "file's KM, else the rule set's",
                         "score.opt.komi"));
  addOption(cmd, "--dead", o->dead,
            CliWords::tr("dead stones, e.g. D4,Q16 (each names its whole chain); TB/TW marks "
                         "in the file are added; --dead \"\" when none is dead",
                         "score.opt.dead"));
  addOption(cmd, "--seki", o->seki,
            CliWords::tr("territory counting: chains in seki marked by the referee, e.g. "
                         "C9,E9 (others are detected)",
                         "score.opt.seki"));
  addOption(
      cmd, "--reported", o->reported,
      CliWords::tr("the result the players reported: B+1.5, 黑胜3/4子, 黑185子, black 184.5 ...",
                   "score.opt.reported"));
  addOption(cmd, "--event", o->event,
            CliWords::tr("count the game under this event's rules and the game's komi and "
                         "handicap (with --round and --board)",
                         "score.opt.event"));
  addOption(cmd, "--round", o->round,
            CliWords::tr("the round of the game in the event", "score.opt.round"));
  addOption(cmd, "--board", o->board,
            CliWords::tr("the board (table) number of the game", "score.opt.board"));
  addFlag(cmd, "--save", o->save,
          CliWords::tr(
              "store the verified count with the game; enters the result when the game has none",
              "score.opt.save"));
  addFlag(
      cmd, "--propose-dead", o->proposeDead,
      CliWords::tr(
          "propose the dead stones and seki (死活提议) of the final position, for the referee or "
          "the players to confirm or change; the count is shown only as 'if accepted'",
          "score.opt.propose-dead"));
  addOption(cmd, "--engine", o->engine,
            CliWords::tr("who proposes with --propose-dead: auto (GNU Go when installed, "
                         "else Tengen's own rules), gnugo, tengen",
                         "score.opt.engine"))
      ->check(CLI::IsMember({"auto", "gnugo", "tengen"}));
  addJsonFlag(cmd, o->json);
  // `tengen score GAME --lang zh` as well as `tengen --lang zh score GAME`: main reads the
  // language ahead of the parse from anywhere on the command line.
  addOption(cmd, "--lang", o->lang,
            CliWords::tr("language of messages: zh or en (default: the system locale)", "app.lang"))
      ->check(CLI::IsMember({"zh", "en"}));
  cmd->callback([o] { runScore(*o); });
}

namespace {
const CommandRegistration kCommands{30, registerScoreCommands};
}  // namespace

}  // namespace tengen::cli
