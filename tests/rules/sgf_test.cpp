// SGF FF[4]: syntax, escapes, compressed point lists, variations, encodings, real-world quirks,
// errors with line and column, replay with the illegal move named, and writing back.
#include <doctest/doctest.h>

#include <variant>

#include "rules/replay.h"
#include "rules/sgf.h"
#include "rules/sgf_encoding.h"
#include "rules/sgf_game.h"

using namespace tengen::rules;

namespace {
SgfGame read(std::string_view text) {
  auto r = readSgfGame(text);
  if (auto* e = std::get_if<SgfError>(&r))
    FAIL("unexpected error: " << e->line << ":" << e->column << " " << e->message);
  return std::get<SgfGame>(r);
}
SgfError readError(std::string_view text) {
  auto r = readSgfGame(text);
  REQUIRE(std::holds_alternative<SgfError>(r));
  return std::get<SgfError>(r);
}
}  // namespace

TEST_CASE("SGF game information, escapes and soft line breaks") {
  const SgfGame g = read(
      "(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese]RE[B+1.5]PB[Ke Jie]PW[Gu Li]BR[9p]WR[9p]DT[2024-05-01]"
      "EV[Tengen Cup]RO[3]PC[Beijing]TM[7200]OT[5x60 byo-yomi]C[a \\] b \\\\ c\\\nd]"
      ";B[pd]BL[7190.5]OB[5];W[dp]WL[7100];B[];W[tt])");
  CHECK(g.width == 19);
  CHECK(g.komi == HalfPoints(15));
  CHECK(!g.komiInStones);
  CHECK(g.rules == "Chinese");
  CHECK(g.result == "B+1.5");
  CHECK(g.blackName == "Ke Jie");
  CHECK(g.whiteRank == "9p");
  CHECK(g.event == "Tengen Cup");
  CHECK(g.round == "3");
  CHECK(g.place == "Beijing");
  CHECK(g.timeLimit == "7200");
  CHECK(g.overtime == "5x60 byo-yomi");
  CHECK(g.comment == "a ] b \\ cd");
  REQUIRE(g.moveCount() == 4);
  CHECK(g.actions[0].loc == makeLoc(15, 3));
  CHECK(g.actions[0].timeLeft == 7190.5);
  CHECK(g.actions[0].periodsLeft == 5);
  CHECK(g.actions[1].color == Color::White);
  CHECK(g.actions[2].loc == kPass);
  CHECK(g.actions[3].loc == kPass);  // tt is a pass on 19x19
}

TEST_CASE("compressed point lists, rectangular boards and setup stones") {
  const SgfGame g = read("(;SZ[9:5]AB[aa:cb][ee]AW[ia]HA[0];W[ba])");
  CHECK(g.width == 9);
  CHECK(g.height == 5);
  int black = 0, white = 0;
  for (const SgfAction& a : g.actions)
    if (a.kind == SgfAction::Kind::Setup) (a.color == Color::Black ? black : white) += 1;
  CHECK(black == 7);  // aa..cb is a 3x2 rectangle, plus ee
  CHECK(white == 1);
  CHECK(g.handicap == 0);
  // W[ba] is on a setup stone.
  const Replay r = replay(g, *RuleSet::preset("chinese"));
  REQUIRE(r.illegal.has_value());
  CHECK(r.illegal->reason == Illegal::Occupied);
  CHECK(r.illegal->describe(5) == "move 1 (W at B5): the point is occupied");
  // On a 20x20 board "tt" is a point, not a pass.
  const SgfGame big = read("(;SZ[20];B[tt])");
  CHECK(big.actions[0].loc == makeLoc(19, 19));
  CHECK(std::get<SgfError>(readSgfGame("(;SZ[19];B[zz])")).message.find("not a point") !=
        std::string::npos);
}

TEST_CASE("variations: the main line is the first branch at each fork") {
  const SgfGame g = read("(;SZ[9](;B[aa](;W[bb];B[cc])(;W[dd]))(;B[ee]))");
  REQUIRE(g.moveCount() == 3);
  CHECK(g.actions[0].loc == makeLoc(0, 0));
  CHECK(g.actions[1].loc == makeLoc(1, 1));
  CHECK(g.actions[2].loc == makeLoc(2, 2));
  const SgfParse p = parseSgf("(;SZ[9](;B[aa](;W[bb];B[cc])(;W[dd]))(;B[ee]))");
  CHECK(p.tree.nodes.size() == 6);
  // Writing the tree and reading it again gives the same tree.
  const SgfParse again = parseSgf(writeSgf(p.tree));
  REQUIRE(!again.error);
  CHECK(writeSgf(again.tree) == writeSgf(p.tree));
  CHECK(again.tree.mainLine().size() == 4);
}

