// tengen result --reason and tengen result-log: a correction of an entered result is refused
// without a reason, stored and logged with one, and listed (text and JSON, per round/board).
#include <doctest/doctest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::runTengen;

namespace {

// An event with four players and round 1 drawn (boards 1 and 2).
std::string newEvent(const tengen::test::TempDir& dir) {
  const std::string ev = dir.path("cup.tengen");
  REQUIRE(runTengen({"new", ev, "--name", "Cup"}).exitCode == 0);
  const std::string csv = dir.write("p.csv", "name,rank\nA,1d\nB,1d\nC,2k\nD,2k\n");
  REQUIRE(runTengen({"player", "import", ev, csv}).exitCode == 0);
  REQUIRE(runTengen({"pair", ev, "--seed", "1"}).exitCode == 0);
  return ev;
}

QJsonArray jsonArray(const std::string& out) {
  return QJsonDocument::fromJson(QByteArray::fromStdString(out)).array();
}

}  // namespace

TEST_CASE("result: changing an entered result needs --reason and is logged") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  REQUIRE(runTengen({"result", ev, "B+R", "--round", "1", "--board", "1"}).exitCode == 0);
  // The same result again is no correction.
  CHECK(runTengen({"result", ev, "B+R", "--round", "1", "--board", "1"}).exitCode == 0);

  auto refused = runTengen({"result", ev, "W+3.5", "--round", "1", "--board", "1"});
  CHECK(refused.exitCode == 1);
  CHECK(refused.err.find("already has the result B+R") != std::string::npos);
  CHECK(refused.err.find("--reason") != std::string::npos);
  auto pairings = runTengen({"pairings", ev, "--round", "1", "--json"});
  CHECK(pairings.out.find("W+3.5") == std::string::npos);

  auto ok = runTengen(
      {"result", ev, "W+3.5", "--round", "1", "--board", "1", "--reason", "count sheet misread"});
  CHECK(ok.exitCode == 0);
  REQUIRE(runTengen({"result", ev, "W+0.5", "--round", "1", "--board", "2"}).exitCode == 0);

  auto text = runTengen({"result-log", ev});
  CHECK(text.exitCode == 0);
  CHECK(text.out.find("count sheet misread") != std::string::npos);
  CHECK(text.out.find("B+R") != std::string::npos);

  auto json =
      runTengen({"result-log", ev, "--round", "1", "--board", "1", "--json", "--corrections"});
  REQUIRE(json.exitCode == 0);
  const QJsonArray rows = jsonArray(json.out);
  REQUIRE(rows.size() == 1);
  const QJsonObject row = rows[0].toObject();
  CHECK(row["kind"].toString() == "correction");
  CHECK(row["round"].toInt() == 1);
  CHECK(row["board"].toInt() == 1);
  CHECK(row["old"].toString() == "B+R");
  CHECK(row["new"].toString() == "W+3.5");
  CHECK(row["reason"].toString() == "count sheet misread");
  CHECK(!row["who"].toString().isEmpty());
  CHECK(!row["at"].toString().isEmpty());
  CHECK(jsonArray(runTengen({"result-log", ev, "--board", "2", "--json", "--corrections"}).out)
            .isEmpty());
}

TEST_CASE("result-log: who entered each result and when, --by naming them") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  REQUIRE(runTengen({"result", ev, "B+R", "--round", "1", "--board", "1", "--by", "Zhang Wei"})
              .exitCode == 0);
  REQUIRE(runTengen({"result", ev, "W+R", "--round", "1", "--board", "2"}).exitCode == 0);
  const QJsonArray rows = jsonArray(runTengen({"result-log", ev, "--json"}).out);
  REQUIRE(rows.size() == 2);
  const QJsonObject first = rows[0].toObject();
  CHECK(first["kind"].toString() == "entry");
  CHECK(first["board"].toInt() == 1);
  CHECK(first["old"].isNull());
  CHECK(first["new"].toString() == "B+R");
  CHECK(first["who"].toString() == "Zhang Wei");
  CHECK(first["at"].toString().endsWith("Z"));  // UTC
  CHECK(!rows[1].toObject()["who"].toString().isEmpty());
  auto text = runTengen({"result-log", ev});
  CHECK(text.out.find("entered") != std::string::npos);
  CHECK(text.out.find("Zhang Wei") != std::string::npos);
  CHECK(runTengen({"--lang", "zh", "result-log", ev}).out.find("录入") != std::string::npos);
}

TEST_CASE("result-log: an event without results says so, in Chinese too") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  CHECK(runTengen({"result-log", ev}).out.find("no result entries or corrections logged") !=
        std::string::npos);
  auto zh = runTengen({"--lang", "zh", "result-log", ev});
  CHECK(zh.out.find("没有录入或更正记录") != std::string::npos);
}
