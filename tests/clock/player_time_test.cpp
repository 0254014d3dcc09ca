// The arithmetic of one player's time: boundaries at P-1 ms, P and P+1 ms, several periods in one
// move, quotas, carry-over, increments.
#include <doctest/doctest.h>

#include "clock/player_time.h"

using namespace tengen::clock;

TEST_CASE("a byo-yomi period: P-1 ms keeps it, P and P+1 ms use it") {
  const ClockSettings s = ClockSettings::japanese(0, 3, 30 * kSecond);
  for (Ms spent : {30 * kSecond - 1, 30 * kSecond, 30 * kSecond + 1}) {
    PlayerTime t = PlayerTime::initial(s);
    REQUIRE(t.overtime);
    const Consumed c = consume(t, s, spent);
    commitMove(t, s);
    CHECK_FALSE(c.flagged);
    if (spent < 30 * kSecond) {
      CHECK(c.periodsUsed == 0);
      CHECK(t.periodsLeft == 3);
    } else {
      CHECK(c.periodsUsed == 1);
      CHECK(t.periodsLeft == 2);
    }
    CHECK(t.periodLeft == 30 * kSecond);  // the move restarts the period
  }
}

TEST_CASE("the last period: P-1 ms survives, exactly P flags (a move at 十 loses)") {
  const ClockSettings s = ClockSettings::chinese(kMinute, 1);
  PlayerTime ok = PlayerTime::initial(s);
  CHECK_FALSE(consume(ok, s, kMinute - 1).flagged);
  PlayerTime at = PlayerTime::initial(s);
  const Consumed c = consume(at, s, kMinute);
  CHECK(c.flagged);
  CHECK(c.flagAfter == kMinute);
  PlayerTime over = PlayerTime::initial(s);
  const Consumed d = consume(over, s, kMinute + 1);
  CHECK(d.flagged);
  CHECK(d.flagAfter == kMinute);
}

TEST_CASE("several periods used in one move") {
  const ClockSettings s = ClockSettings::chinese(10 * kMinute, 5);  // 5 min main + 5 reserved
  PlayerTime t = PlayerTime::initial(s);
  const Consumed c = consume(t, s, 5 * kMinute + 3 * kMinute + 20 * kSecond);
  CHECK(c.enteredOvertime);
  CHECK(c.periodsUsed == 3);
  CHECK(t.periodsLeft == 2);
  CHECK(t.periodLeft == 40 * kSecond);
  const Consumed d = consume(t, s, 2 * kMinute);  // 40 s + 60 s left: flags after 100 s
  CHECK(d.flagged);
  CHECK(d.flagAfter == 100 * kSecond);
}

TEST_CASE("main time: reaching exactly zero enters byo-yomi, or flags without periods") {
  const ClockSettings byo = ClockSettings::japanese(kMinute, 1, 10 * kSecond);
  PlayerTime t = PlayerTime::initial(byo);
  CHECK_FALSE(consume(t, byo, kMinute - 1).enteredOvertime);
  CHECK(t.main == 1);
  CHECK(consume(t, byo, 1).enteredOvertime);
  CHECK(t.periodLeft == 10 * kSecond);
  const ClockSettings abs = ClockSettings::absolute(kMinute);
  PlayerTime a = PlayerTime::initial(abs);
  CHECK_FALSE(consume(a, abs, kMinute - 1).flagged);
  CHECK(consume(a, abs, 1).flagged);
}

TEST_CASE("Canadian: the quota restarts the period and unused time spills") {
  const ClockSettings s = ClockSettings::canadian(0, 3, 30 * kSecond);
  PlayerTime t = PlayerTime::initial(s);
  for (int i = 0; i < 2; ++i) {
    consume(t, s, 5 * kSecond);
    commitMove(t, s);
  }
  CHECK(t.periodLeft == 20 * kSecond);
  consume(t, s, 5 * kSecond);
  commitMove(t, s);  // third stone: a fresh 30 s
  CHECK(t.periodLeft == 30 * kSecond);
  CHECK(t.periodsLeft == 1);
  CHECK(consume(t, s, 30 * kSecond).flagged);  // running out of a Canadian period loses
}

