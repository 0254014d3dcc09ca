// Counting: area (数子法) with neutral points shared, komi and handicap compensation, results in
// points and in stones; territory counting with prisoners and seki.
#include <doctest/doctest.h>

#include "rules/scoring.h"
#include "tests/rules/rules_test_util.h"

using namespace tengen::rules;
using namespace tengen::rules::test;

namespace {

// A finished 19x19 board: columns A-J... first nine black, last nine white, and the middle column
// (K) with `black` black stones from the top, then `neutral` empty points, then white stones.
std::string splitBoard19(int black, int neutral) {
  std::string s;
  for (int y = 0; y < 19; ++y) {
    s += std::string(9, 'X');
    s += y < black ? 'X' : y < black + neutral ? '.' : 'O';
    s += std::string(9, 'O');
    s += '\n';
  }
  return s;
}

Score area(const std::string& text, int komiHalf, int handicap = 0,
           const std::vector<Loc>& dead = {}) {
  const Board b = Board::fromText(text);
  return scoreArea(b, dead, HalfPoints(komiHalf), handicap,
                   RuleSet::preset("chinese")->handicapCompensation(handicap));
}

}  // namespace

TEST_CASE("area counting on 19x19: the digest's thresholds with komi 3 3/4 stones") {
  // Black 185: wins by 3/4 stone = 1.5 points.
  Score s = area(splitBoard19(14, 0), 15);
  CHECK(s.black.stones == 185);
  CHECK(s.black.count == HalfPoints(370));
  CHECK(s.white.count == HalfPoints(352));
  CHECK(s.baseline() == HalfPoints(361));
  CHECK(s.result() == "B+1.5");
  CHECK(s.resultZh() == "黑胜3/4子");
  // Black 184: loses by 1/4 stone.
  s = area(splitBoard19(13, 0), 15);
  CHECK(s.black.count == HalfPoints(368));
  CHECK(s.result() == "W+0.5");
  CHECK(s.resultZh() == "白胜1/4子");
  // Black 184.5 (one neutral point shared): wins by 1/4.
  s = area(splitBoard19(13, 1), 15);
  CHECK(s.neutral == 1);
  CHECK(s.black.count.toString() == "184.5");
  CHECK(s.white.count.toString() == "176.5");
  CHECK(s.result() == "B+0.5");
  CHECK(s.resultZh() == "黑胜1/4子");
  // White 177 or more wins: Black 182 -> White by 1 1/4 stones... (182 - 180.5 - 3.75 = -2.25)
  s = area(splitBoard19(11, 0), 15);
  CHECK(s.result() == "W+4.5");
  CHECK(s.resultZh() == "白胜2又1/4子");
}

TEST_CASE("handicap compensation: Black gives back half the handicap in stones") {
  // Black 185, four handicap stones, no komi: 185 - 180.5 - 2 = 2.5 stones = 5 points.
  Score s = area(splitBoard19(14, 0), 0, 4);
  CHECK(s.compensation == HalfPoints(8));
  CHECK(s.result() == "B+5");
  CHECK(s.resultZh() == "黑胜2又1/2子");
  // Under rule sets without compensation the same board is B+9.
  const Board b = Board::fromText(splitBoard19(14, 0));
  CHECK(scoreArea(b, {}, HalfPoints(0), 4, RuleSet::preset("tromp-taylor")->handicapCompensation(4))
            .result() == "B+9");
  // AGA style N-1: 3 points.
  CHECK(scoreArea(b, {}, HalfPoints(0), 4, RuleSet::preset("aga")->handicapCompensation(4))
            .result() == "B+6");
}

namespace {
// 9x9: Black 39 stones, White 32, ten neutral points (dame) between them.
const char* kDameBoard = R"(
  XXXXX.OOO
  XXXXX.OOO
  XXXXX.OOO
  XXXX..OOO
  XXXX.OOOO
  XXXX.OOOO
  XXXX.OOOO
  XXXX.OOOO
  XXXX.OOOO)";
}  // namespace

TEST_CASE("integer komi gives a draw (和棋), dame count half to each side") {
  Score s = area(kDameBoard, 14);
  CHECK(s.neutral == 10);
  CHECK(s.black.stones == 39);
  CHECK(s.white.stones == 32);
  CHECK(s.black.count.toString() == "44");
  CHECK(s.white.count.toString() == "37");
  CHECK(s.margin == HalfPoints(0));
  CHECK(s.result() == "0");
  CHECK(s.resultZh() == "和棋");
  CHECK(area(kDameBoard, 15).result() == "W+0.5");
  CHECK(area(kDameBoard, 15).resultZh() == "白胜1/4子");
  CHECK(area(kDameBoard, 13).result() == "B+0.5");
}

