#pragma once
// The weight of one pair of Tengen's own Swiss / McMahon draw, criterion by criterion (the
// criteria, their sizes and their order: weights.h), and the bounds the matching's optimality
// certificate scans by. Inline: the certificate evaluates millions of pairs a round.

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <vector>

#include "pairing/draw_colours.h"
#include "pairing/draw_field.h"
#include "pairing/splitmix.h"

namespace tengen::pairing::swiss_draw {

using namespace weights;

template <bool kExplain>
inline std::int64_t Field::weightImpl(int u, int v, std::vector<CriterionWeight>* out) const {
  const Hot& a = hot[u];
  const Hot& b = hot[v];
  bool played = false;
  for (int k = a.conflictsBegin; k < a.conflictsEnd; ++k) {
    if (conflicts[k] == -1 - v) return kForbidden;
    played = played || conflicts[k] == v;
  }
  const std::int64_t dup = played ? 0 : dupWeight;
  const int d = std::abs(a.group - b.group);
  const std::int64_t score = scoreTable[std::min(d, range)];
  std::int64_t dudd = 3 * kDudd;
  std::int64_t seed = 0;
  if (d > 0) {
    const Hot& hi = a.group > b.group ? a : b;
    const Hot& lo = a.group > b.group ? b : a;
    // The one drawn down should be among the last of its group, the one drawn up among the
    // first of its own (counted over at most kSeedSpan places, as the seeding is).
    const std::int64_t hiSpan = std::max(1, std::min(hi.groupSize, kSeedSpan));
    const std::int64_t loSpan = std::max(1, std::min(lo.groupSize, kSeedSpan));
    const std::int64_t hiFromBottom = hi.groupSize - 1 - hi.strengthPos;
    dudd = (hi.noDrawDown ? kDudd : 0) + (lo.noDrawUp ? kDudd : 0) +
           kDudd / 2 * std::max<std::int64_t>(0, hiSpan - hiFromBottom) / hiSpan +
           kDudd / 2 * std::max<std::int64_t>(0, loSpan - lo.strengthPos) / loSpan;
  } else {
    const int g = a.groupSize;
    const int i = std::min(a.seedPos, b.seedPos), j = std::max(a.seedPos, b.seedPos);
    const std::int64_t span = std::max(1, std::min(g, kSeedSpan));
    const std::int64_t dev = method == SeedingMethod::SplitAndFold
                                 ? std::abs(i + j - (g - 1))
                                 : std::abs(j - i - std::max(1, g / 2));
    seed = kSeed * std::max<std::int64_t>(0, span - dev) / span;
  }
  std::int64_t geo = 0;
  const std::int64_t unit = geoUnit(a.groupSize, b.groupSize);
  if (!(avoidClub && a.club >= 0 && a.club == b.club)) geo += unit;
  if (!(avoidCountry && a.country >= 0 && a.country == b.country)) geo += unit;
  std::int64_t bal = 2 * kBal;
  bool even = true;
  if (mms) even = handicapOf(in->settings.handicap, a.group, b.group, a.strength, b.strength) == 0;
  if (even && ((a.balance > 0 && b.balance > 0) || (a.balance < 0 && b.balance < 0)))
    bal -= kBal * std::min(2, std::min(std::abs(a.balance), std::abs(b.balance)));
  const std::int64_t rnd = static_cast<std::int64_t>(splitmix(a.rnd ^ b.rnd) % kRand);
  if constexpr (kExplain) {
    out->push_back({DrawCriterion::AvoidDuplicates, dup});
    out->push_back({DrawCriterion::ScoreDifference, score});
    out->push_back({DrawCriterion::DrawUpDown, dudd});
    out->push_back({DrawCriterion::Seeding, seed});
    out->push_back({DrawCriterion::ClubCountry, geo});
    out->push_back({DrawCriterion::ColourBalance, bal});
    out->push_back({DrawCriterion::Random, rnd});
  }
  return dup + score + dudd + seed + geo + bal + rnd;
}

inline std::int64_t Field::weight(int u, int v) const {
  return weightImpl<false>(u, v, nullptr);
}

// The certificate scan (see matching.h): for u, the partners v > u whose weight might beat
// the duals. Inside u's group, only the seeding window around u's ideal partner can carry the
// seeding weight; outside it, and in lower groups, a pair can only violate when pot[v] is below
// scale * bound - pot[u], so each group's nodes are visited in increasing potential and the
// scan stops at the first that cannot violate.
inline auto Field::prepareCertificate(const std::vector<std::int64_t>& pot,
                                      std::int64_t scale) const {
  const int n = static_cast<int>(nodes.size());
  std::vector<int> byPot(n);  // inside each group, node indices by increasing potential
  std::iota(byPot.begin(), byPot.end(), 0);
  for (int s = 0; s < n; s += nodes[s].groupSize)
    std::sort(byPot.begin() + s, byPot.begin() + s + nodes[s].groupSize,
              [&](int x, int y) { return pot[x] < pot[y]; });
  const std::int64_t minPot = n == 0 ? 0 : *std::min_element(pot.begin(), pot.end());
  const SeedingMethod method = lot ? SeedingMethod::SplitAndSlip : in->settings.seeding;
  return [this, n, byPot = std::move(byPot), &pot, scale, minPot, method](int u, auto&& visit) {
    const Node& a = nodes[u];
    const int gEnd = a.groupStart + a.groupSize;
    // Same group, the seeding window.
    const int g = a.groupSize;
    const int span = std::max(1, std::min(g, kSeedSpan));
    const int ideal =
        method == SeedingMethod::SplitAndFold ? g - 1 - a.seedPos : a.seedPos + std::max(1, g / 2);
    const std::int64_t sameBound =
        dupWeight + scoreTable[0] + 3 * kDudd + 2 * geoUnit(g, g) + 2 * kBal + kRand;
    for (int p = std::max(a.seedPos + 1, ideal - span); p < g && p <= ideal + span; ++p) {
      const int v = a.groupStart + p;
      const std::int64_t seed = kSeed * std::max(0, span - std::abs(p - ideal)) / span;
      if (pot[u] + pot[v] < scale * (sameBound + seed)) visit(u, v);
    }
    // Same group outside the window, then the lower groups.
    for (int s = a.groupStart; s < n; s += nodes[s].groupSize) {
      const int d = a.group - nodes[s].group;
      const std::int64_t rest = 2 * geoUnit(g, nodes[s].groupSize) + 2 * kBal + kRand;
      const std::int64_t bound = dupWeight + scoreTable[std::min(d, range)] + 3 * kDudd + rest;
      const std::int64_t threshold = scale * bound - pot[u];
      if (threshold <= minPot) break;  // no node of this or any lower group can violate
      for (int k = s; k < s + nodes[s].groupSize; ++k) {
        const int v = byPot[k];
        if (pot[v] >= threshold) break;
        if (v > u) visit(u, v);
      }
    }
    (void)gEnd;
  };
}

inline std::int64_t Field::upperBound(int u, int v) const {
  const Hot& a = hot[u];
  const Hot& b = hot[v];
  const int d = std::abs(a.group - b.group);
  return dupWeight + scoreTable[std::min(d, range)] + 3 * kDudd + (d == 0 ? kSeed : 0) +
         2 * geoUnit(a.groupSize, b.groupSize) + 2 * kBal + kRand;
}

}  // namespace tengen::pairing::swiss_draw
