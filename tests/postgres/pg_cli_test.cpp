// The tengen command line on PostgreSQL events: the same commands with a postgresql:// URL, many
// events in one database, schema versions, copying to and from SQLite, checks and roles.
#include <doctest/doctest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <map>

#include "db/service/result_entry.h"
#include "db/store/event_store.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/model_builders.h"
#include "tests/support/model_checks.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using test::PgTestDatabase;
using test::runTengen;

namespace {

test::RunResult ok(const std::vector<std::string>& args, const std::string& input = {}) {
  auto r = runTengen(args, input);
  INFO("tengen ", args.front(), " ", (args.size() > 1 ? args[1] : ""), ": ", r.err);
  REQUIRE(r.exitCode == 0);
  return r;
}

QJsonValue json(const std::string& text) {
  const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text));
  REQUIRE_MESSAGE(!doc.isNull(), text);
  return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

// Everything a user sees of an event, for comparing two copies.
struct Snapshot {
  QJsonValue info, players;
  std::vector<pairing::Round> rounds;
};

Snapshot snapshot(const std::string& event) {
  Snapshot s;
  s.info = json(ok({"info", event, "--json"}).out);
  s.players = json(ok({"player", "list", event, "--json"}).out);
  auto store = db::EventStore::open(QString::fromStdString(event));
  for (int n : store->roundNumbers()) s.rounds.push_back(*store->round(n));
  return s;
}

void checkSame(const Snapshot& a, const Snapshot& b) {
  CHECK(a.info == b.info);
  CHECK(a.players == b.players);
  REQUIRE(a.rounds.size() == b.rounds.size());
  for (std::size_t r = 0; r < a.rounds.size(); ++r) {
    CHECK(a.rounds[r].startTime == b.rounds[r].startTime);
    test::checkSameDraw(a.rounds[r], b.rounds[r],
                        [](const pairing::Game& p, const pairing::Game& q) {
                          CHECK(p.id == q.id);
                          CHECK(p.version == q.version);
                          REQUIRE(p.result.has_value() == q.result.has_value());
                          if (p.result) {
                            CHECK(p.result->toString() == q.result->toString());
                            CHECK(p.result->byReferee == q.result->byReferee);
                            CHECK(p.result->ledgerEntry == q.result->ledgerEntry);
                          }
                        });
  }
}

}  // namespace

TEST_CASE("tengen works unchanged on a PostgreSQL event URL, several events per database") {
  PgTestDatabase pg;
  const std::string cup = pg.urlStd("cup"), open = pg.urlStd("open");
  ok({"new", cup, "--name", "天元杯", "--rounds", "5", "--venue", "北京", "--start", "2026-12-05"});
  ok({"new", open, "--name", "Open", "--rounds", "3"});
  ok({"player", "add", cup, "--name", "柯洁", "--rank", "9p", "--club", "浙江", "--born",
      "1997-08-02"});
  test::TempDir dir;
  ok({"player", "import", cup, dir.write("p.csv", "name,rank,rating\n申真谞,9p,3700\nLee,5d,\n")});
  ok({"player", "add", open, "--name", "Other", "--rank", "1k"});
  ok({"edit", cup, "--komi", "6.5", "--chief-referee", "王"});

  const QJsonValue info = json(ok({"info", cup, "--json"}).out);
  CHECK(info[QLatin1String("name")].toString() == QStringLiteral("天元杯"));
  CHECK(info[QLatin1String("players")].toInt() == 3);
  CHECK(info[QLatin1String("komi")].toDouble() == 6.5);
  CHECK(info[QLatin1String("chief_referee")].toString() == QStringLiteral("王"));
  const QJsonArray players = json(ok({"player", "list", cup, "--json"}).out).toArray();
  REQUIRE(players.size() == 3);
  CHECK(players[0][QLatin1String("name")].toString() == QStringLiteral("柯洁"));
  CHECK(players[0][QLatin1String("born")].toString() == QStringLiteral("1997-08-02"));
  CHECK(players[1][QLatin1String("rating")].toInt() == 3700);
  // The other event in the same database is its own.
  const QJsonArray others = json(ok({"player", "list", open, "--json"}).out).toArray();
  REQUIRE(others.size() == 1);
  CHECK(others[0][QLatin1String("name")].toString() == QStringLiteral("Other"));
  CHECK(json(ok({"info", open, "--json"}).out)[QLatin1String("players")].toInt() == 1);

  // The same key again is refused; an unknown key or database is a missing event (exit 2).
  auto again = runTengen({"new", cup, "--name", "X"});
  CHECK(again.exitCode == 1);
  CHECK(runTengen({"info", pg.urlStd("nosuch")}).exitCode == 2);
  QUrl noSuchDb(test::testServerUrl());
  noSuchDb.setPath(QStringLiteral("/tengen_no_such_db"));
  noSuchDb.setQuery(QStringLiteral("event=x"));
  auto noDb = runTengen({"info", noSuchDb.toString().toStdString()});
  CHECK(noDb.exitCode == 2);
  // Without ?event= a database of several events asks which.
  auto which = runTengen({"info", pg.urlStd()});
  CHECK(which.exitCode == 1);
  CHECK(which.err.find("event=") != std::string::npos);
  CHECK(ok({"db", "check", cup}).out.find("intact") != std::string::npos);
}

