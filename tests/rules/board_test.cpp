// The board and the game: captures, suicide (禁着点), simple ko, superko, cycles.
#include <doctest/doctest.h>

#include "rules/game.h"
#include "tests/rules/rules_test_util.h"
#include "tests/rules/sgf_samples.h"

using namespace tengen::rules;
using namespace tengen::rules::test;

TEST_CASE("board text round-trips and sizes from 2x2 to 25x25 are accepted") {
  const char* text = "X.O\n.XO\n...\n";
  CHECK(Board::fromText(text).toText() == text);
  CHECK(Board(2, 2).area() == 4);
  CHECK(Board(25, 25).area() == 625);
  CHECK(Board(19, 13).width() == 19);
  CHECK_THROWS(Board(1, 5));
  CHECK_THROWS(Board(26, 26));
  CHECK_THROWS(Board::fromText("X.\nX\n"));
}

TEST_CASE("capture removes chains without liberties and counts prisoners") {
  Game g = gameFrom(R"(
    .XO..
    XOO..
    .X...
    .....
    .....)");
  // White's two-stone chain B4-C4/C5 still has liberties; Black fills them one by one.
  CHECK(g.board().liberties(at(g, "C5")) == 3);
  auto [why, n] = playAll(g, {"D5", "E1", "D4", "E2", "C3"});
  CHECK(why == Illegal::None);
  CHECK(n == 5);
  CHECK(g.board().toText() == ".X.X.\nX..X.\n.XX..\n....O\n....O\n");
  CHECK(g.board().captures(Color::Black) == 3);
}

TEST_CASE(
    "suicide is a forbidden point (禁着点) unless it captures, Tromp-Taylor allows multi-stone "
    "suicide") {
  const char* pos = R"(
    .X.O.
    XX.OO
    .....
    .....
    .....)";
  Game chinese = gameFrom(pos, "chinese", Color::White);
  CHECK(chinese.check(Color::White, at(chinese, "A5")) == Illegal::Suicide);
  CHECK(chinese.play(Color::White, at(chinese, "A5")) == Illegal::Suicide);
  CHECK(chinese.moves().empty());
  // Black playing C5 would leave the chain with liberty C4: legal; White C4 then C5 is different.
  CHECK(chinese.check(Color::Black, at(chinese, "C5")) == Illegal::None);

  // A move with no liberty that captures is legal.
  Game cap = gameFrom(R"(
    .XO..
    XO...
    O....
    .....
    .....)",
                      "chinese", Color::White);
  CHECK(cap.play(at(cap, "A5")) == Illegal::None);
  CHECK(cap.board().at(at(cap, "B5")) == Color::Empty);
  CHECK(cap.board().at(at(cap, "A4")) == Color::Empty);
  CHECK(cap.board().captures(Color::White) == 2);

  // Multi-stone suicide: refused under chinese, legal (and removes the chain) under tromp-taylor.
  const char* multi = R"(
    X.O..
    OOO..
    .....
    .....
    .....)";
  Game cn = gameFrom(multi, "chinese");
  CHECK(cn.check(Color::Black, at(cn, "B5")) == Illegal::Suicide);
  Game tt = gameFrom(multi, "tromp-taylor");
  CHECK(tt.play(at(tt, "B5")) == Illegal::None);
  CHECK(tt.board().at(at(tt, "A5")) == Color::Empty);
  CHECK(tt.board().at(at(tt, "B5")) == Color::Empty);
  CHECK(tt.board().captures(Color::White) == 2);
  // A lone stone without liberties is refused even under tromp-taylor.
  Game lone = gameFrom(R"(
    .O...
    O....
    .....
    .....
    .....)",
                       "tromp-taylor");
  CHECK(lone.check(Color::Black, at(lone, "A5")) == Illegal::Suicide);
}

TEST_CASE("simple ko: the immediate recapture is refused, after a threat it is allowed") {
  const char* pos = R"(
    .XO..
    X.XO.
    .XO..
    .....
    .....)";
  for (const char* rules : {"chinese", "chinese-practice", "japanese", "tromp-taylor"}) {
    CAPTURE(rules);
    Game g = gameFrom(pos, rules, Color::White);
    CHECK(g.play(at(g, "B4")) == Illegal::None);  // White takes the ko (captures C4)
    CHECK(g.board().koPoint() == at(g, "C4"));
    CHECK(g.check(Color::Black, at(g, "C4")) == Illegal::Ko);
    CHECK(describe(Illegal::Ko) == "ko recapture is forbidden (2002 §20)");
    CHECK(g.play(at(g, "E1")) == Illegal::None);  // a threat elsewhere
    CHECK(g.play(at(g, "E2")) == Illegal::None);  // answered
    CHECK(g.play(at(g, "C4")) == Illegal::None);  // now Black may retake
    CHECK(g.board().at(at(g, "B4")) == Color::Empty);
  }
}

