// tengen score on records as they come from the wild: the komi and compensation explanations in
// both languages, setup stones that are not a handicap, results of every form (a zero margin, an
// unreadable RE), double moves, lenient reading with warnings (HA[7.5], "(GM[1]...", UTF-16,
// KM[750], komi in stones) and superko under each rule set.
#include <doctest/doctest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <utility>

#include "tests/rules/sgf_samples.h"
#include "tests/support/json_output.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::dameGame;
using tengen::test::jsonObject;
using tengen::test::runTengen;

namespace {

bool has(const std::string& text, const char* part) {
  return text.find(part) != std::string::npos;
}

bool anyWarning(const QJsonObject& j, const char* part) {
  for (const QJsonValue& w : j["warnings"].toArray())
    if (w.toString().contains(QString::fromUtf8(part))) return true;
  return false;
}

// `tengen score FILE --reported REPORTED` in English and in Chinese: the mismatch (exit 3) is
// explained with `english` and `chinese`, every placeholder filled.
void checkExplainedInBothLanguages(const std::string& file, const char* reported,
                                   const char* english, const char* chinese) {
  for (const auto& [lang, explained] : {std::pair{"en", english}, std::pair{"zh", chinese}}) {
    CAPTURE(lang);
    auto r = runTengen({"score", file, "--reported", reported, "--lang", lang});
    CHECK(r.exitCode == 3);
    CHECK(has(r.out, explained));
    CHECK(!has(r.out, "%2"));
  }
}

}  // namespace

TEST_CASE("the komi explanation names both komis, in English and in Chinese") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("g.sgf", dameGame("KM[7.5]RU[Chinese]"));
  checkExplainedInBothLanguages(f, "W+5.5", "it matches a komi of 6.5 instead of 7.5",
                                "按贴目 6.5（而非 7.5）计算则相符");
}

TEST_CASE("the compensation explanation names both compensations, in English and in Chinese") {
  tengen::test::TempDir dir;
  // HA[2], komi 0.5: 41 - 40 stones = 1 point, less 0.5 komi and 2 points compensation: W+1.5.
  const std::string f = dir.write("h.sgf", dameGame("KM[0.5]HA[2]RU[Chinese]"));
  auto counted = runTengen({"score", f, "--json"});
  REQUIRE_MESSAGE(counted.exitCode == 0, counted.err);
  CHECK(jsonObject(counted.out)["handicap"].toInt() == 2);
  CHECK(jsonObject(counted.out)["result"].toString() == "W+1.5");
  // Counted without compensation: B+0.5.
  checkExplainedInBothLanguages(f, "B+0.5",
                                "it matches a handicap compensation of 0 points instead of 2",
                                "按让子还 0 目（而非 2 目）计算则相符");
}

TEST_CASE("AB/AW without HA are setup stones: no handicap, no compensation, reported as setup") {
  tengen::test::TempDir dir;
  // White moves first after the setup: once read as a 36-stone handicap.
  const std::string f =
      dir.write("setup.sgf", "(;SZ[9]KM[7.5]AB[aa:di]AW[fa:ii];W[ea];B[eb];W[ec];B[];W[])");
  auto j = runTengen({"score", f, "--json"});
  REQUIRE_MESSAGE(j.exitCode == 0, j.err);
  const QJsonObject o = jsonObject(j.out);
  CHECK(o["handicap"].toInt() == 0);
  CHECK(o["setup"].toObject()["black"].toInt() == 36);
  CHECK(o["setup"].toObject()["white"].toInt() == 36);
  // Black 37 + 3, White 38 + 3: W+1 by count, W+8.5 with komi; no compensation.
  CHECK(o["result"].toString() == "W+8.5");
  auto text = runTengen({"score", f});
  CHECK(has(text.out,
            "Setup stones (摆子, AB/AW; not handicap stones 让子: no compensation): 36 black, "
            "36 white"));
  CHECK(has(text.out, "handicap 0"));
  auto zh = runTengen({"score", f, "--lang", "zh"});
  CHECK(has(zh.out, "摆放棋子（AB/AW，非让子，不还子）：黑 36 子，白 36 子"));
  // With HA the black stones are the handicap: nothing is reported as setup.
  auto ha = runTengen(
      {"score", dir.write("ha.sgf", "(;SZ[9]KM[0.5]HA[2]AB[cc][gg];W[ee];B[];W[])"), "--json"});
  REQUIRE_MESSAGE(ha.exitCode == 0, ha.err);
  CHECK(jsonObject(ha.out)["handicap"].toInt() == 2);
  CHECK(jsonObject(ha.out)["setup"].toObject()["black"].toInt() == 0);
}

