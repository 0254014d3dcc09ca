#pragma once
// The only place that includes LEMON (Debian liblemon-dev 1.3.1). LEMON's graph maps use
// std::allocator::construct/destroy, which C++20 removed, so lemon_matching.cpp is compiled as
// C++17 and this interface stays plain (valid in both).

#include <cstdint>
#include <utility>
#include <vector>

namespace tengen::pairing::lemon_bridge {

// A maximum-weight perfect matching with its dual solution (LEMON's MaxWeightedPerfectMatching).
struct PerfectMatching {
  bool perfect = false;     // false: the graph has no perfect matching
  std::vector<int> mate;    // mate[u]
  std::int64_t weight = 0;  // total weight
  int dualScale = 1;        // duals are scaled by this (4 for integer weights)
  std::vector<std::int64_t> nodePotential;
  std::vector<std::int64_t> blossomPotential;  // > 0 only
  std::vector<std::vector<int>> blossomNodes;  // nodes of each blossom (laminar family)
};

PerfectMatching maxWeightPerfectMatching(int n, const std::vector<std::pair<int, int>>& edges,
                                         const std::vector<std::int64_t>& weights);

// A maximum-cardinality matching (LEMON's MaxMatching) and the players it cannot always match:
// unmatched ones and the "even" side of the Gallai-Edmonds decomposition.
struct CardinalityMatching {
  int size = 0;
  std::vector<int> mate;        // -1 when unmatched
  std::vector<bool> deficient;  // not matched in every maximum matching
};

CardinalityMatching maxCardinalityMatching(int n, const std::vector<std::pair<int, int>>& edges);

}  // namespace tengen::pairing::lemon_bridge
