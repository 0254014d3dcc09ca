#pragma once
// Shared helpers of the pairing system tests: tournaments played round by round.

#include <cstdint>
#include <functional>
#include <vector>

#include "pairing/draw.h"

namespace tengen::test {

struct Tournament {
  pairing::DrawInput input;  // input.previous grows round by round
  std::vector<pairing::Round> rounds;
};

// Best total weight of a perfect matching over n <= 16 nodes by dynamic programming over subsets
// (nullopt: none). weight(u, v) returns pairing::kForbidden for a pair that may not play.
std::optional<std::int64_t> bruteForceMatching(int n,
                                               const std::function<std::int64_t(int, int)>& weight);

}  // namespace tengen::test
