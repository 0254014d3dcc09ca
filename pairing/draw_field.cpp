#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <string>

#include "pairing/draw_field.h"
#include "pairing/draw_standings.h"
#include "pairing/splitmix.h"

namespace tengen::pairing::swiss_draw {

using namespace weights;

void Field::finalize() {
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

bool isBetterPlaced(const Node& a, const Node& b) {  // a above b in the standings
  if (a.group != b.group) return a.group > b.group;
  if (a.strength != b.strength) return a.strength > b.strength;
  return a.player->id < b.player->id;
}

}  // namespace tengen::pairing::swiss_draw
