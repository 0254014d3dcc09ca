// Bent four in the corner under territory counting (Japanese 1989 rules): the seki-looking shape
// whose eye space the attacker can reduce to a bent four on the 1-1 point is dead, not seki; the
// same shape one line from the corner is a real seki. ASCII boards, top row first.
#include <doctest/doctest.h>

#include "rules/bent_four.h"
#include "rules/dead_stone_proposal.h"
#include "rules/scoring.h"
#include "rules/seki.h"
#include "tests/rules/rules_test_util.h"
#include "tests/rules/seki_shapes.h"

using namespace tengen::rules;
using namespace tengen::rules::test;

TEST_CASE("bent four in the corner: dead under the Japanese rules, not seki") {
  const Board b = Board::fromText(kBentFourInTheCorner);
  CHECK(findSeki(b).stones.empty());
  const BentFourFinding bent = findBentFourInTheCorner(b);
  CHECK(gtp(b, bent.dead) == std::vector<std::string>{"C6", "B5", "C5", "B4", "B3", "A2", "B2"});
  CHECK_FALSE(bent.chain[static_cast<std::size_t>(at(b, "A6"))]);  // Black's stones live

  // Nothing is counted on the rule alone: the group asks for the referee's decision, and Tengen's
  // proposal names it dead.
  CHECK(gtp(b, undecidedChains(b)) == std::vector<std::string>{"C6"});
  const DeadStoneProposal p = proposeDeadStones(b);
  CHECK(gtp(b, p.dead) == std::vector<std::string>{"C6"});
  CHECK(p.seki.empty());

  // Territory counting with the group dead: Black's territory is its eyes E6, G6, J6, the shared
  // points B6 and A3 and the seven dead stones' points (12), plus 7 prisoners; White's is its
  // five eyes. Black by 14 without komi.
  const Score t = scoreTerritory(b, {at(b, "C6")}, 0, 0, HalfPoints(0), 0);
  CHECK(t.seki.empty());
  CHECK(t.neutral == 0);
  CHECK(t.black.territory == 12);
  CHECK(t.black.prisoners == 7);
  CHECK(t.white.territory == 5);
  CHECK(t.white.prisoners == 0);
  CHECK(t.result() == "B+14");

  // Area counting knows no seki and takes the same dead stones: Black 19 stones + 12 points = 31,
  // White 18 + 5 = 23, Black by 8 points (4 stones); the rule changes nothing there.
  const Score a = scoreArea(b, {at(b, "C6")}, HalfPoints(0), 0, HalfPoints(0));
  CHECK(a.seki.empty());
  CHECK(a.black.count == HalfPoints(2 * 31));
  CHECK(a.white.count == HalfPoints(2 * 23));
  CHECK(a.result() == "B+8");
  CHECK(a.resultZh() == "黑胜4子");
}

TEST_CASE("bent four on the edge, not in the corner: a real seki") {
  const Board b = Board::fromText(kBentFourOnTheEdgeSeki);
  CHECK(findBentFourInTheCorner(b).dead.empty());
  const SekiFinding seki = findSeki(b);
  CHECK(seki.stones.size() == 13);  // White's ten inner stones and Black's three
  CHECK(seki.sharedPoint[static_cast<std::size_t>(at(b, "B6"))]);
  CHECK(seki.sharedPoint[static_cast<std::size_t>(at(b, "A3"))]);
  CHECK(undecidedChains(b).empty());
  const DeadStoneProposal p = proposeDeadStones(b);
  CHECK(p.dead.empty());
  CHECK(gtp(b, p.seki) == std::vector<std::string>{"A7", "A6"});

  // Territory: B6 and A3 are nobody's; Black's three eyes against White's five, White by 2.
  const Score t = scoreTerritory(b, {}, 0, 0, HalfPoints(0), 0);
  CHECK(t.seki.size() == 13);
  CHECK(t.neutral == 2);
  CHECK(t.black.territory == 3);
  CHECK(t.white.territory == 5);
  CHECK(t.result() == "W+2");
  // Area: Black 20 stones + 3 + 1 (half of B6 and A3), White 33 + 5 + 1: White by 15 points.
  const Score a = scoreArea(b, {}, HalfPoints(0), 0, HalfPoints(0));
  CHECK(a.neutral == 2);
  CHECK(a.black.count == HalfPoints(2 * 24));
  CHECK(a.white.count == HalfPoints(2 * 39));
  CHECK(a.result() == "W+15");
}
