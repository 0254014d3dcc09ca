// Tamper evidence (issue 15), on an SQLite file and on the private PostgreSQL server alike: each
// way of changing an event's logs behind Tengen's back — with the append-only triggers out of the
// way, as anyone holding the file (or a superuser) can — is found by the real `tengen db check` /
// `tengen referee verify`, naming the chain and the entry; a seal verifies on an untouched event
// and not with a wrong key.
#include <doctest/doctest.h>

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>

#include "clock/game_clock.h"
#include "db/service/chain_check.h"
#include "db/service/chain_seal.h"
#include "db/service/ledger_store.h"
#include "db/service/result_entry.h"
#include "db/store/clock_journal_store.h"
#include "db/store/event_log.h"
#include "db/store/event_store.h"
#include "db/store/reports_store.h"
#include "referee/ledger.h"
#include "reports/ruling_slip.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using test::runTengen;
namespace pt = boost::posix_time;

namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// One backend: where events are made, and a raw connection that bypasses Tengen (and, for the
// tampering, the append-only triggers).
struct Backend {
  std::string name;
  std::function<std::string(const std::string&)> eventAt;  // a new event's path or URL
  // Runs statements on the event's database with the append-only triggers out of the way.
  std::function<void(const std::string& where, const QStringList& sql)> tamper;
};

const pt::ptime kT0(boost::gregorian::date(2026, 12, 5), pt::hours(9));

// Four players, round 1 on two boards; board 1: B+R entered, then corrected to W+R; board 2:
// two warnings to White (the second loses the game, by referee); a clock on board 1 with a few
// events; three changes in the event log.
std::unique_ptr<db::EventStore> buildEvent(const std::string& where) {
  auto store = test::EventFixture("Seal Cup")
                   .rounds(2)
                   .chiefReferee("Chief")
                   .players({"Ke Jie", "Shin Jinseo", "Park Junghwan", "Gu Zihao"}, "9p")
                   .round(1)
                   .pairInOrder()
                   .create(QString::fromStdString(where));
  db::service::ResultInput first;
  first.round = 1;
  first.board = 1;
  first.result = pairing::Result::parse("B+R");
  first.who = "desk";
  REQUIRE(db::service::enterResult(*store, first).kind == db::service::ResultOutcome::Kind::Stored);
  db::service::ResultInput second = first;
  second.result = pairing::Result::parse("W+R");
  second.reason = "colours swapped on the slip";
  REQUIRE(db::service::enterResult(*store, second).kind ==
          db::service::ResultOutcome::Kind::Corrected);
  db::LedgerStore ledger(*store);
  for (const char* code : {"clock-before-move", "missed-capture"})
    ledger.log({1, 2, referee::Side::White, code, {}, "Chief", {}});
  REQUIRE(test::storedResultText(*store, 2) == "B+");
  db::ClockJournalStore clocks(*store);
  const auto settings =
      clock::GameSettings::same(clock::ClockSettings::chinese(60 * clock::kMinute, 3));
  const std::int64_t id = clocks.createClock(1, 1, settings, kT0);
  clock::GameClock c(settings);
  auto run = [&](clock::Ms at, auto command) {
    clocks.commit(id, c, at, kT0 + pt::milliseconds(at),
                  [&](clock::GameClock& g) { return command(g, at); });
  };
  run(0, [](clock::GameClock& g, clock::Ms at) { return g.start(at); });
  run(30 * clock::kSecond, [](clock::GameClock& g, clock::Ms at) { return g.move(at); });
  run(50 * clock::kSecond, [](clock::GameClock& g, clock::Ms at) { return g.move(at); });
  for (const char* field : {"venue", "dates", "time control"})
    db::appendEventLog(*store, {0, {}, field, "old", "new", "td"});
  return store;
}

std::string keyFile(const test::TempDir& dir, const char* name) {
  return dir.path(name);
}

// The line of `text` that starts with `prefix`.
std::string lineStarting(const std::string& text, const std::string& prefix) {
  const std::size_t at = text.find(prefix);
  REQUIRE(at != std::string::npos);
  return text.substr(at, text.find('\n', at) - at);
}

test::RunResult ok(const std::vector<std::string>& args) {
  auto r = runTengen(args);
  INFO("tengen ", args[0], " ", args[1], ": ", r.err, r.out);
  REQUIRE(r.exitCode == 0);
  return r;
}

