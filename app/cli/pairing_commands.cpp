// tengen pair / pairings / result / unpair / simulate, and the registration of every draw command
// (swap and nigiri, explain, draw-settings have files of their own: pairing_cli.h).

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <chrono>
#include <map>
#include <random>

#include "app/cli/cli.h"
#include "app/cli/event_command.h"
#include "app/cli/help_words.h"
#include "app/cli/pairing_cli.h"
#include "app/cli/referee_cli.h"
#include "app/cli/shared_options.h"
#include "app/wording/std_text.h"
#include "db/service/draw_operations.h"
#include "db/service/event_setup.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "pairing/draw.h"
#include "pairing/simulate.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

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

// A refused draw or removal of round `number` in words (NoValidPairing names its players:
// failureText).
QString drawRefusalText(const db::DrawRefusal& r, int number) {
  using K = db::DrawRefusal::Kind;
  QStringList boards;
  for (int b : r.boards) boards << QString::number(b);
  switch (r.kind) {
    case K::BadRound:
    case K::NotDrawn:
    case K::NoValidPairing:
      break;
    case K::BeyondLastRound:
      return CliWords::tr("the event has %1 rounds", "pair.beyond").arg(r.limit);
    case K::NoPreviousRound:
      return CliWords::tr("round %1 has no draw yet; draw the rounds in order", "pair.no-previous")
          .arg(r.limit);
    case K::LaterRoundExists:
      return CliWords::tr("round %1 has a draw; unpair the later rounds first", "round.later")
          .arg(r.limit);
    case K::AlreadyDrawn:
      return CliWords::tr("round %1 already has a draw; unpair it first or use --force",
                          "pair.exists")
          .arg(number);
    case K::MissingResults:
      return CliWords::tr(
                 "round %1 has games without a result (boards %2); enter them or use --force",
                 "pair.missing-results")
          .arg(r.limit)
          .arg(boards.join(QLatin1Char(',')));
    case K::HasRecords:
      return CliWords::tr(
                 "round %1 has referee ledger entries or board clocks on boards %2: it "
                 "cannot be redrawn or removed (a warning must stay with its player)",
                 "round.has-records")
          .arg(number)
          .arg(boards.join(QLatin1Char(',')));
    case K::HasResults:
      return CliWords::tr("round %1 already has results; unpair it with --force first",
                          "pair.has-results")
          .arg(number);
  }
  return CliWords::tr("round %1 has no draw", "round.unknown").arg(number);
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
    const db::DrawRefusal& r = refused.refusal();
    if (r.kind != db::DrawRefusal::Kind::NoValidPairing) throw CliError(drawRefusalText(r, number));
    std::vector<Player> players;
    translateStoreErrors([&] { players = store.players(); });
    throw CliError(failureText(number, *r.failure, byId(players)));
  }
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

// `tengen pairings` and `tengen unpair`: a round of an event.
struct RoundArgs {
  std::string path;
  int round = 1;
  bool json = false, force = false;
};

void showPairings(const RoundArgs& a) {
  auto store = openEvent(a.path);
  const Round r = roundOrThrow(*store, a.round);
  if (a.json) {
    printJson(QJsonDocument(roundJson(r)));
    return;
  }
  printRound(r, byId(store->players()));
}

void addPairingsCommand(CLI::App& app) {
  const auto [cmd, a] = addEventCommand<RoundArgs>(
      app, "pairings", CliWords::tr("show the draw of a round", "pairings.help"), showPairings);
  addRoundOption(cmd, a->round)->required();
  addJsonFlag(cmd, a->json);
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

// Removes the round's draw (db::removeDraw) and words its refusals.
void unpair(const RoundArgs& a) {
  auto store = openEvent(a.path);
  try {
    translateStoreErrors([&] { db::removeDraw(*store, a.round, a.force); });
  } catch (const db::DrawRefused& refused) {
    throw CliError(drawRefusalText(refused.refusal(), a.round));
  }
  out(CliWords::tr("round %1 unpaired", "round.unpaired").arg(a.round));
}

void addUnpairCommand(CLI::App& app) {
  const auto [cmd, a] = addEventCommand<RoundArgs>(
      app, "unpair", CliWords::tr("delete the draw of a round (the last one)", "unpair.help"),
      unpair);
  addRoundOption(cmd, a->round)->required();
  addDrawForceFlag(cmd, a->force);
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

const CommandRegistration kCommands{
    40,
    {addPairCommand, addPairingsCommand, addResultCommand, addUnpairCommand, addSwapCommand,
     addNigiriCommand, addExplainCommand, addSimulateCommand, addDrawSettingsCommand}};

}  // namespace

}  // namespace tengen::cli
