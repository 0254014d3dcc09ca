// Shared events you can trust: every row-level security policy checks the row a row points at
// (a clock journal row's clock, a ledger row's game), a clock user runs its board's clock from
// its creation to the flag's loss on time through a narrow database function, clock settings are
// fixed once made, and a role matrix (every role x every table x every privilege, as real granted
// users) holds against the ONE declared table of rights (db/store/access_rights.h).
#include <doctest/doctest.h>

#include <QElapsedTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <map>
#include <thread>

#include "db/service/board_clock_session.h"
#include "db/service/ledger_store.h"
#include "db/store/access_rights.h"
#include "db/store/event_store.h"
#include "tests/postgres/pg_granted_users.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/run_tengen.h"

using namespace tengen;
using namespace tengen::test;  // the granted-user helpers, the test database, runTengen
using Outcome = SqlOutcome;

namespace {

// Clocks on both boards of both events, made by the owner.
void ownerClocks(const PgTestDatabase& pg, const TwoEvents& ev) {
  for (const QString& id : {ev.idA, ev.idB})
    for (int board : {1, 2})
      ownerValue(pg, QStringLiteral("INSERT INTO clock_game (event_id, round, board, "
                                    "black_settings, white_settings, created_utc) VALUES (%1, 1, "
                                    "%2, '{}', '{}', '2026-12-05T09:00:00Z') RETURNING id")
                         .arg(id)
                         .arg(board));
}

QString clockOf(const PgTestDatabase& pg, const QString& eventId, int board) {
  return ownerValue(pg, QStringLiteral("SELECT id FROM clock_game WHERE event_id = %1 AND board = "
                                       "%2")
                            .arg(eventId)
                            .arg(board));
}

// A journal row that says event `eventId`, round 1, board `board`, on clock `clock`: a -50 min
// adjustment.
QString journalRow(const QString& clock, const QString& eventId, int board, int seq) {
  return QStringLiteral(
             "INSERT INTO clock_event (clock_id, event_id, round, board, seq, kind, at_ms, utc, "
             "player, amount_ms) VALUES (%1, %2, 1, %3, %4, 'adjust', 0, '2026-12-05T09:30:00Z', "
             "'black', -3000000)")
      .arg(clock, eventId)
      .arg(board)
      .arg(seq);
}

QString ledgerRow(const QString& eventId, int board) {
  return QStringLiteral(
             "INSERT INTO referee_entry (id, event_id, recorded_at, round, board, kind, player, "
             "infraction, penalty, edition, referee, prev_hash, hash) VALUES (1, %1, "
             "'2026-12-05T10:00:00Z', 1, %2, 'infraction', 'black', 'illegal-move', 'warning', "
             "'2002', 'Li', '%3', '%4')")
      .arg(eventId)
      .arg(board)
      .arg(QString(64, QLatin1Char('0')), QString(64, QLatin1Char('c')));
}

}  // namespace

