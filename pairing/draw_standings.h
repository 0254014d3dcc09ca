#pragma once
// Inside the draw: what the standings before a round are built from (the public standings() and
// mcmahonStart() are in draw.h).

#include <vector>

#include "pairing/draw.h"

namespace tengen::pairing::swiss_draw {

// McMahon groups players by MMS, every other system by score.
bool usesMms(const Event& e);
// The rounds before input.round, in round order.
std::vector<const Round*> roundsBefore(const DrawInput& in);

}  // namespace tengen::pairing::swiss_draw
