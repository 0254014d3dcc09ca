// What an OpenGotha import skipped, and an event's impossible settings, in the user's language:
// the store reports them typed, the command line words them in English and Chinese.
#include <doctest/doctest.h>

#include <string>

#include "tests/support/opengotha_xml.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::runTengen;

namespace {

// As OpenGotha writes it, with four things it cannot all take: a rank that is no rank, a game
// naming nobody in the file, a pairing weight that is no number, a placement criterion that does
// not exist.
std::string flawedFile() {
  using tengen::test::openGothaGame;
  using tengen::test::openGothaPlayer;
  return tengen::test::openGothaXml(
      openGothaPlayer(tengen::test::kOBrienJeanPierre) + openGothaPlayer({.name = "Smith-Jones",
                                                                          .firstName = "Ann",
                                                                          .rank = "9X",
                                                                          .rating = "900",
                                                                          .country = "GB"}),
      openGothaGame(1, 1, "SMITH-JONESANN", "O'BRIENJEAN-PIERRE", "RESULT_WHITEWINS") +
          openGothaGame(1, 2, "NOBODYATALL", "O'BRIENJEAN-PIERRE", "RESULT_BLACKWINS"),
      R"(<GeneralParameterSet name="Irish Open" shortName="io" numberOfRounds="3" komi="6.5" genMMBar="3D" genMMFloor="20K"/>
<PlacementParameterSet><PlacementCriteria><PlacementCriterion name="MMS" number="1"/><PlacementCriterion name="SOS-9" number="2"/></PlacementCriteria></PlacementParameterSet>
<PairingParameterSet paiMaDUDDWeight="lots"/>)");
}

}  // namespace

TEST_CASE("tengen import: an OpenGotha file's warnings in English and in Chinese") {
  tengen::test::TempDir dir;
  const std::string file = dir.write("flawed.xml", flawedFile());
  const auto en = runTengen({"import", dir.path("en.tengen"), file});
  REQUIRE_MESSAGE(en.exitCode == 0, en.err);
  CHECK(en.err.find("warning: player Jean-Pierre O'Brien") == std::string::npos);
  CHECK(en.err.find("warning: player Ann Smith-Jones: '9X' is not a rank; imported as 20k") !=
        std::string::npos);
  CHECK(en.err.find("warning: round 1 board 2: a player of this game is unknown; game skipped") !=
        std::string::npos);
  CHECK(en.err.find("warning: PairingParameterSet.paiMaDUDDWeight is 'lots', not a whole "
                    "number; ignored") != std::string::npos);
  CHECK(en.err.find("is 'SOS-9', not one of OpenGotha's placement criteria") != std::string::npos);

  const auto zh = runTengen({"--lang", "zh", "import", dir.path("zh.tengen"), file});
  REQUIRE_MESSAGE(zh.exitCode == 0, zh.err);
  CHECK(zh.err.find("警告：棋手 Ann Smith-Jones：“9X”不是段级位；按 20 级导入") !=
        std::string::npos);
  CHECK(zh.err.find("警告：第 1 轮第 2 台：此局有未知棋手；已跳过此局") != std::string::npos);
  CHECK(zh.err.find("警告：PairingParameterSet.paiMaDUDDWeight 为“lots”，应为整数；已忽略") !=
        std::string::npos);
  CHECK(zh.err.find("为“SOS-9”，应为 OpenGotha 的排名标准之一") != std::string::npos);
  CHECK(zh.err.find("warning") == std::string::npos);
}

TEST_CASE("an event's impossible settings are named in English and in Chinese") {
  tengen::test::TempDir dir;
  const auto en = runTengen({"new", dir.path("en.tengen"), "--name", "Cup", "--start", "2026-12-05",
                             "--end", "2026-12-01"});
  CHECK(en.exitCode != 0);
  CHECK(en.err.find("invalid value: dates: the event ends before it starts") != std::string::npos);
  const auto zh = runTengen({"--lang", "zh", "new", dir.path("zh.tengen"), "--name", "Cup",
                             "--start", "2026-12-05", "--end", "2026-12-01"});
  CHECK(zh.exitCode != 0);
  CHECK(zh.err.find("数值无效：日期：比赛结束日期早于开始日期") != std::string::npos);
  CHECK(zh.err.find("ends before") == std::string::npos);
}
