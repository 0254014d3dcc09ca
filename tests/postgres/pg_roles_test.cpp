// Roles per event: `tengen db grant EVENT --role ... --user NAME [--board N]` limits the user to
// that event (and a clock to its boards) by row-level security in the database itself. Every
// refusal here is checked by connecting AS the granted user with plain SQL, not through Tengen.
#include <doctest/doctest.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <algorithm>
#include <optional>

#include "db/store/event_store.h"
#include "db/store/pg_change_feed.h"
#include "tests/postgres/pg_granted_users.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/run_tengen.h"

using namespace tengen;
using namespace tengen::test;  // the granted-user helpers, the test database, runTengen
using Outcome = SqlOutcome;

namespace {

QString ledgerRow(const QString& eventId, int id) {
  return QStringLiteral(
             "INSERT INTO referee_entry (id, event_id, recorded_at, round, board, kind, player, "
             "infraction, penalty, edition, referee, prev_hash, hash) VALUES (%1, %2, "
             "'2026-12-05T10:00:00Z', 1, 1, 'infraction', 'black', 'illegal-move', 'warning', "
             "'2002', 'Li', '%3', '%4')")
      .arg(id)
      .arg(eventId, QString(64, QLatin1Char('0')), QString(64, QLatin1Char('c')));
}

// A journal row for the clock of `board` (its id looked up as the owner, so that a row for a clock
// the user cannot see is still tried).
QString clockRow(const PgTestDatabase& pg, const QString& eventId, int board) {
  const QString clock =
      ownerValue(pg, QStringLiteral("SELECT id FROM clock_game WHERE event_id = %1 AND board = %2")
                         .arg(eventId)
                         .arg(board));
  REQUIRE(!clock.isEmpty());
  const QString seq = ownerValue(
      pg, QStringLiteral("SELECT count(*) + 1 FROM clock_event WHERE clock_id = ") + clock);
  return QStringLiteral(
             "INSERT INTO clock_event (clock_id, event_id, round, board, seq, kind, at_ms, utc, "
             "player) VALUES (%1, %2, 1, %3, %4, 'start', 0, '2026-12-05T09:30:00Z', 'black')")
      .arg(clock, eventId)
      .arg(board)
      .arg(seq);
}

}  // namespace

