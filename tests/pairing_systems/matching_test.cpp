// The exact matching: sparse candidates + dual certificate against a brute force over subsets.
#include <doctest/doctest.h>

#include <map>
#include <random>

#include "pairing/draw.h"
#include "pairing/matching.h"
#include "pairing/simulate.h"
#include "tests/pairing_systems/generator.h"

using namespace tengen::pairing;

namespace {

struct RandomOracle {
  int n = 0;
  std::vector<std::int64_t> w;  // n*n
  std::int64_t bound = 0;
  std::int64_t weight(int u, int v) const { return w[u * n + v]; }
  std::int64_t upperBound(int, int) const { return bound; }
};

// Weights that fall with the distance in node order, like score differences do.
struct BandedOracle {
  int n = 0;
  std::vector<std::int64_t> noise;
  std::int64_t weight(int u, int v) const {
    return 1000 * (n - std::abs(u - v)) + noise[u * n + v];
  }
  std::int64_t upperBound(int u, int v) const { return 1000 * (n - std::abs(u - v)) + 999; }
};

}  // namespace

TEST_CASE("the certificate loop makes a sparse matching exact (random weights, forbidden pairs)") {
  std::mt19937_64 rng(42);
  int loops = 0, infeasible = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int n = 2 * static_cast<int>(1 + rng() % 7);  // 2..14
    RandomOracle o;
    o.n = n;
    o.w.assign(n * n, 0);
    o.bound = 1'000'000;
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v) {
        const std::int64_t w =
            (rng() % 10 == 0) ? kForbidden : static_cast<std::int64_t>(rng() % 1'000'000);
        o.w[u * n + v] = o.w[v * n + u] = w;
      }
    std::vector<std::pair<int, int>> candidates;
    for (int u = 0; u + 1 < n; ++u) candidates.emplace_back(u, u + 1);
    const MatchingResult m = maxWeightPerfectMatching(n, o, candidates);
    const auto best =
        tengen::test::bruteForceMatching(n, [&](int u, int v) { return o.weight(u, v); });
    REQUIRE(best.has_value() == !m.mate.empty());
    if (!best) {
      ++infeasible;
      continue;
    }
    std::int64_t total = 0;
    for (int u = 0; u < n; ++u) {
      REQUIRE(m.mate[m.mate[u]] == u);
      REQUIRE(m.mate[u] != u);
      if (m.mate[u] > u) {
        REQUIRE(o.weight(u, m.mate[u]) != kForbidden);
        total += o.weight(u, m.mate[u]);
      }
    }
    CHECK(total == *best);
    CHECK(m.stats.totalWeight == *best);
    loops += m.stats.certificateRounds;
  }
  CHECK(loops > 400);  // the loop had to add pairs in many trials
  CHECK(infeasible > 0);
}

TEST_CASE("banded weights: the bound prunes the certificate and the result is exact") {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 100; ++trial) {
    const int n = 2 * static_cast<int>(1 + rng() % 7);
    BandedOracle o;
    o.n = n;
    o.noise.assign(n * n, 0);
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v)
        o.noise[u * n + v] = o.noise[v * n + u] = static_cast<std::int64_t>(rng() % 1000);
    std::vector<std::pair<int, int>> candidates;
    for (int u = 0; u + 1 < n; ++u) candidates.emplace_back(u, u + 1);
    const MatchingResult m = maxWeightPerfectMatching(n, o, candidates);
    const auto best =
        tengen::test::bruteForceMatching(n, [&](int u, int v) { return o.weight(u, v); });
    REQUIRE(best);
    CHECK(m.stats.totalWeight == *best);
  }
  // A big field: the certificate must not look at every pair.
  const int n = 2000;
  BandedOracle o;
  o.n = n;
  o.noise.assign(static_cast<std::size_t>(n) * n, 0);
  for (auto& x : o.noise) x = static_cast<std::int64_t>(rng() % 1000);
  for (int u = 0; u < n; ++u)
    for (int v = 0; v < u; ++v) o.noise[u * n + v] = o.noise[v * n + u];
  std::vector<std::pair<int, int>> candidates;
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n && v <= u + 6; ++v) candidates.emplace_back(u, v);
  const MatchingResult m = maxWeightPerfectMatching(n, o, candidates);
  REQUIRE(!m.mate.empty());
  CHECK(m.stats.pairsChecked < static_cast<std::int64_t>(n) * n / 20);
}

TEST_CASE("the draw equals a matching over the complete graph on medium random fields") {
  // Fields big enough for the sparse candidate graph and the certificate loop to matter (the
  // checker's exhaustive comparison stops at 14 players): the draw's total weight must equal
  // LEMON's optimum over every pair of the same players, with the same weights.
  std::mt19937_64 rng(2024);
  int rounds = 0, sparse = 0;
  for (int t = 0; t < 24; ++t) {
    DrawInput in;
    in.event.system = t % 2 == 0 ? PairingSystem::Swiss : PairingSystem::McMahon;
    in.event.rounds = 5;
    const int n = 30 + static_cast<int>(rng() % 170);
    in.players = generatePlayers(n, rng());
    in.settings.firstRound = rng() % 2 ? FirstRoundMethod::Lot : FirstRoundMethod::Seeding;
    in.settings.seeding = static_cast<SeedingMethod>(rng() % 3);
    in.settings.avoidSameCountry = rng() % 2 == 0;
    for (int k = 0; k < 3; ++k)
      in.settings.forbiddenPairs.emplace_back(in.players[rng() % n].id, in.players[rng() % n].id);
    for (int round = 1; round <= in.event.rounds; ++round) {
      if (round == 3) in.players[rng() % n].absentRounds.insert(3);
      in.round = round;
      in.seed = rng();
      const DrawOutcome out = makeDraw(in);
      REQUIRE(out.round);
      const FieldWeights fw = fieldWeights(in, &*out.round);
      const int m = static_cast<int>(fw.ids.size());
      std::map<PlayerId, int> index;
      for (int i = 0; i < m; ++i) index[fw.ids[i]] = i;
      auto weight = [&](int u, int v) { return fw.weights[static_cast<std::size_t>(u) * m + v]; };
      std::int64_t drawn = 0;
      for (const Game& g : out.round->games) {
        const std::int64_t w = weight(index.at(g.black), index.at(g.white));
        REQUIRE(w != kForbidden);
        drawn += w;
      }
      std::vector<std::pair<int, int>> edges;
      std::vector<std::int64_t> weights;
      for (int u = 0; u < m; ++u)
        for (int v = u + 1; v < m; ++v)
          if (weight(u, v) != kForbidden) {
            edges.emplace_back(u, v);
            weights.push_back(weight(u, v));
          }
      const auto complete = lemon_bridge::maxWeightPerfectMatching(m, edges, weights);
      REQUIRE(complete.perfect);
      CHECK(drawn == complete.weight);
      CHECK(out.stats.totalWeight == complete.weight);
      if (out.stats.edges < edges.size()) ++sparse;
      ++rounds;
      Round played = *out.round;
      playRound(played, in.players, rng);
      in.previous.push_back(std::move(played));
    }
  }
  CHECK(rounds == 24 * 5);
  CHECK(sparse > 60);  // most draws were solved on a sparse graph, not the complete one
}
