#pragma once
// Whether filling a point is a move a player cannot afford: the test seki and bent four in the
// corner share for the liberties of a final position.

#include "rules/board.h"

namespace tengen::rules {

// Whether c filling p is suicide or a self-atari that captures nothing.
inline bool fillIsSelfAtari(const Board& board, Color c, Loc p) {
  if (board.isSuicide(c, p)) return true;
  Board trial = board;
  const int captured = trial.play(c, p);
  return captured == 0 && trial.at(p) == c && trial.liberties(p) <= 1;
}

}  // namespace tengen::rules
