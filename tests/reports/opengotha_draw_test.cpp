// An event imported from an OpenGotha file keeps OpenGotha's pairing: the opengotha draw profile
// with the file's parameters and names, through the real binary and the store.
#include <doctest/doctest.h>

#include <string>

#include "db/service/draw_operations.h"
#include "db/store/event_store.h"
#include "db/store/pairing_store.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

std::string golden(const std::string& name) {
  return std::string(TENGEN_OPENGOTHA_GOLDEN_DIR) + "/" + name;
}

}  // namespace

TEST_CASE(
    "An event imported from an OpenGotha file draws with the opengotha profile and its "
    "parameters") {
  test::TempDir dir;
  const std::string ev = dir.path("og.tengen");
  auto r = test::runTengen({"import", ev, golden("mcmahon_open.xml")});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  r = test::runTengen({"draw-settings", ev});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("profile = opengotha") != std::string::npos);

  {
    auto store = db::EventStore::open(QString::fromStdString(ev));
    CHECK(db::PairingStore(*store).settings().profile == pairing::DrawProfile::OpenGotha);
    const pairing::DrawInput in = db::loadDrawInput(*store, 3, 1);
    const pairing::OpenGothaParams& p = in.settings.openGotha;
    CHECK(p.numberOfRounds == 4);
    CHECK(p.duddUpper == pairing::OpenGothaDuddMode::Top);
    CHECK(p.duddLower == pairing::OpenGothaDuddMode::Bottom);
    CHECK(p.lastRoundForSeedSystem1 == 3);
    CHECK(p.seedSystem1 == pairing::OpenGothaSeedSystem::SplitAndRandom);
    CHECK(p.seedSystem2 == pairing::OpenGothaSeedSystem::SplitAndSlip);
    CHECK(p.additionalCrit2 == pairing::OpenGothaCriterion::Null);
    CHECK(p.seRankThreshold == 3);  // 4D
    CHECK(p.seNbWinsThresholdActive);
    CHECK(p.sePreferMmsDiffRatherThanSameClub == 2);
    CHECK(p.sePreferMmsDiffRatherThanSameCountry == 1);
    CHECK(p.mmBar == 2);  // 3D
    CHECK(p.hdCeiling == 5);
    CHECK(p.hdCorrection == 2);
    // The names as the file split them, trailing space and all.
    std::map<std::string, pairing::OpenGothaName> byTengenName;
    for (const pairing::Player& pl : in.players) byTengenName[pl.name] = p.names.at(pl.id);
    CHECK(byTengenName.at("Jean-Pierre O'Brien") ==
          pairing::OpenGothaName{"O'Brien", "Jean-Pierre"});
    CHECK(byTengenName.at("Smith , John") == pairing::OpenGothaName{"Smith ", "John"});
    CHECK(byTengenName.at("李昌镐") == pairing::OpenGothaName{"李", "昌镐"});
  }

  r = test::runTengen({"pair", ev, "--round", "3", "--seed", "1", "--force"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  r = test::runTengen({"explain", ev, "--round", "3", "--player", "Jean-Pierre O'Brien"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("paiBaAvoidDuplGame") != std::string::npos);
  CHECK(r.out.find("paiMaMinimizeScoreDifference") != std::string::npos);
  CHECK(r.out.find("paiSeAvoidSameGeo") != std::string::npos);

  // The director may go back to Tengen's own criteria.
  r = test::runTengen(
      {"pair", ev, "--round", "3", "--seed", "1", "--force", "--profile", "tengen"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("Draw profile of the event is now tengen.") != std::string::npos);
  r = test::runTengen({"explain", ev, "--round", "3", "--player", "Jean-Pierre O'Brien"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("paiBaAvoidDuplGame") == std::string::npos);
}