TEST_CASE(
    "dame filling moves half a stone under area counting and nothing under territory counting") {
  Game g = gameFrom(kDameBoard, "chinese");
  const Score before = scoreArea(g.board(), {}, HalfPoints(14), 0, HalfPoints(0));
  REQUIRE(g.play(at(g, "F9")) == Illegal::None);  // Black fills a dame
  const Score after = scoreArea(g.board(), {}, HalfPoints(14), 0, HalfPoints(0));
  CHECK(after.black.count == before.black.count + HalfPoints(1));
  CHECK(after.white.count == before.white.count - HalfPoints(1));
  CHECK(after.result() == "B+1");
  const Score tBefore = scoreTerritory(Board::fromText(kDameBoard), {}, 0, 0, HalfPoints(13), 0);
  const Score tAfter = scoreTerritory(g.board(), {}, 0, 0, HalfPoints(13), 0);
  CHECK(tBefore.result() == tAfter.result());
  CHECK(tAfter.result() == "W+6.5");
}

namespace {
// A seki on the top edge: White's inner group (B9, A8, B8, C8) with the eye A9 and Black's inner
// group (D9, D8, E8, F8, F9) with the eye E9 share the liberty C9; both outer groups are alive.
const char* kSekiWithEyes = R"(
  .O.X.XO.O
  OOOXXXOOO
  XXXOOOO.O
  .X.XO.OOO
  XXXXOOO.O
  .X.XO.O.O)";
}  // namespace

TEST_CASE(
    "seki with eyes: area counting shares the liberty, territory counting gives no points in "
    "seki") {
  const Board b = Board::fromText(kSekiWithEyes);
  CHECK(b.width() == 9);
  CHECK(b.height() == 6);  // rectangular boards count like square ones
  const Score a = scoreArea(b, {}, HalfPoints(0), 0, HalfPoints(0));
  CHECK(a.black.stones == 16);
  CHECK(a.white.stones == 25);
  CHECK(a.black.territory == 5);  // the seki group's eye counts for its owner in area counting
  CHECK(a.white.territory == 7);
  CHECK(a.neutral == 1);
  CHECK(a.black.count.toString() == "21.5");
  CHECK(a.result() == "W+11");
  CHECK(a.resultZh() == "白胜5又1/2子");

  const Score t = scoreTerritory(b, {}, 0, 0, HalfPoints(13), 0);
  CHECK(t.seki.size() == 9);  // both inner groups found in seki
  CHECK(t.black.territory == 4);
  CHECK(t.white.territory == 6);
  CHECK(t.result() == "W+8.5");
  CHECK(t.resultZh() == "白胜8目半");
}

TEST_CASE("dead stones are removed: area counts their points, territory counts them as prisoners") {
  // A white stone dead inside Black's area, and a black one inside White's.
  const char* pos = R"(
    XXXX.OOOO
    X.O.X.O.O
    XXXX.OOOO
    XXXX.OOOO
    XX.XXO.OO
    XXXX.OOOO
    XXXX.OOOO
    XXXX.OOOO
    XXXX.OOXO)";
  const Board b = Board::fromText(pos);
  const std::vector<Loc> dead = {*parseGtp("C8", 9, 9), *parseGtp("H1", 9, 9)};
  const Score a = scoreArea(b, dead, HalfPoints(15), 0, HalfPoints(0));
  CHECK(a.dead.size() == 2);
  // Neutral points are shared, so the two counts always make up the board.
  CHECK(a.black.count + a.white.count == HalfPoints(2 * 81));
  const Score alive = scoreArea(b, {}, HalfPoints(15), 0, HalfPoints(0));
  // Removing the dead white stone gives Black its point and the surrounded points near it.
  CHECK(a.black.count > alive.black.count);
  const Score t = scoreTerritory(b, dead, 2, 3, HalfPoints(13), 0);
  CHECK(t.black.prisoners == 2 + 1);
  CHECK(t.white.prisoners == 3 + 1);
  CHECK(expandDead(b, {*parseGtp("C8", 9, 9)}).size() == 1);
}

TEST_CASE("bent four in the corner: the referee marks it dead, the corner then counts for Black") {
  // White's bent four in the corner (A19/A18/B19 area on a 7x7): all outside liberties filled, so
  // by the Japanese rule it is dead as it stands; Chinese rules count what the players agree.
  const char* pos = R"(
    ...OX..
    .OOOX..
    OOXX...
    XX.....
    .......
    .......
    .......)";
  const Board b = Board::fromText(pos);
  const std::vector<Loc> dead = {*parseGtp("D7", 7, 7)};
  const Score a = scoreArea(b, dead, HalfPoints(0), 0, HalfPoints(0));
  CHECK(a.white.stones == 0);
  CHECK(a.black.count == HalfPoints(2 * 49));
  const Score t = scoreTerritory(b, dead, 0, 0, HalfPoints(0), 0);
  CHECK(t.seki.empty());
  CHECK(t.black.prisoners == 6);
  CHECK(t.black.territory == 49 - 6);  // every point but Black's own six stones
}

