#pragma once
// Runs a clock on virtual time for a list of moves: what `tengen clock simulate` prints and what
// tests compare against.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "clock/game_clock.h"

namespace tengen::clock {

struct SimMove {
  Ms spent = 0;       // thinking time of this move
  bool pass = false;  // a pass instead of a stone
};

// "30 12.5 p4 61": seconds per move from Black on, `p` before a number = a pass. std::nullopt
// and the bad token in `bad` if a token is not a number of seconds.
std::optional<std::vector<SimMove>> parseMoves(std::string_view text, std::string* bad = nullptr);

// Every event in order: the calls and period changes as they fall, each move (type Move, with
// the mover's clock after it), and the flag, after which the simulation stops.
std::vector<ClockEvent> simulate(const GameSettings& settings, const std::vector<SimMove>& moves);

}  // namespace tengen::clock