TEST_CASE("Fox quirks: KM 750, KM 375 in stones, HA 1, trailing zeros, FF 3 names") {
  CHECK(read("(;KM[750])").komi == HalfPoints(15));
  CHECK(read("(;KM[650])").komi == HalfPoints(13));
  const SgfGame stones = read("(;KM[375]RE[B+0.2])");
  CHECK(stones.komi == HalfPoints(15));
  CHECK(stones.komiInStones);
  CHECK(read("(;KM[3.75])").komi == HalfPoints(15));
  CHECK(read("(;KM[7.500000])").komi == HalfPoints(15));
  CHECK(read("(;KM[0])").komi == HalfPoints(0));
  CHECK(!read("(;SZ[19])").komi.has_value());
  CHECK(read("(;HA[1])").handicap == 0);
  CHECK(read("(;HA[4])").handicap == 4);
  const SgfGame old = read("(;AddBlack[aa]Black[bb])");
  CHECK(old.actions.size() == 2);
}

TEST_CASE(
    "encodings: UTF-8, GBK without CA, CA gb2312, and GBK trail bytes that look like a bracket or "
    "a backslash") {
  CHECK(read("(;PB[柯洁])").blackName == "柯洁");
  CHECK(read("(;CA[UTF-8]PB[柯洁])").encoding == "UTF-8");
  // 柯洁 in GBK, no CA.
  const SgfGame gbk = read("(;PB[\xBF\xC2\xBD\xE0]PW[\xB9\xC5\xC1\xA6])");
  CHECK(gbk.blackName == "柯洁");
  CHECK(gbk.whiteName == "古力");
  CHECK(gbk.encoding == "GB18030");
  CHECK(read("(;CA[gb2312]PB[\xBF\xC2\xBD\xE0])").blackName == "柯洁");
  // 乚 is 81 5D and 乗 is 81 5C in GBK: the second byte is ']' / '\' in ASCII.
  const SgfGame tricky = read("(;CA[GBK]PB[\x81\x5D\x81\x5C]PW[x])");
  CHECK(tricky.blackName == "乚乗");
  CHECK(tricky.whiteName == "x");
  CHECK(read("(;CA[ISO-8859-1]PB[Ren\xE9])").blackName == "René");
  CHECK(isValidUtf8("柯洁"));
  CHECK(!isValidUtf8("\xBF\xC2"));
}

TEST_CASE("malformed files are refused with line and column") {
  SgfError e = readError("(;GM[1]\nPB[Ke Jie\n");
  CHECK(e.line == 2);
  CHECK(e.column == 3);
  CHECK(e.message.find("not closed with ']'") != std::string::npos);
  e = readError("(;SZ[19]\n;B[pd]\n;W[dd]");
  CHECK(e.line == 3);
  CHECK(e.message.find("not closed with ')'") != std::string::npos);
  e = readError("(;SZ[19];B[pd] ?W[dd])");
  CHECK(e.line == 1);
  CHECK(e.column == 16);
  e = readError("no sgf here");
  CHECK(e.message.find("no game tree") != std::string::npos);
  e = readError("(;SZ[19]()");
  CHECK(e.message.find("a game tree must start with a node") == std::string::npos);
  CHECK(e.message.find("empty game tree") != std::string::npos);
  e = readError("(;SZ[30])");
  CHECK(e.message.find("board size") != std::string::npos);
  e = readError("(;KM[seven])");
  CHECK(e.column == 3);
  e = readError("(;B)");
  CHECK(e.message.find("has no value") != std::string::npos);
  // Columns count characters, not bytes.
  e = readError("(;PB[柯洁]?)");
  CHECK(e.column == 9);
}

TEST_CASE("replay stops at the first illegal move and names it") {
  // Black C8 (cb) goes into atari; White B8 (bb) takes it as a ko; Black's immediate retake at C8
  // is refused.
  const char* sgf =
      "(;SZ[9]AB[ba][ab][bc]AW[ca][db][cc]"
      ";B[cb];W[bb];B[cb])";
  const SgfGame g = read(sgf);
  const Replay r = replay(g, *RuleSet::preset("chinese"));
  REQUIRE(r.illegal.has_value());
  CHECK(r.illegal->moveNumber == 3);
  CHECK(r.illegal->reason == Illegal::Ko);
  CHECK(r.illegal->describe(9) == "move 3 (B at C8): ko recapture is forbidden (2002 §20)");
  CHECK(r.illegal->line == 1);
  CHECK(r.game.moves().size() == 2);
}

