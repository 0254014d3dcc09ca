// The event setup (every setting the wizard and the Event tab edit) and its change log.
#include <doctest/doctest.h>

#include <QFile>
#include <QSqlQuery>

#include "db/service/event_setup.h"
#include "db/service/ledger_store.h"
#include "db/store/event_log.h"
#include "db/store/pairing_store.h"
#include "db/store/reports_store.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using db::EventSetup;
using db::StoreError;
using reports::Criterion;

namespace {

pairing::Event cup() {
  pairing::Event e;
  e.name = "天元杯";
  e.rounds = 7;
  return e;
}

const db::EventLogEntry* find(const std::vector<db::EventLogEntry>& log, const std::string& field) {
  for (const auto& e : log)
    if (e.field == field) return &e;
  return nullptr;
}

}  // namespace

TEST_CASE("a new event stores the whole setup and logs its creation") {
  test::TempDir dir;
  pairing::Event e = cup();
  e.system = pairing::PairingSystem::McMahon;
  e.timeControl = "chinese:120m,reserve=5";
  EventSetup setup = db::defaultSetup(e);
  CHECK(setup.tieBreaks == reports::mcMahonOrder());
  setup.tieBreaks = {Criterion::Mms, Criterion::SosMinus1, Criterion::Sodos};
  setup.edition = referee::Edition::Older;
  setup.pairing.mcmahonBar = 4;
  setup.pairing.handicap.ceiling = 5;
  auto store = db::createEvent(dir.file("c.tengen"), setup, "王裁判");

  const EventSetup stored = db::loadEventSetup(*store);
  CHECK(stored.event.name == "天元杯");
  CHECK(stored.event.system == pairing::PairingSystem::McMahon);
  CHECK(stored.event.timeControl == "chinese:120m,reserve=5");
  CHECK(stored.tieBreaks == setup.tieBreaks);
  CHECK(db::loadStandingsSettings(*store).order == setup.tieBreaks);
  CHECK(db::LedgerStore(*store).edition() == referee::Edition::Older);
  CHECK(db::PairingStore(*store).settings().mcmahonBar == 4);
  CHECK(db::PairingStore(*store).settings().handicap.ceiling == 5);
  // The standings follow the draw's bar (nothing pinned in the standings settings).
  CHECK(db::loadStandingsSettings(*store).scoring.mcMahonBar == 4);

  const auto log = db::eventLog(*store);
  REQUIRE(log.size() == 1);
  CHECK(log[0].field == "created");
  CHECK(log[0].newValue == "天元杯");
  CHECK(log[0].who == "王裁判");
  CHECK_FALSE(log[0].at.empty());
}

TEST_CASE("saving a changed setup stores each part and logs old and new values") {
  test::TempDir dir;
  auto store = db::createEvent(dir.file("c.tengen"), db::defaultSetup(cup()), "desk");
  EventSetup setup = db::loadEventSetup(*store);
  setup.event.komi = tengen::rules::HalfPoints(13);
  setup.event.venue = "北京";
  setup.tieBreaks = {Criterion::Score, Criterion::Sos, Criterion::Sosos};
  setup.edition = referee::Edition::Older;
  setup.pairing.handicap.reduction = 2;
  const auto written = db::saveEventSetup(*store, setup, "李");
  CHECK(written.size() == 5);

  const auto log = db::eventLog(*store);
  REQUIRE(log.size() == 6);  // "created" + 5
  const auto* komi = find(log, "komi");
  REQUIRE(komi);
  CHECK(komi->oldValue == "7.5");
  CHECK(komi->newValue == "6.5");
  CHECK(komi->who == "李");
  const auto* order = find(log, "tiebreaks");
  REQUIRE(order);
  CHECK(order->oldValue == "SCORE,SOS,CUSS,DE,SOS-R");
  CHECK(order->newValue == "SCORE,SOS,SOSOS");
  REQUIRE(find(log, "referee_edition"));
  CHECK(find(log, "referee_edition")->newValue == "older");
  REQUIRE(find(log, "pairing.handicap.reduction"));
  CHECK(find(log, "pairing.handicap.reduction")->oldValue == "1");
  CHECK(find(log, "venue")->newValue == "北京");

  CHECK(store->event().komi == tengen::rules::HalfPoints(13));
  CHECK(db::loadStandingsSettings(*store).order == setup.tieBreaks);
  CHECK(db::LedgerStore(*store).edition() == referee::Edition::Older);
  CHECK(db::PairingStore(*store).settings().handicap.reduction == 2);

  SUBCASE("saving the same setup again writes no row") {
    const EventSetup again = db::loadEventSetup(*store);
    CHECK(db::saveEventSetup(*store, again, "李").empty());
    CHECK(db::eventLog(*store).size() == 6);
  }
  SUBCASE("a new system brings its default order and the log shows it") {
    EventSetup s = db::loadEventSetup(*store);
    s.event.system = pairing::PairingSystem::McMahon;
    s.tieBreaks = reports::mcMahonOrder();
    db::saveEventSetup(*store, s, "李");
    const auto l = db::eventLog(*store);
    CHECK(find(l, "system"));
    REQUIRE(l.back().field == "tiebreaks");
    CHECK(l.back().newValue == "MMS,SOS,SOSOS,SODOS");
  }
}

