// CountingPosition: the counting board's state. Dead and seki marks follow whole chains, set-up
// keeps the marks consistent, SGF records load with their TB/TW dead stones, and the count is
// the one scoreArea / scoreTerritory give.
#include <doctest/doctest.h>

#include "rules/counting_position.h"

using namespace tengen::rules;

namespace {

CountingTerms chinese(int komiHalf = 15, int handicap = 0) {
  return {*RuleSet::preset("chinese"), HalfPoints(komiHalf), handicap};
}

// 5x5: Black holds the left two columns, White the right two; a white chain of two stones at
// A5-A4 sits in Black's area.
const char* kBoard =
    "OXXO.\n"
    "OX.O.\n"
    ".X.O.\n"
    ".X.O.\n"
    ".X.O.\n";

}  // namespace

TEST_CASE("marking a chain dead marks all its stones, clicking again brings it back") {
  CountingPosition p(Board::fromText(kBoard), chinese(0));
  const Score before = p.score();
  CHECK(p.toggleDead(makeLoc(0, 1)));  // A4: the whole A5-A4 chain
  CHECK(p.isDead(makeLoc(0, 0)));
  CHECK(p.dead().size() == 2);
  const Score after = p.score();
  CHECK(after.black.count > before.black.count);
  CHECK(after.white.stones == before.white.stones - 2);
  CHECK(after.result() ==
        scoreArea(p.board(), {makeLoc(0, 0)}, HalfPoints(0), 0, HalfPoints(0)).result());
  CHECK(p.toggleDead(makeLoc(0, 0)));
  CHECK(p.dead().empty());
  CHECK_FALSE(p.toggleDead(makeLoc(2, 2)));  // an empty point
}

TEST_CASE("setting up stones keeps the marks on whole chains") {
  CountingPosition p(5, 5, chinese());
  CHECK(p.place(makeLoc(0, 0), Color::White));
  CHECK(p.toggleDead(makeLoc(0, 0)));
  // A stone joining the dead chain is part of it; removing a stone drops its mark.
  CHECK(p.place(makeLoc(0, 1), Color::White));
  CHECK(p.isDead(makeLoc(0, 1)));
  CHECK(p.place(makeLoc(0, 0), Color::Empty));
  CHECK_FALSE(p.isDead(makeLoc(0, 0)));
  CHECK(p.isDead(makeLoc(0, 1)));
  CHECK_FALSE(p.place(kPass, Color::Black));
  // Seki marks replace dead marks on the same chain and the other way round.
  CHECK(p.toggleSeki(makeLoc(0, 1)));
  CHECK(p.isSeki(makeLoc(0, 1)));
  CHECK_FALSE(p.isDead(makeLoc(0, 1)));
  CHECK(p.toggleDead(makeLoc(0, 1)));
  CHECK_FALSE(p.isSeki(makeLoc(0, 1)));
}

TEST_CASE("an SGF record loads with its territory-marked dead stones and the terms' komi") {
  const char* sgf = "(;GM[1]FF[4]SZ[5]KM[0.5]AB[ba:be]AW[da:de][aa]TB[aa][ab])";
  auto loaded = CountingPosition::fromSgf(sgf, chinese(15));
  REQUIRE(std::holds_alternative<CountingPosition>(loaded));
  const auto& p = std::get<CountingPosition>(loaded);
  CHECK(p.isDead(makeLoc(0, 0)));  // the white stone marked with Black's territory
  CHECK(p.record()->komi == HalfPoints(1));
  CHECK(p.score().komi == HalfPoints(15));  // the terms decide, not the file
  // Black 5 stones + 5 points, White 5 + 5, 5 dame: a draw before komi, W+7.5 after.
  CHECK(p.score().result() == "W+7.5");

  auto bad = CountingPosition::fromSgf("(;SZ[5];B[aa];W[aa])", chinese());
  REQUIRE(std::holds_alternative<CountingLoadError>(bad));
  CHECK(std::get<CountingLoadError>(bad).illegal->moveNumber == 2);
  auto broken = CountingPosition::fromSgf("(;SZ[5];B[aa", chinese());
  REQUIRE(std::holds_alternative<CountingLoadError>(broken));
  CHECK(std::get<CountingLoadError>(broken).malformed.has_value());
}

TEST_CASE("territory terms count the dead stones as prisoners") {
  CountingTerms japanese{*RuleSet::preset("japanese"), HalfPoints(13), 0};
  CountingPosition p(Board::fromText(kBoard), japanese);
  p.toggleDead(makeLoc(0, 0));
  const Score s = p.score();
  CHECK(s.method == Scoring::Territory);
  CHECK(s.black.prisoners == 2);
  CHECK(s.result() == scoreTerritory(p.board(), p.dead(), 0, 0, HalfPoints(13), 0).result());
}

TEST_CASE("point lists go to SGF text and back") {
  const std::vector<Loc> pts{makeLoc(3, 3), makeLoc(0, 18)};
  CHECK(pointsToSgfList(pts) == "dd,as");
  CHECK(pointsFromSgfList("dd,as", 19, 19) == pts);
  CHECK(pointsFromSgfList("", 19, 19)->empty());
  CHECK_FALSE(pointsFromSgfList("dd,zz", 19, 19));
}
