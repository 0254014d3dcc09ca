// Manual changes of a drawn round: swapping and pairing by hand, and what checkManualRound says
// about them, worked out by hand.
#include <doctest/doctest.h>

#include <algorithm>

#include "pairing/manual_change.h"

using namespace tengen::pairing;

namespace {

Player player(PlayerId id, const char* rank, const char* club = "", const char* country = "") {
  Player p;
  p.id = id;
  p.name = "P" + std::to_string(id);
  p.rank = *Rank::parse(rank);
  p.club = club;
  p.country = country;
  return p;
}

Game game(int board, PlayerId black, PlayerId white, const char* result = nullptr) {
  Game g;
  g.board = board;
  g.black = black;
  g.white = white;
  if (result) g.result = Result::parse(result);
  return g;
}

bool has(const SwapCheck& c, ManualIssueKind kind) {
  return std::find(c.warnings.begin(), c.warnings.end(), kind) != c.warnings.end();
}

// Round 1: 1-2 (Black wins), 3-4 (Black wins), 5 bye. Round 2 as drawn: 1-3, 2-4, 5 bye... (the
// test sets it by hand).
DrawInput roundTwo() {
  DrawInput in;
  in.event.system = PairingSystem::Swiss;
  in.event.rounds = 3;
  in.players = {player(1, "3d", "A", "CN"), player(2, "3d", "B", "CN"), player(3, "3d", "A", "FR"),
                player(4, "3d", "C", "DE"), player(5, "3d", "D", "JP")};
  in.settings.avoidSameClub = true;
  in.settings.avoidSameCountry = true;
  Round r1;
  r1.number = 1;
  r1.games = {game(1, 1, 2, "B+R"), game(2, 3, 4, "B+R")};
  for (Game& g : r1.games) g.round = 1;
  r1.byes = {5};
  in.previous = {r1};
  in.round = 2;
  return in;
}

Round drawnTwo() {
  Round r;
  r.number = 2;
  r.games = {game(1, 3, 1), game(2, 4, 2)};
  r.byes = {5};
  return r;
}

// Round two drawn 1-4, 2-3 (5 the bye), then changed by hand to 1-3, 2-4: a new pair of 1 and 3,
// both of club A.
SwapCheck clubmatesPaired(const DrawInput& in) {
  Round drawn;
  drawn.number = 2;
  drawn.games = {game(1, 1, 4), game(2, 2, 3)};
  drawn.byes = {5};
  Round after = drawn;
  after.games[0] = game(1, 1, 3);
  after.games[1] = game(2, 2, 4);
  return checkManualRound(in, drawn, after);
}

}  // namespace

TEST_CASE("swapping two players exchanges their seats, byes included") {
  const DrawInput in = roundTwo();
  const Round before = drawnTwo();
  const auto after = swapPlayers(in, before, 1, 5);  // 1 (White on board 1) and 5 (bye)
  REQUIRE(after);
  CHECK(after->games[0].black == 3);
  CHECK(after->games[0].white == 5);
  CHECK(after->games[0].colours == ColourMethod::Manual);
  CHECK(after->games[1].colours != ColourMethod::Manual);  // untouched
  CHECK(after->byes == std::vector<PlayerId>{1});
  CHECK(changedBoards(before, *after) == std::vector<int>{1});
  CHECK_FALSE(swapPlayers(in, before, 1, 1));
  CHECK_FALSE(swapPlayers(in, before, 1, 9));  // 9 is not in the round
}

TEST_CASE("pairing by hand seats the second player against the first, their opponents meet") {
  const DrawInput in = roundTwo();
  const Round before = drawnTwo();
  // 1 and 2 met in round 1: pairing them again is a rematch, and so is 3-4.
  const auto after = pairTogether(in, before, 1, 2);
  REQUIRE(after);
  CHECK(opponentIn(*after, 1) == std::optional<PlayerId>(2));
  CHECK(opponentIn(*after, 3) == std::optional<PlayerId>(4));
  CHECK(changedBoards(before, *after) == std::vector<int>{1, 2});
  const SwapCheck c = checkManualRound(in, before, *after);
  CHECK(has(c, ManualIssueKind::Rematch));
  int rematches = 0;
  for (const ManualIssue& i : c.issues)
    if (i.kind == ManualIssueKind::Rematch) ++rematches;
  CHECK(rematches == 2);
  CHECK(c.weightAfter < c.weightBefore);
  // A player with the bye is paired by taking the seat of the other's opponent.
  const auto withBye = pairTogether(in, before, 5, 2);
  REQUIRE(withBye);
  CHECK(opponentIn(*withBye, 5) == std::optional<PlayerId>(2));
  CHECK(withBye->byes == std::vector<PlayerId>{4});
  CHECK_FALSE(pairTogether(in, before, 1, 3));  // already paired
}

