// Result conflicts between two desks (db/service/result_conflict.h): what is stored now against
// what was typed, and the director's choice carried out without overwriting a change made
// meanwhile. Two stores on one SQLite file stand for the two desks.
#include <doctest/doctest.h>

#include "db/service/result_conflict.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/store_rows.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

TEST_CASE("an overwrite chosen after the game changed yet again is asked again") {
  test::TempDir dir;
  auto mine = test::EventFixture("Two desks")
                  .players({"A", "B", "C", "D"}, "1d")
                  .round(1)
                  .pairInOrder()
                  .create(dir.file("e.tengen"));
  auto other = db::EventStore::open(dir.file("e.tengen"));  // the other desk
  const db::PendingResult typed{1, 1, *pairing::Result::parse("W+R"), std::int64_t{1}, {}};
  tengen::test::StoreRows::setResult(*other, 1, 1, *pairing::Result::parse("B+R"));
  auto conflict = db::ResultConflicts::read(*mine, typed);
  REQUIRE(conflict);
  CHECK(conflict->storedVersion == 2);
  CHECK(conflict->storedBy.empty());  // a plain entry records no author
  tengen::test::StoreRows::setResult(
      *other, 1, 1, *pairing::Result::parse("B+3.5"));  // while the director was choosing
  auto again =
      db::ResultConflicts::resolve(*mine, *conflict, db::ResultConflicts::Choice::UseTyped);
  REQUIRE(again);
  CHECK(again->stored->toString() == "B+3.5");
  CHECK(test::storedResultText(*other, 1) == "B+3.5");
  std::int64_t version = 0;
  CHECK_FALSE(
      db::ResultConflicts::resolve(*mine, *again, db::ResultConflicts::Choice::UseTyped, &version));
  CHECK(test::storedResultText(*other, 1) == "W+R");
  CHECK(version == 4);
  // Keeping the stored result writes nothing.
  CHECK_FALSE(db::ResultConflicts::resolve(*mine, *again, db::ResultConflicts::Choice::KeepStored));
  CHECK(test::storedResultText(*other, 1) == "W+R");
}
