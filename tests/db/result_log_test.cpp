// The result log: corrections of entered results need a reason, are written in the same
// transaction as the change, and the log is append-only.
#include <doctest/doctest.h>

#include <QSqlQuery>
#include <stdexcept>

#include "db/event_log.h"
#include "db/event_store.h"
#include "db/ledger_store.h"
#include "db/result_log.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using db::EventStore;
using db::LedgerStore;
using pairing::Result;

namespace {

std::unique_ptr<EventStore> twoBoards(const test::TempDir& dir) {
  return test::EventFixture("Correction Cup")
      .rounds(3)
      .chiefReferee("王裁判")
      .players({"柯洁", "Lee Sedol", "Shin Jinseo", "芈昱廷"}, "9p")
      .round(1, 7)
      .pairInOrder()
      .create(dir.file("cup.tengen"));
}

LedgerStore fixedClock(EventStore& store) {
  return LedgerStore(store, [] { return std::string("2026-11-29T10:00:00Z"); });
}

}  // namespace

TEST_CASE("a first entry is no correction - changing it needs a reason and is logged") {
  test::TempDir dir;
  auto store = twoBoards(dir);
  LedgerStore ledger = fixedClock(*store);
  ledger.enterResult(1, 1, Result::parse("B+R"));
  ledger.enterResult(1, 1, Result::parse("B+R"));  // the same again: no change
  CHECK(db::resultLog(*store).empty());

  // Without a reason (or a blank one) the correction is refused and nothing changes.
  CHECK_THROWS_AS(ledger.enterResult(1, 1, Result::parse("W+2.5")), db::ReasonRequired);
  CHECK_THROWS_AS(ledger.enterResult(1, 1, Result::parse("W+2.5"), {"  ", "Li"}),
                  db::ReasonRequired);
  CHECK_THROWS_AS(ledger.enterResult(1, 1, std::nullopt), db::ReasonRequired);
  CHECK(test::storedResult(*store, 1)->toString() == "B+R");
  CHECK(db::resultLog(*store).empty());

  ledger.enterResult(1, 1, Result::parse("W+2.5"), {"scoring sheet misread", "Li"});
  ledger.enterResult(1, 2, Result::parse("jigo"));
  ledger.enterResult(1, 1, std::nullopt, {"players dispute the count", "Wang"});
  CHECK(!test::storedResult(*store, 1));

  const auto log = db::resultLog(*store);
  REQUIRE(log.size() == 2);
  CHECK(log[0].round == 1);
  CHECK(log[0].board == 1);
  CHECK(log[0].oldResult == "B+R");
  CHECK(log[0].newResult == "W+2.5");
  CHECK(log[0].reason == "scoring sheet misread");
  CHECK(log[0].who == "Li");
  CHECK(log[0].at == "2026-11-29T10:00:00Z");
  CHECK(log[1].oldResult == "W+2.5");
  CHECK(log[1].newResult.empty());
  CHECK(log[1].who == "Wang");
  CHECK(db::resultLog(*store, 1, 2).empty());
  CHECK(db::resultLog(*store, 1, 1).size() == 2);
  CHECK(db::resultLog(*store, 2).empty());

  // Who defaults to the OS user.
  ledger.enterResult(1, 2, Result::parse("B+0.5"), {"komi was wrong", {}});
  CHECK(db::resultLog(*store, 1, 2).at(0).who == db::currentUserName());
}

TEST_CASE("the correction and its log row are one transaction") {
  test::TempDir dir;
  auto store = twoBoards(dir);
  LedgerStore ledger = fixedClock(*store);
  ledger.enterResult(1, 1, Result::parse("B+R"));
  // The caller's transaction fails after the correction: neither the result nor the row stays.
  CHECK_THROWS_AS(store->transaction([&] {
    ledger.enterResult(1, 1, Result::parse("W+R"), {"wrong colour", "Li"});
    CHECK(db::resultLog(*store).size() == 1);
    throw std::runtime_error("power cut");
  }),
                  std::runtime_error);
  CHECK(test::storedResult(*store, 1)->toString() == "B+R");
  CHECK(db::resultLog(*store).empty());
}

TEST_CASE("the result log is append-only: the database refuses updates and deletes") {
  test::TempDir dir;
  auto store = twoBoards(dir);
  LedgerStore ledger = fixedClock(*store);
  ledger.enterResult(1, 1, Result::parse("B+R"));
  ledger.enterResult(1, 1, Result::parse("W+R"), {"wrong colour", "Li"});
  CHECK_THROWS_AS(store->exec(QStringLiteral("UPDATE result_ledger SET reason = 'x'")),
                  db::StoreError);
  CHECK_THROWS_AS(store->exec(QStringLiteral("DELETE FROM result_ledger")), db::StoreError);
  CHECK_THROWS_AS(db::appendResultLog(*store, {0, 1, 1, {}, "B+R", "W+R", "", "Li"}),
                  db::ReasonRequired);
  REQUIRE(db::resultLog(*store).size() == 1);
  CHECK(db::resultLog(*store)[0].reason == "wrong colour");
}

TEST_CASE("a referee's ruling that changes an entered result is logged with its ledger entry") {
  test::TempDir dir;
  auto store = twoBoards(dir);
  LedgerStore ledger = fixedClock(*store);
  ledger.enterResult(1, 1, Result::parse("B+R"));
  db::InfractionReport r;
  r.round = 1;
  r.board = 1;
  r.player = referee::Side::Black;
  r.infraction = "overtime";
  r.referee = "Li";
  const auto written = ledger.log(r);
  CHECK(test::storedResult(*store, 1)->toString() == "W+T");
  const auto log = db::resultLog(*store);
  REQUIRE(log.size() == 1);
  CHECK(log[0].oldResult == "B+R");
  CHECK(log[0].newResult == "W+T");
  CHECK(log[0].who == "Li");
  CHECK(log[0].reason.find(std::to_string(written.entry.id)) != std::string::npos);
}
