#pragma once
// A tournament generator for benchmarks, tests and `tengen simulate`: random players (ranks,
// clubs, countries, birth dates) and random results where the stronger player wins more often.
// Deterministic from the seed.

#include <cstdint>
#include <random>
#include <vector>

#include "pairing/draw.h"

namespace tengen::pairing {

// n players with ids firstId.. (0 leaves ids at 0 for the store to assign).
std::vector<Player> generatePlayers(int n, std::uint64_t seed, PlayerId firstId = 1);

// A random finished result for the game: the stronger (by rank, handicap counted) wins ~70%.
Result randomResult(const Game& game, const Player& black, const Player& white,
                    std::mt19937_64& rng);

// Fills every game of the round with a random result.
void playRound(Round& round, const std::vector<Player>& players, std::mt19937_64& rng);

}  // namespace tengen::pairing