// Checks that `tengen db check` (with `extra` options) finds a problem saying each of `parts`.
void checkFinds(const std::string& ev, const std::vector<std::string>& parts,
                std::vector<std::string> extra = {}, const char* command = "db") {
  std::vector<std::string> args = {command, command == std::string("db") ? "check" : "verify", ev};
  args.insert(args.end(), extra.begin(), extra.end());
  const auto r = runTengen(args);
  INFO(args[0], " ", args[1], " out: ", r.out, "\nerr: ", r.err);
  CHECK(r.exitCode == 3);
  for (const std::string& p : parts) CHECK(has(r.out + r.err, p));
}

void runCases(const Backend& b) {
  test::TempDir dir;
  const std::string key = keyFile(dir, "chief.key");
  const std::string otherKey = keyFile(dir, "other.key");
  int n = 0;
  auto sealed = [&](const char* label) {
    const std::string ev = b.eventAt(std::string(label) + std::to_string(++n));
    buildEvent(ev);
    ok({"db", "seal", ev, "--key", key, "--who", "Chief"});
    return ev;
  };

  SUBCASE("an untouched event verifies, seal and printed heads included") {
    const std::string ev = sealed("untouched");
    const auto heads = ok({"db", "heads", ev}).out;
    CHECK(has(heads, "ledger:2:"));
    CHECK(has(heads, "results-r1-b1:2:"));
    CHECK(has(heads, "clock-r1-b1:3:"));
    CHECK(has(heads, "event-log:"));
    const std::string digest = lineStarting(heads, "all:");
    // Paper carries the heads: the standings the digest and the ledger's head, a ruling slip
    // the ledger's head at its entry.
    const auto standings = ok({"standings", ev}).out;
    CHECK(has(standings, digest));
    CHECK(has(standings, lineStarting(heads, "ledger:").substr(0, 21)));
    {
      auto store = db::EventStore::open(QString::fromStdString(ev));
      const auto entries = db::LedgerStore(*store).entries();
      const std::string slip = reports::rulingSlipHtml(db::loadTournament(*store), entries, 2, {});
      CHECK(has(slip, "ledger:2:" + entries[1].hash.substr(0, 12)));
    }
    auto r = ok({"db", "check", ev, "--key", key, "--head", digest});
    CHECK(has(r.out, "intact"));
    CHECK(has(r.out, "1 seal(s)"));
    r = ok({"referee", "verify", ev, "--key", key});
    CHECK(has(r.out, "ledger intact"));
    // Entries added after the seal are fine: the chains extend the sealed heads.
    auto store = db::EventStore::open(QString::fromStdString(ev));
    db::appendEventLog(*store, {0, {}, "venue", "new", "newer", "td"});
    ok({"db", "check", ev, "--key", key});
  }
  SUBCASE("a wrong key fails, and so does a seal whose signature was changed") {
    const std::string ev = sealed("wrongkey");
    db::loadOrCreateSealKey(QString::fromStdString(otherKey));
    checkFinds(ev, {"seal 1: made with key"}, {"--key", otherKey});
    b.tamper(ev, {QStringLiteral("UPDATE chain_seal SET heads = replace(heads, 'ledger 2', "
                                 "'ledger 1')")});
    checkFinds(ev, {"seal 1: its signature does not verify"});
  }
  SUBCASE("a seal made with another key is untrusted until the TD trusts that key") {
    const std::string ev = sealed("trust");  // the first seal's key is trusted
    db::loadOrCreateSealKey(QString::fromStdString(otherKey));
    ok({"db", "seal", ev, "--key", otherKey, "--who", "Stranger"});
    const std::string other = db::loadSealKey(QString::fromStdString(otherKey)).publicKeyHex;
    checkFinds(ev, {"seal 2: sealed by an untrusted key (fingerprint " + other.substr(0, 16) + ")",
                    "1 problems"});
    checkFinds(ev, {"seal 2: sealed by an untrusted key"}, {}, "referee");
    const auto zh = runTengen({"--lang", "zh", "db", "check", ev});
    CHECK(zh.exitCode == 3);
    CHECK(has(zh.out + zh.err, "封印 2：由不受信任的密钥签署（指纹 " + other.substr(0, 16) + "）"));
    CHECK(has(ok({"db", "trust", ev, "--key", otherKey, "--who", "TD"}).out, "are now trusted"));
    CHECK(has(ok({"db", "trust", ev, "--key", otherKey}).out, "is trusted already"));
    ok({"db", "check", ev});
    ok({"referee", "verify", ev});
    {
      // The trust is an event-log row (in its hash chain), by whoever added it.
      auto store = db::EventStore::open(QString::fromStdString(ev));
      int rows = 0;
      for (const db::EventLogEntry& e : db::eventLog(*store))
        if (e.field == "trusted seal key") {
          ++rows;
          CHECK(e.newValue == other);
          CHECK(e.who == "TD");
        }
      CHECK(rows == 1);
    }
    // --key still pins one key: the other seal is named against it.
    checkFinds(ev, {"seal 2: made with key " + other.substr(0, 16)}, {"--key", key});
    // A file that is no key is refused, naming it, and nothing is trusted.
    const auto bad = runTengen({"db", "trust", ev, "--key", dir.path("chief.key") + ".none"});
    CHECK(bad.exitCode != 0);
    CHECK(has(bad.out + bad.err, "chief.key.none"));
  }
  SUBCASE("the last ledger entry deleted and the result reset: the seal and the printed head") {
    const std::string ev = sealed("tail");
    const auto heads = ok({"db", "heads", ev}).out;
    const std::string ledgerHead = lineStarting(heads, "ledger:");
    const std::string digest = lineStarting(heads, "all:");
    b.tamper(ev, {QStringLiteral("DELETE FROM referee_entry WHERE id = 2 AND event_id = (SELECT "
                                 "id FROM event WHERE name = 'Seal Cup' ORDER BY id DESC LIMIT "
                                 "1)"),
                  QStringLiteral("UPDATE game SET result = NULL, by_referee = 0, ledger_entry = "
                                 "NULL WHERE round = 1 AND board = 2")});
    checkFinds(ev, {"the referee ledger: 1 entries, but seal 1 recorded 2",
                    "entries 2 to 2 were removed from the end"});
    checkFinds(ev, {"the referee ledger: 1 entries, but the printed head recorded 2"},
               {"--head", ledgerHead}, "referee");
    checkFinds(ev, {"the printed digest " + digest + " no longer matches"}, {"--head", digest});
  }
  SUBCASE("an entry rewritten (second warning to advice) and the chain re-hashed: the seal") {
    const std::string ev = sealed("rehash");
    auto store = db::EventStore::open(QString::fromStdString(ev));
    auto entries = db::LedgerStore(*store).entries();
    REQUIRE(entries.size() == 2);
    entries[1].penalty = "advice";
    entries[1].sanctions = {referee::Sanction::Advice};
    referee::seal(entries[1], &entries[0], db::LedgerStore::hashFunction());
    b.tamper(ev, {QStringLiteral("UPDATE referee_entry SET penalty = 'advice', sanctions = '%1', "
                                 "hash = '%2' WHERE id = 2 AND event_id = %3")
                      .arg(QString::fromStdString(referee::sanctionsCode(entries[1].sanctions)),
                           QString::fromStdString(entries[1].hash))
                      .arg(store->eventId())});
    store.reset();
    checkFinds(
        ev,
        {"the referee ledger, entry 2", "not the entry seal 1 recorded", "rewritten and re-hashed"},
        {}, "referee");
  }
  SUBCASE("a clock journal row's time moved by 3000 s") {
    const std::string ev = sealed("clock");
    b.tamper(ev, {QStringLiteral("UPDATE clock_event SET at_ms = at_ms + 3000000 WHERE seq = 2")});
    checkFinds(ev, {"the clock journal of round 1 board 1, entry 2", "edited"});
  }
  SUBCASE("a result-log row edited") {
    const std::string ev = sealed("resultlog");
    b.tamper(ev, {QStringLiteral("UPDATE result_ledger SET reason = 'typo' WHERE kind = "
                                 "'correction' AND round = 1 AND board = 1")});
    checkFinds(ev, {"the result log of round 1 board 1, entry 2", "edited"});
  }
  SUBCASE("a game's result changed directly: it differs from its result log") {
    const std::string ev = sealed("direct");
    b.tamper(ev, {QStringLiteral("UPDATE game SET result = 'B+R' WHERE round = 1 AND board = 1")});
    checkFinds(ev, {"round 1 board 1: the game's result is B+R, but the last value in its result "
                    "log is W+R"});
  }
  SUBCASE("results without a result log: imported (recorded in the event log) or by no door") {
    // Results stored with no door (as before the result log, or a row written around the
    // services): reported as without a result log, not as differing from one.
    const std::string bare = b.eventAt("bare" + std::to_string(++n));
    auto source = test::EventFixture("Import Cup")
                      .players({"Ke Jie", "Shin Jinseo", "Park Junghwan", "Gu Zihao"}, "9p")
                      .round(1)
                      .game(0, 1, "B+R")
                      .game(2, 3, "W+2.5")
                      .create(QString::fromStdString(bare));
    // The fixture enters its results through the door: their log rows are removed behind it.
    b.tamper(bare, {QStringLiteral("DELETE FROM result_ledger")});
    checkFinds(bare, {"round 1 board 1: the game's result is B+R, but it has no result log",
                      "round 1 board 2: the game's result is W+2.5, but it has no result log",
                      "2 problems"});
    // The same games imported into a new event: the import's event-log row records them.
    const std::string imported = b.eventAt("imported" + std::to_string(++n));
    {
      auto store = test::EventFixture("Import Cup").create(QString::fromStdString(imported));
      db::storeTournament(*store, db::loadTournament(*source), std::nullopt);
    }
    source.reset();
    auto r = ok({"db", "check", imported});
    CHECK(has(r.out, "intact"));
    CHECK(has(r.out, "2 imported result(s) without a result log"));
    ok({"referee", "verify", imported});
    // An imported result changed afterwards without a log row: named against its import.
    b.tamper(imported,
             {QStringLiteral("UPDATE game SET result = 'B+R' WHERE round = 1 AND board = 2")});
    checkFinds(imported, {"round 1 board 2: the game's result is B+R, but its import recorded "
                          "W+2.5 (in the event log)",
                          "1 problems"});
    auto zh = runTengen({"--lang", "zh", "db", "check", imported});
    CHECK(has(zh.out + zh.err, "但导入时（赛事日志中）记载为 W+2.5"));
  }
  SUBCASE("a middle event-log row deleted") {
    const std::string ev = sealed("eventlog");
    b.tamper(ev, {QStringLiteral("DELETE FROM event_log WHERE field = 'dates'")});
    checkFinds(ev, {"the event log, entry", "broken link"});
  }
}

