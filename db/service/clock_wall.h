#pragma once
// The clock wall: every board of a round with its clock rebuilt from the stored journal, read at
// one "now". Nothing here writes; each board's journal time line is continued from its last event
// (the monotonic clock restarts at a reboot: clock::compareTimelines).

#include <boost/date_time/posix_time/ptime.hpp>
#include <optional>
#include <string>
#include <vector>

#include "clock/game_clock.h"
#include "clock/time_check.h"
#include "db/service/clock_flag.h"
#include "db/store/event_store.h"

namespace tengen::db {

// Monotonic and wall time read together: what every clock command and reading is given.
struct ClockNow {
  clock::Ms mono = 0;
  boost::posix_time::ptime utc;
};

// How `journal` continues at `now`: journal time = now.mono + check.offset (offset 0 and no gap for
// an empty journal).
clock::TimeCheck continueTimeline(const clock::Journal& journal, const ClockNow& now);

struct WallBoard {
  int board = 0;
  pairing::PlayerId black = 0;
  pairing::PlayerId white = 0;
  std::optional<pairing::Result> result;
  std::optional<std::int64_t> clockId;    // none: the board has no clock yet
  std::optional<clock::GameClock> clock;  // rebuilt from the journal
  clock::TimeCheck check;                 // journal time = monotonic + check.offset
  // The computer slept while the clock ran (ms asleep) and no referee has confirmed it since.
  std::optional<clock::Ms> sleptUnconfirmed;
  std::optional<FlagRecord> flagRecorded;  // the wall recorded this board's flag (reportWallFlags)
  std::optional<std::string> voice;  // the board's own voice language (db/store/clock_voice.h)

  clock::Ms journalTime(clock::Ms mono) const { return mono + check.offset; }
};

// The round's boards in board order (throws StoreError NoSuchRound).
std::vector<WallBoard> loadClockWall(EventStore& store, int round, const ClockNow& now);

// The time asleep of the journal's last Slept note when no Confirmed note or arbiter Adjust
// followed it (the referee has not looked at the clock since).
std::optional<clock::Ms> unconfirmedSleep(const clock::Journal& journal);

// Reports the flags that have fallen on `boards` (read at monotonic `nowMono`) to the desk: each
// board whose clock shows a fallen flag (journalled or due) and whose game has no result yet gets
// its loss on time recorded (recordClockFlag: idempotent, a result entered since is kept), so the
// result and the ledger entry exist even when no board clock window is open. Fills in the boards'
// result and flagRecorded; returns how many were written. Nothing is journalled on the clocks (the
// wall does not write journals). Throws StoreError (LedgerError) like recordFlag.
int reportWallFlags(EventStore& store, int round, std::vector<WallBoard>& boards,
                    clock::Ms nowMono);

// The earliest instant (monotonic) after `now` at which some board's reading changes: a call, a
// period used, a flag, or the displayed second (tenth in the last 10 s) of a running clock.
std::optional<clock::Ms> nextWallChange(const std::vector<WallBoard>& boards, clock::Ms nowMono);

// When the shown value of a running `left` (ms) changes next, counted from now: whole seconds,
// tenths in the last 10 s (never 0 while time remains: the shown value rounds up).
clock::Ms untilDisplayChange(clock::Ms left);

}  // namespace tengen::db