TEST_CASE("RE[W+0.0] and RE[B+0] are a margin of 0: they never agree with a non-zero count") {
  tengen::test::TempDir dir;
  for (const char* re : {"W+0.0", "B+0", "W+0"}) {
    CAPTURE(re);
    const std::string f = dir.write("z.sgf", dameGame(std::string("KM[7.5]RE[") + re + "]"));
    auto r = runTengen({"score", f, "--json"});
    CHECK(r.exitCode == 3);
    const QJsonObject j = jsonObject(r.out);
    CHECK(j["result"].toString() == "W+6.5");
    CHECK(j["verified"].toBool(true) == false);
    CHECK(anyWarning(j, "margin of 0"));
  }
  // A drawn count (komi 1: 41 - 40 stones = 1 point) agrees with it.
  const std::string draw = dir.write("d.sgf", dameGame("KM[1]RE[W+0.0]"));
  auto d = runTengen({"score", draw, "--json"});
  CHECK_MESSAGE(d.exitCode == 0, d.out);
  CHECK(jsonObject(d.out)["result"].toString() == "0");
  CHECK(jsonObject(d.out)["verified"].toBool() == true);
}

TEST_CASE("an unreadable RE is reported as unreadable, not skipped") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("u.sgf", dameGame("KM[7.5]RE[B+3/4]"));
  auto text = runTengen({"score", f});
  CHECK(text.exitCode == 0);
  CHECK(has(text.out, "Warning: the file's result RE[B+3/4] cannot be read: it was not verified"));
  CHECK(has(text.out, "Compared with the file's RE[B+3/4]: unreadable result, not compared"));
  auto j = runTengen({"score", f, "--json"});
  const QJsonObject o = jsonObject(j.out);
  CHECK(o["file_result"].toString() == "B+3/4");
  CHECK(o["file_result_readable"].toBool(true) == false);
  CHECK(o["verified"].isNull());
  auto zh = runTengen({"score", f, "--lang", "zh"});
  CHECK(has(zh.out, "棋谱结果 RE[B+3/4] 无法识别，未予核对"));
}

TEST_CASE("results in every form seen in the wild are read") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("g.sgf", dameGame("KM[7.5]"));  // the count: W+6.5
  for (const char* agrees : {"W+6.5", "w+6.5", "W + 6.5", " W+6.50 ", "W+", "W", "白胜",
                             "白胜3又1/4子", "white wins by 6.5"}) {
    CAPTURE(agrees);
    auto r = runTengen({"score", f, "--reported", agrees});
    CHECK(r.exitCode == 0);
    CHECK(has(r.out, "agrees"));
  }
  for (const char* nothing : {"W+R", "W+Resign", "w+resign", "W + R", "W+T", "W+Time", "W+F",
                              "W+Forfeit", "Void", "?", "白中盘胜", "白超时胜", "白不战胜"}) {
    CAPTURE(nothing);
    auto r = runTengen({"score", f, "--reported", nothing});
    CHECK(r.exitCode == 0);
    CHECK(has(r.out, "nothing to compare"));
  }
  for (const char* differs : {"0", "Draw", "jigo", "和棋", "B+12.5", "黑胜", "B+"}) {
    CAPTURE(differs);
    auto r = runTengen({"score", f, "--reported", differs});
    CHECK(r.exitCode == 3);
  }
  auto bad = runTengen({"score", f, "--reported", "B+3/4"});
  CHECK(bad.exitCode == 1);
  CHECK(has(bad.err, "'B+3/4' is not a result"));
}

