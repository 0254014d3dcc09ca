// Hand-worked rounds for each system: the expected pairs are worked out on paper in the comments.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "pairing/fixed_systems.h"
#include "pairing/nigiri.h"
#include "pairing/simulate.h"

using namespace tengen::pairing;

namespace {

Player player(PlayerId id, const char* rank, const char* club = "") {
  Player p;
  p.id = id;
  p.name = "P" + std::to_string(id);
  p.rank = *Rank::parse(rank);
  p.club = club;
  return p;
}

Game game(int round, int board, PlayerId black, PlayerId white, const char* result) {
  Game g;
  g.round = round;
  g.board = board;
  g.black = black;
  g.white = white;
  if (result) g.result = Result::parse(result);
  return g;
}

std::set<std::pair<PlayerId, PlayerId>> pairsOf(const Round& r) {
  std::set<std::pair<PlayerId, PlayerId>> s;
  for (const Game& g : r.games) s.insert({std::min(g.black, g.white), std::max(g.black, g.white)});
  return s;
}

DrawInput swissOf(std::vector<Player> players) {
  DrawInput in;
  in.event.system = PairingSystem::Swiss;
  in.players = std::move(players);
  in.settings.avoidSameClub = false;
  in.seed = 12345;
  return in;
}

// The round drawn from `in`; the draw must give one.
Round drawn(const DrawInput& in) {
  const DrawOutcome out = makeDraw(in);
  REQUIRE(out.round);
  return *out.round;
}

}  // namespace

TEST_CASE("Swiss round 2: winners meet winners, losers meet losers, equal colours go to nigiri") {
  // Round 1: 1 (Black) beat 2, 3 (Black) beat 4. Groups: {1, 3} on 2 points, {2, 4} on 0.
  DrawInput in = swissOf({player(1, "5d"), player(2, "4d"), player(3, "3d"), player(4, "2d")});
  Round r1;
  r1.number = 1;
  r1.games = {game(1, 1, 1, 2, "B+R"), game(1, 2, 3, 4, "B+3.5")};
  in.previous = {r1};
  in.round = 2;
  const DrawOutcome out = makeDraw(in);
  REQUIRE(out.round);
  CHECK(pairsOf(*out.round) == std::set<std::pair<PlayerId, PlayerId>>{{1, 3}, {2, 4}});
  // Board 1 is the top group's game.
  const Game& top = out.round->games[0];
  CHECK(std::set<PlayerId>{top.black, top.white} == std::set<PlayerId>{1, 3});
  // Both had Black in round 1: the colour history is equal, so a (digital) nigiri decides.
  CHECK(top.colours == ColourMethod::Nigiri);
  CHECK(out.round->byes.empty());
}

TEST_CASE("Swiss round 3: the rematch is avoided even across score groups") {
  // R1: 1 beat 2, 4 beat 3.  R2: 1 beat 4, 2 beat 3.  Scores: 1:4, 2:2, 4:2, 3:0 (half points).
  // 1 has met 2 and 4, so 1 must play 3; then 2 plays 4 (they have not met).
  DrawInput in = swissOf({player(1, "5d"), player(2, "4d"), player(3, "3d"), player(4, "2d")});
  Round r1, r2;
  r1.number = 1;
  r1.games = {game(1, 1, 1, 2, "B+R"), game(1, 2, 3, 4, "W+R")};
  r2.number = 2;
  r2.games = {game(2, 1, 4, 1, "W+R"), game(2, 2, 3, 2, "W+R")};
  in.previous = {r1, r2};
  in.round = 3;
  const DrawOutcome out = makeDraw(in);
  REQUIRE(out.round);
  CHECK(pairsOf(*out.round) == std::set<std::pair<PlayerId, PlayerId>>{{1, 3}, {2, 4}});
  // Colours by balance: 2 had White then Black (0), 4 had White then Black (0): nigiri; 1 had
  // Black then White (0), 3 had Black twice (-2) ... 3 takes White.
  for (const Game& g : out.round->games)
    if (g.black == 1 || g.white == 1) {
      CHECK(g.white == 3);
      CHECK(g.colours == ColourMethod::Balance);
    }
}

