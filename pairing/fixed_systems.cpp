#include "pairing/fixed_systems.h"

#include <algorithm>
#include <map>
#include <random>
#include <set>

namespace tengen::pairing {

std::vector<PlayerId> seedingOrder(const std::vector<Player>& players) {
  std::vector<const Player*> sorted;
  for (const Player& p : players) sorted.push_back(&p);
  std::sort(sorted.begin(), sorted.end(), [](const Player* a, const Player* b) {
    if (a->rank != b->rank) return a->rank > b->rank;
    const int ra = a->rating.value_or(0), rb = b->rating.value_or(0);
    if (ra != rb) return ra > rb;
    return a->id < b->id;
  });
  std::vector<PlayerId> ids;
  for (const Player* p : sorted) ids.push_back(p->id);
  return ids;
}

std::vector<std::vector<std::pair<int, int>>> bergerTables(int count) {
  const int m = count + (count % 2);  // even
  std::vector<std::vector<std::pair<int, int>>> rounds;
  if (m < 2) return rounds;
  const int c = m - 1;  // players 0..m-2 on the circle, m-1 fixed
  for (int r = 0; r < c; ++r) {
    std::vector<std::pair<int, int>> pairs;
    pairs.emplace_back(r % 2 == 0 ? std::pair(r, m - 1) : std::pair(m - 1, r));
    for (int k = 1; k < m / 2; ++k) {
      const int plus = (r + k) % c, minus = (r - k + c) % c;
      pairs.emplace_back(k % 2 == 1 ? std::pair(plus, minus) : std::pair(minus, plus));
    }
    // The odd player out (index == count) is the bye: m - 1 == count when count is odd.
    rounds.push_back(std::move(pairs));
  }
  return rounds;
}

std::vector<int> bracketOrder(int size) {
  std::vector<int> order{1};
  for (int n = 2; n <= size; n *= 2) {
    std::vector<int> next;
    for (int s : order) {
      next.push_back(s);
      next.push_back(n + 1 - s);
    }
    order = std::move(next);
  }
  return order;
}

namespace {

std::map<PlayerId, const Player*> byId(const DrawInput& in) {
  std::map<PlayerId, const Player*> m;
  for (const Player& p : in.players) m[p.id] = &p;
  return m;
}

NoValidPairing failureOf(UnpairableReason reason, std::vector<PlayerId> ids, std::string summary) {
  NoValidPairing f;
  for (PlayerId id : ids) f.players.push_back({id, reason, {}});
  f.summary = std::move(summary);
  return f;
}

}  // namespace

DrawOutcome drawRoundRobin(const DrawInput& in) {
  DrawOutcome out;
  // The schedule's players: everyone except those withdrawn before playing a game.
  std::set<PlayerId> appeared;
  for (const Round& r : in.previous) {
    for (const Game& g : r.games) {
      appeared.insert(g.black);
      appeared.insert(g.white);
    }
    for (PlayerId id : r.byes) appeared.insert(id);
  }
  std::vector<Player> field;
  for (const Player& p : in.players)
    if (p.status != RegistrationStatus::Withdrawn || appeared.contains(p.id)) field.push_back(p);
  const std::vector<PlayerId> seeds = seedingOrder(field);
  const int n = static_cast<int>(seeds.size());
  if (n < 2) {
    out.failure = failureOf(UnpairableReason::NotEnoughPlayers, seeds, "fewer than two players");
    return out;
  }
  const auto tables = bergerTables(n);
  const int cycle = static_cast<int>(tables.size());
  const int cycles = in.settings.doubleRoundRobin ? 2 : 1;
  if (in.round < 1 || in.round > cycle * cycles) {
    out.failure = failureOf(UnpairableReason::RoundOutOfRange, {},
                            "the round robin has " + std::to_string(cycle * cycles) + " rounds");
    return out;
  }
  const bool reversed = (in.round - 1) / cycle == 1;
  const auto& pairs = tables[(in.round - 1) % cycle];
  const auto players = byId(in);
  Round round;
  round.number = in.round;
  round.seed = in.seed;
  for (auto [w, b] : pairs) {
    if (reversed) std::swap(w, b);
    const bool wIn = w < n && players.at(seeds[w])->playsIn(in.round);
    const bool bIn = b < n && players.at(seeds[b])->playsIn(in.round);
    if (wIn && bIn) {
      Game g;
      g.round = in.round;
      g.board = static_cast<int>(round.games.size()) + 1;
      g.white = seeds[w];
      g.black = seeds[b];
      g.komi = in.event.komi;
      g.colours = ColourMethod::Draw;
      round.games.push_back(g);
    } else if (wIn) {
      round.byes.push_back(seeds[w]);
    } else if (bIn) {
      round.byes.push_back(seeds[b]);
    }
  }
  out.round = std::move(round);
  return out;
}

DrawOutcome drawKnockout(const DrawInput& in) {
  DrawOutcome out;
  const auto players = byId(in);
  const Round* first = nullptr;
  std::map<int, const Round*> rounds;
  for (const Round& r : in.previous)
    if (r.number < in.round) rounds[r.number] = &r;
  if (rounds.contains(1)) first = rounds[1];
  std::vector<Player> field;
  for (const Player& p : in.players) {
    bool inField = false;
    if (first) {
      inField = std::find(first->byes.begin(), first->byes.end(), p.id) != first->byes.end();
      for (const Game& g : first->games) inField = inField || g.black == p.id || g.white == p.id;
    } else {
      inField = p.playsIn(1);
    }
    if (inField) field.push_back(p);
  }
  const std::vector<PlayerId> seeds = seedingOrder(field);
  const int n = static_cast<int>(seeds.size());
  if (n < 2) {
    out.failure = failureOf(UnpairableReason::NotEnoughPlayers, seeds, "fewer than two players");
    return out;
  }
  int size = 1, levels = 0;
  while (size < n) {
    size *= 2;
    ++levels;
  }
  if (in.round < 1 || in.round > levels) {
    out.failure = failureOf(UnpairableReason::RoundOutOfRange, {},
                            "the knockout has " + std::to_string(levels) + " rounds");
    return out;
  }
  std::vector<PlayerId> entrants;
  for (int s : bracketOrder(size)) entrants.push_back(s <= n ? seeds[s - 1] : 0);
  // Re-seeding: the survivors of each round laid out again in a fresh bracket by their original
  // seeds, so the best left meets the worst left (the first round is the seeded bracket anyway).
  std::map<PlayerId, int> seedOf;
  for (int i = 0; i < n; ++i) seedOf[seeds[i]] = i;
  auto reseed = [&](std::vector<PlayerId> survivors) {
    std::sort(survivors.begin(), survivors.end(),
              [&](PlayerId a, PlayerId b) { return seedOf.at(a) < seedOf.at(b); });
    std::vector<PlayerId> bracket;
    for (int s : bracketOrder(static_cast<int>(survivors.size())))
      bracket.push_back(survivors[static_cast<std::size_t>(s - 1)]);
    return bracket;
  };
  std::vector<PlayerId> losers;
  for (int level = 1; level < in.round; ++level) {
    auto it = rounds.find(level);
    std::vector<PlayerId> next;
    losers.clear();
    for (std::size_t i = 0; i + 1 < entrants.size(); i += 2) {
      const PlayerId x = entrants[i], y = entrants[i + 1];
      if (x == 0 || y == 0) {
        next.push_back(x == 0 ? y : x);
        continue;
      }
      PlayerId winner = 0, loser = 0;
      if (it != rounds.end()) {
        for (const Game& g : it->second->games) {
          if (!((g.black == x && g.white == y) || (g.black == y && g.white == x))) continue;
          if (g.result && g.result->blackWins() && !g.result->whiteWins()) {
            winner = g.black;
            loser = g.white;
          } else if (g.result && g.result->whiteWins() && !g.result->blackWins()) {
            winner = g.white;
            loser = g.black;
          }
        }
        for (PlayerId b : it->second->byes)
          if (b == x || b == y) winner = b;
      }
      if (winner == 0) {
        out.failure =
            failureOf(UnpairableReason::MissingResult, {x, y},
                      "round " + std::to_string(level) + ": no winner between these players yet");
        return out;
      }
      next.push_back(winner);
      losers.push_back(loser);
    }
    entrants = in.settings.reseedKnockout ? reseed(std::move(next)) : std::move(next);
  }
  Round round;
  round.number = in.round;
  round.seed = in.seed;
  std::mt19937_64 rng(in.seed ^ 0x6e161'7eULL);
  auto addGame = [&](PlayerId x, PlayerId y) {
    const bool xIn = x != 0 && players.at(x)->playsIn(in.round);
    const bool yIn = y != 0 && players.at(y)->playsIn(in.round);
    if (xIn && yIn) {
      Game g;
      g.round = in.round;
      g.board = static_cast<int>(round.games.size()) + 1;
      const bool coin = (rng() & 1) != 0;
      g.black = coin ? x : y;
      g.white = coin ? y : x;
      g.komi = in.event.komi;
      g.colours = ColourMethod::Nigiri;
      round.games.push_back(g);
    } else if (xIn) {
      round.byes.push_back(x);
    } else if (yIn) {
      round.byes.push_back(y);
    }
  };
  for (std::size_t i = 0; i + 1 < entrants.size(); i += 2) addGame(entrants[i], entrants[i + 1]);
  if (in.settings.thirdPlaceGame && in.round == levels && levels >= 2 && losers.size() == 2 &&
      losers[0] != 0 && losers[1] != 0)
    addGame(losers[0], losers[1]);
  out.round = std::move(round);
  return out;
}

}  // namespace tengen::pairing