TEST_CASE("a double move is a warning with its move number, the record counted as written") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("dbl.sgf", "(;SZ[9]KM[7.5];B[cc];B[gg];W[ee];B[];W[])");
  auto text = runTengen({"score", f});
  CHECK_MESSAGE(text.exitCode == 0, text.err);
  CHECK(has(text.out,
            "Warning: move 2 (B at G3) is a second Black move in a row: a double move "
            "(连下两着, 2002 §17.2"));
  auto j = runTengen({"score", f, "--json"});
  CHECK(jsonObject(j.out)["double_moves"].toArray() == QJsonArray{2});
  CHECK(jsonObject(j.out)["moves"].toInt() == 5);
  auto zh = runTengen({"score", f, "--lang", "zh"});
  CHECK(has(zh.out, "第 2 手（黑 G3）为黑连下两着"));
  // A pass between two black moves is White's turn: no double move.
  auto pass = runTengen({"score", dir.write("p.sgf", "(;SZ[9];B[cc];W[];B[gg])"), "--json"});
  CHECK(!jsonObject(pass.out).contains("double_moves"));
}

TEST_CASE(
    "lenient reading with warnings: HA[7.5], a root node without its semicolon, KM[750], komi in "
    "stones") {
  tengen::test::TempDir dir;
  auto ha = runTengen({"score",
                       dir.write("ha.sgf", "(;SZ[9]HA[7.5]AB[cc][gg][cg][gc][ee][ec][ge];W[ce])"),
                       "--dead", "", "--json"});
  REQUIRE_MESSAGE(ha.exitCode == 0, ha.err);
  CHECK(jsonObject(ha.out)["handicap"].toInt() == 7);
  CHECK(anyWarning(jsonObject(ha.out), "handicap HA[7.5] is not a whole number: 7 stones taken"));

  const std::string nk = dir.write("nk.sgf",
                                   "(GM[1]FF[4]SZ[9]KM[7.5]RE[W+6.5]\n"
                                   "AB[aa:di]AW[fa:ii];B[ea];W[eb];B[ec];W[];B[])");
  auto root = runTengen({"score", nk, "--json"});
  REQUIRE_MESSAGE(root.exitCode == 0, root.err);
  CHECK(jsonObject(root.out)["verified"].toBool() == true);
  CHECK(anyWarning(jsonObject(root.out), "line 1, column 2: the root node has no ';'"));
  auto rootZh = runTengen({"score", nk, "--lang", "zh"});
  CHECK(has(rootZh.out, "根节点属性前缺少“;”"));

  auto fox = runTengen({"score", dir.write("fox.sgf", dameGame("KM[750]")), "--json"});
  REQUIRE_MESSAGE(fox.exitCode == 0, fox.err);
  CHECK(jsonObject(fox.out)["komi"].toDouble() == 7.5);
  CHECK(anyWarning(jsonObject(fox.out),
                   "komi KM[750] is written x 100 (as Fox writes it): read as 7.5"));

  auto stones = runTengen({"score", dir.write("st.sgf", dameGame("KM[3.75]RU[Chinese]"))});
  REQUIRE_MESSAGE(stones.exitCode == 0, stones.err);
  CHECK(has(stones.out, "komi KM[3.75] is in stones (贴子, 2002 §11): 3.75 stones = 7.5 points"));
  CHECK(has(stones.out, "Result: W+6.5"));
}

