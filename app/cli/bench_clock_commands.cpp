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

#include "app/cli/bench_parent.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/wording/time_control_text.h"
#include "clock/deadline_queue.h"
#include "clock/game_clock.h"
#include "clock/spec_parser.h"
#include "db/store/clock_journal_store.h"

namespace tengen::cli {
namespace {

using namespace tengen::clock;
using SteadyClock = std::chrono::steady_clock;

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

// `words` holds %1 mean, %2 p99, %3 worst.
void printLateness(const QString& words, std::vector<std::int64_t> v) {
  if (v.empty()) {
    out(QString(words).arg(QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-")));
    return;
  }
  std::sort(v.begin(), v.end());
  std::int64_t sum = 0;
  for (auto x : v) sum += x;
  const std::size_t p99 = std::min(v.size() - 1, v.size() * 99 / 100);
  out(QString(words).arg(ms3(sum / static_cast<std::int64_t>(v.size())), ms3(v[p99]),
                         ms3(v.back())));
}

Ms monotonicSince(SteadyClock::time_point t0) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - t0).count();
}

// The hall: every board's clock, one deadline queue, and with --store the journal every command
// goes through (stored, committed and fsync'd, before the scheduler acts on it).
class ClockHall {
 public:
  ClockHall(const GameSettings& settings, int boards, unsigned seed, const std::string& storePath)
      : settings_(settings), rng_(seed), queue_(static_cast<std::size_t>(boards)) {
    if (!storePath.empty()) {
      pairing::Event event;
      event.name = "bench clock";
      translateStoreErrors(
          [&] { store_ = db::EventStore::create(QString::fromStdString(storePath), event); });
      journal_ = std::make_unique<db::ClockJournalStore>(*store_);
    }
    hall_.reserve(static_cast<std::size_t>(boards));
    for (std::size_t i = 0; i < static_cast<std::size_t>(boards); ++i) {
      hall_.push_back({GameClock(settings), 0, 0, 0, 0});
      newGame(i, static_cast<Ms>(i) * 7 % 1000);  // boards started over the first second
      reschedule(i);
    }
    // The hall is set up (with --store: the clock rows and starts written); the run starts now.
    t0_ = SteadyClock::now();
  }

  // Runs in real time until `end` (ms after the start).
  Stats run(Ms end) {
    Stats stats;
    for (;;) {
      const std::optional<Ms> next = queue_.next();
      if (!next || *next > end) break;
      std::this_thread::sleep_until(t0_ + std::chrono::milliseconds(*next));
      ++stats.wakes;
      wake(stats);
    }
    return stats;
  }

  std::int64_t elapsedUs() const {
    return std::chrono::duration_cast<std::chrono::microseconds>(SteadyClock::now() - t0_).count();
  }
  SteadyClock::time_point start() const { return t0_; }
  bool stored() const { return store_ != nullptr; }
  // As after a kill: everything in memory is dropped.
  void dropStore() {
    journal_.reset();
    store_.reset();
  }

 private:
  // Thinking times: mostly within a period, three in ten long enough to use periods or flag, so
  // every kind of event happens.
  Ms think() {
    std::uniform_int_distribution<Ms> quick(300, 9 * kSecond), slow(9 * kSecond, 25 * kSecond);
    std::bernoulli_distribution isSlow(0.3);
    return isSlow(rng_) ? slow(rng_) : quick(rng_);
  }

  void reschedule(std::size_t i) {
    Board& b = hall_[i];
    std::optional<Ms> at = b.clock.nextDeadline(b.delivered);
    if (!b.clock.outcome().over) at = at ? std::min(*at, b.nextMove) : b.nextMove;
    queue_.schedule(i, at);
  }

  Refusal command(std::size_t i, Ms at, const std::function<Refusal(GameClock&)>& fn) {
    Board& b = hall_[i];
    if (!journal_) return fn(b.clock);
    Refusal r = Refusal::None;
    translateStoreErrors([&] {
      r = journal_->commit(b.storedId, b.clock, at,
                           boost::posix_time::microsec_clock::universal_time(), fn);
    });
    return r;
  }

  void newGame(std::size_t i, Ms at) {
    Board& b = hall_[i];
    b.clock = GameClock(settings_);
    ++b.game;
    if (journal_)
      translateStoreErrors([&] {
        b.storedId = journal_->createClock(b.game, static_cast<int>(i) + 1, settings_,
                                           boost::posix_time::microsec_clock::universal_time());
      });
    command(i, at, [at](GameClock& c) { return c.start(at); });
    b.delivered = at;
    b.nextMove = at + think();
  }

  void wake(Stats& stats) {
    const std::int64_t us = elapsedUs();
    const Ms now = us / 1000;
    const std::vector<std::size_t> due = queue_.popDue(now);
    // Calls first, for every due board: the voice never waits for a disk write.
    for (std::size_t i : due) {
      Board& b = hall_[i];
      for (const ClockEvent& e : b.clock.eventsIn(b.delivered, now)) {
        const std::int64_t late = us - e.at * 1000;
        (e.type == ClockEventType::Flag ? stats.flagLateUs : stats.callLateUs).push_back(late);
      }
      b.delivered = now;
    }
    // Then what changes the journal. With --store the wake's events are committed together (one
    // fsync per wake, a group commit) before anything is shown or acted on beyond this wake.
    auto changes = [&] {
      for (std::size_t i : due) act(i, now, stats);
    };
    if (store_)
      translateStoreErrors([&] { store_->transaction(changes); });
    else
      changes();
  }

