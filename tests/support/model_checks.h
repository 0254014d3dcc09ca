#pragma once
// Checks that an event read back (a copy, an export imported again) holds what the original held:
// field by field, so that a failure names the field. Each check covers what every way of copying
// an event keeps; a test adds the fields its own way keeps too.

#include <doctest/doctest.h>

#include <cstddef>
#include <functional>

#include "pairing/event.h"
#include "pairing/game.h"
#include "pairing/player.h"

namespace tengen::test {

// The event's name and how it is played: system, scoring, rounds, komi.
inline void checkSameSettings(const pairing::Event& expected, const pairing::Event& got) {
  CHECK(got.name == expected.name);
  CHECK(got.system == expected.system);
  CHECK(got.scoring == expected.scoring);
  CHECK(got.rounds == expected.rounds);
  CHECK(got.komi == expected.komi);
}

// The player's identity and entry: id, names, rank, rating, status, birth date, absences.
inline void checkSameEntry(const pairing::Player& expected, const pairing::Player& got) {
  INFO("player ", expected.name);
  CHECK(got.id == expected.id);
  CHECK(got.name == expected.name);
  CHECK(got.latinName == expected.latinName);
  CHECK(got.rank == expected.rank);
  CHECK(got.rating == expected.rating);
  CHECK(got.status == expected.status);
  CHECK(got.born == expected.born);
  CHECK(got.absentRounds == expected.absentRounds);
}

// The game's seating: board, players, handicap and komi.
inline void checkSameSeating(const pairing::Game& expected, const pairing::Game& got) {
  INFO("round ", expected.round, " board ", expected.board);
  CHECK(got.board == expected.board);
  CHECK(got.black == expected.black);
  CHECK(got.white == expected.white);
  CHECK(got.handicap == expected.handicap);
  CHECK(got.komi == expected.komi);
}

// The round's draw: number, seed, byes, and each game's seating and colours, board by board;
// `sameGame` checks what else the test's way of copying keeps of each game.
inline void checkSameDraw(const pairing::Round& expected, const pairing::Round& got,
                          const std::function<void(const pairing::Game& expected,
                                                   const pairing::Game& got)>& sameGame = {}) {
  INFO("round ", expected.number);
  CHECK(got.number == expected.number);
  CHECK(got.seed == expected.seed);
  CHECK(got.byes == expected.byes);
  REQUIRE(got.games.size() == expected.games.size());
  for (std::size_t g = 0; g < expected.games.size(); ++g) {
    checkSameSeating(expected.games[g], got.games[g]);
    CHECK(got.games[g].colours == expected.games[g].colours);
    if (sameGame) sameGame(expected.games[g], got.games[g]);
  }
}

}  // namespace tengen::test
