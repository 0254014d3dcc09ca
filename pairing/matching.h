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

namespace tengen::pairing {

inline constexpr std::int64_t kForbidden = std::numeric_limits<std::int64_t>::min();

struct MatchingStats {
  int solves = 0;                 // LEMON runs (1 = the sparse graph was already optimal)
  int certificateRounds = 0;      // dual checks over the complete graph
  std::int64_t pairsAdded = 0;    // violating pairs added by the certificate loop
  std::int64_t pairsChecked = 0;  // pairs whose exact weight the certificate had to compute
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

    // Duals: node potentials and, for each node, its chain of blossoms (outermost first).
    const std::vector<std::int64_t>& pot = pm.nodePotential;
    const int blossoms = static_cast<int>(pm.blossomPotential.size());
    std::vector<std::vector<int>> chain(n);
    if (blossoms > 0) {
      std::vector<int> order(blossoms);
      for (int k = 0; k < blossoms; ++k) order[k] = k;
      std::sort(order.begin(), order.end(), [&](int a, int b) {
        return pm.blossomNodes[a].size() > pm.blossomNodes[b].size();
      });
      for (int k : order)
        for (int v : pm.blossomNodes[k]) chain[v].push_back(k);
    }
    // Sum of the potentials of the blossoms holding both u and v: the chains are ancestor-first
    // paths in the laminar family, so the common part is a prefix (binary search on its length;
    // chains can be hundreds deep) and prefix sums give its total.
    std::vector<std::int64_t> cumulative(blossoms, 0);  // blossom potentials, outermost to k
    for (int v = 0; v < n; ++v) {
      std::int64_t sum = 0;
      for (int k : chain[v]) cumulative[k] = sum += pm.blossomPotential[k];
    }
    auto blossomSum = [&](int u, int v) -> std::int64_t {
      const auto& a = chain[u];
      const auto& b = chain[v];
      std::size_t lo = 0, hi = std::min(a.size(), b.size());  // a[0, lo) == b[0, lo)
      while (lo < hi) {
        const std::size_t mid = (lo + hi + 1) / 2;
        if (a[mid - 1] == b[mid - 1])
          lo = mid;
        else
          hi = mid - 1;
      }
      return lo == 0 ? 0 : cumulative[a[lo - 1]];
    };
    const std::int64_t scale = pm.dualScale;
    const std::int64_t minPot = *std::min_element(pot.begin(), pot.end());

    ++result.stats.certificateRounds;
    std::vector<std::pair<int, int>> violations;
    auto check = [&](int u, int v) {
      ++result.stats.pairsChecked;
      const std::int64_t w = oracle.weight(u, v);
      if (w == kForbidden) return;
      // Blossom potentials are >= 0: only a pair short on node potentials needs their sum.
      const std::int64_t slack = pot[u] + pot[v] - scale * w;
      if (slack < 0 && slack + blossomSum(u, v) < 0)
        violations.emplace_back(std::min(u, v), std::max(u, v));
    };
    if constexpr (requires(const Oracle& o, const std::vector<std::int64_t>& p) {
                    o.prepareCertificate(p, std::int64_t{4});
                  }) {
      // The oracle knows its structure: it visits every v > u that might violate.
      const auto scan = oracle.prepareCertificate(pot, scale);
      for (int u = 0; u < n; ++u) scan(u, check);
    } else {
      for (int u = 0; u < n; ++u) {
        for (int v = u + 1; v < n; ++v) {
          const std::int64_t ub = oracle.upperBound(u, v);
          if (pot[u] + minPot - scale * ub >= 0) break;  // no further pair can violate
          if (pot[u] + pot[v] - scale * ub >= 0) continue;
          check(u, v);
        }
      }
    }
    std::sort(violations.begin(), violations.end());
    violations.erase(std::unique(violations.begin(), violations.end()), violations.end());
    if (violations.empty()) {
      result.mate = pm.mate;
      result.stats.totalWeight = pm.weight;
      return result;
    }
    result.stats.pairsAdded += static_cast<std::int64_t>(violations.size());
    take(violations);
  }
}

}  // namespace tengen::pairing
