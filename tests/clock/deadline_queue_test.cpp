// The scheduler's queue: earliest first, rescheduling replaces a board's deadline.
#include <doctest/doctest.h>

#include "clock/deadline_queue.h"

using namespace tengen::clock;

TEST_CASE("the deadline queue gives the earliest live deadline and each due board once") {
  DeadlineQueue q(3);
  CHECK_FALSE(q.next());
  q.schedule(0, 500);
  q.schedule(1, 200);
  q.schedule(2, 900);
  CHECK(q.next() == 200);
  q.schedule(1, 700);  // replaces 200
  CHECK(q.next() == 500);
  q.schedule(0, std::nullopt);  // board 0 sleeps
  CHECK(q.next() == 700);
  CHECK(q.popDue(699).empty());
  const auto due = q.popDue(900);
  REQUIRE(due.size() == 2);
  CHECK(due[0] == 1);
  CHECK(due[1] == 2);
  CHECK_FALSE(q.next());
}
