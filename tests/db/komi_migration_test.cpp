// Migration 150: komi stored as integer half points (event.komi_half, game.komi_half), converted
// exactly from a file of schema 149 whose komi columns are REAL points; a komi no multiple of 0.5
// refuses the upgrade and leaves the file as it was.
#include <doctest/doctest.h>

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>
#include <string>

#include "db/store/event_store.h"
#include "db/store/migrations.h"
#include "db/store/store_error.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using db::EventStore;
using rules::HalfPoints;

namespace {

// Back to schema 149: komi REAL NOT NULL in points on event and game (as migrations 1 and 10
// created them), with the given old rows' values; run on a plain connection, as an old Tengen
// left the file.
void downgradeTo149(const QString& path, const QString& eventKomi, const QString& gameKomi) {
  {
    auto db = QSqlDatabase::addDatabase("QSQLITE", "schema149");
    db.setDatabaseName(path);
    REQUIRE(db.open());
    QSqlQuery q(db);
    for (const char* table : {"event", "game"}) {
      const QString t = QLatin1String(table);
      REQUIRE(q.exec("ALTER TABLE " + t + " ADD COLUMN komi REAL NOT NULL DEFAULT 0"));
      REQUIRE(q.exec("UPDATE " + t + " SET komi = komi_half / 2.0"));
      REQUIRE(q.exec("ALTER TABLE " + t + " DROP COLUMN komi_half"));
    }
    REQUIRE(q.exec("UPDATE event SET komi = " + eventKomi));
    REQUIRE(q.exec("UPDATE game SET komi = " + gameKomi + " WHERE board = 2"));
    REQUIRE(q.exec("UPDATE tengen_meta SET value = '149' WHERE key = 'schema_version'"));
    db.close();
  }
  QSqlDatabase::removeDatabase("schema149");
}

QVariant rawValue(const QString& path, const QString& sql) {
  QVariant v;
  {
    auto db = QSqlDatabase::addDatabase("QSQLITE", "raw");
    db.setDatabaseName(path);
    REQUIRE(db.open());
    QSqlQuery q(db);
    REQUIRE(q.exec(sql));
    if (q.next()) v = q.value(0);
    db.close();
  }
  QSqlDatabase::removeDatabase("raw");
  return v;
}

std::unique_ptr<EventStore> twoBoards(const test::TempDir& dir) {
  return test::EventFixture("Komi Cup")
      .rounds(2)
      .players({"柯洁", "Lee Sedol", "Shin Jinseo", "芈昱廷"}, "9p")
      .round(1, 7)
      .pairInOrder()
      .create(dir.file("cup.tengen"));
}

}  // namespace

TEST_CASE("komi is stored in half points: 7.5 is 15 in komi_half") {
  test::TempDir dir;
  auto store = twoBoards(dir);
  pairing::Event e = store->event();
  e.komi = HalfPoints(-1);
  store->updateEvent(e);
  CHECK(store->event().komi == HalfPoints(-1));
  CHECK(store->exec("SELECT komi_half FROM event").next());
  auto q = store->exec("SELECT komi_half FROM game WHERE round = 1 AND board = 1");
  REQUIRE(q.next());
  CHECK(q.value(0).toInt() == store->round(1)->games[0].komi.count());
}

TEST_CASE("a file of schema 149 upgrades: komi 6.5 and -0.5 become 13 and -1 half points") {
  test::TempDir dir;
  const QString path = dir.file("cup.tengen");
  twoBoards(dir).reset();
  downgradeTo149(path, "6.5", "-0.5");
  REQUIRE(rawValue(path, "SELECT value FROM tengen_meta WHERE key = 'schema_version'") == "149");

  auto store = EventStore::open(path);
  CHECK(store->schemaVersion() == db::migrations().back().version);
  CHECK(store->event().komi == HalfPoints(13));
  const auto round = store->round(1);
  REQUIRE(round);
  REQUIRE(round->games.size() == 2);
  for (const pairing::Game& g : round->games)
    CHECK(g.komi == (g.board == 2 ? HalfPoints(-1) : HalfPoints(15)));
  // The old columns are gone: nothing reads a komi in points any more.
  CHECK_THROWS_AS(store->exec("SELECT komi FROM game"), db::StoreError);
}

TEST_CASE("a stored komi of 7.3 refuses the upgrade, naming it, and the file stays at 149") {
  test::TempDir dir;
  const QString path = dir.file("cup.tengen");
  twoBoards(dir).reset();
  downgradeTo149(path, "7.5", "7.3");

  std::string message;
  try {
    EventStore::open(path);
  } catch (const db::StoreError& e) {
    message = e.what();
  }
  CHECK(message.find("7.3") != std::string::npos);
  CHECK(message.find("round 1 board 2") != std::string::npos);
  CHECK(rawValue(path, "SELECT value FROM tengen_meta WHERE key = 'schema_version'") == "149");
  CHECK(rawValue(path, "SELECT komi FROM game WHERE board = 2").toDouble() == 7.3);
}
