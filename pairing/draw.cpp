#include "pairing/draw.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <map>
#include <numeric>
#include <random>
#include <set>

#include "pairing/fixed_systems.h"
#include "pairing/opengotha_draw.h"
#include "pairing/opengotha_state.h"
#include "pairing/opengotha_weights.h"

namespace tengen::pairing {

std::string_view toCode(UnpairableReason reason) {
  switch (reason) {
    case UnpairableReason::NoOpponentLeft:
      return "no-opponent-left";
    case UnpairableReason::GroupCannotPair:
      return "group-cannot-pair";
    case UnpairableReason::MissingResult:
      return "missing-result";
    case UnpairableReason::NotEnoughPlayers:
      return "not-enough-players";
    case UnpairableReason::RoundOutOfRange:
      return "round-out-of-range";
  }
  return "group-cannot-pair";
}

namespace detail {

std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

int halfPoints(const std::optional<Result>& result, bool black) {
  if (!result) return 0;
  switch (result->outcome) {
    case Outcome::BlackWins:
      return black ? 2 : 0;
    case Outcome::WhiteWins:
      return black ? 0 : 2;
    case Outcome::Jigo:
      return 1;
    case Outcome::BothWin:
      return 2;
    case Outcome::BothLose:
    case Outcome::Unplayed:
      return 0;
  }
  return 0;
}

}  // namespace detail

using detail::splitmix;

int mcmahonStart(const PairingSettings& s, const Player& p) {
  const int floor = std::min(s.mcmahonFloor, s.mcmahonBar);
  const int clamped = std::clamp(p.rank.strength(), floor, s.mcmahonBar);
  auto it = s.mmsCorrection.find(p.id);
  return clamped - floor + (it == s.mmsCorrection.end() ? 0 : it->second);
}

namespace {
int handicapOf(const HandicapSettings& h, int mmsA, int mmsB, int strengthA, int strengthB);
}

int mcmahonHandicap(const HandicapSettings& h, int mmsA, int mmsB, const Rank& a, const Rank& b) {
  return handicapOf(h, mmsA, mmsB, a.strength(), b.strength());
}

namespace {

bool usesMms(const Event& e) {
  return e.system == PairingSystem::McMahon;
}

std::vector<const Round*> roundsBefore(const DrawInput& in) {
  std::vector<const Round*> rounds;
  for (const Round& r : in.previous)
    if (r.number < in.round) rounds.push_back(&r);
  std::sort(rounds.begin(), rounds.end(),
            [](const Round* a, const Round* b) { return a->number < b->number; });
  return rounds;
}

}  // namespace

std::vector<Standing> standings(const DrawInput& in) {
  std::vector<Standing> out;
  std::map<PlayerId, std::size_t> index;
  for (const Player& p : in.players) {
    Standing s;
    s.id = p.id;
    if (usesMms(in.event)) s.mms = 2 * mcmahonStart(in.settings, p);
    index[p.id] = out.size();
    out.push_back(std::move(s));
  }
  const bool mms = usesMms(in.event);
  for (const Round* r : roundsBefore(in)) {
    std::map<PlayerId, int> before;  // group values before this round (draw-up/down)
    for (const Standing& s : out) before[s.id] = mms ? s.mms : s.score;
    for (const Game& g : r->games) {
      auto b = index.find(g.black);
      auto w = index.find(g.white);
      if (b == index.end() || w == index.end()) continue;
      Standing& sb = out[b->second];
      Standing& sw = out[w->second];
      const int pb = detail::halfPoints(g.result, true);
      const int pw = detail::halfPoints(g.result, false);
      sb.score += pb;
      sb.mms += pb;
      sw.score += pw;
      sw.mms += pw;
      ++sb.blacks;
      ++sw.whites;
      sb.opponents.push_back(sw.id);
      sw.opponents.push_back(sb.id);
      const int gb = before[sb.id], gw = before[sw.id];
      if (gb < gw) {
        ++sb.drawnUp;
        ++sw.drawnDown;
      } else if (gw < gb) {
        ++sw.drawnUp;
        ++sb.drawnDown;
      }
    }
    for (PlayerId id : r->byes) {
      auto it = index.find(id);
      if (it == index.end()) continue;
      out[it->second].score += in.settings.byeHalfPoints;
      out[it->second].mms += in.settings.mmsByeHalfPoints;
      ++out[it->second].byes;
    }
    // Missed rounds (absence, late entry): scored by the event's convention.
    if (in.settings.absentHalfPoints != 0 || in.settings.mmsAbsentHalfPoints != 0) {
      std::set<PlayerId> present(r->byes.begin(), r->byes.end());
      for (const Game& g : r->games) {
        present.insert(g.black);
        present.insert(g.white);
      }
      for (Standing& s : out) {
        if (present.contains(s.id)) continue;
        s.score += in.settings.absentHalfPoints;
        s.mms += in.settings.mmsAbsentHalfPoints;
      }
    }
  }
  return out;
}

namespace {

// Criteria weights (integers). Each level outweighs everything below it within one pair.
constexpr std::int64_t kDup = 100'000'000'000'000;  // 1e14: avoid duplicates
constexpr std::int64_t kScore = 10'000'000'000;     // 1e10: score (MMS) difference, concave
constexpr std::int64_t kDudd = 1'000'000;           // draw-up / draw-down
constexpr std::int64_t kGeoMax = 120'000;           // same club / same country avoidance, at most
constexpr std::int64_t kGeoPlaces = 24;             // ... worth this many seeding places
constexpr std::int64_t kSeed = 100'000;             // seeding inside a group (ideal partner)
constexpr int kSeedSpan = 256;                      // positions over which seeding falls to 0
constexpr std::int64_t kBal = 5'000;                // white/black balance, per unit
// Seeding costs kSeed / min(group, kSeedSpan) per position away from the ideal partner. Club or
// country avoidance is worth kGeoPlaces such positions (capped at kGeoMax, more than the whole
// seeding: in a small group it always wins), so it moves a partner anywhere in a small group but
// at most ~24 places in a big one: the optimum stays local, which keeps the sparse candidate graph
// (neighbours and the ideal partner's neighbourhood) nearly optimal.
std::int64_t geoUnit(int groupA, int groupB) {
  const std::int64_t span = std::max(1, std::min({groupA, groupB, kSeedSpan}));
  return std::min(kGeoMax, kGeoPlaces * kSeed / span);
}
constexpr std::int64_t kRand = 64;  // seeded random tie-break

// Avoiding a duplicate must outweigh everything else the whole matching can gain: all lower
// criteria of one pair stay below kLower, so a field of n players needs a duplicate weight above
// n/2 * kLower. 1e14 covers ~20 000 players; bigger fields get a bigger weight, as long as the
// matching's total (n/2 pairs, with room for LEMON's dual scale 4) fits in 64 bits: strict up
// to about 30 000 players, beyond that the largest weight that fits (still above kLower: one
// avoided rematch outweighs any one pair's other criteria, but could in theory be traded for
// score differences summed over more than 15 000 boards).
constexpr std::int64_t kLower = kScore + 3 * kDudd + kSeed + 2 * kGeoMax + 2 * kBal + kRand;
std::int64_t duplicateWeight(std::int64_t players) {
  const std::int64_t pairs = players / 2 + 1;
  const std::int64_t needed = pairs * kLower + 1;
  const std::int64_t fits = std::numeric_limits<std::int64_t>::max() / 4 / pairs - kLower;
  return std::min(std::max(kDup, needed), fits);
}

struct Node {
  const Player* player = nullptr;
  const Standing* standing = nullptr;
  int group = 0;        // score or MMS, half points
  int strength = 0;     // rank strength
  int strengthPos = 0;  // position in its group by strength (0 = strongest)
  int seedPos = 0;      // position in its group for the seeding (shuffled for lot / random)
  int groupSize = 1;
  int groupStart = 0;  // node index of the first of its group
  int balance = 0;     // whites - blacks
  int club = -1;
  int country = -1;
  std::uint64_t rnd = 0;
  std::vector<PlayerId> played;     // sorted
  std::vector<PlayerId> forbidden;  // sorted
};

// What the weight of a pair reads of a node, packed so that the certificate's millions of
// weight evaluations stay in cache (no pointers, no per-node heap vectors).
struct Hot {
  int group = 0;
  int strength = 0;
  int strengthPos = 0;
  int seedPos = 0;
  int groupSize = 1;
  int balance = 0;
  int club = -1;
  int country = -1;
  bool noDrawDown = false;  // never drawn down yet
  bool noDrawUp = false;    // never drawn up yet
  int conflictsBegin = 0;   // [begin, end) in Field::conflicts
  int conflictsEnd = 0;
  std::uint64_t rnd = 0;
};

int handicapOf(const HandicapSettings& h, int mmsA, int mmsB, int strengthA, int strengthB) {
  const int stronger = std::max(strengthA, strengthB);
  if (h.noHandicapAbove && stronger >= *h.noHandicapAbove) return 0;
  const int diff = h.fromMms ? std::abs(mmsA - mmsB) / 2 : std::abs(strengthA - strengthB);
  return std::clamp(diff - h.reduction, 0, h.ceiling);
}

struct Field {
  const DrawInput* in = nullptr;
  std::int64_t dupWeight = kDup;  // duplicateWeight(players)
  std::vector<Node> nodes;        // sorted: group desc, then seedPos
  std::vector<Hot> hot;           // nodes[i] packed (see finalize)
  // Per node, the opponents already met (node index v) and the forbidden ones (-1 - v).
  std::vector<int> conflicts;
  std::vector<std::int64_t> scoreTable;
  int range = 1;
  bool lot = false;
  bool mms = false;
  bool avoidClub = false;
  bool avoidCountry = false;
  SeedingMethod method = SeedingMethod::SplitAndFold;  // the lot slips

