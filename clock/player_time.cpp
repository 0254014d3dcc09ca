#include "clock/player_time.h"

#include <algorithm>

namespace tengen::clock {

PlayerTime PlayerTime::initial(const ClockSettings& s) {
  PlayerTime t;
  t.main = s.main;
  t.periodsLeft = s.periodCount();
  t.periodLeft = s.periods.empty() ? 0 : s.period(t.periodsLeft).length;
  t.overtime = s.main == 0 && !s.periods.empty();
  t.delayLeft = s.delay;
  return t;
}

Consumed charge(PlayerTime& t, const ClockSettings& s, Ms ms) {
  Consumed c;
  Ms passed = 0;
  if (!t.overtime) {
    if (ms < t.main) {
      t.main -= ms;
      return c;
    }
    ms -= t.main;
    passed += t.main;
    t.main = 0;
    if (t.periodsLeft <= 0) {
      t.flagged = true;
      c.flagged = true;
      c.flagAfter = passed;
      return c;
    }
    t.overtime = true;
    c.enteredOvertime = true;
    t.periodMoves = 0;
  }
  for (;;) {
    if (ms < t.periodLeft) {
      t.periodLeft -= ms;
      return c;
    }
    ms -= t.periodLeft;
    passed += t.periodLeft;
    --t.periodsLeft;
    ++c.periodsUsed;
    t.periodMoves = 0;
    if (t.periodsLeft <= 0) {
      t.periodsLeft = 0;
      t.periodLeft = 0;
      t.flagged = true;
      c.flagged = true;
      c.flagAfter = passed;
      return c;
    }
    t.periodLeft = s.period(t.periodsLeft).length;
  }
}

Consumed consume(PlayerTime& t, const ClockSettings& s, Ms ms) {
  const Ms free = std::min(t.delayLeft, ms);
  t.delayLeft -= free;
  Consumed c = charge(t, s, ms - free);
  c.flagAfter += free;
  return c;
}

void commitMove(PlayerTime& t, const ClockSettings& s) {
  ++t.moves;
  if (t.overtime && t.periodsLeft > 0) {
    const Period& p = s.period(t.periodsLeft);
    if (++t.periodMoves >= p.moves) {
      t.periodLeft = p.length + (p.carry ? t.periodLeft : 0);
      t.periodMoves = 0;
    }
  } else if (!t.overtime && s.increment > 0) {
    t.main += s.increment;
    if (s.cap) t.main = std::min(t.main, std::max(*s.cap, t.main - s.increment));
  }
}

void beginTurn(PlayerTime& t, const ClockSettings& s) {
  t.delayLeft = s.delay;
}

Consumed addTime(PlayerTime& t, const ClockSettings& s, Ms amount) {
  if (amount < 0) return charge(t, s, -amount);
  if (t.overtime)
    t.periodLeft += amount;
  else
    t.main += amount;
  return {};
}

void setPeriods(PlayerTime& t, const ClockSettings& s, int periods) {
  if (s.periods.empty()) return;
  periods = std::max(periods, t.overtime ? 1 : 0);
  t.periodsLeft = periods;
  if (periods == 0) {
    t.periodLeft = 0;
    return;
  }
  const Ms length = s.period(periods).length;
  t.periodLeft = t.overtime ? std::min(t.periodLeft, length) : length;
  if (!t.overtime) t.periodMoves = 0;
}

}  // namespace tengen::clock
