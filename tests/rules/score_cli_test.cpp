// tengen score through the real binary: text and JSON output, verification exit codes, dead
// stones from --dead and TB/TW, Fox quirks, malformed files and illegal moves.
#include <doctest/doctest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <sstream>

#include "tests/rules/sgf_samples.h"
#include "tests/support/json_output.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::jsonObject;
using tengen::test::runTengen;

namespace {

// Black 41, White 40 by area: W+6.5, as its RE says.
const std::string kDameGame = tengen::test::dameGame("KM[7.5]RU[Chinese]RE[W+6.5]");

}  // namespace

TEST_CASE("score --json: counts, result in points and stones, verified against RE") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("dame.sgf", kDameGame);
  auto r = runTengen({"score", f, "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonObject j = jsonObject(r.out);
  CHECK(j["rules"].toString() == "chinese");
  CHECK(j["size"].toInt() == 9);
  CHECK(j["komi"].toDouble() == 7.5);
  CHECK(j["handicap"].toInt() == 0);
  CHECK(j["moves"].toInt() == 5);
  CHECK(j["black"].toObject()["stones"].toInt() == 38);
  CHECK(j["black"].toObject()["territory"].toInt() == 0);
  CHECK(j["black"].toObject()["count"].toDouble() == 41);
  CHECK(j["white"].toObject()["count"].toDouble() == 40);
  CHECK(j["neutral"].toInt() == 6);
  CHECK(j["result"].toString() == "W+6.5");
  CHECK(j["result_zh"].toString() == QString::fromUtf8("白胜3又1/4子"));
  CHECK(j["file_result"].toString() == "W+6.5");
  CHECK(j["verified"].toBool() == true);
}

TEST_CASE("score: a reported count that disagrees exits 3 and says why") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("dame.sgf", kDameGame);
  auto ok = runTengen({"score", f, "--reported", "黑41子"});
  CHECK_MESSAGE(ok.exitCode == 0, ok.err);
  CHECK(ok.out.find("agrees") != std::string::npos);

  auto bad = runTengen({"score", f, "--reported", "黑41.5子", "--json"});
  CHECK(bad.exitCode == 3);
  const QJsonObject j = jsonObject(bad.out);
  CHECK(j["verified"].toBool() == false);
  CHECK(j["explanations"].toArray().first().toString().contains("neutral point"));
  CHECK(bad.err.find("does not agree") != std::string::npos);

  auto komi = runTengen({"score", f, "--reported", "W+5.5"});
  CHECK(komi.exitCode == 3);
  CHECK(komi.out.find("DISAGREES by 1 points") != std::string::npos);
  CHECK(komi.out.find("komi of 6.5") != std::string::npos);

  auto zh = runTengen({"--lang", "zh", "score", f});
  CHECK(zh.exitCode == 0);
  CHECK(zh.out.find("白胜3又1/4子") != std::string::npos);
  CHECK(zh.out.find("一致") != std::string::npos);
}