TEST_CASE("late entries: missed rounds scored by the convention, paired by the current score") {
  // Round 1 with 1-4: 1 beats 2, 3 beats 4. Players 5 and 6 register after round 1.
  DrawInput in = swissOf({player(1, "5d"), player(2, "4d"), player(3, "3d"), player(4, "2d"),
                          player(5, "6d"), player(6, "1k")});
  Round r1;
  r1.number = 1;
  r1.games = {game(1, 1, 1, 2, "B+R"), game(1, 2, 3, 4, "B+R")};
  in.previous = {r1};
  in.round = 2;
  auto scoreOf = [&](PlayerId id) {
    for (const Standing& s : standings(in))
      if (s.id == id) return s.score;
    return -1;
  };
  SUBCASE("Chinese practice: a missed round scores 0, the late players join the 0 group") {
    CHECK(scoreOf(5) == 0);
    CHECK(scoreOf(6) == 0);
    const DrawOutcome out = makeDraw(in);
    REQUIRE(out.round);
    const auto pairs = pairsOf(*out.round);
    CHECK(pairs.contains({1, 3}));  // the winners meet; no late entry is floated up to them
    for (const auto& [a, b] : pairs)
      if (a != 1) CHECK((a != 3 && b != 3));
    CHECK(out.round->byes.empty());
  }
  SUBCASE("a convention scoring absences half a win puts them in a group of their own") {
    in.settings.absentHalfPoints = 1;
    CHECK(scoreOf(5) == 1);
    CHECK(scoreOf(1) == 2);
    CHECK(scoreOf(2) == 0);
    const DrawOutcome out = makeDraw(in);
    REQUIRE(out.round);
    CHECK(pairsOf(*out.round) == std::set<std::pair<PlayerId, PlayerId>>{{1, 3}, {5, 6}, {2, 4}});
  }
  SUBCASE("a bye or a game in the round is not an absence") {
    in.settings.absentHalfPoints = 1;
    in.previous[0].byes = {5};  // 5 had the bye of round 1 after all
    CHECK(scoreOf(5) == in.settings.byeHalfPoints);
    CHECK(scoreOf(6) == 1);
    CHECK(scoreOf(4) == 0);
  }
  SUBCASE("McMahon: the MMS of a late entry counts the missed rounds by the MMS convention") {
    in.event.system = PairingSystem::McMahon;
    in.settings.mmsAbsentHalfPoints = 1;
    int start5 = 0, mms5 = 0;
    for (const Standing& s : standings(in))
      if (s.id == 5) mms5 = s.mms;
    for (const Player& p : in.players)
      if (p.id == 5) start5 = 2 * mcmahonStart(in.settings, p);
    CHECK(mms5 == start5 + 1);
  }
}

TEST_CASE("Swiss byes: the lowest placed player without a bye, never twice") {
  DrawInput in = swissOf(
      {player(1, "5d"), player(2, "4d"), player(3, "3d"), player(4, "2d"), player(5, "1d")});
  in.round = 1;
  DrawOutcome out = makeDraw(in);
  REQUIRE(out.round);
  REQUIRE(out.round->byes == std::vector<PlayerId>{5});  // lowest placed: the weakest, 1d
  // Round 2: 5 has 2 points from the bye; the losers of round 1 are lower but one of them must
  // take the bye now (5 already had one).
  Round r1 = *out.round;
  for (Game& g : r1.games) g.result = Result::parse("W+R");
  in.previous = {r1};
  in.round = 2;
  out = makeDraw(in);
  REQUIRE(out.round);
  REQUIRE(out.round->byes.size() == 1);
  const PlayerId bye = out.round->byes.front();
  CHECK(bye != 5);
  // The bye is the lowest placed: a player on 0 points, the weaker of the two Black losers.
  std::set<PlayerId> losers;
  for (const Game& g : r1.games) losers.insert(g.black);
  CHECK(losers.contains(bye));
  PlayerId weakest = *std::max_element(losers.begin(), losers.end());  // ids follow rank order
  CHECK(bye == weakest);
}

