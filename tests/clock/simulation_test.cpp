// The simulation behind `tengen clock simulate`.
#include <doctest/doctest.h>

#include "clock/simulation.h"

using namespace tengen::clock;

TEST_CASE("moves parse as seconds with decimals and p for a pass") {
  auto m = parseMoves("30 12.5 p4, p 61");
  REQUIRE(m);
  REQUIRE(m->size() == 5);
  CHECK((*m)[0].spent == 30000);
  CHECK((*m)[1].spent == 12500);
  CHECK((*m)[2].pass);
  CHECK((*m)[2].spent == 4000);
  CHECK((*m)[3].pass);
  CHECK((*m)[3].spent == 0);
  std::string bad;
  CHECK_FALSE(parseMoves("30 x1", &bad));
  CHECK(bad == "x1");
}

TEST_CASE("the simulation alternates from Black and stops at the flag") {
  const auto events = simulate(
      GameSettings::same(ClockSettings::chinese(kMinute, 1)),
      {{59 * kSecond + 999, false}, {10 * kSecond, true}, {61 * kSecond, false}, {1, false}});
  REQUIRE_FALSE(events.empty());
  const ClockEvent& last = events.back();
  CHECK(last.type == ClockEventType::Flag);
  CHECK(last.player == Player::Black);
  CHECK(last.at == 59 * kSecond + 999 + 10 * kSecond + kMinute);
  int moves = 0;
  for (const ClockEvent& e : events) moves += e.type == ClockEventType::Move;
  CHECK(moves == 2);
}