TEST_CASE("formatting of stones and points") {
  CHECK(formatStonesZh(HalfPoints(3)) == "3/4");  // 1.5 points
  CHECK(formatStonesZh(HalfPoints(5)) == "1又1/4");
  CHECK(formatStonesZh(HalfPoints(8)) == "2");
  CHECK(formatStonesZh(HalfPoints(2)) == "1/2");
  CHECK(formatStonesZh(HalfPoints(-3)) == "3/4");  // the winner's: the sign is the side
  CHECK(formatMargin(HalfPoints(-3)) == "1.5");
  CHECK(formatMargin(HalfPoints(0)) == "0");
}

namespace {
std::vector<std::string> undecided(const char* text) {
  const Board b = Board::fromText(text);
  std::vector<std::string> out;
  for (Loc p : undecidedChains(b)) out.push_back(toGtp(p, b.height()));
  return out;
}
}  // namespace

TEST_CASE("undecided chains: stones inside the opponent's area without two eyes") {
  using V = std::vector<std::string>;
  // A white stone in Black's area and a black one in White's; the walls themselves are decided.
  CHECK(undecided(R"(
    ...XO....
    ...XO....
    .O.XO....
    ...XO....
    ...XO..X.
    ...XO....
    ...XO....
    ...XO....
    ...XO....)") == V{"B7", "H5"});
  // A white group with two eyes in the corner, walled in by Black: alive, nothing to decide.
  CHECK(undecided(R"(
    .O.OX....
    OOOOX....
    XXXXX....
    .........
    .........
    .........
    .........
    .........
    .........)")
            .empty());
  // The same group with one eye is inside Black's area.
  CHECK(undecided(R"(
    .OOOX....
    OOOOX....
    XXXXX....
    .........
    .........
    .........
    .........
    .........
    .........)") == V{"B9"});
  // Walls with dame between them, and a chain with no liberty at all.
  CHECK(undecided(kDameBoard).empty());
  CHECK(undecided(R"(
    XXX..
    XOX..
    XXX..
    .....
    .....)") == V{"B4"});
}

namespace {
// Seki without eyes: Black's inner group (B7-B4, C6, C4, D4) and White's (D7-D5) share C7 and C5
// and have no other liberty; both outer groups have two eyes.
const char* kSekiNoEyes = R"(
  OX.OX.X.X
  OXXOXXXXX
  OX.OXXXXX
  OXXXOOOOO
  OOOOOOOOO
  O.O.OOOOO
  OOOOOOOOO)";
// The same with an eye for Black's inner group at A7: eye against no eye (有眼杀瞎) is no seki,
// Black can fill C7 and C5 safely and White's three stones are dead.
const char* kEyeVersusNoEye = R"(
  .X.OX.X.X
  XXXOXXXXX
  OX.OXXXXX
  OXXXOOOOO
  OOOOOOOOO
  O.O.OOOOO
  OOOOOOOOO)";
}  // namespace

TEST_CASE(
    "seki without eyes under territory counting: the shared points and groups count nothing") {
  const Board b = Board::fromText(kSekiNoEyes);
  const Score t = scoreTerritory(b, {}, 0, 0, HalfPoints(0), 0);
  CHECK(t.seki.size() == 10);  // Black's seven inner stones and White's three
  CHECK(t.neutral == 2);       // C7 and C5
  CHECK(t.black.territory == 2);
  CHECK(t.white.territory == 2);
  CHECK(t.result() == "0");
  // Area counting shares the two points and counts the stones in seki.
  const Score a = scoreArea(b, {}, HalfPoints(0), 0, HalfPoints(0));
  CHECK(a.neutral == 2);
  CHECK(a.black.count + a.white.count == HalfPoints(2 * 63));
  // Nothing to decide: the seki groups are not inside the opponent's area.
  CHECK(undecidedChains(b).empty());
}

TEST_CASE("eye against no eye is not seki: the eyeless group is dead once marked") {
  const Board b = Board::fromText(kEyeVersusNoEye);
  const Score t = scoreTerritory(b, {}, 0, 0, HalfPoints(0), 0);
  CHECK(t.seki.empty());
  CHECK(t.neutral == 2);
  const Score dead = scoreTerritory(b, {*parseGtp("D7", 9, 7)}, 0, 0, HalfPoints(0), 0);
  CHECK(dead.dead.size() == 3);
  CHECK(dead.black.prisoners == 3);
  // A7, F7, H7, the three points of White's stones and C7, C5: Black's.
  CHECK(dead.black.territory == 8);
  CHECK(dead.white.territory == 2);
  CHECK(dead.result() == "B+9");
}
