// Games (pairings and results) read from CSV: players by id, PIN or unique name, every error
// with its line, column and value, and the exporter's output read back.
#include <doctest/doctest.h>

#include "pairing/games_csv.h"
#include "tests/support/model_builders.h"

using namespace tengen::pairing;

namespace {

std::vector<Player> players() {
  std::vector<Player> out;
  const char* names[] = {"柯洁", "O'Brien", "Jean-Pierre", "李明", "李明"};
  for (int i = 0; i < 5; ++i) {
    Player p;
    p.id = 10 + i;
    p.name = names[i];
    p.rank = *Rank::parse("3d");
    out.push_back(p);
  }
  out[0].latinName = "Ke Jie";
  out[1].egdPin = "12345678";
  return out;
}

}  // namespace

TEST_CASE("games by id, EGD PIN, name and Latin name with results, handicap and komi") {
  const auto r = parseGamesCsv(
      "Round,Board,Black,White,Result,Handicap,Komi\n"
      "1,1,Ke Jie,12345678,W+3.5,,\n"
      "1,2,13,Jean-Pierre,,2,0.5\n"
      "2,1,O'Brien,柯洁,b+r,,\n",
      players(), 5);
  REQUIRE(r.errors.empty());
  REQUIRE(r.rows.size() == 3);
  CHECK(r.rows[0].line == 2);
  CHECK(r.rows[0].game.black == 10);
  CHECK(r.rows[0].game.white == 11);
  CHECK(r.rows[0].game.result == Result::parse("W+3.5"));
  CHECK_FALSE(r.rows[0].komiGiven);
  CHECK(r.rows[1].game.black == 13);
  CHECK(r.rows[1].game.white == 12);
  CHECK_FALSE(r.rows[1].game.result);
  CHECK(r.rows[1].game.handicap == 2);
  CHECK(r.rows[1].komiGiven);
  CHECK(r.rows[1].game.komi == tengen::rules::HalfPoints(1));
  CHECK(r.rows[2].game.round == 2);
  CHECK(r.rows[2].game.result->outcome == Outcome::BlackWins);
  CHECK(r.rows[2].game.colours == ColourMethod::Manual);
}

TEST_CASE("every bad field is reported with line, column and value, and nothing is kept") {
  const auto r = parseGamesCsv(
      "round,board,black,white,result\n"
      "9,1,10,11,\n"        // round beyond the event
      "1,x,10,11,\n"        // board
      "1,2,李明,11,\n"      // two players of this name
      "1,3,Nobody,11,\n"    // unknown player
      "1,4,12,12,\n"        // against themselves
      "1,5,12,13,B+0.3\n",  // result
      players(), 5);
  CHECK(r.rows.empty());
  REQUIRE(r.errors.size() == 6);
  CHECK(r.errors[0].line == 2);
  CHECK(r.errors[0].columnName == "round");
  CHECK(r.errors[0].value == "9");
  CHECK(r.errors[1].column == 2);
  CHECK(r.errors[2].problem.find("several players") != std::string::npos);
  CHECK(r.errors[3].value == "Nobody");
  CHECK(r.errors[4].problem.find("themselves") != std::string::npos);
  CHECK(r.errors[5].columnName == "result");
}

TEST_CASE("a komi that is no multiple of 0.5 is refused naming the value") {
  const auto r = parseGamesCsv(
      "round,board,black,white,result,handicap,komi\n"
      "1,1,10,11,,0,7.3\n"
      "1,2,12,13,,2,3.75\n",  // stones are not points here
      players(), 3);
  CHECK(r.rows.empty());
  REQUIRE(r.errors.size() == 2);
  CHECK(r.errors[0].columnName == "komi");
  CHECK(r.errors[0].value == "7.3");
  CHECK(r.errors[0].problem.find("multiple of 0.5") != std::string::npos);
  CHECK(r.errors[1].value == "3.75");
}

TEST_CASE("a board or a player twice in one round is refused naming the first line") {
  const auto r =
      parseGamesCsv("round,board,black,white\n1,1,10,11\n1,1,12,13\n1,2,11,12\n", players(), 3);
  // Line 4 repeats player 11 (line 2) and player 12 (line 3).
  REQUIRE(r.errors.size() == 3);
  CHECK(r.errors[0].line == 3);
  CHECK(r.errors[0].problem.find("line 2") != std::string::npos);
  CHECK(r.errors[1].line == 4);
  CHECK(r.errors[1].columnName == "black");
  CHECK(r.errors[2].columnName == "white");
  CHECK(r.errors[2].problem.find("line 3") != std::string::npos);
}

TEST_CASE("missing or unknown columns are header errors, and the kind of file is recognised") {
  auto r = parseGamesCsv("round,board,black\n1,1,10\n", players(), 3);
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors[0].columnName == "white");
  r = parseGamesCsv("round,board,black,white,colour\n", players(), 3);
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors[0].value == "colour");
  CHECK(looksLikeGamesCsv("Round,board\n"));
  CHECK_FALSE(looksLikeGamesCsv("name,rank\n柯洁,9p\n"));
}

TEST_CASE("the exporter's games CSV reads back as the same games") {
  Game even = tengen::test::gameOn(1, 1, 11, 10, "B+R");
  even.komi = tengen::rules::HalfPoints(15);
  Game handicap = tengen::test::gameOn(1, 2, 12, 13);
  handicap.handicap = 3;
  handicap.komi = tengen::rules::HalfPoints(1);
  const Round r1 = tengen::test::roundOf(1, {even, handicap});
  const std::string text = writeGamesCsv({r1}, players());
  CHECK(text.find("1,1,11,10,O'Brien,柯洁,B+R,0,7.5\n") != std::string::npos);
  const auto back = parseGamesCsv(text, players(), 3);
  REQUIRE(back.errors.empty());
  REQUIRE(back.rows.size() == 2);
  CHECK(back.rows[0].game.black == 11);
  CHECK(back.rows[0].game.result == Result::parse("B+R"));
  CHECK(back.rows[1].game.handicap == 3);
  CHECK(back.rows[1].game.komi == tengen::rules::HalfPoints(1));
}
