// Seki (双活) under territory counting on ASCII boards: the classic shapes, the eyes of a group in
// seki counting for nobody, and what is not seki.
#include <doctest/doctest.h>

#include <algorithm>

#include "rules/dead_stone_proposal.h"
#include "rules/scoring.h"
#include "rules/seki.h"
#include "tests/rules/rules_test_util.h"
#include "tests/rules/seki_shapes.h"

using namespace tengen::rules;
using namespace tengen::rules::test;

TEST_CASE("seki with one real eye and a false eye: neither eye is territory") {
  const Board b = Board::fromText(kOneEyeAndFalseEye);
  const SekiFinding seki = findSeki(b);
  CHECK(seki.stones.size() == 12);  // White's five inner stones and Black's seven
  CHECK(seki.sharedPoint[static_cast<std::size_t>(*parseGtp("C5", 9, 5))]);
  const Score t = scoreTerritory(b, {}, 0, 0, HalfPoints(0), 0);
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

TEST_CASE("eye against no eye in seki: found, its eyes count under area counting only") {
  const Board b = Board::fromText(kEyeVersusNoEyeSeki);
  const SekiFinding seki = findSeki(b);
  CHECK(seki.stones.size() == 14);  // Black's eight inner stones and White's two chains of three
  CHECK(seki.sharedPoint[static_cast<std::size_t>(*parseGtp("C9", 9, 9))]);
  CHECK(seki.sharedPoint[static_cast<std::size_t>(*parseGtp("G9", 9, 9))]);

  // Chinese area counting (数子法, 2002 §9): stones in seki are alive and count, the shared
  // points C9 and G9 go half to each side, and the eyes A9 and J9, surrounded by White's stones
  // alone, are White's. Black 30 stones + 6 points + 1 = 37, White 35 + 8 + 1 = 44: White by 7
  // points, 3½ stones.
  const Score a = scoreArea(b, {}, HalfPoints(0), 0, HalfPoints(0));
  CHECK(a.neutral == 2);
  CHECK(a.black.count == HalfPoints(2 * 37));
  CHECK(a.white.count == HalfPoints(2 * 44));
  CHECK(a.result() == "W+7");
  CHECK(a.resultZh() == "白胜3又1/2子");
  // With the 2002 komi of 3¾ stones: White by 14.5 points, 7¼ stones.
  CHECK(scoreArea(b, {}, HalfPoints(15), 0, HalfPoints(0)).result() == "W+14.5");

  // Territory counting: the groups in seki and their eyes count for nobody; 6 points each.
  const Score t = scoreTerritory(b, {}, 0, 0, HalfPoints(0), 0);
  CHECK(t.seki.size() == 14);
  CHECK(t.neutral == 4);  // A9, C9, G9, J9
  CHECK(t.black.territory == 6);
  CHECK(t.white.territory == 6);
  CHECK(t.result() == "0");

  // Nothing is dead and nothing asks for a decision; the proposal names the three chains.
  const DeadStoneProposal p = proposeDeadStones(b);
  CHECK(p.dead.empty());
  CHECK(gtp(b, p.seki) == std::vector<std::string>{"B9", "D9", "H9"});
  CHECK(undecidedChains(b).empty());
}

TEST_CASE("one eye and a false eye without White's eye: no seki, White's inner group is dead") {
  // kOneEyeAndFalseEye with White's eye A5 filled by White: its inner group A5/B5/A4-D4 has one
  // liberty left, C5, and Black filling it takes six stones, while White filling it would be
  // suicide. Not seki: C5 is no point that both sides cannot fill.
  const Board b = Board::fromText(R"(
    OO.X.X.XO
    OOOOXXXXO
    XXXXOOOOO
    XXXXO.O.O
    .X.XOOOOO)");
  CHECK(findSeki(b).stones.empty());
  CHECK(gtp(b, undecidedChains(b)) == std::vector<std::string>{"A5"});
  CHECK(gtp(b, proposeDeadStones(b).dead) == std::vector<std::string>{"A5"});
  // With the six stones dead: Black's territory is their points, C5, E5, G5, A1 and C1 (11) plus
  // 6 prisoners against White's F2 and H2: Black by 15. Area: Black 17 stones + 11 points against
  // White 15 + 2, Black by 11 points.
  const Loc a5 = *parseGtp("A5", 9, 5);
  const Score t = scoreTerritory(b, {a5}, 0, 0, HalfPoints(0), 0);
  CHECK(t.seki.empty());
  CHECK(t.black.territory == 11);
  CHECK(t.black.prisoners == 6);
  CHECK(t.white.territory == 2);
  CHECK(t.result() == "B+15");
  CHECK(scoreArea(b, {a5}, HalfPoints(0), 0, HalfPoints(0)).result() == "B+11");
}

TEST_CASE("an eye against no eye in one chain is no seki: the eye kills (有眼杀无眼)") {
  // Like kEyeVersusNoEyeSeki, Black's eyeless group D5-F5/C4-G4 shares C5 and G5 with White's
  // stones, but here White's are one chain (joined under Black's group) with the eye A5: White
  // fills C5 and G5 one after the other and Black, who cannot fill either without self-atari,
  // is taken. White's chain is pass-alive (Benson: A5 and the region of C5 and G5 are both
  // vital to it), so there is no seki and Black's group stands in White's secure area.
  const Board b = Board::fromText(R"(
    .O.XXX.OO
    OOXXXXXOO
    OOOOOOOOO
    XXXXXXXXX
    .X.X.X.X.)");
  CHECK(findSeki(b).stones.empty());
  CHECK(gtp(b, undecidedChains(b)) == std::vector<std::string>{"D5"});
  CHECK(gtp(b, proposeDeadStones(b).dead) == std::vector<std::string>{"D5"});
  // With the eight stones dead: White's territory is their points, A5, C5 and G5 (11) plus 8
  // prisoners against Black's five eyes: White by 14. Area: White 16 stones + 11 points against
  // Black 13 + 5, White by 9 points.
  const Loc d5 = *parseGtp("D5", 9, 5);
  const Score t = scoreTerritory(b, {d5}, 0, 0, HalfPoints(0), 0);
  CHECK(t.seki.empty());
  CHECK(t.white.territory == 11);
  CHECK(t.white.prisoners == 8);
  CHECK(t.black.territory == 5);
  CHECK(t.result() == "W+14");
  CHECK(scoreArea(b, {d5}, HalfPoints(0), 0, HalfPoints(0)).result() == "W+9");
}

TEST_CASE("eye against no eye with White's eye filled: the chain in atari asks for a decision") {
  // kEyeVersusNoEyeSeki with A9 filled by White: White's chain A9/B9/A8/B8 has one liberty left,
  // C9, and Black takes it there with one move. The position is not settled, so the count must
  // not be given as it stands: the chain in atari is a chain in question.
  Board b = Board::fromText(kEyeVersusNoEyeSeki);
  const Loc a9 = *parseGtp("A9", 9, 9);
  b.setStone(a9, Color::White);
  CHECK(b.liberties(a9) == 1);
  const std::vector<std::string> asked = gtp(b, undecidedChains(b));
  CHECK(std::find(asked.begin(), asked.end(), "A9") != asked.end());
}
