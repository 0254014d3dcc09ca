// Result conflicts between two desks (db/result_conflict.h): what is stored now against what was
// typed, and the director's choice carried out without overwriting a change made meanwhile. Two
// stores on one SQLite file stand for the two desks.
#include <doctest/doctest.h>

#include "db/event_store.h"
#include "db/result_conflict.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {
pairing::Result parsed(const char* text) {
  return *pairing::Result::parse(text);
}

struct TwoDesks {
  test::TempDir dir;
  std::unique_ptr<db::EventStore> mine = test::EventFixture("Two desks")
                                             .players({"A", "B", "C", "D"}, "1d")
                                             .round(1)
                                             .pairInOrder()
                                             .create(dir.file("e.tengen"));
  std::unique_ptr<db::EventStore> other = db::EventStore::open(dir.file("e.tengen"));
  std::string stored(int board) { return test::storedResultText(*other, board); }
};
}  // namespace

TEST_CASE("an overwrite chosen after the game changed yet again is asked again") {
  TwoDesks d;
  const db::PendingResult typed{1, 1, parsed("W+R"), std::int64_t{1}, {}};
  d.other->setResult(1, 1, parsed("B+R"));
  auto conflict = db::ResultConflicts::read(*d.mine, typed);
  REQUIRE(conflict);
  CHECK(conflict->storedVersion == 2);
  CHECK(conflict->storedBy.empty());          // a plain entry records no author
  d.other->setResult(1, 1, parsed("B+3.5"));  // while the director was choosing
  auto again =
      db::ResultConflicts::resolve(*d.mine, *conflict, db::ResultConflicts::Choice::UseTyped);
  REQUIRE(again);
  CHECK(again->stored->toString() == "B+3.5");
  CHECK(d.stored(1) == "B+3.5");
  std::int64_t version = 0;
  CHECK_FALSE(db::ResultConflicts::resolve(*d.mine, *again, db::ResultConflicts::Choice::UseTyped,
                                           &version));
  CHECK(d.stored(1) == "W+R");
  CHECK(version == 4);
  // Keeping the stored result writes nothing.
  CHECK_FALSE(
      db::ResultConflicts::resolve(*d.mine, *again, db::ResultConflicts::Choice::KeepStored));
  CHECK(d.stored(1) == "W+R");
}
