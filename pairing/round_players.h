#pragma once
// Who a Swiss or McMahon round is drawn for (either profile), and the draw's failure when fewer
// than two play it.

#include <optional>
#include <vector>

#include "pairing/draw.h"

namespace tengen::pairing {

// The players who play input.round (not absent, registered in time), by id.
std::vector<PlayerId> playersOfRound(const DrawInput& input);

// NotEnoughPlayers for each of `playing` when fewer than two play `round`, else nullopt.
std::optional<NoValidPairing> tooFewPlayers(int round, const std::vector<PlayerId>& playing);

}  // namespace tengen::pairing
