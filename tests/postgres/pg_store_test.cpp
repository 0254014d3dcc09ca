// The event store on PostgreSQL, in process: concurrent result entry (version checks, idempotent
// entry), the live change feed, a connection killed mid-transaction, and the SQL translation.
#include <doctest/doctest.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <atomic>
#include <chrono>
#include <memory>
#include <thread>
#include <utility>

#include "db/store/event_store.h"
#include "db/store/pg_change_feed.h"
#include "db/store/pg_dialect.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"
#include "tests/support/store_rows.h"
#include "tests/support/thrown.h"

using namespace tengen;
using namespace tengen::pairing;
using db::EventStore;
using db::StoreError;
using test::PgTestDatabase;

namespace {

// An event with `boards` games in round 1 (2 players per board).
std::unique_ptr<EventStore> eventWithRound(const QString& url, int boards) {
  return test::EventFixture("Concurrency Cup")
      .numberedPlayers(2 * boards, "2d")
      .round(1)
      .pairInOrder()
      .create(url);
}

// That event, open in two connections (two desks, or a desk and what disturbs it).
std::pair<std::unique_ptr<EventStore>, std::unique_ptr<EventStore>> twoConnections(
    const QString& url, int boards) {
  auto first = eventWithRound(url, boards);
  return {std::move(first), EventStore::open(url)};
}

Game gameOf(EventStore& store, int round, int board) {
  auto r = store.round(round);
  REQUIRE(r);
  for (const Game& g : r->games)
    if (g.board == board) return g;
  FAIL("no such board");
  return {};
}

StoreError::Kind kindOf(const std::function<void()>& f) {
  return test::thrown<StoreError>(f).kind();
}

// Waits (processing Qt events) until `done` or 10 s; returns the milliseconds waited.
double waitFor(const std::function<bool()>& done) {
  QElapsedTimer timer;
  timer.start();
  while (!done() && timer.elapsed() < 10000)
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
  return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

}  // namespace

TEST_CASE(
    "two desks enter the same result concurrently: one wins, the other is told, nothing lost") {
  PgTestDatabase pg;
  const QString url = pg.url(QStringLiteral("cup"));
  auto [desk1, desk2] = twoConnections(url, 2);
  const Game read1 = gameOf(*desk1, 1, 1), read2 = gameOf(*desk2, 1, 1);
  REQUIRE(read1.version == read2.version);

  // Desk 1 writes inside its transaction; desk 2 writes the same game meanwhile (from its own
  // thread), is held by the row lock, and once desk 1 commits finds its version stale.
  std::atomic<bool> desk2Done{false};
  std::optional<StoreError::Kind> desk2Error;
  std::thread second;
  desk1->transaction([&] {
    tengen::test::StoreRows::setResult(*desk1, 1, 1, Result::parse("B+R"), read1.version);
    second = std::thread([&] {
      try {
        tengen::test::StoreRows::setResult(*desk2, 1, 1, Result::parse("W+0.5"), read2.version);
      } catch (const StoreError& e) {
        desk2Error = e.kind();
      }
      desk2Done = true;
    });
    // Desk 2 is really waiting on desk 1's row lock before desk 1 commits.
    bool waiting = false;
    for (int i = 0; i < 500 && !waiting; ++i) {
      // Inside desk 1's transaction PostgreSQL keeps its first copy of pg_stat_activity: desk 2,
      // connected after it, would never be seen without a fresh one.
      desk1->exec(QStringLiteral("SELECT pg_stat_clear_snapshot()"));
      // This database's sessions only: other tests share the server.
      QSqlQuery q = desk1->exec(QStringLiteral(
          "SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT "
          "l.granted AND a.datname = current_database()"));
      waiting = q.next() && q.value(0).toInt() > 0;
      if (!waiting) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    CHECK(waiting);
    CHECK_FALSE(desk2Done.load());
  });
  second.join();
  REQUIRE(desk2Error);
  CHECK(*desk2Error == StoreError::Kind::StaleVersion);
  Game now = gameOf(*desk2, 1, 1);
  CHECK(now.result->toString() == "B+R");
  CHECK(now.version == read1.version + 1);

  // Desk 2 reloads, sees both values, and its deliberate change is stored on top: nothing lost.
  tengen::test::StoreRows::setResult(*desk2, 1, 1, Result::parse("W+0.5"), now.version);
  now = gameOf(*desk1, 1, 1);
  CHECK(now.result->toString() == "W+0.5");
  CHECK(now.version == read1.version + 2);

  // Entering the same result twice is one change, even from a stale read.
  tengen::test::StoreRows::setResult(*desk1, 1, 1, Result::parse("W+0.5"), read1.version);
  tengen::test::StoreRows::setResult(*desk1, 1, 1, Result::parse("W+0.5"));
  CHECK(gameOf(*desk1, 1, 1).version == read1.version + 2);
  // A different result over a stale read is refused; an unknown board too.
  CHECK(kindOf([&] {
          tengen::test::StoreRows::setResult(*desk1, 1, 1, Result::parse("B+R"), read1.version);
        }) == StoreError::Kind::StaleVersion);
  CHECK(kindOf([&] {
          tengen::test::StoreRows::setResult(*desk1, 1, 9, Result::parse("B+R"), 1);
        }) == StoreError::Kind::NoSuchGame);
  CHECK(gameOf(*desk2, 1, 1).result->toString() == "W+0.5");
}

TEST_CASE("many clients racing on the same games: every change is either stored or refused") {
  PgTestDatabase pg;
  const QString url = pg.url(QStringLiteral("race"));
  const int boards = 10, clients = 6;
  eventWithRound(url, boards);
  std::atomic<int> stored{0}, refused{0};
  std::vector<std::thread> threads;
  for (int c = 0; c < clients; ++c)
    threads.emplace_back([&, c] {
      auto store = EventStore::open(url);
      for (int b = 1; b <= boards; ++b) {
        try {
          // Each client's own result (different margins), all based on the first version.
          Result r = *Result::parse("B+" + std::to_string(c) + ".5");
          tengen::test::StoreRows::setResult(*store, 1, b, r, 1);
          ++stored;
        } catch (const StoreError& e) {
          if (e.kind() == StoreError::Kind::StaleVersion) ++refused;
        }
      }
    });
  for (auto& t : threads) t.join();
  CHECK(stored.load() == boards);  // exactly one winner per game
  CHECK(refused.load() == boards * (clients - 1));
  auto store = EventStore::open(url);
  const auto round = store->round(1);
  REQUIRE(round);
  for (const Game& g : round->games) {
    CHECK(g.version == 2);
    CHECK(g.result);
  }
}

TEST_CASE("the change feed tells a listener which row changed, within moments of the commit") {
  PgTestDatabase pg;
  const QString url = pg.url(QStringLiteral("feed"));
  auto store = eventWithRound(url, 3);
  auto other = EventStore::create(pg.url(QStringLiteral("other")), [] {
    Event e;
    e.name = "Other";
    return e;
  }());
  db::ChangeFeed feed(url, store->eventId());
  std::vector<db::Change> seen;
  QObject::connect(&feed, &db::ChangeFeed::changed,
                   [&](const db::Change& c) { seen.push_back(c); });

  Player p;
  p.name = "Late";
  p.rank = *Rank::parse("1k");
  other->addPlayer(p);  // another event's change: filtered out
  QElapsedTimer sinceCommit;
  tengen::test::StoreRows::setResult(*store, 1, 2, Result::parse("W+R"));
  sinceCommit.start();
  const double waited = waitFor([&] {
    for (const auto& c : seen)
      if (c.table == QLatin1String("game")) return true;
    return false;
  });
  REQUIRE_FALSE(seen.empty());
  const db::Change& c = seen.back();
  CHECK(c.table == QStringLiteral("game"));
  CHECK(c.op == QStringLiteral("update"));
  CHECK(c.eventId == store->eventId());
  REQUIRE(c.round);
  REQUIRE(c.board);
  CHECK(*c.round == 1);
  CHECK(*c.board == 2);
  CHECK(c.version == gameOf(*store, 1, 2).version);
  for (const auto& s : seen) CHECK(s.table != QStringLiteral("player"));  // the other event's
  MESSAGE("change feed delay after commit: " << sinceCommit.nsecsElapsed() / 1e6 << " ms (waited "
                                             << waited << " ms)");

  // A rolled-back change tells nobody; a committed one of each kind does.
  seen.clear();
  CHECK_THROWS(store->transaction([&] {
    tengen::test::StoreRows::setResult(*store, 1, 3, Result::parse("B+R"));
    throw std::runtime_error("desk cancelled");
  }));
  p.name = "Registered";
  store->addPlayer(p);
  waitFor([&] { return !seen.empty(); });
  REQUIRE(seen.size() == 1);
  CHECK(seen[0].table == QStringLiteral("player"));
  CHECK(seen[0].op == QStringLiteral("insert"));
}

TEST_CASE(
    "a connection killed mid-transaction leaves no half-written change, and the client recovers") {
  PgTestDatabase pg;
  const QString url = pg.url(QStringLiteral("kill"));
  auto [desk, killer] = twoConnections(url, 3);
  QSqlQuery pidQuery = desk->exec(QStringLiteral("SELECT pg_backend_pid()"));
  REQUIRE(pidQuery.next());
  const qlonglong pid = pidQuery.value(0).toLongLong();

  CHECK(kindOf([&] {
          desk->transaction([&] {
            tengen::test::StoreRows::setResult(*desk, 1, 1, Result::parse("B+R"));
            tengen::test::StoreRows::setResult(*desk, 1, 2, Result::parse("W+R"));
            QSqlQuery kill = killer->exec(QStringLiteral("SELECT pg_terminate_backend(?)"), {pid});
            REQUIRE(kill.next());
            REQUIRE(kill.value(0).toBool());
            tengen::test::StoreRows::setResult(*desk, 1, 3,
                                               Result::parse("B+T"));  // the connection is gone
          });
        }) == StoreError::Kind::Database);
  // Nothing of the transaction arrived.
  const auto untouched = killer->round(1);
  REQUIRE(untouched);
  for (const Game& g : untouched->games) {
    CHECK_FALSE(g.result);
    CHECK(g.version == 1);
  }
  // The desk reconnects on its next change and resubmits.
  desk->transaction([&] {
    tengen::test::StoreRows::setResult(*desk, 1, 1, Result::parse("B+R"), 1);
    tengen::test::StoreRows::setResult(*desk, 1, 2, Result::parse("W+R"), 1);
    tengen::test::StoreRows::setResult(*desk, 1, 3, Result::parse("B+T"), 1);
  });
  QSqlQuery newPid = desk->exec(QStringLiteral("SELECT pg_backend_pid()"));
  REQUIRE(newPid.next());
  CHECK(newPid.value(0).toLongLong() != pid);
  const auto games = killer->round(1)->games;
  REQUIRE(games.size() == 3);
  CHECK(games[0].result->toString() == "B+R");
  CHECK(games[1].result->toString() == "W+R");
  CHECK(games[2].result->toString() == "B+T");
  // A read after a kill outside any transaction recovers too.
  killer->exec(QStringLiteral("SELECT pg_terminate_backend(?)"), {newPid.value(0).toLongLong()});
  CHECK_THROWS_AS(desk->players(), StoreError);
  CHECK(desk->players().size() == 6);
}

TEST_CASE("migrations written for SQLite are translated for PostgreSQL") {
  using db::translateToPostgres;
  CHECK(translateToPostgres(QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                                           "x REAL NOT NULL, b BLOB, n INTEGER)")) ==
        QStringList{
            QStringLiteral("CREATE TABLE t (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY "
                           "KEY, x DOUBLE PRECISION NOT NULL, b BYTEA, n BIGINT)")});
  CHECK(translateToPostgres(QStringLiteral("PRAGMA foreign_keys = ON")).isEmpty());
  const QStringList trigger =
      translateToPostgres(QStringLiteral("CREATE TRIGGER j_no_update BEFORE UPDATE ON j\n BEGIN "
                                         "SELECT RAISE(ABORT, 'it''s append-only'); END"));
  REQUIRE(trigger.size() == 2);
  CHECK(trigger[0].contains(QStringLiteral("FUNCTION j_no_update_refuse()")));
  CHECK(trigger[0].contains(QStringLiteral("'it''s append-only'")));
  CHECK(trigger[1] ==
        QStringLiteral("CREATE TRIGGER j_no_update BEFORE UPDATE ON j FOR EACH ROW EXECUTE "
                       "FUNCTION j_no_update_refuse()"));
  CHECK_THROWS_AS(translateToPostgres(QStringLiteral("CREATE TRIGGER x AFTER INSERT ON t BEGIN "
                                                     "UPDATE t SET a = 1; END")),
                  StoreError);
  db::Sql only = db::Sql::sqliteOnly("PRAGMA x");
  CHECK(db::statementsFor(only, db::Dialect::PostgreSQL).isEmpty());
  CHECK(db::statementsFor(only, db::Dialect::SQLite) == QStringList{QStringLiteral("PRAGMA x")});
  db::Sql both = db::Sql::perDialect("A INTEGER", "B INTEGER");
  CHECK(db::statementsFor(both, db::Dialect::PostgreSQL) ==
        QStringList{QStringLiteral("B INTEGER")});
}

TEST_CASE("lockForAppend makes concurrent appenders to one journal take turns") {
  PgTestDatabase pg;
  const QString url = pg.url(QStringLiteral("journal"));
  auto [first, second] = twoConnections(url, 1);
  std::atomic<bool> secondIn{false};
  std::thread other;
  first->transaction([&] {
    first->lockForAppend(QStringLiteral("referee_entry"));
    other = std::thread([&] {
      second->transaction([&] {
        second->lockForAppend(QStringLiteral("referee_entry"));
        secondIn = true;
      });
    });
    bool waiting = false;
    for (int i = 0; i < 500 && !waiting; ++i) {
      QSqlQuery q = first->exec(QStringLiteral(
          "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"));
      waiting = q.next() && q.value(0).toInt() > 0;
      if (!waiting) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    CHECK(waiting);
    CHECK_FALSE(secondIn.load());
    // Another journal, or the same journal of another event, is not held up.
    auto elsewhere = EventStore::create(pg.url(QStringLiteral("elsewhere")), [] {
      Event e;
      e.name = "Elsewhere";
      return e;
    }());
    elsewhere->transaction([&] { elsewhere->lockForAppend(QStringLiteral("referee_entry")); });
  });
  other.join();
  CHECK(secondIn.load());
  CHECK_THROWS_AS(first->lockForAppend(QStringLiteral("referee_entry")), StoreError);
}

TEST_CASE("a PostgreSQL store connects with a timeout and keepalives, the URL's own options win") {
  PgTestDatabase pg;
  auto store = eventWithRound(pg.url(QStringLiteral("cup")), 1);
  const QString defaults = store->database().connectOptions();
  CHECK(defaults.contains(QStringLiteral("connect_timeout=5")));
  CHECK(defaults.contains(QStringLiteral("keepalives=1")));
  auto tuned = EventStore::open(pg.url(QStringLiteral("cup")) +
                                QStringLiteral("&connect_timeout=9&keepalives_idle=30"));
  const QString own = tuned->database().connectOptions();
  CHECK(own.contains(QStringLiteral("connect_timeout=9")));
  CHECK_FALSE(own.contains(QStringLiteral("connect_timeout=5")));
  CHECK(own.contains(QStringLiteral("keepalives_idle=30")));
  CHECK(own.contains(QStringLiteral("keepalives=1")));
  CHECK(gameOf(*tuned, 1, 1).board == 1);  // and it works
}
