// db::loadDrawInput: the draw scores missed rounds (absences, late entries) by the event's
// scoring convention, the one its standings use.
#include <doctest/doctest.h>

#include "db/draw_operations.h"
#include "db/event_store.h"
#include "db/reports_store.h"
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
  }
  SUBCASE("EGF McMahon: half a point of MMS, no score") {
    auto store = db::EventStore::create(dir.file("b.tengen"),
                                        eventOf(PairingSystem::McMahon, Scoring::Egf10));
    const DrawInput in = db::loadDrawInput(*store, 2, 7);
    CHECK(in.settings.absentHalfPoints == 0);
    CHECK(in.settings.mmsAbsentHalfPoints == 1);
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
