#pragma once
// Nigiri (猜先) as done at the board (rules digest, 2002 §10): the higher-ranked player (equal
// ranks: the older one) takes a handful of white stones unseen; the other shows one black stone
// ("odd: I take Black") or two ("even: I take Black"); the white stones are counted. A right
// guess gives the guesser Black, a wrong one White.

#include <optional>
#include <string>

#include "pairing/player.h"

namespace tengen::pairing {

enum class NigiriGuess { Odd, Even };

struct NigiriOutcome {
  PlayerId black = 0;
  PlayerId white = 0;
  bool guessRight = false;
};

// Who should hold the stones: the higher rank; equal ranks: the older (born earlier); nullopt
// when equal ranks and the birth dates do not decide (either may hold).
std::optional<PlayerId> nigiriHolder(const Player& a, const Player& b);

// Colours from a recorded nigiri; `holder` must be a or b and count must be at least 1.
std::optional<NigiriOutcome> nigiri(const Player& a, const Player& b, PlayerId holder,
                                    NigiriGuess guess, int count);

}  // namespace tengen::pairing