TEST_CASE("McMahon: starting scores, handicap with reduction, threshold and ceiling") {
  PairingSettings s;                              // bar 3d (2), floor 20k (-20)
  CHECK(mcmahonStart(s, player(1, "5d")) == 22);  // clamped to the bar: 2 - (-20)
  CHECK(mcmahonStart(s, player(2, "5k")) == 15);  // -5 - (-20)
  CHECK(mcmahonStart(s, player(3, "25k")) == 0);  // clamped to the floor
  s.mmsCorrection[2] = 1;
  CHECK(mcmahonStart(s, player(2, "5k")) == 16);
  HandicapSettings h;  // from MMS, reduction 1, ceiling 9
  // MMS 15 vs 18 (half points 30 vs 36): 3 points apart, minus 1 = 2 stones.
  CHECK(mcmahonHandicap(h, 30, 36, *Rank::parse("5k"), *Rank::parse("2k")) == 2);
  h.ceiling = 1;
  CHECK(mcmahonHandicap(h, 30, 36, *Rank::parse("5k"), *Rank::parse("2k")) == 1);
  h.ceiling = 9;
  h.noHandicapAbove = -3;  // no handicap when the stronger is 3k or above
  CHECK(mcmahonHandicap(h, 30, 36, *Rank::parse("5k"), *Rank::parse("2k")) == 0);
  h.noHandicapAbove.reset();
  h.fromMms = false;  // from the ranks: 3 - 1 = 2
  CHECK(mcmahonHandicap(h, 0, 0, *Rank::parse("5k"), *Rank::parse("2k")) == 2);

  // A McMahon round 1: 2k and 5k are alone in their field: 2 stones, the 5k takes Black.
  DrawInput in;
  in.event.system = PairingSystem::McMahon;
  in.players = {player(1, "2k"), player(2, "5k")};
  in.round = 1;
  in.seed = 9;
  const DrawOutcome out = makeDraw(in);
  REQUIRE(out.round);
  REQUIRE(out.round->games.size() == 1);
  const Game& g = out.round->games[0];
  CHECK(g.black == 2);
  CHECK(g.white == 1);
  CHECK(g.handicap == 2);
  CHECK(g.komi == tengen::rules::HalfPoints(1));
  CHECK(g.colours == ColourMethod::Handicap);
}

TEST_CASE("McMahon round 1: MMS groups pair inside, the same club is avoided inside a group") {
  // Four 1k players (one MMS group): clubs A, A, B, B. Fold would pair 1-4, 2-3 — both mixed —
  // so put the clubs where fold would pair A with A: 1:A 4:A 2:B 3:B -> expect 1-2/3-4 or 1-3/2-4.
  DrawInput in;
  in.event.system = PairingSystem::McMahon;
  in.settings.firstRound = FirstRoundMethod::Seeding;
  in.players = {player(1, "1k", "A"), player(2, "1k", "B"), player(3, "1k", "B"),
                player(4, "1k", "A")};
  in.round = 1;
  const DrawOutcome out = makeDraw(in);
  REQUIRE(out.round);
  for (const Game& g : out.round->games) {
    const std::string cb = in.players[g.black - 1].club, cw = in.players[g.white - 1].club;
    CHECK(cb != cw);
  }
}

TEST_CASE("round robin: Berger tables, a bye for odd fields, reversed colours the second time") {
  for (int n : {4, 5, 6, 7, 8}) {
    DrawInput in;
    in.event.system = PairingSystem::RoundRobin;
    in.settings.doubleRoundRobin = true;
    for (int i = 1; i <= n; ++i) in.players.push_back(player(i, "1d"));
    const int cycle = n % 2 == 0 ? n - 1 : n;
    std::map<std::pair<PlayerId, PlayerId>, int> met;  // (black, white) -> count
    std::map<PlayerId, int> whites, byes;
    std::vector<Round> rounds;
    for (int r = 1; r <= 2 * cycle; ++r) {
      in.round = r;
      const DrawOutcome out = makeDraw(in);
      REQUIRE(out.round);
      rounds.push_back(*out.round);
      CHECK(out.round->byes.size() == static_cast<std::size_t>(n % 2));
      for (PlayerId b : out.round->byes) ++byes[b];
      for (const Game& g : out.round->games) {
        ++met[{g.black, g.white}];
        if (r <= cycle) ++whites[g.white];
        CHECK(g.colours == ColourMethod::Draw);
      }
    }
    // Every pair meets exactly twice, once with each colour.
    for (PlayerId a = 1; a <= n; ++a)
      for (PlayerId b = 1; b <= n; ++b)
        if (a != b) CHECK(met[{a, b}] == 1);
    // Colours in one cycle: White at most one more or less than half.
    for (PlayerId a = 1; a <= n; ++a) {
      const int games = n % 2 == 0 ? n - 1 : n - 1;
      CHECK(std::abs(2 * whites[a] - games) <= 1);
      if (n % 2 == 1) CHECK(byes[a] == 2);
    }
    // Round cycle+1 is round 1 with the colours reversed.
    for (std::size_t i = 0; i < rounds[0].games.size(); ++i) {
      CHECK(rounds[cycle].games[i].black == rounds[0].games[i].white);
      CHECK(rounds[cycle].games[i].white == rounds[0].games[i].black);
    }
    in.round = 2 * cycle + 1;
    CHECK(!makeDraw(in).round);
  }
}

