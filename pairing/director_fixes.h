#pragma once
// What the director fixed before a Swiss or McMahon round is drawn (either profile): fixed pairs
// (固定对阵), played as set, and fixed tables (固定台次), a player who must sit at a given board
// (a wheelchair place, a broadcast board), given after the boards are numbered.

#include <utility>
#include <vector>

#include "pairing/draw_settings.h"
#include "pairing/game.h"

namespace tengen::pairing {

struct RoundFixedPairs {
  std::vector<std::pair<PlayerId, PlayerId>> pairs;  // in the settings' order
  std::vector<PlayerId> free;                        // the rest of `playing`, in its order
};

// The fixed pairs of `round` whose two players both play it, a player in at most one (the first
// that names them; a pair of one player with themself is ignored), and who is left to draw.
RoundFixedPairs fixedPairsOfRound(const PairingSettings& settings, int round,
                                  const std::vector<PlayerId>& playing);

// Moves the game of each fixed-table player to its board by swapping board numbers (a board
// beyond the round's games is ignored), then puts the games in board order.
void applyFixedTables(const PairingSettings& settings, Round& round);

}  // namespace tengen::pairing