namespace {
const char* kTripleKo = tengen::test::kTripleKoBoard;
const std::vector<const char*> kTripleKoMoves = {"C8", "H8", "C4", "B8", "G8", "B4"};
}  // namespace

TEST_CASE(
    "triple ko: positional superko refuses the repeating take, chinese-practice reports a cycle") {
  Game cn = gameFrom(kTripleKo, "chinese");
  auto [why, n] = playAll(cn, kTripleKoMoves);
  CHECK(why == Illegal::Superko);
  CHECK(n == 5);
  CHECK(describe(why) == "whole-board repetition is forbidden (2002 §6)");

  Game practice = gameFrom(kTripleKo, "chinese-practice");
  auto [why2, n2] = playAll(practice, kTripleKoMoves);
  CHECK(why2 == Illegal::None);
  CHECK(n2 == 6);
  REQUIRE(practice.cycles().size() == 1);
  CHECK(practice.cycles()[0].moveNumber == 6);
  CHECK(practice.cycles()[0].repeatsMove == 0);
  // Going round again repeats every position once more.
  playAll(practice, kTripleKoMoves);
  CHECK(practice.cycles().size() == 7);

  // The refused take names the position it repeats: the start (move 0).
  CHECK(cn.repeats(Color::White, at(cn, kTripleKoMoves[5])) == 0);
  CHECK(cn.repeats(Color::White, at(cn, "J1")) == -1);

  // Japanese rules: simple ko, the cycle reported (1989 Art. 12: it may end without result).
  Game japanese = gameFrom(kTripleKo, "japanese");
  CHECK(playAll(japanese, kTripleKoMoves).first == Illegal::None);
  REQUIRE(japanese.cycles().size() == 1);
  CHECK(japanese.cycles()[0].moveNumber == 6);
  CHECK(japanese.cycles()[0].repeatsMove == 0);
}

namespace {
// Sending two returning one (送二还一): Black D9 makes a two-stone chain in atari, White B9
// takes two, Black C9 takes one back: the stones stand as before, with White to move.
const char* kSendTwo = R"(
  X.X.O....
  XXOOO....
  .........
  .........
  .........
  .........
  .........
  .........
  .........)";
}  // namespace

TEST_CASE("sending two returning one: positional superko refuses it, situational allows it") {
  Game cn = gameFrom(kSendTwo, "chinese");
  auto [why, n] = playAll(cn, {"D9", "B9", "C9"});
  CHECK(why == Illegal::Superko);
  CHECK(n == 2);
  CHECK(cn.board().captures(Color::White) == 2);
  CHECK(cn.repeats(Color::Black, at(cn, "C9")) == 0);

  RuleSet situational = *RuleSet::preset("chinese");
  situational.ko = KoRule::Situational;
  const Board b = Board::fromText(kSendTwo);
  Game s(9, 9, situational);
  for (Loc p : b.points())
    if (b.at(p) != Color::Empty) s.setup(p, b.at(p));
  auto [why2, n2] = playAll(s, {"D9", "B9", "C9"});
  CHECK(why2 == Illegal::None);
  CHECK(n2 == 3);
  CHECK(s.board().hash() == b.hash());  // the same stones as at the start, White to move

  Game practice = gameFrom(kSendTwo, "chinese-practice");
  CHECK(playAll(practice, {"D9", "B9", "C9"}).first == Illegal::None);
  REQUIRE(practice.cycles().size() == 1);
  CHECK(practice.cycles()[0].moveNumber == 3);
}

namespace {
// An eternal-life (长生) cycle on the edge: Black D9 throws in two stones (C9, D9 in atari), White
// B9 takes both, Black C9 takes White's two (A9, B9), White A9 plays back: every capture is of two
// stones, so simple ko never stops it, and after four moves the position repeats with Black to
// move.
const char* kEternalLife = R"(
  O.X.O....
  XXOOO....
  .........
  .........
  .........
  .........
  .........
  .........
  .........)";
const std::vector<const char*> kEternalLifeMoves = {"D9", "B9", "C9", "A9"};
}  // namespace

