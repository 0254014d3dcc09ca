// tengen bench rules: replay speed with positional superko and counting speed on 19x19.

#include <cstdio>
#include <vector>

#include "app/cli/bench_parent.h"
#include "app/cli/bench_random_game.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "rules/game.h"
#include "rules/scoring.h"

namespace tengen::cli {
namespace {

using namespace tengen::rules;

void runBench(int games, double minSeconds) {
  const RuleSet rules = *RuleSet::preset("chinese");
  std::vector<std::vector<Move>> records;
  long total = 0;
  for (int i = 0; i < games; ++i) {
    records.push_back(randomGame(static_cast<std::uint64_t>(i) + 1, rules));
    total += static_cast<long>(records.back().size());
  }
  out(CliWords::tr("figures per second of CPU time on one core", "bench.rules.cpu"));
  out(CliWords::tr("generated %1 random 19x19 games, %2 moves (avg %3 per game)",
                   "bench.rules.generated")
          .arg(games)
          .arg(total)
          .arg(total / std::max(games, 1)));

  // Replay: every move is checked for legality (occupied, suicide, ko, positional superko).
  using Clock = CpuClock;
  long moves = 0;
  long illegal = 0;
  std::vector<Board> finals;
  const auto start = Clock::now();
  do {
    for (const auto& rec : records) {
      Game g(19, 19, rules);
      for (const Move& m : rec) illegal += g.play(m.color, m.loc) != Illegal::None;
      moves += static_cast<long>(rec.size());
      if (finals.size() < records.size()) finals.push_back(g.board());
    }
  } while (seconds(Clock::now() - start) < minSeconds);
  const double replaySeconds = seconds(Clock::now() - start);
  out(CliWords::tr("replay with positional superko (%1): %2 moves/s (%3 ns/move)",
                   "bench.rules.replay")
          .arg(illegal == 0 ? QStringLiteral("all legal")
                            : QStringLiteral("%1 refused").arg(illegal))
          .arg(static_cast<qint64>(moves / replaySeconds))
          .arg(replaySeconds * 1e9 / static_cast<double>(moves), 0, 'f', 1));

  long counts = 0;
  long checksum = 0;
  const auto countStart = Clock::now();
  do {
    for (const Board& b : finals) {
      checksum += scoreArea(b, {}, HalfPoints(15), 0, HalfPoints(0)).margin.count();
      ++counts;
    }
  } while (seconds(Clock::now() - countStart) < minSeconds);
  const double countSeconds = seconds(Clock::now() - countStart);
  out(CliWords::tr("area counts on 19x19 final positions: %1 counts/s (%2 us/count)",
                   "bench.rules.count")
          .arg(static_cast<qint64>(static_cast<double>(counts) / countSeconds))
          .arg(countSeconds * 1e6 / static_cast<double>(counts), 0, 'f', 2));

  long tcounts = 0;
  const auto tStart = Clock::now();
  do {
    for (const Board& b : finals) {
      checksum += scoreTerritory(b, {}, b.captures(Color::Black), b.captures(Color::White),
                                 HalfPoints(13), 0)
                      .margin.count();
      ++tcounts;
    }
  } while (seconds(Clock::now() - tStart) < minSeconds / 2);
  out(CliWords::tr("territory counts (with seki detection): %1 counts/s", "bench.rules.territory")
          .arg(static_cast<qint64>(static_cast<double>(tcounts) / seconds(Clock::now() - tStart))));
  if (checksum == 42) std::fputc(' ', stdout);  // keeps the work observable
}

}  // namespace

// What `tengen bench rules` is told.
struct RulesBenchOptions {
  int games = 50;
  double secs = 2.0;
};

void registerBenchRulesCommands(CLI::App& app) {
  const auto [cmd, o] = addBenchCommand<RulesBenchOptions>(
      app, "rules",
      CliWords::tr("rules engine: replay with positional superko, area counting on 19x19",
                   "bench.rules.help"),
      [](const RulesBenchOptions& told) { runBench(told.games, told.secs); });
  addOption(cmd, "--games", o->games,
            CliWords::tr("number of random games to generate and replay", "bench.rules.games"), 1,
            100000);
  addOption(cmd, "--seconds", o->secs,
            CliWords::tr("seconds to spend on each measurement (at least)", "bench.rules.seconds"),
            0.0, 600.0);
}

namespace {
const CommandRegistration kCommands{90, registerBenchRulesCommands};
}  // namespace

}  // namespace tengen::cli