TEST_CASE("security: a journal row aimed at another board's clock is refused, in any event" *
          tengen::test::needsPostgres()) {
  PgTestDatabase pg;
  const TwoEvents ev = twoEvents(pg);
  ownerClocks(pg, ev);
  runOk({"db", "grant", ev.a, "--role", "clock", "--user", "clock_c3", "--board", "1"});
  runOk({"db", "grant", ev.a, "--role", "td", "--user", "td_a"});
  const QString clock = QStringLiteral("clock_c3"), td = QStringLiteral("td_a");
  const QString a1 = clockOf(pg, ev.idA, 1), a2 = clockOf(pg, ev.idA, 2),
                b2 = clockOf(pg, ev.idB, 2);

  CHECK(runAs(pg, clock, journalRow(a1, ev.idA, 1, 1)).rows == 1);
  // Labelled board 1 of event a, but board 2's clock: of the same event, and of event b.
  const Outcome sameEvent = runAs(pg, clock, journalRow(a2, ev.idA, 1, 1));
  CHECK_FALSE(sameEvent.done);
  CHECK(sameEvent.error.contains(QStringLiteral("row-level security")));
  const Outcome otherEvent = runAs(pg, clock, journalRow(b2, ev.idA, 1, 1));
  CHECK_FALSE(otherEvent.done);
  CHECK(otherEvent.error.contains(QStringLiteral("row-level security")));
  // Labelled with board 2 itself: not its board.
  CHECK_FALSE(runAs(pg, clock, journalRow(a2, ev.idA, 2, 1)).done);
  // A td too writes a journal row only on the clock's own board.
  CHECK_FALSE(runAs(pg, td, journalRow(a2, ev.idA, 1, 1)).done);
  CHECK_FALSE(runAs(pg, td, journalRow(b2, ev.idB, 2, 1)).done);
  CHECK(runAs(pg, td, journalRow(a2, ev.idA, 2, 1)).rows == 1);
  CHECK(ownerValue(pg, QStringLiteral("SELECT count(*) FROM clock_event")) == QStringLiteral("2"));
  CHECK(runOk({"db", "check", ev.a}).out.find("intact") != std::string::npos);

  // A row written past the policies (by the owner) is reported by db check.
  ownerValue(pg, journalRow(a2, ev.idA, 1, 5) + QStringLiteral(" RETURNING id"));
  const auto check = runTengen({"db", "check", ev.a});
  CHECK(check.exitCode == 3);
  CHECK(check.out.find("its clock is event " + ev.idA.toStdString() + " round 1 board 2") !=
        std::string::npos);

  // A clock's settings are fixed once made: UPDATE is refused to the td (no privilege) and to
  // the owner (trigger).
  CHECK(runAs(pg, td, QStringLiteral("UPDATE clock_game SET late_limit_ms = 1"))
            .error.contains(QStringLiteral("permission denied")));
  CHECK(runAs(pg, QString(), QStringLiteral("UPDATE clock_game SET late_limit_ms = 1"))
            .error.contains(QStringLiteral("fixed once made")));

  // A ledger row must be of a game of its event.
  runOk({"db", "grant", ev.a, "--role", "referee", "--user", "ref_a"});
  const Outcome noGame = runAs(pg, QStringLiteral("ref_a"), ledgerRow(ev.idA, 9));
  CHECK_FALSE(noGame.done);
  CHECK(noGame.error.contains(QStringLiteral("row-level security")));
  CHECK(runAs(pg, QStringLiteral("ref_a"), ledgerRow(ev.idA, 1)).done);
}