TEST_CASE("UTF-16 files: converted with a byte-order mark, refused without one") {
  tengen::test::TempDir dir;
  const QString text = QString::fromUtf8(dameGame("KM[7.5]PB[柯洁]RE[W+6.5]"));
  std::string le = "\xFF\xFE", be = "\xFE\xFF", bare;
  for (QChar c : text) {
    const char lo = static_cast<char>(c.unicode() & 0xFF), hi = static_cast<char>(c.unicode() >> 8);
    le += std::string{lo, hi};
    be += std::string{hi, lo};
    bare += std::string{lo, hi};
  }
  for (const auto& [name, bytes, charset] :
       {std::tuple{"le.sgf", le, "UTF-16LE"}, std::tuple{"be.sgf", be, "UTF-16BE"}}) {
    CAPTURE(name);
    auto r = runTengen({"score", dir.write(name, bytes), "--json"});
    REQUIRE_MESSAGE(r.exitCode == 0, r.err);
    CHECK(jsonObject(r.out)["verified"].toBool() == true);
    CHECK(anyWarning(jsonObject(r.out), charset));
  }
  auto refused = runTengen({"score", dir.write("bare.sgf", bare)});
  CHECK(refused.exitCode == 2);
  CHECK(has(refused.err, "NUL bytes: UTF-16 without a byte-order mark"));
}

TEST_CASE("what cannot be read leniently is refused, naming the problem") {
  tengen::test::TempDir dir;
  auto ha = runTengen({"score", dir.write("ha.sgf", "(;SZ[9]HA[two];B[cc])")});
  CHECK(ha.exitCode == 2);
  CHECK(has(ha.err, "handicap HA[two] is not a number of stones"));
  auto km = runTengen({"score", dir.write("km.sgf", "(;SZ[9]KM[seven];B[cc])")});
  CHECK(km.exitCode == 2);
  CHECK(has(km.err, "komi KM[seven] is not a number"));
  // Only the root may lack its ';'.
  auto node = runTengen({"score", dir.write("n.sgf", "(;SZ[9](B[cc]))")});
  CHECK(node.exitCode == 2);
}

namespace {
// Three kos on a 9x9 board (see score_cli_test.cpp): Black takes C8, White H8, Black C4, then
// each is retaken and move 6 brings back the starting position (a triple ko).
const char* kTripleKo =
    "(;SZ[9]AB[ba][ha][ab][gb][ib][bc][hc][be][af][bg]AW[ca][ga][bb"
    "][db][fb][cc][gc][ce][bf][df][cg]"
    ";B[cb];W[hb];B[cf];W[bb];B[gb];W[bf])";
}  // namespace

TEST_CASE("superko: the repetition is named with its moves and the rule set's own article") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("ko3.sgf", kTripleKo);
  auto cn = runTengen({"score", f});
  CHECK(cn.exitCode == 2);
  CHECK(has(cn.err,
            "move 6 (W at B4) repeats the starting position (全局同形再现), which chinese "
            "forbids (2002 §6 and §20.3); --rules chinese-practice counts such a game and "
            "reports the cycle"));
  auto tt = runTengen({"score", f, "--rules", "tromp-taylor"});
  CHECK(tt.exitCode == 2);
  CHECK(has(tt.err, "which tromp-taylor forbids (Tromp-Taylor rule 6"));
  CHECK(!has(tt.err, "2002"));
  auto zh = runTengen({"score", f, "--lang", "zh"});
  CHECK(has(zh.err, "第 6 手（白 B4）重现开局（摆子后）的局面（全局同形再现），chinese 规则禁止"));
  CHECK(has(zh.err, "--rules chinese-practice"));

  auto practice = runTengen({"score", f, "--rules", "chinese-practice", "--dead", ""});
  CHECK(practice.exitCode == 0);
  CHECK(has(practice.out, "Whole-board repetition at move 6 (the position after move 0 again)"));
  CHECK(has(practice.out, "no result (无胜负), draw or replay (2002 §20.3)"));
  auto jp = runTengen({"score", f, "--rules", "japanese", "--dead", "", "--json"});
  REQUIRE_MESSAGE(jp.exitCode == 0, jp.err);
  const QJsonObject cycle = jsonObject(jp.out)["cycles"].toArray().first().toObject();
  CHECK(cycle["move"].toInt() == 6);
  CHECK(cycle["repeats"].toInt() == 0);
  CHECK(cycle["ruling"].toString().contains("Japanese 1989 Art. 12"));
}

