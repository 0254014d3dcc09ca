// tengen score on records as they come from the wild: the komi and compensation explanations in
// both languages, setup stones that are not a handicap, results of every form (a zero margin, an
// unreadable RE), double moves, lenient reading with warnings (HA[7.5], "(GM[1]...", UTF-16,
// KM[750], komi in stones) and superko under each rule set.
#include <doctest/doctest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::runTengen;

namespace {

// 9x9: Black holds columns A-D, White F-J, column E is dame; then Black E9, White E8, Black E7:
// Black 41 stones (with the halves of the dame), White 40; komi 7.5 gives W+6.5.
std::string dameGame(const std::string& root) {
  return "(;GM[1]FF[4]SZ[9]" + root + "AB[aa:di]AW[fa:ii]\n;B[ea];W[eb];B[ec];W[];B[])";
}

QJsonObject json(const std::string& out) {
  return QJsonDocument::fromJson(QByteArray::fromStdString(out)).object();
}

bool has(const std::string& text, const char* part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("the komi explanation names both komis, in English and in Chinese") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("g.sgf", dameGame("KM[7.5]RU[Chinese]"));
  auto en = runTengen({"score", f, "--reported", "W+5.5", "--lang", "en"});
  CHECK(en.exitCode == 3);
  CHECK(has(en.out, "it matches a komi of 6.5 instead of 7.5"));
  CHECK(!has(en.out, "%2"));
  auto zh = runTengen({"score", f, "--reported", "W+5.5", "--lang", "zh"});
  CHECK(zh.exitCode == 3);
  CHECK(has(zh.out, "按贴目 6.5（而非 7.5）计算则相符"));
  CHECK(!has(zh.out, "%2"));
}

TEST_CASE("the compensation explanation names both compensations, in English and in Chinese") {
  tengen::test::TempDir dir;
  // HA[2], komi 0.5: 41 - 40 stones = 1 point, less 0.5 komi and 2 points compensation: W+1.5.
  const std::string f = dir.write("h.sgf", dameGame("KM[0.5]HA[2]RU[Chinese]"));
  auto counted = runTengen({"score", f, "--json"});
  REQUIRE_MESSAGE(counted.exitCode == 0, counted.err);
  CHECK(json(counted.out)["handicap"].toInt() == 2);
  CHECK(json(counted.out)["result"].toString() == "W+1.5");
  // Counted without compensation: B+0.5.
  auto en = runTengen({"score", f, "--reported", "B+0.5", "--lang", "en"});
  CHECK(en.exitCode == 3);
  CHECK(has(en.out, "it matches a handicap compensation of 0 points instead of 2"));
  CHECK(!has(en.out, "%2"));
  auto zh = runTengen({"score", f, "--reported", "B+0.5", "--lang", "zh"});
  CHECK(zh.exitCode == 3);
  CHECK(has(zh.out, "按让子还 0 目（而非 2 目）计算则相符"));
  CHECK(!has(zh.out, "%2"));
}

TEST_CASE("AB/AW without HA are setup stones: no handicap, no compensation, reported as setup") {
  tengen::test::TempDir dir;
  // White moves first after the setup: once read as a 36-stone handicap.
  const std::string f =
      dir.write("setup.sgf", "(;SZ[9]KM[7.5]AB[aa:di]AW[fa:ii];W[ea];B[eb];W[ec];B[];W[])");
  auto j = runTengen({"score", f, "--json"});
  REQUIRE_MESSAGE(j.exitCode == 0, j.err);
  const QJsonObject o = json(j.out);
  CHECK(o["handicap"].toInt() == 0);
  CHECK(o["setup"].toObject()["black"].toInt() == 36);
  CHECK(o["setup"].toObject()["white"].toInt() == 36);
  // Black 37 + 3, White 38 + 3: W+1 by count, W+8.5 with komi; no compensation.
  CHECK(o["result"].toString() == "W+8.5");
  auto text = runTengen({"score", f});
  CHECK(has(text.out,
            "Setup stones (AB/AW, not handicap stones: no compensation): 36 black, "
            "36 white"));
  CHECK(has(text.out, "handicap 0"));
  auto zh = runTengen({"score", f, "--lang", "zh"});
  CHECK(has(zh.out, "摆放棋子（AB/AW，非让子，不还子）：黑 36 子，白 36 子"));
  // With HA the black stones are the handicap: nothing is reported as setup.
  auto ha = runTengen(
      {"score", dir.write("ha.sgf", "(;SZ[9]KM[0.5]HA[2]AB[cc][gg];W[ee];B[];W[])"), "--json"});
  REQUIRE_MESSAGE(ha.exitCode == 0, ha.err);
  CHECK(json(ha.out)["handicap"].toInt() == 2);
  CHECK(json(ha.out)["setup"].toObject()["black"].toInt() == 0);
}