  void finalize() {
    const int n = static_cast<int>(nodes.size());
    std::map<PlayerId, int> index;
    for (int i = 0; i < n; ++i) index[nodes[i].player->id] = i;
    hot.assign(nodes.size(), Hot{});
    conflicts.clear();
    for (int i = 0; i < n; ++i) {
      const Node& a = nodes[i];
      Hot& h = hot[i];
      h.group = a.group;
      h.strength = a.strength;
      h.strengthPos = a.strengthPos;
      h.seedPos = a.seedPos;
      h.groupSize = a.groupSize;
      h.balance = a.balance;
      h.club = a.club;
      h.country = a.country;
      h.noDrawDown = a.standing->drawnDown == 0;
      h.noDrawUp = a.standing->drawnUp == 0;
      h.rnd = a.rnd;
      h.conflictsBegin = static_cast<int>(conflicts.size());
      for (PlayerId id : a.played)
        if (auto it = index.find(id); it != index.end()) conflicts.push_back(it->second);
      for (PlayerId id : a.forbidden)
        if (auto it = index.find(id); it != index.end()) conflicts.push_back(-1 - it->second);
      h.conflictsEnd = static_cast<int>(conflicts.size());
    }
    avoidClub = in->settings.avoidSameClub;
    avoidCountry = in->settings.avoidSameCountry;
    method = lot ? SeedingMethod::SplitAndSlip : in->settings.seeding;
  }