TEST_CASE("knockout: seeded bracket, byes to the top seeds, winners advance, third place") {
  DrawInput in;
  in.event.system = PairingSystem::Knockout;
  in.settings.thirdPlaceGame = true;
  // Seeds by rank: 1 (6d) .. 6 (1d). Bracket of 8: 1-8, 4-5, 2-7, 3-6; 7 and 8 do not exist.
  const char* ranks[] = {"6d", "5d", "4d", "3d", "2d", "1d"};
  for (int i = 0; i < 6; ++i) in.players.push_back(player(i + 1, ranks[i]));
  CHECK(bracketOrder(8) == std::vector<int>{1, 8, 4, 5, 2, 7, 3, 6});
  in.round = 1;
  Round r1 = drawn(in);
  CHECK(pairsOf(r1) == std::set<std::pair<PlayerId, PlayerId>>{{4, 5}, {3, 6}});
  CHECK(std::set<PlayerId>(r1.byes.begin(), r1.byes.end()) == std::set<PlayerId>{1, 2});
  // Round 2 needs the results: refused while missing, naming the players.
  in.previous = {r1};
  in.round = 2;
  DrawOutcome refused = makeDraw(in);
  REQUIRE(refused.failure);
  CHECK(refused.failure->players.front().reason == UnpairableReason::MissingResult);
  // 5 beats 4 (upset), 3 beats 6.
  for (Game& g : r1.games) {
    const bool fiveOrThree = g.black == 5 || g.black == 3;
    g.result = Result::parse(fiveOrThree ? "B+R" : "W+R");
  }
  in.previous = {r1};
  Round r2 = drawn(in);
  CHECK(pairsOf(r2) == std::set<std::pair<PlayerId, PlayerId>>{{1, 5}, {2, 3}});
  // Final: 1 beats 5, 3 beats 2 -> final 1-3, third place 5-2.
  for (Game& g : r2.games) {
    const PlayerId winner = (g.black == 1 || g.white == 1) ? 1 : 3;
    g.result = Result::parse(g.black == winner ? "B+R" : "W+R");
  }
  in.previous = {r1, r2};
  in.round = 3;
  const Round finalRound = drawn(in);
  CHECK(pairsOf(finalRound) == std::set<std::pair<PlayerId, PlayerId>>{{1, 3}, {2, 5}});
  CHECK((finalRound.games[0].black == 1 || finalRound.games[0].white == 1));  // the final first
  in.round = 4;
  CHECK(makeDraw(in).failure->players.empty());  // round out of range: no players to name
}

TEST_CASE("knockout re-seeding: the survivors meet by their original seeds each round") {
  DrawInput in;
  in.event.system = PairingSystem::Knockout;
  in.settings.thirdPlaceGame = true;
  // Seeds 1 (8d) .. 8 (1d); bracket 1-8, 4-5, 2-7, 3-6.
  const char* ranks[] = {"8d", "7d", "6d", "5d", "4d", "3d", "2d", "1d"};
  for (int i = 0; i < 8; ++i) in.players.push_back(player(i + 1, ranks[i]));
  auto decide = [](Round& r, std::set<PlayerId> winners) {
    for (Game& g : r.games) g.result = Result::parse(winners.contains(g.black) ? "B+R" : "W+R");
  };
  in.round = 1;
  Round r1 = drawn(in);
  CHECK(pairsOf(r1) == std::set<std::pair<PlayerId, PlayerId>>{{1, 8}, {4, 5}, {2, 7}, {3, 6}});
  // Upsets: 8 beats 1, 7 beats 2; 4 and 3 win. Survivors by seed: 3, 4, 7, 8.
  decide(r1, {8, 4, 7, 3});
  in.previous = {r1};
  in.round = 2;
  // The fixed bracket keeps its halves: 8-4 and 7-3.
  CHECK(pairsOf(drawn(in)) == std::set<std::pair<PlayerId, PlayerId>>{{4, 8}, {3, 7}});
  // Re-seeded: best left against worst left, 3-8 and 4-7.
  in.settings.reseedKnockout = true;
  Round r2 = drawn(in);
  CHECK(pairsOf(r2) == std::set<std::pair<PlayerId, PlayerId>>{{3, 8}, {4, 7}});
  // 3 and 7 win: the final 3-7 and the third-place game 4-8 follow the re-seeded bracket.
  decide(r2, {3, 7});
  in.previous = {r1, r2};
  in.round = 3;
  const Round finalRound = drawn(in);
  CHECK(pairsOf(finalRound) == std::set<std::pair<PlayerId, PlayerId>>{{3, 7}, {4, 8}});
  CHECK((finalRound.games[0].black == 3 || finalRound.games[0].white == 3));  // the final first
  // The setting is a draw-settings key.
  PairingSettings s;
  CHECK_FALSE(setSetting(s, "knockout.reseed", "true"));
  CHECK(s.reseedKnockout);
  CHECK(setSetting(s, "knockout.reseed", "maybe"));
  const auto values = settingValues(s);
  CHECK(std::find(values.begin(), values.end(),
                  std::pair<std::string, std::string>{"knockout.reseed", "true"}) != values.end());
}