TEST_CASE("db grant: a referee of one event can neither read nor write another event") {
  PgTestDatabase pg;
  const TwoEvents ev = twoEvents(pg);
  runOk({"db", "grant", ev.a, "--role", "referee", "--user", "ref_of_a"});
  const QString ref = QStringLiteral("ref_of_a");

  // Reading: only event a exists for the referee.
  CHECK(runAs(pg, ref, QStringLiteral("SELECT count(*) FROM event")).rows == 1);
  CHECK(
      runAs(pg, ref, QStringLiteral("SELECT count(*) FROM game WHERE event_id = ") + ev.idB).rows ==
      0);
  CHECK(runAs(pg, ref, QStringLiteral("SELECT count(*) FROM player WHERE event_id = ") + ev.idB)
            .rows == 0);
  CHECK(runAs(pg, ref, QStringLiteral("SELECT count(*) FROM player WHERE event_id = ") + ev.idA)
            .rows == 4);
  CHECK(runAs(pg, ref, QStringLiteral("SELECT count(*) FROM player_absence")).done);

  // Writing event b: the update reaches no row, the ledger insert is refused outright.
  const Outcome update = runAs(
      pg, ref,
      QStringLiteral("UPDATE game SET result = 'B+R', version = version + 1 WHERE event_id = ") +
          ev.idB);
  CHECK(update.done);
  CHECK(update.rows == 0);
  CHECK(ownerValue(pg, QStringLiteral("SELECT count(result) FROM game WHERE event_id = ") +
                           ev.idB) == QStringLiteral("0"));
  const Outcome foreignLedger = runAs(pg, ref, ledgerRow(ev.idB, 1));
  CHECK_FALSE(foreignLedger.done);
  CHECK(foreignLedger.error.contains(QStringLiteral("row-level security")));
  CHECK(ownerValue(pg, QStringLiteral("SELECT count(*) FROM referee_entry")) ==
        QStringLiteral("0"));

  // Its own event: ledger entries go in; a result only with its log row (migration 101), so a
  // direct UPDATE of the result is refused and the result goes in through tengen.
  const Outcome direct = runAs(pg, ref,
                               QStringLiteral("UPDATE game SET result = 'B+R', version = version + "
                                              "1 WHERE event_id = %1 AND board = 1")
                                   .arg(ev.idA));
  CHECK_FALSE(direct.done);
  CHECK(direct.error.contains(QStringLiteral("permission denied")));
  CHECK(ownerValue(pg, QStringLiteral("SELECT count(result) FROM game WHERE event_id = ") +
                           ev.idA) == QStringLiteral("0"));
  runOk({"result", asUser(ev.a, "ref_of_a"), "B+R", "--round", "1", "--board", "1"});
  CHECK(runAs(pg, ref, ledgerRow(ev.idA, 1)).done);

  // Through tengen as the referee: event a opens and takes a ruling; event b does not exist.
  runOk({"referee", "log", asUser(ev.a, "ref_of_a"), "--round", "1", "--board", "2", "--player",
         "white", "--infraction", "wrong-colours", "--referee", "Li"});
  const auto other = runTengen({"info", asUser(ev.b, "ref_of_a")});
  CHECK(other.exitCode != 0);
  CHECK(ownerValue(pg, QStringLiteral("SELECT count(*) FROM referee_entry WHERE event_id = ") +
                           ev.idA) == QStringLiteral("2"));
  CHECK(ownerValue(pg, QStringLiteral("SELECT count(*) FROM referee_entry WHERE event_id = ") +
                           ev.idB) == QStringLiteral("0"));

  // The referee corrects board 1's result (B+R above): the correction goes into the result log
  // of its own event, which it can neither edit nor write for another event.
  runOk({"result", asUser(ev.a, "ref_of_a"), "W+R", "--round", "1", "--board", "1", "--reason",
         "sheet misread"});
  CHECK(ownerValue(pg, QStringLiteral("SELECT reason FROM result_ledger WHERE kind = "
                                      "'correction' AND event_id = ") +
                           ev.idA) == QStringLiteral("sheet misread"));
  CHECK_FALSE(runAs(pg, ref, QStringLiteral("DELETE FROM result_ledger")).done);
  CHECK_FALSE(runAs(pg, ref,
                    QStringLiteral("INSERT INTO result_ledger (event_id, round, board, changed_at, "
                                   "reason) VALUES (%1, 1, 1, 'now', 'x')")
                        .arg(ev.idB))
                  .done);
  CHECK(ownerValue(pg, QStringLiteral("SELECT count(*) FROM result_ledger")) ==
        QStringLiteral("2"));
}