TEST_CASE("security: a clock granted --board N runs its clock from creation to the loss on time" *
          tengen::test::needsPostgres()) {
  PgTestDatabase pg;
  const TwoEvents ev = twoEvents(pg);
  runOk({"db", "grant", ev.a, "--role", "clock", "--user", "clock_a1", "--board", "1"});
  runOk({"db", "grant", ev.a, "--role", "clock", "--user", "clock_a2", "--board", "2"});
  namespace pt = boost::posix_time;
  const pt::ptime t0 = pt::microsec_clock::universal_time();
  auto at = [&](clock::Ms mono) { return db::ClockNow{mono, t0 + pt::milliseconds(mono)}; };
  auto start = [](clock::GameClock& c, clock::Ms t) { return c.start(t); };
  {
    auto store = db::EventStore::open(QString::fromStdString(asUser(ev.a, "clock_a1")));
    const auto settings = clock::GameSettings::same(clock::ClockSettings::fast(0, 1, 30 * 1000));
    db::BoardClockSession s(*store, 1, 1, settings, at(0));
    REQUIRE(s.run(at(1000), start) == clock::Refusal::None);  // the clock is created
    CHECK(s.stored());
    REQUIRE(s.run(at(5000), [](clock::GameClock& c, clock::Ms t) { return c.move(t); }) ==
            clock::Refusal::None);
    s.update(at(60'000));  // White's 30 s ran out: the flag, then the loss on time
    REQUIRE(s.flag());
    REQUIRE(s.flag()->result);
    CHECK(s.flag()->result->toString() == "B+T");
    CHECK(s.flag()->entry.infraction == "overtime");
    // Not another board's clock.
    db::BoardClockSession other(*store, 1, 2, settings, at(0));
    CHECK_THROWS_AS(other.run(at(1000), start), db::StoreError);
  }
  CHECK(ownerValue(pg, QStringLiteral("SELECT result || ' ' || by_referee FROM game WHERE "
                                      "event_id = %1 AND round = 1 AND board = 1")
                           .arg(ev.idA)) == QStringLiteral("B+T 1"));
  CHECK(ownerValue(pg, QStringLiteral("SELECT count(*) FROM clock_game WHERE board = 2")) ==
        QStringLiteral("0"));
  {
    auto owner = db::EventStore::open(QString::fromStdString(ev.a));
    const db::LedgerVerification v = db::LedgerStore(*owner).verify();
    CHECK(v.chain.empty());
    CHECK(v.results.empty());
  }

  // `tengen clock flag` as the clock of board 2, on the clock it started.
  {
    auto store = db::EventStore::open(QString::fromStdString(asUser(ev.a, "clock_a2")));
    const auto settings = clock::GameSettings::same(clock::ClockSettings::absolute(3600 * 1000));
    db::BoardClockSession s(*store, 1, 2, settings, at(0));
    REQUIRE(s.run(at(1000), start) == clock::Refusal::None);
  }
  const auto flag = runOk({"clock", "flag", asUser(ev.a, "clock_a2"), "--round", "1", "--board",
                           "2", "--player", "black"});
  CHECK(flag.out.find("W+T") != std::string::npos);
  CHECK(ownerValue(pg, QStringLiteral("SELECT result FROM game WHERE event_id = %1 AND board = 2")
                           .arg(ev.idA)) == QStringLiteral("W+T"));
  const auto again = runOk({"clock", "flag", asUser(ev.a, "clock_a2"), "--round", "1", "--board",
                            "2", "--player", "black"});
  CHECK(again.out.find("already") != std::string::npos);
  // Board 1's clock user cannot flag board 2, nor can board 2's flag a player whose flag the
  // journal does not show.
  const auto foreign = runTengen({"clock", "flag", asUser(ev.a, "clock_a1"), "--round", "1",
                                  "--board", "2", "--player", "white"});
  CHECK(foreign.exitCode == 1);
  CHECK(ownerValue(
            pg,
            QStringLiteral("SELECT count(*) FROM referee_entry WHERE event_id = %1").arg(ev.idA)) ==
        QStringLiteral("2"));
  // Nothing else is open to a clock user through the function: another event is refused.
  CHECK_FALSE(
      runAs(pg, QStringLiteral("clock_a1"),
            QStringLiteral("SELECT * FROM tengen_clock_flag(%1, 1, 1, 'white', false)").arg(ev.idB))
          .done);
  {
    auto owner = db::EventStore::open(QString::fromStdString(ev.a));
    const db::LedgerVerification v = db::LedgerStore(*owner).verify();
    CHECK(v.chain.empty());
    CHECK(v.results.empty());
  }
  CHECK(runOk({"db", "check", ev.a}).out.find("intact") != std::string::npos);
}

TEST_CASE("security: the role matrix, as real granted users, holds against the declared rights" *
          tengen::test::needsPostgres()) {
  QElapsedTimer timer;
  timer.start();
  PgTestDatabase pg;
  const TwoEvents ev = twoEvents(pg);
  ownerClocks(pg, ev);
  using db::AccessRole;
  struct User {
    QString name;
    AccessRole role;
    std::vector<std::string> grant;
    bool otherEvent;  // granted event b only: event a's rows are not theirs
  };
  const std::vector<User> users = {
      {QStringLiteral("m_td"), AccessRole::TournamentDirector, {"--role", "td"}, false},
      {QStringLiteral("m_referee"), AccessRole::Referee, {"--role", "referee"}, false},
      {QStringLiteral("m_clock"), AccessRole::Clock, {"--role", "clock"}, false},
      {QStringLiteral("m_clock1"), AccessRole::Clock, {"--role", "clock", "--board", "1"}, false},
      {QStringLiteral("m_viewer"), AccessRole::Viewer, {"--role", "viewer"}, false},
      {QStringLiteral("m_td_of_b"), AccessRole::TournamentDirector, {"--role", "td"}, true},
  };
  for (const User& u : users) {
    std::vector<std::string> args = {"db", "grant", u.otherEvent ? ev.b : ev.a};
    args.insert(args.end(), u.grant.begin(), u.grant.end());
    args.insert(args.end(), {"--user", u.name.toStdString()});
    runOk(args);
  }
  // Every table of the schema, its first column and whether it has an event_id.
  struct Table {
    QString name, firstColumn;
    bool hasEvent = false;
  };
  std::vector<Table> tables;
  {
    const QString name = QStringLiteral("security-tables");
    {
      QSqlDatabase db = pg.connect(name);
      QSqlQuery q(db);
      REQUIRE(q.exec(QStringLiteral(
          "SELECT t.tablename, (SELECT c.column_name FROM information_schema.columns c WHERE "
          "c.table_schema = t.schemaname AND c.table_name = t.tablename ORDER BY "
          "c.ordinal_position LIMIT 1), EXISTS (SELECT 1 FROM information_schema.columns c WHERE "
          "c.table_schema = t.schemaname AND c.table_name = t.tablename AND c.column_name = "
          "'event_id') FROM pg_tables t WHERE t.schemaname = current_schema() ORDER BY 1")));
      while (q.next())
        tables.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toBool()});
    }
    QSqlDatabase::removeDatabase(name);
  }
  REQUIRE(tables.size() == db::accessRights().size());
  int statements = 0;
  for (const User& u : users) {
    struct Probe {
      QString sql;
      bool allowed;
      int rows;  // -1: any
    };
    std::vector<Probe> probes;
    for (const Table& t : tables) {
      const db::TableRights* rights = db::rightsOf(t.name.toStdString());
      REQUIRE_MESSAGE(rights, t.name.toStdString(), " is not in db/store/access_rights.h");
      const db::Privileges p = db::privilegesOf(*rights, u.role);
      QString column = t.firstColumn;
      if (u.role == AccessRole::Referee && !rights->refereeUpdateColumns.empty())
        column = QString::fromUtf8(rights->refereeUpdateColumns.data(),
                                   static_cast<qsizetype>(rights->refereeUpdateColumns.size()))
                     .section(QLatin1Char(','), 0, 0)
                     .trimmed();
      const QString n = t.name;
      probes.push_back(
          {QStringLiteral("SELECT count(*) FROM %1").arg(n), bool(p & db::kSelect), -1});
      probes.push_back({QStringLiteral("INSERT INTO %1 SELECT * FROM %1 WHERE false").arg(n),
                        bool(p & db::kInsert), -1});
      probes.push_back({QStringLiteral("UPDATE %1 SET %2 = %2 WHERE false").arg(n, column),
                        bool(p & db::kUpdate), -1});
      probes.push_back(
          {QStringLiteral("DELETE FROM %1 WHERE false").arg(n), bool(p & db::kDelete), -1});
      probes.push_back({QStringLiteral("BEGIN"), true, -1});
      probes.push_back({QStringLiteral("TRUNCATE %1").arg(n), bool(p & db::kTruncate), -1});
      probes.push_back({QStringLiteral("ROLLBACK"), true, -1});
      // Rows: the other event's rows are neither seen nor changed.
      if (t.hasEvent) {
        const QString other = u.otherEvent ? ev.idA : ev.idB;
        probes.push_back(
            {QStringLiteral("SELECT count(*) FROM %1 WHERE event_id = %2").arg(n, other), true, 0});
        if (p & db::kUpdate)
          probes.push_back(
              {QStringLiteral("UPDATE %1 SET %2 = %2 WHERE event_id = %3").arg(n, column, other),
               true, 0});
        if (p & db::kDelete)
          probes.push_back(
              {QStringLiteral("DELETE FROM %1 WHERE event_id = %2").arg(n, other), true, 0});
      }
    }
    // A clock without --board appends to every board's clock of its event, one with --board 1
    // to board 1's only (each tried in a transaction rolled back).
    if (u.role == AccessRole::Clock) {
      for (int board : {1, 2}) {
        probes.push_back({QStringLiteral("BEGIN"), true, -1});
        probes.push_back({journalRow(clockOf(pg, ev.idA, board), ev.idA, board, 1),
                          u.name == QLatin1String("m_clock") || board == 1, 1});
        probes.push_back({QStringLiteral("ROLLBACK"), true, -1});
      }
    }
    QStringList sql;
    for (const Probe& p : probes) sql << p.sql;
    const std::vector<Outcome> got = runAllAs(pg, u.name, sql);
    REQUIRE(got.size() == probes.size());
    statements += static_cast<int>(got.size());
    for (std::size_t i = 0; i < probes.size(); ++i) {
      INFO(u.name.toStdString(), ": ", probes[i].sql.toStdString(), " -> ",
           got[i].error.toStdString());
      CHECK(got[i].done == probes[i].allowed);
      if (got[i].done && probes[i].rows >= 0) CHECK(got[i].rows == probes[i].rows);
      if (!probes[i].allowed && !probes[i].sql.startsWith(QLatin1String("INSERT INTO clock_event")))
        CHECK(got[i].error.contains(QStringLiteral("permission denied")));
    }
  }
  MESSAGE("role matrix: ", statements, " statements as ", users.size(), " users in ",
          timer.elapsed(), " ms");
}

