#pragma once
// Comparing the monotonic time line with wall time between two readings: after a restart, which
// time line the journal continues on and how long the gap was; while running, whether the machine
// slept (monotonic time stands still in suspend while wall time goes on).

#include "clock/time.h"

namespace tengen::clock {

struct TimeCheck {
  bool rebooted = false;  // the monotonic clock restarted (it reads earlier than the last event)
  bool slept = false;     // wall time ran ahead of monotonic time by more than the tolerance
  Ms gap = 0;             // time since the last reading, on the journal's time line
  Ms asleep = 0;          // when slept: wall time beyond monotonic time (not on the time line)
  Ms offset = 0;          // add to the monotonic clock to get the journal's time line
};

// `last*` is the last journalled event (its monotonic instant and wall time, ms since the Unix
// epoch); `now*` the readings now.
TimeCheck compareTimelines(Ms lastMono, Ms lastWall, Ms nowMono, Ms nowWall,
                           Ms tolerance = 2 * kSecond);

}  // namespace tengen::clock
