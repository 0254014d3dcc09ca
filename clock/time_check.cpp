#include "clock/time_check.h"

#include <algorithm>

namespace tengen::clock {

TimeCheck compareTimelines(Ms lastMono, Ms lastWall, Ms nowMono, Ms nowWall, Ms tolerance) {
  TimeCheck c;
  const Ms wall = std::max<Ms>(0, nowWall - lastWall);
  if (nowMono < lastMono) {
    // A new boot: continue the journal's time line from wall time.
    c.rebooted = true;
    c.gap = wall;
    c.offset = lastMono + wall - nowMono;
    return c;
  }
  c.gap = nowMono - lastMono;
  c.slept = wall - c.gap > tolerance;
  if (c.slept) c.asleep = wall - c.gap;
  return c;
}

}  // namespace tengen::clock