// Runs the tampering statements on `q`'s connection: each must succeed and change rows.
void runTampering(QSqlQuery& q, const QStringList& statements) {
  for (const QString& sql : statements) {
    INFO(sql.toStdString(), ": ", q.lastError().text().toStdString());
    CHECK(q.exec(sql));
    CHECK(q.numRowsAffected() > 0);
  }
}

// buildEvent as the event `key` of the test database; its URL.
std::string builtOn(const test::PgTestDatabase& pg, const std::string& key) {
  const std::string url = pg.urlStd(key);
  buildEvent(url);
  return url;
}

// Runs `statements` on a raw connection named `connection` as the database's owner (the
// server's superuser), each one checked to succeed.
void execAsOwner(const test::PgTestDatabase& pg, const QString& connection,
                 std::initializer_list<const char*> statements) {
  {
    QSqlDatabase db = pg.connect(connection);
    QSqlQuery q(db);
    for (const char* sql : statements) {
      INFO(sql, ": ", q.lastError().text().toStdString());
      CHECK(q.exec(QString::fromLatin1(sql)));
    }
  }
  QSqlDatabase::removeDatabase(connection);
}

}  // namespace

TEST_CASE("tamper evidence on an SQLite event file") {
  test::TempDir dir;
  Backend b;
  b.name = "sqlite";
  b.eventAt = [&](const std::string& label) { return dir.path(label + ".tengen"); };
  b.tamper = [](const std::string& where, const QStringList& statements) {
    const QString name = QStringLiteral("tamper-sqlite");
    {
      QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
      db.setDatabaseName(QString::fromStdString(where));
      REQUIRE(db.open());
      QSqlQuery q(db);
      // Anyone holding the file can drop the append-only triggers.
      for (const char* t :
           {"referee_entry", "result_ledger", "clock_event", "event_log", "chain_seal", "game"})
        for (const char* what : {"update", "delete"})
          q.exec(QStringLiteral("DROP TRIGGER IF EXISTS %1_no_%2")
                     .arg(QLatin1String(t), QLatin1String(what)));
      runTampering(q, statements);
    }
    QSqlDatabase::removeDatabase(name);
  };
  runCases(b);
}

