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

TEST_CASE(
    "zero main time: byo-yomi starts for each player at the first instant of their first turn") {
  // fast:0s+3x30s, the issue-5 bug: no byoyomi_start was emitted at all.
  const auto events = simulate(GameSettings::same(ClockSettings::fast(0, 3, 30 * kSecond)),
                               {{5 * kSecond, false}, {31 * kSecond, false}, {2 * kSecond, false}});
  std::vector<const ClockEvent*> starts;
  for (const ClockEvent& e : events)
    if (e.type == ClockEventType::ByoyomiStart) starts.push_back(&e);
  REQUIRE(starts.size() == 2);
  CHECK(starts[0]->player == Player::Black);
  CHECK(starts[0]->at == 0);
  CHECK(starts[0]->periods == 3);
  CHECK(starts[0]->zh == "开始读秒，还剩三次");
  CHECK(starts[1]->player == Player::White);
  CHECK(starts[1]->at == 5 * kSecond);  // White's clock starts when Black presses
  // Order: Black's start first of all; White's right after Black's first move.
  CHECK(&events.front() == starts[0]);
  REQUIRE(events.size() >= 3);
  CHECK(events[1].type == ClockEventType::Move);
  CHECK(&events[2] == starts[1]);
  // Once a turn has been played, later turns do not announce byo-yomi again.
  int whitePeriodUsed = 0;
  for (const ClockEvent& e : events)
    whitePeriodUsed += e.player == Player::White && e.type == ClockEventType::PeriodUsed;
  CHECK(whitePeriodUsed == 1);
}

TEST_CASE("zero main time with a Canadian period announces the periods at the start") {
  const auto events = simulate(GameSettings::same(ClockSettings::canadian(0, 5, 60 * kSecond)),
                               {{1 * kSecond, false}});
  REQUIRE_FALSE(events.empty());
  CHECK(events.front().type == ClockEventType::ByoyomiStart);
  CHECK(events.front().at == 0);
}
