// The engine on virtual time: calls and flags at their instants, pause, capture freeze, undo,
// sealed moves, lateness, the arbiter, and rebuilding from the journal.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "clock/game_clock.h"
#include "clock_texts.h"

using namespace tengen::clock;
using tengen::test::texts;

namespace {

// Black in the last reserved minute at t = 0 (no main time, one minute reserved).
GameClock lastMinuteClock() {
  GameClock c(GameSettings::same(ClockSettings::chinese(kMinute, 1)));
  REQUIRE(c.start(0) == Refusal::None);
  return c;
}

}  // namespace

TEST_CASE("a move at P-1 ms in the last minute stands, at exactly P (十) it loses") {
  {
    GameClock c = lastMinuteClock();
    CHECK(c.move(kMinute - 1) == Refusal::None);
    CHECK(c.toMove() == Player::White);
    CHECK_FALSE(c.outcome().over);
  }
  for (Ms at : {kMinute, kMinute + 1}) {
    GameClock c = lastMinuteClock();
    CHECK(c.move(at) == Refusal::GameOver);
    REQUIRE(c.outcome().over);
    CHECK(c.outcome().loses[0]);
    CHECK_FALSE(c.outcome().loses[1]);
    CHECK(c.outcome().at == kMinute);
    REQUIRE(c.journal().size() == 2);  // start, flag at its own instant
    CHECK(c.journal().back().kind == EventKind::Flag);
    CHECK(c.journal().back().at == kMinute);
    CHECK(c.view(Player::Black, at).flagged);
  }
}

TEST_CASE("the last minute's calls fall at their seconds and the flag at 十") {
  GameClock c = lastMinuteClock();
  const auto events = c.eventsIn(0, 2 * kMinute);
  const std::vector<std::string> expected{"30秒", "40秒", "50秒", "一", "二", "三",          "四",
                                          "五",   "六",   "七",   "八", "九", "十，超时判负"};
  CHECK(texts(events) == expected);
  CHECK(events[0].at == 30 * kSecond);
  CHECK(events[3].at == 51 * kSecond);
  CHECK(events.back().at == kMinute);
  CHECK(events.back().type == ClockEventType::Flag);
  // A scheduler walks the deadlines one by one.
  std::vector<Ms> deadlines;
  for (auto d = c.nextDeadline(0); d; d = c.nextDeadline(*d)) deadlines.push_back(*d);
  REQUIRE(deadlines.size() == expected.size());
  CHECK(deadlines[1] == 40 * kSecond);
  c.update(kMinute - 1);
  CHECK_FALSE(c.outcome().over);
  c.update(kMinute);
  CHECK(c.outcome().over);
  // update() journalled the flag; the flag stays listed for a scheduler that reads after it.
  CHECK(texts(c.eventsIn(59 * kSecond, kMinute)) == std::vector<std::string>{"十，超时判负"});
  CHECK_FALSE(c.nextDeadline(kMinute));
}

TEST_CASE("several minutes used in one move, announced one by one") {
  GameClock c(GameSettings::same(ClockSettings::chinese(3 * kMinute, 3)));
  c.start(0);
  const auto events = c.eventsIn(0, 2 * kMinute + 10 * kSecond);
  std::vector<std::string> used;
  for (const ClockEvent& e : events)
    if (e.type == ClockEventType::PeriodUsed) used.push_back(e.zh);
  CHECK(used == std::vector<std::string>{"一分，还剩两分", "一分，还剩一分"});
  CHECK(c.move(2 * kMinute + 10 * kSecond) == Refusal::None);
  CHECK(c.view(Player::Black, 2 * kMinute + 10 * kSecond).periods == 1);
  CHECK(c.view(Player::Black, 2 * kMinute + 10 * kSecond).periodLeft == kMinute);
}

