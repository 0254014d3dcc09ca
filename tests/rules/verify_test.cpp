// Verification: claims in SGF form, in stones in Chinese, or as one side's count; the reason
// for a disagreement.
#include <doctest/doctest.h>

#include "rules/verify.h"

using namespace tengen::rules;

TEST_CASE("claims in every form") {
  auto c = parseClaim("B+1.5");
  REQUIRE(c);
  CHECK(c->kind == Claim::Kind::Margin);
  CHECK(c->blackMarginHalf() == 3);
  CHECK(parseClaim("W+0.5")->blackMarginHalf() == -1);
  CHECK(parseClaim("W+R")->kind == Claim::Kind::Resign);
  CHECK(parseClaim("B+Resign")->kind == Claim::Kind::Resign);
  CHECK(parseClaim("W+T")->kind == Claim::Kind::Time);
  CHECK(parseClaim("B+F")->kind == Claim::Kind::Forfeit);
  CHECK(parseClaim("0")->kind == Claim::Kind::Draw);
  CHECK(parseClaim("Draw")->kind == Claim::Kind::Draw);
  CHECK(parseClaim("和棋")->kind == Claim::Kind::Draw);
  CHECK(parseClaim("Void")->kind == Claim::Kind::Void);
  CHECK(parseClaim("?")->kind == Claim::Kind::Unknown);
  CHECK(parseClaim("W")->kind == Claim::Kind::WinnerOnly);
  CHECK(parseClaim("W+0.0")->kind == Claim::Kind::WinnerOnly);  // ended without a count
  CHECK(parseClaim("W+1.50")->marginHalf == 3);
  // Results in stones: Fox's B+0.2 is a quarter stone = half a point.
  auto fox = parseClaim("B+0.2");
  CHECK(fox->inStones);
  CHECK(fox->marginHalf == 1);
  CHECK(parseClaim("B+0.75")->marginHalf == 3);
  CHECK(parseClaim("B+2", true)->marginHalf == 8);  // KM[375] files: margins in stones
  // Chinese stones.
  CHECK(parseClaim("黑胜3/4子")->blackMarginHalf() == 3);
  CHECK(parseClaim("白胜1又1/4子")->blackMarginHalf() == -5);
  CHECK(parseClaim("黑胜半子")->marginHalf == 2);
  CHECK(parseClaim("黑胜2子")->marginHalf == 8);
  CHECK(parseClaim("黑中盘胜")->kind == Claim::Kind::Resign);
  CHECK(parseClaim("白胜2目半")->blackMarginHalf() == -5);
  CHECK(parseClaim("白胜半目")->blackMarginHalf() == -1);
  // Counts.
  auto count = parseClaim("黑185子");
  CHECK(count->kind == Claim::Kind::Count);
  CHECK(count->winner == Color::Black);
  CHECK(count->countHalf == 370);
  CHECK(parseClaim("白176.5子")->countHalf == 353);
  CHECK(parseClaim("黑184子半")->countHalf == 369);
  CHECK(parseClaim("black 184.5")->countHalf == 369);
  CHECK(parseClaim("White 177")->winner == Color::White);
  CHECK(parseClaim("black wins by 1.5")->blackMarginHalf() == 3);
  CHECK(!parseClaim("B+x"));
  CHECK(!parseClaim("黑胜很多子"));
  CHECK(!parseClaim("purple 3"));
}

namespace {
// 19x19: nine columns each, the middle column split; one white chain of 3 stones dead inside
// Black's side at the bottom-left.
std::string board19(int black, int neutral) {
  std::string s;
  for (int y = 0; y < 19; ++y) {
    std::string row = std::string(9, 'X') +
                      (y < black             ? 'X'
                       : y < black + neutral ? '.'
                                             : 'O') +
                      std::string(9, 'O');
    if (y == 17) row.replace(2, 3, "OOO");
    s += row + "\n";
  }
  return s;
}
}  // namespace

TEST_CASE("verification against the count, with the reason for a mismatch") {
  const Board b = Board::fromText(board19(14, 0));
  const RuleSet cn = *RuleSet::preset("chinese");
  const Loc deadWhite = *parseGtp("C2", 19, 19);
  const Score s = scoreArea(b, {deadWhite}, 15, 0, 0);
  CHECK(s.dead.size() == 3);
  CHECK(s.black.countHalf == 370);
  CHECK(s.result() == "B+1.5");

  CHECK(verify(*parseClaim("B+1.5"), s, b, cn).status == Verdict::Status::Agree);
  CHECK(verify(*parseClaim("黑胜3/4子"), s, b, cn).status == Verdict::Status::Agree);
  CHECK(verify(*parseClaim("黑185子"), s, b, cn).status == Verdict::Status::Agree);
  CHECK(verify(*parseClaim("白176子"), s, b, cn).status == Verdict::Status::Agree);
  CHECK(verify(*parseClaim("B+R"), s, b, cn).status == Verdict::Status::NotComparable);
  CHECK(verify(*parseClaim("B+"), s, b, cn).status == Verdict::Status::Agree);

  // Komi 6.5 instead of 7.5.
  Verdict v = verify(*parseClaim("B+2.5"), s, b, cn);
  CHECK(v.status == Verdict::Status::Disagree);
  CHECK(v.differenceHalf == 2);
  REQUIRE(!v.explanations.empty());
  CHECK(v.explanations[0].kind == Explanation::Kind::Komi);
  CHECK(v.explanations[0].valueHalf == 13);

  // The dead white stones counted alive (Black 182): the explanation names the chain.
  const Score alive = scoreArea(b, {}, 15, 0, 0);
  Verdict d = verify(*parseClaim("黑" + formatHalf(alive.black.countHalf) + "子"), s, b, cn);
  CHECK(d.status == Verdict::Status::Disagree);
  bool named = false;
  for (const Explanation& e : d.explanations)
    if (e.kind == Explanation::Kind::DeadStones && e.color == Color::White && !e.countedDead) {
      named = true;
      CHECK(e.stones.size() == 3);
      CHECK(e.text.find("the white stones at C2 (3 stones) are counted alive in the claim") !=
            std::string::npos);
    }
  CHECK(named);

  // A dame given to one side: black 185.5 instead of 185 on a board with a neutral point.
  const Board nb = Board::fromText(board19(13, 1));
  const Score ns = scoreArea(nb, {deadWhite}, 15, 0, 0);
  CHECK(ns.neutral == 1);
  CHECK(formatHalf(ns.black.countHalf) == "184.5");
  Verdict dame = verify(*parseClaim("黑185子"), ns, nb, cn);
  CHECK(dame.status == Verdict::Status::Disagree);
  CHECK(dame.explanations[0].kind == Explanation::Kind::Dame);

  // Handicap compensation forgotten.
  const Score h = scoreArea(b, {deadWhite}, 0, 4, 8);
  CHECK(h.result() == "B+5");
  Verdict hv = verify(*parseClaim("B+9"), h, b, cn);
  CHECK(hv.status == Verdict::Status::Disagree);
  bool comp = false;
  for (const Explanation& e : hv.explanations)
    comp |= e.kind == Explanation::Kind::Compensation && e.valueHalf == 0;
  CHECK(comp);

  // Nothing explains a wild claim.
  Verdict wild = verify(*parseClaim("W+60.5"), s, b, cn);
  CHECK(wild.explanations.back().kind == Explanation::Kind::Unexplained);
}
