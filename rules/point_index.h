#pragma once
// What the board's algorithms (board, life, scoring, seki, bent four) ask of a point as they walk
// the padded per-point arrays: its index, and whether a colour is a stone.

#include <cstddef>

#include "rules/point.h"

namespace tengen::rules {

// A point as an index into the padded arrays a board keeps per point; precondition: p >= 0.
constexpr std::size_t locIndex(Loc p) {
  return static_cast<std::size_t>(p);
}

// Whether c is a stone (Black or White), not an empty point or the edge.
constexpr bool isStone(Color c) {
  return c == Color::Black || c == Color::White;
}

}  // namespace tengen::rules
