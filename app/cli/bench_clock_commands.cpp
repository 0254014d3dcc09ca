// tengen bench clock: a hall of game clocks run in real time by one scheduler (steady_clock and a
// sleep until the next deadline), measuring how late calls and flags are delivered and the CPU
// the whole hall costs.

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <random>
#include <thread>
#include <variant>
#include <vector>

#include <boost/date_time/posix_time/posix_time.hpp>

#include "app/cli/cli.h"
#include "app/cli/time_control_text.h"
#include "clock/deadline_queue.h"
#include "clock/game_clock.h"
#include "clock/spec_parser.h"
#include "db/store/clock_journal_store.h"

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
    {"bench.clock.store",
     "new event file: journal every clock event there before acting on it, then measure recovery",
     "新比赛文件：每个计时事件先写入该文件再生效，最后测量恢复时间"},
    {"bench.clock.recovery",
     "recovery: reopened and rebuilt %1 running clocks from %2 journal rows in %3 ms",
     "恢复：重新打开并由 %2 条日志重建 %1 台运行中的棋钟，用时 %3 毫秒"},
    {"bench.clock.bad-spec", "bad time control '%1': %2", "用时规定“%1”无效：%2"},
    {"bench.clock.run", "%1 boards, %2 s real time, control %3", "%1 台棋钟，实时 %2 秒，用时 %3"},
    {"bench.clock.counts",
     "delivered: %1 calls, %2 flags; %3 moves, %4 wake-ups, %5 games restarted",
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
  std::int64_t storedId = 0;  // its row in the store, with --store
  int game = 0;               // games played on this board (the stored clock's "round")
  Ms delivered = 0;           // events up to here were delivered
  Ms nextMove = 0;            // when the player to move will press
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

QString ms3(std::int64_t us) {
  return QString::number(static_cast<double>(us) / 1000.0, 'f', 3);
}

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

Ms monotonicSince(SteadyClock::time_point t0) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - t0).count();
}

