// The race harness: for each write type, K real `tengen` processes (K = 2..8) write one game at
// the same moment, on a SQLite event file and on the private PostgreSQL server. Whatever the
// order the operating system runs them in: exactly one first entry per board wins and every
// loser is told the winner's value; of racing corrections of one value exactly one is taken and
// none is lost silently; the result log has one first entry per board and one row per accepted
// correction; the ledger chain verifies; a result never stands against the referee's ruling; and
// on SQLite no process fails with "database is locked" (writers wait for each other).
//
// Tries per race: TENGEN_RACE_TRIES (default 2, to keep the suite short; the note of the change
// that added this harness gives figures for 50).

#include <doctest/doctest.h>

#include <QString>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "db/event_store.h"
#include "db/ledger_store.h"
#include "db/result_log.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using test::RunResult;

namespace {

int tries() {
  const char* env = std::getenv("TENGEN_RACE_TRIES");
  const int n = env ? std::atoi(env) : 0;
  return n > 0 ? n : 2;
}

const std::vector<int> kRacers = {2, 3, 4, 5, 6, 7, 8};

// Eight different results, one per racer; and eight different corrections of B+R.
const std::vector<std::string> kValues = {"B+R", "W+R", "B+T", "W+T", "B+F", "W+F", "B+", "W+"};
const std::vector<std::string> kCorrections = {"W+R", "B+T", "W+T",   "B+F",
                                               "W+F", "B+",  "W+5.5", "W+"};

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// An event with enough boards for every try of every race: round r holds the tries of one race.
std::unique_ptr<db::EventStore> raceEvent(const QString& where, int rounds, int boards) {
  test::EventFixture fixture("Race Cup");
  fixture.rounds(rounds).chiefReferee("王裁判").numberedPlayers(2 * boards, "3d");
  for (int r = 1; r <= rounds; ++r) fixture.round(r).pairInOrder();
  return fixture.create(where);
}

std::optional<pairing::Result> storedResult(db::EventStore& store, int round, int board) {
  const auto r = store.round(round);
  REQUIRE(r);
  for (const auto& g : r->games)
    if (g.board == board) return g.result;
  FAIL("no board " << board);
  return std::nullopt;
}

void noLockFailures(const std::vector<RunResult>& results) {
  for (const RunResult& r : results) {
    CHECK_FALSE(contains(r.err, "database is locked"));
    CHECK_FALSE(contains(r.err, "busy"));
  }
}

// Exactly one first entry wins each board; the losers are told the winner's value.
void raceFirstEntries(const std::string& ev, db::EventStore& store, int round) {
  int board = 0;
  for (int k : kRacers) {
    for (int t = 0; t < tries(); ++t) {
      ++board;
      std::vector<std::vector<std::string>> commands;
      for (int i = 0; i < k; ++i)
        commands.push_back({"result", ev, "--round", std::to_string(round), "--board",
                            std::to_string(board), kValues[static_cast<std::size_t>(i)], "--by",
                            "desk" + std::to_string(i)});
      const std::vector<RunResult> results = test::runTengenTogether(commands);
      noLockFailures(results);
      const auto stored = storedResult(store, round, board);
      REQUIRE(stored);
      const std::string winner = stored->toString();
      int accepted = 0;
      for (std::size_t i = 0; i < results.size(); ++i) {
        if (results[i].exitCode == 0) {
          ++accepted;
          CHECK(kValues[i] == winner);
        } else {
          CHECK(results[i].exitCode == 1);
          CHECK_MESSAGE(contains(results[i].err, winner), results[i].err);
        }
      }
      CHECK(accepted == 1);
      const auto log = db::resultLog(store, round, board, true);
      REQUIRE(log.size() == 1);
      CHECK(log[0].kind == db::ResultLogEntry::Kind::Entry);
      CHECK(log[0].newResult == winner);
    }
  }
}

// Racing corrections of one value: one is taken, the others are refused with the new value.
void raceCorrections(const std::string& ev, db::EventStore& store, int round) {
  int board = 0;
  for (int k : kRacers) {
    for (int t = 0; t < tries(); ++t) {
      ++board;
      const std::string b = std::to_string(board), r = std::to_string(round);
      REQUIRE(test::runTengen({"result", ev, "--round", r, "--board", b, "B+R"}).exitCode == 0);
      std::vector<std::vector<std::string>> commands;
      for (int i = 0; i < k; ++i)
        commands.push_back({"result", ev, "--round", r, "--board", b,
                            kCorrections[static_cast<std::size_t>(i)], "--corrects", "B+R",
                            "--reason", "sheet " + std::to_string(i)});
      const std::vector<RunResult> results = test::runTengenTogether(commands);
      noLockFailures(results);
      const auto stored = storedResult(store, round, board);
      REQUIRE(stored);
      const std::string winner = stored->toString();
      CHECK(winner != "B+R");
      int accepted = 0;
      for (const RunResult& res : results) {
        if (res.exitCode == 0) {
          ++accepted;
        } else {
          CHECK(res.exitCode == 1);
          CHECK_MESSAGE(contains(res.err, winner), res.err);
        }
      }
      CHECK(accepted == 1);
      const auto log = db::resultLog(store, round, board, true);
      REQUIRE(log.size() == 2);
      CHECK(log[0].kind == db::ResultLogEntry::Kind::Entry);
      CHECK(log[1].kind == db::ResultLogEntry::Kind::Correction);
      CHECK(log[1].oldResult == "B+R");
      CHECK(log[1].newResult == winner);
    }
  }
}

// Referee entries logged at once: every one is appended, the chain verifies.
void raceLedgerEntries(const std::string& ev, db::EventStore& store, int round) {
  int board = 0;
  std::size_t expected = db::LedgerStore(store).entries().size();
  for (int k : kRacers) {
    for (int t = 0; t < tries(); ++t) {
      ++board;
      std::vector<std::vector<std::string>> commands;
      for (int i = 0; i < k; ++i)
        commands.push_back({"referee", "log", ev, "--round", std::to_string(round), "--board",
                            std::to_string(board), "--player", i % 2 ? "white" : "black",
                            "--infraction", "other", "--note", "noise " + std::to_string(i),
                            "--referee", "李"});
      const std::vector<RunResult> results = test::runTengenTogether(commands);
      noLockFailures(results);
      for (const RunResult& res : results) CHECK_MESSAGE(res.exitCode == 0, res.err);
      expected += static_cast<std::size_t>(k);
    }
  }
  CHECK(db::LedgerStore(store).entries().size() == expected);
  const RunResult verify = test::runTengen({"referee", "verify", ev});
  CHECK_MESSAGE(verify.exitCode == 0, verify.out << verify.err);
}

// A second warning and a result entered at the same moment: the result follows the ruling either
// way, and the result log says how it got there.
void raceRulingAgainstResult(const std::string& ev, db::EventStore& store, int round) {
  const int boards = tries() * 4;
  for (int board = 1; board <= boards; ++board) {
    const std::string b = std::to_string(board), r = std::to_string(round);
    const std::vector<std::string> warn = {
        "referee",           "log",       ev,         "--round", r,
        "--board",           b,           "--player", "black",   "--infraction",
        "clock-before-move", "--referee", "李"};
    {
      const RunResult first = test::runTengen(warn);
      REQUIRE_MESSAGE(first.exitCode == 0, first.err);
    }
    const std::vector<RunResult> results =
        test::runTengenTogether({warn, {"result", ev, "--round", r, "--board", b, "B+R"}});
    noLockFailures(results);
    CHECK_MESSAGE(results[0].exitCode == 0, results[0].err);
    const auto ruling = db::LedgerStore(store).ruling(round, board);
    REQUIRE(ruling.result);
    CHECK(ruling.result->outcome == pairing::Outcome::WhiteWins);
    const auto stored = storedResult(store, round, board);
    REQUIRE(stored);
    CHECK(*stored == *ruling.result);  // never the result against the ruling
    const auto log = db::resultLog(store, round, board, true);
    if (results[1].exitCode == 0) {
      // The result came first: the ruling then corrected it, logged with its ledger entry.
      REQUIRE(log.size() == 2);
      CHECK(log[0].newResult == "B+R");
      CHECK(log[1].kind == db::ResultLogEntry::Kind::Correction);
      CHECK(contains(log[1].reason, "ledger entry"));
    } else {
      // The ruling came first: the result was refused, naming the referee's decision.
      CHECK(contains(results[1].err, "referee"));
      CHECK(log.empty());
    }
  }
  CHECK(db::LedgerStore(store).verify().intact());
}

// Players registered at once: every one is stored, each with an id of its own.
void racePlayerRegistrations(const std::string& ev, db::EventStore& store) {
  std::size_t expected = store.players().size();
  for (int k : kRacers) {
    for (int t = 0; t < tries(); ++t) {
      std::vector<std::vector<std::string>> commands;
      for (int i = 0; i < k; ++i)
        commands.push_back(
            {"player", "add", ev, "--name",
             "Late " + std::to_string(k) + "-" + std::to_string(t) + "-" + std::to_string(i),
             "--rank", "4k"});
      const std::vector<RunResult> results = test::runTengenTogether(commands);
      noLockFailures(results);
      for (const RunResult& res : results) CHECK_MESSAGE(res.exitCode == 0, res.err);
      expected += static_cast<std::size_t>(k);
    }
  }
  const auto players = store.players();
  CHECK(players.size() == expected);
  std::set<pairing::PlayerId> ids;
  for (const auto& p : players) ids.insert(p.id);
  CHECK(ids.size() == players.size());
}

int boardsNeeded() {
  int n = 0;
  for (int k : kRacers) n += k > 0 ? tries() : 0;
  return std::max(n, tries() * 4);
}

void runAllRaces(const std::string& ev, db::EventStore& store) {
  SUBCASE("first entries") {
    raceFirstEntries(ev, store, 1);
  }
  SUBCASE("corrections") {
    raceCorrections(ev, store, 2);
  }
  SUBCASE("referee entries") {
    raceLedgerEntries(ev, store, 3);
  }
  SUBCASE("a second warning against a result") {
    raceRulingAgainstResult(ev, store, 4);
  }
  SUBCASE("player registrations") {
    racePlayerRegistrations(ev, store);
  }
}

}  // namespace

TEST_CASE("race: writers of one game on a SQLite event file") {
  test::TempDir dir;
  const QString file = dir.file("race.tengen");
  auto store = raceEvent(file, 4, boardsNeeded());
  runAllRaces(file.toStdString(), *store);
}

TEST_CASE("race: writers of one game on a PostgreSQL event") {
  if (!test::havePostgres()) return;
  test::PgTestDatabase db;
  auto store = raceEvent(db.url("race"), 4, boardsNeeded());
  runAllRaces(db.urlStd("race"), *store);
}