  template <bool kExplain>
  std::int64_t weightImpl(int u, int v, std::vector<CriterionWeight>* out) const {
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
    if (mms)
      even = handicapOf(in->settings.handicap, a.group, b.group, a.strength, b.strength) == 0;
    if (even && ((a.balance > 0 && b.balance > 0) || (a.balance < 0 && b.balance < 0)))
      bal -= kBal * std::min(2, std::min(std::abs(a.balance), std::abs(b.balance)));
    const std::int64_t rnd = static_cast<std::int64_t>(splitmix(a.rnd ^ b.rnd) % kRand);
    if constexpr (kExplain) {
      out->push_back({"avoid-duplicates", dup});
      out->push_back({"score-difference", score});
      out->push_back({"draw-up-down", dudd});
      out->push_back({"seeding", seed});
      out->push_back({"club-country", geo});
      out->push_back({"colour-balance", bal});
      out->push_back({"random", rnd});
    }
    return dup + score + dudd + seed + geo + bal + rnd;
  }

  std::int64_t weight(int u, int v) const { return weightImpl<false>(u, v, nullptr); }

  // The certificate scan (see matching.h): for u, the partners v > u whose weight might beat
  // the duals. Inside u's group, only the seeding window around u's ideal partner can carry the
  // seeding weight; outside it, and in lower groups, a pair can only violate when pot[v] is below
  // scale * bound - pot[u], so each group's nodes are visited in increasing potential and the
  // scan stops at the first that cannot violate.
  auto prepareCertificate(const std::vector<std::int64_t>& pot, std::int64_t scale) const {
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
      const int ideal = method == SeedingMethod::SplitAndFold ? g - 1 - a.seedPos
                                                              : a.seedPos + std::max(1, g / 2);
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
  std::int64_t upperBound(int u, int v) const {
    const Hot& a = hot[u];
    const Hot& b = hot[v];
    const int d = std::abs(a.group - b.group);
    return dupWeight + scoreTable[std::min(d, range)] + 3 * kDudd + (d == 0 ? kSeed : 0) +
           2 * geoUnit(a.groupSize, b.groupSize) + 2 * kBal + kRand;
  }
};

// Builds the field of players to be matched: `ids`, in the order the matching wants.
Field buildField(const DrawInput& in, const std::vector<Standing>& st, std::vector<PlayerId> ids) {
  std::sort(ids.begin(), ids.end());  // the same field gives the same weights, whatever the order
  Field f;
  f.in = &in;
  f.mms = usesMms(in.event);
  f.lot = in.round == 1 && in.settings.firstRound == FirstRoundMethod::Lot;
  std::map<PlayerId, const Player*> players;
  for (const Player& p : in.players) players[p.id] = &p;
  std::map<PlayerId, const Standing*> standing;
  for (const Standing& s : st) standing[s.id] = &s;
  std::map<std::string, int> clubs, countries;
  std::mt19937_64 rng(in.seed ^ 0x5eed'0f'd4a3ULL);
  f.nodes.reserve(ids.size());
  for (PlayerId id : ids) {
    Node n;
    n.player = players.at(id);
    n.standing = standing.at(id);
    n.group = f.mms ? n.standing->mms : n.standing->score;
    n.strength = n.player->rank.strength();
    n.balance = n.standing->whites - n.standing->blacks;
    if (!n.player->club.empty()) n.club = clubs.emplace(n.player->club, clubs.size()).first->second;
    if (!n.player->country.empty())
      n.country = countries.emplace(n.player->country, countries.size()).first->second;
    n.played = n.standing->opponents;
    std::sort(n.played.begin(), n.played.end());
    f.nodes.push_back(std::move(n));
  }
  for (Node& n : f.nodes)
    n.rnd = splitmix(in.seed ^ splitmix(static_cast<std::uint64_t>(n.player->id)));
  for (const auto& [a, b] : in.settings.forbiddenPairs) {
    for (Node& n : f.nodes) {
      if (n.player->id == a) n.forbidden.push_back(b);
      if (n.player->id == b) n.forbidden.push_back(a);
    }
  }
  for (Node& n : f.nodes) std::sort(n.forbidden.begin(), n.forbidden.end());
  // Order: group desc, strength desc, rating desc, id asc.
  std::sort(f.nodes.begin(), f.nodes.end(), [](const Node& a, const Node& b) {
    if (a.group != b.group) return a.group > b.group;
    if (a.strength != b.strength) return a.strength > b.strength;
    const int ra = a.player->rating.value_or(0), rb = b.player->rating.value_or(0);
    if (ra != rb) return ra > rb;
    return a.player->id < b.player->id;
  });
  // Group positions; shuffles for the lot and for split-and-random (bottom half).
  const SeedingMethod method = f.in->settings.seeding;
  for (std::size_t s = 0; s < f.nodes.size();) {
    std::size_t e = s;
    while (e < f.nodes.size() && f.nodes[e].group == f.nodes[s].group) ++e;
    const int g = static_cast<int>(e - s);
    for (int i = 0; i < g; ++i) {
      Node& n = f.nodes[s + i];
      n.groupSize = g;
      n.groupStart = static_cast<int>(s);
      n.strengthPos = i;
    }
    std::vector<int> order(g);
    std::iota(order.begin(), order.end(), 0);
    if (f.lot)
      std::shuffle(order.begin(), order.end(), rng);
    else if (method == SeedingMethod::SplitAndRandom)
      std::shuffle(order.begin() + g / 2, order.end(), rng);
    for (int i = 0; i < g; ++i) f.nodes[s + order[i]].seedPos = i;
    std::sort(f.nodes.begin() + static_cast<std::ptrdiff_t>(s),
              f.nodes.begin() + static_cast<std::ptrdiff_t>(e),
              [](const Node& a, const Node& b) { return a.seedPos < b.seedPos; });
    s = e;
  }
  int hi = 0, lo = 0;
  if (!f.nodes.empty()) {
    hi = f.nodes.front().group;
    lo = f.nodes.back().group;
  }
  f.range = hi - lo + 1;
  const std::int64_t r = f.range;
  f.scoreTable.resize(f.range + 1);
  for (std::int64_t d = 0; d <= r; ++d)
    f.scoreTable[d] = kScore * (r - d) * (2 * r + d) / (2 * r * r);
  f.dupWeight = duplicateWeight(static_cast<std::int64_t>(f.nodes.size()));
  f.finalize();
  return f;
}

std::vector<std::pair<int, int>> candidateEdges(const Field& f) {
  // Fewer edges make each LEMON solve faster; the certificate adds what is missing (measured at
  // 10 000 players: 8/16 beat 12/32 by 20-40 % a round, 6/8 needed more solves).
  constexpr int kNear = 8;
  constexpr int kIdeal = 16;
  constexpr int kRandomPartners = 4;
  const int n = static_cast<int>(f.nodes.size());
  std::vector<std::pair<int, int>> edges;
  edges.reserve(static_cast<std::size_t>(n) * (kNear + 8));
  const SeedingMethod method = f.lot ? SeedingMethod::SplitAndSlip : f.in->settings.seeding;
  for (int u = 0; u < n; ++u) {
    for (int v = u + 1; v < n && v <= u + kNear; ++v) edges.emplace_back(u, v);
    // Long-range anchors at doubling distances: with only local edges the duals of the sparse
    // solution drift along the order (each local constraint allows a little), and then thousands
    // of far pairs violate them; a few edges per node at distance 2^k keep every two nodes a few
    // hops apart, which bounds the drift (fewer certificate rounds, far fewer added pairs).
    for (int step = 2 * kNear; u + step < n; step *= 2) edges.emplace_back(u, u + step);
    const Node& a = f.nodes[u];
    const int g = a.groupSize;
    // A few random partners inside big groups (from the round's seed): local edges alone let
    // the duals drift apart across a big group, then a million far pairs violate them and the
    // second solve is slow; random edges make the group an expander and bound the drift.
    if (g > 2 * kNear) {
      std::uint64_t x = a.rnd;
      for (int i = 0; i < kRandomPartners; ++i) {
        x = splitmix(x);
        const int v = a.groupStart + static_cast<int>(x % static_cast<std::uint64_t>(g));
        if (v != u) edges.emplace_back(u, v);
      }
    }
    if (g < 4) continue;
    const int ideal = method == SeedingMethod::SplitAndFold ? g - 1 - a.seedPos : a.seedPos + g / 2;
    if (ideal <= a.seedPos || ideal >= g) continue;
    for (int k = -kIdeal; k <= kIdeal; ++k) {
      const int p = ideal + k;
      if (p < 0 || p >= g || p == a.seedPos) continue;
      edges.emplace_back(u, a.groupStart + p);
    }
  }
  // Floats: the weakest of each group against the strongest of the next two groups (the
  // draw-up/draw-down criterion wants these, whatever the seeding order inside the groups is).
  std::vector<std::vector<int>> groups;  // node indices by strength inside each group
  for (int u = 0; u < n;) {
    const int g = f.nodes[u].groupSize;
    std::vector<int> byStrength(g);
    for (int k = 0; k < g; ++k) byStrength[f.nodes[u + k].strengthPos] = u + k;
    groups.push_back(std::move(byStrength));
    u += g;
  }
  constexpr int kFloat = 16;
  for (std::size_t gi = 0; gi < groups.size(); ++gi) {
    const auto& upper = groups[gi];
    for (std::size_t gj = gi + 1; gj < groups.size() && gj <= gi + 2; ++gj) {
      const auto& lower = groups[gj];
      const int nu = std::min<int>(kFloat, static_cast<int>(upper.size()));
      const int nl = std::min<int>(kFloat, static_cast<int>(lower.size()));
      for (int a = 0; a < nu; ++a)
        for (int b = 0; b < nl; ++b) edges.emplace_back(upper[upper.size() - 1 - a], lower[b]);
    }
  }
  return edges;
}

bool isBetterPlaced(const Node& a, const Node& b) {  // a above b in the standings
  if (a.group != b.group) return a.group > b.group;
  if (a.strength != b.strength) return a.strength > b.strength;
  return a.player->id < b.player->id;
}

NoValidPairing diagnose(const DrawInput& in, const Field& f) {
  NoValidPairing failure;
  const int n = static_cast<int>(f.nodes.size());
  std::vector<std::pair<int, int>> edges;
  std::vector<std::vector<PlayerId>> allowed(n);
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v)
      if (f.weight(u, v) != kForbidden) {
        edges.emplace_back(u, v);
        allowed[u].push_back(f.nodes[v].player->id);
        allowed[v].push_back(f.nodes[u].player->id);
      }
  const lemon_bridge::CardinalityMatching mm = lemon_bridge::maxCardinalityMatching(n, edges);
  for (int u = 0; u < n; ++u) {
    // Players on the unmatchable side of the Gallai-Edmonds decomposition.
    if (!mm.deficient[u]) continue;
    NoValidPairing::Entry e;
    e.player = f.nodes[u].player->id;
    e.reason =
        allowed[u].empty() ? UnpairableReason::NoOpponentLeft : UnpairableReason::GroupCannotPair;
    e.allowedOpponents = allowed[u];
    failure.players.push_back(std::move(e));
  }
  failure.summary = "round " + std::to_string(in.round) + ": " + std::to_string(mm.size * 2) +
                    " of " + std::to_string(n) +
                    " players can be paired at most; the others are forbidden with every "
                    "opponent left";
  return failure;
}

// Colours, handicap and komi of one pair.
Game colourGame(const DrawInput& in, const Node& a, const Node& b, std::mt19937_64& rng) {
  Game g;
  g.round = in.round;
  g.komi = in.event.komi;
  const Node* black = &a;
  const Node* white = &b;
  int handicap = 0;
  if (usesMms(in.event))
    handicap =
        mcmahonHandicap(in.settings.handicap, a.group, b.group, a.player->rank, b.player->rank);
  const bool coin = (rng() & 1) != 0;
  if (handicap > 0) {
    const bool aWeaker = a.strength != b.strength ? a.strength < b.strength : a.group < b.group;
    black = aWeaker ? &a : &b;
    white = aWeaker ? &b : &a;
    g.colours = ColourMethod::Handicap;
    g.handicap = handicap;
    g.komi = in.settings.handicap.komi;
  } else if (a.balance != b.balance) {
    // The one who had White more often takes Black.
    black = a.balance > b.balance ? &a : &b;
    white = black == &a ? &b : &a;
    g.colours = ColourMethod::Balance;
  } else if (usesMms(in.event) && a.strength != b.strength) {
    white = a.strength > b.strength ? &a : &b;  // stronger takes White
    black = white == &a ? &b : &a;
    g.colours = ColourMethod::Draw;
  } else {
    black = coin ? &a : &b;  // digital nigiri from the round's seed
    white = coin ? &b : &a;
    g.colours = ColourMethod::Nigiri;
  }
  g.black = black->player->id;
  g.white = white->player->id;
  return g;
}

void numberBoards(const DrawInput& in, Round& round, const std::map<PlayerId, int>& order) {
  auto key = [&](const Game& g) {
    const int a = order.at(g.black), b = order.at(g.white);
    return std::pair(std::min(a, b), std::max(a, b));
  };
  std::sort(round.games.begin(), round.games.end(),
            [&](const Game& x, const Game& y) { return key(x) < key(y); });
  for (std::size_t i = 0; i < round.games.size(); ++i)
    round.games[i].board = static_cast<int>(i) + 1;
  // Fixed tables: move the game of such a player to its board (swapping board numbers).
  for (const auto& [player, table] : in.settings.fixedTables) {
    if (table < 1 || table > static_cast<int>(round.games.size())) continue;
    for (Game& g : round.games) {
      if (g.black != player && g.white != player) continue;
      for (Game& other : round.games)
        if (other.board == table) std::swap(other.board, g.board);
      break;
    }
  }
  std::sort(round.games.begin(), round.games.end(),
            [](const Game& x, const Game& y) { return x.board < y.board; });
}

DrawOutcome drawSwissOrMcMahon(const DrawInput& in) {
  DrawOutcome outcome;
  const std::vector<Standing> st = standings(in);
  std::set<PlayerId> fixedIds;
  std::vector<std::pair<PlayerId, PlayerId>> fixed;
  std::set<PlayerId> playing;
  for (const Player& p : in.players)
    if (p.playsIn(in.round)) playing.insert(p.id);
  for (const FixedPair& fp : in.settings.fixedPairs)
    if (fp.round == in.round && playing.contains(fp.a) && playing.contains(fp.b) &&
        !fixedIds.contains(fp.a) && !fixedIds.contains(fp.b) && fp.a != fp.b) {
      fixed.emplace_back(fp.a, fp.b);
      fixedIds.insert(fp.a);
      fixedIds.insert(fp.b);
    }
  std::vector<PlayerId> free;
  for (PlayerId id : playing)
    if (!fixedIds.contains(id)) free.push_back(id);

  // The whole field in standings order (for the bye and board numbers).
  Field all = buildField(in, st, std::vector<PlayerId>(playing.begin(), playing.end()));
  std::map<PlayerId, int> order;
  {
    std::vector<const Node*> sorted;
    for (const Node& n : all.nodes) sorted.push_back(&n);
    std::sort(sorted.begin(), sorted.end(),
              [](const Node* a, const Node* b) { return isBetterPlaced(*a, *b); });
    for (std::size_t i = 0; i < sorted.size(); ++i)
      order[sorted[i]->player->id] = static_cast<int>(i);
  }
  if (playing.size() < 2) {
    NoValidPairing f;
    for (PlayerId id : playing) f.players.push_back({id, UnpairableReason::NotEnoughPlayers, {}});
    f.summary = "fewer than two players play round " + std::to_string(in.round);
    outcome.failure = std::move(f);
    return outcome;
  }

  // Bye candidates: fewest byes, then lowest placed.
  std::vector<PlayerId> byeCandidates;
  if (free.size() % 2 == 1) {
    byeCandidates = free;
    std::map<PlayerId, int> byes;
    for (const Standing& s : st) byes[s.id] = s.byes;
    std::sort(byeCandidates.begin(), byeCandidates.end(), [&](PlayerId a, PlayerId b) {
      if (byes[a] != byes[b]) return byes[a] < byes[b];
      return order[a] > order[b];
    });
    if (byeCandidates.size() > 8) byeCandidates.resize(8);
  } else {
    byeCandidates.push_back(0);
  }

  std::optional<Field> lastField;
  for (PlayerId bye : byeCandidates) {
    std::vector<PlayerId> ids;
    for (PlayerId id : free)
      if (id != bye) ids.push_back(id);
    Field f = buildField(in, st, ids);
    MatchingResult m =
        maxWeightPerfectMatching(static_cast<int>(f.nodes.size()), f, candidateEdges(f));
    outcome.stats = m.stats;
    if (m.mate.empty() && !f.nodes.empty()) {
      lastField = std::move(f);
      continue;
    }
    Round round;
    round.number = in.round;
    round.seed = in.seed;
    if (bye != 0) round.byes.push_back(bye);
    std::mt19937_64 rng(in.seed ^ 0xc0105ULL);
    std::map<PlayerId, const Node*> nodeOf;
    for (const Node& n : all.nodes) nodeOf[n.player->id] = &n;
    for (const auto& [a, b] : fixed)
      round.games.push_back(colourGame(in, *nodeOf[a], *nodeOf[b], rng));
    for (int u = 0; u < static_cast<int>(f.nodes.size()); ++u)
      if (m.mate[u] > u) round.games.push_back(colourGame(in, f.nodes[u], f.nodes[m.mate[u]], rng));
    numberBoards(in, round, order);
    // Digital nigiri in board order so the same seed always gives the same colours.
    outcome.round = std::move(round);
    return outcome;
  }
  outcome.failure = diagnose(in, *lastField);
  return outcome;
}

}  // namespace

DrawOutcome makeDraw(const DrawInput& input) {
  switch (input.event.system) {
    case PairingSystem::Swiss:
    case PairingSystem::McMahon:
      if (input.settings.profile == DrawProfile::OpenGotha) return drawOpenGotha(input);
      return drawSwissOrMcMahon(input);
    case PairingSystem::RoundRobin:
      return drawRoundRobin(input);
    case PairingSystem::Knockout:
      return drawKnockout(input);
  }
  return {};
}

namespace {

struct ExplainContext {
  std::vector<Standing> st;
  Field field;
  std::map<PlayerId, int> index;
  std::optional<OpenGothaState> og;  // the opengotha profile's view, when the event uses it
  const DrawInput* input = nullptr;
};

// The field the draw of `drawn` matched (its players minus byes), or every player who plays.
ExplainContext explainContext(const DrawInput& in, const Round* drawn) {
  ExplainContext c;
  c.st = standings(in);
  std::vector<PlayerId> ids;
  if (drawn) {
    for (const Game& g : drawn->games) {
      ids.push_back(g.black);
      ids.push_back(g.white);
    }
  } else {
    for (const Player& p : in.players)
      if (p.playsIn(in.round)) ids.push_back(p.id);
  }
  std::set<PlayerId> known;
  for (const Player& p : in.players) known.insert(p.id);
  std::erase_if(ids, [&](PlayerId id) { return !known.contains(id); });
  c.field = buildField(in, c.st, ids);
  for (std::size_t i = 0; i < c.field.nodes.size(); ++i)
    c.index[c.field.nodes[i].player->id] = static_cast<int>(i);
  if (in.settings.profile == DrawProfile::OpenGotha) c.og = openGothaState(in);
  c.input = &in;
  return c;
}

// The profile's weight of field nodes u and v (OpenGotha's list order decides which is first).
std::int64_t pairWeight(const ExplainContext& c, int u, int v,
                        std::vector<CriterionWeight>* criteria) {
  if (!c.og) return criteria ? c.field.weightImpl<true>(u, v, criteria) : c.field.weight(u, v);
  const DrawInput& in = *c.input;
  const PlayerId a = c.field.nodes[static_cast<std::size_t>(u)].player->id;
  const PlayerId b = c.field.nodes[static_cast<std::size_t>(v)].player->id;
  for (const auto& [x, y] : in.settings.forbiddenPairs)
    if ((x == a && y == b) || (x == b && y == a)) return kForbidden;
  int ia = c.og->index.at(a), ib = c.og->index.at(b);
  if (c.og->players[static_cast<std::size_t>(ia)].order >
      c.og->players[static_cast<std::size_t>(ib)].order)
    std::swap(ia, ib);
  return openGothaWeight(*c.og, in.settings.openGotha, ia, ib, criteria);
}

PairExplanation explainIn(const ExplainContext& c, PlayerId a, PlayerId b) {
  PairExplanation e;
  e.a = a;
  e.b = b;
  auto ia = c.index.find(a), ib = c.index.find(b);
  if (ia == c.index.end() || ib == c.index.end() || a == b) {
    e.allowed = false;
    return e;
  }
  const std::int64_t w = pairWeight(c, ia->second, ib->second, &e.criteria);
  e.allowed = w != kForbidden;
  e.total = e.allowed ? w : 0;
  return e;
}

}  // namespace

PairExplanation explainPair(const DrawInput& input, const Round* drawn, PlayerId a, PlayerId b) {
  ExplainContext c = explainContext(input, drawn);
  return explainIn(c, a, b);
}

FieldWeights fieldWeights(const DrawInput& input, const Round* drawn) {
  const ExplainContext c = explainContext(input, drawn);
  FieldWeights out;
  const int n = static_cast<int>(c.field.nodes.size());
  for (const Node& node : c.field.nodes) out.ids.push_back(node.player->id);
  out.weights.assign(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), kForbidden);
  for (int u = 0; u < n; ++u)
    for (int v = 0; v < n; ++v)
      if (u != v) out.weights[static_cast<std::size_t>(u) * n + v] = pairWeight(c, u, v, nullptr);
  return out;
}

