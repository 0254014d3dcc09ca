// Kill harness: the real tengen binary is killed (SIGKILL) at seeded random moments while it
// imports an OpenGotha file, copies an event SQLite -> PostgreSQL and back, draws a round of a
// 2 000-player event and simulates an event. Afterwards the event it writes is either complete
// (the same rows as a run that finished) or absent / as it was, `tengen db check` passes on it,
// and running the same command again succeeds. PostgreSQL cases are skipped without
// TENGEN_TEST_PG. The kill moments are reproducible: TENGEN_KILL_SEED changes the seed.
#include <doctest/doctest.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QStringList>
#include <QThread>
#include <algorithm>
#include <map>
#include <random>

#include "db/service/pg_admin.h"
#include "db/store/event_store.h"
#include "db/store/partial_file.h"
#include "db/store/pg_url.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using test::runTengen;

namespace {

constexpr int kKills = 8;  // per command

std::uint64_t seed(std::uint64_t salt) {
  const QByteArray env = qgetenv("TENGEN_KILL_SEED");
  return (env.isEmpty() ? 20261201ULL : env.toULongLong()) * 1000003ULL + salt;
}

test::RunResult ok(const std::vector<std::string>& args) {
  auto r = runTengen(args);
  INFO("tengen ", args.front(), " ", (args.size() > 1 ? args[1] : ""), ": ", r.err);
  REQUIRE(r.exitCode == 0);
  return r;
}

// Starts tengen and kills it after `ms` (SIGKILL); true when it had already finished by then.
bool runAndKill(const std::vector<std::string>& args, int ms) {
  QStringList list{QStringLiteral("--lang"), QStringLiteral("en")};
  for (const auto& a : args) list << QString::fromStdString(a);
  QProcess process;
  process.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
  process.start(QString::fromStdString(test::tengenBinary()), list);
  REQUIRE(process.waitForStarted(10000));
  process.closeWriteChannel();
  if (process.waitForFinished(ms)) return true;
  process.kill();  // SIGKILL
  process.waitForFinished(10000);
  return false;
}

// How long a whole run takes (ms), for spreading the kills over it.
int timed(const std::vector<std::string>& args) {
  QElapsedTimer t;
  t.start();
  ok(args);
  return static_cast<int>(t.elapsed());
}

// What an event holds, row by row (what a complete copy or import must match).
struct Counts {
  bool exists = false;
  int players = 0, rounds = 0, games = 0, results = 0, byes = 0, absences = 0, logged = 0;
  bool operator==(const Counts&) const = default;
};

doctest::String toString(const Counts& c) {
  if (!c.exists) return "absent";
  return QStringLiteral(
             "%1 players, %2 rounds, %3 games, %4 results, %5 byes, %6 absences, %7 "
             "result log rows")
      .arg(c.players)
      .arg(c.rounds)
      .arg(c.games)
      .arg(c.results)
      .arg(c.byes)
      .arg(c.absences)
      .arg(c.logged)
      .toStdString()
      .c_str();
}

Counts counts(const std::string& event) {
  Counts c;
  const QString path = QString::fromStdString(event);
  if (!db::EventStore::isDatabaseUrl(path) && !QFileInfo::exists(path)) return c;
  std::unique_ptr<db::EventStore> store;
  try {
    store = db::EventStore::open(path);
  } catch (const db::StoreError& e) {
    if (e.kind() == db::StoreError::Kind::FileMissing) return c;
    throw;
  }
  c.exists = true;
  const auto players = store->players();
  c.players = static_cast<int>(players.size());
  for (const auto& p : players) c.absences += static_cast<int>(p.absentRounds.size());
  for (int n : store->roundNumbers()) {
    const auto r = store->round(n);
    ++c.rounds;
    c.games += static_cast<int>(r->games.size());
    c.byes += static_cast<int>(r->byes.size());
    for (const auto& g : r->games) c.results += g.result ? 1 : 0;
  }
  QSqlQuery q = store->exec(QStringLiteral("SELECT COUNT(*) FROM result_ledger WHERE event_id = ?"),
                            {QVariant::fromValue(store->eventId())});
  q.next();
  c.logged = q.value(0).toInt();
  return c;
}

// Hidden partial files next to an SQLite destination (a killed run's, until the next attempt).
int partials(const std::string& file) {
  const QFileInfo info(QString::fromStdString(file));
  return static_cast<int>(
      info.absoluteDir()
          .entryList({QLatin1Char('.') + info.fileName() + QStringLiteral(".partial-*")},
                     QDir::Files | QDir::Hidden)
          .size());
}

void removeEvent(const std::string& event) {
  if (db::EventStore::isDatabaseUrl(QString::fromStdString(event)))
    db::dropEvent(*db::EventStore::open(QString::fromStdString(event)), true);  // in-process
  else
    db::removeSqliteFiles(QString::fromStdString(event));
}

void copyFile(const std::string& from, const std::string& to) {
  db::removeSqliteFiles(QString::fromStdString(to));
  REQUIRE(QFile::copy(QString::fromStdString(from), QString::fromStdString(to)));
}

struct Tally {
  int kills = 0, finished = 0, absent = 0, complete = 0;

