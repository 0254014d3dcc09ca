// tengen bench rules: replay speed with positional superko and counting speed on 19x19.

#include <chrono>
#include <cstdio>
#include <ctime>
#include <vector>

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

// A random game that fills the board the way self-play does: random legal moves that do not fill
// the mover's own single-point eyes, until both pass. Deterministic for a seed.
std::vector<Move> randomGame(std::uint64_t seed, const RuleSet& rules) {
  Game g(19, 19, rules);
  std::vector<Loc> empty = g.board().points();
  std::uint64_t s = seed * 0x9E3779B97F4A7C15ULL + 1;
  auto next = [&] {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
  };
  auto ownEye = [&](Color c, Loc p) {
    for (int d : Board::kDirections) {
      const Color n = g.board().at(static_cast<Loc>(p + d));
      if (n != c && n != Color::Edge) return false;
    }
    return true;
  };
  int passes = 0;
  while (passes < 2 && g.moves().size() < 1000) {
    const Color c = g.toMove();
    // Try the empty points in random order until one is legal.
    std::vector<Loc> candidates;
    for (Loc p : g.board().points())
      if (g.board().at(p) == Color::Empty) candidates.push_back(p);
    bool played = false;
    while (!candidates.empty()) {
      const std::size_t i = static_cast<std::size_t>(next() % candidates.size());
      const Loc p = candidates[i];
      candidates[i] = candidates.back();
      candidates.pop_back();
      if (ownEye(c, p)) continue;
      if (g.play(c, p) == Illegal::None) {
        played = true;
        break;
      }
    }
    if (!played) g.play(c, kPass);
    passes = played ? 0 : passes + 1;
  }
  return g.moves();
}

// CPU time of this thread: figures per second of one core, whatever else the machine runs.
struct CpuClock {
  using duration = std::chrono::nanoseconds;
  static duration now() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return std::chrono::seconds(ts.tv_sec) + std::chrono::nanoseconds(ts.tv_nsec);
  }
};
double seconds(CpuClock::duration d) {
  return std::chrono::duration<double>(d).count();
}

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
