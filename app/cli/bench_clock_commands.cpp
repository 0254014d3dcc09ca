// tengen bench clock: a hall of game clocks run in real time by one scheduler (steady_clock and a
// sleep until the next deadline), measuring how late calls and flags are delivered and the CPU
// the whole hall costs.

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <thread>
#include <variant>
#include <vector>

#include "app/cli/cli.h"
#include "clock/deadline_queue.h"
#include "clock/game_clock.h"
#include "clock/spec_parser.h"

namespace tengen::cli {
namespace {

using namespace tengen::clock;
using SteadyClock = std::chrono::steady_clock;

const MessageRegistration kMessages{
    {"bench.clock.parent", "benchmarks (figures, not tests)", "基准测试（给出数据，不是测试）"},
    {"bench.clock.help", "run many boards' clocks in real time with one scheduler",
     "以一个调度器实时运行多台棋钟"},
    {"bench.clock.boards", "number of boards", "棋盘数"},
    {"bench.clock.seconds", "length of the real-time run in seconds", "实时运行的秒数"},
    {"bench.clock.control", "time control of every board (short, so calls and flags happen)",
     "每台棋钟的用时规定（宜短，以便出现读秒与超时）"},
    {"bench.clock.seed", "seed of the players' thinking times", "棋手思考时间的随机种子"},
    {"bench.clock.bad-spec", "bad time control '%1': %2", "用时规定“%1”无效：%2"},
    {"bench.clock.run", "%1 boards, %2 s real time, control %3", "%1 台棋钟，实时 %2 秒，用时 %3"},
    {"bench.clock.counts", "delivered: %1 calls, %2 flags; %3 moves, %4 wake-ups, %5 games restarted",
     "已送出：读秒 %1 次，超时 %2 次；落子 %3 步，唤醒 %4 次，重开 %5 局"},
    {"bench.clock.late-calls", "call lateness: mean %1 ms, p99 %2 ms, worst %3 ms",
     "读秒延迟：平均 %1 毫秒，p99 %2 毫秒，最大 %3 毫秒"},
    {"bench.clock.late-flags", "flag lateness: mean %1 ms, p99 %2 ms, worst %3 ms",
     "超时判负延迟：平均 %1 毫秒，p99 %2 毫秒，最大 %3 毫秒"},
    {"bench.clock.cpu", "CPU: %1 s user+system over %2 s wall = %3 % of one core",
     "CPU：用户+系统 %1 秒 / 实耗 %2 秒 = 单核的 %3 %"},
};

// The `bench` parent command: created by whichever module registers first. (CLI11 2.1 has no
// get_subcommand_no_throw, so the existing subcommands are searched by name.)
CLI::App* benchParentForClock(CLI::App& app) {
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    if (sub->get_name() == "bench") return sub;
  auto* bench = app.add_subcommand("bench", msgs("bench.clock.parent"));
  bench->require_subcommand(1);
  return bench;
}

struct Board {
  GameClock clock;
  Ms delivered = 0;  // events up to here were delivered
  Ms nextMove = 0;   // when the player to move will press
};

struct Stats {
  std::vector<std::int64_t> callLateUs, flagLateUs;
  long moves = 0, wakes = 0, restarts = 0;
};

double cpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

QString ms3(std::int64_t us) { return QString::number(static_cast<double>(us) / 1000.0, 'f', 3); }

void printLateness(const char* id, std::vector<std::int64_t> v) {
  if (v.empty()) {
    out(msg(id).arg(QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-")));
    return;
  }
  std::sort(v.begin(), v.end());
  std::int64_t sum = 0;
  for (auto x : v) sum += x;
  const std::size_t p99 = std::min(v.size() - 1, v.size() * 99 / 100);
  out(msg(id).arg(ms3(sum / static_cast<std::int64_t>(v.size())), ms3(v[p99]), ms3(v.back())));
}

void runBench(int boards, int seconds, const std::string& spec, unsigned seed) {
  auto parsed = parseSpec(spec);
  if (auto* e = std::get_if<SpecError>(&parsed))
    throw CliError(msg("bench.clock.bad-spec").arg(QString::fromStdString(spec), QString::fromStdString(e->detail)));
  const GameSettings settings = GameSettings::same(std::get<ClockSettings>(parsed));
  std::mt19937 rng(seed);
  // Thinking times: mostly within a period, three in ten long enough to use periods or flag, so
  // every kind of event happens.
  std::uniform_int_distribution<Ms> quick(300, 9 * kSecond), slow(9 * kSecond, 25 * kSecond);
  std::bernoulli_distribution isSlow(0.3);
  auto think = [&](std::mt19937& r) { return isSlow(r) ? slow(r) : quick(r); };

  const auto t0 = SteadyClock::now();
  auto nowUs = [&] {
    return std::chrono::duration_cast<std::chrono::microseconds>(SteadyClock::now() - t0).count();
  };
  const Ms end = static_cast<Ms>(seconds) * kSecond;
  std::vector<Board> hall;
  hall.reserve(static_cast<std::size_t>(boards));
  DeadlineQueue queue(static_cast<std::size_t>(boards));
  auto reschedule = [&](std::size_t i) {
    Board& b = hall[i];
    std::optional<Ms> at = b.clock.nextDeadline(b.delivered);
    if (!b.clock.outcome().over) at = at ? std::min(*at, b.nextMove) : b.nextMove;
    queue.schedule(i, at);
  };
  auto newGame = [&](std::size_t i, Ms at) {
    hall[i].clock = GameClock(settings);
    hall[i].clock.start(at);
    hall[i].delivered = at;
    hall[i].nextMove = at + think(rng);
  };
  for (std::size_t i = 0; i < static_cast<std::size_t>(boards); ++i) {
    hall.push_back({GameClock(settings), 0, 0});
    newGame(i, static_cast<Ms>(i) * 7 % 1000);  // boards started over the first second
    reschedule(i);
  }

  Stats stats;
  const double cpu0 = cpuSeconds();
  for (;;) {
    const std::optional<Ms> next = queue.next();
    if (!next || *next > end) break;
    std::this_thread::sleep_until(t0 + std::chrono::milliseconds(*next));
    ++stats.wakes;
    const std::int64_t us = nowUs();
    const Ms now = us / 1000;
    for (std::size_t i : queue.popDue(now)) {
      Board& b = hall[i];
      for (const ClockEvent& e : b.clock.eventsIn(b.delivered, now)) {
        const std::int64_t late = us - e.at * 1000;
        (e.type == ClockEventType::Flag ? stats.flagLateUs : stats.callLateUs).push_back(late);
      }
      b.delivered = now;
      b.clock.update(now);
      if (b.clock.outcome().over) {
        ++stats.restarts;
        newGame(i, now);
      } else if (b.nextMove <= now) {
        b.clock.move(now);
        ++stats.moves;
        b.nextMove = now + think(rng);
      }
      reschedule(i);
    }
  }
  const double wall = static_cast<double>(nowUs()) / 1e6;
  const double cpu = cpuSeconds() - cpu0;

  out(msg("bench.clock.run").arg(boards).arg(seconds).arg(QString::fromStdString(settings.black.describe())));
  out(msg("bench.clock.counts")
          .arg(static_cast<qint64>(stats.callLateUs.size()))
          .arg(static_cast<qint64>(stats.flagLateUs.size()))
          .arg(stats.moves)
          .arg(stats.wakes)
          .arg(stats.restarts));
  printLateness("bench.clock.late-calls", stats.callLateUs);
  printLateness("bench.clock.late-flags", stats.flagLateUs);
  out(msg("bench.clock.cpu")
          .arg(QString::number(cpu, 'f', 3), QString::number(wall, 'f', 3),
               QString::number(100.0 * cpu / wall, 'f', 2)));
}

void registerBenchClockCommands(CLI::App& app) {
  auto* cmd = benchParentForClock(app)->add_subcommand("clock", msgs("bench.clock.help"));
  auto boards = std::make_shared<int>(500);
  auto seconds = std::make_shared<int>(25);
  auto control = std::make_shared<std::string>("fast:3s+2x10s");
  auto seed = std::make_shared<unsigned>(1);
  cmd->add_option("--boards", *boards, msgs("bench.clock.boards"))->check(CLI::Range(1, 100000));
  cmd->add_option("--seconds", *seconds, msgs("bench.clock.seconds"))->check(CLI::Range(1, 3600));
  cmd->add_option("--control", *control, msgs("bench.clock.control"));
  cmd->add_option("--seed", *seed, msgs("bench.clock.seed"));
  cmd->callback([=] { runBench(*boards, *seconds, *control, *seed); });
}

const CommandRegistration kCommands{90, registerBenchClockCommands};

}  // namespace
}  // namespace tengen::cli
