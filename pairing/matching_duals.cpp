#include "pairing/matching_duals.h"

#include <limits>
#include <numeric>

namespace tengen::pairing::detail {

BlossomSums::BlossomSums(int n, const lemon_bridge::PerfectMatching& pm)
    : position_(n, 0), inner_(n, -1), blossoms_(pm.blossomPotential.size()) {
  const int count = static_cast<int>(blossoms_.size());
  // Outer blossoms before inner ones: each blossom's parent is then the innermost blossom its
  // members were in so far (the family is laminar, so all members agree).
  std::vector<int> bySize(count);
  std::iota(bySize.begin(), bySize.end(), 0);
  std::stable_sort(bySize.begin(), bySize.end(), [&](int a, int b) {
    return pm.blossomNodes[a].size() > pm.blossomNodes[b].size();
  });
  for (int k : bySize) {
    Blossom& b = blossoms_[k];
    const std::vector<int>& members = pm.blossomNodes[k];
    if (!members.empty()) b.parent = inner_[members.front()];
    b.sum = pm.blossomPotential[k] + (b.parent < 0 ? 0 : blossoms_[b.parent].sum);
    for (int v : members) inner_[v] = k;
  }
  // Depth-first layout: order the nodes by their innermost blossom's place in a depth-first
  // walk of the forest; children lists by parent.
  std::vector<std::vector<int>> childBlossoms(count + 1);  // [count]: the roots
  std::vector<std::vector<int>> childNodes(count + 1);
  for (int k : bySize)
    childBlossoms[blossoms_[k].parent < 0 ? count : blossoms_[k].parent].push_back(k);
  for (int v = 0; v < n; ++v) childNodes[inner_[v] < 0 ? count : inner_[v]].push_back(v);
  int next = 0;
  // Iterative walk: (blossom, entering?) frames.
  std::vector<std::pair<int, bool>> stack{{count, true}};
  while (!stack.empty()) {
    const auto [k, entering] = stack.back();
    stack.pop_back();
    if (!entering) {
      blossoms_[k].hi = next - 1;
      continue;
    }
    if (k < count) {
      blossoms_[k].lo = next;
      stack.emplace_back(k, false);
    }
    for (int v : childNodes[k]) position_[v] = next++;
    for (auto it = childBlossoms[k].rbegin(); it != childBlossoms[k].rend(); ++it)
      stack.emplace_back(*it, true);
  }
}

void BlossomSums::fill(int u, Row& row) const {
  int k = inner_[u];
  if (k < 0) {
    row.size = 0;
    return;
  }
  int top = k;
  while (blossoms_[top].parent >= 0) top = blossoms_[top].parent;
  row.lo = blossoms_[top].lo;
  row.size = static_cast<unsigned>(blossoms_[top].hi - row.lo + 1);
  if (row.values.size() < row.size) row.values.resize(row.size);
  auto paint = [&](int from, int to, std::int64_t value) {  // [from, to)
    if (from < to)
      std::fill(row.values.begin() + (from - row.lo), row.values.begin() + (to - row.lo), value);
  };
  // Innermost first: it covers its whole interval; each outer blossom the rest of its own.
  const Blossom* inner = &blossoms_[k];
  paint(inner->lo, inner->hi + 1, inner->sum);
  for (int p = inner->parent; p >= 0; p = blossoms_[p].parent) {
    const Blossom& outer = blossoms_[p];
    paint(outer.lo, inner->lo, outer.sum);
    paint(inner->hi + 1, outer.hi + 1, outer.sum);
    inner = &outer;
  }
}

void keepTightest(std::vector<std::pair<int, int>>& edges, std::vector<std::int64_t>& weights,
                  const lemon_bridge::PerfectMatching& pm, const BlossomSums& sums,
                  std::size_t keep) {
  if (keep >= edges.size()) return;
  // Reduced costs, one blossom row per first node.
  std::vector<std::size_t> byFirst(edges.size());
  std::iota(byFirst.begin(), byFirst.end(), std::size_t{0});
  std::stable_sort(byFirst.begin(), byFirst.end(),
                   [&](std::size_t a, std::size_t b) { return edges[a].first < edges[b].first; });
  constexpr std::int64_t kMatched = std::numeric_limits<std::int64_t>::min();
  std::vector<std::int64_t> slack(edges.size());
  BlossomSums::Row row;
  int rowOf = -1;
  for (const std::size_t i : byFirst) {
    const auto [u, v] = edges[i];
    if (u != rowOf) {
      sums.fill(u, row);
      rowOf = u;
    }
    slack[i] = pm.mate[u] == v ? kMatched
                               : pm.nodePotential[u] + pm.nodePotential[v] + sums.at(row, v) -
                                     pm.dualScale * weights[i];
  }
  std::vector<std::int64_t> sorted = slack;
  const auto nth = sorted.begin() + static_cast<std::ptrdiff_t>(keep == 0 ? 0 : keep - 1);
  std::nth_element(sorted.begin(), nth, sorted.end());
  const std::int64_t limit = keep == 0 ? kMatched : *nth;
  std::size_t kept = 0;
  for (std::size_t i = 0; i < edges.size(); ++i)
    if (slack[i] <= limit) {
      edges[kept] = edges[i];
      weights[kept] = weights[i];
      ++kept;
    }
  edges.resize(kept);
  weights.resize(kept);
}

}  // namespace tengen::pairing::detail
