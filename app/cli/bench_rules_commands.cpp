// tengen bench rules: replay speed with positional superko and counting speed on 19x19.

#include <cstdio>
#include <vector>

#include "app/cli/bench_random_game.h"
#include "app/cli/cli.h"
#include "rules/game.h"
#include "rules/scoring.h"

namespace tengen::cli {
namespace {

using namespace tengen::rules;

const MessageRegistration kMessages{
    {"bench.rules.parent", "benchmarks (figures for the notes)", "性能测试（供记录的数据）"},
    {"bench.rules.help", "rules engine: replay with positional superko, area counting on 19x19",
     "规则引擎：带全局同形禁止的复盘速度、19 路数子速度"},
    {"bench.rules.games", "number of random games to generate and replay",
     "生成并复盘的随机对局数"},
    {"bench.rules.seconds", "seconds to spend on each measurement (at least)",
     "每项测量的最短秒数"},
    {"bench.rules.generated", "generated %1 random 19x19 games, %2 moves (avg %3 per game)",
     "生成 %1 盘 19 路随机对局，共 %2 手（平均每盘 %3 手）"},
    {"bench.rules.cpu", "figures per second of CPU time on one core", "以单核 CPU 时间计"},
    {"bench.rules.replay", "replay with positional superko (%1): %2 moves/s (%3 ns/move)",
     "带全局同形检查的复盘（%1）：每秒 %2 手（每手 %3 纳秒）"},
    {"bench.rules.count", "area counts on 19x19 final positions: %1 counts/s (%2 us/count)",
     "19 路终局数子：每秒 %1 次（每次 %2 微秒）"},
    {"bench.rules.territory", "territory counts (with seki detection): %1 counts/s",
     "数目法计数（含双活检测）：每秒 %1 次"},
};

void runBench(int games, double minSeconds) {
  const RuleSet rules = *RuleSet::preset("chinese");
  std::vector<std::vector<Move>> records;
  long total = 0;
  for (int i = 0; i < games; ++i) {
    records.push_back(randomGame(static_cast<std::uint64_t>(i) + 1, rules));
    total += static_cast<long>(records.back().size());
  }
  out(msg("bench.rules.cpu"));
  out(msg("bench.rules.generated").arg(games).arg(total).arg(total / std::max(games, 1)));

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
  out(msg("bench.rules.replay")
          .arg(illegal == 0 ? QStringLiteral("all legal")
                            : QStringLiteral("%1 refused").arg(illegal))
          .arg(static_cast<qint64>(moves / replaySeconds))
          .arg(replaySeconds * 1e9 / static_cast<double>(moves), 0, 'f', 1));

  long counts = 0;
  long checksum = 0;
  const auto countStart = Clock::now();
  do {
    for (const Board& b : finals) {
      checksum += scoreArea(b, {}, 15, 0, 0).marginHalf;
      ++counts;
    }
  } while (seconds(Clock::now() - countStart) < minSeconds);
  const double countSeconds = seconds(Clock::now() - countStart);
  out(msg("bench.rules.count")
          .arg(static_cast<qint64>(static_cast<double>(counts) / countSeconds))
          .arg(countSeconds * 1e6 / static_cast<double>(counts), 0, 'f', 2));

  long tcounts = 0;
  const auto tStart = Clock::now();
  do {
    for (const Board& b : finals) {
      checksum += scoreTerritory(b, {}, b.captures(Color::Black), b.captures(Color::White), 13, 0)
                      .marginHalf;
      ++tcounts;
    }
  } while (seconds(Clock::now() - tStart) < minSeconds / 2);
  out(msg("bench.rules.territory")
          .arg(static_cast<qint64>(static_cast<double>(tcounts) / seconds(Clock::now() - tStart))));
  if (checksum == 42) std::fputc(' ', stdout);  // keeps the work observable
}

// The `bench` parent command: created by whichever module registers first.
CLI::App* benchCommand(CLI::App& app) {
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    if (sub->get_name() == "bench") return sub;
  auto* bench = app.add_subcommand("bench", msgs("bench.rules.parent"));
  bench->require_subcommand(1);
  return bench;
}

}  // namespace

void registerBenchRulesCommands(CLI::App& app) {
  auto* cmd = benchCommand(app)->add_subcommand("rules", msgs("bench.rules.help"));
  auto games = std::make_shared<int>(50);
  auto secs = std::make_shared<double>(2.0);
  cmd->add_option("--games", *games, msgs("bench.rules.games"))->check(CLI::Range(1, 100000));
  cmd->add_option("--seconds", *secs, msgs("bench.rules.seconds"))->check(CLI::Range(0.0, 600.0));
  cmd->callback([games, secs] { runBench(*games, *secs); });
}

namespace {
const CommandRegistration kCommands{90, registerBenchRulesCommands};
}  // namespace

}  // namespace tengen::cli