  // Runs `command` and kills it after `ms` (unless it has finished by then), counting the kill.
  void killAfter(const std::vector<std::string>& command, int ms) {
    const bool done = runAndKill(command, ms);
    ++kills;
    finished += done ? 1 : 0;
  }
};

// After a kill the server may still be running the killed client's session: a COMMIT that was
// sent is carried out although nobody reads the answer, so an event absent a moment after the kill
// can be there, complete, a moment later. What the client left is known once its session has
// ended: a PostgreSQL destination is read after every other session on its database is gone.
void awaitOtherSessionsEnd(const std::string& dst) {
  const QString url = QString::fromStdString(dst);
  if (!db::EventStore::isDatabaseUrl(url)) return;
  const auto loc = db::parsePostgresUrl(url);
  REQUIRE(loc);
  const QString name = QStringLiteral("kill-settle");
  {
    QSqlDatabase c = db::addPostgresConnection(*loc, name);
    REQUIRE(c.open());
    QSqlQuery q(c);
    QElapsedTimer waited;
    waited.start();
    int others = 0;
    do {
      REQUIRE(
          q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = "
                                "current_database() AND pid <> pg_backend_pid()")));
      REQUIRE(q.next());
      others = q.value(0).toInt();
      if (others > 0) QThread::msleep(10);
    } while (others > 0 && waited.elapsed() < 10000);
    REQUIRE_MESSAGE(others == 0, "the killed client's session did not end within 10 s");
  }
  QSqlDatabase::removeDatabase(name);
}

// The harness for a command that makes a new event at `dst`: `complete` is what a finished run
// leaves. Kills at seeded moments over [0, the measured run time].
Tally killCreating(const std::vector<std::string>& command, const std::string& dst,
                   std::uint64_t salt) {
  const int full = timed(command);
  const Counts complete = counts(dst);
  REQUIRE(complete.exists);
  removeEvent(dst);
  std::mt19937_64 rng(seed(salt));
  std::uniform_int_distribution<int> when(0, std::max(20, full));
  Tally t;
  for (int i = 0; i < kKills; ++i) {
    const int ms = when(rng);
    CAPTURE(ms);
    t.killAfter(command, ms);
    awaitOtherSessionsEnd(dst);
    const Counts after = counts(dst);
    if (after.exists) {
      ++t.complete;
      CHECK(after == complete);
      CHECK(ok({"db", "check", dst}).out.find("intact") != std::string::npos);
    } else {
      ++t.absent;
      ok(command);  // the retry works: nothing half-made is in the way
      CHECK(counts(dst) == complete);
      if (!db::EventStore::isDatabaseUrl(QString::fromStdString(dst))) CHECK(partials(dst) == 0);
    }
    removeEvent(dst);
  }
  MESSAGE(command[0], " ", command.size() > 1 ? command[1] : "", ": ", t.kills, " kills (run ",
          full, " ms): ", t.absent, " left nothing, ", t.complete, " complete, ", t.finished,
          " had finished");
  return t;
}

// The harness for a command that changes an existing event in place: each run starts from a copy
// of `base`; after a kill the event is as it was (`before`) or as a finished run leaves it.
Tally killChanging(const std::vector<std::string>& command, const std::string& base,
                   const std::string& event, std::uint64_t salt) {
  const Counts before = counts(base);
  copyFile(base, event);
  const int full = timed(command);
  const Counts done = counts(event);
  REQUIRE(!(done == before));
  std::mt19937_64 rng(seed(salt));
  std::uniform_int_distribution<int> when(0, std::max(20, full));
  Tally t;
  for (int i = 0; i < kKills; ++i) {
    copyFile(base, event);
    const int ms = when(rng);
    CAPTURE(ms);
    t.killAfter(command, ms);
    const Counts after = counts(event);
    CHECK(ok({"db", "check", event}).out.find("intact") != std::string::npos);
    if (after == before) {
      ++t.absent;
      ok(command);
      CHECK(counts(event) == done);
    } else {
      ++t.complete;
      CHECK(after == done);
    }
  }
  MESSAGE(command[0], ": ", t.kills, " kills (run ", full, " ms): ", t.absent,
          " left the event as it was, ", t.complete, " complete, ", t.finished, " had finished");
  return t;
}

