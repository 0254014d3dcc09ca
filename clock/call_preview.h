#pragma once
// What the referee's voice will say under a time control, for a director choosing one: the calls
// of main time, of a period that is not the last, and of the final stretch that ends with the
// flag. Computed by running the engine on virtual time (one player thinking until the flag), so
// the preview is exactly what the hall will hear.

#include <vector>

#include "clock/settings.h"
#include "clock/timeline.h"

namespace tengen::clock {

struct CallPreview {
  std::vector<ClockEvent> mainTime;      // calls while main time runs (periods follow it)
  std::vector<ClockEvent> period;        // one period that is not the last (empty if none)
  std::vector<ClockEvent> finalStretch;  // the last period (or main time without periods) to
                                         // the flag, which is its last event
};

// Black's calls when Black thinks from the start until the flag. `at` of every event is counted
// from the start of its stretch (the period or main time it belongs to), not of the game.
CallPreview previewCalls(const ClockSettings& settings);

}  // namespace tengen::clock
