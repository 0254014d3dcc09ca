// Who a Swiss or McMahon round is drawn for, and the failure when fewer than two play it.
#include <doctest/doctest.h>

#include "pairing/round_players.h"

using namespace tengen::pairing;

namespace {

Player player(PlayerId id) {
  Player p;
  p.id = id;
  p.name = "P" + std::to_string(id);
  return p;
}

}  // namespace

TEST_CASE("the players of a round: by id, without the absent and the withdrawn") {
  DrawInput in;
  in.round = 2;
  in.players = {player(7), player(3), player(5), player(9)};
  in.players[0].absentRounds = {1};  // 7 misses round 1 only
  in.players[2].absentRounds = {2};  // 5 misses round 2
  in.players[3].status = RegistrationStatus::Withdrawn;
  CHECK(playersOfRound(in) == std::vector<PlayerId>{3, 7});
  in.round = 1;
  CHECK(playersOfRound(in) == std::vector<PlayerId>{3, 5});
}

TEST_CASE("too few players: each of them named, or nothing from two players on") {
  CHECK_FALSE(tooFewPlayers(3, {4, 8}));
  const auto one = tooFewPlayers(3, {4});
  REQUIRE(one);
  REQUIRE(one->players.size() == 1);
  CHECK(one->players[0].player == 4);
  CHECK(one->players[0].reason == UnpairableReason::NotEnoughPlayers);
  CHECK(one->summary == "fewer than two players play round 3");
  const auto none = tooFewPlayers(1, {});
  REQUIRE(none);
  CHECK(none->players.empty());
}