TEST_CASE("Canadian: a stone placed exactly as main time reaches 0 counts toward the quota") {
  // 1 minute main, then 3 stones in every 30 s (clock/README.md: the instant main time runs out
  // belongs to the overtime, as a stone at "十" has used its minute under 2002 §12.3).
  const ClockSettings s = ClockSettings::canadian(kMinute, 3, 30 * kSecond);
  PlayerTime t = PlayerTime::initial(s);
  const Consumed c = consume(t, s, kMinute);
  CHECK(c.enteredOvertime);
  CHECK_FALSE(c.flagged);
  CHECK(t.periodLeft == 30 * kSecond);
  commitMove(t, s);
  CHECK(t.periodMoves == 1);  // the first of the period's three stones
  for (int i = 0; i < 2; ++i) {
    consume(t, s, 10 * kSecond);
    commitMove(t, s);
  }
  CHECK(t.periodMoves == 0);  // quota met with two more: a fresh period
  CHECK(t.periodLeft == 30 * kSecond);

  // One millisecond earlier the stone is a main-time stone: the quota starts after it.
  PlayerTime early = PlayerTime::initial(s);
  CHECK_FALSE(consume(early, s, kMinute - 1).enteredOvertime);
  commitMove(early, s);
  CHECK(early.periodMoves == 0);
  CHECK(consume(early, s, 1).enteredOvertime);
  CHECK(early.periodMoves == 0);
}

TEST_CASE("stage time 定时限步制: unused time carries over") {
  const ClockSettings s = ClockSettings::stages(0, 2, 30 * kSecond);
  PlayerTime t = PlayerTime::initial(s);
  consume(t, s, 5 * kSecond);
  commitMove(t, s);
  consume(t, s, 5 * kSecond);
  commitMove(t, s);
  CHECK(t.periodLeft == 50 * kSecond);  // 20 s carried + 30 s
}

TEST_CASE("Fischer adds the increment up to the cap, Bronstein's delay is free") {
  const ClockSettings f = ClockSettings::fischer(kMinute, 20 * kSecond, 70 * kSecond);
  PlayerTime t = PlayerTime::initial(f);
  consume(t, f, 5 * kSecond);
  commitMove(t, f);
  CHECK(t.main == 70 * kSecond);  // 55 + 20 capped at 70
  consume(t, f, 30 * kSecond);
  commitMove(t, f);
  CHECK(t.main == 60 * kSecond);
  const ClockSettings b = ClockSettings::bronstein(kMinute, 10 * kSecond);
  PlayerTime u = PlayerTime::initial(b);
  beginTurn(u, b);
  consume(u, b, 9 * kSecond);
  CHECK(u.main == kMinute);
  consume(u, b, 3 * kSecond);
  CHECK(u.main == kMinute - 2 * kSecond);
  commitMove(u, b);
  beginTurn(u, b);
  CHECK(u.delayLeft == 10 * kSecond);
}

TEST_CASE("arbiter: adding time in byo-yomi extends the period, taking time may flag") {
  const ClockSettings s = ClockSettings::japanese(0, 2, 30 * kSecond);
  PlayerTime t = PlayerTime::initial(s);
  addTime(t, s, 15 * kSecond);
  CHECK(t.periodLeft == 45 * kSecond);
  const Consumed c = addTime(t, s, -46 * kSecond);
  CHECK(c.periodsUsed == 1);
  CHECK(t.periodLeft == 29 * kSecond);
  setPeriods(t, s, 5);
  CHECK(t.periodsLeft == 5);
  CHECK(addTime(t, s, -(29 + 4 * 30) * kSecond).flagged);
}
