// EventStore::readSnapshot (what `tengen db check` reads in): one consistent snapshot that keeps
// no writer waiting, on an SQLite file (a second connection, as another process would be) and on
// the private PostgreSQL server.
#include <doctest/doctest.h>

#include <QElapsedTimer>

#include "db/store/event_store.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using db::EventStore;

namespace {

pairing::Player newcomer() {
  pairing::Player p;
  p.name = "Late Arrival";
  p.rank = *pairing::Rank::parse("3k");
  return p;
}

// Inside the reader's snapshot another connection registers a player: the write goes through at
// once (a write lock held by the reader would make it wait the 5 s busy timeout, then fail), and
// the reader goes on seeing the event as it was when its snapshot began.
void writerGoesOnWhileReading(const QString& where) {
  auto reader = test::EventFixture("Snapshot Cup").numberedPlayers(4, "1d").create(where);
  auto writer = EventStore::open(where);
  reader->readSnapshot([&] {
    CHECK(reader->players().size() == 4);
    QElapsedTimer waited;
    waited.start();
    CHECK_NOTHROW(writer->addPlayer(newcomer()));
    INFO("the write waited ", waited.elapsed(), " ms");
    CHECK(writer->players().size() == 5);
    CHECK(reader->players().size() == 4);  // the snapshot of the start
  });
  CHECK(reader->players().size() == 5);
}

}  // namespace

TEST_CASE("a read snapshot on an SQLite file keeps no writer waiting") {
  test::TempDir dir;
  writerGoesOnWhileReading(dir.file("snapshot.tengen"));
}

TEST_CASE("a read snapshot on PostgreSQL keeps no writer waiting" * test::needsPostgres()) {
  test::PgTestDatabase pg;
  writerGoesOnWhileReading(pg.url(QStringLiteral("snapshot")));
}

TEST_CASE("a read snapshot refuses writes on PostgreSQL and leaves the event as it was" *
          test::needsPostgres()) {
  test::PgTestDatabase pg;
  auto store = test::EventFixture("Read Only Cup")
                   .numberedPlayers(2, "1d")
                   .create(pg.url(QStringLiteral("readonly")));
  CHECK_THROWS_AS(store->readSnapshot([&] { store->addPlayer(newcomer()); }), db::StoreError);
  CHECK(store->players().size() == 2);
}
