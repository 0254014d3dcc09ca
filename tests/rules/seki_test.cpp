// Seki (双活) under territory counting on ASCII boards: the classic shapes, the eyes of a group in
// seki counting for nobody, and what is not seki.
#include <doctest/doctest.h>

#include "rules/dead_stone_proposal.h"
#include "rules/scoring.h"
#include "rules/seki.h"

using namespace tengen::rules;

namespace {

std::vector<std::string> gtp(const Board& b, const std::vector<Loc>& pts) {
  std::vector<std::string> out;
  for (Loc p : pts) out.push_back(toGtp(p, b.height()));
  return out;
}

// Top edge: White's inner group (B5, A4-D4) with the eye A5, and Black's inner group in two
// chains: D5 alone and E4-H4/F5/H5, joined by the false eye E5 (its diagonal D4 is White's), with
// the real eye G5. C5 is the liberty both share: whoever fills it is left in atari. Below, both
// outer groups live with two eyes each (A1, C1 and F2, H2).
const char* kOneEyeAndFalseEye = R"(
  .O.X.X.XO
  OOOOXXXXO
  XXXXOOOOO
  XXXXO.O.O
  .X.XOOOOO)";

}  // namespace

TEST_CASE("seki with one real eye and a false eye: neither eye is territory") {
  const Board b = Board::fromText(kOneEyeAndFalseEye);
  const SekiFinding seki = findSeki(b);
  CHECK(seki.stones.size() == 12);  // White's five inner stones and Black's seven
  CHECK(seki.sharedPoint[static_cast<std::size_t>(*parseGtp("C5", 9, 5))]);
  const Score t = scoreTerritory(b, {}, 0, 0, 0, 0);
  CHECK(t.seki.size() == 12);
  CHECK(t.neutral == 4);          // A5, C5, E5 and G5: in seki
  CHECK(t.black.territory == 2);  // A1 and C1 only: the eye G5 of the group in seki is not counted
  CHECK(t.white.territory == 2);
  CHECK(t.result() == "0");
  // Nothing here is dead: Tengen's proposal names the three chains in seki.
  const DeadStoneProposal p = proposeDeadStones(b);
  CHECK(p.dead.empty());
  CHECK(gtp(b, p.seki) == std::vector<std::string>{"B5", "D5", "F5"});
  CHECK(undecidedChains(b).empty());
}

TEST_CASE("a chain marked in seki by the referee takes its group's eyes with it") {
  // The same board: marking White's inner group alone finds the rest as well.
  const Board b = Board::fromText(kOneEyeAndFalseEye);
  const SekiFinding marked = findSeki(b, {*parseGtp("A4", 9, 5)});
  CHECK(marked.stones.size() == 12);
}

TEST_CASE("no seki where a pass-alive group meets stones short of liberties") {
  // A black stone in White's secure area (H3) is dead, not in seki, and is proposed dead.
  const Board b = Board::fromText(R"(
    .X.XOO.O.
    XXXXO.OOO
    .X.XOOOXO
    XXXXOOO.O
    X.XXOOOOO)");
  CHECK(findSeki(b).stones.empty());
  const DeadStoneProposal p = proposeDeadStones(b);
  CHECK(gtp(b, p.dead) == std::vector<std::string>{"H3"});
  CHECK(p.seki.empty());
  CHECK(gtp(b, undecidedChains(b)) == std::vector<std::string>{"H3"});
}

TEST_CASE("an eyeless chain among the opponent's stones asks for a decision, proposed dead") {
  // The final position of GNU Go's 9x9-3.sgf (tests/data/records): Black's B3/B2 has no eye and
  // its shared regions are bordered by far more white stones; the record counts it dead.
  const Board b = Board::fromText(R"(
    .........
    OO..OO...
    XOOOXXOOO
    XXXXX.XXO
    OXXOX.X.X
    OOOOX....
    OXO.OXX..
    .XOOOOX..
    ...OXXX..)");
  CHECK(gtp(b, undecidedChains(b)) == std::vector<std::string>{"B3"});
  CHECK(gtp(b, proposeDeadStones(b).dead) == std::vector<std::string>{"B3"});
  CHECK(findSeki(b).stones.empty());
}
