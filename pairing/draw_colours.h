#pragma once
// Inside Tengen's own draw: the handicap, colours and komi of a drawn pair.

#include <algorithm>
#include <cstdlib>
#include <random>

#include "pairing/draw_field.h"

namespace tengen::pairing::swiss_draw {

using namespace weights;

// Handicap stones between two players by MMS (half points) or rank strength, as the settings say.
inline int handicapOf(const HandicapSettings& h, int mmsA, int mmsB, int strengthA, int strengthB) {
  const int stronger = std::max(strengthA, strengthB);
  if (h.noHandicapAbove && stronger >= *h.noHandicapAbove) return 0;
  const int diff = h.fromMms ? std::abs(mmsA - mmsB) / 2 : std::abs(strengthA - strengthB);
  return std::clamp(diff - h.reduction, 0, h.ceiling);
}

// Colours, handicap and komi of one pair.
Game colourGame(const DrawInput& in, const Node& a, const Node& b, std::mt19937_64& rng);

}  // namespace tengen::pairing::swiss_draw
