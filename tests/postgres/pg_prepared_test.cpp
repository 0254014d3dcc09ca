// Prepared statements on PostgreSQL (db/store/pg_statements.h): a statement used again runs as
// the server's prepared statement with the same answers as inline; one PostgreSQL cannot prepare
// stays inline without aborting the caller's transaction; a session reset or a reconnect behind
// the store does not break it.
#include <doctest/doctest.h>

#include <QSqlQuery>

#include "db/store/event_store.h"
#include "db/store/pg_statements.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"

using namespace tengen;
using db::EventStore;
using db::PgStatements;
using test::PgTestDatabase;

namespace {

std::unique_ptr<EventStore> smallEvent(const QString& url) {
  return test::EventFixture("Prepared Cup").numberedPlayers(4, "2d").create(url);
}

// How many statements this connection holds prepared under Tengen's names.
int preparedCount(EventStore& store) {
  QSqlQuery q = store.exec(
      QStringLiteral("SELECT count(*) FROM pg_prepared_statements WHERE name LIKE 'tengen_s%'"));
  REQUIRE(q.next());
  return q.value(0).toInt();
}

QString echo(EventStore& store, const QVariant& text, const QVariant& number) {
  QSqlQuery q = store.exec(
      QStringLiteral("SELECT CAST(? AS TEXT) || '|' || COALESCE(CAST(? AS BIGINT), -1) || '|?'"),
      {text, number});
  REQUIRE(q.next());
  return q.value(0).toString();
}

}  // namespace

TEST_CASE("PgStatements numbers placeholders outside quoted literals and only for DML") {
  CHECK(
      PgStatements::numbered(QStringLiteral("SELECT a FROM t WHERE b = ? AND c = '?' AND d = ?")) ==
      QStringLiteral("SELECT a FROM t WHERE b = $1 AND c = '?' AND d = $2"));
  CHECK(PgStatements::numbered(QStringLiteral("  with u AS (UPDATE t SET a = ?) SELECT 1")) ==
        QStringLiteral("  with u AS (UPDATE t SET a = $1) SELECT 1"));
  CHECK_FALSE(PgStatements::numbered(QStringLiteral("CREATE TABLE t (a TEXT DEFAULT ?)")));
  CHECK_FALSE(PgStatements::numbered(QStringLiteral("SELECT 1")));  // nothing to bind
  CHECK_FALSE(PgStatements::numbered(QStringLiteral("DO $$ BEGIN PERFORM ?; END $$")));
  CHECK_FALSE(PgStatements::numbered(QStringLiteral("SELECT $1 || ?")));
}

TEST_CASE("a statement used again runs prepared on PostgreSQL, with the answers it gave inline" *
          tengen::test::needsPostgres()) {
  PgTestDatabase pg;
  auto store = smallEvent(pg.url(QStringLiteral("prepared")));
  const int before = preparedCount(*store);
  CHECK(echo(*store, QStringLiteral("it's"), 7) == QStringLiteral("it's|7|?"));  // inline
  CHECK(echo(*store, QStringLiteral("a \"b\" \\ c"), QVariant(QMetaType(QMetaType::LongLong))) ==
        QStringLiteral("a \"b\" \\ c|-1|?"));  // prepared now
  CHECK(echo(*store, QStringLiteral("汉字"), Q_INT64_C(12345678901)) ==
        QStringLiteral("汉字|12345678901|?"));
  CHECK(preparedCount(*store) == before + 1);
  // The store's own reads (a player list read twice) come back the same either way.
  const auto first = store->players();
  const auto second = store->players();
  REQUIRE(first.size() == 4);
  CHECK(second.size() == first.size());
  CHECK(second.back().name == first.back().name);
}

TEST_CASE(
    "a value that would change meaning as a parameter (a fraction) keeps the statement inline" *
    tengen::test::needsPostgres()) {
  PgTestDatabase pg;
  auto store = smallEvent(pg.url(QStringLiteral("fraction")));
  const int before = preparedCount(*store);
  // Inline, 1.5 = 2 is false; as a bigint parameter 1.5 would round to 2 and compare true.
  for (int i = 0; i < 3; ++i) {
    QSqlQuery q = store->exec(QStringLiteral("SELECT CAST(2 AS BIGINT) = ?"), {1.5});
    REQUIRE(q.next());
    CHECK_FALSE(q.value(0).toBool());
  }
  CHECK(preparedCount(*store) == before);
}

TEST_CASE("a statement PostgreSQL cannot prepare stays inline and the transaction goes on" *
          tengen::test::needsPostgres()) {
  PgTestDatabase pg;
  auto store = smallEvent(pg.url(QStringLiteral("unpreparable")));
  store->transaction([&] {
    for (int i = 0; i < 3; ++i) {  // "$1 IS NULL": a parameter of no type PostgreSQL can infer
      QSqlQuery q = store->exec(QStringLiteral("SELECT ? IS NULL"), {QStringLiteral("x")});
      REQUIRE(q.next());
      CHECK_FALSE(q.value(0).toBool());
    }
    store->exec(QStringLiteral("UPDATE event SET venue = ? WHERE id = ?"),
                {QStringLiteral("Hall A"), QVariant::fromValue(store->eventId())});
  });
  auto reader = EventStore::open(pg.url(QStringLiteral("unpreparable")));
  QSqlQuery venue = reader->exec(QStringLiteral("SELECT venue FROM event WHERE id = ?"),
                                 {QVariant::fromValue(reader->eventId())});
  REQUIRE(venue.next());
  CHECK(venue.value(0).toString() == QStringLiteral("Hall A"));
}

TEST_CASE("prepared statements dropped behind the store's back are prepared again" *
          tengen::test::needsPostgres()) {
  PgTestDatabase pg;
  auto store = smallEvent(pg.url(QStringLiteral("reset")));
  CHECK(echo(*store, QStringLiteral("one"), 1) == QStringLiteral("one|1|?"));
  CHECK(echo(*store, QStringLiteral("two"), 2) == QStringLiteral("two|2|?"));
  store->exec(QStringLiteral("DEALLOCATE ALL"));  // as a pooler's session reset would
  CHECK(echo(*store, QStringLiteral("three"), 3) == QStringLiteral("three|3|?"));
  CHECK(echo(*store, QStringLiteral("four"), 4) == QStringLiteral("four|4|?"));
  CHECK(echo(*store, QStringLiteral("five"), 5) == QStringLiteral("five|5|?"));  // prepared again
  CHECK(preparedCount(*store) >= 1);
}

TEST_CASE("after a reconnect the store prepares its statements on the new session" *
          tengen::test::needsPostgres()) {
  PgTestDatabase pg;
  const QString url = pg.url(QStringLiteral("reconnect"));
  auto store = smallEvent(url);
  auto killer = EventStore::open(url);
  CHECK(echo(*store, QStringLiteral("a"), 1) == QStringLiteral("a|1|?"));
  CHECK(echo(*store, QStringLiteral("b"), 2) == QStringLiteral("b|2|?"));
  QSqlQuery pid = store->exec(QStringLiteral("SELECT pg_backend_pid()"));
  REQUIRE(pid.next());
  killer->exec(QStringLiteral("SELECT pg_terminate_backend(?)"), {pid.value(0).toLongLong()});
  CHECK_THROWS_AS(echo(*store, QStringLiteral("lost"), 3), db::StoreError);
  CHECK(echo(*store, QStringLiteral("c"), 4) == QStringLiteral("c|4|?"));
  CHECK(echo(*store, QStringLiteral("d"), 5) == QStringLiteral("d|5|?"));
  CHECK(preparedCount(*store) >= 1);
}
