#pragma once
// What one game gives one of its players, in half points: win 2, jigo 1, loss 0 (both win: 2
// each; both lose and unplayed: 0; no result yet: 0). The draw's standings and OpenGotha's view
// of a player both count scores this way.

#include <optional>

#include "pairing/result.h"

namespace tengen::pairing {

int gameHalfPoints(const std::optional<Result>& result, bool black);

}  // namespace tengen::pairing
