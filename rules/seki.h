#pragma once
// Seki (双活) on a final position whose dead stones are removed: chains that live only because
// neither side can fill a shared liberty. Territory counting gives their eyes and shared points
// to nobody; area counting needs no seki (each side's stones count, the shared points are dame).

#include <array>
#include <vector>

#include "rules/board.h"

namespace tengen::rules {

struct SekiFinding {
  std::vector<Loc> stones;                   // every stone of the chains in seki, in board order
  std::array<bool, kMaxArea> chain{};        // per padded point: a stone of a chain in seki
  std::array<bool, kMaxArea> sharedPoint{};  // per padded point: a liberty neither side can fill
  // Per padded point: a stone of a group dead as bent four in the corner (bent_four.h), which
  // looks like seki and is not.
  std::array<bool, kMaxArea> bentFourDead{};
};

// The chains in seki: marked by the referee (`marks`, each naming its chain), and found:
//  1. a shared liberty (next to both colours) that either side filling would be suicide or
//     self-atari capturing nothing (two eyeless groups, eye against eye, and the like), with no
//     unconditionally alive chain (Benson, life.h) beside it: a pass-alive chain is never in seki
//     and the stones it touches are simply short of liberties; nor a chain of a bent four in the
//     corner (bent_four.h), dead under the Japanese 1989 rules;
//  2. every chain of the same colour joined to a seki chain through an eye (an empty region only
//     that colour borders, a false eye too), unless that chain is unconditionally alive: the eye
//     of a group in seki is not territory (one real eye and a false eye, hanezeki's eyes).
SekiFinding findSeki(const Board& board, const std::vector<Loc>& marks = {});

}  // namespace tengen::rules