TEST_CASE("tamper evidence on a PostgreSQL event") {
  test::PgTestDatabase pg;
  Backend b;
  b.name = "postgresql";
  b.eventAt = [&](const std::string& label) { return pg.urlStd(label); };
  b.tamper = [&](const std::string&, const QStringList& statements) {
    const QString name = QStringLiteral("tamper-pg");
    {
      QSqlDatabase db = pg.connect(name);
      QSqlQuery q(db);
      // A superuser's session with every trigger off (the append-only ones included).
      REQUIRE(q.exec(QStringLiteral("SET session_replication_role = replica")));
      runTampering(q, statements);
    }
    QSqlDatabase::removeDatabase(name);
  };
  runCases(b);
}

TEST_CASE("a dropped append-only trigger is reported, SQLite and PostgreSQL") {
  test::TempDir dir;
  const std::string file = dir.path("trigger.tengen");
  buildEvent(file);
  {
    auto store = db::EventStore::open(QString::fromStdString(file));
    store->exec(QStringLiteral("DROP TRIGGER chain_seal_no_update"));
    store->exec(QStringLiteral("DROP TRIGGER result_ledger_no_delete"));
  }
  checkFinds(file, {"chain_seal: not append-only (trigger chain_seal_no_update missing)",
                    "result_ledger: not append-only (trigger result_ledger_no_delete missing)"});
  // In the user's language, the table and trigger named as stored.
  const auto zh = runTengen({"--lang", "zh", "db", "check", file});
  CHECK(zh.exitCode == 3);
  CHECK(has(zh.out + zh.err, "chain_seal：不再只可追加（触发器 chain_seal_no_update 缺失）"));
  test::PgTestDatabase pg;
  const std::string url = builtOn(pg, "trigger");
  {
    auto store = db::EventStore::open(QString::fromStdString(url));
    store->exec(QStringLiteral("DROP TRIGGER tengen_append_only ON clock_event"));
    store->exec(QStringLiteral("DROP TRIGGER tengen_chain ON event_log"));
  }
  checkFinds(url, {"clock_event: not append-only", "event_log: no hash chain trigger"});
  const auto zhPg = runTengen({"--lang", "zh", "db", "check", url});
  CHECK(has(zhPg.out + zhPg.err, "event_log：没有哈希链触发器（tengen_chain）"));
  CHECK_FALSE(has(zhPg.out + zhPg.err, "not append-only"));
}

