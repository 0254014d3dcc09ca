// Verification: claims in SGF form, in stones in Chinese, or as one side's count; the reason
// for a disagreement.
#include <doctest/doctest.h>

#include "rules/verify.h"

using namespace tengen::rules;

TEST_CASE("claims in every form") {
  auto c = parseClaim("B+1.5");
  REQUIRE(c);
  CHECK(c->kind == Claim::Kind::Margin);
  CHECK(c->blackMargin() == HalfPoints(3));
  CHECK(parseClaim("W+0.5")->blackMargin() == HalfPoints(-1));
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
  CHECK(parseClaim("W+1.50")->margin == HalfPoints(3));
  // Results in stones: Fox's B+0.2 is a quarter stone = half a point.
  auto fox = parseClaim("B+0.2");
  CHECK(fox->inStones);
  CHECK(fox->margin == HalfPoints(1));
  CHECK(parseClaim("B+0.75")->margin == HalfPoints(3));
  CHECK(parseClaim("B+2", true)->margin == HalfPoints(8));  // KM[375] files: margins in stones
  // Chinese stones.
  CHECK(parseClaim("黑胜3/4子")->blackMargin() == HalfPoints(3));
  CHECK(parseClaim("白胜1又1/4子")->blackMargin() == HalfPoints(-5));
  CHECK(parseClaim("黑胜半子")->margin == HalfPoints(2));
  CHECK(parseClaim("黑胜2子")->margin == HalfPoints(8));
  CHECK(parseClaim("黑中盘胜")->kind == Claim::Kind::Resign);
  CHECK(parseClaim("白胜2目半")->blackMargin() == HalfPoints(-5));
  CHECK(parseClaim("白胜半目")->blackMargin() == HalfPoints(-1));
  // Counts.
  auto count = parseClaim("黑185子");
  CHECK(count->kind == Claim::Kind::Count);
  CHECK(count->winner == Color::Black);
  CHECK(count->count == HalfPoints(370));
  CHECK(parseClaim("白176.5子")->count == HalfPoints(353));
  CHECK(parseClaim("黑184子半")->count == HalfPoints(369));
  CHECK(parseClaim("black 184.5")->count == HalfPoints(369));
  CHECK(parseClaim("White 177")->winner == Color::White);
  CHECK(parseClaim("black wins by 1.5")->blackMargin() == HalfPoints(3));
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
  const Score s = scoreArea(b, {deadWhite}, HalfPoints(15), 0, HalfPoints(0));
  CHECK(s.dead.size() == 3);
  CHECK(s.black.count == HalfPoints(370));
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
  CHECK(v.difference == HalfPoints(2));
  REQUIRE(!v.explanations.empty());
  CHECK(v.explanations[0].kind == Explanation::Kind::Komi);
  CHECK(v.explanations[0].value == HalfPoints(13));

  // The dead white stones counted alive (Black 182): the explanation names the chain.
  const Score alive = scoreArea(b, {}, HalfPoints(15), 0, HalfPoints(0));
  Verdict d = verify(*parseClaim("黑" + alive.black.count.toString() + "子"), s, b, cn);
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
  const Score ns = scoreArea(nb, {deadWhite}, HalfPoints(15), 0, HalfPoints(0));
  CHECK(ns.neutral == 1);
  CHECK(ns.black.count.toString() == "184.5");
  Verdict dame = verify(*parseClaim("黑185子"), ns, nb, cn);
  CHECK(dame.status == Verdict::Status::Disagree);
  CHECK(dame.explanations[0].kind == Explanation::Kind::Dame);

  // Handicap compensation forgotten.
  const Score h = scoreArea(b, {deadWhite}, HalfPoints(0), 4, HalfPoints(8));
  CHECK(h.result() == "B+5");
  Verdict hv = verify(*parseClaim("B+9"), h, b, cn);
  CHECK(hv.status == Verdict::Status::Disagree);
  bool comp = false;
  for (const Explanation& e : hv.explanations)
    comp |= e.kind == Explanation::Kind::Compensation && e.value == HalfPoints(0);
  CHECK(comp);

  // Nothing explains a wild claim.
  Verdict wild = verify(*parseClaim("W+60.5"), s, b, cn);
  CHECK(wild.explanations.back().kind == Explanation::Kind::Unexplained);
}

