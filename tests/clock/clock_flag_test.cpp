// A flag fall recorded in the event store: loss on time as the game's result, linked to one
// referee ledger entry (overtime), and a second report of the same flag adds nothing.
#include <doctest/doctest.h>

#include "db/service/board_clock_session.h"
#include "db/service/clock_flag.h"
#include "db/service/ledger_store.h"
#include "db/store/clock_journal_store.h"
#include "db/store/store_error.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"
#include "tests/support/store_rows.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using clock::kMinute;
using clock::Player;
namespace pt = boost::posix_time;

namespace {

// The wall time every stored clock of these tests starts at.
const pt::ptime kT0(boost::gregorian::date(2026, 12, 5), pt::hours(9));

std::unique_ptr<db::EventStore> flagEvent(const QString& where) {
  return test::EventFixture("Flag Cup")
      .rounds(3)
      .chiefReferee("王裁判")
      .players({"柯洁", "Lee Sedol", "Shin Jinseo", "芈昱廷"}, "9p")
      .round(1)
      .pairInOrder()
      .create(where);
}

}  // namespace

TEST_CASE("a flag makes the game a loss on time linked to one overtime ledger entry") {
  test::TempDir dir;
  auto store = flagEvent(dir.file("flag.tengen"));
  const db::FlagRecord first = db::recordFlag(*store, 1, 2, Player::White);
  CHECK_FALSE(first.alreadyRecorded);
  CHECK(first.entry.infraction == "overtime");
  CHECK(first.entry.player == referee::Side::White);
  CHECK(first.entry.referee == db::kClockReferee);
  REQUIRE(first.result);
  CHECK(first.result->toString() == "B+T");
  CHECK(first.result->byReferee);
  CHECK(first.result->ledgerEntry == first.entry.id);

  const auto stored = test::storedResult(*store, 2);
  REQUIRE(stored);
  CHECK(stored->toString() == "B+T");
  CHECK(stored->ledgerEntry == first.entry.id);
  CHECK_FALSE(test::storedResult(*store, 1));  // the other board is untouched

  // The same flag reported again (another window, the command line): nothing new is written.
  const db::FlagRecord again = db::recordFlag(*store, 1, 2, Player::White, "李裁判");
  CHECK(again.alreadyRecorded);
  CHECK(again.entry.id == first.entry.id);
  REQUIRE(again.result);
  CHECK(again.result->toString() == "B+T");
  db::LedgerStore ledger(*store);
  CHECK(ledger.entries(1, 2).size() == 1);
  CHECK(ledger.verify().intact());
  // A result against the flag is refused by the ledger check the results view uses.
  CHECK(db::checkResultAgainstLedger(*store, 1, 2, pairing::Result::parse("W+R")));
}

TEST_CASE("a flag for a board that does not exist stores nothing") {
  test::TempDir dir;
  auto store = flagEvent(dir.file("flag.tengen"));
  CHECK_THROWS_AS(db::recordFlag(*store, 1, 7, Player::Black), db::StoreError);
  CHECK_THROWS_AS(db::recordFlag(*store, 2, 1, Player::Black), db::StoreError);
  CHECK(db::LedgerStore(*store).entries().empty());
}

TEST_CASE("after the chief referee reverses a flag a new flag is recorded again") {
  test::TempDir dir;
  auto store = flagEvent(dir.file("flag.tengen"));
  const db::FlagRecord first = db::recordFlag(*store, 1, 1, Player::Black);
  db::LedgerStore ledger(*store);
  ledger.rule(referee::EntryKind::Correction, first.entry.id, referee::RulingKind::Reverse, "", "",
              "王裁判", "clock fault: time restored");
  CHECK_FALSE(test::storedResult(*store, 1));
  const db::FlagRecord second = db::recordFlag(*store, 1, 1, Player::Black);
  CHECK_FALSE(second.alreadyRecorded);
  CHECK(second.entry.id != first.entry.id);
  REQUIRE(test::storedResult(*store, 1));
  CHECK(test::storedResult(*store, 1)->toString() == "W+T");
}

