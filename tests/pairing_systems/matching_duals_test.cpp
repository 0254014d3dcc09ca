// The certificate's helpers: blossom sums by rows, the edges kept for a re-solve, the parallel
// loop over the players; and the certificate on a field big enough to run on several threads.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <set>
#include <stdexcept>

#include "pairing/matching.h"
#include "pairing/matching_duals.h"

using namespace tengen::pairing;

namespace {

// A random laminar family over nodes [0, n): blossoms of odd size nested at random depths.
void addBlossoms(std::vector<int> nodes, std::mt19937_64& rng,
                 tengen::pairing::lemon_bridge::PerfectMatching& pm) {
  std::shuffle(nodes.begin(), nodes.end(), rng);
  std::size_t at = 0;
  while (at + 3 <= nodes.size()) {
    std::size_t size = 3 + 2 * (rng() % 6);
    if (at + size > nodes.size()) size = nodes.size() - at - (nodes.size() - at) % 2 + 1;
    if (size < 3 || at + size > nodes.size()) break;
    std::vector<int> members(nodes.begin() + static_cast<std::ptrdiff_t>(at),
                             nodes.begin() + static_cast<std::ptrdiff_t>(at + size));
    if (rng() % 3 != 0) {
      pm.blossomNodes.push_back(members);
      pm.blossomPotential.push_back(1 + static_cast<std::int64_t>(rng() % 1000));
    }
    if (size > 3 && rng() % 2 == 0)
      addBlossoms(std::vector<int>(members.begin(), members.end() - 2), rng, pm);
    at += size;
  }
}

std::int64_t bruteSum(const tengen::pairing::lemon_bridge::PerfectMatching& pm, int u, int v) {
  std::int64_t sum = 0;
  for (std::size_t k = 0; k < pm.blossomNodes.size(); ++k) {
    const auto& b = pm.blossomNodes[k];
    if (std::find(b.begin(), b.end(), u) != b.end() && std::find(b.begin(), b.end(), v) != b.end())
      sum += pm.blossomPotential[k];
  }
  return sum;
}

// Weights that fall with the distance in node order (like score differences), with noise.
struct BandedOracle {
  int n = 0;
  std::uint64_t seed = 0;
  std::int64_t noise(int u, int v) const {
    std::uint64_t x = seed ^ (static_cast<std::uint64_t>(std::min(u, v)) * 1'000'003ULL +
                              static_cast<std::uint64_t>(std::max(u, v)));
    x ^= x >> 31;
    x *= 0x9e3779b97f4a7c15ULL;
    x ^= x >> 29;
    return static_cast<std::int64_t>(x % 1000);
  }
  std::int64_t weight(int u, int v) const { return 1000 * (n - std::abs(u - v)) + noise(u, v); }
  std::int64_t upperBound(int u, int v) const { return 1000 * (n - std::abs(u - v)) + 999; }
};

}  // namespace

TEST_CASE("blossom sums by rows equal the sum over every blossom holding both nodes") {
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 2 * static_cast<int>(4 + rng() % 40);
    lemon_bridge::PerfectMatching pm;
    std::vector<int> all(n);
    for (int v = 0; v < n; ++v) all[v] = v;
    addBlossoms(all, rng, pm);
    const detail::BlossomSums sums(n, pm);
    detail::BlossomSums::Row row;
    for (int u = 0; u < n; ++u) {
      sums.fill(u, row);
      for (int v = 0; v < n; ++v)
        if (v != u) REQUIRE(sums.at(row, v) == bruteSum(pm, u, v));
    }
  }
}

TEST_CASE("a re-solve keeps the matched edges and the tightest others") {
  lemon_bridge::PerfectMatching pm;
  pm.dualScale = 1;
  pm.mate = {1, 0, 3, 2};
  pm.nodePotential = {10, 10, 10, 10};
  // Reduced costs: (0,1) matched, (0,2) 20-5=15, (0,3) 20-19=1, (1,2) 20-18=2, (1,3) 20-0=20.
  std::vector<std::pair<int, int>> edges{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
  std::vector<std::int64_t> weights{20, 5, 19, 18, 0, 20};
  const detail::BlossomSums sums(4, pm);
  detail::keepTightest(edges, weights, pm, sums, 4);
  const std::vector<std::pair<int, int>> kept{{0, 1}, {0, 3}, {1, 2}, {2, 3}};
  CHECK(edges == kept);
  CHECK(weights == std::vector<std::int64_t>{20, 19, 18, 20});
}

TEST_CASE("the parallel loop visits every node once and keeps each thread's state apart") {
  const int n = 10'000;
  std::vector<int> visits(n, 0);  // each node written by one thread only
  struct State {
    std::vector<int> nodes;
  };
  const std::vector<State> states = detail::forEachNodeInParallel<State>(n, [&](State& s, int u) {
    ++visits[u];
    s.nodes.push_back(u);
  });
  CHECK(std::all_of(visits.begin(), visits.end(), [](int c) { return c == 1; }));
  std::size_t total = 0;
  std::set<int> seen;
  for (const State& s : states) {
    total += s.nodes.size();
    seen.insert(s.nodes.begin(), s.nodes.end());
  }
  CHECK(total == static_cast<std::size_t>(n));
  CHECK(seen.size() == static_cast<std::size_t>(n));
}

TEST_CASE("on a field checked by several threads, sparse and wider candidates reach one optimum") {
  // 6 000 nodes: the certificate runs in parallel and re-solves on the kept edges. Both runs are
  // certified against every pair, so they must agree on the optimum's weight.
  const int n = 6000;
  const BandedOracle o{n, 99};
  std::vector<std::pair<int, int>> path, wide;
  for (int u = 0; u + 1 < n; ++u) path.emplace_back(u, u + 1);
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n && v <= u + 12; ++v) wide.emplace_back(u, v);
  const MatchingResult a = maxWeightPerfectMatching(n, o, path);
  const MatchingResult b = maxWeightPerfectMatching(n, o, wide);
  REQUIRE(!a.mate.empty());
  REQUIRE(!b.mate.empty());
  CHECK(a.stats.solves > 1);  // the path alone was not optimal: the loop added pairs
  CHECK(a.stats.totalWeight == b.stats.totalWeight);
  std::int64_t total = 0;
  for (int u = 0; u < n; ++u) {
    REQUIRE(a.mate[a.mate[u]] == u);
    if (a.mate[u] > u) total += o.weight(u, a.mate[u]);
  }
  CHECK(total == a.stats.totalWeight);
}

TEST_CASE("the parallel loop hands an exception of any thread to its caller") {
  struct State {
    int done = 0;
  };
  auto work = [](State& s, int u) {
    if (u == 7'777) throw std::runtime_error("node 7777");
    ++s.done;
  };
  CHECK_THROWS_WITH_AS(detail::forEachNodeInParallel<State>(10'000, work), "node 7777",
                       std::runtime_error);
}