TEST_CASE("pause in byo-yomi: nothing runs, nothing is called, the minute resumes where it was") {
  GameClock c(GameSettings::same(ClockSettings::chinese(2 * kMinute, 2)));
  c.start(0);
  REQUIRE(c.pause(20 * kSecond) == Refusal::None);
  CHECK(c.phase() == Phase::Paused);
  CHECK_FALSE(c.nextDeadline(20 * kSecond));
  CHECK(c.view(Player::Black, 10 * kMinute).periodLeft == 40 * kSecond);
  CHECK(c.move(5 * kMinute) == Refusal::Paused);
  REQUIRE(c.resume(10 * kMinute) == Refusal::None);
  const auto events = c.eventsIn(10 * kMinute, 10 * kMinute + 45 * kSecond);
  REQUIRE_FALSE(events.empty());
  CHECK(events[0].zh == "30秒");
  CHECK(events[0].at == 10 * kMinute + 10 * kSecond);
  CHECK(events.back().type == ClockEventType::PeriodUsed);
  CHECK(events.back().at == 10 * kMinute + 40 * kSecond);
}

TEST_CASE("capture freeze stops the clock in byo-yomi only") {
  GameClock byo(GameSettings::same(ClockSettings::chinese(kMinute, 1)));
  byo.start(0);
  byo.freeze(10 * kSecond);
  byo.unfreeze(25 * kSecond);
  CHECK(byo.view(Player::Black, 30 * kSecond).periodLeft == 45 * kSecond);
  CHECK(byo.move(kMinute + 10 * kSecond) == Refusal::None);  // 55 s counted: still in time

  GameClock main(GameSettings::same(ClockSettings::japanese(kMinute, 1, 30 * kSecond)));
  main.start(0);
  main.freeze(10 * kSecond);
  main.unfreeze(25 * kSecond);
  CHECK(main.view(Player::Black, 30 * kSecond).main == 30 * kSecond);  // ran through the freeze
}

TEST_CASE("undo restores the snapshot before the move and the mover's clock runs again") {
  GameClock c(GameSettings::same(ClockSettings::japanese(kMinute, 3, 30 * kSecond)));
  c.start(0);
  c.move(10 * kSecond);   // Black: 50 s left
  c.move(30 * kSecond);   // White: 40 s left
  c.move(100 * kSecond);  // Black: 70 s on 50 s → 20 s into the first period
  CHECK(c.view(Player::Black, 100 * kSecond).overtime);
  REQUIRE(c.undo(110 * kSecond) == Refusal::None);
  CHECK(c.toMove() == Player::Black);
  const PlayerView b = c.view(Player::Black, 110 * kSecond);
  CHECK(b.overtime);
  CHECK(b.periodLeft == 10 * kSecond);  // as it stood when the move was made
  CHECK(c.view(Player::White, 110 * kSecond).main == 40 * kSecond);  // White's 10 s are not charged
  CHECK(c.view(Player::Black, 115 * kSecond).periodLeft == 5 * kSecond);
  CHECK(c.undo(116 * kSecond) == Refusal::None);
  CHECK(c.undo(117 * kSecond) == Refusal::None);
  CHECK(c.undo(118 * kSecond) == Refusal::NothingToUndo);
}

TEST_CASE("a sealed move adjourns the game, on resumption the opponent's clock runs") {
  GameClock c(GameSettings::same(ClockSettings::chinese(10 * kMinute, 3)));
  c.start(0);
  c.move(kMinute);
  REQUIRE(c.seal(3 * kMinute) == Refusal::None);  // White seals after 2 minutes
  CHECK(c.phase() == Phase::Adjourned);
  CHECK(c.toMove() == Player::Black);
  CHECK(c.view(Player::White, 2 * kHour).main == 5 * kMinute);
  CHECK(c.view(Player::Black, 2 * kHour).main == 6 * kMinute);
  REQUIRE(c.resume(2 * kHour) == Refusal::None);
  CHECK(c.view(Player::Black, 2 * kHour + kMinute).main == 5 * kMinute);
}

