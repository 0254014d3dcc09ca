#include "pairing/simulate.h"

#include <cmath>
#include <map>
#include <string>

namespace tengen::pairing {

std::vector<Player> generatePlayers(int n, std::uint64_t seed, PlayerId firstId) {
  static const char* const kClubs[] = {"北京",  "上海", "Paris",  "Berlin", "Seoul",
                                       "Tokyo", "杭州", "London", "Praha",  "成都"};
  static const char* const kCountries[] = {"CN", "CN", "FR", "DE", "KR",
                                           "JP", "CN", "GB", "CZ", "CN"};
  std::mt19937_64 rng(seed);
  std::vector<Player> players;
  players.reserve(n);
  for (int i = 0; i < n; ++i) {
    Player p;
    p.id = firstId == 0 ? 0 : firstId + i;
    p.name = "Player " + std::to_string(i + 1);
    // Ranks: 20k..6d, more of them in the middle.
    const int strength = static_cast<int>((rng() % 14) + (rng() % 14)) - 20;
    p.rank = *Rank::fromStrength(strength);
    p.rating = 2100 + strength * 100 + static_cast<int>(rng() % 100);
    const int club = static_cast<int>(rng() % 10);
    p.club = kClubs[club];
    p.country = kCountries[club];
    p.born =
        boost::gregorian::date(1950 + static_cast<int>(rng() % 60),
                               1 + static_cast<int>(rng() % 12), 1 + static_cast<int>(rng() % 28));
    players.push_back(std::move(p));
  }
  return players;
}

Result randomResult(const Game& game, const Player& black, const Player& white,
                    std::mt19937_64& rng) {
  const int diff = white.rank.strength() - black.rank.strength() - game.handicap;
  // P(white wins) grows with the difference in strength.
  const int pWhite = std::clamp(50 + 10 * diff, 15, 85);
  const int roll = static_cast<int>(rng() % 100);
  // Counted results the game's komi allows (pairing::checkAgainstKomi): with a half-point komi
  // no jigo and margins ending in .5, with a whole-point komi whole margins.
  const bool halfPointKomi = game.komi.endsInHalf();
  Result r;
  if (roll == 99) {
    if (!halfPointKomi) {
      r.outcome = Outcome::Jigo;
      return r;
    }
    r.outcome = Outcome::WhiteWins;  // the closest a half-point komi allows
    r.method = WinMethod::Points;
    r.margin = rules::HalfPoints(1);
    return r;
  }
  r.outcome = roll < pWhite ? Outcome::WhiteWins : Outcome::BlackWins;
  r.method = (rng() % 2) == 0 ? WinMethod::Resignation : WinMethod::Points;
  if (r.method == WinMethod::Points)
    r.margin = rules::HalfPoints((halfPointKomi ? 1 : 2) + 2 * static_cast<int>(rng() % 20));
  return r;
}

void playRound(Round& round, const std::vector<Player>& players, std::mt19937_64& rng) {
  std::map<PlayerId, const Player*> byId;
  for (const Player& p : players) byId[p.id] = &p;
  for (Game& g : round.games) g.result = randomResult(g, *byId.at(g.black), *byId.at(g.white), rng);
}

}  // namespace tengen::pairing