// An event with players, three rounds and results (through the result log), as `simulate` makes.
std::string sourceEvent(const test::TempDir& dir, int players) {
  const std::string file = dir.path("source.tengen");
  ok({"new", file, "--name", "Kill Cup 天元杯", "--rounds", "5"});
  ok({"simulate", file, "--players", std::to_string(players), "--rounds", "3", "--seed", "11"});
  return file;
}

}  // namespace

TEST_CASE("kill: import of an OpenGotha file leaves the new event whole or absent") {
  test::TempDir dir;
  const std::string xml = dir.path("cup.xml");
  ok({"export", sourceEvent(dir, 200), "--format", "opengotha", "-o", xml});
  const Tally t =
      killCreating({"import", dir.path("imported.tengen"), xml}, dir.path("imported.tengen"), 1);
  CHECK(t.kills == kKills);
}

TEST_CASE("kill: import of an OpenGotha file into PostgreSQL leaves the new event whole or absent" *
          tengen::test::needsPostgres()) {
  test::TempDir dir;
  const std::string xml = dir.path("cup.xml");
  ok({"export", sourceEvent(dir, 200), "--format", "opengotha", "-o", xml});
  test::PgTestDatabase pg;
  const std::string url = pg.urlStd("imported");
  const Tally t = killCreating({"import", url, xml}, url, 2);
  CHECK(t.kills == kKills);
}

TEST_CASE("kill: db copy SQLite -> PostgreSQL leaves the copy whole or absent" *
          tengen::test::needsPostgres()) {
  test::TempDir dir;
  const std::string source = sourceEvent(dir, 200);
  test::PgTestDatabase pg;
  ok({"new", pg.urlStd("other"), "--name", "Other event"});  // the database is shared
  const std::string url = pg.urlStd("copied");
  killCreating({"db", "copy", source, url}, url, 3);
}

TEST_CASE("kill: db copy PostgreSQL -> SQLite leaves the file whole or absent" *
          tengen::test::needsPostgres()) {
  test::TempDir dir;
  test::PgTestDatabase pg;
  const std::string url = pg.urlStd("source");
  ok({"db", "copy", sourceEvent(dir, 200), url});
  const std::string file = dir.path("back.tengen");
  killCreating({"db", "copy", url, file}, file, 4);
}

TEST_CASE("kill: pair on a 2 000-player event draws the whole round or nothing") {
  test::TempDir dir;
  const std::string base = dir.path("base.tengen");
  ok({"new", base, "--name", "Big", "--rounds", "5"});
  ok({"simulate", base, "--players", "2000", "--rounds", "0", "--seed", "5"});
  killChanging({"pair", dir.path("big.tengen"), "--seed", "9"}, base, dir.path("big.tengen"), 5);
}

TEST_CASE("kill: simulate leaves the event simulated or as it was") {
  test::TempDir dir;
  const std::string base = dir.path("empty.tengen");
  ok({"new", base, "--name", "Sim", "--rounds", "5"});
  killChanging(
      {"simulate", dir.path("sim.tengen"), "--players", "300", "--rounds", "3", "--seed", "3"},
      base, dir.path("sim.tengen"), 6);
}