TEST_CASE(
    "late arrival: lateness off main time, beyond the limit a forfeit, both beyond both lose") {
  const ClockSettings s = ClockSettings::chinese(60 * kMinute, 5);
  {
    GameClock c(GameSettings::same(s, 30 * kMinute));
    c.start(0, true, false);  // White is late
    c.move(kMinute);
    CHECK_FALSE(c.view(Player::White, 5 * kMinute).running);
    REQUIRE(c.arrive(Player::White, 12 * kMinute) == Refusal::None);
    CHECK(c.view(Player::White, 12 * kMinute).main == 55 * kMinute - 12 * kMinute);
    CHECK(c.view(Player::White, 13 * kMinute).main == 42 * kMinute);
  }
  {
    GameClock c(GameSettings::same(s, 30 * kMinute));
    c.start(0, false, true);  // Black is late, nobody's clock runs
    CHECK(c.nextDeadline(0) == 30 * kMinute + 1);
    CHECK(c.arrive(Player::Black, 30 * kMinute) == Refusal::None);  // exactly at the limit: in time
    CHECK(c.view(Player::Black, 30 * kMinute).main == 25 * kMinute);
  }
  {
    GameClock c(GameSettings::same(s, 30 * kMinute));
    c.start(0, false, true);
    CHECK(c.arrive(Player::Black, 30 * kMinute + 1) == Refusal::GameOver);
    CHECK(c.outcome().byForfeit);
    CHECK(c.outcome().loses[0]);
    CHECK_FALSE(c.outcome().loses[1]);
  }
  {
    GameClock c(GameSettings::same(s, 30 * kMinute));
    c.start(0, false, false);
    c.update(31 * kMinute);
    CHECK(c.outcome().over);
    CHECK(c.outcome().loses[0]);
    CHECK(c.outcome().loses[1]);
    CHECK(c.journal().back().kind == EventKind::Forfeit);
  }
}

TEST_CASE("the arbiter adds and takes time and sets periods, each is journalled") {
  GameClock c(GameSettings::same(ClockSettings::japanese(0, 3, 30 * kSecond)));
  c.start(0);
  REQUIRE(c.adjust(Player::Black, 20 * kSecond, 10 * kSecond) == Refusal::None);
  CHECK(c.view(Player::Black, 10 * kSecond).periodLeft == 40 * kSecond);
  REQUIRE(c.setPeriods(Player::White, 1, 11 * kSecond) == Refusal::None);
  CHECK(c.view(Player::White, 11 * kSecond).periods == 1);
  CHECK(c.setPeriods(Player::White, 0, 12 * kSecond) == Refusal::BadValue);
  REQUIRE(c.move(12 * kSecond) == Refusal::None);
  REQUIRE(c.adjust(Player::White, -31 * kSecond, 13 * kSecond) == Refusal::None);
  CHECK(c.outcome().over);
  CHECK(c.outcome().loses[1]);
  CHECK(c.eventsIn(12 * kSecond, 13 * kSecond).back().type == ClockEventType::Flag);
}

TEST_CASE("time handicap: each player has their own settings") {
  GameSettings g = GameSettings::same(ClockSettings::chinese(60 * kMinute, 3));
  g.black = ClockSettings::chinese(40 * kMinute, 3);
  GameClock c(g);
  c.start(0);
  CHECK(c.view(Player::Black, 0).main == 37 * kMinute);
  CHECK(c.view(Player::White, 0).main == 57 * kMinute);
}

TEST_CASE("events before the last one are refused, nothing runs before the start") {
  GameClock c(GameSettings::same(ClockSettings::absolute(kMinute)));
  CHECK(c.move(0) == Refusal::NotStarted);
  c.start(1000);
  c.move(5000);
  CHECK(c.move(4000) == Refusal::TimeWentBack);
  CHECK(c.start(6000) == Refusal::AlreadyStarted);
}

