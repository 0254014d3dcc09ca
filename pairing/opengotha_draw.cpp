#include "pairing/opengotha_draw.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

#include "pairing/director_fixes.h"
#include "pairing/opengotha_state.h"
#include "pairing/opengotha_weights.h"
#include "pairing/round_players.h"

namespace tengen::pairing {

namespace {

// Candidate edges (see candidateEdges).
constexpr int kWindow = 12;
constexpr int kIdealSpread = 6;  // partners each side of the seeding's ideal one

// The matching oracle over the players to pair, in group order (group, then place).
struct OpenGothaOracle {
  const OpenGothaState* state = nullptr;
  const OpenGothaParams* params = nullptr;
  std::vector<int> node;  // node -> index into state->players
  std::set<std::pair<PlayerId, PlayerId>> forbidden;
  // Every pair weighs this much less than OpenGotha says: the same optimum (a perfect matching
  // has n/2 pairs), but the matching's total stays far inside 64 bits for big fields.
  std::int64_t shift = 0;
  std::vector<std::int64_t> boundByDistance;

  const OpenGothaPlayerState& player(int u) const {
    return state->players[static_cast<std::size_t>(node[static_cast<std::size_t>(u)])];
  }
  std::int64_t weight(int u, int v) const {
    const OpenGothaPlayerState& a = player(u);
    const OpenGothaPlayerState& b = player(v);
    if (forbidden.contains({std::min(a.id, b.id), std::max(a.id, b.id)})) return kForbidden;
    const int first =
        a.order < b.order ? node[static_cast<std::size_t>(u)] : node[static_cast<std::size_t>(v)];
    const int second =
        a.order < b.order ? node[static_cast<std::size_t>(v)] : node[static_cast<std::size_t>(u)];
    return openGothaWeight(*state, *params, first, second) - shift;
  }
  std::int64_t upperBound(int u, int v) const {
    const int d = std::abs(player(u).group - player(v).group);
    const auto i = std::min<std::size_t>(static_cast<std::size_t>(d), boundByDistance.size() - 1);
    return boundByDistance[i] - shift;
  }
};

// Candidate edges: each player's neighbours in group order (the pairs inside a group and across
// the boundary to the next), and, inside a group, the partners near the seeding's ideal one (the
// same place in the other half for slip and random, the mirror place for fold). The certificate
// of the matching adds any other pair the optimum needs: these only make the first solve close.
std::vector<std::pair<int, int>> candidateEdges(const OpenGothaOracle& oracle,
                                                OpenGothaSeedSystem seeding) {
  const int n = static_cast<int>(oracle.node.size());
  std::vector<std::pair<int, int>> edges;
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n && v <= u + kWindow; ++v) edges.emplace_back(u, v);
  for (int start = 0; start < n;) {
    int end = start;
    while (end < n && oracle.player(end).group == oracle.player(start).group) ++end;
    const int size = end - start;
    for (int k = 0; k < size; ++k) {
      const int ideal =
          seeding == OpenGothaSeedSystem::SplitAndFold ? size - 1 - k : (k + size / 2) % size;
      for (int d = -kIdealSpread; d <= kIdealSpread; ++d) {
        const int partner = ideal + d;
        if (partner >= 0 && partner < size && partner != k)
          edges.emplace_back(start + k, start + partner);
      }
    }
    start = end;
  }
  return edges;
}

}  // namespace

PlayerId openGothaByePlayer(const DrawInput& input, const std::vector<PlayerId>& candidates) {
  const OpenGothaState s = openGothaState(input);
  std::map<PlayerId, int> byes;
  for (const Round& r : input.previous)
    if (r.number < input.round)
      for (PlayerId id : r.byes) ++byes[id];
  PlayerId best = 0;
  int bestWeight = std::numeric_limits<int>::max();
  std::vector<const OpenGothaPlayerState*> list;
  for (PlayerId id : candidates)
    if (auto it = s.index.find(id); it != s.index.end())
      list.push_back(&s.players[static_cast<std::size_t>(it->second)]);
  std::ranges::sort(list, {}, &OpenGothaPlayerState::order);
  for (const OpenGothaPlayerState* candidate : list) {
    const OpenGothaPlayerState& p = *candidate;
    const PlayerId id = p.id;
    const int weight = p.rank + p.mms2 + 1000 * byes[id];
    if (weight <= bestWeight) {
      bestWeight = weight;
      best = id;
    }
  }
  return best;
}