PlayerExplanation explainPlayer(const DrawInput& input, const Round& drawn, PlayerId player,
                                int alternatives) {
  PlayerExplanation out;
  out.player = player;
  ExplainContext c = explainContext(input, &drawn);
  std::map<PlayerId, PlayerId> mate;
  for (const Game& g : drawn.games) {
    mate[g.black] = g.white;
    mate[g.white] = g.black;
  }
  auto m = mate.find(player);
  if (m == mate.end() || !c.index.contains(player)) return out;
  out.opponent = m->second;
  out.chosen = explainIn(c, player, m->second);
  const std::int64_t current = out.chosen->total;
  std::vector<Alternative> all;
  for (const Node& n : c.field.nodes) {
    const PlayerId other = n.player->id;
    if (other == player || other == m->second) continue;
    Alternative alt;
    alt.opponent = other;
    alt.pair = explainIn(c, player, other);
    if (!alt.pair.allowed) continue;
    alt.opponentsOpponent = mate.contains(other) ? mate[other] : 0;
    std::int64_t after = alt.pair.total, before = current;
    if (alt.opponentsOpponent != 0) {
      const PairExplanation theirs = explainIn(c, other, alt.opponentsOpponent);
      const PairExplanation swapped = explainIn(c, m->second, alt.opponentsOpponent);
      before += theirs.total;
      after = swapped.allowed ? after + swapped.total : kForbidden / 4;
    }
    alt.swapLoss = before - after;
    all.push_back(std::move(alt));
  }
  std::sort(all.begin(), all.end(), [](const Alternative& x, const Alternative& y) {
    if (x.pair.total != y.pair.total) return x.pair.total > y.pair.total;
    return x.opponent < y.opponent;
  });
  if (static_cast<int>(all.size()) > alternatives) all.resize(alternatives);
  out.alternatives = std::move(all);
  return out;
}

