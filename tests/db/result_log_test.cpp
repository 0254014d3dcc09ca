// The result log: corrections of entered results need a reason, are written in the same
// transaction as the change, and the log is append-only.
#include <doctest/doctest.h>

#include <QSqlQuery>
#include <stdexcept>

#include "db/service/ledger_store.h"
#include "db/store/event_log.h"
#include "db/store/event_store.h"
#include "db/store/pg_dialect.h"
#include "db/store/result_log.h"
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
  ledger.enterResult(1, 2, Result::parse("W+0.5"));
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
  // Black over time on board 1: the referee's ruling W+T.
  const auto written = ledger.log({1, 1, referee::Side::Black, "overtime", {}, "Li", {}});
  CHECK(test::storedResult(*store, 1)->toString() == "W+T");
  const auto log = db::resultLog(*store);
  REQUIRE(log.size() == 1);
  CHECK(log[0].oldResult == "B+R");
  CHECK(log[0].newResult == "W+T");
  CHECK(log[0].who == "Li");
  CHECK(log[0].reason.find(std::to_string(written.entry.id)) != std::string::npos);
}

TEST_CASE("a first entry is logged too: who entered the result and when") {
  test::TempDir dir;
  auto store = twoBoards(dir);
  LedgerStore ledger = fixedClock(*store);
  ledger.enterResult(1, 1, Result::parse("B+R"), {{}, "Zhang"});
  ledger.enterResult(1, 1, Result::parse("B+R"), {{}, "Li"});  // the same again: no row
  ledger.enterResult(1, 2, Result::parse("W+0.5"));            // nobody named: the user
  ledger.enterResult(1, 1, Result::parse("W+R"), {"wrong colour", "Li"});

  const auto all = db::resultLog(*store, {}, {}, true);
  REQUIRE(all.size() == 3);
  CHECK(all[0].kind == db::ResultLogEntry::Kind::Entry);
  CHECK(all[0].board == 1);
  CHECK(all[0].oldResult.empty());
  CHECK(all[0].newResult == "B+R");
  CHECK(all[0].reason.empty());
  CHECK(all[0].who == "Zhang");
  CHECK(all[0].at == "2026-11-29T10:00:00Z");
  CHECK(all[1].kind == db::ResultLogEntry::Kind::Entry);
  CHECK(all[1].board == 2);
  CHECK(all[1].who == db::currentUserName());
  CHECK(all[2].kind == db::ResultLogEntry::Kind::Correction);
  CHECK(all[2].oldResult == "B+R");
  // Without `entries`, only the corrections (the desk marks corrected games from these).
  const auto corrections = db::resultLog(*store);
  REQUIRE(corrections.size() == 1);
  CHECK(corrections[0].reason == "wrong colour");
  // A correction row still needs its reason, at the database too.
  CHECK_THROWS_AS(store->exec(QStringLiteral(
                      "INSERT INTO result_ledger (event_id, round, board, changed_at, reason, "
                      "kind) VALUES (1, 1, 1, 'now', '', 'correction')")),
                  db::StoreError);
}

TEST_CASE("a file of schema 80 upgrades: its corrections kept, first entries logged from then") {
  test::TempDir dir;
  const QString path = dir.file("cup.tengen");
  twoBoards(dir).reset();
  {
    // Back to the result log of migration 80, with one correction in it.
    auto db = QSqlDatabase::addDatabase("QSQLITE", "schema80");
    db.setDatabaseName(path);
    REQUIRE(db.open());
    QSqlQuery q(db);
    REQUIRE(q.exec("DROP TABLE result_ledger"));
    for (const db::Migration& m : db::migrations())
      if (m.version == 80)
        for (const db::Sql& sql : m.statements)
          for (const QString& text : db::statementsFor(sql, db::Dialect::SQLite))
            REQUIRE(q.exec(text));
    REQUIRE(q.exec("UPDATE tengen_meta SET value = '80' WHERE key = 'schema_version'"));
    REQUIRE(q.exec("ALTER TABLE referee_entry DROP COLUMN player_id"));  // added by 90
    REQUIRE(q.exec("ALTER TABLE game DROP COLUMN ledger_seq"));          // added by 140
    for (const QString table : {"event", "game"}) {  // komi in points before 150
      REQUIRE(q.exec("ALTER TABLE " + table + " ADD COLUMN komi REAL NOT NULL DEFAULT 0"));
      REQUIRE(q.exec("UPDATE " + table + " SET komi = komi_half / 2.0"));
      REQUIRE(q.exec("ALTER TABLE " + table + " DROP COLUMN komi_half"));
    }
    REQUIRE(
        q.exec("INSERT INTO result_ledger (event_id, round, board, changed_at, old_result, "
               "new_result, reason, who) VALUES (1, 1, 1, '2026-11-28T09:00:00Z', 'B+R', "
               "'W+R', 'wrong colour', 'Li')"));
    db.close();
  }
  QSqlDatabase::removeDatabase("schema80");
  auto store = EventStore::open(path);
  CHECK(store->schemaVersion() == db::migrations().back().version);
  auto log = db::resultLog(*store, {}, {}, true);
  REQUIRE(log.size() == 1);
  CHECK(log[0].kind == db::ResultLogEntry::Kind::Correction);
  CHECK(log[0].reason == "wrong colour");
  fixedClock(*store).enterResult(1, 2, Result::parse("W+0.5"), {{}, "Zhang"});
  log = db::resultLog(*store, {}, {}, true);
  REQUIRE(log.size() == 2);
  CHECK(log[1].kind == db::ResultLogEntry::Kind::Entry);
  CHECK(log[1].id > log[0].id);
  CHECK_THROWS_AS(store->exec(QStringLiteral("DELETE FROM result_ledger")), db::StoreError);
}