TEST_CASE("db grant: each role holds only in its own event, and a td changes only its event") {
  PgTestDatabase pg;
  const TwoEvents ev = twoEvents(pg);
  runOk({"db", "grant", ev.a, "--role", "td", "--user", "td_of_a"});
  runOk({"db", "grant", ev.b, "--role", "viewer", "--user", "td_of_a"});
  const QString td = QStringLiteral("td_of_a");

  CHECK(runAs(pg, td, QStringLiteral("SELECT count(*) FROM event")).rows == 2);
  CHECK(runAs(pg, td, QStringLiteral("UPDATE game SET komi_half = 1 WHERE event_id = ") + ev.idA)
            .rows == 2);
  // In b the td is a viewer: its td privileges on the tables do not reach b's rows.
  CHECK(runAs(pg, td, QStringLiteral("UPDATE game SET komi_half = 1 WHERE event_id = ") + ev.idB)
            .rows == 0);
  CHECK(runAs(pg, td, QStringLiteral("DELETE FROM bye WHERE event_id = ") + ev.idB).rows == 0);
  CHECK_FALSE(runAs(pg, td,
                    QStringLiteral("INSERT INTO player (event_id, name, rank) VALUES (%1, 'X', "
                                   "'1d')")
                        .arg(ev.idB))
                  .done);
  // Moving a row into another event is refused by the policy's check.
  CHECK(
      runAs(pg, td,
            QStringLiteral("UPDATE game SET event_id = %1 WHERE event_id = %2").arg(ev.idB, ev.idA))
          .error.contains(QStringLiteral("row-level security")));
  CHECK(ownerValue(pg,
                   QStringLiteral("SELECT count(*) FROM game WHERE komi_half = 1 AND event_id = ") +
                       ev.idB) == QStringLiteral("0"));
  // Through tengen: the td enters results in a; in b (a viewer there) the database refuses.
  runOk({"result", asUser(ev.a, "td_of_a"), "--round", "1", "--board", "1", "B+R"});
  CHECK(runTengen({"result", asUser(ev.b, "td_of_a"), "--round", "1", "--board", "1", "B+R"})
            .exitCode == 1);
  CHECK(ownerValue(pg, QStringLiteral("SELECT count(result) FROM game WHERE event_id = ") +
                           ev.idB) == QStringLiteral("0"));
  // Nobody grants themselves a role: tengen_access is read-only, and only their own rows show.
  CHECK_FALSE(runAs(pg, td,
                    QStringLiteral("INSERT INTO tengen_access (user_name, event_id, role) VALUES "
                                   "('td_of_a', %1, 'td')")
                        .arg(ev.idB))
                  .done);
  CHECK(runAs(pg, td, QStringLiteral("SELECT count(*) FROM tengen_access")).rows == 2);
  // A temporary table of the same name does not stand in for the real one.
  const auto session = runAllAs(
      pg, td,
      {QStringLiteral("CREATE TEMP TABLE tengen_access (user_name TEXT, event_id BIGINT, role "
                      "TEXT, board INTEGER)"),
       QStringLiteral("INSERT INTO tengen_access VALUES ('td_of_a', %1, 'td', NULL)").arg(ev.idB),
       QStringLiteral("UPDATE game SET komi_half = 1 WHERE event_id = ") + ev.idB});
  REQUIRE(session.size() == 3);
  CHECK(session[2].done);
  CHECK(session[2].rows == 0);
  // Granting again replaces the role in that event: the td of a becomes a viewer there.
  runOk({"db", "grant", ev.a, "--role", "viewer", "--user", "td_of_a"});
  CHECK(runAs(pg, td, QStringLiteral("UPDATE game SET komi_half = 3 WHERE event_id = ") + ev.idA)
            .rows == 0);
  CHECK(runOk({"db", "check", ev.a}).out.find("intact") != std::string::npos);
}

TEST_CASE("db grant: a clock appends journal rows for its own boards only") {
  PgTestDatabase pg;
  const TwoEvents ev = twoEvents(pg);
  {  // The TD sets up a clock on both boards of both events (as the owner).
    const QString name = QStringLiteral("roles-clocks");
    {
      QSqlDatabase db = pg.connect(name);
      for (const QString& id : {ev.idA, ev.idB})
        for (int board : {1, 2}) {
          QSqlQuery q(db);
          REQUIRE(q.exec(QStringLiteral("INSERT INTO clock_game (event_id, round, board, "
                                        "black_settings, white_settings, created_utc) VALUES "
                                        "(%1, 1, %2, '{}', '{}', '2026-12-05T09:00:00Z')")
                             .arg(id)
                             .arg(board)));
        }
    }
    QSqlDatabase::removeDatabase(name);
  }
  runOk({"db", "grant", ev.a, "--role", "clock", "--user", "clock_a2", "--board", "2"});
  const QString clock = QStringLiteral("clock_a2");
  CHECK(runAs(pg, clock, clockRow(pg, ev.idA, 2)).rows == 1);
  const Outcome otherBoard = runAs(pg, clock, clockRow(pg, ev.idA, 1));
  CHECK_FALSE(otherBoard.done);
  CHECK(otherBoard.error.contains(QStringLiteral("row-level security")));
  CHECK_FALSE(runAs(pg, clock, clockRow(pg, ev.idB, 2)).done);
  // Nor does it touch results or the ledger, in any event.
  CHECK(
      runAs(pg, clock, QStringLiteral("UPDATE game SET result = 'W+R' WHERE event_id = ") + ev.idA)
          .error.contains(QStringLiteral("permission denied")));
  CHECK_FALSE(runAs(pg, clock, ledgerRow(ev.idA, 1)).done);
  CHECK(ownerValue(pg, QStringLiteral("SELECT string_agg(event_id || ':' || board, ',') FROM "
                                      "clock_event")) == ev.idA + QStringLiteral(":2"));

  // Several boards; without --board, every board of the event (still not the other event).
  runOk({"db", "grant", ev.a, "--role", "clock", "--user", "clock_a12", "--board", "1", "--board",
         "2"});
  CHECK(runAs(pg, QStringLiteral("clock_a12"), clockRow(pg, ev.idA, 1)).rows == 1);
  runOk({"db", "grant", ev.b, "--role", "clock", "--user", "clock_b"});
  CHECK(runAs(pg, QStringLiteral("clock_b"), clockRow(pg, ev.idB, 1)).rows == 1);
  CHECK(runAs(pg, QStringLiteral("clock_b"), clockRow(pg, ev.idB, 2)).rows == 1);
  CHECK_FALSE(runAs(pg, QStringLiteral("clock_b"), clockRow(pg, ev.idA, 1)).done);

  // --board is for clocks, and boards count from 1.
  CHECK(runTengen({"db", "grant", ev.a, "--role", "referee", "--user", "r", "--board", "1"})
            .exitCode != 0);
  CHECK(
      runTengen({"db", "grant", ev.a, "--role", "clock", "--user", "c", "--board", "0"}).exitCode !=
      0);
}

