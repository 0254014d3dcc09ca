// The clock journal in the event store: one row per event, stored before the command returns,
// append-only, and recovery of running clocks after a restart.
#include <doctest/doctest.h>

#include <QSqlQuery>
#include <boost/date_time/posix_time/posix_time.hpp>

#include "db/store/clock_journal_store.h"
#include "db/store/store_error.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/temp_dir.h"

using namespace tengen::clock;
using tengen::db::ClockJournalStore;
using tengen::db::EventStore;
namespace pt = boost::posix_time;

namespace {

tengen::pairing::Event sampleEvent() {
  tengen::pairing::Event e;
  e.name = "Clock Cup";
  e.rounds = 5;
  return e;
}

const pt::ptime kT0(boost::gregorian::date(2026, 12, 5), pt::hours(9));
// Wall time of a monotonic instant when monotonic 0 was kT0.
pt::ptime wall(Ms mono) {
  return kT0 + pt::milliseconds(mono);
}

}  // namespace

TEST_CASE("the schema has the clock tables at version 20 or later") {
  tengen::test::TempDir dir;
  auto store = EventStore::create(dir.file("e.tengen"), sampleEvent());
  CHECK(store->schemaVersion() >= 20);
  ClockJournalStore clocks(*store);
  const GameSettings g = GameSettings::same(ClockSettings::chinese(60 * kMinute, 5), 30 * kMinute);
  const std::int64_t id = clocks.createClock(1, 3, g, kT0);
  CHECK(clocks.clockId(1, 3) == id);
  CHECK_FALSE(clocks.clockId(1, 4));
  CHECK_THROWS_AS(clocks.createClock(1, 3, g, kT0), tengen::db::StoreError);
  const auto loaded = clocks.load(id);
  CHECK(loaded.settings.black.main == 55 * kMinute);
  CHECK(loaded.settings.white.periodCount() == 5);
  CHECK(loaded.settings.lateLimit == 30 * kMinute);
}

TEST_CASE("every command's events are stored before it returns, and replay to the same clock") {
  tengen::test::TempDir dir;
  const QString path = dir.file("e.tengen");
  auto store = EventStore::create(path, sampleEvent());
  ClockJournalStore clocks(*store);
  const GameSettings g = GameSettings::same(ClockSettings::chinese(2 * kMinute, 1));
  const std::int64_t id = clocks.createClock(1, 1, g, kT0);
  GameClock clock(g);
  auto run = [&](Ms at, auto command) {
    return clocks.commit(id, clock, at, wall(at), [&](GameClock& c) { return command(c, at); });
  };
  CHECK(run(0, [](GameClock& c, Ms at) { return c.start(at); }) == Refusal::None);
  CHECK(run(30 * kSecond, [](GameClock& c, Ms at) { return c.move(at); }) == Refusal::None);
  // Seen through a second connection at once: committed, not cached.
  {
    auto other = EventStore::open(path);
    CHECK(ClockJournalStore(*other).load(id).journal.size() == 2);
  }
  CHECK(run(40 * kSecond, [](GameClock& c, Ms at) { return c.pause(at); }) == Refusal::None);
  CHECK(run(50 * kSecond, [](GameClock& c, Ms at) { return c.resume(at); }) == Refusal::None);
  CHECK(run(55 * kSecond, [](GameClock& c, Ms at) {
          return c.adjust(Player::White, -5 * kSecond, at);
        }) == Refusal::None);
  // White: 60 s main - 10 s - 5 s thought - 5 s taken = 40 s at 55 s, then the last minute: the
  // flag fell at 155 s; a press at 4 minutes finds it, journalled first at its own instant.
  CHECK(run(4 * kMinute, [](GameClock& c, Ms at) { return c.move(at); }) == Refusal::GameOver);
  const auto stored = clocks.load(id);
  REQUIRE(stored.journal.size() == clock.journal().size());
  CHECK(stored.journal.back().kind == EventKind::Flag);
  CHECK(stored.journal.back().player == Player::White);
  CHECK(stored.journal.back().at == 55 * kSecond + 40 * kSecond + kMinute);
  CHECK(stored.journal.back().utc == wall(stored.journal.back().at));
  CHECK(stored.journal[4].amount == -5 * kSecond);
  const GameClock again = GameClock::rebuild(stored.settings, stored.journal);
  CHECK(again.outcome().over);
  CHECK(again.outcome().loses[1]);
  CHECK(again.outcome().at == clock.outcome().at);
}

TEST_CASE("the journal is append-only in the database") {
  tengen::test::TempDir dir;
  auto store = EventStore::create(dir.file("e.tengen"), sampleEvent());
  ClockJournalStore clocks(*store);
  const GameSettings g = GameSettings::same(ClockSettings::absolute(kHour));
  const std::int64_t id = clocks.createClock(1, 1, g, kT0);
  GameClock clock(g);
  clocks.commit(id, clock, 0, kT0, [](GameClock& c) { return c.start(0); });
  CHECK_THROWS_AS(store->exec(QStringLiteral("UPDATE clock_event SET at_ms = 5")),
                  tengen::db::StoreError);
  CHECK_THROWS_AS(store->exec(QStringLiteral("DELETE FROM clock_event")), tengen::db::StoreError);
  CHECK(clocks.load(id).journal.size() == 1);
}