TEST_CASE("restart replay: a clock rebuilt from its journal reads the same at every instant") {
  GameSettings g = GameSettings::same(ClockSettings::chinese(3 * kMinute, 2), 15 * kMinute);
  GameClock live(g);
  live.start(0, true, false);
  live.move(20 * kSecond);
  live.arrive(Player::White, 2 * kMinute);
  live.move(2 * kMinute + 30 * kSecond);
  live.pause(3 * kMinute);
  live.resume(10 * kMinute);
  live.freeze(10 * kMinute + 5 * kSecond);
  live.unfreeze(10 * kMinute + 9 * kSecond);
  live.move(12 * kMinute);
  live.adjust(Player::Black, 30 * kSecond, 12 * kMinute + kSecond);
  live.move(12 * kMinute + 50 * kSecond);
  live.undo(12 * kMinute + 55 * kSecond);
  live.pass(12 * kMinute + 60 * kSecond);
  live.seal(13 * kMinute);
  live.resume(20 * kMinute);
  const GameClock again = GameClock::rebuild(g, live.journal());
  REQUIRE(live.journal().size() == 15);  // every command was accepted
  CHECK(again.journal().size() == live.journal().size());
  CHECK(again.toMove() == live.toMove());
  for (Ms at = 20 * kMinute; at < 25 * kMinute; at += 7 * kSecond + 3) {
    for (Player p : {Player::Black, Player::White}) {
      const PlayerView a = live.view(p, at), b = again.view(p, at);
      CHECK(a.main == b.main);
      CHECK(a.periods == b.periods);
      CHECK(a.periodLeft == b.periodLeft);
      CHECK(a.flagged == b.flagged);
    }
    CHECK(live.nextDeadline(at) == again.nextDeadline(at));
  }
  // A prefix replays to the state the live clock had then.
  Journal prefix(live.journal().begin(), live.journal().begin() + 5);
  const GameClock partial = GameClock::rebuild(g, prefix);
  CHECK(partial.phase() == Phase::Paused);
}

TEST_CASE("a note is journalled for the record and changes no reading or call") {
  GameClock plain = lastMinuteClock();
  GameClock noted = lastMinuteClock();
  REQUIRE(noted.note(NoteKind::Slept, Player::Black, 20 * kMinute, 32 * kSecond) == Refusal::None);
  REQUIRE(noted.journal().size() == 2);
  CHECK(noted.journal().back().kind == EventKind::Note);
  CHECK(noted.journal().back().count == static_cast<int>(NoteKind::Slept));
  CHECK(noted.journal().back().amount == 20 * kMinute);
  CHECK(kindFromCode(kindCode(EventKind::Note)) == EventKind::Note);
  for (Ms at : {32 * kSecond, 45 * kSecond, 59 * kSecond + 999}) {
    CHECK(noted.view(Player::Black, at).periodLeft == plain.view(Player::Black, at).periodLeft);
    CHECK(texts(noted.eventsIn(32 * kSecond, at)) == texts(plain.eventsIn(32 * kSecond, at)));
  }
  // The caption keeps the call made before the note (30秒 at 30 s).
  REQUIRE(noted.latestCall(33 * kSecond));
  CHECK(noted.latestCall(33 * kSecond)->zh == plain.latestCall(33 * kSecond)->zh);
  noted.update(kMinute);
  CHECK(noted.outcome().over);  // the flag falls at 十 as without the note
  CHECK(noted.outcome().at == kMinute);
  // A note before the start is refused: there is no clock to remark on.
  GameClock fresh(GameSettings::same(ClockSettings::chinese(kMinute, 1)));
  CHECK(fresh.note(NoteKind::Confirmed, Player::Black, 0, 0) == Refusal::NotStarted);
  // Replay keeps the note and reads the same.
  const GameClock again = GameClock::rebuild(noted.settings(), noted.journal());
  CHECK(again.journal().size() == noted.journal().size());
  CHECK(again.outcome().at == kMinute);
}