void runBench(int boards, int seconds, const std::string& spec, unsigned seed,
              const std::string& storePath) {
  auto parsed = parseSpec(spec);
  if (auto* e = std::get_if<SpecError>(&parsed))
    throw CliError(msg("bench.clock.bad-spec")
                       .arg(QString::fromStdString(spec), QString::fromStdString(e->detail)));
  const GameSettings settings = GameSettings::same(std::get<ClockSettings>(parsed));
  std::mt19937 rng(seed);
  // Thinking times: mostly within a period, three in ten long enough to use periods or flag, so
  // every kind of event happens.
  std::uniform_int_distribution<Ms> quick(300, 9 * kSecond), slow(9 * kSecond, 25 * kSecond);
  std::bernoulli_distribution isSlow(0.3);
  auto think = [&](std::mt19937& r) { return isSlow(r) ? slow(r) : quick(r); };

  auto t0 = SteadyClock::now();
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
  // With --store every command goes through the journal store: stored (committed, fsync'd)
  // before the scheduler acts on it.
  std::unique_ptr<db::EventStore> store;
  std::unique_ptr<db::ClockJournalStore> journal;
  if (!storePath.empty()) {
    pairing::Event event;
    event.name = "bench clock";
    translateStoreErrors(
        [&] { store = db::EventStore::create(QString::fromStdString(storePath), event); });
    journal = std::make_unique<db::ClockJournalStore>(*store);
  }
  auto command = [&](std::size_t i, Ms at, const std::function<Refusal(GameClock&)>& fn) {
    Board& b = hall[i];
    if (!journal) return fn(b.clock);
    Refusal r = Refusal::None;
    translateStoreErrors([&] {
      r = journal->commit(b.storedId, b.clock, at,
                          boost::posix_time::microsec_clock::universal_time(), fn);
    });
    return r;
  };
  auto newGame = [&](std::size_t i, Ms at) {
    Board& b = hall[i];
    b.clock = GameClock(settings);
    ++b.game;
    if (journal)
      translateStoreErrors([&] {
        b.storedId = journal->createClock(b.game, static_cast<int>(i) + 1, settings,
                                          boost::posix_time::microsec_clock::universal_time());
      });
    command(i, at, [at](GameClock& c) { return c.start(at); });
    b.delivered = at;
    b.nextMove = at + think(rng);
  };
  for (std::size_t i = 0; i < static_cast<std::size_t>(boards); ++i) {
    hall.push_back({GameClock(settings), 0, 0, 0, 0});
    newGame(i, static_cast<Ms>(i) * 7 % 1000);  // boards started over the first second
    reschedule(i);
  }
  // The hall is set up (with --store: 500 clock rows and starts written); the run starts now.
  t0 = SteadyClock::now();

  Stats stats;
  const double cpu0 = cpuSeconds();
  for (;;) {
    const std::optional<Ms> next = queue.next();
    if (!next || *next > end) break;
    std::this_thread::sleep_until(t0 + std::chrono::milliseconds(*next));
    ++stats.wakes;
    const std::int64_t us = nowUs();
    const Ms now = us / 1000;
    const std::vector<std::size_t> due = queue.popDue(now);
    // Calls first, for every due board: the voice never waits for a disk write.
    for (std::size_t i : due) {
      Board& b = hall[i];
      for (const ClockEvent& e : b.clock.eventsIn(b.delivered, now)) {
        const std::int64_t late = us - e.at * 1000;
        (e.type == ClockEventType::Flag ? stats.flagLateUs : stats.callLateUs).push_back(late);
      }
      b.delivered = now;
    }
    // Then what changes the journal. With --store the wake's events are committed together (one
    // fsync per wake, a group commit) before anything is shown or acted on beyond this wake.
    auto changes = [&] {
      for (std::size_t i : due) {
        Board& b = hall[i];
        command(i, now, [now](GameClock& c) {
          c.update(now);
          return Refusal::None;
        });
        if (b.clock.outcome().over) {
          ++stats.restarts;
          newGame(i, now);
        } else if (b.nextMove <= now) {
          command(i, now, [now](GameClock& c) { return c.move(now); });
          ++stats.moves;
          b.nextMove = now + think(rng);
        }
        reschedule(i);
      }
    };
    if (store)
      translateStoreErrors([&] { store->transaction(changes); });
    else
      changes();
  }
  const double wall = static_cast<double>(nowUs()) / 1e6;
  const double cpu = cpuSeconds() - cpu0;

  out(msg("bench.clock.run").arg(boards).arg(seconds).arg(describeTimeControl(settings.black)));
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
  if (!store) return;
  // As after a kill: drop everything in memory, reopen the file, rebuild every running clock.
  journal.reset();
  store.reset();
  const auto r0 = SteadyClock::now();
  std::size_t running = 0;
  qint64 rows = 0;
  translateStoreErrors([&] {
    auto reopened = db::EventStore::open(QString::fromStdString(storePath));
    db::ClockJournalStore reopenedJournal(*reopened);
    const auto recovered = reopenedJournal.recover(
        monotonicSince(t0), boost::posix_time::microsec_clock::universal_time());
    running = recovered.size();
    rows = reopenedJournal.eventCount();
  });
  const double ms =
      static_cast<double>(
          std::chrono::duration_cast<std::chrono::microseconds>(SteadyClock::now() - r0).count()) /
      1000.0;
  out(msg("bench.clock.recovery")
          .arg(static_cast<qint64>(running))
          .arg(rows)
          .arg(QString::number(ms, 'f', 1)));
}

void registerBenchClockCommands(CLI::App& app) {
  auto* cmd = benchParentForClock(app)->add_subcommand("clock", msgs("bench.clock.help"));
  auto boards = std::make_shared<int>(500);
  auto seconds = std::make_shared<int>(25);
  auto control = std::make_shared<std::string>("fast:3s+2x10s");
  auto seed = std::make_shared<unsigned>(1);
  auto storePath = std::make_shared<std::string>();
  cmd->add_option("--boards", *boards, msgs("bench.clock.boards"))->check(CLI::Range(1, 100000));
  cmd->add_option("--seconds", *seconds, msgs("bench.clock.seconds"))->check(CLI::Range(1, 3600));
  cmd->add_option("--control", *control, msgs("bench.clock.control"));
  cmd->add_option("--seed", *seed, msgs("bench.clock.seed"));
  cmd->add_option("--store", *storePath, msgs("bench.clock.store"));
  cmd->callback([=] { runBench(*boards, *seconds, *control, *seed, *storePath); });
}

const CommandRegistration kCommands{90, registerBenchClockCommands};

}  // namespace
}  // namespace tengen::cli
