// The race harness: for each write type, K real `tengen` processes (K = 2..8) write one game at
// the same moment, on a SQLite event file and on the private PostgreSQL server. Whatever the
// order the operating system runs them in: exactly one first entry per board wins and every
// loser is told the winner's value; of racing corrections of one value exactly one is taken and
// none is lost silently; the result log has one first entry per board and one row per accepted
// correction; the ledger chain verifies; a result never stands against the referee's ruling; and
// on SQLite no process fails with "database is locked" (writers wait for each other).
//
// The draw and its edits race too: K `pair` of one round (one draw stored, whole; the others told
// the round is drawn), K overlapping `swap`s (no player lost or seated twice), K `nigiri` of one
// board (the record stored is the one the colours follow), and K `clock flag` of one player (one
// loss on time, one ledger entry, one result-log row).
//
// Tries per race: TENGEN_RACE_TRIES (default 50), K cycling through 2..8 from one try to the
// next; each race is a test case of its own on a fresh event, so CTest runs them side by side.

#include <doctest/doctest.h>

#include <QString>
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "db/store/pairing_store.h"
#include "db/store/result_log.h"
#include "pairing/nigiri.h"
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
  return n > 0 ? n : 50;
}

// How many processes race in try t: 2, 3, ... 8, 2, 3, ... (each K about tries() / 7 times).
const std::vector<int> kRacers = {2, 3, 4, 5, 6, 7, 8};
int racersOf(int t) {
  return kRacers[static_cast<std::size_t>(t) % kRacers.size()];
}

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

using Command = std::vector<std::string>;

// Racer i's `command(i)` for each of the k racers, run at once; none failed on a lock.
std::vector<RunResult> raceTogether(int k, const std::function<Command(int)>& command) {
  std::vector<Command> commands;
  for (int i = 0; i < k; ++i) commands.push_back(command(i));
  std::vector<RunResult> results = test::runTengenTogether(commands);
  noLockFailures(results);
  return results;
}

// Exactly one of `results` succeeded; every other exited 1 and says why (`toldWhy` of its error
// output holds). The one that succeeded, if there was one.
std::optional<std::size_t> oneWinner(const std::vector<RunResult>& results,
                                     const std::function<bool(const std::string&)>& toldWhy) {
  std::optional<std::size_t> winner;
  int accepted = 0;
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (results[i].exitCode == 0) {
      ++accepted;
      winner = i;
    } else {
      CHECK(results[i].exitCode == 1);
      CHECK_MESSAGE(toldWhy(results[i].err), results[i].err);
    }
  }
  CHECK(accepted == 1);
  return winner;
}

// Runs `oneTry` tries() times, each on a board of its own (1, 2, ...) with racersOf(try) racers.
void eachTry(const std::function<void(int board, int racers)>& oneTry) {
  for (int t = 0; t < tries(); ++t) oneTry(t + 1, racersOf(t));
}

// Exactly one first entry wins each board; the losers are told the winner's value.
void raceFirstEntries(const std::string& ev, db::EventStore& store, int round) {
  eachTry([&](int board, int k) {
    const std::vector<RunResult> results = raceTogether(k, [&](int i) {
      return Command({"result", ev, "--round", std::to_string(round), "--board",
                      std::to_string(board), kValues[static_cast<std::size_t>(i)], "--by",
                      "desk" + std::to_string(i)});
    });
    const auto stored = storedResult(store, round, board);
    REQUIRE(stored);
    const std::string winner = stored->toString();
    const auto accepted =
        oneWinner(results, [&](const std::string& err) { return contains(err, winner); });
    if (accepted) CHECK(kValues[*accepted] == winner);
    const auto log = db::resultLog(store, round, board, true);
    REQUIRE(log.size() == 1);
    CHECK(log[0].kind == db::ResultLogEntry::Kind::Entry);
    CHECK(log[0].newResult == winner);
  });
}

