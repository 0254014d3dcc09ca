// Verified counts on PostgreSQL: the SGF bytes (BYTEA), the count and the entered result are
// stored and read back the same as on SQLite; a conflicting save writes nothing.
#include <doctest/doctest.h>

#include "db/service/counting_store.h"
#include "db/store/event_store.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"
#include "tests/support/store_rows.h"

using namespace tengen;

namespace {
// 9x9: Black holds columns A-D, White F-J; the stones at B7 (white) and H3 (black) are dead.
const char* kGame =
    "(;GM[1]FF[4]SZ[9]KM[7.5]CA[UTF-8]PB[柯洁]AB[da:di][hg]AW[fa:fi][bc]"
    ";B[ea];W[eb];B[ec];W[];B[])";
}  // namespace

TEST_CASE("a verified count is saved and read back on PostgreSQL, a conflict writes nothing") {
  test::PgTestDatabase database;
  auto store = test::EventFixture("PG Counting")
                   .boardSize(9)
                   .numberedPlayers(4, "2d")
                   .round(1)
                   .pairInOrder()
                   .create(database.url("count"));

  auto position = std::get<rules::CountingPosition>(
      rules::CountingPosition::fromSgf(kGame, db::countingTerms(*store, 1, 1)));
  position.toggleDead(rules::makeLoc(1, 2));
  position.toggleDead(rules::makeLoc(7, 6));
  const auto saved = db::saveVerifiedCount(*store, 1, 1, position, QByteArray(kGame), "W+6.5");
  CHECK(saved.resultEntered);

  auto reopened = db::EventStore::open(database.url("count"));
  const auto count = db::verifiedCount(*reopened, 1, 1);
  REQUIRE(count);
  REQUIRE(count->sgf);
  CHECK(*count->sgf == QByteArray(kGame));
  CHECK(count->result == "W+6.5");
  CHECK(count->reportedAgrees == true);
  CHECK(reopened->round(1)->games[0].result->toString() == "W+6.5");

  tengen::test::StoreRows::setResult(*reopened, 1, 2, pairing::Result::parse("B+R"));
  CHECK_THROWS_AS(db::saveVerifiedCount(*reopened, 1, 2, position, std::nullopt, ""),
                  db::CountingRefused);
  CHECK(!db::verifiedCount(*reopened, 1, 2));
}
