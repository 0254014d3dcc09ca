#pragma once
// The criteria of Tengen's own Swiss (积分编排) and McMahon draw, as the weights of one pair in
// the one maximum-weight perfect matching over the whole field (integers, higher is better).
// Read top to bottom: each criterion outweighs everything below it within one pair, so the
// matching first avoids duplicates, then keeps scores close, and so on down to the random
// tie-break. How a pair's weight is computed from them: `draw_pair_weight.h`; the criterion
// codes a front end shows (`tengen explain`) are given beside each weight. The "opengotha"
// profile has its own weights (`opengotha_weights.h`).

#include <algorithm>
#include <cstdint>
#include <limits>

namespace tengen::pairing::weights {

// 1. avoid-duplicates (避免重复对局): a pair that has not met yet gets this (a rematch 0).
//    1e14, the base for fields up to ~20 000 players; see duplicateWeight() for bigger ones.
constexpr std::int64_t kDup = 100'000'000'000'000;

// 2. score-difference (同分组对阵): score (McMahon: MMS) difference d in half points, concave
//    over the field's range R of groups: kScore·(R−d)(2R+d)/2R². At most 1e10, equal scores.
constexpr std::int64_t kScore = 10'000'000'000;

// 3. draw-up-down (升降组): for a pair from two groups, kDudd each when the upper player was never
//    drawn down and the lower never drawn up, plus up to kDudd/2 each for the weakest of the upper
//    group and the strongest of the lower. 3e6 at most (a same-group pair gets the whole 3e6).
constexpr std::int64_t kDudd = 1'000'000;

// 4. club-country (同单位回避), the same-club weight: a pair gets geoUnit() for the club and again
//    for the country, unless the settings avoid that one and they share it; worth kGeoPlaces
//    seeding places, at most kGeoMax (1.2e5, above the whole seeding weight: in a small group it
//    always wins; in a big one it moves a partner at most ~24 places, so the optimum stays local
//    and the sparse candidate graph nearly optimal).
constexpr std::int64_t kGeoMax = 120'000;
constexpr std::int64_t kGeoPlaces = 24;

// 5. seeding (组内排位): inside a group, up to kSeed (1e5) for the ideal partner by fold or slip
//    (on a shuffled order for the first round by lot 抽签 and for split-and-random), falling by
//    kSeed / min(group, kSeedSpan) per place away from it.
constexpr std::int64_t kSeed = 100'000;
constexpr int kSeedSpan = 256;  // places over which the seeding weight falls to 0

// 6. colour-balance (黑白均衡): 2·kBal (1e4), less kBal per game (at most two) that both players
//    are off to the same side in even games: two who both had more Whites are a poor pair.
constexpr std::int64_t kBal = 5'000;

// 7. random: a tie-break below 64 from the round's seed and the pair (the same seed, the same
//    draw).
constexpr std::int64_t kRand = 64;

// The club-country weight of one avoided criterion between groups of these sizes.
inline std::int64_t geoUnit(int groupA, int groupB) {
  const std::int64_t span = std::max(1, std::min({groupA, groupB, kSeedSpan}));
  return std::min(kGeoMax, kGeoPlaces * kSeed / span);
}

// Every criterion below avoid-duplicates of one pair stays below kLower (~1.0003e10).
constexpr std::int64_t kLower = kScore + 3 * kDudd + kSeed + 2 * kGeoMax + 2 * kBal + kRand;

// Avoiding a duplicate must outweigh everything else the whole matching can gain: a field of n
// players needs a duplicate weight above n/2 · kLower. 1e14 covers ~20 000 players; bigger fields
// get a bigger weight, as long as the matching's total (n/2 pairs, with room for LEMON's dual
// scale 4) fits in 64 bits: strict up to about 30 000 players, beyond that the largest weight
// that fits (still above kLower: one avoided rematch outweighs any one pair's other criteria, but
// could in theory be traded for score differences summed over more than 15 000 boards).
inline std::int64_t duplicateWeight(std::int64_t players) {
  const std::int64_t pairs = players / 2 + 1;
  const std::int64_t needed = pairs * kLower + 1;
  const std::int64_t fits = std::numeric_limits<std::int64_t>::max() / 4 / pairs - kLower;
  return std::min(std::max(kDup, needed), fits);
}

}  // namespace tengen::pairing::weights
