// The local solver (local_solver.h) on shapes whose answer is known: a plain capturing race (对杀)
// that whoever moves first wins, and the two seki shapes of seki_test.cpp, where the eyeless or
// one-eyed group cannot be captured whoever starts.
#include <doctest/doctest.h>

#include <stdexcept>

#include "tests/rules/local_solver.h"
#include "tests/rules/rules_test_util.h"
#include "tests/rules/seki_shapes.h"

using namespace tengen::rules;
using tengen::rules::test::LocalSolver;
using tengen::rules::test::Verdict;

using tengen::rules::test::at;

// White's inner chain A4-C4/C5 (liberties A5, B5) against Black's D4-E4/D5-E5 (liberties F4,
// F5): two liberties each, none shared, so it is a race, not a seki. The walls live with two eyes
// each (B2, A1 and E2, G2) and stay out of the search.
constexpr const char* kPlainRace = R"(
    ..OXX.O
    OOOXX.O
    XXXOOOO
    X.XO.O.
    .XXOOOO)";

TEST_CASE("local solver: a plain capturing race is won by whoever moves first") {
  const Board b = Board::fromText(kPlainRace);
  LocalSolver solver(b);
  CHECK(solver.region().size() == 12);  // rows 4 and 5, columns A to F
  CHECK(solver.solve(Color::Black, at(b, "A4"), Color::Black) == Verdict::Captured);
  CHECK(solver.solve(Color::Black, at(b, "A4"), Color::White) == Verdict::Survives);
  CHECK(solver.solve(Color::White, at(b, "D4"), Color::White) == Verdict::Captured);
  CHECK(solver.solve(Color::White, at(b, "D4"), Color::Black) == Verdict::Survives);
  // Each bounding game alone proves the side it bounds, and only that side.
  CHECK(solver.provesCaptured(Color::Black, at(b, "A4"), Color::Black));
  CHECK_FALSE(solver.provesSurvives(Color::Black, at(b, "A4"), Color::Black));
  CHECK(solver.provesSurvives(Color::Black, at(b, "A4"), Color::White));
  CHECK_FALSE(solver.provesCaptured(Color::Black, at(b, "A4"), Color::White));
  CHECK_THROWS_AS(solver.solve(Color::Black, at(b, "D4"), Color::Black),
                  std::invalid_argument);  // a Black stone is not Black's target
}

TEST_CASE("local solver: moves given before a search are part of its line") {
  // The same race after Black's first move B5: White to move cannot save its chain any more, and
  // the position before F5 stays on the line (superko) while the solver searches.
  const Board b = Board::fromText(kPlainRace);
  LocalSolver solver(b);
  solver.play(Color::Black, at(b, "B5"));
  CHECK(solver.board().at(at(b, "B5")) == Color::Black);
  CHECK(solver.solve(Color::Black, at(b, "A4"), Color::White) == Verdict::Captured);
  CHECK_THROWS_AS(solver.play(Color::White, at(b, "B5")), std::invalid_argument);  // occupied
  CHECK_THROWS_AS(solver.play(Color::White, at(b, "B2")), std::invalid_argument);  // a wall's eye
}

TEST_CASE("local solver: Black's group in the seki with a false eye cannot be taken") {
  // kOneEyeAndFalseEye of seki_shapes.h: Black's inner chain E4-H4/F5/H5 (the real eye G5, the
  // false eye E5) lives whoever moves first. White's side of that seki (its one-eyed group B5,
  // A4-D4 and Black's lone D5) is not asserted: with the attacker free of superko it is taken
  // (a ko-like cycle decides it), and the exact search is too large for a unit test.
  const Board b = Board::fromText(tengen::rules::test::kOneEyeAndFalseEye);
  LocalSolver solver(b);
  CHECK(solver.region().size() == 16);  // the inner groups, their eyes and C5
  CHECK(solver.solve(Color::White, at(b, "F5"), Color::White) == Verdict::Survives);
  CHECK(solver.solve(Color::White, at(b, "F5"), Color::Black) == Verdict::Survives);
}

TEST_CASE("local solver: the eyeless group of eye against no eye cannot be taken") {
  // kEyeVersusNoEyeSeki of seki_shapes.h: Black's eyeless group D9-F9/C8-G8 lives between White's
  // two one-eyed chains whoever moves first.
  const Board b = Board::fromText(tengen::rules::test::kEyeVersusNoEyeSeki);
  LocalSolver solver(b);
  CHECK(solver.region().size() == 18);  // the top two rows
  CHECK(solver.solve(Color::White, at(b, "D9"), Color::White) == Verdict::Survives);
  CHECK(solver.solve(Color::White, at(b, "D9"), Color::Black) == Verdict::Survives);
}

TEST_CASE("local solver: bent four in the corner is a ko, the same shape on the edge a seki") {
  // kBentFourInTheCorner of seki_shapes.h: White's group cannot be taken outright, nor
  // saved outright: it turns on a ko (superko decides), which the Japanese 1989 rules give to
  // Black. Black's three stones inside live whoever starts.
  const Board corner = Board::fromText(tengen::rules::test::kBentFourInTheCorner);
  LocalSolver inCorner(corner);
  CHECK(inCorner.solve(Color::Black, at(corner, "C6"), Color::Black) == Verdict::SuperkoDecides);
  CHECK(inCorner.solve(Color::Black, at(corner, "C6"), Color::White) == Verdict::SuperkoDecides);
  CHECK(inCorner.solve(Color::White, at(corner, "A6"), Color::White) == Verdict::Survives);
  CHECK(inCorner.solve(Color::White, at(corner, "A6"), Color::Black) == Verdict::Survives);

  // kBentFourOnTheEdgeSeki: one line from the corner neither group can be taken, whoever starts.
  const Board edge = Board::fromText(tengen::rules::test::kBentFourOnTheEdgeSeki);
  LocalSolver onEdge(edge);
  CHECK(onEdge.provesSurvives(Color::Black, at(edge, "A7"), Color::Black));
  CHECK(onEdge.provesSurvives(Color::Black, at(edge, "A7"), Color::White));
  CHECK(onEdge.provesSurvives(Color::White, at(edge, "A6"), Color::White));
  CHECK(onEdge.provesSurvives(Color::White, at(edge, "A6"), Color::Black));
}
