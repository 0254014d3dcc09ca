// Hanezeki (ハネセキ): a seki in which both sides have a chain in atari and whoever captures
// it loses the capturing race that follows. Tengen does not recognise it (findSeki knows only
// shared liberties that neither side can fill); the local solver proves its status, and the
// scoring asks the referee because of the chains in atari.
#include <doctest/doctest.h>

#include "rules/dead_stone_proposal.h"
#include "rules/scoring.h"
#include "rules/seki.h"
#include "tests/rules/local_solver.h"
#include "tests/rules/rules_test_util.h"
#include "tests/rules/seki_shapes.h"

using namespace tengen::rules;
using namespace tengen::rules::test;

namespace {

// The largest proof below takes about 100 000 positions (the defender's pass tried after its
// moves, local_solver.cpp; trying it first, they do not end within a million).
constexpr long kNodeLimit = 400'000;

}  // namespace

TEST_CASE("seki: hanezeki asks for a decision: the chains in atari are in question") {
  const Board b = Board::fromText(kHanezeki);
  // findSeki sees the two groups and D9, the liberty neither can fill, but not the chains in
  // atari: capturing them is no fill of a shared liberty.
  const SekiFinding seki = findSeki(b);
  CHECK(seki.stones.size() == 12);  // the two groups, six stones each
  CHECK(seki.sharedPoint[static_cast<std::size_t>(at(b, "D9"))]);
  CHECK_FALSE(seki.chain[static_cast<std::size_t>(at(b, "A9"))]);
  CHECK_FALSE(seki.chain[static_cast<std::size_t>(at(b, "F9"))]);

  // With no dead stones marked the count stops: a chain in atari is in question.
  CHECK(gtp(b, undecidedChains(b)) == std::vector<std::string>{"A9", "F9"});
  // Tengen's proposal names both chains dead, which is wrong here (they live in the seki): the
  // referee has to reject it and mark them in seki instead.
  const DeadStoneProposal p = proposeDeadStones(b);
  CHECK(gtp(b, p.dead) == std::vector<std::string>{"A9", "F9"});
  CHECK(gtp(b, p.seki) == std::vector<std::string>{"C9", "E9"});

  // With the referee's seki marks on the two chains, all 18 stones are in seki and B9, D9, J9
  // count for nobody; each side keeps only its wall's two eyes.
  const Score marked = scoreTerritory(b, {}, 0, 0, HalfPoints(0), 0, {at(b, "A9"), at(b, "F9")});
  CHECK(marked.seki.size() == 18);
  CHECK(marked.neutral == 3);
  CHECK(marked.black.territory == 2);
  CHECK(marked.white.territory == 2);
  CHECK(marked.result() == "0");
  // Accepting the proposal instead makes each chain three prisoners and its eye space territory
  // (four points each): the same margin here only because the shape is symmetric.
  const Score proposed = scoreTerritory(b, p.dead, 0, 0, HalfPoints(0), 0);
  CHECK(proposed.seki.empty());
  CHECK(proposed.neutral == 1);  // D9
  CHECK(proposed.black.territory == 6);
  CHECK(proposed.black.prisoners == 3);
  CHECK(proposed.white.territory == 6);
  CHECK(proposed.white.prisoners == 3);
}

TEST_CASE("local solver: hanezeki: neither group can be taken, whoever starts") {
  const Board b = Board::fromText(kHanezeki);
  LocalSolver solver(b, kNodeLimit);
  CHECK(solver.region().size() == 21);  // the top two rows and A7-C7
  CHECK(solver.provesSurvives(Color::Black, at(b, "C9"), Color::Black));
  CHECK(solver.provesSurvives(Color::Black, at(b, "C9"), Color::White));
  CHECK(solver.provesSurvives(Color::White, at(b, "E9"), Color::White));
  CHECK(solver.provesSurvives(Color::White, at(b, "E9"), Color::Black));
}

TEST_CASE("local solver: hanezeki: capturing a chain in atari loses the race") {
  const Board b = Board::fromText(kHanezeki);
  SUBCASE("White takes A9/A8/B8 at B9: Black captures White's group, its own lives") {
    LocalSolver solver(b, kNodeLimit);
    solver.play(Color::White, at(b, "B9"));
    CHECK(solver.board().at(at(b, "A8")) == Color::Empty);
    CHECK(solver.provesCaptured(Color::Black, at(b, "C9"), Color::Black));
    CHECK(solver.provesSurvives(Color::White, at(b, "E9"), Color::Black));
  }
  SUBCASE("Black takes F9-H9 at J9: White captures Black's group, its own lives") {
    LocalSolver solver(b, kNodeLimit);
    solver.play(Color::Black, at(b, "J9"));
    CHECK(solver.board().at(at(b, "G9")) == Color::Empty);
    CHECK(solver.provesCaptured(Color::White, at(b, "E9"), Color::White));
    CHECK(solver.provesSurvives(Color::Black, at(b, "C9"), Color::White));
  }
  SUBCASE("filling the shared liberty D9 loses at once, for either side") {
    LocalSolver black(b, kNodeLimit);
    black.play(Color::Black, at(b, "D9"));
    CHECK(black.provesCaptured(Color::White, at(b, "E9"), Color::White));
    LocalSolver white(b, kNodeLimit);
    white.play(Color::White, at(b, "D9"));
    CHECK(white.provesCaptured(Color::Black, at(b, "C9"), Color::Black));
  }
}
