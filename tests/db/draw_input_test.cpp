// db::loadDrawInput: the draw scores missed rounds (absences, late entries) by the event's
// scoring convention, the one its standings use.
#include <doctest/doctest.h>

#include "db/service/draw_operations.h"
#include "db/store/event_store.h"
#include "db/store/reports_store.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using namespace tengen::pairing;

namespace {
Event eventOf(PairingSystem system, Scoring scoring) {
  Event e;
  e.name = "Late entry cup";
  e.system = system;
  e.scoring = scoring;
  return e;
}
}  // namespace

TEST_CASE("the draw takes the points of a missed round from the event's scoring convention") {
  tengen::test::TempDir dir;
  SUBCASE("Chinese Swiss: a missed round scores nothing") {
    auto store = db::EventStore::create(dir.file("a.tengen"),
                                        eventOf(PairingSystem::Swiss, Scoring::Chinese210));
    const DrawInput in = db::loadDrawInput(*store, 2, 7);
    CHECK(in.settings.absentHalfPoints == 0);
    CHECK(in.settings.mmsAbsentHalfPoints == 0);
    CHECK(in.settings.byeHalfPoints == 2);  // a bye is a win
    CHECK(in.settings.mmsByeHalfPoints == 2);
  }
  SUBCASE("EGF McMahon: half a point of MMS, no score") {
    auto store = db::EventStore::create(dir.file("b.tengen"),
                                        eventOf(PairingSystem::McMahon, Scoring::Egf10));
    const DrawInput in = db::loadDrawInput(*store, 2, 7);
    CHECK(in.settings.absentHalfPoints == 0);
    CHECK(in.settings.mmsAbsentHalfPoints == 1);
    CHECK(in.settings.byeHalfPoints == 2);  // one point of win 1
    CHECK(in.settings.mmsByeHalfPoints == 2);
  }
  SUBCASE("a saved custom convention: an absence worth a jigo") {
    auto store = db::EventStore::create(dir.file("c.tengen"),
                                        eventOf(PairingSystem::Swiss, Scoring::Chinese210));
    reports::StandingsSettings s = db::loadStandingsSettings(*store);
    s.scoring.absent = s.scoring.jigo;  // 1 of win 2
    db::saveStandingsSettings(*store, s);
    const DrawInput in = db::loadDrawInput(*store, 2, 7);
    CHECK(in.settings.absentHalfPoints == 1);
  }
}

TEST_CASE(
    "the draw scores a bye as the event's scoring convention does, not by a setting of its own") {
  tengen::test::TempDir dir;
  auto store = db::EventStore::create(dir.file("bye.tengen"),
                                      eventOf(PairingSystem::McMahon, Scoring::Chinese210));
  reports::StandingsSettings s = db::loadStandingsSettings(*store);
  s.scoring.bye = s.scoring.jigo;  // a bye worth a jigo in the score
  s.scoring.mmsBye = 0;            // and nothing in the MMS
  db::saveStandingsSettings(*store, s);
  const DrawInput in = db::loadDrawInput(*store, 2, 7);
  CHECK(in.settings.byeHalfPoints == 1);
  CHECK(in.settings.mmsByeHalfPoints == 0);
  // And the draw's own standings follow them: player 1 had the bye of round 1.
  DrawInput withBye = in;
  Player p;
  p.id = 1;
  withBye.players = {p};
  const Standing before = standings(withBye).front();
  Round r1;
  r1.number = 1;
  r1.byes = {1};
  withBye.previous = {r1};
  const Standing after = standings(withBye).front();
  CHECK(after.score - before.score == 1);
  CHECK(after.mms - before.mms == 0);
  CHECK(after.byes == 1);
  // The old draw setting is refused with the place to change it.
  PairingSettings settings;
  const auto refused = setSetting(settings, "bye.half-points", "1");
  REQUIRE(refused);
  CHECK(refused->find("scoring convention") != std::string::npos);
}
