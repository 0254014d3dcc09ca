// The test fixture's events are events the doors could have written: its results go in through
// the result door with their result-log rows, so `tengen db check` finds nothing to report on a
// fixture event with results (SQLite and the private PostgreSQL server).
#include <doctest/doctest.h>

#include <string>

#include "db/store/event_store.h"
#include "db/store/result_log.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

// Two rounds, results on every board but one (a game still being played), and a bye.
void createWithResults(const QString& where) {
  auto store = test::EventFixture("Fixture Cup")
                   .rounds(2)
                   .numberedPlayers(5, "3d")
                   .round(1, 11)
                   .game(0, 1, "B+R")
                   .game(2, 3, "W+2.5")
                   .bye(4)
                   .round(2, 12)
                   .game(4, 0, "W+T")
                   .game(1, 2)
                   .bye(3)
                   .create(where);
  // Each result stands in the game and in the result log, entered as a first entry.
  CHECK(test::storedResultText(*store, 1) == "B+R");
  CHECK(test::storedResultText(*store, 2) == "W+2.5");
  CHECK(test::storedResultText(*store, 1, 2) == "W+T");
  CHECK(test::storedResultText(*store, 2, 2) == "-");
  const auto log = db::resultLog(*store, std::nullopt, std::nullopt, true);
  REQUIRE(log.size() == 3);
  for (const db::ResultLogEntry& row : log) {
    CHECK(row.kind == db::ResultLogEntry::Kind::Entry);
    CHECK(row.oldResult.empty());
  }
  CHECK(log[0].newResult == "B+R");
  CHECK(log[2].newResult == "W+T");
}

void checkIsClean(const std::string& where) {
  const test::RunResult r = test::runTengen({"db", "check", where});
  INFO("out: ", r.out, "\nerr: ", r.err);
  CHECK(r.exitCode == 0);
  CHECK(r.out.find("intact") != std::string::npos);
  CHECK(r.out.find("result log") == std::string::npos);
}

}  // namespace

TEST_CASE("db check is clean on a fixture event with results (SQLite)") {
  test::TempDir dir;
  createWithResults(dir.file("fixture.tengen"));
  checkIsClean(dir.path("fixture.tengen"));
}

TEST_CASE("db check is clean on a fixture event with results (PostgreSQL)" *
          test::needsPostgres()) {
  test::PgTestDatabase pg;
  createWithResults(pg.url(QStringLiteral("fixture")));
  checkIsClean(pg.urlStd("fixture"));
}
