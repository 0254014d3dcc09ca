// The director's fixed pairs and fixed tables, as both Swiss / McMahon draws apply them.
#include <doctest/doctest.h>

#include "pairing/director_fixes.h"

using namespace tengen::pairing;

namespace {

Game game(int board, PlayerId black, PlayerId white) {
  Game g;
  g.board = board;
  g.black = black;
  g.white = white;
  return g;
}

}  // namespace

TEST_CASE("fixed pairs of a round: both players play it, each player in one pair at most") {
  PairingSettings s;
  s.fixedPairs = {
      {1, 5, 9},    // kept
      {1, 9, 12},   // 9 is already in a fixed pair: ignored
      {2, 1, 2},    // another round
      {1, 7, 7},    // one player with themself
      {1, 3, 99},   // 99 does not play
      {1, 20, 21},  // kept
  };
  const std::vector<PlayerId> playing = {21, 3, 5, 7, 9, 12, 20};  // any order is kept
  const RoundFixedPairs fixed = fixedPairsOfRound(s, 1, playing);
  using Pairs = std::vector<std::pair<PlayerId, PlayerId>>;
  CHECK(fixed.pairs == Pairs{{5, 9}, {20, 21}});
  CHECK(fixed.free == std::vector<PlayerId>{3, 7, 12});
  CHECK(fixedPairsOfRound(s, 2, playing).pairs.empty());  // 1 and 2 do not play
  CHECK(fixedPairsOfRound(s, 2, playing).free == playing);
}

TEST_CASE("fixed tables swap board numbers and leave the games in board order") {
  PairingSettings s;
  s.fixedTables = {{8, 1}, {3, 3}, {4, 9}};  // 4's board 9 does not exist: ignored
  Round round;
  round.games = {game(1, 1, 2), game(2, 3, 4), game(3, 5, 6), game(4, 7, 8)};
  applyFixedTables(s, round);
  // In player order: 3 (board 2) takes board 3 from 5-6, then 8 (board 4) board 1 from 1-2.
  REQUIRE(round.games.size() == 4);
  for (std::size_t i = 0; i < round.games.size(); ++i)
    CHECK(round.games[i].board == static_cast<int>(i) + 1);
  CHECK(round.games[0].white == 8);
  CHECK(round.games[1].black == 5);
  CHECK(round.games[2].black == 3);
  CHECK(round.games[3].black == 1);
}
