#pragma once
// Fixed tables (固定台次): a player who must sit at a given board (a wheelchair place, a
// broadcast board) gets it after the boards are numbered, whichever draw numbered them.

#include "pairing/draw_settings.h"
#include "pairing/game.h"

namespace tengen::pairing {

// Moves the game of each fixed-table player to its board by swapping board numbers (a board
// beyond the round's games is ignored), then puts the games in board order.
void applyFixedTables(const PairingSettings& settings, Round& round);

}  // namespace tengen::pairing
