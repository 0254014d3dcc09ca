// The one result door and identity in the ledger, through the real `tengen` binary: a result the
// komi makes impossible is refused; a correction of a value that is no longer stored is refused
// with both values; a warning stays with its player (the round edits that would re-seat a board
// with ledger entries are refused) and the entry records the player's id.

#include <doctest/doctest.h>

#include <QSqlQuery>
#include <string>

#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "db/store/result_log.h"
#include "tests/support/event_fixture.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using test::RunResult;
using test::runTengen;

namespace {
bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::unique_ptr<db::EventStore> fourPlayers(const QString& where) {
  return test::EventFixture("Door Cup")
      .rounds(3)
      .chiefReferee("王裁判")
      .players({"Ann", "Bob", "Cai", "Dan"}, "2d")
      .round(1)
      .pairInOrder()
      .create(where);
}
}  // namespace

TEST_CASE("result: a result the komi makes impossible is refused, in words") {
  test::TempDir dir;
  const QString file = dir.file("komi.tengen");
  auto store = fourPlayers(file);
  const std::string ev = file.toStdString();
  auto r = runTengen({"result", ev, "--round", "1", "--board", "1", "B+3"});
  CHECK(r.exitCode == 1);
  CHECK_MESSAGE(has(r.err, "B+3 cannot happen with komi 7.5"), r.err);
  r = runTengen({"result", ev, "--round", "1", "--board", "1", "jigo"});
  CHECK(r.exitCode == 1);
  CHECK_MESSAGE(has(r.err, "no jigo"), r.err);
  r = runTengen({"--lang", "zh", "result", ev, "--round", "1", "--board", "1", "jigo"});
  CHECK(r.exitCode == 1);
  CHECK_MESSAGE(has(r.err, "贴半目不会和棋"), r.err);
  CHECK_FALSE(store->round(1)->games[0].result);
  CHECK(db::resultLog(*store, 1, 1, true).empty());  // nothing half-written
  r = runTengen({"result", ev, "--round", "1", "--board", "1", "B+3.5"});
  CHECK_MESSAGE(r.exitCode == 0, r.err);
  CHECK(store->round(1)->games[0].result->toString() == "B+3.5");
}

TEST_CASE("result: a correction names what it corrects, the same result twice is one change") {
  test::TempDir dir;
  const QString file = dir.file("correct.tengen");
  auto store = fourPlayers(file);
  const std::string ev = file.toStdString();
  REQUIRE(runTengen({"result", ev, "--round", "1", "--board", "1", "B+R", "--by", "A"}).exitCode ==
          0);
  auto r = runTengen({"result", ev, "--round", "1", "--board", "1", "B+R"});
  CHECK(r.exitCode == 0);
  CHECK(has(r.out, "already has B+R: nothing changed"));
  // Another desk corrected B+R to W+R; this one still corrects the B+R it saw.
  REQUIRE(runTengen({"result", ev, "--round", "1", "--board", "1", "W+R", "--reason", "sheet",
                     "--by", "B"})
              .exitCode == 0);
  r = runTengen({"result", ev, "--round", "1", "--board", "1", "B+T", "--corrects", "B+R",
                 "--reason", "clock"});
  CHECK(r.exitCode == 1);
  CHECK_MESSAGE(has(r.err, "now has W+R (entered by B at"), r.err);
  CHECK(has(r.err, "not B+R"));
  CHECK(store->round(1)->games[0].result->toString() == "W+R");
  const auto log = db::resultLog(*store, 1, 1, true);
  REQUIRE(log.size() == 2);  // the entry and one correction; the refused one wrote nothing
  CHECK(log[1].oldResult == "B+R");
  CHECK(log[1].newResult == "W+R");
}

