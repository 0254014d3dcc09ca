#include "pairing/opengotha_weights.h"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "pairing/splitmix.h"

namespace tengen::pairing {

namespace {

constexpr int kMinRank = -30;       // OpenGotha's 30K
constexpr int kCorrectionMax = 2;   // the largest McMahon-score correction OpenGotha allows
constexpr int kCorrectionMin = -1;  // the smallest

const OpenGothaPlayerState& at(const OpenGothaState& s, int i) {
  return s.players[static_cast<std::size_t>(i)];
}

// OpenGotha's concave curve: full weight at x = 0, nothing at x = 1, (1 - x)(1 + kx) between;
// evaluated in double and truncated as OpenGotha does, so weights agree to the unit.
std::int64_t concave(std::int64_t weight, double x, double k) {
  return static_cast<std::int64_t>(static_cast<double>(weight) * (1.0 - x) * (1.0 + k * x));
}

int previousGames(const OpenGothaPlayerState& a, const OpenGothaPlayerState& b) {
  const auto [first, last] = std::ranges::equal_range(a.opponents, b.id);
  return static_cast<int>(last - first);
}

// The part of the draw-up/draw-down weight that says which player of a group should float.
std::int64_t floatPlace(OpenGothaDuddMode mode, std::int64_t half, const OpenGothaPlayerState& p) {
  const std::int64_t size = p.groupSize, place = p.inner;
  switch (mode) {
    case OpenGothaDuddMode::Top:
      return half * (size - 1 - place) / size;
    case OpenGothaDuddMode::Mid:
      return half * (size - 1 - std::abs(2 * place - size + 1)) / size;
    case OpenGothaDuddMode::Bottom:
      return half * place / size;
  }
  return 0;
}

std::int64_t duddCost(const OpenGothaParams& p, const OpenGothaPlayerState& a,
                      const OpenGothaPlayerState& b) {
  if (std::abs(a.group - b.group) >= 4 || a.group == b.group) return 0;
  // 0: both already floated this way; 1: one did; 2: neither; 3 and 4: the float compensates an
  // earlier one of one or both players (a lower group number is a higher score).
  int scenario = 2;
  if (a.drawnUp > 0 && a.group > b.group) --scenario;
  if (a.drawnDown > 0 && a.group < b.group) --scenario;
  if (b.drawnUp > 0 && b.group > a.group) --scenario;
  if (b.drawnDown > 0 && b.group < a.group) --scenario;
  if (scenario != 0 && a.drawnUp > 0 && a.drawnDown < a.drawnUp && a.group < b.group) ++scenario;
  if (scenario != 0 && a.drawnDown > 0 && a.drawnUp < a.drawnDown && a.group > b.group) ++scenario;
  if (scenario != 0 && b.drawnUp > 0 && b.drawnDown < b.drawnUp && b.group < a.group) ++scenario;
  if (scenario != 0 && b.drawnDown > 0 && b.drawnUp < b.drawnDown && b.group > a.group) ++scenario;
  const std::int64_t unit = p.duddWeight / 5;
  const OpenGothaPlayerState& upper = a.group < b.group ? a : b;
  const OpenGothaPlayerState& lower = a.group < b.group ? b : a;
  std::int64_t cost =
      floatPlace(p.duddUpper, unit / 2, upper) + floatPlace(p.duddLower, unit / 2, lower);
  if (scenario == 1)
    cost += unit;
  else if (scenario == 2 || (scenario > 2 && !p.compensateDudd))
    cost += 2 * unit;
  else if (scenario == 3)
    cost += 3 * unit;
  else if (scenario == 4)
    cost += 4 * unit;
  // Across categories a float matters less: divided by (gap + 1) to the fourth, step by step
  // in integers as OpenGotha does.
  const std::int64_t gap = std::abs(a.category - b.category) + 1;
  for (int i = 0; i < 4; ++i) cost /= gap;
  return cost;
}

std::int64_t seedingCost(const OpenGothaState& s, const OpenGothaParams& p,
                         const OpenGothaPlayerState& a, const OpenGothaPlayerState& b) {
  if (a.group != b.group) return 0;
  const std::int64_t size = a.groupSize, max = p.maximizeSeeding;
  const OpenGothaSeedSystem system =
      s.round <= p.lastRoundForSeedSystem1 ? p.seedSystem1 : p.seedSystem2;
  switch (system) {
    case OpenGothaSeedSystem::SplitAndRandom: {
      const bool aTop = 2 * a.inner < size, bTop = 2 * b.inner < size;
      if (aTop == bTop) return 0;
      const auto range = static_cast<std::int64_t>(static_cast<double>(max) * 0.2);
      return max - openGothaDetRandom(range, a, b);
    }
    case OpenGothaSeedSystem::SplitAndFold: {
      const std::int64_t x = a.inner + b.inner - (size - 1);
      return max - (max * x / (size - 1) * x / (size - 1));
    }
    case OpenGothaSeedSystem::SplitAndSlip: {
      const std::int64_t x = 2 * std::abs(a.inner - b.inner) - size;
      return max - (max * x / size * x / size);
    }
  }
  return 0;
}

// Above a threshold (rank, wins, the bar) a player's handicap criterion counts with the highest
// McMahon score, so that strong players are not kept from each other by the handicap.
int pseudoMms(const OpenGothaState& s, const OpenGothaParams& p, const OpenGothaPlayerState& x) {
  const int ogRound = s.round - 1;
  const int nbwThreshold2 = p.seNbWinsThresholdActive ? p.numberOfRounds : 2 * p.numberOfRounds;
  const bool strong = 2 * x.rank + x.nbw2 >= 2 * p.seRankThreshold;
  const bool manyWins = x.nbw2 >= nbwThreshold2;
  const bool aboveBar = x.smms >= p.mmBar - kMinRank && p.seBarThresholdActive;
  if (strong || manyWins || aboveBar) return p.mmBar + kCorrectionMax - kMinRank + ogRound;
  return x.mms2 / 2;
}

std::int64_t handicapCost(const OpenGothaState& s, const OpenGothaParams& p,
                          const OpenGothaPlayerState& a, const OpenGothaPlayerState& b) {
  const int range = s.mcmahon
                        ? s.numberOfGroups
                        : (p.mmBar - p.mmFloor + kCorrectionMax - kCorrectionMin) + s.round - 1;
  const double x = static_cast<double>(std::abs(pseudoMms(s, p, a) - pseudoMms(s, p, b))) /
                   static_cast<double>(range);
  return concave(p.seMinimizeHandicap, x, p.nx1Factor);
}

// Club and country: a pair from different clubs or countries gains up to paiSeAvoidSameGeo,
// worth the score difference of "prefer MMS difference rather than same club / country" groups.
std::int64_t geoCost(const OpenGothaState& s, const OpenGothaParams& p,
                     const OpenGothaPlayerState& a, const OpenGothaPlayerState& b) {
  const double range = static_cast<double>(s.numberOfGroups);
  double countryRatio = 0.0;
  if (a.countryKey != b.countryKey && p.sePreferMmsDiffRatherThanSameCountry != 0)
    countryRatio =
        std::min(1.0, static_cast<double>(p.sePreferMmsDiffRatherThanSameCountry) / range);
  // Two clubs of one clubs group are half apart: half the factor, without the 1.2.
  double clubRatio = 0.0;
  if (a.clubKey != b.clubKey && p.sePreferMmsDiffRatherThanSameClub != 0) {
    const double factor = p.sePreferMmsDiffRatherThanSameClub;
    const bool commonGroup = std::ranges::any_of(a.clubsGroups, [&](int g) {
      return std::ranges::find(b.clubsGroups, g) != b.clubsGroups.end();
    });
    clubRatio = std::min(1.0, commonGroup ? factor / 2.0 / range : factor * 1.2 / range);
  }
  double ratio = std::max(countryRatio, clubRatio) + std::min(countryRatio, clubRatio) / 2.0;
  if (ratio > 0.0) ratio += 0.5 / range;
  const double kept =
      static_cast<double>(p.seAvoidSameGeo) * (1.0 - ratio) * (1.0 + p.nx1Factor * ratio);
  return std::min(p.seAvoidSameGeo, p.minimizeScoreDifference - static_cast<std::int64_t>(kept));
}

}  // namespace

std::int64_t openGothaDetRandom(std::int64_t max, const OpenGothaPlayerState& a,
                                const OpenGothaPlayerState& b) {
  // OpenGotha sums c * position over the two names joined, the smaller first: that is each
  // name's own weighted sum, plus the second's plain sum times the first's length.
  const bool inverse = a.nameRank > b.nameRank;
  const OpenGothaPlayerState& first = inverse ? b : a;
  const OpenGothaPlayerState& second = inverse ? a : b;
  const std::int64_t sum =
      first.nameWeightedSum + second.nameWeightedSum + first.nameLength * second.nameSum;
  const std::int64_t value = (sum * 1234567) % (max + 1);
  return inverse ? max - value : value;
}

std::int64_t openGothaSeededRandom(std::int64_t max, std::uint64_t seed,
                                   const OpenGothaPlayerState& a, const OpenGothaPlayerState& b) {
  if (max <= 0) return 0;
  const auto lo = static_cast<std::uint64_t>(std::min(a.id, b.id));
  const auto hi = static_cast<std::uint64_t>(std::max(a.id, b.id));
  const std::uint64_t h = splitmix(seed ^ splitmix(lo * 0x100000001b3ULL ^ splitmix(hi)));
  return static_cast<std::int64_t>(h % (static_cast<std::uint64_t>(max) + 1));
}

OpenGothaGame openGothaGame(const OpenGothaState& s, const OpenGothaParams& p, int ia, int ib) {
  const OpenGothaPlayerState& a = at(s, ia);
  const OpenGothaPlayerState& b = at(s, ib);
  int rankA = p.hdBasedOnMms ? a.mms2 / 2 + kMinRank : a.rank;
  int rankB = p.hdBasedOnMms ? b.mms2 / 2 + kMinRank : b.rank;
  rankA = std::min(rankA, p.hdNoHdRankThreshold);
  rankB = std::min(rankB, p.hdNoHdRankThreshold);
  int hd = rankA - rankB;
  if (hd > 0) hd = std::max(0, hd - p.hdCorrection);
  if (hd < 0) hd = std::min(0, hd + p.hdCorrection);
  hd = std::clamp(hd, -p.hdCeiling, p.hdCeiling);
  OpenGothaGame g;
  if (hd != 0) {
    g.white = hd > 0 ? ia : ib;
    g.black = hd > 0 ? ib : ia;
    g.handicap = std::abs(hd);
    g.colours = ColourMethod::Handicap;
  } else if (a.wbBalance != b.wbBalance) {
    g.black = a.wbBalance > b.wbBalance ? ia : ib;
    g.white = a.wbBalance > b.wbBalance ? ib : ia;
  } else {
    const bool aWhite = openGothaDetRandom(1, a, b) == 0;
    g.white = aWhite ? ia : ib;
    g.black = aWhite ? ib : ia;
    g.colours = ColourMethod::Draw;
  }
  return g;
}

std::int64_t openGothaWeight(const OpenGothaState& s, const OpenGothaParams& p, int ia, int ib,
                             std::vector<CriterionWeight>* criteria) {
  const OpenGothaPlayerState& a = at(s, ia);
  const OpenGothaPlayerState& b = at(s, ib);
  std::int64_t total = 0;
  auto add = [&](DrawCriterion criterion, std::int64_t w) {
    total += w;
    if (criteria) criteria->push_back({criterion, w});
  };
  add(kOgBase, 1);
  add(kOgDuplicates, previousGames(a, b) == 0 ? p.avoidDuplGame : 0);
  add(kOgRandom, p.deterministic ? openGothaDetRandom(p.random, a, b)
                                 : openGothaSeededRandom(p.random, s.seed, a, b));
  std::int64_t balance = 0;
  if (openGothaGame(s, p, ia, ib).handicap == 0) {
    const int wa = a.wbBalance, wb = b.wbBalance;
    if (wa * wb < 0)
      balance = p.balanceWB;
    else if ((wa == 0 && std::abs(wb) >= 2) || (wb == 0 && std::abs(wa) >= 2))
      balance = p.balanceWB / 2;
  }
  add(kOgBalance, balance);
  // Categories: a pair inside one gains the most; the score difference counts only inside one.
  if (p.numberOfCategories > 1) {
    const double xc = static_cast<double>(std::abs(a.category - b.category)) /
                      static_cast<double>(p.numberOfCategories);
    add(kOgCategories, concave(p.avoidMixingCategories, xc, p.nx1Factor));
  }
  const double x =
      static_cast<double>(std::abs(a.group - b.group)) / static_cast<double>(s.numberOfGroups);
  add(kOgScore, a.category == b.category ? concave(p.minimizeScoreDifference, x, p.nx1Factor) : 0);
  add(kOgDudd, duddCost(p, a, b));
  add(kOgSeeding, seedingCost(s, p, a, b));
  add(kOgHandicap, handicapCost(s, p, a, b));
  add(kOgGeo, geoCost(s, p, a, b));
  return total;
}

std::int64_t openGothaWeightBound(const OpenGothaState& s, const OpenGothaParams& p,
                                  int groupDistance) {
  const double x = static_cast<double>(groupDistance) / static_cast<double>(s.numberOfGroups);
  std::int64_t bound =
      1 + p.avoidDuplGame + p.random + p.balanceWB +
      (p.numberOfCategories > 1 ? std::max<std::int64_t>(0, p.avoidMixingCategories) : 0) +
      concave(p.minimizeScoreDifference, x, p.nx1Factor) +
      std::max<std::int64_t>(0, p.seMinimizeHandicap) + std::max<std::int64_t>(0, p.seAvoidSameGeo);
  if (groupDistance < 4) bound += p.duddWeight + p.duddWeight / 5;
  if (groupDistance == 0) bound += p.maximizeSeeding;
  return bound;
}

}  // namespace tengen::pairing