// Racing corrections of one value: one is taken, the others are refused with the new value.
void raceCorrections(const std::string& ev, db::EventStore& store, int round) {
  eachTry([&](int board, int k) {
    const std::string b = std::to_string(board), r = std::to_string(round);
    REQUIRE(test::runTengen({"result", ev, "--round", r, "--board", b, "B+R"}).exitCode == 0);
    const std::vector<RunResult> results = raceTogether(k, [&](int i) {
      return Command({"result", ev, "--round", r, "--board", b,
                      kCorrections[static_cast<std::size_t>(i)], "--corrects", "B+R", "--reason",
                      "sheet " + std::to_string(i)});
    });
    const auto stored = storedResult(store, round, board);
    REQUIRE(stored);
    const std::string winner = stored->toString();
    CHECK(winner != "B+R");
    oneWinner(results, [&](const std::string& err) { return contains(err, winner); });
    const auto log = db::resultLog(store, round, board, true);
    REQUIRE(log.size() == 2);
    CHECK(log[0].kind == db::ResultLogEntry::Kind::Entry);
    CHECK(log[1].kind == db::ResultLogEntry::Kind::Correction);
    CHECK(log[1].oldResult == "B+R");
    CHECK(log[1].newResult == winner);
  });
}

// Referee entries logged at once: every one is appended, the chain verifies.
void raceLedgerEntries(const std::string& ev, db::EventStore& store, int round) {
  std::size_t expected = db::LedgerStore(store).entries().size();
  eachTry([&](int board, int k) {
    const std::vector<RunResult> results = raceTogether(k, [&](int i) {
      return Command({"referee", "log", ev, "--round", std::to_string(round), "--board",
                      std::to_string(board), "--player", i % 2 ? "white" : "black", "--infraction",
                      "other", "--note", "noise " + std::to_string(i), "--referee", "李"});
    });
    for (const RunResult& res : results) CHECK_MESSAGE(res.exitCode == 0, res.err);
    expected += static_cast<std::size_t>(k);
  });
  CHECK(db::LedgerStore(store).entries().size() == expected);
  const RunResult verify = test::runTengen({"referee", "verify", ev});
  CHECK_MESSAGE(verify.exitCode == 0, verify.out << verify.err);
}

// A second warning and a result entered at the same moment: the result follows the ruling either
// way, and the result log says how it got there.
void raceRulingAgainstResult(const std::string& ev, db::EventStore& store, int round) {
  const int boards = tries();
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
      CHECK_MESSAGE(contains(results[1].err, "referee"), results[1].err);
      CHECK(log.empty());
    }
  }
  CHECK(db::LedgerStore(store).verify().intact());
}

// Players registered at once: every one is stored, each with an id of its own.
void racePlayerRegistrations(const std::string& ev, db::EventStore& store) {
  std::size_t expected = store.players().size();
  for (int t = 0; t < tries(); ++t) {
    const int k = racersOf(t);
    const std::vector<RunResult> results = raceTogether(k, [&](int i) {
      return Command(
          {"player", "add", ev, "--name",
           "Late " + std::to_string(k) + "-" + std::to_string(t) + "-" + std::to_string(i),
           "--rank", "4k"});
    });
    for (const RunResult& res : results) CHECK_MESSAGE(res.exitCode == 0, res.err);
    expected += static_cast<std::size_t>(k);
  }
  const auto players = store.players();
  CHECK(players.size() == expected);
  std::set<pairing::PlayerId> ids;
  for (const auto& p : players) ids.insert(p.id);
  CHECK(ids.size() == players.size());
}

// Every player of the event sits exactly once in the round (a game or the bye).
void everyPlayerOnce(db::EventStore& store, int round) {
  const auto r = store.round(round);
  REQUIRE(r);
  std::multiset<pairing::PlayerId> seated;
  for (const auto& g : r->games) {
    seated.insert(g.black);
    seated.insert(g.white);
  }
  for (const auto& b : r->byes) seated.insert(b);
  for (const auto& p : store.players()) CHECK_MESSAGE(seated.count(p.id) == 1, "player " << p.id);
  CHECK(seated.size() == store.players().size());
}