TEST_CASE("on PostgreSQL two desks reporting the same flag write one ledger entry") {
  test::PgTestDatabase pg;  // a fresh database, dropped at the end
  const QString url = pg.url(QStringLiteral("flag"));
  auto first = flagEvent(url);
  auto second = db::EventStore::open(url);  // another desk on the same event
  const db::FlagRecord a = db::recordFlag(*first, 1, 1, Player::White);
  const db::FlagRecord b = db::recordFlag(*second, 1, 1, Player::White);
  CHECK_FALSE(a.alreadyRecorded);
  CHECK(b.alreadyRecorded);
  CHECK(b.entry.id == a.entry.id);
  CHECK(db::LedgerStore(*second).entries(1, 1).size() == 1);
  REQUIRE(test::storedResult(*second, 1));
  CHECK(test::storedResult(*second, 1)->toString() == "B+T");
}

TEST_CASE(
    "a flag that fell while the board clock was closed is journalled at its instant on reopening") {
  test::TempDir dir;
  auto store = flagEvent(dir.file("flag.tengen"));
  auto at = [&](clock::Ms mono) { return db::ClockNow{mono, kT0 + pt::milliseconds(mono)}; };
  const auto settings = clock::GameSettings::same(clock::ClockSettings::fast(0, 1, 30 * 1000));
  {
    db::BoardClockSession s(*store, 1, 2, settings, at(0));
    CHECK_FALSE(s.stored());
    REQUIRE(s.run(at(1000), [](clock::GameClock& c, clock::Ms t) { return c.start(t); }) ==
            clock::Refusal::None);
    REQUIRE(s.run(at(5000), [](clock::GameClock& c, clock::Ms t) { return c.move(t); }) ==
            clock::Refusal::None);
    CHECK(s.stored());
  }  // the program dies while White's clock runs
  db::BoardClockSession again(*store, 1, 2, std::nullopt, at(120'000));
  REQUIRE(again.usable());
  CHECK(again.resumedRunning());
  CHECK(again.resumeCheck().gap == 115'000);
  CHECK_FALSE(again.flag());
  again.update(at(120'000));
  REQUIRE(again.flag());
  const auto journal =
      db::ClockJournalStore(*store).load(*db::ClockJournalStore(*store).clockId(1, 2)).journal;
  REQUIRE(journal.size() == 3);
  CHECK(journal.back().kind == clock::EventKind::Flag);
  CHECK(journal.back().at == 35'000);  // 30 s after White's turn began, not when it was noticed
  REQUIRE(test::storedResult(*store, 2));
  CHECK(test::storedResult(*store, 2)->toString() == "B+T");
  // Opening it once more records nothing new.
  db::BoardClockSession third(*store, 1, 2, std::nullopt, at(130'000));
  REQUIRE(third.flag());
  CHECK(third.flag()->alreadyRecorded);
  CHECK(db::LedgerStore(*store).entries(1, 2).size() == 1);
}

TEST_CASE("stopping the stored clock on a flag journals it on the journal's time line, once") {
  test::TempDir dir;
  auto store = flagEvent(dir.file("flag.tengen"));
  const auto settings = clock::GameSettings::same(clock::ClockSettings::fast(kMinute, 3, 30'000));
  // No stored clock on board 1: nothing to stop.
  CHECK_FALSE(db::stopStoredClock(*store, 1, 1, Player::Black, kT0));
  {
    db::BoardClockSession s(*store, 1, 2, settings, {500'000, kT0});
    REQUIRE(s.run({500'000, kT0}, [](clock::GameClock& c, clock::Ms t) { return c.start(t); }) ==
            clock::Refusal::None);
  }
  // Another process (its monotonic clock unrelated) reports Black's flag 20 s later by the wall.
  REQUIRE(db::stopStoredClock(*store, 1, 2, Player::Black, kT0 + pt::seconds(20)));
  db::ClockJournalStore clocks(*store);
  const db::StoredClock stored = clocks.load(*clocks.clockId(1, 2));
  REQUIRE(stored.journal.size() == 2);
  CHECK(stored.journal.back().kind == clock::EventKind::Flag);
  CHECK(stored.journal.back().player == Player::Black);
  CHECK(stored.journal.back().at == 520'000);
  CHECK(stored.journal.back().utc == kT0 + pt::seconds(20));
  const clock::GameClock c = clock::GameClock::rebuild(stored.settings, stored.journal);
  CHECK(c.phase() == clock::Phase::Over);
  CHECK(c.outcome().loses[0]);
  // Stopped already: a second report journals nothing.
  CHECK_FALSE(db::stopStoredClock(*store, 1, 2, Player::Black, kT0 + pt::seconds(30)));
  CHECK(clocks.load(*clocks.clockId(1, 2)).journal.size() == 2);
}

TEST_CASE("a board clock session notices a sleep while running and journals it as a note") {
  test::TempDir dir;
  auto store = flagEvent(dir.file("flag.tengen"));
  const auto settings = clock::GameSettings::same(clock::ClockSettings::fast(kMinute, 3, 30'000));
  db::BoardClockSession s(*store, 1, 1, settings, {1000, kT0});
  CHECK_FALSE(s.watch({1000, kT0 + pt::minutes(5)}));  // not started: nothing to alert
  REQUIRE(s.run({2000, kT0 + pt::minutes(5)}, [](clock::GameClock& c, clock::Ms t) {
    return c.start(t);
  }) == clock::Refusal::None);
  CHECK_FALSE(s.watch({3000, kT0 + pt::minutes(5) + pt::seconds(1)}));
  // 1.5 s more wall than monotonic time is within the tolerance (NTP slews, timer jitter).
  CHECK_FALSE(s.watch({4000, kT0 + pt::minutes(5) + pt::milliseconds(3500)}));
  const auto slept = s.watch({5000, kT0 + pt::minutes(15) + pt::milliseconds(3500)});
  REQUIRE(slept);
  CHECK(slept->asleep == 9 * kMinute + 59'000);
  db::ClockJournalStore clocks(*store);
  const clock::Journal j = clocks.load(*clocks.clockId(1, 1)).journal;
  REQUIRE(j.size() == 2);
  CHECK(j.back().kind == clock::EventKind::Note);
  CHECK(j.back().at == 5000);
  CHECK(j.back().amount == 9 * kMinute + 59'000);
  CHECK(db::unconfirmedSleep(j) == 9 * kMinute + 59'000);
  CHECK(s.clock().view(Player::Black, 5000).main == kMinute - 3000);  // the sleep is not counted
}

TEST_CASE("the clock's own flag report keeps a result entered before the flag fell") {
  test::TempDir dir;
  auto store = flagEvent(dir.file("flag.tengen"));
  auto at = [&](clock::Ms mono) { return db::ClockNow{mono, kT0 + pt::milliseconds(mono)}; };
  const auto settings = clock::GameSettings::same(clock::ClockSettings::fast(0, 1, 30'000));
  db::BoardClockSession s(*store, 1, 1, settings, at(0));
  REQUIRE(s.run(at(0), [](clock::GameClock& c, clock::Ms t) { return c.start(t); }) ==
          clock::Refusal::None);
  tengen::test::StoreRows::setResult(
      *store, 1, 1, pairing::Result::parse("W+R"));  // Black resigned, the clock ran on
  s.update(at(31'000));
  CHECK(s.clock().outcome().over);  // the clock itself shows the flag
  CHECK_FALSE(s.flag());
  CHECK(test::storedResult(*store, 1)->toString() == "W+R");
  CHECK(db::LedgerStore(*store).entries(1, 1).empty());
  CHECK_FALSE(db::recordClockFlag(*store, 1, 1, Player::Black));
  // Without a result the clock's report records the loss on time, and again returns that entry.
  const auto first = db::recordClockFlag(*store, 1, 2, Player::White);
  REQUIRE(first);
  CHECK_FALSE(first->alreadyRecorded);
  CHECK(test::storedResult(*store, 2)->toString() == "B+T");
  const auto second = db::recordClockFlag(*store, 1, 2, Player::White);
  REQUIRE(second);
  CHECK(second->alreadyRecorded);
  CHECK(second->entry.id == first->entry.id);
}

TEST_CASE("an ordinary close is journalled and its reopen needs no check, unlike a crash") {
  test::TempDir dir;
  auto store = flagEvent(dir.file("close.tengen"));
  auto at = [&](clock::Ms mono) { return db::ClockNow{mono, kT0 + pt::milliseconds(mono)}; };
  const auto settings = clock::GameSettings::same(clock::ClockSettings::fast(kMinute, 3, 30'000));
  auto journal = [&] {
    db::ClockJournalStore clocks(*store);
    return clocks.load(*clocks.clockId(1, 1)).journal;
  };
  {
    db::BoardClockSession s(*store, 1, 1, settings, at(0));
    s.close(at(500));  // nothing stored yet: nothing to record
    CHECK_FALSE(s.stored());
    REQUIRE(s.run(at(1000), [](clock::GameClock& c, clock::Ms t) { return c.start(t); }) ==
            clock::Refusal::None);
    s.close(at(4000));
    s.close(at(4500));  // closing twice records one close
  }
  REQUIRE(journal().size() == 2);
  CHECK(journal().back().kind == clock::EventKind::Note);
  CHECK(journal().back().count == static_cast<int>(clock::NoteKind::Closed));
  CHECK(journal().back().at == 4000);
  {
    db::BoardClockSession s(*store, 1, 1, std::nullopt, at(14'000));
    CHECK(s.resumedRunning());
    CHECK(s.resumedAfterClose());
    CHECK_FALSE(s.needsResumeCheck());
    CHECK(s.clock().view(Player::Black, 14'000).main == kMinute - 13'000);  // it ran on
    CHECK(journal().back().count == static_cast<int>(clock::NoteKind::Reopened));
  }
  {
    // The reopened session ends without a close (a crash): the next opening sees it.
    db::BoardClockSession s(*store, 1, 1, std::nullopt, at(14'500));
    CHECK_FALSE(s.resumedAfterClose());
    CHECK(s.needsResumeCheck());
    REQUIRE(s.run(at(15'000), [](clock::GameClock& c, clock::Ms t) { return c.move(t); }) ==
            clock::Refusal::None);
  }  // a crash: White's clock runs, no close on record
  {
    db::BoardClockSession s(*store, 1, 1, std::nullopt, at(20'000));
    CHECK(s.resumedRunning());
    CHECK_FALSE(s.resumedAfterClose());
    CHECK(s.needsResumeCheck());
    REQUIRE(s.run(at(20'000), [](clock::GameClock& c, clock::Ms t) { return c.pause(t); }) ==
            clock::Refusal::None);
    const std::size_t before = journal().size();
    s.close(at(21'000));  // a paused clock is not running: nothing to record
    CHECK(journal().size() == before);
    REQUIRE(s.run(at(22'000), [](clock::GameClock& c, clock::Ms t) { return c.resume(t); }) ==
            clock::Refusal::None);
    // The computer slept just before the window was closed: the sleep is on record first.
    s.close({23'000, kT0 + pt::milliseconds(23'000) + pt::minutes(10)});
    const clock::Journal j = journal();
    REQUIRE(j.size() == before + 3);
    CHECK(j[j.size() - 2].count == static_cast<int>(clock::NoteKind::Slept));
    CHECK(j.back().count == static_cast<int>(clock::NoteKind::Closed));
  }
  // Closed, then the computer slept 5 minutes before the reopen: the referee must check.
  db::BoardClockSession s(*store, 1, 1, std::nullopt,
                          {33'000, kT0 + pt::milliseconds(33'000) + pt::minutes(15)});
  CHECK(s.resumedAfterClose());
  CHECK(s.resumeCheck().slept);
  CHECK(s.needsResumeCheck());
}
