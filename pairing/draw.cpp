#include "pairing/draw.h"

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "pairing/director_fixes.h"
#include "pairing/draw_colours.h"
#include "pairing/draw_field.h"
#include "pairing/draw_pair_weight.h"
#include "pairing/fixed_systems.h"
#include "pairing/opengotha_draw.h"
#include "pairing/round_players.h"

namespace tengen::pairing {

namespace swiss_draw {
namespace {

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

void numberBoards(const DrawInput& in, Round& round, const std::map<PlayerId, int>& order) {
  auto key = [&](const Game& g) {
    const int a = order.at(g.black), b = order.at(g.white);
    return std::pair(std::min(a, b), std::max(a, b));
  };
  std::sort(round.games.begin(), round.games.end(),
            [&](const Game& x, const Game& y) { return key(x) < key(y); });
  for (std::size_t i = 0; i < round.games.size(); ++i)
    round.games[i].board = static_cast<int>(i) + 1;
  applyFixedTables(in.settings, round);
}

DrawOutcome drawSwissOrMcMahon(const DrawInput& in) {
  DrawOutcome outcome;
  const std::vector<Standing> st = standings(in);
  const std::vector<PlayerId> playing = playersOfRound(in);
  auto [fixed, free] = fixedPairsOfRound(in.settings, in.round, playing);

  // The whole field in standings order (for the bye and board numbers).
  Field all = buildField(in, st, playing);
  std::map<PlayerId, int> order;
  {
    std::vector<const Node*> sorted;
    for (const Node& n : all.nodes) sorted.push_back(&n);
    std::sort(sorted.begin(), sorted.end(),
              [](const Node* a, const Node* b) { return isBetterPlaced(*a, *b); });
    for (std::size_t i = 0; i < sorted.size(); ++i)
      order[sorted[i]->player->id] = static_cast<int>(i);
  }
  outcome.failure = tooFewPlayers(in.round, playing);
  if (outcome.failure) return outcome;

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
}  // namespace swiss_draw

DrawOutcome makeDraw(const DrawInput& input) {
  switch (input.event.system) {
    case PairingSystem::Swiss:
    case PairingSystem::McMahon:
      if (input.settings.profile == DrawProfile::OpenGotha) return drawOpenGotha(input);
      return swiss_draw::drawSwissOrMcMahon(input);
    case PairingSystem::RoundRobin:
      return drawRoundRobin(input);
    case PairingSystem::Knockout:
      return drawKnockout(input);
  }
  return {};
}

}  // namespace tengen::pairing
