#pragma once
// The board clocks in the event store: each clock's settings and its journal, one row per event,
// written before a command is acknowledged; and recovery after a crash or kill: every clock that
// was running is rebuilt from its journal, with the gap charged to the player to move.

#include <boost/date_time/posix_time/ptime.hpp>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "clock/game_clock.h"
#include "clock/time_check.h"
#include "db/store/event_store.h"

namespace tengen::db {

// Which clock: its row (clock_game.id) and the game it times, by round and board.
struct BoardClockKey {
  std::int64_t id = 0;
  int round = 0;
  int board = 0;
};

struct StoredClock : BoardClockKey {
  clock::GameSettings settings;
  clock::Journal journal;
};

// A running clock brought back after a restart. New events go on the journal's time line:
// journal time = monotonic now + check.offset. The gap (check.gap) is already on the clock of
// `charged`; the referee confirms it or adjusts it with an arbiter event (journalled).
struct RecoveredClock : BoardClockKey {
  clock::GameClock clock;
  clock::TimeCheck check;
  clock::Player charged = clock::Player::Black;
};

class ClockJournalStore {
 public:
  explicit ClockJournalStore(EventStore& store) : store_(store) {}

  // Creates the clock of a board in a round; refuses (Invalid) a second one or unusable settings.
  std::int64_t createClock(int round, int board, const clock::GameSettings& settings,
                           boost::posix_time::ptime nowUtc);
  std::optional<std::int64_t> clockId(int round, int board) const;
  std::vector<std::int64_t> clockIds() const;
  // Journal rows of every clock of the event.
  std::int64_t eventCount() const;
  StoredClock load(std::int64_t clockId) const;
  // Inside a transaction: makes the other writers of this clock's journal wait until the
  // transaction ends (PostgreSQL: a lock per clock; SQLite: the write lock already does it).
  void lock(std::int64_t clockId);
  // Appends events after the stored ones, in one transaction; returns once committed.
  void append(std::int64_t clockId, const std::vector<clock::JournalEvent>& events);

  // Runs `command` on `clock` (whose journal matches the stored one) and stores every event it
  // journalled (a flag that fell due included) before returning: the return is the
  // acknowledgement. Events get their UTC from (nowMono, nowUtc). If storing fails the clock is
  // rebuilt from the store and the error rethrown, so memory never runs ahead of the disk.
  clock::Refusal commit(std::int64_t clockId, clock::GameClock& clock, clock::Ms nowMono,
                        boost::posix_time::ptime nowUtc,
                        const std::function<clock::Refusal(clock::GameClock&)>& command);

  // Every started clock whose game is not over, rebuilt from its journal, with the time check
  // against the last event (reboot: new time line; a large wall-vs-monotonic gap: slept).
  std::vector<RecoveredClock> recover(clock::Ms nowMono, boost::posix_time::ptime nowUtc) const;

 private:
  // PostgreSQL: the rows in one statement, numbered after the journal's last (under the clock's
  // lock in append's transaction, or as append's unlocked first try).
  void insertAfterLast(std::int64_t clockId, const std::vector<clock::JournalEvent>& events);

  EventStore& store_;
};

}  // namespace tengen::db
