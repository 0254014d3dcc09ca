#pragma once
// The "opengotha" draw profile (DrawProfile::OpenGotha): Swiss and McMahon rounds drawn the way
// OpenGotha 3.51 draws them, with its weights (opengotha_weights.h) over its view of the players
// (opengotha_state.h), its bye choice and its colours, from settings.openGotha. Unlike OpenGotha,
// which pairs a field above 600 players in pieces, the draw stays one exact maximum-weight
// matching over the whole field (matching.h).

#include "pairing/draw.h"

namespace tengen::pairing {

// The draw of input.round (Swiss or McMahon) by the profile.
DrawOutcome drawOpenGotha(const DrawInput& input);

// OpenGotha's bye: the player with the least rank + McMahon score (twice its value) + 1 000 per
// bye already had; on a tie, the last of them in
// the standings before the round (OpenGotha's list order). Ids that are not players are skipped.
PlayerId openGothaByePlayer(const DrawInput& input, const std::vector<PlayerId>& candidates);

}  // namespace tengen::pairing
