#pragma once
// Manual changes to a drawn round (a desk swapping two players, or pairing two by hand): the
// round after the change, with the handicap, komi and colours the event's rules give the changed
// boards. checkManualRound (draw.h) says what the change costs.

#include <optional>
#include <vector>

#include "pairing/draw.h"

namespace tengen::pairing {

// `round` with players a and b exchanged: each takes the other's seat (board and colour) or bye.
// nullopt when a == b or either is not in the round. Changed boards get ColourMethod::Manual and,
// in McMahon events, the handicap and komi of their new pair (the weaker player takes Black).
std::optional<Round> swapPlayers(const DrawInput& input, const Round& round, PlayerId a,
                                 PlayerId b);

// The round in which a plays b: b takes the seat of a's opponent, or, when a has the bye, a takes
// the seat of b's opponent. nullopt when a == b, either is not in the round, both have byes or
// they already play each other.
std::optional<Round> pairTogether(const DrawInput& input, const Round& round, PlayerId a,
                                  PlayerId b);

// The opponent of `player` in `round`; nullopt for a bye or a player not in the round.
std::optional<PlayerId> opponentIn(const Round& round, PlayerId player);

// The boards whose players or colours differ between two versions of a round.
std::vector<int> changedBoards(const Round& before, const Round& after);

}  // namespace tengen::pairing
