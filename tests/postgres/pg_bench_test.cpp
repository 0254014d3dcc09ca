// tengen bench db: concurrent results, ledger entries and clock events all arrive, once and in
// order, measured together or alone (the figures themselves are measurements, not checked here).
#include <doctest/doctest.h>

#include "db/bench/pg_bench.h"
#include "db/store/store_error.h"
#include "tests/postgres/pg_test_db.h"

using namespace tengen;

namespace {

// Six clients on 20 boards a round, with 45 ledger entries and 50 clock events.
db::DbBenchOptions smallBench(const test::PgTestDatabase& pg, int results, int games) {
  db::DbBenchOptions options;
  options.url = pg.url();
  options.clients = 6;
  options.results = results;
  options.games = games;
  options.ledgerEntries = 45;
  options.clockEvents = 50;
  options.boardsPerRound = 20;
  return options;
}

// Every ledger entry and clock event stored once, in order, and heard through the change feed.
void checkLedgerAndClocks(const db::DbBenchFigures& f) {
  CHECK(f.ledgerStored == 45);
  CHECK(f.ledgerIntact);
  CHECK(f.ledgerNotified == 45);
  CHECK(f.clockStored == 50);
  CHECK(f.clockOutOfOrder == 0);
  CHECK(f.clockNotified == 50);
}

}  // namespace

TEST_CASE("bench db: results, ledger entries and clock events from many clients all arrive") {
  test::PgTestDatabase pg;
  const db::DbBenchFigures f = db::runDbBench(smallBench(pg, 60, 0));
  CHECK(f.stored == 60);
  CHECK(f.changesOnce == 60);
  CHECK(f.stale == 0);
  CHECK(f.notified == 60);  // every result reached the listener through the change feed
  checkLedgerAndClocks(f);
}

TEST_CASE("bench db: with more games than results, ledger entries and clock events run alone") {
  // --games 40 --results 0: the event has 40 games on 20 boards a round, no result is entered,
  // and the entries spread over the games and the clock events over round 1's boards as before.
  test::PgTestDatabase pg;
  db::DbBenchOptions options = smallBench(pg, 0, 40);
  const db::DbBenchFigures f = db::runDbBench(options);
  CHECK(f.results == 0);
  CHECK(f.stored == 0);
  CHECK(f.notified == 0);
  checkLedgerAndClocks(f);
  // No games at all is refused, naming what is missing.
  options.games = 0;
  CHECK_THROWS_WITH_AS(db::runDbBench(options), doctest::Contains("games"), db::StoreError);
}