TEST_CASE("the consequences name same club and country, score difference and colour balance") {
  const DrawInput in = roundTwo();
  const Round before = drawnTwo();
  // Board 1: 3 (won, club A, FR) Black vs 2 (lost, club B, CN) White: scores 2 and 0 (half
  // points: a win, 2 apart). Board 2: 1 (won, had Black) Black again vs 4.
  Round after = before;
  after.games[0] = game(1, 3, 2);
  after.games[1] = game(2, 1, 4);
  SwapCheck c = checkManualRound(in, before, after);
  CHECK(has(c, ManualIssueKind::ScoreDifference));
  bool colour = false;
  for (const ManualIssue& i : c.issues) {
    if (i.kind == ManualIssueKind::ScoreDifference && i.board == 1)
      CHECK(i.value == 2);  // half points: one win
    if (i.kind == ManualIssueKind::ColourBalance && i.a == 1) {
      colour = true;
      CHECK(i.value == -2);  // whites minus blacks after a second Black
      CHECK(i.board == 2);
    }
  }
  CHECK(colour);
  CHECK_FALSE(has(c, ManualIssueKind::SameClub));
  // 1 and 3 are both of club A (a new pair against a draw of 1-4, 2-3).
  c = clubmatesPaired(in);
  CHECK(has(c, ManualIssueKind::SameClub));
  CHECK_FALSE(has(c, ManualIssueKind::SameCountry));
  // 1 and 2 are both from CN, and met in round 1.
  after.games[0] = game(1, 2, 1);
  after.games[1] = game(2, 3, 4);
  c = checkManualRound(in, before, after);
  CHECK(has(c, ManualIssueKind::SameCountry));
  CHECK(has(c, ManualIssueKind::Rematch));
}

TEST_CASE("McMahon: a swapped board gets the handicap of its new pair, the weaker takes Black") {
  DrawInput in;
  in.event.system = PairingSystem::McMahon;
  in.event.rounds = 3;
  in.event.komi = tengen::rules::HalfPoints(13);
  in.settings.mcmahonBar = 8;  // everyone below the bar: MMS follows rank
  in.players = {player(1, "5d"), player(2, "5d"), player(3, "1k"), player(4, "1k")};
  in.round = 1;
  Round before;
  before.number = 1;
  before.games = {game(1, 1, 2), game(2, 3, 4)};
  for (Game& g : before.games) g.komi = tengen::rules::HalfPoints(13);
  // Exchange 2 (5d) and 3 (1k): board 1 becomes 1 (5d) - 3 (1k), five ranks apart.
  const auto after = swapPlayers(in, before, 2, 3);
  REQUIRE(after);
  const Game& g = after->games[0];
  CHECK(g.handicap == 4);  // 5 ranks of difference, less the reduction of 1
  CHECK(g.black == 3);     // the weaker takes Black
  CHECK(g.white == 1);
  CHECK(g.komi == in.settings.handicap.komi);
  const SwapCheck c = checkManualRound(in, before, *after);
  CHECK(has(c, ManualIssueKind::Handicap));
}

TEST_CASE(
    "each warning carries the facts a director reads - rounds met, club, scores, colour run") {
  const DrawInput in = roundTwo();
  const Round before = drawnTwo();
  auto find = [](const SwapCheck& c, ManualIssueKind kind, PlayerId a) -> const ManualIssue* {
    for (const ManualIssue& i : c.issues)
      if (i.kind == kind && i.a == a) return &i;
    return nullptr;
  };
  // Board 1: 2 (Black, lost round 1) vs 1 (White, won it): a rematch of round 1, both from CN.
  // Board 2: 3 (Black again after Black in round 1) vs 4.
  Round after = before;
  after.games[0] = game(1, 2, 1);
  after.games[1] = game(2, 3, 4);
  SwapCheck c = checkManualRound(in, before, after);
  const ManualIssue* rematch = find(c, ManualIssueKind::Rematch, 2);
  REQUIRE(rematch);
  CHECK(rematch->metInRounds == std::vector<int>{1});
  CHECK(rematch->weight != 0);
  const ManualIssue* country = find(c, ManualIssueKind::SameCountry, 2);
  REQUIRE(country);
  CHECK(country->shared == "CN");
  const ManualIssue* score = find(c, ManualIssueKind::ScoreDifference, 2);
  REQUIRE(score);
  CHECK(score->scoreA == 0);
  CHECK(score->scoreB == 2);
  CHECK(score->value == 2);
  const ManualIssue* colour = find(c, ManualIssueKind::ColourBalance, 3);
  REQUIRE(colour);
  CHECK(colour->black);
  CHECK(colour->colourRun == 2);  // Black in round 1, Black again now
  // White twice in a row: 4 had White in round 1 and would have it again.
  after.games[1] = game(2, 1, 4);
  after.games[0] = game(1, 3, 2);
  c = checkManualRound(in, before, after);
  const ManualIssue* white = find(c, ManualIssueKind::ColourBalance, 4);
  REQUIRE(white);
  CHECK_FALSE(white->black);
  CHECK(white->colourRun == 2);
  // Same club: 1 and 3 are both of club A.
  c = clubmatesPaired(in);
  const ManualIssue* club = find(c, ManualIssueKind::SameClub, 1);
  REQUIRE(club);
  CHECK(club->shared == "A");
}