SwapCheck checkManualRound(const DrawInput& input, const Round& before, const Round& after) {
  SwapCheck check;
  ExplainContext c = explainContext(input, &after);
  const std::vector<Standing>& st = c.st;
  std::map<PlayerId, const Standing*> byId;
  for (const Standing& s : st) byId[s.id] = &s;
  std::map<PlayerId, const Player*> players;
  for (const Player& p : input.players) players[p.id] = &p;
  auto pairKey = [](const Game& g) {
    return std::pair(std::min(g.black, g.white), std::max(g.black, g.white));
  };
  std::set<std::pair<PlayerId, PlayerId>> old;
  std::set<std::pair<PlayerId, PlayerId>> oldColours;  // (black, white) as drawn
  for (const Game& g : before.games) {
    old.insert(pairKey(g));
    oldColours.insert({g.black, g.white});
    check.weightBefore += explainIn(c, g.black, g.white).total;
  }
  // Each player's colours in the games before, in round order (true: Black), and the rounds in
  // which each pair met: the facts behind the warnings.
  std::map<PlayerId, std::vector<bool>> colours;
  std::map<std::pair<PlayerId, PlayerId>, std::vector<int>> met;
  for (const Round* r : roundsBefore(input))
    for (const Game& g : r->games) {
      colours[g.black].push_back(true);
      colours[g.white].push_back(false);
      met[pairKey(g)].push_back(r->number);
    }
  std::set<std::string> warnings;
  std::int64_t pairWeight = 0;  // of the game being checked
  auto issue = [&](std::string code, const Game& g, PlayerId a, PlayerId b,
                   int value) -> ManualIssue& {
    warnings.insert(code);
    ManualIssue i;
    i.code = std::move(code);
    i.board = g.board;
    i.a = a;
    i.b = b;
    i.value = value;
    i.weight = pairWeight;
    check.issues.push_back(std::move(i));
    return check.issues.back();
  };
  auto run = [&](PlayerId id, bool black) {
    int n = 1;  // this game
    const auto found = colours.find(id);
    if (found == colours.end()) return n;
    for (auto c = found->second.rbegin(); c != found->second.rend() && *c == black; ++c) ++n;
    return n;
  };
  const bool mms = usesMms(input.event);
  for (const Game& g : after.games) {
    const PairExplanation e = explainIn(c, g.black, g.white);
    check.weightAfter += e.total;
    pairWeight = e.total;
    const bool newPair = !old.contains(pairKey(g));
    const bool newColours = !oldColours.contains({g.black, g.white});
    auto b = byId.find(g.black), w = byId.find(g.white);
    const bool known = b != byId.end() && w != byId.end();
    if (newPair) {
      // The same pair as drawn raises nothing the draw did not already accept.
      for (const PlayerId id : {g.black, g.white})
        if (auto p = players.find(id); p != players.end() && !p->second->playsIn(input.round))
          issue("absent", g, id, id == g.black ? g.white : g.black, 0);
      if (!e.allowed) issue("forbidden", g, g.black, g.white, 0);
      if (known) {
        const auto& opp = b->second->opponents;
        if (std::find(opp.begin(), opp.end(), g.white) != opp.end())
          issue("rematch", g, g.black, g.white, 0).metInRounds = met[pairKey(g)];
        const int gb = mms ? b->second->mms : b->second->score;
        const int gw = mms ? w->second->mms : w->second->score;
        if (gb != gw) {
          ManualIssue& i = issue("score-difference", g, g.black, g.white, std::abs(gb - gw));
          i.scoreA = gb;
          i.scoreB = gw;
        }
      }
      auto pb = players.find(g.black), pw = players.find(g.white);
      if (pb != players.end() && pw != players.end()) {
        const Player& x = *pb->second;
        const Player& y = *pw->second;
        if (input.settings.avoidSameClub && !x.club.empty() && x.club == y.club)
          issue("same-club", g, g.black, g.white, 0).shared = x.club;
        if (input.settings.avoidSameCountry && !x.country.empty() && x.country == y.country)
          issue("same-country", g, g.black, g.white, 0).shared = x.country;
      }
      if (g.handicap > 0) issue("handicap", g, g.black, g.white, g.handicap);
    }
    if ((newPair || newColours) && g.handicap == 0 && known) {
      // Whites minus blacks once this game is played: two or more off is out of balance.
      const int black = b->second->whites - b->second->blacks - 1;
      const int white = w->second->whites - w->second->blacks + 1;
      if (black <= -2) {
        ManualIssue& i = issue("colour-balance", g, g.black, g.white, black);
        i.black = true;
        i.colourRun = run(g.black, true);
      }
      if (white >= 2)
        issue("colour-balance", g, g.white, g.black, white).colourRun = run(g.white, false);
    }
  }
  check.warnings.assign(warnings.begin(), warnings.end());
  return check;
}

}  // namespace tengen::pairing