  void act(std::size_t i, Ms now, Stats& stats) {
    Board& b = hall_[i];
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
      b.nextMove = now + think();
    }
    reschedule(i);
  }

  GameSettings settings_;
  std::mt19937 rng_;
  DeadlineQueue queue_;
  std::vector<Board> hall_;
  std::unique_ptr<db::EventStore> store_;
  std::unique_ptr<db::ClockJournalStore> journal_;
  SteadyClock::time_point t0_ = SteadyClock::now();
};

void printRunFigures(int boards, int seconds, const GameSettings& settings, const Stats& stats,
                     double cpu, double wall) {
  out(CliWords::tr("%1 boards, %2 s real time, control %3", "bench.clock.run")
          .arg(boards)
          .arg(seconds)
          .arg(wording::TimeControlText::describe(settings.black)));
  out(CliWords::tr("delivered: %1 calls, %2 flags; %3 moves, %4 wake-ups, %5 games restarted",
                   "bench.clock.counts")
          .arg(static_cast<qint64>(stats.callLateUs.size()))
          .arg(static_cast<qint64>(stats.flagLateUs.size()))
          .arg(stats.moves)
          .arg(stats.wakes)
          .arg(stats.restarts));
  printLateness(
      CliWords::tr("call lateness: mean %1 ms, p99 %2 ms, worst %3 ms", "bench.clock.late-calls"),
      stats.callLateUs);
  printLateness(
      CliWords::tr("flag lateness: mean %1 ms, p99 %2 ms, worst %3 ms", "bench.clock.late-flags"),
      stats.flagLateUs);
  out(CliWords::tr("CPU: %1 s user+system over %2 s wall = %3 % of one core", "bench.clock.cpu")
          .arg(QString::number(cpu, 'f', 3), QString::number(wall, 'f', 3),
               QString::number(100.0 * cpu / wall, 'f', 2)));
}

// Reopens the file and rebuilds every running clock from the journal, timed.
void benchRecovery(const std::string& storePath, SteadyClock::time_point t0) {
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
  out(CliWords::tr("recovery: reopened and rebuilt %1 running clocks from %2 journal rows in %3 ms",
                   "bench.clock.recovery")
          .arg(static_cast<qint64>(running))
          .arg(rows)
          .arg(QString::number(ms, 'f', 1)));
}

void runBench(int boards, int seconds, const std::string& spec, unsigned seed,
              const std::string& storePath) {
  auto parsed = parseSpec(spec);
  if (auto* e = std::get_if<SpecError>(&parsed))
    throw CliError(CliWords::tr("bad time control '%1': %2", "bench.clock.bad-spec")
                       .arg(QString::fromStdString(spec), QString::fromStdString(e->detail)));
  const GameSettings settings = GameSettings::same(std::get<ClockSettings>(parsed));
  ClockHall hall(settings, boards, seed, storePath);
  const double cpu0 = cpuSeconds();
  const Stats stats = hall.run(static_cast<Ms>(seconds) * kSecond);
  const double wall = static_cast<double>(hall.elapsedUs()) / 1e6;
  printRunFigures(boards, seconds, settings, stats, cpuSeconds() - cpu0, wall);
  if (!hall.stored()) return;
  hall.dropStore();
  benchRecovery(storePath, hall.start());
}

// What `tengen bench clock` is told.
struct ClockBenchOptions {
  int boards = 500;
  int seconds = 25;
  std::string control = "fast:3s+2x10s";
  unsigned seed = 1;
  std::string storePath;
};

void registerBenchClockCommands(CLI::App& app) {
  const auto [cmd, o] = addBenchCommand<ClockBenchOptions>(
      app, "clock",
      CliWords::tr("run many boards' clocks in real time with one scheduler", "bench.clock.help"),
      [](const ClockBenchOptions& told) {
        runBench(told.boards, told.seconds, told.control, told.seed, told.storePath);
      });
  addOption(cmd, "--boards", o->boards, CliWords::tr("number of boards", "bench.clock.boards"), 1,
            100000);
  addOption(cmd, "--seconds", o->seconds,
            CliWords::tr("length of the real-time run in seconds", "bench.clock.seconds"), 1, 3600);
  addOption(cmd, "--control", o->control,
            CliWords::tr("time control of every board (short, so calls and flags happen)",
                         "bench.clock.control"));
  addOption(cmd, "--seed", o->seed,
            CliWords::tr("seed of the players' thinking times", "bench.clock.seed"));
  addOption(cmd, "--store", o->storePath,
            CliWords::tr("new event file: journal every clock event there before acting on "
                         "it, then measure recovery",
                         "bench.clock.store"));
}

const CommandRegistration kCommands{90, registerBenchClockCommands};

}  // namespace
}  // namespace tengen::cli