TEST_CASE(
    "recovery after a kill: running clocks come back with the gap charged to the player to move") {
  tengen::test::TempDir dir;
  const QString path = dir.file("e.tengen");
  const GameSettings g = GameSettings::same(ClockSettings::chinese(10 * kMinute, 3));
  {
    auto store = EventStore::create(path, sampleEvent());
    ClockJournalStore clocks(*store);
    for (int board = 1; board <= 3; ++board) {
      const std::int64_t id = clocks.createClock(2, board, g, kT0);
      GameClock clock(g);
      clocks.commit(id, clock, 1000, wall(1000), [](GameClock& c) { return c.start(1000); });
      clocks.commit(id, clock, 61000, wall(61000),
                    [](GameClock& c) { return c.move(61000); });  // White to move
      if (board == 2)
        clocks.commit(id, clock, 70000, wall(70000), [](GameClock& c) { return c.seal(70000); });
      if (board == 3)  // a finished game is not brought back
        clocks.commit(id, clock, 70000, wall(70000),
                      [](GameClock& c) { return c.adjust(Player::White, -kHour, 70000); });
    }
    clocks.createClock(2, 4, g, kT0);  // never started
  }                                    // the program dies here

  auto store = EventStore::open(path);
  ClockJournalStore clocks(*store);
  SUBCASE("same boot: the monotonic gap is charged") {
    const Ms now = 61000 + 20000;
    auto recovered = clocks.recover(now, wall(now));
    REQUIRE(recovered.size() == 2);
    const auto& running = recovered[0];
    CHECK(running.board == 1);
    CHECK_FALSE(running.check.rebooted);
    CHECK_FALSE(running.check.slept);
    CHECK(running.check.gap == 20000);
    CHECK(running.charged == Player::White);
    CHECK(running.clock.view(Player::White, now).main == 7 * kMinute - 20000);
    CHECK(running.clock.view(Player::Black, now).main == 6 * kMinute);
    const auto& adjourned = recovered[1];
    CHECK(adjourned.board == 2);
    CHECK(adjourned.clock.phase() == Phase::Adjourned);
  }
  SUBCASE("the machine slept: monotonic time stood still, wall time went on") {
    const Ms now = 61000 + 3000;
    auto recovered = clocks.recover(now, wall(now) + pt::minutes(10));
    REQUIRE_FALSE(recovered.empty());
    CHECK(recovered[0].check.slept);
    CHECK(recovered[0].check.gap == 3000);
  }
  SUBCASE("a reboot: the journal's time line continues from wall time") {
    const Ms bootMono = 500;  // the new boot's monotonic clock
    auto recovered = clocks.recover(bootMono, wall(61000) + pt::seconds(30));
    REQUIRE(recovered.size() == 2);
    const auto& r = recovered[0];
    CHECK(r.check.rebooted);
    CHECK(r.check.gap == 30000);
    CHECK(r.check.offset == 61000 + 30000 - bootMono);
    CHECK(r.clock.view(Player::White, bootMono + r.check.offset).main == 7 * kMinute - 30000);
  }
}

TEST_CASE("on PostgreSQL the journal is stored, append-only, and recovered the same way") {
  tengen::test::PgTestDatabase pg;  // a fresh database, dropped at the end
  const QString url = pg.url(QStringLiteral("clock"));
  const GameSettings g = GameSettings::same(ClockSettings::japanese(kMinute, 2, 30 * kSecond));
  {
    auto store = EventStore::create(url, sampleEvent());
    ClockJournalStore clocks(*store);
    const std::int64_t id = clocks.createClock(1, 7, g, kT0);
    GameClock clock(g);
    clocks.commit(id, clock, 0, wall(0), [](GameClock& c) { return c.start(0); });
    clocks.commit(id, clock, 20000, wall(20000), [](GameClock& c) { return c.move(20000); });
    CHECK_THROWS_AS(store->exec(QStringLiteral("UPDATE clock_event SET at_ms = 5")),
                    tengen::db::StoreError);
  }
  auto store = EventStore::open(url);
  ClockJournalStore clocks(*store);
  const auto recovered = clocks.recover(30000, wall(30000));
  REQUIRE(recovered.size() == 1);
  CHECK(recovered[0].board == 7);
  CHECK(recovered[0].charged == Player::White);
  CHECK(recovered[0].check.gap == 10000);
  CHECK(recovered[0].clock.view(Player::White, 30000).main == 50000);
  CHECK(recovered[0].clock.view(Player::Black, 30000).main == 40000);
}
