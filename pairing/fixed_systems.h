#pragma once
// Systems whose schedule is fixed in advance: round robin (Berger tables) and knockout (seeded
// bracket). Both take the same DrawInput as the Swiss and McMahon draw.

#include <vector>

#include "pairing/draw.h"

namespace tengen::pairing {

// Players in seeding order: strength desc, rating desc, id asc.
std::vector<PlayerId> seedingOrder(const std::vector<Player>& players);

// Berger schedule for `count` players (odd: one more, the bye): for each round (0-based) the
// pairs (white index, black index) into the seeding order; index == count is the bye.
std::vector<std::vector<std::pair<int, int>>> bergerTables(int count);

// Bracket positions for a power of two: seeds 1..size in the order they appear (1, 8, 4, 5, ...).
std::vector<int> bracketOrder(int size);

DrawOutcome drawRoundRobin(const DrawInput& input);
DrawOutcome drawKnockout(const DrawInput& input);

}  // namespace tengen::pairing