TEST_CASE("the handicap comes from HA, AB/AW without HA are setup stones, not a handicap") {
  CHECK(effectiveHandicap(read("(;HA[3]AB[dd][pd][dp])")) == 3);
  CHECK(setupStones(read("(;HA[3]AB[dd][pd][dp])")).any() == false);
  // A set-up position (a problem, a game resumed from a diagram): White moves first, no HA.
  const SgfGame setup = read("(;AB[dd][pd]AW[dp];W[pp])");
  CHECK(effectiveHandicap(setup) == 0);
  CHECK(setupStones(setup).black == 2);
  CHECK(setupStones(setup).white == 1);
  CHECK(effectiveHandicap(read("(;AB[dd][pd];B[pp])")) == 0);
  CHECK(effectiveHandicap(read("(;HA[1];B[pp])")) == 0);
  CHECK(effectiveHandicap(read("(;HA[1]AB[dd][pd];W[pp])")) == 0);
  // HA[2] with a third black stone and a white one: those two are setup.
  const SgfGame extra = read("(;HA[2]AB[dd][pd][jj]AW[dp];W[pp])");
  CHECK(effectiveHandicap(extra) == 2);
  CHECK(setupStones(extra).black == 1);
  CHECK(setupStones(extra).white == 1);
}

TEST_CASE("a record written and read back is the same record") {
  const char* text =
      "(;GM[1]FF[4]CA[UTF-8]SZ[13]KM[6.5]HA[2]RU[Japanese]RE[W+3.5]PB[黑]PW[白 ]"
      "C[note]AB[dd][jj];W[dj]WL[30];B[jd]C[x\\]y];W[];B[]TB[aa]TW[mm])";
  const SgfGame a = read(text);
  const std::string written = writeSgfGame(a);
  const SgfGame b = read(written);
  CHECK(writeSgfGame(b) == written);
  CHECK(b.width == 13);
  CHECK(b.komi == HalfPoints(13));
  CHECK(b.handicap == 2);
  CHECK(b.rules == "Japanese");
  CHECK(b.result == "W+3.5");
  CHECK(b.blackName == "黑");
  CHECK(b.whiteName == "白 ");
  CHECK(b.moveCount() == 4);
  CHECK(b.actions[3].comment == "x]y");
  CHECK(b.actions[2].timeLeft == 30);
  CHECK(b.territoryBlack.size() == 1);
  CHECK(b.territoryWhite.size() == 1);
}

TEST_CASE("deeply nested variations and long main lines neither overflow the stack nor slow down") {
  const int depth = 200000;
  std::string nested;
  for (int i = 0; i < depth; ++i) nested += "(;C[x]";
  nested += std::string(static_cast<std::size_t>(depth), ')');
  const SgfParse p = parseSgf(nested);
  REQUIRE(!p.error);
  CHECK(p.tree.nodes.size() == static_cast<std::size_t>(depth));
  CHECK(p.tree.mainLine().size() == static_cast<std::size_t>(depth));
  const std::string written = writeSgf(p.tree);
  CHECK(!parseSgf(written).error);
  // An unclosed deep tree is refused with a position, not a crash.
  const SgfParse cut = parseSgf(nested.substr(0, nested.size() / 2));
  REQUIRE(cut.error);
  CHECK(cut.error->message.find("not closed") != std::string::npos);
}

namespace {
bool warned(const SgfGame& g, SgfWarning::Kind kind, const std::string& value = {}) {
  for (const SgfWarning& w : g.warnings)
    if (w.kind == kind && (value.empty() || w.value == value)) return true;
  return false;
}
}  // namespace

