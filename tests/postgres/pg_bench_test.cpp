// tengen bench db: concurrent results, ledger entries and clock events all arrive, once and in
// order (the figures themselves are measurements, not checked here).
#include <doctest/doctest.h>

#include "db/bench/pg_bench.h"
#include "tests/postgres/pg_test_db.h"

using namespace tengen;

TEST_CASE("bench db: results, ledger entries and clock events from many clients all arrive") {
  test::PgTestDatabase pg;
  db::DbBenchOptions options;
  options.url = pg.url();
  options.clients = 6;
  options.results = 60;
  options.ledgerEntries = 45;
  options.clockEvents = 50;
  options.boardsPerRound = 20;
  const db::DbBenchFigures f = db::runDbBench(options);
  CHECK(f.stored == 60);
  CHECK(f.changesOnce == 60);
  CHECK(f.stale == 0);
  CHECK(f.ledgerStored == 45);
  CHECK(f.ledgerIntact);
  CHECK(f.clockStored == 50);
  CHECK(f.clockOutOfOrder == 0);
  // Every write reached the listener through the change feed.
  CHECK(f.notified == 60);
  CHECK(f.ledgerNotified == 45);
  CHECK(f.clockNotified == 50);
}
