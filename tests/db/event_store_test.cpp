#include <doctest/doctest.h>

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>

#include "db/store/event_store.h"
#include "db/store/migrations.h"
#include "tests/support/model_builders.h"
#include "tests/support/store_rows.h"
#include "tests/support/temp_dir.h"
#include "tests/support/thrown.h"

using namespace tengen;
using namespace tengen::pairing;
using db::EventStore;
using db::StoreError;

namespace {
Event sampleEvent() {
  Event e;
  e.name = "天元杯 Tengen Cup";
  e.rounds = 6;
  e.komi = tengen::rules::HalfPoints(15);
  e.venue = "北京";
  e.startDate = parseIsoDate("2026-12-05");
  e.endDate = parseIsoDate("2026-12-06");
  return e;
}

Player player(const std::string& name, const std::string& rank) {
  return test::playerNamed(name, rank);
}

StoreError::Kind kindOf(const std::function<void()>& f) {
  return test::thrown<StoreError>(f).kind();
}
}  // namespace

TEST_CASE("a new event file stores the settings and players and reopens the same") {
  test::TempDir dir;
  const QString path = dir.file("cup.tengen");
  {
    auto store = EventStore::create(path, sampleEvent());
    CHECK(store->schemaVersion() == db::currentSchemaVersion());
    Player p = player("柯洁", "9p");
    p.club = "浙江";
    p.born = parseIsoDate("1997-08-02");
    p.absentRounds = {2, 4};
    const PlayerId id = store->addPlayer(p);
    CHECK(id > 0);
  }
  auto store = EventStore::open(path);
  Event e = store->event();
  CHECK(e.name == "天元杯 Tengen Cup");
  CHECK(e.rounds == 6);
  CHECK(e.venue == "北京");
  CHECK(toIsoDate(*e.endDate) == "2026-12-06");
  auto players = store->players();
  REQUIRE(players.size() == 1);
  CHECK(players[0].name == "柯洁");
  CHECK(players[0].rank.toString() == "9p");
  CHECK(players[0].absentRounds == std::set<int>{2, 4});
  CHECK(toIsoDate(*players[0].born) == "1997-08-02");
}

TEST_CASE("creating over an existing file is refused and the file is untouched") {
  test::TempDir dir;
  const std::string path = dir.write("x.tengen", "precious");
  CHECK(kindOf([&] { EventStore::create(QString::fromStdString(path), sampleEvent()); }) ==
        StoreError::Kind::FileExists);
  QFile f(QString::fromStdString(path));
  REQUIRE(f.open(QIODevice::ReadOnly));
  CHECK(f.readAll() == "precious");
}

TEST_CASE("a non-event file, a missing file and a foreign SQLite file are refused clearly") {
  test::TempDir dir;
  const std::string text = dir.write("notes.txt", std::string(4096, 'x'));
  CHECK(kindOf([&] { EventStore::open(QString::fromStdString(text)); }) ==
        StoreError::Kind::NotAnEvent);
  CHECK(kindOf([&] { EventStore::open(dir.file("missing.tengen")); }) ==
        StoreError::Kind::FileMissing);
  {
    auto db = QSqlDatabase::addDatabase("QSQLITE", "foreign");
    db.setDatabaseName(dir.file("other.sqlite"));
    REQUIRE(db.open());
    QSqlQuery(db).exec("CREATE TABLE t (x)");
    db.close();
  }
  QSqlDatabase::removeDatabase("foreign");
  CHECK(kindOf([&] { EventStore::open(dir.file("other.sqlite")); }) ==
        StoreError::Kind::NotAnEvent);
}

TEST_CASE("a file from a newer Tengen is refused and left as it was") {
  test::TempDir dir;
  const QString path = dir.file("new.tengen");
  EventStore::create(path, sampleEvent()).reset();
  {
    auto db = QSqlDatabase::addDatabase("QSQLITE", "bump");
    db.setDatabaseName(path);
    REQUIRE(db.open());
    QSqlQuery(db).exec("UPDATE tengen_meta SET value = '999' WHERE key = 'schema_version'");
    db.close();
  }
  QSqlDatabase::removeDatabase("bump");
  CHECK(kindOf([&] { EventStore::open(path); }) == StoreError::Kind::NewerSchema);
}

TEST_CASE("adding many players is all or nothing") {
  test::TempDir dir;
  auto store = EventStore::create(dir.file("e.tengen"), sampleEvent());
  store->addPlayer(player("First", "1d"));
  std::vector<Player> batch = {player("A", "2k"), player("B", "3k"), player("", "4k")};
  CHECK(kindOf([&] { store->addPlayers(batch); }) == StoreError::Kind::Invalid);
  CHECK(store->players().size() == 1);
  batch.pop_back();
  auto ids = store->addPlayers(batch);
  CHECK(ids.size() == 2);
  CHECK(store->players().size() == 3);
}

TEST_CASE("a stale edit is refused, withdraw keeps the player") {
  test::TempDir dir;
  auto store = EventStore::create(dir.file("e.tengen"), sampleEvent());
  const PlayerId id = store->addPlayer(player("Lee", "5d"));
  Player a = store->player(id);
  Player b = store->player(id);
  a.club = "Seoul";
  store->updatePlayer(a);
  b.club = "Busan";
  CHECK(kindOf([&] { store->updatePlayer(b); }) == StoreError::Kind::StaleVersion);
  CHECK(store->player(id).club == "Seoul");
  store->withdrawPlayer(id);
  CHECK(store->player(id).status == RegistrationStatus::Withdrawn);
  CHECK(kindOf([&] { store->player(9999); }) == StoreError::Kind::NoSuchPlayer);
}

TEST_CASE("a round's draw and results are stored and replaced whole") {
  test::TempDir dir;
  auto store = EventStore::create(dir.file("e.tengen"), sampleEvent());
  auto ids = store->addPlayers({player("A", "1d"), player("B", "1k"), player("C", "2k")});
  Round r;
  r.number = 1;
  r.seed = 18446744073709551557ULL;  // the full 64-bit range survives the store
  Game g;
  g.board = 1;
  g.black = ids[1];
  g.white = ids[0];
  g.colours = ColourMethod::Nigiri;
  r.games = {g};
  r.byes = {ids[2]};
  store->saveRound(r);
  tengen::test::StoreRows::setResult(*store, 1, 1, Result::parse("W+3.5"));
  auto back = store->round(1);
  REQUIRE(back);
  CHECK(back->seed == 18446744073709551557ULL);
  REQUIRE(back->games.size() == 1);
  CHECK(back->games[0].result->toString() == "W+3.5");
  CHECK(back->games[0].colours == ColourMethod::Nigiri);
  CHECK(back->byes == std::vector<PlayerId>{ids[2]});
  CHECK(kindOf([&] { tengen::test::StoreRows::setResult(*store, 1, 7, Result::parse("B+R")); }) ==
        StoreError::Kind::NoSuchGame);
  // A draw that breaks a constraint (a player against himself) leaves the earlier draw intact.
  Round bad = r;
  bad.games[0].white = bad.games[0].black;
  CHECK(kindOf([&] { store->saveRound(bad); }) == StoreError::Kind::Database);
  CHECK(store->round(1)->games[0].result->toString() == "W+3.5");
  CHECK(store->roundNumbers() == std::vector<int>{1});
}