TEST_CASE("results as written in the wild: case, spaces, long words, Chinese forms") {
  using K = Claim::Kind;
  for (const char* t : {"B+R", "b+r", "B + R", "B+Resign", "B+resign", "B+Res", "b+ resignation",
                        "黑中盘胜", "黑方中盘胜", "黑中押胜"})
    CHECK_MESSAGE(parseClaim(t)->kind == K::Resign, t);
  for (const char* t : {"W+T", "w+time", "W + Time", "白超时胜"})
    CHECK_MESSAGE(parseClaim(t)->kind == K::Time, t);
  for (const char* t : {"B+F", "B+Forfeit", "b + forfeit", "黑不战胜", "黑胜（对方弃权）"})
    CHECK_MESSAGE(parseClaim(t)->kind == K::Forfeit, t);
  for (const char* t : {"0", "Draw", "draw", "Jigo", "JIGO", "和棋", "和局"})
    CHECK_MESSAGE(parseClaim(t)->kind == K::Draw, t);
  for (const char* t : {"Void", "void", "无胜负", "無勝負"})
    CHECK_MESSAGE(parseClaim(t)->kind == K::Void, t);
  for (const char* t : {"?", "", "unknown"}) CHECK_MESSAGE(parseClaim(t)->kind == K::Unknown, t);
  for (const char* t : {"B+", "b", "黑胜"}) CHECK_MESSAGE(parseClaim(t)->kind == K::WinnerOnly, t);
  CHECK(parseClaim("W+12.5")->blackMargin() == HalfPoints(-25));
  CHECK(parseClaim(" w + 12.5 ")->blackMargin() == HalfPoints(-25));
  CHECK(parseClaim("B+3.5")->winner == Color::Black);
  // Unreadable: refused, never guessed.
  for (const char* t : {"B+3/4", "B+x", "B+-1", "W++1", "B-3", "黑胜很多子"})
    CHECK_MESSAGE(!parseClaim(t), t);
}

TEST_CASE("W+0.0 and B+0 are a margin of 0: a drawn count only") {
  for (const char* t : {"W+0.0", "B+0", "W+0", "b+0.00"}) {
    auto c = parseClaim(t);
    REQUIRE_MESSAGE(c, t);
    CHECK(c->kind == Claim::Kind::Margin);
    CHECK(c->margin == HalfPoints(0));
    CHECK(c->blackMargin() == HalfPoints(0));
  }
  CHECK(parseClaim("W+0.0")->canonical() == "W+0");
  const Board b = Board::fromText(board19(14, 0));
  const RuleSet cn = *RuleSet::preset("chinese");
  const Loc deadWhite = *parseGtp("C2", 19, 19);
  const Score win = scoreArea(b, {deadWhite}, HalfPoints(15), 0, HalfPoints(0));  // B+1.5
  REQUIRE(win.margin == HalfPoints(3));
  const Verdict v = verify(*parseClaim("W+0.0"), win, b, cn);
  CHECK(v.status == Verdict::Status::Disagree);
  CHECK(v.difference == HalfPoints(-3));
  CHECK(verify(*parseClaim("B+0"), win, b, cn).status == Verdict::Status::Disagree);
  const Score drawn =
      scoreArea(b, {deadWhite}, HalfPoints(18), 0, HalfPoints(0));  // komi 9: a draw
  REQUIRE(drawn.margin == HalfPoints(0));
  CHECK(verify(*parseClaim("W+0.0"), drawn, b, cn).status == Verdict::Status::Agree);
  CHECK(verify(*parseClaim("B+0"), drawn, b, cn).status == Verdict::Status::Agree);
}