TEST_CASE("the latest call of the turn survives a pause, an adjustment and a rebuild") {
  GameClock c = lastMinuteClock();  // Black in the last reserved minute
  REQUIRE(c.latestCall(41 * kSecond));
  CHECK(c.latestCall(41 * kSecond)->zh == "40秒");
  REQUIRE(c.pause(42 * kSecond) == Refusal::None);
  // Paused: nothing runs, the turn's call stays.
  REQUIRE(c.latestCall(5 * kMinute));
  CHECK(c.latestCall(5 * kMinute)->zh == "40秒");
  REQUIRE(c.resume(5 * kMinute) == Refusal::None);
  REQUIRE(c.latestCall(5 * kMinute + kSecond));
  CHECK(c.latestCall(5 * kMinute + kSecond)->zh == "40秒");
  // 44 s used; the referee gives back five: the call made stays until the next one.
  REQUIRE(c.adjust(Player::Black, 5 * kSecond, 5 * kMinute + 2 * kSecond) == Refusal::None);
  REQUIRE(c.latestCall(5 * kMinute + 12 * kSecond));
  CHECK(c.latestCall(5 * kMinute + 12 * kSecond)->zh == "40秒");
  // 39 s used at the adjustment: 50秒 falls 11 s later.
  REQUIRE(c.latestCall(5 * kMinute + 13 * kSecond));
  CHECK(c.latestCall(5 * kMinute + 13 * kSecond)->zh == "50秒");
  // A refused command (resume while running) restarts the timeline too and keeps the call.
  CHECK(c.resume(5 * kMinute + 13 * kSecond + 500) == Refusal::NotPaused);
  REQUIRE(c.latestCall(5 * kMinute + 13 * kSecond + 500));
  CHECK(c.latestCall(5 * kMinute + 13 * kSecond + 500)->zh == "50秒");
  // Replaying the journal gives the same caption.
  const GameClock again = GameClock::rebuild(c.settings(), c.journal());
  REQUIRE(again.latestCall(5 * kMinute + 13 * kSecond + 500));
  CHECK(again.latestCall(5 * kMinute + 13 * kSecond + 500)->zh == "50秒");
  // The move ends the turn: White's (no main time) starts with byo-yomi; an undo gives Black's
  // call back.
  REQUIRE(c.move(5 * kMinute + 13 * kSecond + 600) == Refusal::None);
  REQUIRE(c.latestCall(5 * kMinute + 13 * kSecond + 700));
  CHECK(c.latestCall(5 * kMinute + 13 * kSecond + 700)->player == Player::White);
  CHECK(c.latestCall(5 * kMinute + 13 * kSecond + 700)->type == ClockEventType::ByoyomiStart);
  REQUIRE(c.undo(5 * kMinute + 13 * kSecond + 800) == Refusal::None);
  REQUIRE(c.latestCall(5 * kMinute + 13 * kSecond + 800));
  CHECK(c.latestCall(5 * kMinute + 13 * kSecond + 800)->zh == "50秒");
  CHECK(c.latestCall(5 * kMinute + 13 * kSecond + 800)->player == Player::Black);
}

TEST_CASE(
    "a press by a side starts the clock, ends the mover's turn, and is ignored on the other") {
  GameClock c(GameSettings::same(ClockSettings::fast(kMinute, 3, 30 * kSecond)));
  REQUIRE(c.press(Player::White, 0) == Refusal::None);  // any press starts: Black to move
  CHECK(c.phase() == Phase::Running);
  CHECK(c.toMove() == Player::Black);
  CHECK(c.press(Player::White, 2 * kSecond) == Refusal::None);  // not White's turn: nothing
  CHECK(c.journal().size() == 1);
  CHECK(c.toMove() == Player::Black);
  REQUIRE(c.press(Player::Black, 3 * kSecond) == Refusal::None);
  CHECK(c.journal().back().kind == EventKind::Move);
  CHECK(c.toMove() == Player::White);
  CHECK(c.view(Player::Black, 3 * kSecond).main == kMinute - 3 * kSecond);
  REQUIRE(c.press(std::nullopt, 5 * kSecond) == Refusal::None);  // the shared button: the mover's
  CHECK(c.toMove() == Player::Black);
  CHECK(c.journal().size() == 3);
  c.pause(6 * kSecond);
  CHECK(c.press(Player::Black, 7 * kSecond) == Refusal::Paused);
  c.resume(8 * kSecond);
  c.update(10 * kMinute);  // Black's flag falls
  REQUIRE(c.outcome().over);
  CHECK(c.press(Player::White, 10 * kMinute) == Refusal::GameOver);
}
