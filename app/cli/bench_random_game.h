#pragma once
// What the rules benchmarks share: random self-play games and a CPU-time clock, so figures are
// per core whatever else the machine runs.

#include <chrono>
#include <cstdint>
#include <vector>

#include "rules/game.h"

namespace tengen::cli {

// A random game that fills the board the way self-play does: random legal moves that do not fill
// the mover's own single-point eyes, until both pass. Deterministic for a seed.
std::vector<rules::Move> randomGame(std::uint64_t seed, const rules::RuleSet& rules, int size = 19);

// CPU time of this thread.
struct CpuClock {
  using duration = std::chrono::nanoseconds;
  static duration now();
};
double seconds(CpuClock::duration d);

}  // namespace tengen::cli