TEST_CASE("ledger: a warning stays with its player, round edits cannot re-seat the board") {
  test::TempDir dir;
  const QString file = dir.file("seat.tengen");
  auto store = fourPlayers(file);
  const std::string ev = file.toStdString();
  const auto before = store->round(1)->games;
  auto r = runTengen({"referee", "log", ev, "--round", "1", "--board", "1", "--player", "black",
                      "--infraction", "clock-before-move", "--referee", "李"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const auto entries = db::LedgerStore(*store).entries();
  REQUIRE(entries.size() == 1);
  REQUIRE(entries[0].playerId);
  CHECK(*entries[0].playerId == before[0].black);  // the offender by identity

  r = runTengen({"swap", ev, "--round", "1", "--boards", "1,2"});
  CHECK(r.exitCode == 1);
  CHECK_MESSAGE(has(r.err, "referee ledger entries"), r.err);
  r = runTengen({"swap", ev, "--round", "1", "--players", "Ann,Cai"});
  CHECK(r.exitCode == 1);
  r = runTengen({"nigiri", ev, "--round", "1", "--board", "1", "--guess", "odd", "--count", "3",
                 "--holder", std::to_string(before[0].white)});
  CHECK(r.exitCode == 1);
  CHECK_MESSAGE(has(r.err, "referee ledger entries"), r.err);
  r = runTengen({"pair", ev, "--round", "1", "--force"});
  CHECK(r.exitCode == 1);
  CHECK_MESSAGE(has(r.err, "cannot be redrawn or removed"), r.err);
  r = runTengen({"unpair", ev, "--round", "1", "--force"});
  CHECK(r.exitCode == 1);
  const auto after = store->round(1)->games;
  REQUIRE(after.size() == before.size());
  for (std::size_t i = 0; i < after.size(); ++i) {
    CHECK(after[i].black == before[i].black);
    CHECK(after[i].white == before[i].white);
  }
  // Board 2 has no entries: its colours may still be decided by nigiri, and only its row changes.
  r = runTengen({"nigiri", ev, "--round", "1", "--board", "2", "--guess", "odd", "--count", "3",
                 "--holder", std::to_string(std::min(before[1].black, before[1].white))});
  CHECK_MESSAGE(r.exitCode == 0, r.err);
  CHECK(store->round(1)->games[0].version == before[0].version);
  // The second warning loses for the player who had the first, whoever is asked.
  r = runTengen({"referee", "log", ev, "--round", "1", "--board", "1", "--player", "black",
                 "--infraction", "clock-before-move", "--referee", "李"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(store->round(1)->games[0].result->toString() == "W+");
  CHECK(runTengen({"referee", "verify", ev}).exitCode == 0);

  // Seats changed behind the program's back (anyone holding the file can): verify names the
  // entries whose warning would now count for someone else.
  store->exec(
      QStringLiteral("UPDATE game SET black = white, white = black WHERE round = 1 AND "
                     "board = 1"));
  r = runTengen({"referee", "verify", ev});
  CHECK(r.exitCode == 3);
  CHECK_MESSAGE(has(r.err, "entry 1 (round 1 board 1, Black) was written for player " +
                               std::to_string(before[0].black)),
                r.err);
}

TEST_CASE("simulate: its results go through the one door and are in the result log") {
  test::TempDir dir;
  const std::string ev = dir.file("sim.tengen").toStdString();
  REQUIRE(runTengen({"new", ev, "--name", "Sim", "--system", "swiss", "--rounds", "3"}).exitCode ==
          0);
  auto r = runTengen({"simulate", ev, "--players", "11", "--rounds", "2", "--seed", "5"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  auto store = db::EventStore::open(QString::fromStdString(ev));
  std::size_t games = 0;
  for (int round : store->roundNumbers()) {
    const auto drawn = store->round(round);
    REQUIRE(drawn);
    for (const auto& g : drawn->games) {
      ++games;
      REQUIRE(g.result);
      // Every simulated result is one the game's komi allows.
      CHECK(pairing::checkAgainstKomi(*g.result, g.komi) == pairing::ResultProblem::None);
      const auto log = db::resultLog(*store, round, g.board, true);
      REQUIRE(log.size() == 1);
      CHECK(log[0].newResult == g.result->toString());
    }
  }
  CHECK(games == 10);  // 11 players: five games and a bye in each of two rounds
}

TEST_CASE("db check: an SQLite event with an append-only trigger dropped or defused is reported") {
  test::TempDir dir;
  const QString file = dir.file("cup.tengen");
  const std::string ev = file.toStdString();
  {
    auto store = fourPlayers(file);
    const RunResult intact = runTengen({"--lang", "en", "db", "check", ev});
    CHECK_MESSAGE(intact.exitCode == 0, intact.out << intact.err);
    // Someone with the file: the ledger's UPDATE guard dropped, the result log's DELETE guard
    // replaced by one that lets everything through.
    store->exec(QStringLiteral("DROP TRIGGER referee_entry_no_update"));
    store->exec(QStringLiteral("DROP TRIGGER result_ledger_no_delete"));
    store->exec(
        QStringLiteral("CREATE TRIGGER result_ledger_no_delete BEFORE DELETE ON "
                       "result_ledger BEGIN SELECT 1; END"));
  }
  const RunResult tampered = runTengen({"--lang", "en", "db", "check", ev});
  CHECK(tampered.exitCode != 0);
  const std::string all = tampered.out + tampered.err;
  CHECK_MESSAGE(
      has(all, "referee_entry: not append-only (trigger referee_entry_no_update missing)"), all);
  CHECK_MESSAGE(
      has(all,
          "result_ledger: not append-only (trigger result_ledger_no_delete no longer refuses)"),
      all);
  CHECK_FALSE(has(all, "clock_event: not append-only"));
}
