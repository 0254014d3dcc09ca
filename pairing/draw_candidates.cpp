#include <algorithm>
#include <vector>

#include "pairing/draw_field.h"
#include "pairing/splitmix.h"

namespace tengen::pairing::swiss_draw {

using namespace weights;

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

}  // namespace tengen::pairing::swiss_draw
