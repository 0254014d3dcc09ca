#pragma once
// One board's clock as a board clock window runs it: read back from the store (or new, with the
// event's settings, stored at its first command), every command committed to the journal before
// it returns (crash-proof: reopening resumes from the journal, the gap on the player to move), and
// a flag fall recorded as the game's loss on time with its ledger entry (recordFlag, once).

#include <functional>
#include <optional>

#include "clock/game_clock.h"
#include "db/service/clock_flag.h"
#include "db/service/clock_sleep.h"
#include "db/service/clock_wall.h"

namespace tengen::db {

class BoardClockSession {
 public:
  // A command on the clock at journal instant `at`.
  using Command = std::function<clock::Refusal(clock::GameClock&, clock::Ms at)>;

  // Loads the board's clock; without a stored one, a new clock with `settingsIfNew` (nullopt: the
  // event has no usable time control, and the session refuses commands until one is stored). A
  // stored clock that flagged before a crash gets its flag recorded now; a running one reopened
  // after an ordinary close gets a Note (NoteKind::Reopened), so that a crash of this session is
  // told from the close before it.
  BoardClockSession(EventStore& store, int round, int board,
                    std::optional<clock::GameSettings> settingsIfNew, const ClockNow& now);

  int round() const { return round_; }
  int board() const { return board_; }
  bool usable() const { return clock_.has_value(); }
  bool stored() const { return clockId_.has_value(); }
  // Precondition: usable().
  const clock::GameClock& clock() const { return *clock_; }
  clock::Ms journalTime(clock::Ms mono) const { return mono + check_.offset; }
  // How the journal continued when the session opened (gap, reboot, sleep).
  const clock::TimeCheck& resumeCheck() const { return check_; }
  // True when the clock was running when the session opened (a reopen after a crash or close).
  bool resumedRunning() const { return resumedRunning_; }
  // True when the journal's last event is the Closed note of an ordinary close (close()): the
  // clock ran on while nobody watched it, nothing was lost.
  bool resumedAfterClose() const { return resumedAfterClose_; }
  // The referee has to check the clock on opening: it was running and either the program ended
  // without close() (a crash: the journal ends on something else) or the computer slept since.
  bool needsResumeCheck() const { return resumedRunning_ && (!resumedAfterClose_ || check_.slept); }
  // The flag recorded (by this session or before it), if the game ended on time (none when the
  // game already had another result: recordClockFlag).
  const std::optional<FlagRecord>& flag() const { return flag_; }

  // Runs `command` at `now` (after watch(now)) and stores what it journalled (creating the stored
  // clock first if needed) before returning; then records a flag that ended the game. Throws
  // StoreError.
  clock::Refusal run(const ClockNow& now, const Command& command);
  // Journals a flag that has fallen due by `now` (the window's deadline timer calls this).
  void update(const ClockNow& now);

  // Compares `now` with the previous reading (the last watch(), else the opening): when the
  // computer slept while the clock ran (monotonic time stood still, wall time went on), journals a
  // Note (NoteKind::Slept, the time asleep; not twice: journalSleep) and returns the check. Call it
  // before every command and timer reading. Throws StoreError.
  std::optional<clock::TimeCheck> watch(const ClockNow& now);

  // An ordinary close of the board clock (its window closed, the desk quitting): a running clock
  // runs on and the close is journalled as a Note (NoteKind::Closed), after a sleep's note if
  // the computer slept, so that the next opening can tell it from a crash. Nothing is journalled
  // for a clock that is not running or is already closed. Throws StoreError.
  void close(const ClockNow& now);

 private:
  void recordFlagIfFallen();

  EventStore& store_;
  int round_;
  int board_;
  std::optional<std::int64_t> clockId_;
  std::optional<clock::GameClock> clock_;
  clock::TimeCheck check_;
  bool resumedRunning_ = false;
  bool resumedAfterClose_ = false;
  std::optional<FlagRecord> flag_;
  bool flagChecked_ = false;
  SleepWatch sleepWatch_;  // the previous reading: the last watch(), else the opening
};

}  // namespace tengen::db
