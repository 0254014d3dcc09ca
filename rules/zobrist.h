#pragma once
// Zobrist keys: one random 64-bit key per (colour, point), plus side-to-move keys for situational
// superko. Fixed seed, so hashes are the same in every run.

#include <array>
#include <cstdint>

#include "rules/point.h"

namespace tengen::rules {

struct ZobristTable {
  std::array<std::uint64_t, kMaxArea> black{};
  std::array<std::uint64_t, kMaxArea> white{};
  std::uint64_t blackToMove = 0;
  std::uint64_t whiteToMove = 0;
  // The key of a stone of colour c at p; precondition: c is Black or White.
  std::uint64_t stone(Color c, Loc p) const {
    return c == Color::Black ? black[static_cast<std::size_t>(p)]
                             : white[static_cast<std::size_t>(p)];
  }
};

// The one shared table (built at compile time).
extern const ZobristTable kZobristTable;
inline const ZobristTable& zobrist() {
  return kZobristTable;
}

}  // namespace tengen::rules