DrawOutcome drawOpenGotha(const DrawInput& in) {
  DrawOutcome outcome;
  const OpenGothaParams& params = in.settings.openGotha;
  const OpenGothaState state = openGothaState(in);
  const std::vector<PlayerId> playing = playersOfRound(in);
  outcome.failure = tooFewPlayers(in.round, playing);
  if (outcome.failure) return outcome;
  // Fixed pairs first, as the director set them.
  const auto [fixed, free] = fixedPairsOfRound(in.settings, in.round, playing);

  OpenGothaOracle oracle;
  oracle.state = &state;
  oracle.params = &params;
  for (const auto& [a, b] : in.settings.forbiddenPairs)
    oracle.forbidden.insert({std::min(a, b), std::max(a, b)});
  for (int d = 0; d <= 4; ++d)
    oracle.boundByDistance.push_back(openGothaWeightBound(state, params, d));
  oracle.shift = params.avoidDuplGame;

  // OpenGotha's bye; if the others cannot all be paired (forbidden pairs), the next candidate.
  std::vector<PlayerId> byeOrder;
  if (free.size() % 2 == 1) {
    std::vector<PlayerId> left = free;
    while (!left.empty() && byeOrder.size() < 8) {
      const PlayerId bye = openGothaByePlayer(in, left);
      byeOrder.push_back(bye);
      std::erase(left, bye);
    }
  } else {
    byeOrder.push_back(0);
  }
  for (PlayerId bye : byeOrder) {
    oracle.node.clear();
    for (PlayerId id : free)
      if (id != bye) oracle.node.push_back(state.index.at(id));
    std::ranges::sort(oracle.node, [&](int a, int b) {
      const auto& pa = state.players[static_cast<std::size_t>(a)];
      const auto& pb = state.players[static_cast<std::size_t>(b)];
      return std::pair(pa.group, pa.inner) < std::pair(pb.group, pb.inner);
    });
    const int n = static_cast<int>(oracle.node.size());
    MatchingResult m = maxWeightPerfectMatching(
        n, oracle,
        candidateEdges(oracle, in.round <= params.lastRoundForSeedSystem1 ? params.seedSystem1
                                                                          : params.seedSystem2));
    outcome.stats = m.stats;
    if (m.mate.empty() && n > 0) continue;
    Round round;
    round.number = in.round;
    round.seed = in.seed;
    if (bye != 0) round.byes.push_back(bye);
    auto addGame = [&](int a, int b) {
      if (state.players[static_cast<std::size_t>(a)].order >
          state.players[static_cast<std::size_t>(b)].order)
        std::swap(a, b);
      const OpenGothaGame og = openGothaGame(state, params, a, b);
      Game g;
      g.round = in.round;
      g.white = state.players[static_cast<std::size_t>(og.white)].id;
      g.black = state.players[static_cast<std::size_t>(og.black)].id;
      g.handicap = og.handicap;
      g.colours = og.colours;
      g.komi = og.handicap > 0 ? in.settings.handicap.komi : in.event.komi;
      round.games.push_back(g);
    };
    for (const auto& [a, b] : fixed) addGame(state.index.at(a), state.index.at(b));
    for (int u = 0; u < n; ++u)
      if (m.mate[static_cast<std::size_t>(u)] > u)
        addGame(oracle.node[static_cast<std::size_t>(u)],
                oracle.node[static_cast<std::size_t>(m.mate[static_cast<std::size_t>(u)])]);
    // Boards: the best placed pairs first (group, then place, of the better player).
    auto key = [&](const Game& g) {
      const auto& w = state.players[static_cast<std::size_t>(state.index.at(g.white))];
      const auto& b = state.players[static_cast<std::size_t>(state.index.at(g.black))];
      return std::min(std::pair(w.group, w.inner), std::pair(b.group, b.inner));
    };
    std::ranges::sort(round.games, [&](const Game& x, const Game& y) { return key(x) < key(y); });
    for (std::size_t i = 0; i < round.games.size(); ++i)
      round.games[i].board = static_cast<int>(i) + 1;
    applyFixedTables(in.settings, round);
    outcome.round = std::move(round);
    return outcome;
  }
  NoValidPairing f;
  for (PlayerId id : free) f.players.push_back({id, UnpairableReason::GroupCannotPair, {}});
  f.summary = "the forbidden pairs leave no pairing of round " + std::to_string(in.round);
  outcome.failure = std::move(f);
  return outcome;
}

}  // namespace tengen::pairing
