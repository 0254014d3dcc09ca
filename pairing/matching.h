#pragma once
// Exact maximum-weight perfect matching over a whole field, on a sparse candidate graph with an
// optimality certificate (LEMON's MaxWeightedPerfectMatching; no hand-written blossom).
//
// The oracle gives every pair's integer weight (or kForbidden) and a cheap upper bound that never
// grows as the second node moves away from the first in node order (nodes are sorted so that the
// strongest criterion, the score difference, grows with the distance). The matching is solved on
// the candidate edges; then the duals (node and blossom potentials) are checked against every pair
// of the complete graph: a pair whose reduced cost is negative is added and the graph re-solved.
// When no pair violates, the duals prove the matching optimal for the complete graph (LP duality
// for Edmonds' perfect matching polytope), so the result is exact, never chunked.

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "pairing/lemon_matching.h"
#include "pairing/matching_duals.h"

namespace tengen::pairing {

inline constexpr std::int64_t kForbidden = std::numeric_limits<std::int64_t>::min();

// Edges kept per player when the graph is re-solved (see maxWeightPerfectMatching). Measured at
// 10 000 players: 10 keeps two solves a round where 4-6 needed three or four, and re-solves
// 40 % faster than keeping every edge.
inline constexpr int kKeptPerNode = 10;

struct MatchingStats {
  int solves = 0;                 // LEMON runs (1 = the sparse graph was already optimal)
  int certificateRounds = 0;      // dual checks over the complete graph
  std::int64_t pairsAdded = 0;    // violating pairs added by the certificate loop
  std::int64_t pairsChecked = 0;  // pairs the certificate looked at (a superset of the tight ones)
  std::size_t edges = 0;          // edges of the last graph solved
  bool widened = false;           // the candidate graph had no perfect matching and was widened
  std::int64_t totalWeight = 0;
};

struct MatchingResult {
  std::vector<int> mate;  // empty when no perfect matching exists
  MatchingStats stats;
};

// Oracle: std::int64_t weight(int u, int v) const;      // kForbidden when the pair may not play
//         std::int64_t upperBound(int u, int v) const;  // >= weight, non-increasing with |u-v|
// Optionally: auto prepareCertificate(const std::vector<std::int64_t>& pot, std::int64_t scale)
//   returning scan(u, visit) that calls visit(u, v) for every v > u whose pair might violate
//   pot[u] + pot[v] >= scale * weight(u, v) (a superset is fine; pairs may repeat).
template <class Oracle>
MatchingResult maxWeightPerfectMatching(int n, const Oracle& oracle,
                                        std::vector<std::pair<int, int>> candidates) {
  MatchingResult result;
  if (n == 0 || n % 2 == 1) return result;

  // Candidate edges as a set of (u < v).
  for (auto& [u, v] : candidates)
    if (u > v) std::swap(u, v);
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  std::vector<std::pair<int, int>> edges;
  std::vector<std::int64_t> weights;
  auto take = [&](const std::vector<std::pair<int, int>>& more) {
    for (const auto& [u, v] : more) {
      if (u == v) continue;
      const std::int64_t w = oracle.weight(u, v);
      if (w == kForbidden) continue;
      edges.emplace_back(u, v);
      weights.push_back(w);
    }
  };
  take(candidates);

  int window = 0;  // neighbours in node order added when the graph must be widened
  std::optional<std::int64_t> prunedAtWeight;  // the optimum's weight at the last re-solve prune
  for (;;) {
    ++result.stats.solves;
    result.stats.edges = edges.size();
    const lemon_bridge::PerfectMatching pm =
        lemon_bridge::maxWeightPerfectMatching(n, edges, weights);
    if (!pm.perfect) {
      // No perfect matching on the candidates: widen (every allowed pair within a growing window
      // in node order; at the end the complete graph). Infeasible on the complete graph: none.
      if (window >= n) return result;
      result.stats.widened = true;
      const int from = window;
      window = window == 0 ? 32 : window * 4;
      if (window >= n / 2) window = n;
      std::vector<std::pair<int, int>> more;
      for (int u = 0; u < n; ++u)
        for (int v = u + 1 + from; v < n && v <= u + window; ++v) more.emplace_back(u, v);
      // Pairs already present are skipped by the set below.
      std::vector<std::pair<int, int>> have = edges;
      std::sort(have.begin(), have.end());
      std::erase_if(more,
                    [&](const auto& e) { return std::binary_search(have.begin(), have.end(), e); });
      take(more);
      continue;
    }

    const std::vector<std::int64_t>& pot = pm.nodePotential;
    const detail::BlossomSums blossomSums(n, pm);
    const std::int64_t scale = pm.dualScale;
    const std::int64_t minPot = *std::min_element(pot.begin(), pot.end());

    ++result.stats.certificateRounds;
    // A pair violates when its node potentials and the potentials of the blossoms holding both
    // fall short of its scaled weight. Blossom potentials are >= 0: only a pair short on node
    // potentials needs their sum.
    struct alignas(64) Found {  // one per thread, on its own cache line
      std::vector<std::pair<int, int>> violations;
      std::int64_t checked = 0;
      detail::BlossomSums::Row row;
    };
    // The check of the pairs (u, v) of one node u.
    auto checkInto = [&](Found& found, int u) {
      blossomSums.fill(u, found.row);
      return [&, u](int, int v) {
        ++found.checked;
        // The blossoms carry most of the duals inside a big score group: their sum first, and
        // the exact weight only for a pair that the upper bound cannot clear.
        const std::int64_t dual = pot[u] + pot[v] + blossomSums.at(found.row, v);
        if (dual >= scale * oracle.upperBound(u, v)) return;
        const std::int64_t w = oracle.weight(u, v);
        if (w != kForbidden && dual < scale * w)
          found.violations.emplace_back(std::min(u, v), std::max(u, v));
      };
    };
    std::vector<Found> found;
    if constexpr (requires(const Oracle& o, const std::vector<std::int64_t>& p) {
                    o.prepareCertificate(p, std::int64_t{4});
                  }) {
      // The oracle knows its structure: it visits every v > u that might violate.
      const auto scan = oracle.prepareCertificate(pot, scale);
      found = detail::forEachNodeInParallel<Found>(n, [&](Found& f, int u) {
        auto check = checkInto(f, u);
        scan(u, check);
      });
    } else {
      found = detail::forEachNodeInParallel<Found>(n, [&](Found& f, int u) {
        auto check = checkInto(f, u);
        for (int v = u + 1; v < n; ++v) {
          const std::int64_t ub = oracle.upperBound(u, v);
          if (pot[u] + minPot - scale * ub >= 0) break;  // no further pair can violate
          if (pot[u] + pot[v] - scale * ub >= 0) continue;
          check(u, v);
        }
      });
    }
    std::vector<std::pair<int, int>> violations;
    for (Found& f : found) {
      result.stats.pairsChecked += f.checked;
      violations.insert(violations.end(), f.violations.begin(), f.violations.end());
    }
    std::sort(violations.begin(), violations.end());
    violations.erase(std::unique(violations.begin(), violations.end()), violations.end());
    if (violations.empty()) {
      result.mate = pm.mate;
      result.stats.totalWeight = pm.weight;
      return result;
    }
    result.stats.pairsAdded += static_cast<std::int64_t>(violations.size());
    // Re-solve on the edges that mattered: the first solve's graph is mostly slack (pairs its
    // duals show to be far from the optimum), and each LEMON solve costs in proportion to its
    // edges. Keep the matching and the tightest edges (a few per player) besides the violating
    // pairs; the certificate of the next round still checks every pair of the complete graph, so
    // an edge dropped wrongly only comes back as a violation (never a wrong draw).
    // Only after the optimum's weight grew: between such prunes the edges only grow, so the loop
    // ends (a pair dropped and re-added under tied optima cannot cycle).
    if (!prunedAtWeight || pm.weight > *prunedAtWeight) {
      detail::keepTightest(edges, weights, pm, blossomSums,
                           static_cast<std::size_t>(n) * kKeptPerNode);
      prunedAtWeight = pm.weight;
    }
    take(violations);
  }
}

}  // namespace tengen::pairing