TEST_CASE("db grant: users granted before an upgrade can use the tables it creates") {
  PgTestDatabase pg;
  const std::string url = pg.urlStd("a");
  runOk({"new", url, "--name", "Upgrade Cup", "--rounds", "2"});
  for (const char* name : {"Ke", "Shin", "Iyama", "Park"})
    runOk({"player", "add", url, "--name", name, "--rank", "5d"});
  runOk({"pair", url});
  const QString id = QString::number(db::EventStore::open(QString::fromStdString(url))->eventId());
  runOk({"db", "grant", url, "--role", "referee", "--user", "ref_before"});
  runOk({"db", "grant", url, "--role", "viewer", "--user", "viewer_before_52"});
  // Back to the database a Tengen of schema 70 left: no result log yet (its grants go with it),
  // and a viewer granted before schema 52, when no event was recorded per user.
  ownerValue(pg, QStringLiteral("DROP TABLE result_ledger"));
  ownerValue(pg, QStringLiteral("ALTER TABLE referee_entry DROP COLUMN player_id CASCADE"));  // 90
  for (const QString table : {"event", "game"}) {  // komi in points before 150
    ownerValue(pg, "ALTER TABLE " + table + " ADD COLUMN komi DOUBLE PRECISION NOT NULL DEFAULT 0");
    ownerValue(pg, "UPDATE " + table + " SET komi = komi_half / 2.0");
    ownerValue(pg, "ALTER TABLE " + table + " DROP COLUMN komi_half");
  }
  ownerValue(pg,
             QStringLiteral("UPDATE tengen_meta SET value = '70' WHERE key = 'schema_version'"));
  ownerValue(pg, QStringLiteral("DELETE FROM tengen_access WHERE user_name = 'viewer_before_52'"));
  CHECK(runAs(pg, QStringLiteral("viewer_before_52"), QStringLiteral("SELECT count(*) FROM player"))
            .rows == 0);

  // The upgrade: the owner opens the event with this Tengen (migrations 80 and 81 run).
  CHECK(db::EventStore::open(QString::fromStdString(url))->schemaVersion() ==
        db::currentSchemaVersion());
  // The referee granted before appends to the new result log of its event, and reads it.
  const Outcome insert = runAs(
      pg, QStringLiteral("ref_before"),
      QStringLiteral("INSERT INTO result_ledger (event_id, round, board, changed_at, new_result, "
                     "who, kind) VALUES (%1, 1, 1, '2026-12-05T10:00:00Z', 'B+R', 'ref_before', "
                     "'entry')")
          .arg(id));
  CHECK(insert.done);
  CHECK(
      runAs(pg, QStringLiteral("ref_before"), QStringLiteral("SELECT count(*) FROM result_ledger"))
          .rows == 1);
  // Still no more than before: the log stays append-only for it.
  CHECK_FALSE(
      runAs(pg, QStringLiteral("ref_before"), QStringLiteral("DELETE FROM result_ledger")).done);
  // The viewer granted before schema 52 is recorded for the database's only event.
  CHECK(runAs(pg, QStringLiteral("viewer_before_52"), QStringLiteral("SELECT count(*) FROM player"))
            .rows == 4);
  CHECK(ownerValue(pg, QStringLiteral("SELECT role FROM tengen_access WHERE user_name = "
                                      "'viewer_before_52'")) == QStringLiteral("viewer"));
  CHECK_FALSE(runAs(pg, QStringLiteral("viewer_before_52"),
                    QStringLiteral("INSERT INTO result_ledger (event_id, round, board, changed_at, "
                                   "new_result, kind) VALUES (%1, 1, 2, 'now', 'W+R', 'entry')")
                        .arg(id))
                  .done);
}

