// The referee's changes to a clock say what the running clock would have said: a deduction that
// crosses into byo-yomi gives 开始读秒, one that uses periods gives the period call, setting the
// periods gives the count left; each at the change's instant, in the caption until the next call,
// and the same after a pause, a resume and a rebuild from the journal.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "clock/game_clock.h"
#include "clock_texts.h"

using namespace tengen::clock;
using tengen::test::texts;

namespace {

// 3 minutes in all, two reserved: one minute of main time, then two byo-yomi minutes.
GameClock twoReservedMinutes() {
  GameClock c(GameSettings::same(ClockSettings::chinese(3 * kMinute, 2)));
  REQUIRE(c.start(0) == Refusal::None);
  return c;
}

}  // namespace

TEST_CASE("a referee -1:00 that pushes the mover into byo-yomi says 开始读秒, then the calls") {
  GameClock c = twoReservedMinutes();
  // 30 s of main time left; one minute off: main time is over, 30 s of the first minute used.
  REQUIRE(c.adjust(Player::Black, -kMinute, 30 * kSecond) == Refusal::None);
  const std::vector<ClockEvent> now = c.eventsAt(30 * kSecond);
  REQUIRE(now.size() == 1);
  CHECK(now[0].type == ClockEventType::ByoyomiStart);
  CHECK(now[0].zh == "开始读秒，还剩两分");
  CHECK(now[0].en == "byo-yomi: 2 minutes left");
  CHECK(now[0].player == Player::Black);
  const PlayerView v = c.view(Player::Black, 30 * kSecond);
  CHECK(v.overtime);
  CHECK(v.periods == 2);
  CHECK(v.periodLeft == 30 * kSecond);
  REQUIRE(c.latestCall(35 * kSecond));
  CHECK(c.latestCall(35 * kSecond)->zh == "开始读秒，还剩两分");
  // The period goes on from 30 s used: 40秒 is the next call, ten seconds later.
  CHECK(texts(c.eventsIn(30 * kSecond, 41 * kSecond)) == std::vector<std::string>{"40秒"});
  // A pause and a resume keep the caption of the turn and the calls still to come.
  REQUIRE(c.pause(35 * kSecond) == Refusal::None);
  REQUIRE(c.resume(10 * kMinute) == Refusal::None);
  CHECK(c.eventsAt(10 * kMinute).empty());  // nothing is said twice
  REQUIRE(c.latestCall(10 * kMinute + kSecond));
  CHECK(c.latestCall(10 * kMinute + kSecond)->zh == "开始读秒，还剩两分");
  CHECK(texts(c.eventsIn(10 * kMinute, 10 * kMinute + 25 * kSecond)) ==
        std::vector<std::string>{"40秒", "50秒", "55秒", "58秒", "一分，还剩一分"});
  // The journal replays to the same caption.
  const GameClock again = GameClock::rebuild(c.settings(), c.journal());
  REQUIRE(again.latestCall(10 * kMinute + kSecond));
  CHECK(again.latestCall(10 * kMinute + kSecond)->zh == "开始读秒，还剩两分");
}

TEST_CASE("a deduction that uses a reserved minute says the period call, then the last minute's") {
  GameClock c = twoReservedMinutes();
  // Byo-yomi began at 1:00 (the running clock said so); 10 s into the first minute, one off.
  CHECK(texts(c.eventsIn(0, kMinute)).back() == "开始读秒，还剩两分");
  REQUIRE(c.adjust(Player::Black, -kMinute, kMinute + 10 * kSecond) == Refusal::None);
  const std::vector<ClockEvent> now = c.eventsAt(kMinute + 10 * kSecond);
  REQUIRE(now.size() == 1);
  CHECK(now[0].type == ClockEventType::PeriodUsed);
  CHECK(now[0].zh == "一分，还剩一分");
  CHECK(now[0].periods == 1);
  // The last minute, 10 s used: 30秒 40秒 50秒, then the count.
  const std::vector<ClockEvent> rest = c.eventsIn(kMinute + 10 * kSecond, 3 * kMinute);
  REQUIRE(rest.size() == 13);
  CHECK(rest[0].zh == "30秒");
  CHECK(rest[0].at == kMinute + 30 * kSecond);
  CHECK(rest[3].zh == "一");
  CHECK(rest.back().type == ClockEventType::Flag);
  CHECK(rest.back().at == 2 * kMinute);  // 50 s after the deduction
}

TEST_CASE("a deduction into byo-yomi of the player not to move is announced too, paused or not") {
  GameClock c = twoReservedMinutes();
  REQUIRE(c.move(5 * kSecond) == Refusal::None);  // White to move; Black has 55 s of main time
  REQUIRE(c.pause(6 * kSecond) == Refusal::None);
  REQUIRE(c.adjust(Player::Black, -kMinute, 7 * kSecond) == Refusal::None);
  const std::vector<ClockEvent> now = c.eventsAt(7 * kSecond);
  REQUIRE(now.size() == 1);
  CHECK(now[0].player == Player::Black);
  CHECK(now[0].zh == "开始读秒，还剩两分");
  CHECK(c.view(Player::Black, 7 * kSecond).periodLeft == 55 * kSecond);
}

TEST_CASE("a deduction that flags says the flag, added time says nothing") {
  GameClock c = twoReservedMinutes();
  REQUIRE(c.adjust(Player::Black, 10 * kSecond, 5 * kSecond) == Refusal::None);
  CHECK(c.eventsAt(5 * kSecond).empty());
  REQUIRE(c.adjust(Player::Black, -4 * kMinute, 6 * kSecond) == Refusal::None);
  REQUIRE(c.outcome().over);
  const std::vector<ClockEvent> now = c.eventsAt(6 * kSecond);
  REQUIRE(now.size() == 1);
  CHECK(now[0].type == ClockEventType::Flag);
}

TEST_CASE("setting the periods tells the count left in the table's words") {
  SUBCASE("reserved minutes: 还剩×分") {
    GameClock c = twoReservedMinutes();
    REQUIRE(c.setPeriods(Player::White, 1, 3 * kSecond) == Refusal::None);
    const std::vector<ClockEvent> now = c.eventsAt(3 * kSecond);
    REQUIRE(now.size() == 1);
    CHECK(now[0].player == Player::White);
    CHECK(now[0].zh == "还剩一分");
    CHECK(now[0].en == "1 minute left");
  }
  SUBCASE("30-second byo-yomi: 还剩×次") {
    GameClock c(GameSettings::same(ClockSettings::fast(0, 3, 30 * kSecond)));
    REQUIRE(c.start(0) == Refusal::None);
    REQUIRE(c.setPeriods(Player::Black, 2, 3 * kSecond) == Refusal::None);
    REQUIRE(c.latestCall(4 * kSecond));
    CHECK(c.latestCall(4 * kSecond)->zh == "还剩两次");
    CHECK(c.latestCall(4 * kSecond)->en == "2 periods left");
  }
}

TEST_CASE("Canadian overtime entered by a deduction says so in the countdown's words") {
  GameClock c(GameSettings::same(ClockSettings::canadian(kMinute, 10, 5 * kMinute)));
  REQUIRE(c.start(0) == Refusal::None);
  REQUIRE(c.adjust(Player::Black, -2 * kMinute, kSecond) == Refusal::None);
  const std::vector<ClockEvent> now = c.eventsAt(kSecond);
  REQUIRE(now.size() == 1);
  CHECK(now[0].zh == "基本时间用完，进入加时");
  CHECK(c.view(Player::Black, kSecond).periodLeft == 4 * kMinute - kSecond);
}