TEST_CASE("db copy into a shared database while another event adds players: no id collides" *
          tengen::test::needsPostgres()) {
  test::TempDir dir;
  const std::string source = sourceEvent(dir, 600);
  test::PgTestDatabase pg;
  const std::string other = pg.urlStd("other"), copied = pg.urlStd("copied");
  ok({"new", other, "--name", "Other"});
  ok({"player", "add", other, "--name", "First", "--rank", "1d"});
  QProcess copy;
  copy.start(QString::fromStdString(test::tengenBinary()),
             {QStringLiteral("db"), QStringLiteral("copy"), QString::fromStdString(source),
              QString::fromStdString(copied)});
  REQUIRE(copy.waitForStarted(10000));
  int added = 1;
  while (copy.state() != QProcess::NotRunning && added < 20) {
    auto r =
        runTengen({"player", "add", other, "--name", "P" + std::to_string(added), "--rank", "2k"});
    INFO(r.err);
    CHECK(r.exitCode == 0);
    ++added;
  }
  REQUIRE(copy.waitForFinished(60000));
  INFO(copy.readAllStandardError().toStdString());
  CHECK(copy.exitCode() == 0);
  CHECK(counts(other).players == added);
  CHECK(counts(copied) == counts(source));
  CHECK(ok({"db", "check", copied}).out.find("intact") != std::string::npos);
  CHECK(ok({"db", "check", other}).out.find("intact") != std::string::npos);
  MESSAGE((added - 1), " players added to another event during the copy");
}

TEST_CASE("db drop-event on SQLite: refused, the file left") {
  test::TempDir dir;
  const std::string file = dir.path("local.tengen");
  ok({"new", file, "--name", "Local"});
  auto r = runTengen({"db", "drop-event", file, "--yes"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("delete the file") != std::string::npos);
  CHECK(QFileInfo::exists(QString::fromStdString(file)));
}

TEST_CASE("db drop-event on PostgreSQL: TD only, confirmed, refused with results unless --force" *
          tengen::test::needsPostgres()) {
  test::TempDir dir;
  test::PgTestDatabase pg;
  const std::string keep = pg.urlStd("keep"), gone = pg.urlStd("gone");
  ok({"db", "copy", sourceEvent(dir, 20), gone});
  ok({"db", "copy", dir.path("source.tengen"), keep});
  const Counts kept = counts(keep);
  // Results: refused without --force; a wrong confirmation removes nothing.
  auto r = runTengen({"db", "drop-event", gone, "--yes"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("--force") != std::string::npos);
  r = runTengen({"db", "drop-event", gone, "--force"}, "keep\n");
  CHECK(r.exitCode == 1);
  CHECK(counts(gone).exists);
  // A referee of the event may not; a td may (typing the event's name).
  ok({"db", "grant", gone, "--role", "referee", "--user", "drop_ref"});
  ok({"db", "grant", gone, "--role", "td", "--user", "drop_td"});
  auto as = [&](const std::string& user) {
    QString url = pg.url(QStringLiteral("gone"));
    url.replace(QRegularExpression(QStringLiteral("^postgresql://[^@]*@")),
                QStringLiteral("postgresql://%1@").arg(QString::fromStdString(user)));
    return url.toStdString();
  };
  r = runTengen({"db", "drop-event", as("drop_ref"), "--yes", "--force"});
  CHECK(r.exitCode == 1);
  CHECK(counts(gone).exists);
  r = runTengen({"db", "drop-event", as("drop_td"), "--force"}, "gone\n");
  INFO(r.err);
  CHECK(r.exitCode == 0);
  CHECK_FALSE(counts(gone).exists);
  // Every row of it is gone, the other event untouched and intact; the key can be used again.
  QSqlDatabase raw = pg.connect(QStringLiteral("drop-check"));
  {
    QSqlQuery q(raw);
    for (const char* table : {"player", "game", "round", "result_ledger", "event_log",
                              "tengen_access", "tengen_feed"}) {
      REQUIRE(q.exec(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE event_id NOT IN (SELECT id "
                                    "FROM event)")
                         .arg(QLatin1String(table))));
      q.next();
      CHECK_MESSAGE(q.value(0).toInt() == 0, table);
    }
    // By hand, the ledger's rows stay append-only: the variable alone removes nothing (the
    // deletes pass, the commit is refused while their event exists).
    REQUIRE(raw.transaction());
    REQUIRE(
        q.exec(QStringLiteral("SELECT set_config('tengen.drop_event', (SELECT id FROM event "
                              "WHERE event_key = 'keep')::text, true)")));
    CHECK(q.exec(QStringLiteral("DELETE FROM result_ledger")));
    CHECK_FALSE(raw.commit());
    raw.rollback();
  }
  raw.close();
  raw = QSqlDatabase();
  QSqlDatabase::removeDatabase(QStringLiteral("drop-check"));
  CHECK(counts(keep) == kept);
  CHECK(ok({"db", "check", keep}).out.find("intact") != std::string::npos);
  ok({"new", gone, "--name", "Again"});
  CHECK(counts(gone).players == 0);
}
