// A sleep of the computer noticed by watchers of the same computer (the clock wall, a board clock
// window): the same comparison of monotonic and wall time, one note per running board.
#include <doctest/doctest.h>

#include <boost/date_time/posix_time/posix_time.hpp>

#include "db/service/board_clock_session.h"
#include "db/service/clock_sleep.h"
#include "db/store/clock_journal_store.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using clock::kMinute;
using clock::kSecond;

namespace {

namespace pt = boost::posix_time;

// Eight players, four boards of round 1, no result yet.
std::unique_ptr<db::EventStore> sleepEvent(const QString& where) {
  return test::EventFixture("Sleep Cup").numberedPlayers(8).round(1).pairInOrder().create(where);
}

int sleptNotes(db::EventStore& store, int board) {
  db::ClockJournalStore clocks(store);
  int n = 0;
  for (const auto& e : clocks.load(*clocks.clockId(1, board)).journal)
    n += e.kind == clock::EventKind::Note && e.count == static_cast<int>(clock::NoteKind::Slept);
  return n;
}

}  // namespace

TEST_CASE("a sleep watch tells a sleep from ordinary time and from slewing within tolerance") {
  const pt::ptime t0(boost::gregorian::date(2026, 12, 5), pt::hours(9));
  db::SleepWatch watch({1000, t0});
  CHECK_FALSE(watch.read({2000, t0 + pt::seconds(1)}));
  CHECK_FALSE(watch.read({3000, t0 + pt::milliseconds(3500)}));  // 1.5 s ahead: tolerated
  CHECK(watch.last().mono == 3000);
  const auto slept = watch.read({4000, t0 + pt::milliseconds(4500) + pt::minutes(20)});
  REQUIRE(slept);
  CHECK(slept->asleep == 20 * kMinute);
  CHECK_FALSE(watch.read({5000, t0 + pt::milliseconds(5500) + pt::minutes(20)}));
}

TEST_CASE("the wall journals a sleep once on every running board, a window's watch adds none") {
  test::TempDir dir;
  auto store = sleepEvent(dir.file("sleep.tengen"));
  const pt::ptime t0(boost::gregorian::date(2026, 12, 5), pt::hours(9));
  auto at = [&](clock::Ms mono) { return db::ClockNow{mono, t0 + pt::milliseconds(mono)}; };
  const auto settings =
      clock::GameSettings::same(clock::ClockSettings::fast(5 * kMinute, 3, 30'000));
  auto start = [](clock::GameClock& c, clock::Ms t) { return c.start(t); };
  // Boards 1 and 2 run, board 3 is paused, board 4 has no clock.
  for (int board : {1, 2, 3}) {
    db::BoardClockSession s(*store, 1, board, settings, at(1000));
    REQUIRE(s.run(at(1000), start) == clock::Refusal::None);
    if (board == 3)
      REQUIRE(s.run(at(2000), [](clock::GameClock& c, clock::Ms t) { return c.pause(t); }) ==
              clock::Refusal::None);
  }
  // Board 1's window is open on this computer (its session read the time at 10 s).
  db::BoardClockSession window(*store, 1, 1, std::nullopt, at(10'000));

  const db::ClockNow before = at(10'000);
  db::ClockNow woke = at(11'000);
  woke.utc += pt::minutes(20);  // 20 minutes asleep between the two readings
  std::vector<db::WallBoard> boards = db::loadClockWall(*store, 1, before);
  {
    // Board 3's clock was paused through the sleep and is resumed just after waking.
    db::BoardClockSession third(*store, 1, 3, std::nullopt, woke);
    REQUIRE(third.run(woke, [](clock::GameClock& c, clock::Ms t) { return c.resume(t); }) ==
            clock::Refusal::None);
  }
  CHECK(db::noteWallSleep(*store, boards, before, woke, 20 * kMinute) == 2);
  CHECK(sleptNotes(*store, 1) == 1);
  CHECK(sleptNotes(*store, 2) == 1);
  CHECK_FALSE(db::ClockJournalStore(*store)
                  .load(*db::ClockJournalStore(*store).clockId(1, 3))
                  .journal.back()
                  .kind == clock::EventKind::Note);  // it was paused: it missed nothing
  CHECK(boards[0].sleptUnconfirmed == 20 * kMinute);
  CHECK(boards[1].sleptUnconfirmed == 20 * kMinute);
  CHECK_FALSE(boards[2].sleptUnconfirmed);
  CHECK_FALSE(boards[3].clock);
  // The same sleep noticed again by the wall, and by board 1's window: no second note.
  CHECK(db::noteWallSleep(*store, boards, before, woke, 20 * kMinute) == 0);
  const auto seen = window.watch(woke);
  REQUIRE(seen);  // the window still alerts its referee
  CHECK(seen->asleep == 20 * kMinute);
  CHECK(sleptNotes(*store, 1) == 1);
  CHECK(window.clock().journal().size() == 2);  // the window continues from the stored journal
  // A later sleep is a new one: noticed by the window first, the wall adds none on board 1.
  db::ClockNow again = at(12'000);
  again.utc += pt::minutes(30);
  REQUIRE(window.watch(again));
  boards = db::loadClockWall(*store, 1, woke);
  // Boards 2 and 3 (resumed before this sleep) ran through it.
  CHECK(db::noteWallSleep(*store, boards, woke, again, 10 * kMinute) == 2);
  CHECK(sleptNotes(*store, 1) == 2);
  CHECK(sleptNotes(*store, 2) == 2);
  CHECK(sleptNotes(*store, 3) == 1);
}