TEST_CASE("avoiding a duplicate outweighs every other criterion summed over a big field") {
  // 1e14 covers 20 000 players; a field of 30 000 needs more than 15 000 pairs' worth of the
  // lower criteria (each below 1.00034e10: the score difference dominates them).
  for (const int n : {100, 30'000}) {
    DrawInput in;
    in.event.system = PairingSystem::Swiss;
    in.players = generatePlayers(n, 3);
    in.round = 1;
    const PairExplanation e = explainPair(in, nullptr, in.players[0].id, in.players[1].id);
    REQUIRE(e.allowed);
    std::int64_t dup = 0, rest = 0;
    for (const CriterionWeight& c : e.criteria)
      (c.criterion == DrawCriterion::AvoidDuplicates ? dup : rest) += c.weight;
    CHECK(rest < 10'003'400'000);
    CHECK(dup > static_cast<std::int64_t>(n / 2) * 10'003'400'000);
    CHECK(dup >= 100'000'000'000'000);
  }
}

TEST_CASE("nigiri at the board: the holder, the guess and the count decide") {
  Player a = player(1, "3d"), b = player(2, "1d");
  CHECK(nigiriHolder(a, b) == 1);  // the higher rank holds
  Player c = player(3, "1d"), d = player(4, "1d");
  c.born = boost::gregorian::date(1980, 1, 1);
  d.born = boost::gregorian::date(1990, 1, 1);
  CHECK(nigiriHolder(c, d) == 3);  // equal ranks: the older holds
  d.born.reset();
  CHECK(!nigiriHolder(c, d));
  // 1 holds; 2 guesses odd; 7 stones: right, so 2 takes Black.
  auto r = nigiri(a, b, 1, NigiriGuess::Odd, 7);
  REQUIRE(r);
  CHECK(r->guessRight);
  CHECK(r->black == 2);
  // 1 holds; 2 guesses odd; 8 stones: wrong, 1 takes Black.
  r = nigiri(a, b, 1, NigiriGuess::Odd, 8);
  CHECK(!r->guessRight);
  CHECK(r->black == 1);
  r = nigiri(a, b, 1, NigiriGuess::Even, 8);
  CHECK(r->black == 2);
  CHECK(!nigiri(a, b, 5, NigiriGuess::Even, 8));  // not a player of the game
  CHECK(!nigiri(a, b, 1, NigiriGuess::Even, 0));
}

TEST_CASE("no valid pairing names the players and why") {
  DrawInput in = swissOf({player(1, "5d"), player(2, "4d"), player(3, "3d"), player(4, "2d")});
  in.settings.forbiddenPairs = {{1, 2}, {1, 3}, {1, 4}};
  in.round = 1;
  const DrawOutcome out = makeDraw(in);
  REQUIRE(!out.round);
  REQUIRE(out.failure);
  bool named = false;
  for (const auto& e : out.failure->players)
    if (e.player == 1) {
      named = true;
      CHECK(e.reason == UnpairableReason::NoOpponentLeft);
    }
  CHECK(named);
}

TEST_CASE("explain: criteria add up, and no alternative beats the draw by a swap") {
  DrawInput in = swissOf({});
  for (int i = 1; i <= 12; ++i)
    in.players.push_back(player(i, i <= 6 ? "2d" : "3k", i % 3 ? "X" : "Y"));
  in.settings.avoidSameClub = true;
  in.round = 1;
  const DrawOutcome out = makeDraw(in);
  REQUIRE(out.round);
  for (const Game& g : out.round->games) {
    const PairExplanation e = explainPair(in, &*out.round, g.black, g.white);
    std::int64_t sum = 0;
    for (const auto& c : e.criteria) sum += c.weight;
    CHECK(sum == e.total);
    CHECK(e.criteria.size() == 7);
    const PlayerExplanation pe = explainPlayer(in, *out.round, g.black, 20);
    REQUIRE(pe.opponent);
    CHECK(*pe.opponent == g.white);
    CHECK(pe.alternatives.size() == 10);
    for (const Alternative& a : pe.alternatives) CHECK(a.swapLoss >= 0);
  }
}