TEST_CASE("a refused setup stores nothing and logs nothing") {
  test::TempDir dir;
  auto store = db::createEvent(dir.file("c.tengen"), db::defaultSetup(cup()), "desk");
  const EventSetup original = db::loadEventSetup(*store);

  SUBCASE("an invalid value") {
    EventSetup s = original;
    s.edition = referee::Edition::Older;  // a valid change before the bad one
    s.event.boardSize = 40;
    CHECK_THROWS_AS(db::saveEventSetup(*store, s, "x"), StoreError);
  }
  SUBCASE("an empty tie-break order") {
    EventSetup s = original;
    s.event.komi = tengen::rules::HalfPoints(1);
    s.tieBreaks.clear();
    CHECK_THROWS_AS(db::saveEventSetup(*store, s, "x"), StoreError);
  }
  SUBCASE("a stale version") {
    EventSetup s = original;
    s.event.komi = tengen::rules::HalfPoints(1);
    EventSetup other = original;
    other.event.venue = "上海";
    db::saveEventSetup(*store, other, "y");  // someone else saved first
    try {
      db::saveEventSetup(*store, s, "x");
      FAIL("expected a stale version");
    } catch (const StoreError& e) {
      CHECK(e.kind() == StoreError::Kind::StaleVersion);
    }
    CHECK(store->event().komi == tengen::rules::HalfPoints(15));
    CHECK(db::eventLog(*store).size() == 2);
    return;
  }
  SUBCASE("a changed tie-break order is stale for an editor that read the older one") {
    EventSetup other = original;
    other.tieBreaks.pop_back();  // the tie-break order has no version of its own
    db::saveEventSetup(*store, other, "y");
    EventSetup s = original;
    s.event.komi = tengen::rules::HalfPoints(1);
    try {
      db::saveEventSetup(*store, s, "x", &original);
      FAIL("expected a stale version");
    } catch (const StoreError& e) {
      CHECK(e.kind() == StoreError::Kind::StaleVersion);
    }
    CHECK(store->event().komi == tengen::rules::HalfPoints(15));
    CHECK(db::loadEventSetup(*store).tieBreaks == other.tieBreaks);
    return;
  }
  CHECK(db::LedgerStore(*store).edition() == referee::Edition::Y2002);
  CHECK(store->event().komi == tengen::rules::HalfPoints(15));
  CHECK(db::eventLog(*store).size() == 1);
}

TEST_CASE("the event log is append-only and a bad setup does not create the file") {
  test::TempDir dir;
  auto store = db::createEvent(dir.file("c.tengen"), db::defaultSetup(cup()), "desk");
  CHECK_THROWS_AS(store->exec(QStringLiteral("UPDATE event_log SET who = 'z'")), StoreError);
  CHECK_THROWS_AS(store->exec(QStringLiteral("DELETE FROM event_log")), StoreError);
  CHECK(db::eventLog(*store).size() == 1);

  EventSetup bad = db::defaultSetup(cup());
  bad.tieBreaks.clear();
  CHECK_THROWS_AS(db::createEvent(dir.file("bad.tengen"), bad, "desk"), StoreError);
  CHECK_FALSE(QFile::exists(dir.file("bad.tengen")));
}