TEST_CASE("a dropped, altered or added row-security policy is reported by table and name") {
  test::PgTestDatabase pg;
  const std::string url = builtOn(pg, "policy");
  ok({"db", "check", url});  // the policies as declared: intact
  // What was verified, in the user's language.
  const auto intactZh = runTengen({"--lang", "zh", "db", "check", url});
  CHECK(intactZh.exitCode == 0);
  CHECK(has(intactZh.out, "数据库结构版本"));
  CHECK(has(intactZh.out, "行级安全策略与声明一致"));
  // The owner (here the server's superuser) can change the policies; each is named.
  execAsOwner(pg, QStringLiteral("policy-owner"),
              {"DROP POLICY tengen_clock_insert ON clock_event",
               "ALTER POLICY tengen_referee_insert ON referee_entry WITH CHECK (true)",
               "ALTER POLICY tengen_td ON clock_event WITH CHECK (tengen_has_role(event_id, "
               "ARRAY['td']))",
               "CREATE POLICY open_door ON game FOR UPDATE USING (true)"});
  checkFinds(url,
             {"table clock_event: row-level security policy (行级安全策略) tengen_clock_insert is "
              "missing (dropped or renamed)",
              "table referee_entry: row-level security policy (行级安全策略) tengen_referee_insert "
              "was altered: its check of the user's role in the event differs",
              "table clock_event: row-level security policy (行级安全策略) tengen_td was altered: "
              "its check of the rows a row points at (guard) differs",
              "table game: row-level security policy (行级安全策略) open_door is not one the "
              "declared rights make",
              "4 problems"});
  const auto zh = runTengen({"--lang", "zh", "db", "check", url});
  CHECK(zh.exitCode == 3);
  CHECK(has(zh.out + zh.err, "表 clock_event：行级安全策略 tengen_clock_insert 缺失"));
  CHECK(has(zh.out + zh.err, "表 game：行级安全策略 open_door 不是声明的权限所生成的"));
  CHECK(has(zh.out + zh.err, "发现 4 处问题"));
}

TEST_CASE("a grant puts back the row-security policies dropped by hand") {
  test::PgTestDatabase pg;
  const std::string url = builtOn(pg, "repair");
  execAsOwner(
      pg, QStringLiteral("repair-owner"),
      {"DROP POLICY tengen_clock_insert ON clock_event", "DROP POLICY tengen_read ON game"});
  checkFinds(url, {"tengen_clock_insert is missing", "tengen_read is missing", "2 problems"});
  ok({"db", "grant", url, "--role", "referee", "--user", "ref_repair"});
  ok({"db", "check", url});  // every declared policy is back, as declared
}