TEST_CASE("eternal life: superko refuses the fourth move, chinese-practice reports a cycle") {
  Game cn = gameFrom(kEternalLife, "chinese");
  auto [why, n] = playAll(cn, kEternalLifeMoves);
  CHECK(why == Illegal::Superko);
  CHECK(n == 3);
  CHECK(cn.board().captures(Color::White) == 2);
  CHECK(cn.board().captures(Color::Black) == 2);
  CHECK(cn.repeats(Color::White, at(cn, "A9")) == 0);

  Game practice = gameFrom(kEternalLife, "chinese-practice");
  auto [why2, n2] = playAll(practice, kEternalLifeMoves);
  CHECK(why2 == Illegal::None);
  CHECK(n2 == 4);
  CHECK(practice.board().hash() == Board::fromText(kEternalLife).hash());
  REQUIRE(practice.cycles().size() == 1);
  CHECK(practice.cycles()[0].moveNumber == 4);
  CHECK(practice.cycles()[0].repeatsMove == 0);

  // Situational superko also refuses it: the same position with the same player (Black) to move.
  RuleSet situational = *RuleSet::preset("chinese");
  situational.ko = KoRule::Situational;
  const Board b = Board::fromText(kEternalLife);
  Game s(9, 9, situational);
  for (Loc p : b.points())
    if (b.at(p) != Color::Empty) s.setup(p, b.at(p));
  auto [why3, n3] = playAll(s, kEternalLifeMoves);
  CHECK(why3 == Illegal::Superko);
  CHECK(n3 == 3);
}

TEST_CASE("occupied points, off-board points and passes") {
  Game g = gameFrom("X..\n...\n...\n");
  CHECK(g.check(Color::White, at(g, "A3")) == Illegal::Occupied);
  CHECK(g.check(Color::White, makeLoc(5, 5)) == Illegal::OffBoard);
  CHECK(g.play(kPass) == Illegal::None);
  CHECK(g.toMove() == Color::White);
  CHECK(g.play(kPass) == Illegal::None);
  CHECK(g.end() == GameEnd::TwoPasses);
  // Play may resume after a dispute (2002 §21.4).
  CHECK(g.play(at(g, "B2")) == Illegal::None);
  CHECK(!g.over());
  g.finish(GameEnd::Resignation);
  CHECK(g.check(Color::White, at(g, "C1")) == Illegal::GameOver);
}

TEST_CASE("incremental hash equals the hash of the same stones set up from scratch") {
  Game g(9, 9, *RuleSet::preset("chinese"));
  // A pseudo-random legal game.
  std::uint64_t state = 12345;
  int played = 0;
  for (int i = 0; i < 2000 && played < 300; ++i) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    const Loc p = makeLoc(static_cast<int>((state >> 33) % 9), static_cast<int>((state >> 45) % 9));
    if (g.play(p) == Illegal::None) ++played;
  }
  CHECK(played > 100);
  const Board rebuilt = Board::fromText(g.board().toText());
  CHECK(rebuilt.hash() == g.board().hash());
  for (Loc p : g.board().points())
    if (g.board().at(p) != Color::Empty) CHECK(g.board().liberties(p) > 0);
}

TEST_CASE("rule set presets") {
  auto cn = *RuleSet::preset("chinese");
  CHECK(cn.ko == KoRule::Positional);
  CHECK(cn.scoring == Scoring::Area);
  CHECK(cn.komi == HalfPoints(15));
  CHECK(cn.handicapCompensation(4) == HalfPoints(8));  // 4 points = 2 stones
  auto jp = *RuleSet::preset("Japanese");
  CHECK(jp.ko == KoRule::Simple);
  CHECK(jp.scoring == Scoring::Territory);
  CHECK(jp.komi == HalfPoints(13));
  CHECK(jp.handicapCompensation(4) == HalfPoints(0));
  CHECK(RuleSet::preset("korean")->scoring == Scoring::Territory);
  CHECK(RuleSet::preset("tromp-taylor")->multiStoneSuicide);
  CHECK(RuleSet::preset("chinese-practice")->reportCycles);
  CHECK(RuleSet::preset("japanese")->reportCycles);
  CHECK(!RuleSet::preset("chinese")->reportCycles);
  CHECK(RuleSet::preset("AGA")->handicapCompensation(3) == HalfPoints(4));
  CHECK(!RuleSet::preset("ing"));
}

TEST_CASE("hashAfter is the hash the move leaves, captures and multi-stone suicide included") {
  Game g(9, 9, *RuleSet::preset("chinese"));
  std::uint64_t state = 777;
  int compared = 0;
  for (int i = 0; i < 400; ++i) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    const Loc p = makeLoc(static_cast<int>((state >> 33) % 9), static_cast<int>((state >> 45) % 9));
    if (i % 10 == 0) {
      const Board& b = g.board();
      for (Loc q : b.points())
        for (Color c : {Color::Black, Color::White}) {
          if (b.check(c, q, true) != BoardCheck::Ok) continue;
          Board after = b;
          after.play(c, q);
          CHECK(b.hashAfter(c, q) == after.hash());
          ++compared;
        }
    }
    g.play(p);
  }
  CHECK(compared > 500);
}
