// Hanezeki (ハネセキ): a seki in which both sides have a chain in atari and whoever captures
// it loses the capturing race that follows. Tengen does not recognise it (findSeki knows only
// shared liberties that neither side can fill); the local solver proves its status, and the
// scoring asks the referee because of the chains in atari.
#include <doctest/doctest.h>

#include <utility>

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
  // Tengen's proposal (rule 3b) puts both chains in seki with the groups around them: each is in
  // atari and touches only the other side's seki group, and both colours have one.
  const DeadStoneProposal p = proposeDeadStones(b);
  CHECK(p.dead.empty());
  CHECK(gtp(b, p.seki) == std::vector<std::string>{"A9", "C9", "E9", "F9"});

  // With the referee's seki marks on the two chains, all 18 stones are in seki and B9, D9, J9
  // count for nobody; each side keeps only its wall's two eyes.
  const Score marked = scoreTerritory(b, {}, 0, 0, HalfPoints(0), 0, {at(b, "A9"), at(b, "F9")});
  CHECK(marked.seki.size() == 18);
  CHECK(marked.neutral == 3);
  CHECK(marked.black.territory == 2);
  CHECK(marked.white.territory == 2);
  CHECK(marked.result() == "0");
  // Killing the two chains instead (the proposal before rule 3b) makes each three prisoners and
  // its eye space territory (four points each): the same margin here only because the shape is
  // symmetric.
  const Score killed = scoreTerritory(b, {at(b, "A9"), at(b, "F9")}, 0, 0, HalfPoints(0), 0);
  CHECK(killed.seki.empty());
  CHECK(killed.neutral == 1);  // D9
  CHECK(killed.black.territory == 6);
  CHECK(killed.black.prisoners == 3);
  CHECK(killed.white.territory == 6);
  CHECK(killed.white.prisoners == 3);
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
  // Each side's capture: where it takes, a point it frees, the capturer's group (then taken with
  // the other side to move) and the other's group (which then lives).
  struct Capture {
    Color by;
    const char *at, *freed, *own, *theirs;
  };
  for (const Capture& c : {Capture{Color::White, "B9", "A8", "C9", "E9"},     // A9/A8/B8 taken
                           Capture{Color::Black, "J9", "G9", "E9", "C9"}}) {  // F9-H9 taken
    CAPTURE(c.at);
    const Color other = opponent(c.by);
    LocalSolver solver(b, kNodeLimit);
    solver.play(c.by, at(b, c.at));
    CHECK(solver.board().at(at(b, c.freed)) == Color::Empty);
    CHECK(solver.provesCaptured(other, at(b, c.own), other));
    CHECK(solver.provesSurvives(c.by, at(b, c.theirs), other));
  }
  // Filling the shared liberty D9 loses at once, for either side.
  for (const auto& [filler, own] : {std::pair{Color::Black, "E9"}, std::pair{Color::White, "C9"}}) {
    LocalSolver solver(b, kNodeLimit);
    solver.play(filler, at(b, "D9"));
    CHECK(solver.provesCaptured(opponent(filler), at(b, own), opponent(filler)));
  }
}

TEST_CASE("seki: a chain in atari on one side only is no hanezeki: the proposal names it dead") {
  // kHanezeki with White's three stones in Black's eye space gone: Black's group has a straight
  // four on the edge, so only Black's chain at A9 stands in atari and White takes it at will.
  Board b = Board::fromText(kHanezeki);
  for (const char* point : {"F9", "G9", "H9"}) b.setStone(at(b, point), Color::Empty);
  CHECK(gtp(b, undecidedChains(b)) == std::vector<std::string>{"A9"});
  const DeadStoneProposal p = proposeDeadStones(b);
  CHECK(gtp(b, p.dead) == std::vector<std::string>{"A9"});
  CHECK(p.seki.empty());
}
