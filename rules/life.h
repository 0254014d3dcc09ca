#pragma once
// Benson's unconditional life (D. B. Benson, "Life in the game of Go", 1976): the chains of a
// colour that cannot be captured even if their owner passes every move, and the small regions
// they enclose, where the opponent can never make an eye. The one judgement of life and death
// in Tengen that is certain; everything else is a proposal (dead_stone_proposal.h).

#include <array>

#include "rules/board.h"

namespace tengen::rules {

struct UnconditionalLife {
  // Per padded point: a stone of an unconditionally alive chain of the colour.
  std::array<bool, kMaxArea> alive{};
  // Per padded point: inside a region enclosed by those chains alone in which every empty point
  // is a liberty of one of them (empty points and the opponent's stones there).
  std::array<bool, kMaxArea> secure{};
};

// Benson's algorithm for colour c: regions are the maximal connected sets of points not of
// colour c; a region is vital to a chain when all its empty points are liberties of that chain.
// Repeatedly drop chains with fewer than two vital regions and regions touching a dropped chain.
UnconditionalLife unconditionalLife(const Board& board, Color c);

}  // namespace tengen::rules
