#pragma once
// Noticing that the computer slept while clocks ran, and journalling it once per board. Monotonic
// time stands still in suspend while wall time goes on: two successive readings of both tell it
// (clock::compareTimelines). The board clock window and the clock wall watch the same way; a
// sleep is journalled as a Note (NoteKind::Slept) on a board unless a watcher of the same computer
// journalled it there first.

#include <optional>
#include <vector>

#include "clock/game_clock.h"
#include "clock/time_check.h"
#include "db/service/clock_wall.h"

namespace tengen::db {

// Successive readings of this process's monotonic and wall clocks.
class SleepWatch {
 public:
  explicit SleepWatch(const ClockNow& first) : last_(first) {}
  // Compares `now` with the previous reading, then keeps `now`: the check when the computer slept
  // in between (wall time ran ahead of monotonic time beyond the tolerance), else nullopt.
  std::optional<clock::TimeCheck> read(const ClockNow& now);
  // The previous reading (before read(), the instant a sleep started after).
  const ClockNow& last() const { return last_; }

 private:
  ClockNow last_;
};

// True when `journal` has an event stamped after `since` (wall time): something was journalled
// after the reading `since` (the sleep's note by another watcher, or a command after the wake-up,
// which a window on this computer journals after the sleep's note).
bool journalledSince(const clock::Journal& journal, const boost::posix_time::ptime& since);

// Journals a sleep of `asleep` ms, noticed at `now` after the reading `before`, on the stored
// clock `clockId` whose journal time is monotonic + `offset`, if it ran through the sleep: it is
// running and nothing was journalled after `before` (so it ran from then on, and no other watcher
// has noted this sleep yet). `clock` is brought up to the stored journal either way. Returns true
// when a note was written. Throws StoreError.
bool journalSleep(EventStore& store, std::int64_t clockId, clock::GameClock& clock,
                  clock::Ms offset, const ClockNow& before, const ClockNow& now, clock::Ms asleep);

// The clock wall's part: after a sleep it noticed (`before` the reading before, `now` after), every
// running board of `boards` gets the note (journalSleep: once per board) and is marked to check
// (sleptUnconfirmed). Returns how many notes were written. Throws StoreError.
int noteWallSleep(EventStore& store, std::vector<WallBoard>& boards, const ClockNow& before,
                  const ClockNow& now, clock::Ms asleep);

}  // namespace tengen::db