TEST_CASE("security: a refusal and a round drawn at the same moment are told in words" *
          tengen::test::needsPostgres()) {
  PgTestDatabase pg;
  const TwoEvents ev = twoEvents(pg);
  runOk({"db", "grant", ev.a, "--role", "viewer", "--user", "viewer_a"});
  // Permission denied: the event, the game and what to do; the driver's text only with --verbose.
  const auto denied =
      runTengen({"result", asUser(ev.a, "viewer_a"), "--round", "1", "--board", "1", "B+R"});
  CHECK(denied.exitCode == 1);
  CHECK(denied.err.find("event «a»") != std::string::npos);
  CHECK(denied.err.find("round 1, board 1") != std::string::npos);
  CHECK(denied.err.find("tengen db grant") != std::string::npos);
  CHECK(denied.err.find("QPSQL") == std::string::npos);
  CHECK(denied.err.find("file") == std::string::npos);
  const auto zh = runTengen(
      {"--lang", "zh", "result", asUser(ev.a, "viewer_a"), "--round", "1", "--board", "1", "B+R"});
  CHECK(zh.err.find("比赛“a”") != std::string::npos);
  CHECK(zh.err.find("第 1 轮第 1 台") != std::string::npos);
  CHECK(zh.err.find("QPSQL") == std::string::npos);
  const auto verbose = runTengen(
      {"result", asUser(ev.a, "viewer_a"), "--round", "1", "--board", "1", "B+R", "--verbose"});
  // (the first table the refused write touches: the result log, written with the game in one
  // statement)
  CHECK(verbose.err.find("permission denied for table result_ledger") != std::string::npos);
  // A clock of board 1 flagging board 2.
  runOk({"db", "grant", ev.a, "--role", "clock", "--user", "clock_w1", "--board", "1"});
  const auto clock = runTengen({"clock", "flag", asUser(ev.a, "clock_w1"), "--round", "1",
                                "--board", "2", "--player", "white"});
  CHECK(clock.exitCode == 1);
  CHECK(clock.err.find("no clock of board 2") != std::string::npos);
  CHECK(clock.err.find("QPSQL") == std::string::npos);
  // An event that is not there is an event, not a file.
  const auto missing = runTengen({"info", pg.urlStd("nosuch")});
  CHECK(missing.exitCode != 0);
  CHECK(missing.err.find("no such event in that database") != std::string::npos);

  // Round 2 drawn by another desk while this one draws it: the second desk waits for the first
  // one's commit (held open here), then is told in words.
  const QString name = QStringLiteral("security-draw");
  test::RunResult second;
  {
    QSqlDatabase db = pg.connect(name);
    QSqlQuery q(db);
    REQUIRE(q.exec(QStringLiteral("BEGIN")));
    REQUIRE(q.exec(QStringLiteral("INSERT INTO round (event_id, number, seed) VALUES (%1, 2, "
                                  "'other desk')")
                       .arg(ev.idA)));
    std::thread desk([&] { second = runTengen({"pair", ev.a, "--force"}); });
    int waiting = 0;
    for (int i = 0; i < 1000 && waiting == 0; ++i) {
      QSqlQuery locks(db);
      // Inside this transaction PostgreSQL keeps its first copy of pg_stat_activity: the second
      // desk, connected after it, would never be seen without a fresh one (the cause of this
      // check failing in CI, not the desk's speed).
      REQUIRE(locks.exec(QStringLiteral("SELECT pg_stat_clear_snapshot()")));
      // A wait of this database's sessions only: other tests' on the same server do not count.
      REQUIRE(locks.exec(QStringLiteral(
          "SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT "
          "l.granted AND a.datname = current_database()")));
      waiting = locks.next() ? locks.value(0).toInt() : 0;
      if (waiting == 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    CHECK(waiting > 0);
    REQUIRE(q.exec(QStringLiteral("COMMIT")));
    desk.join();
  }
  QSqlDatabase::removeDatabase(name);
  INFO("second desk: ", second.err);
  CHECK(second.exitCode == 1);
  CHECK(second.err.find("event «a»: round 2 was drawn by another desk") != std::string::npos);
  CHECK(second.err.find("round_pkey") == std::string::npos);
}
