#include "pairing/draw_explain.h"

#include <algorithm>
#include <set>

#include "pairing/draw_pair_weight.h"
#include "pairing/draw_standings.h"
#include "pairing/opengotha_weights.h"

namespace tengen::pairing {

namespace swiss_draw {

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

}  // namespace swiss_draw

using swiss_draw::explainContext;
using swiss_draw::ExplainContext;
using swiss_draw::explainIn;
using swiss_draw::Node;
using swiss_draw::pairWeight;

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

}  // namespace tengen::pairing
