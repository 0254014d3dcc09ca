// Compiled as C++17 (see lemon_matching.h).
#include "pairing/lemon_matching.h"

#include <lemon/matching.h>
#include <lemon/smart_graph.h>

namespace tengen::pairing::lemon_bridge {

PerfectMatching maxWeightPerfectMatching(int n, const std::vector<std::pair<int, int>>& edges,
                                         const std::vector<std::int64_t>& weights) {
  using Graph = lemon::SmartGraph;
  using WeightMap = Graph::EdgeMap<std::int64_t>;
  using Algo = lemon::MaxWeightedPerfectMatching<Graph, WeightMap>;
  PerfectMatching out;
  Graph g;
  g.reserveNode(n);
  g.reserveEdge(static_cast<int>(edges.size()));
  std::vector<Graph::Node> nodes(n);
  for (int i = 0; i < n; ++i) nodes[i] = g.addNode();
  WeightMap weight(g);
  for (std::size_t i = 0; i < edges.size(); ++i)
    weight[g.addEdge(nodes[edges[i].first], nodes[edges[i].second])] = weights[i];
  Algo algo(g, weight);
  if (!algo.run()) return out;
  out.perfect = true;
  out.dualScale = Algo::dualScale;
  out.weight = algo.matchingWeight();
  out.mate.resize(n);
  out.nodePotential.resize(n);
  for (int i = 0; i < n; ++i) {
    out.mate[i] = g.id(algo.mate(nodes[i]));
    out.nodePotential[i] = algo.nodeValue(nodes[i]);
  }
  for (int k = 0; k < algo.blossomNum(); ++k) {
    if (algo.blossomValue(k) == 0) continue;
    out.blossomPotential.push_back(algo.blossomValue(k));
    std::vector<int> members;
    for (Algo::BlossomIt it(algo, k); it != lemon::INVALID; ++it)
      members.push_back(g.id(static_cast<Graph::Node>(it)));
    out.blossomNodes.push_back(std::move(members));
  }
  return out;
}

CardinalityMatching maxCardinalityMatching(int n, const std::vector<std::pair<int, int>>& edges) {
  using Graph = lemon::SmartGraph;
  Graph g;
  std::vector<Graph::Node> nodes(n);
  for (int i = 0; i < n; ++i) nodes[i] = g.addNode();
  for (const auto& e : edges) g.addEdge(nodes[e.first], nodes[e.second]);
  lemon::MaxMatching<Graph> mm(g);
  mm.run();
  CardinalityMatching out;
  out.size = mm.matchingSize();
  out.mate.assign(n, -1);
  out.deficient.assign(n, false);
  for (int i = 0; i < n; ++i) {
    const Graph::Node m = mm.mate(nodes[i]);
    if (m != lemon::INVALID) out.mate[i] = g.id(m);
    out.deficient[i] =
        m == lemon::INVALID || mm.status(nodes[i]) == lemon::MaxMatching<Graph>::EVEN;
  }
  return out;
}

}  // namespace tengen::pairing::lemon_bridge
