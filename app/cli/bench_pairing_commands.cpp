// tengen bench pairing --players N --rounds R --system S: time per round of the whole-field draw,
// with the certificate loop's figures. In memory: no event file.

#include <chrono>
#include <ctime>
#include <random>

#include "app/cli/bench_parent.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/text_table.h"
#include "pairing/draw.h"
#include "pairing/simulate.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

TextTable drawFiguresTable() {
  TextTable table({CliWords::tr("Round", "bench.pairing.col.round"),
                   CliWords::tr("Seconds", "bench.pairing.col.seconds"),
                   CliWords::tr("CPU s", "bench.pairing.col.cpu"),
                   CliWords::tr("Solves", "bench.pairing.col.solves"),
                   CliWords::tr("Certificate rounds", "bench.pairing.col.certificate"),
                   CliWords::tr("Pairs added", "bench.pairing.col.added"),
                   CliWords::tr("Pairs checked", "bench.pairing.col.checked"),
                   CliWords::tr("Edges", "bench.pairing.col.edges")});
  for (int c = 0; c < 8; ++c) table.alignRight(c);
  return table;
}

void addDrawFigures(TextTable& table, int round, double secs, double cpu, const MatchingStats& s) {
  table.addRow({QString::number(round), QString::number(secs, 'f', 4), QString::number(cpu, 'f', 4),
                QString::number(s.solves), QString::number(s.certificateRounds),
                QString::number(s.pairsAdded), QString::number(s.pairsChecked),
                QString::number(static_cast<qulonglong>(s.edges))});
}

// What `tengen bench pairing` is told.
struct PairingBenchOptions {
  int players = 1000;
  int rounds = 5;
  std::string system = "mcmahon";
  std::uint64_t seed = 1;
  std::string profile = "tengen";
};

// Draws every round of a generated tournament (results played at random between rounds).
void runBenchPairing(const PairingBenchOptions& o) {
  const auto sys = pairingSystemFromCode(o.system);
  if (!sys)
    throw CliError(CliWords::tr("unknown system '%1'", "bench.pairing.bad-system")
                       .arg(QString::fromStdString(o.system)));
  const auto drawProfile = drawProfileFromCode(o.profile);
  if (!drawProfile)
    throw CliError(CliWords::tr("unknown draw profile '%1'", "bench.pairing.bad-profile")
                       .arg(QString::fromStdString(o.profile)));
  std::mt19937_64 rng(o.seed);
  DrawInput in;
  in.event.system = *sys;
  in.event.rounds = o.rounds;
  in.settings.profile = *drawProfile;
  in.settings.openGotha =
      *sys == PairingSystem::McMahon ? OpenGothaParams::forMcMahon() : OpenGothaParams::forSwiss();
  in.settings.openGotha.numberOfRounds = o.rounds;
  in.players = generatePlayers(o.players, rng());
  TextTable table = drawFiguresTable();
  double total = 0, worst = 0;
  int done = 0;
  for (int r = 1; r <= o.rounds; ++r) {
    in.round = r;
    in.seed = rng();
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    DrawOutcome outcome = makeDraw(in);
    const double cpu = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!outcome.round) {
      out(CliWords::tr("round %1: no valid pairing", "bench.pairing.failed").arg(r));
      break;
    }
    total += secs;
    worst = std::max(worst, secs);
    ++done;
    addDrawFigures(table, r, secs, cpu, outcome.stats);
    playRound(*outcome.round, in.players, rng);
    in.previous.push_back(std::move(*outcome.round));
  }
  out(table.render());
  if (done > 0)
    out(CliWords::tr("%1 players, %2: mean %3 s per round, max %4 s", "bench.pairing.summary")
            .arg(o.players)
            .arg(QString::fromStdString(o.system))
            .arg(total / done, 0, 'f', 4)
            .arg(worst, 0, 'f', 4));
}

void registerBenchPairing(CLI::App& app) {
  const auto [cmd, o] = addBenchCommand<PairingBenchOptions>(
      app, "pairing", CliWords::tr("time the draw of generated tournaments", "bench.pairing.help"),
      runBenchPairing);
  addOption(cmd, "--players", o->players,
            CliWords::tr("number of players", "bench.pairing.players"), 2, 200000);
  addOption(cmd, "--rounds", o->rounds, CliWords::tr("number of rounds", "bench.pairing.rounds"), 1,
            99);
  addOption(cmd, "--system", o->system,
            CliWords::tr("swiss, mcmahon, round-robin or knockout", "bench.pairing.system"));
  addOption(cmd, "--seed", o->seed, CliWords::tr("random seed", "bench.pairing.seed"));
  addOption(cmd, "--profile", o->profile,
            CliWords::tr("draw profile for Swiss and McMahon: tengen or opengotha",
                         "bench.pairing.profile"));
}

const CommandRegistration kCommands{90, registerBenchPairing};

}  // namespace
}  // namespace tengen::cli