TEST_CASE("a PostgreSQL event records its schema version and a newer one is refused") {
  PgTestDatabase pg;
  const std::string cup = pg.urlStd("cup");
  ok({"new", cup, "--name", "Cup"});
  {
    QSqlDatabase db = pg.connect(QStringLiteral("schema"));
    QSqlQuery q(db);
    REQUIRE(q.exec(QStringLiteral("SELECT value FROM tengen_meta WHERE key = 'schema_version'")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == db::currentSchemaVersion());
    REQUIRE(q.exec(
        QStringLiteral("UPDATE tengen_meta SET value = '999' WHERE key = 'schema_version'")));
  }
  QSqlDatabase::removeDatabase(QStringLiteral("schema"));
  auto r = runTengen({"info", cup});
  CHECK(r.exitCode == 2);
  CHECK(r.err.find("newer") != std::string::npos);
  CHECK(runTengen({"new", pg.urlStd("second"), "--name", "Second"}).exitCode == 2);
}

TEST_CASE("db copy: SQLite -> PostgreSQL -> SQLite gives the identical event") {
  PgTestDatabase pg;
  test::TempDir dir;
  const std::string file = dir.path("cup.tengen"), back = dir.path("back.tengen");
  const std::string url = pg.urlStd("copied");
  ok({"new", file, "--name", "天元杯 Tengen Cup", "--rounds", "4", "--komi", "7.5", "--venue",
      "杭州", "--start", "2026-12-05", "--end", "2026-12-06", "--time", "60 min + 3×30 s",
      "--chief-referee", "王"});
  ok({"player", "import", file,
      dir.write("p.csv",
                "name,rank,latin_name,rating,club,country,born,egd_pin\n"
                "柯洁,9p,Ke Jie,3800,浙江,CN,1997-08-02,\n"
                "申真谞,9p,Shin Jinseo,3850,,KR,2000-03-17,\n"
                "Anna,2k,,,Praha,CZ,,12345678\n")});
  // Drawn rounds with results, a bye, a withdrawal, an absence and one result changed twice.
  {
    auto store = db::EventStore::open(QString::fromStdString(file));
    auto players = store->players();
    pairing::Round r;
    r.number = 1;
    r.seed = 18446744073709551557ULL;
    r.startTime = boost::posix_time::time_from_string("2026-12-05 09:30:00");
    pairing::Game g;
    g.board = 1;
    g.black = players[1].id;
    g.white = players[0].id;
    g.komi = tengen::rules::HalfPoints(15);
    g.colours = pairing::ColourMethod::Nigiri;
    r.games = {g};
    r.byes = {players[2].id};
    store->saveRound(r);
    // Through the result door, so each value has its result-log row (db check compares them).
    db::service::ResultInput entry;
    entry.round = 1;
    entry.board = 1;
    entry.result = pairing::Result::parse("W+3.5");
    REQUIRE(db::service::enterResult(*store, entry).kind ==
            db::service::ResultOutcome::Kind::Stored);
    entry.result = pairing::Result::parse("B+R");
    entry.reason = "slip misread";
    REQUIRE(db::service::enterResult(*store, entry).kind ==
            db::service::ResultOutcome::Kind::Corrected);
    pairing::Round r2;
    r2.number = 2;
    r2.seed = 7;
    g.black = players[2].id;
    g.white = players[1].id;
    g.handicap = 2;
    g.komi = tengen::rules::HalfPoints(1);
    g.colours = pairing::ColourMethod::Handicap;
    r2.games = {g};
    r2.byes = {players[0].id};
    store->saveRound(r2);
    auto p = store->player(players[2].id);
    p.absentRounds = {3, 4};
    store->updatePlayer(p);
    store->withdrawPlayer(players[0].id);
  }
  ok({"db", "copy", file, url});
  ok({"db", "copy", url, back});
  const Snapshot original = snapshot(file), onServer = snapshot(url), returned = snapshot(back);
  checkSame(original, onServer);
  checkSame(original, returned);
  CHECK(original.rounds.size() == 2);
  // Both copies are intact; copying onto an existing event is refused and changes nothing.
  CHECK(ok({"db", "check", url}).out.find("intact") != std::string::npos);
  CHECK(ok({"db", "check", back}).out.find("intact") != std::string::npos);
  CHECK(runTengen({"db", "copy", file, url}).exitCode == 1);
  CHECK(runTengen({"db", "copy", url, back}).exitCode == 1);
  checkSame(original, snapshot(url));
  // A second copy into the same database (which now holds that event's ids) moves its generated
  // ids past them: the same players, games and results under new ids.
  const std::string second = pg.urlStd("second");
  ok({"db", "copy", file, second});
  CHECK(ok({"db", "check", second}).out.find("intact") != std::string::npos);
  const Snapshot moved = snapshot(second);
  CHECK(moved.info == original.info);
  const QJsonArray a = original.players.toArray(), b = moved.players.toArray();
  REQUIRE(a.size() == b.size());
  std::map<qint64, qint64> newId;
  for (qsizetype i = 0; i < a.size(); ++i) {
    QJsonObject x = a[i].toObject(), y = b[i].toObject();
    CHECK(y[QLatin1String("id")].toInteger() != x[QLatin1String("id")].toInteger());
    newId[x[QLatin1String("id")].toInteger()] = y[QLatin1String("id")].toInteger();
    x.remove(QLatin1String("id"));
    y.remove(QLatin1String("id"));
    CHECK(x == y);
  }
  REQUIRE(moved.rounds.size() == original.rounds.size());
  for (std::size_t r = 0; r < moved.rounds.size(); ++r) {
    REQUIRE(moved.rounds[r].games.size() == original.rounds[r].games.size());
    const auto &g = original.rounds[r].games[0], &h = moved.rounds[r].games[0];
    CHECK(h.black == newId[g.black]);
    CHECK(h.white == newId[g.white]);
    CHECK(h.result.has_value() == g.result.has_value());
    CHECK(moved.rounds[r].byes.front() == newId[original.rounds[r].byes.front()]);
  }
  checkSame(original, snapshot(url));  // the first copy is untouched
  // The copy on the server is a live event: new players get fresh ids after the copied ones.
  ok({"player", "add", url, "--name", "New", "--rank", "3d"});
  const QJsonArray after = json(ok({"player", "list", url, "--json"}).out).toArray();
  REQUIRE(after.size() == 4);
  CHECK(after[3][QLatin1String("id")].toInt() > after[2][QLatin1String("id")].toInt());
}

TEST_CASE(
    "db grant: roles map to PostgreSQL grants, and ledgers and clock journals are append-only") {
  PgTestDatabase pg;
  const std::string cup = pg.urlStd("cup");
  ok({"new", cup, "--name", "Cup"});
  ok({"player", "add", cup, "--name", "A", "--rank", "1d"});
  ok({"player", "add", cup, "--name", "B", "--rank", "1d"});
  std::int64_t eventId = 0;
  {
    auto store = db::EventStore::open(QString::fromStdString(cup));
    eventId = store->eventId();
    auto players = store->players();
    store->saveRound(test::roundOf(1, {test::gameOn(1, 1, players[0].id, players[1].id)}));
  }
  ok({"db", "grant", cup, "--role", "referee", "--user", "ref_zhang"});
  ok({"db", "grant", cup, "--role", "viewer", "--user", "watcher"});
  ok({"db", "grant", cup, "--role", "td", "--user", "td_li"});
  ok({"db", "grant", cup, "--role", "clock", "--user", "clock_7"});
  CHECK(runTengen({"db", "grant", cup, "--role", "boss", "--user", "x"}).exitCode == 1);
  CHECK(runTengen({"db", "grant", cup, "--role", "td", "--user", "bad name;"}).exitCode == 1);
  test::TempDir dir;
  const std::string file = dir.path("e.tengen");
  ok({"new", file, "--name", "Local"});
  CHECK(runTengen({"db", "grant", file, "--role", "td", "--user", "x"}).exitCode == 1);

  const QString id = QString::number(eventId);
  auto attempt = [&](const QString& user, const QString& sql) {
    const QString name = QStringLiteral("as-") + user;
    bool done = false;
    QString error;
    {
      QSqlDatabase db = pg.connect(name, user);
      QSqlQuery q(db);
      done = q.exec(sql);
      error = q.lastError().text();
    }
    QSqlDatabase::removeDatabase(name);
    MESSAGE(user.toStdString(), ": ", sql.toStdString(), " -> ",
            done ? "done" : error.toStdString());
    return done;
  };
  // The tengen command line works as the referee user too (reading).
  QUrl asRefereeUrl(pg.url(QStringLiteral("cup")));
  asRefereeUrl.setUserName(QStringLiteral("ref_zhang"));
  const std::string asReferee = asRefereeUrl.toString().toStdString();
  CHECK(json(ok({"info", asReferee, "--json"}).out)[QLatin1String("players")].toInt() == 2);
  // A referee enters a result (through tengen, with its log row: a direct UPDATE of the result
  // is refused, migration 101), but may not change the pairing.
  CHECK_FALSE(attempt(
      QStringLiteral("ref_zhang"),
      QStringLiteral("UPDATE game SET result = 'B+R', version = version + 1 WHERE event_id = ") +
          id));
  ok({"result", asReferee, "B+R", "--round", "1", "--board", "1"});
  CHECK_FALSE(attempt(
      QStringLiteral("ref_zhang"),
      QStringLiteral("UPDATE game SET black = white, white = black WHERE event_id = ") + id));
  CHECK_FALSE(attempt(QStringLiteral("ref_zhang"), QStringLiteral("DELETE FROM game")));
  CHECK_FALSE(attempt(
      QStringLiteral("ref_zhang"),
      QStringLiteral("INSERT INTO player (event_id, name, rank) VALUES (") + id + ", 'X', '1d')"));
  // A viewer reads only; a TD changes pairings.
  CHECK(attempt(QStringLiteral("watcher"), QStringLiteral("SELECT count(*) FROM game")));
  CHECK_FALSE(attempt(QStringLiteral("watcher"), QStringLiteral("UPDATE game SET result = NULL")));
  CHECK(attempt(QStringLiteral("td_li"),
                QStringLiteral("UPDATE game SET komi_half = 13 WHERE event_id = ") + id));
  CHECK_FALSE(attempt(QStringLiteral("clock_7"), QStringLiteral("UPDATE game SET result = NULL")));

  // The referee appends to the ledger; nobody, the owner included, updates or deletes it.
  const QString entry = QStringLiteral(
      "INSERT INTO referee_entry (id, event_id, recorded_at, round, board, kind, player, "
      "infraction, "
      "penalty, edition, referee, prev_hash, hash) VALUES (%1, %2, '2026-12-05T10:00:00Z', 1, 1, "
      "'infraction', 'black', 'illegal-move', 'warning', '2002', '张', '%3', '%4')");
  REQUIRE(attempt(QStringLiteral("ref_zhang"), entry.arg(1).arg(id, QString(64, QLatin1Char('0')),
                                                                QString(64, QLatin1Char('a')))));
  CHECK_FALSE(attempt(QStringLiteral("watcher"), entry.arg(2).arg(id, QString(64, QLatin1Char('a')),
                                                                  QString(64, QLatin1Char('b')))));
  const QString owner = QUrl(test::testServerUrl()).userName();
  for (const QString& user : {owner, QStringLiteral("td_li"), QStringLiteral("ref_zhang")}) {
    CHECK_FALSE(attempt(user, QStringLiteral("UPDATE referee_entry SET note = 'changed'")));
    CHECK_FALSE(attempt(user, QStringLiteral("DELETE FROM referee_entry")));
  }
  CHECK_FALSE(attempt(owner, QStringLiteral("TRUNCATE referee_entry CASCADE")));
  // The clock journal likewise: a clock appends, nobody rewrites.
  CHECK(attempt(owner,
                QStringLiteral("INSERT INTO clock_game (event_id, round, board, black_settings, "
                               "white_settings, created_utc) VALUES (") +
                    id + ", 1, 1, '{}', '{}', '2026-12-05T09:00:00Z')"));
  REQUIRE(attempt(
      QStringLiteral("clock_7"),
      QStringLiteral("INSERT INTO clock_event (clock_id, event_id, round, board, seq, kind, "
                     "at_ms, utc, player) SELECT id, event_id, round, board, 1, 'start', 0, "
                     "'2026-12-05T09:30:00Z', 'black' FROM clock_game")));
  CHECK_FALSE(attempt(owner, QStringLiteral("UPDATE clock_event SET at_ms = 5")));
  CHECK_FALSE(attempt(owner, QStringLiteral("DELETE FROM clock_event")));
  CHECK_FALSE(attempt(QStringLiteral("clock_7"), QStringLiteral("DELETE FROM clock_event")));
  {
    QSqlDatabase db = pg.connect(QStringLiteral("count"));
    QSqlQuery q(db);
    REQUIRE(
        q.exec(QStringLiteral("SELECT (SELECT count(*) FROM referee_entry), (SELECT count(*) FROM "
                              "clock_event), (SELECT result FROM game LIMIT 1)")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == 1);
    CHECK(q.value(1).toInt() == 1);
    CHECK(q.value(2).toString() == QStringLiteral("B+R"));
  }
  QSqlDatabase::removeDatabase(QStringLiteral("count"));
}

TEST_CASE("two events in one database keep their own referee ledgers") {
  PgTestDatabase pg;
  for (const std::string key : {"a", "b"}) {
    const std::string url = pg.urlStd(key);
    ok({"new", url, "--name", "Event " + key, "--rounds", "2"});
    ok({"player", "add", url, "--name", "Black " + key, "--rank", "1d"});
    ok({"player", "add", url, "--name", "White " + key, "--rank", "1d"});
    ok({"pair", url});
    ok({"referee", "log", url, "--round", "1", "--board", "1", "--player", "black", "--infraction",
        "wrong-colours", "--referee", "Li"});
  }
  for (const std::string key : {"a", "b"}) {
    auto verify = ok({"referee", "verify", pg.urlStd(key)});
    CHECK(verify.out.find("intact: 1 ") != std::string::npos);
    CHECK(ok({"db", "check", pg.urlStd(key)}).out.find("intact") != std::string::npos);
  }
}