TEST_CASE("change feed: each event notifies on its own channel, which only its users can read") {
  PgTestDatabase pg;
  const TwoEvents ev = twoEvents(pg);
  runOk({"db", "grant", ev.a, "--role", "viewer", "--user", "viewer_of_a"});
  const QString name = QStringLiteral("feed-viewer");
  std::vector<std::pair<QString, QString>> heard;  // channel, payload
  {
    QSqlDatabase db = pg.connect(name, QStringLiteral("viewer_of_a"));
    QSqlQuery q(db);
    REQUIRE(q.exec(QStringLiteral("SELECT event_id, channel FROM tengen_feed")));
    QStringList channels;
    while (q.next()) {
      CHECK(q.value(0).toString() == ev.idA);  // event b's channel is not readable here
      channels << q.value(1).toString();
    }
    REQUIRE(channels.size() == 1);
    CHECK(channels[0] != QStringLiteral("tengen_changes"));
    channels << QStringLiteral("tengen_changes");  // rows of no event
    for (const QString& channel : channels) REQUIRE(db.driver()->subscribeToNotification(channel));
    QObject::connect(
        db.driver(), &QSqlDriver::notification,
        [&](const QString& channel, QSqlDriver::NotificationSource, const QVariant& payload) {
          heard.emplace_back(channel, payload.toString());
        });
    // A change in event b, then one in event a (each committed by another process).
    runOk({"player", "add", ev.b, "--name", "Cho", "--rank", "3d"});
    runOk({"player", "add", ev.a, "--name", "Lee", "--rank", "3d"});
    QElapsedTimer timer;
    timer.start();
    auto heardA = [&] {
      for (const auto& [channel, payload] : heard)
        if (auto c = db::Change::fromPayload(payload); c && c->table == QLatin1String("player"))
          return true;
      return false;
    };
    while (!heardA() && timer.elapsed() < 10000)
      QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    // Notifications arrive in commit order: b's would have come before a's.
    QCoreApplication::processEvents(QEventLoop::AllEvents, 200);
    REQUIRE(heardA());
    for (const auto& [channel, payload] : heard) {
      const auto c = db::Change::fromPayload(payload);
      REQUIRE(c);
      CHECK(QString::number(c->eventId) == ev.idA);
      CHECK(channel == channels[0]);
    }
  }
  QSqlDatabase::removeDatabase(name);

  // The store's feed of event b (as the owner) hears b's changes on b's channel.
  db::ChangeFeed feed(QString::fromStdString(ev.b), ev.idB.toLongLong());
  std::vector<db::Change> seen;
  QObject::connect(&feed, &db::ChangeFeed::changed,
                   [&](const db::Change& c) { seen.push_back(c); });
  runOk({"player", "add", ev.b, "--name", "Kim", "--rank", "2d"});
  QElapsedTimer timer;
  timer.start();
  while (seen.empty() && timer.elapsed() < 10000)
    QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  QCoreApplication::processEvents(QEventLoop::AllEvents, 200);  // the rest of that commit
  REQUIRE_FALSE(seen.empty());
  CHECK(std::any_of(seen.begin(), seen.end(),
                    [](const db::Change& c) { return c.table == QLatin1String("player"); }));
  for (const db::Change& c : seen) CHECK(QString::number(c.eventId) == ev.idB);
}
