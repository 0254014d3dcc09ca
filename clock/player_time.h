#pragma once
// One player's time as plain arithmetic: how running the clock, making a move and the arbiter's
// changes act on it. No notion of "now": GameClock feeds it elapsed milliseconds.

#include "clock/settings.h"

namespace tengen::clock {

struct PlayerTime {
  Ms main = 0;            // main time left
  bool overtime = false;  // main time is spent; the periods run
  int periodsLeft = 0;    // periods left, the current one included
  Ms periodLeft = 0;      // time left in the current period
  int periodMoves = 0;    // moves made in the current period
  Ms delayLeft = 0;       // Bronstein delay left in this turn
  int moves = 0;          // moves (and passes) made
  bool flagged = false;

  // The time at the start of a game with these settings.
  static PlayerTime initial(const ClockSettings& s);
};

struct Consumed {
  bool flagged = false;
  Ms flagAfter = 0;     // when flagged: how far into the run the flag fell
  int periodsUsed = 0;  // periods used up during the run
  bool enteredOvertime = false;
};

// Runs the player's clock for `ms` of thinking (delay first, then main, then periods; reaching a
// period's end exactly uses it; running out of the last period, or of main time without periods,
// flags). Precondition: !t.flagged, ms >= 0.
Consumed consume(PlayerTime& t, const ClockSettings& s, Ms ms);
// The same without the Bronstein delay (lateness, an arbiter's deduction).
Consumed charge(PlayerTime& t, const ClockSettings& s, Ms ms);
// A move (or pass) was committed: counts the quota, restarts the period when it is met, adds the
// Fischer increment.
void commitMove(PlayerTime& t, const ClockSettings& s);
// The player's turn begins: the Bronstein delay is fresh.
void beginTurn(PlayerTime& t, const ClockSettings& s);
// Arbiter: adds time (to the current period in overtime, else to main); a negative amount is
// charged like thinking time and may flag.
Consumed addTime(PlayerTime& t, const ClockSettings& s, Ms amount);
// Arbiter: sets the number of periods left (>= 1 with periods; 0 only in main time).
void setPeriods(PlayerTime& t, const ClockSettings& s, int periods);

}  // namespace tengen::clock