TEST_CASE("score: --komi, --rules and nothing to compare") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("g.sgf", "(;SZ[9]AB[aa:di]AW[fa:ii];B[ea];W[eb];B[ec])");
  auto r = runTengen({"score", f, "--komi", "0.5", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(jsonObject(r.out)["result"].toString() == "B+0.5");
  CHECK(jsonObject(r.out)["file_result"].isNull());
  CHECK(jsonObject(r.out)["verified"].isNull());
  auto jp = runTengen({"score", f, "--rules", "japanese", "--json"});
  REQUIRE_MESSAGE(jp.exitCode == 0, jp.err);
  CHECK(jsonObject(jp.out)["rules"].toString() == "japanese");
  CHECK(jsonObject(jp.out)["komi"].toDouble() == 6.5);
  CHECK(jsonObject(jp.out)["result"].toString() == "W+6.5");
  auto bad = runTengen({"score", f, "--rules", "ing"});
  CHECK(bad.exitCode == 1);
  CHECK(bad.err.find("unknown rule set 'ing'") != std::string::npos);
  auto resign = runTengen({"score", f, "--reported", "W+R"});
  CHECK(resign.exitCode == 0);
  CHECK(resign.out.find("nothing to compare") != std::string::npos);
}

TEST_CASE("score: dead stones from --dead and from TB/TW markup") {
  tengen::test::TempDir dir;
  // A white stone at B8 inside Black's columns (Black's stone there removed first).
  const std::string game = "(;SZ[9]KM[7.5]AB[aa:di]AE[bb]AW[fa:ii][bb];B[ea];W[eb];B[ec])";
  const std::string f = dir.write("d.sgf", game);
  // Nothing marked: the white stone inside Black's area needs a decision (exit 4).
  auto unmarked = runTengen({"score", f, "--json"});
  CHECK(unmarked.exitCode == 4);
  CHECK(unmarked.err.find("a dead-stone decision (死活) is needed") != std::string::npos);
  CHECK(unmarked.err.find("B8 (White, 1 stone)") != std::string::npos);
  CHECK(unmarked.out.empty());
  // --dead "": the referee says none is dead.
  auto alive = runTengen({"score", f, "--dead", "", "--json"});
  REQUIRE_MESSAGE(alive.exitCode == 0, alive.err);
  auto dead = runTengen({"score", f, "--dead", "B8", "--json"});
  REQUIRE_MESSAGE(dead.exitCode == 0, dead.err);
  CHECK(jsonObject(dead.out)["black"].toObject()["count"].toDouble() == 41);
  CHECK(jsonObject(alive.out)["black"].toObject()["count"].toDouble() == 40);
  const std::string marked =
      dir.write("tb.sgf", "(;SZ[9]KM[7.5]AB[aa:di]AE[bb]AW[fa:ii][bb];B[ea];W[eb];B[ec]TB[bb])");
  auto tb = runTengen({"score", marked, "--json"});
  CHECK(jsonObject(tb.out)["black"].toObject()["count"].toDouble() == 41);
  auto wrong = runTengen({"score", f, "--dead", "Z99"});
  CHECK(wrong.exitCode == 1);
}

TEST_CASE("score: Fox quirks KM 375 and RE B+0.2 verify as 1/4 stone") {
  tengen::test::TempDir dir;
  const std::string f =
      // A settled seki: Black's eye aa, White's eye ia, the shared point ei. Black 43 stones +
      // 1 + ½ = 44.5, White 35 + 1 + ½ = 36.5: B+8 - 7.5 = B+0.5.
      dir.write(
          "fox.sgf",
          "(;GM[1]SZ[9]KM[375]HA[0]RE[B+0.2]AB[ab:di][ba:da][ea:eh]AW[fa:hi][ib:ii];B[];W[])");
  auto r = runTengen({"score", f, "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonObject j = jsonObject(r.out);
  CHECK(j["komi"].toDouble() == 7.5);
  CHECK(j["result"].toString() == "B+0.5");
  CHECK(j["result_zh"].toString() == QString::fromUtf8("黑胜1/4子"));
  CHECK(j["verified"].toBool() == true);
}

TEST_CASE("score: malformed files and illegal moves exit 2 with line/column or the move") {
  tengen::test::TempDir dir;
  auto r = runTengen({"score", dir.write("bad.sgf", "(;SZ[19]\n;B[pd]PB[x\n")});
  CHECK(r.exitCode == 2);
  CHECK(r.err.find("line 3, column") == std::string::npos);
  CHECK(r.err.find("line 2, column 9") != std::string::npos);
  auto ko = runTengen(
      {"score", dir.write("ko.sgf", "(;SZ[9]AB[ba][ab][bc]AW[ca][db][cc];B[cb];W[bb];B[cb])")});
  CHECK(ko.exitCode == 2);
  CHECK(ko.err.find("move 3 (B at C8): ko recapture is forbidden (2002 §20.1)") !=
        std::string::npos);
  auto zh = runTengen({"--lang", "zh", "score", dir.path("ko.sgf")});
  CHECK(zh.err.find("第 3 手（黑 C8）") != std::string::npos);
  auto missing = runTengen({"score", dir.path("nope.sgf")});
  CHECK(missing.exitCode == 2);
}

namespace {
// The setup properties (SZ, AB, AW) of an ASCII board (rows of X, O and .).
std::string setupOf(const std::string& rows) {
  std::string ab, aw;
  int y = 0, width = 0;
  std::string row;
  std::istringstream in(rows);
  while (std::getline(in, row)) {
    std::string cells;
    for (char c : row)
      if (c == 'X' || c == 'O' || c == '.') cells += c;
    if (cells.empty()) continue;
    width = static_cast<int>(cells.size());
    for (int x = 0; x < width; ++x) {
      const std::string pt = {static_cast<char>('a' + x), static_cast<char>('a' + y)};
      if (cells[static_cast<std::size_t>(x)] == 'X') ab += "[" + pt + "]";
      if (cells[static_cast<std::size_t>(x)] == 'O') aw += "[" + pt + "]";
    }
    ++y;
  }
  std::string size =
      width == y ? std::to_string(width) : std::to_string(width) + ":" + std::to_string(y);
  return "SZ[" + size + "]" + (ab.empty() ? "" : "AB" + ab) + (aw.empty() ? "" : "AW" + aw);
}
}  // namespace

TEST_CASE("score: seki with eyes on a rectangular board, area and territory counting") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("seki.sgf", "(;" + setupOf(R"(
    .O.X.XO.O
    OOOXXXOOO
    XXXOOOO.O
    .X.XO.OOO
    XXXXOOO.O
    .X.XO.O.O)") + ";B[];W[])");
  auto area = runTengen({"score", f, "--komi", "0", "--json"});
  REQUIRE_MESSAGE(area.exitCode == 0, area.err);
  CHECK(jsonObject(area.out)["size"].toString() == "9:6");
  CHECK(jsonObject(area.out)["result"].toString() == "W+11");
  CHECK(jsonObject(area.out)["neutral"].toInt() == 1);
  auto jp = runTengen({"score", f, "--rules", "japanese"});
  REQUIRE_MESSAGE(jp.exitCode == 0, jp.err);
  CHECK(jp.out.find("Stones in seki") != std::string::npos);
  CHECK(jp.out.find("W+8.5") != std::string::npos);
}

TEST_CASE(
    "score: triple ko is refused under chinese and reported as a cycle under chinese-practice") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("ko3.sgf", "(;" + setupOf(tengen::test::kTripleKoBoard) +
                                                 ";B[cb];W[hb];B[cf];W[bb];B[gb];W[bf])");
  auto cn = runTengen({"score", f});
  CHECK(cn.exitCode == 2);
  CHECK(cn.err.find("move 6 (W at B4) repeats the starting position (全局同形再现)") !=
        std::string::npos);
  auto practice = runTengen({"score", f, "--rules", "chinese-practice", "--dead", "", "--json"});
  REQUIRE_MESSAGE(practice.exitCode == 0, practice.err);
  CHECK(jsonObject(practice.out)["cycles"].toArray().first().toObject()["move"].toInt() == 6);
  auto text = runTengen({"score", f, "--rules", "chinese-practice", "--dead", ""});
  CHECK(text.out.find("Whole-board repetition at move 6") != std::string::npos);
}
