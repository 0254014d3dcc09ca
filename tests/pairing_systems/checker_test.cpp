// A checker over many generated tournaments (Swiss and McMahon, odd and even fields, byes,
// absences, withdrawals, forbidden pairs): every round is checked against the rules of the draw.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <random>
#include <set>

#include "pairing/lemon_matching.h"
#include "pairing/simulate.h"
#include "tests/pairing_systems/generator.h"

using namespace tengen::pairing;

namespace {

struct Totals {
  int tournaments = 0;
  int rounds = 0;
  int byes = 0;
  int rematches = 0;
  int exhaustive = 0;
  int handicapGames = 0;
  int maxImbalance = 0;
};

// The handicap a McMahon game must get, from a table written out from the rule (not from the code
// under test): the difference in McMahon score in whole points less one stone (the default
// reduction), at most nine stones (the default ceiling); none at all when the threshold is 1 dan
// (the only one the generator sets) and either player is a dan or a professional.
int expectedHandicap(const HandicapSettings& h, int mmsHalfA, int mmsHalfB, const Rank& a,
                     const Rank& b) {
  // Stones by the difference in whole McMahon points: 0, 1, 2, ... 10 and more.
  static constexpr int kStones[] = {0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  REQUIRE(h.fromMms);
  REQUIRE(h.reduction == 1);
  REQUIRE(h.ceiling == 9);
  if (h.noHandicapAbove) {
    REQUIRE(*h.noHandicapAbove == 0);
    if (a.kind() != RankKind::Kyu || b.kind() != RankKind::Kyu) return 0;
  }
  const int points = std::abs(mmsHalfA - mmsHalfB) / 2;
  return kStones[std::min(points, 10)];
}

// Checks one drawn round; `in` is the input it was drawn from.
void checkRound(const DrawInput& in, const Round& r, Totals& totals) {
  const std::vector<Standing> st = standings(in);
  std::map<PlayerId, const Standing*> sById;
  for (const Standing& s : st) sById[s.id] = &s;
  std::map<PlayerId, const Player*> pById;
  for (const Player& p : in.players) pById[p.id] = &p;

  // Everyone who plays appears exactly once; nobody else appears.
  std::map<PlayerId, int> seen;
  for (const Game& g : r.games) {
    ++seen[g.black];
    ++seen[g.white];
    REQUIRE(g.black != g.white);
  }
  for (PlayerId b : r.byes) ++seen[b];
  for (const Player& p : in.players) {
    if (p.playsIn(in.round))
      REQUIRE_MESSAGE(seen[p.id] == 1, "player " << p.id << " round " << in.round);
    else
      REQUIRE(seen[p.id] == 0);
  }
  // Boards 1..n in order.
  for (std::size_t i = 0; i < r.games.size(); ++i)
    REQUIRE(r.games[i].board == static_cast<int>(i) + 1);
  // Forbidden pairs never play.
  std::set<std::pair<PlayerId, PlayerId>> forbidden;
  for (auto [a, b] : in.settings.forbiddenPairs) {
    forbidden.insert({a, b});
    forbidden.insert({b, a});
  }
  for (const Game& g : r.games) REQUIRE(!forbidden.contains({g.black, g.white}));
  // A bye only to a player with the fewest byes; one bye at most when the field is odd.
  REQUIRE(r.byes.size() <= 1);
  if (!r.byes.empty()) {
    ++totals.byes;
    int fewest = 1 << 20;
    for (const Player& p : in.players)
      if (p.playsIn(in.round)) fewest = std::min(fewest, sById[p.id]->byes);
    CHECK(sById[r.byes.front()]->byes == fewest);
  }
  // Handicaps as specified; colours follow.
  for (const Game& g : r.games) {
    const Player& b = *pById[g.black];
    const Player& w = *pById[g.white];
    if (in.event.system == PairingSystem::McMahon) {
      const int h = expectedHandicap(in.settings.handicap, sById[g.black]->mms, sById[g.white]->mms,
                                     b.rank, w.rank);
      REQUIRE(g.handicap == h);
      if (h > 0) {
        ++totals.handicapGames;
        CHECK(g.colours == ColourMethod::Handicap);
        CHECK(b.rank <= w.rank);  // the weaker takes Black
        CHECK(g.komi == in.settings.handicap.komi);
      }
    } else {
      REQUIRE(g.handicap == 0);
      CHECK(g.komi == in.event.komi);
    }
    if (g.colours == ColourMethod::Balance) {
      // The one who had White more often takes Black.
      const int bb = sById[g.black]->whites - sById[g.black]->blacks;
      const int wb = sById[g.white]->whites - sById[g.white]->blacks;
      CHECK(bb > wb);
    }
  }
  // No rematch while one is avoidable: if the round has a rematch, the players it pairs cannot
  // be paired without one (no perfect matching over allowed first meetings).
  std::vector<PlayerId> paired;
  bool rematch = false;
  for (const Game& g : r.games) {
    paired.push_back(g.black);
    paired.push_back(g.white);
    const auto& opp = sById[g.black]->opponents;
    if (std::find(opp.begin(), opp.end(), g.white) != opp.end()) rematch = true;
  }
  if (rematch) {
    ++totals.rematches;
    std::vector<std::pair<int, int>> edges;
    for (std::size_t u = 0; u < paired.size(); ++u)
      for (std::size_t v = u + 1; v < paired.size(); ++v) {
        const auto& opp = sById[paired[u]]->opponents;
        if (std::find(opp.begin(), opp.end(), paired[v]) != opp.end()) continue;
        if (forbidden.contains({paired[u], paired[v]})) continue;
        edges.emplace_back(static_cast<int>(u), static_cast<int>(v));
      }
    const auto mm = lemon_bridge::maxCardinalityMatching(static_cast<int>(paired.size()), edges);
    CHECK(mm.size * 2 < static_cast<int>(paired.size()));
  }
  // Score differences (and every other criterion) minimal: on small fields the draw's total
  // weight equals the exhaustive optimum over every perfect matching of the same players.
  if (paired.size() <= 14) {
    ++totals.exhaustive;
    std::int64_t drawn = 0;
    for (const Game& g : r.games) drawn += explainPair(in, &r, g.black, g.white).total;
    const auto best =
        tengen::test::bruteForceMatching(static_cast<int>(paired.size()), [&](int u, int v) {
          const PairExplanation e = explainPair(in, &r, paired[u], paired[v]);
          return e.allowed ? e.total : kForbidden;
        });
    REQUIRE(best);
    CHECK(drawn == *best);
  }
}

void runTournaments(PairingSystem system, int count, std::uint64_t seed, Totals& totals) {
  std::mt19937_64 rng(seed);
  for (int t = 0; t < count; ++t) {
    DrawInput in;
    in.event.system = system;
    in.event.rounds = 5;
    const int n = 3 + static_cast<int>(rng() % 30);
    in.players = generatePlayers(n, rng());
    for (Player& p : in.players) {
      if (rng() % 8 == 0) p.absentRounds.insert(1 + static_cast<int>(rng() % 5));
    }
    if (n > 6 && rng() % 2 == 0) {
      for (int k = 0; k < 2; ++k) {
        const PlayerId a = 1 + static_cast<PlayerId>(rng() % n),
                       b = 1 + static_cast<PlayerId>(rng() % n);
        if (a != b) in.settings.forbiddenPairs.emplace_back(a, b);
      }
    }
    in.settings.firstRound = rng() % 2 ? FirstRoundMethod::Lot : FirstRoundMethod::Seeding;
    in.settings.seeding = static_cast<SeedingMethod>(rng() % 3);
    in.settings.avoidSameCountry = rng() % 2 == 0;
    if (rng() % 3 == 0) in.settings.handicap.noHandicapAbove = 0;
    ++totals.tournaments;
    for (int round = 1; round <= in.event.rounds; ++round) {
      if (round == 3 && n > 8) in.players[rng() % n].status = RegistrationStatus::Withdrawn;
      in.round = round;
      in.seed = rng();
      const DrawOutcome out = makeDraw(in);
      if (!out.round) {
        // Only acceptable when the field really cannot be paired; the failure names players.
        REQUIRE(out.failure);
        REQUIRE(!out.failure->players.empty());
        break;
      }
      REQUIRE(out.round->seed == in.seed);
      checkRound(in, *out.round, totals);
      ++totals.rounds;
      // Same seed, same draw.
      const DrawOutcome again = makeDraw(in);
      REQUIRE(again.round);
      for (std::size_t i = 0; i < again.round->games.size(); ++i) {
        CHECK(again.round->games[i].black == out.round->games[i].black);
        CHECK(again.round->games[i].white == out.round->games[i].white);
      }
      Round played = *out.round;
      playRound(played, in.players, rng);
      in.previous.push_back(played);
    }
    // Colour balance over the tournament (even games; tiny fields force the colours).
    if (system == PairingSystem::Swiss && !in.previous.empty() && n >= 10) {
      in.round = in.event.rounds + 1;
      for (const Standing& s : standings(in))
        totals.maxImbalance = std::max(totals.maxImbalance, std::abs(s.whites - s.blacks));
    }
  }
}

}  // namespace

TEST_CASE("checker: Chinese Swiss over generated tournaments") {
  Totals totals;
  runTournaments(PairingSystem::Swiss, 400, 1, totals);
  MESSAGE("swiss: " << totals.tournaments << " tournaments, " << totals.rounds << " rounds, "
                    << totals.byes << " byes, " << totals.rematches << " forced rematches, "
                    << totals.exhaustive << " exhaustive checks, max |W-B| "
                    << totals.maxImbalance);
  CHECK(totals.rounds > 1500);
  CHECK(totals.byes > 100);
  CHECK(totals.exhaustive > 300);
  CHECK(totals.maxImbalance <= 3);  // 5 rounds: colours stay within three of even
}

TEST_CASE("checker: McMahon over generated tournaments") {
  Totals totals;
  runTournaments(PairingSystem::McMahon, 400, 2, totals);
  MESSAGE("mcmahon: " << totals.tournaments << " tournaments, " << totals.rounds << " rounds, "
                      << totals.byes << " byes, " << totals.handicapGames << " handicap games, "
                      << totals.exhaustive << " exhaustive checks");
  CHECK(totals.rounds > 1500);
  CHECK(totals.handicapGames > 100);
  CHECK(totals.exhaustive > 300);
}
