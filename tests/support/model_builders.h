#pragma once
// Players and games of the plain event model, as tests of the draw, the reports and the store
// write them: one line a player, a game or a round.

#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "pairing/game.h"
#include "pairing/player.h"
#include "pairing/result.h"

namespace tengen::test {

// A player named `name` at `rank` ("3k", "1d", "9p"); a rank that does not parse fails the test.
inline pairing::Player playerNamed(std::string name, const std::string& rank = "1d") {
  pairing::Player p;
  p.name = std::move(name);
  const auto parsed = pairing::Rank::parse(rank);
  REQUIRE_MESSAGE(parsed, "not a rank: " << rank);
  p.rank = *parsed;
  return p;
}

// Player `id`, named "P<id>" (the draw's own tests name players by id), of `club` and `country`.
inline pairing::Player numberedPlayer(pairing::PlayerId id, const std::string& rank,
                                      std::string club = {}, std::string country = {}) {
  pairing::Player p = playerNamed("P" + std::to_string(id), rank);
  p.id = id;
  p.club = std::move(club);
  p.country = std::move(country);
  return p;
}

// A game of `round` on `board`; `result` as typed ("B+R"), nullptr: none yet.
inline pairing::Game gameOn(int round, int board, pairing::PlayerId black, pairing::PlayerId white,
                            const char* result = nullptr) {
  pairing::Game g;
  g.round = round;
  g.board = board;
  g.black = black;
  g.white = white;
  if (result) g.result = pairing::Result::parse(result);
  return g;
}

// Round `number` with these games and no bye.
inline pairing::Round roundOf(int number, std::vector<pairing::Game> games) {
  pairing::Round r;
  r.number = number;
  r.games = std::move(games);
  return r;
}

}  // namespace tengen::test