// K draws of one round at once: one draw is stored, whole; every other is refused (the round has
// a draw). The round is removed again for the next try.
void raceDraws(const std::string& ev, db::EventStore& store) {
  for (int t = 0; t < tries(); ++t) {
    const int k = racersOf(t);
    const std::vector<RunResult> results = raceTogether(k, [&](int i) {
      return Command({"pair", ev, "--round", "1", "--seed", std::to_string(100 * t + i)});
    });
    // The others saw it drawn (they waited for the winner) or were refused at the store (both
    // at once).
    oneWinner(results, [](const std::string& err) {
      return contains(err, "already has a draw") ||
             contains(err, "drawn by another desk at the same moment");
    });
    everyPlayerOnce(store, 1);
    const RunResult unpair = test::runTengen({"unpair", ev, "--round", "1"});
    REQUIRE_MESSAGE(unpair.exitCode == 0, unpair.err);
  }
}

// K swaps of overlapping boards at once (racer i swaps boards i+1 and i+2): each is applied whole
// or refused, so no player is ever lost or seated twice, whatever the order.
void raceSwaps(const std::string& ev, db::EventStore& store, int round) {
  for (int t = 0; t < tries(); ++t) {
    const int k = racersOf(t);
    const std::vector<RunResult> results = raceTogether(k, [&](int i) {
      return Command({"swap", ev, "--round", std::to_string(round), "--boards",
                      std::to_string(i + 1) + "," + std::to_string(i + 2)});
    });
    int accepted = 0;
    for (const RunResult& res : results) {
      if (res.exitCode == 0)
        ++accepted;
      else
        CHECK_MESSAGE(!res.err.empty(), "a refused swap says why");
    }
    CHECK(accepted >= 1);
    everyPlayerOnce(store, round);
  }
}

// K nigiri of one board at once, each with another guess and count: whichever is stored last,
// the game's colours are the ones its record gives.
void raceNigiri(const std::string& ev, db::EventStore& store, int round) {
  eachTry([&](int board, int k) {
    const auto r0 = store.round(round);
    REQUIRE(r0);
    const pairing::Game before = r0->games.at(static_cast<std::size_t>(board - 1));
    const pairing::Player holder = store.player(before.black);
    const std::vector<RunResult> results = raceTogether(k, [&](int i) {
      return Command({"nigiri", ev, "--round", std::to_string(round), "--board",
                      std::to_string(board), "--holder", holder.name, "--guess",
                      i % 2 ? "even" : "odd", "--count", std::to_string(10 + i / 2)});
    });
    for (const RunResult& res : results) CHECK_MESSAGE(res.exitCode == 0, res.err);
    const auto record = db::PairingStore(store).nigiri(round, board);
    REQUIRE(record);
    const auto r1 = store.round(round);
    REQUIRE(r1);
    const pairing::Game after = r1->games.at(static_cast<std::size_t>(board - 1));
    const auto expected = pairing::nigiri(store.player(before.black), store.player(before.white),
                                          record->holder, record->guess, record->stones);
    REQUIRE(expected);
    CHECK(after.black == expected->black);
    CHECK(after.white == expected->white);
  });
}

