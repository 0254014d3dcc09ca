// tengen score --event --round --board --save: the count under the event's terms is stored with
// the game through the same operation as the desk's counting board; a conflict is refused (3).
#include <doctest/doctest.h>

#include <QJsonDocument>
#include <QJsonObject>

#include "tests/support/json_output.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::jsonObject;
using tengen::test::runTengen;

namespace {

// 9x9: Black holds columns A-D, White F-J; a white stone at B7 and a black one at H3 are dead.
const char* kGame =
    "(;GM[1]FF[4]SZ[9]KM[0.5]RU[Japanese]AB[da:di][hg]AW[fa:fi][bc]"
    ";B[ea];W[eb];B[ec];W[];B[])";

// A 9x9 event with two players and round 1 drawn (one game on board 1).
std::string newEvent(const tengen::test::TempDir& dir) {
  const std::string ev = dir.path("count.tengen");
  REQUIRE(runTengen({"new", ev, "--name", "Count", "--size", "9"}).exitCode == 0);
  const std::string csv = dir.write("p.csv", "name,rank\nA,1d\nB,1d\n");
  REQUIRE(runTengen({"player", "import", ev, csv}).exitCode == 0);
  REQUIRE(runTengen({"pair", ev, "--seed", "1"}).exitCode == 0);
  return ev;
}

}  // namespace

TEST_CASE("score --save stores the verified count and enters the result") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  const std::string sgf = dir.write("g.sgf", kGame);
  // The event's rules and the game's komi (7.5) decide, not the file's RU and KM.
  auto r = runTengen({"score", sgf, "--event", ev, "--round", "1", "--board", "1", "--dead",
                      "B7,H3", "--reported", "W+6.5", "--save", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonObject j = jsonObject(r.out);
  CHECK(j["rules"].toString() == "chinese");
  CHECK(j["komi"].toDouble() == 7.5);
  CHECK(j["result"].toString() == "W+6.5");
  CHECK(j["verified"].toBool() == true);
  CHECK(j["saved"].toBool() == true);
  CHECK(j["result_entered"].toBool() == true);

  auto pairings = runTengen({"pairings", ev, "--round", "1", "--json"});
  REQUIRE(pairings.exitCode == 0);
  CHECK(pairings.out.find("W+6.5") != std::string::npos);

  // Saving the same count again agrees with the entered result.
  auto again = runTengen(
      {"score", sgf, "--event", ev, "--round", "1", "--board", "1", "--dead", "B7,H3", "--save"});
  CHECK_MESSAGE(again.exitCode == 0, again.err);
  CHECK(again.out.find("agrees") != std::string::npos);
}

TEST_CASE("score --save refuses a count that contradicts the entered result") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  const std::string sgf = dir.write("g.sgf", kGame);
  REQUIRE(runTengen({"result", ev, "B+R", "--round", "1", "--board", "1"}).exitCode == 0);
  auto r = runTengen(
      {"score", sgf, "--event", ev, "--round", "1", "--board", "1", "--dead", "B7,H3", "--save"});
  CHECK(r.exitCode == 3);
  CHECK(r.err.find("already has the result B+R") != std::string::npos);
  auto pairings = runTengen({"pairings", ev, "--round", "1", "--json"});
  CHECK(pairings.out.find("W+6.5") == std::string::npos);
}

TEST_CASE("score --save without an event, or --komi with one, is a usage error") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  const std::string sgf = dir.write("g.sgf", kGame);
  CHECK(runTengen({"score", sgf, "--save"}).exitCode == 2);
  CHECK(runTengen({"score", sgf, "--event", ev, "--round", "1", "--board", "1", "--komi", "6.5"})
            .exitCode == 2);
  CHECK(runTengen({"score", sgf, "--event", ev}).exitCode == 2);
  auto unknown = runTengen({"score", sgf, "--event", ev, "--round", "1", "--board", "9"});
  CHECK(unknown.exitCode == 1);
}
