#pragma once
// The weight OpenGotha gives a pair (its Tournament.costValue), criterion by criterion, under
// OpenGotha's parameter names, and the game it would make of the pair (handicap and colours).
// Orders of magnitude with its defaults: avoid duplicates 5e14 > score difference 1e11 (concave
// in the group distance) and geography (up to 1e11 in McMahon) > draw-up/draw-down 1e8 > seeding
// 5e6 > white/black balance 1e6 > random (0 unless set).

#include <cstdint>
#include <vector>

#include "pairing/draw.h"
#include "pairing/opengotha_state.h"

namespace tengen::pairing {

// The profile's criteria (CriterionWeight::criterion), coded by OpenGotha's parameter names.
inline constexpr DrawCriterion kOgBase = DrawCriterion::OgBase;  // a pair always weighs > 0
inline constexpr DrawCriterion kOgDuplicates = DrawCriterion::OgDuplicates;
inline constexpr DrawCriterion kOgRandom = DrawCriterion::OgRandom;
inline constexpr DrawCriterion kOgBalance = DrawCriterion::OgBalance;
inline constexpr DrawCriterion kOgCategories = DrawCriterion::OgCategories;
inline constexpr DrawCriterion kOgScore = DrawCriterion::OgScore;
inline constexpr DrawCriterion kOgDudd = DrawCriterion::OgDudd;
inline constexpr DrawCriterion kOgSeeding = DrawCriterion::OgSeeding;
inline constexpr DrawCriterion kOgHandicap = DrawCriterion::OgHandicap;
inline constexpr DrawCriterion kOgGeo = DrawCriterion::OgGeo;

// The weight of the pair (a, b): indexes into state.players, a before b in OpenGotha's list
// (OpenGothaPlayerState::order; the seeding's split-and-random draw is not symmetric). `criteria`,
// when given, receives each criterion's part.
std::int64_t openGothaWeight(const OpenGothaState& state, const OpenGothaParams& params, int a,
                             int b, std::vector<CriterionWeight>* criteria = nullptr);
// An upper bound of openGothaWeight over pairs whose groups are `groupDistance` apart, never
// growing with the distance (the matching's certificate prunes with it).
std::int64_t openGothaWeightBound(const OpenGothaState& state, const OpenGothaParams& params,
                                  int groupDistance);

// OpenGotha's deterministic random in [0, max] from the two names (Pairing.detRandom): the same
// pair in the other order gives max minus the value.
std::int64_t openGothaDetRandom(std::int64_t max, const OpenGothaPlayerState& a,
                                const OpenGothaPlayerState& b);

// The random criterion when the file says paiBaDeterministic=false. OpenGotha then draws
// Math.random() in [0, max] for each pair; here the draw's seed (passed in, stored with the
// round) and the pair's ids give that number, uniform in [0, max] and the same in either order,
// so that a stored round can be explained and drawn again from its seed. OpenGotha keeps its
// deterministic random for the colours and for split-and-random seeding; so does the profile.
std::int64_t openGothaSeededRandom(std::int64_t max, std::uint64_t seed,
                                   const OpenGothaPlayerState& a, const OpenGothaPlayerState& b);

// The game OpenGotha makes of a pair: handicap stones from the ranks (or MMS) capped at
// hdNoHdRankThreshold, less hdCorrection, at most hdCeiling, the stronger White; an even game
// gives Black to the one who had White more often, else the deterministic random decides.
struct OpenGothaGame {
  int white = 0, black = 0;  // indexes into state.players
  int handicap = 0;
  ColourMethod colours = ColourMethod::Balance;
};
OpenGothaGame openGothaGame(const OpenGothaState& state, const OpenGothaParams& params, int a,
                            int b);

}  // namespace tengen::pairing