TEST_CASE(
    "lenient reading with a warning: HA[7.5], KM[750], komi in stones, a root without its "
    "semicolon") {
  const SgfGame ha = read("(;SZ[9]HA[7.5]AB[cc][gg];W[ee])");
  CHECK(ha.handicap == 7);
  CHECK(warned(ha, SgfWarning::Kind::HandicapNotWhole, "7.5"));
  CHECK(read("(;HA[1.5])").handicap == 0);
  CHECK(read("(;HA[2])").warnings.empty());

  const SgfGame fox = read("(;KM[750])");
  CHECK(fox.komi == HalfPoints(15));
  CHECK(warned(fox, SgfWarning::Kind::KomiTimes100, "750"));
  CHECK(!warned(fox, SgfWarning::Kind::KomiInStones));
  const SgfGame stones = read("(;KM[375])");
  CHECK(stones.komi == HalfPoints(15));
  CHECK(warned(stones, SgfWarning::Kind::KomiTimes100));
  CHECK(warned(stones, SgfWarning::Kind::KomiInStones));
  CHECK(warned(read("(;KM[3.75])"), SgfWarning::Kind::KomiInStones, "3.75"));
  CHECK(read("(;KM[7.5])").warnings.empty());
  // An odd komi from another program: the nearest half point, said so.
  const SgfGame odd = read("(;KM[7.3])");
  CHECK(odd.komi == HalfPoints(15));
  CHECK(warned(odd, SgfWarning::Kind::KomiRounded, "7.3"));
  CHECK(warned(read("(;KM[630])"), SgfWarning::Kind::KomiRounded, "630"));  // Fox x 100: 6.3
  CHECK(!warned(read("(;KM[3.75])"), SgfWarning::Kind::KomiRounded));

  // Nihon Ki-in files: "(GM[1]..." without the root's ';'.
  const SgfGame nk = read("(GM[1]FF[4]SZ[9]KM[6.5]\n;B[cc];W[gg])");
  CHECK(nk.width == 9);
  CHECK(nk.komi == HalfPoints(13));
  CHECK(nk.moveCount() == 2);
  REQUIRE(nk.warnings.size() == 1);
  CHECK(nk.warnings[0].kind == SgfWarning::Kind::NoRootSemicolon);
  CHECK(nk.warnings[0].line == 1);
  CHECK(nk.warnings[0].column == 2);
  // Only the root: a variation must still start with a node.
  CHECK(readError("(;SZ[9](B[cc]))").message.find("unexpected character 'B'") != std::string::npos);
}

TEST_CASE("UTF-16 with a byte-order mark is converted, without one it is refused") {
  const std::string text = "(;SZ[9]PB[\xE6\x9F\xAF]KM[7.5];B[cc])";  // PB[柯]
  // UTF-16LE by hand: ASCII bytes then 0; 柯 is U+67EF.
  std::string le = "\xFF\xFE", be = "\xFE\xFF", bare;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (static_cast<unsigned char>(text[i]) >= 0x80) {
      le += "\xEF\x67";
      be += "\x67\xEF";
      bare += "\xEF\x67";
      i += 2;
      continue;
    }
    le += std::string{text[i], '\0'};
    be += std::string{'\0', text[i]};
    bare += std::string{text[i], '\0'};
  }
  const SgfGame a = read(le);
  CHECK(a.blackName == "\xE6\x9F\xAF");
  CHECK(a.encoding == "UTF-16LE");
  CHECK(warned(a, SgfWarning::Kind::Utf16, "UTF-16LE"));
  const SgfGame b = read(be);
  CHECK(b.blackName == "\xE6\x9F\xAF");
  CHECK(b.encoding == "UTF-16BE");
  CHECK(readError(bare).message.find("UTF-16 without a byte-order mark") != std::string::npos);
}

TEST_CASE("replay notes double moves with their numbers, a pass in between is no double move") {
  const Replay r =
      replay(read("(;SZ[9];B[cc];B[gg];W[ee];W[];B[cg];W[gc])"), *RuleSet::preset("chinese"));
  REQUIRE(!r.illegal);
  REQUIRE(r.doubleMoves.size() == 2);
  CHECK(r.doubleMoves[0].moveNumber == 2);
  CHECK(r.doubleMoves[0].move.color == Color::Black);
  CHECK(toGtp(r.doubleMoves[0].move.loc, 9) == "G3");
  CHECK(r.doubleMoves[1].moveNumber == 4);  // W[] after W[ee]: a pass is a move too
  CHECK(r.game.moves().size() == 6);
  CHECK(replay(read("(;SZ[9];B[cc];W[];B[gg])"), *RuleSet::preset("chinese")).doubleMoves.empty());
  // A handicap game starts with White: not a double move.
  CHECK(replay(read("(;SZ[9]HA[2]AB[cc][gg];W[ee];B[ce])"), *RuleSet::preset("chinese"))
            .doubleMoves.empty());
}