// K desks record the same flag fall at once: one loss on time, one ledger entry, one result.
void raceFlags(const std::string& ev, db::EventStore& store, int round) {
  eachTry([&](int board, int k) {
    const std::vector<RunResult> results = raceTogether(k, [&](int i) {
      return Command({"clock", "flag", ev, "--round", std::to_string(round), "--board",
                      std::to_string(board), "--player", "black", "--referee",
                      "desk" + std::to_string(i)});
    });
    int recorded = 0;
    for (const RunResult& res : results) {
      CHECK_MESSAGE(res.exitCode == 0, res.err);
      if (!contains(res.out, "already recorded")) ++recorded;
    }
    CHECK(recorded == 1);
    const auto entries = db::LedgerStore(store).entries(round, board);
    REQUIRE(entries.size() == 1);
    CHECK(entries[0].infraction == "overtime");
    const auto stored = storedResult(store, round, board);
    REQUIRE(stored);
    CHECK(stored->outcome == pairing::Outcome::WhiteWins);
    CHECK(stored->method == pairing::WinMethod::Time);
    // A ruling that decides an open game is recorded by its ledger entry, not the result log
    // (which logs entries typed and corrections): none here, however many desks flagged.
    CHECK(db::resultLog(store, round, board, true).empty());
  });
  CHECK(db::LedgerStore(store).verify().intact());
}

int boardsNeeded() {
  return std::max(tries(), 9);  // one board per try; the swap race uses boards 1..9
}

// Each race on a fresh event of its own (round r holds its tries).
using Race = void (*)(const std::string& ev, db::EventStore& store);
template <void (*race)(const std::string&, db::EventStore&, int), int round>
void inRound(const std::string& ev, db::EventStore& store) {
  race(ev, store, round);
}

void raceOnFile(Race race) {
  test::TempDir dir;
  const QString file = dir.file("race.tengen");
  auto store = raceEvent(file, 7, boardsNeeded());
  race(file.toStdString(), *store);
}

void raceOnServer(Race race) {
  test::PgTestDatabase db;
  auto store = raceEvent(db.url("race"), 7, boardsNeeded());
  race(db.urlStd("race"), *store);
}

// An event with round 1 not drawn yet, for the draw race.
std::unique_ptr<db::EventStore> drawEvent(const QString& where) {
  test::EventFixture fixture("Draw Race");
  fixture.rounds(3).numberedPlayers(21, "3d");
  return fixture.create(where);
}

}  // namespace

TEST_CASE("race: draws of one round on a SQLite event file") {
  test::TempDir dir;
  const QString file = dir.file("draw.tengen");
  auto store = drawEvent(file);
  raceDraws(file.toStdString(), *store);
}

TEST_CASE("race: draws of one round on a PostgreSQL event" * tengen::test::needsPostgres()) {
  test::PgTestDatabase db;
  auto store = drawEvent(db.url("draw"));
  raceDraws(db.urlStd("draw"), *store);
}

// Each race runs on both stores under the same name: one case a store, so CTest lists and skips
// them apart (the PostgreSQL one needs the private server).
#define TENGEN_RACE_ON_BOTH_STORES(what, ...)                                     \
  TEST_CASE("race on a SQLite event file: " what) {                               \
    raceOnFile(__VA_ARGS__);                                                      \
  }                                                                               \
  TEST_CASE("race on a PostgreSQL event: " what* tengen::test::needsPostgres()) { \
    raceOnServer(__VA_ARGS__);                                                    \
  }

TENGEN_RACE_ON_BOTH_STORES("first entries of one board", inRound<raceFirstEntries, 1>)
TENGEN_RACE_ON_BOTH_STORES("corrections of one result", inRound<raceCorrections, 2>)
TENGEN_RACE_ON_BOTH_STORES("referee entries of one game", inRound<raceLedgerEntries, 3>)
TENGEN_RACE_ON_BOTH_STORES("a second warning against a result", inRound<raceRulingAgainstResult, 4>)
TENGEN_RACE_ON_BOTH_STORES("player registrations", racePlayerRegistrations)
TENGEN_RACE_ON_BOTH_STORES("swaps of overlapping boards", inRound<raceSwaps, 7>)
TENGEN_RACE_ON_BOTH_STORES("nigiri of one board", inRound<raceNigiri, 6>)
TENGEN_RACE_ON_BOTH_STORES("flag falls of one player", inRound<raceFlags, 5>)