TEST_CASE("ko and suicide errors cite the chosen rule set's articles") {
  tengen::test::TempDir dir;
  const std::string ko =
      dir.write("ko.sgf", "(;SZ[9]AB[ba][ab][bc]AW[ca][db][cc];B[cb];W[bb];B[cb])");
  auto cn = runTengen({"score", ko});
  CHECK(has(cn.err, "move 3 (B at C8): ko recapture is forbidden (2002 §20.1)"));
  auto jp = runTengen({"score", ko, "--rules", "japanese"});
  CHECK(jp.exitCode == 2);
  CHECK(has(jp.err, "ko recapture is forbidden (Japanese 1989 Art. 6)"));
  auto kr = runTengen({"score", ko, "--rules", "korean"});
  CHECK(has(kr.err, "ko recapture is forbidden (Korean rules)"));
  const std::string suicide = dir.write("s.sgf", "(;SZ[9]AW[ba][ab];B[aa])");
  auto s = runTengen({"score", suicide, "--rules", "japanese"});
  CHECK(s.exitCode == 2);
  CHECK(has(s.err,
            "move 1 (B at A9): forbidden point (禁着点): the move has no liberty and "
            "captures nothing (Japanese 1989 Art. 3 and 4)"));
  CHECK(has(runTengen({"score", suicide}).err, "captures nothing (2002 §5)"));
}

TEST_CASE("no dead stones marked and an unfinished position: a decision is asked for, exit 4") {
  tengen::test::TempDir dir;
  // Black holds A-D, White E-J; a white stone at B7 and a black one at H5 stand in the other's
  // area, unmarked.
  const std::string f =
      dir.write("u.sgf", "(;SZ[9]KM[7.5]RE[B+2.5]AB[da:di]AW[ea:ei];W[bc];B[he];W[];B[])");
  auto text = runTengen({"score", f});
  CHECK(text.exitCode == 4);
  CHECK(text.out.empty());
  CHECK(has(text.err, "a dead-stone decision (死活) is needed"));
  CHECK(has(text.err, "B7 (White, 1 stone), H5 (Black, 1 stone)"));
  CHECK(has(text.err, "--dead"));
  auto zh = runTengen({"score", f, "--lang", "zh"});
  CHECK(zh.exitCode == 4);
  CHECK(has(zh.err, "需要判定死活"));
  CHECK(has(zh.err, "B7（白，1 子）、H5（黑，1 子）"));
  // Decided: --dead names them (or TB/TW marks do), and the count is verified as usual.
  auto dead = runTengen({"score", f, "--dead", "B7,H5", "--json"});
  CHECK_MESSAGE(dead.exitCode == 3, dead.err);  // B+2.5 is wrong: 36 - 45 - 7.5 = W+16.5
  CHECK(jsonObject(dead.out)["result"].toString() == "W+16.5");
  const std::string marked =
      dir.write("m.sgf", "(;SZ[9]KM[7.5]AB[da:di]AW[ea:ei];W[bc];B[he];W[];B[]TB[bc]TW[he])");
  auto tb = runTengen({"score", marked, "--json"});
  CHECK_MESSAGE(tb.exitCode == 0, tb.err);
  CHECK(jsonObject(tb.out)["result"].toString() == "W+16.5");
  // A finished game (walls and dame only) counts at once.
  CHECK(runTengen({"score", dir.write("f.sgf", dameGame("KM[7.5]"))}).exitCode == 0);
}
