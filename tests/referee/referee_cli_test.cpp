// The referee's commands through the real tengen binary: catalogue, log, ledger, corrections,
// appeals, overrides, editions and verification of a file edited behind Tengen's back.
#include <doctest/doctest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "db/store/event_store.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"
#include "tests/support/text_lines.h"

using tengen::test::has;
using tengen::test::runTengen;

namespace {

const std::string kChief = "Zhang Wei";

// An event with four players and round 1 drawn on two boards (the draw is stored directly).
std::string newEvent(const tengen::test::TempDir& dir) {
  const std::string ev = dir.path("cup.tengen");
  auto r = runTengen({"new", ev, "--name", "Referee Cup", "--chief-referee", kChief});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  for (const char* name : {"柯洁", "Lee Sedol", "Shin Jinseo", "芈昱廷"}) {
    r = runTengen({"player", "add", ev, "--name", name, "--rank", "9p"});
    REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  }
  auto store = tengen::db::EventStore::open(QString::fromStdString(ev));
  const auto players = store->players();
  tengen::pairing::Round round;
  round.number = 1;
  for (int board : {1, 2}) {
    tengen::pairing::Game g;
    g.round = 1;
    g.board = board;
    g.black = players[static_cast<std::size_t>(board - 1) * 2].id;
    g.white = players[static_cast<std::size_t>(board - 1) * 2 + 1].id;
    round.games.push_back(g);
  }
  store->saveRound(round);
  return ev;
}

QJsonObject ledgerJson(const std::string& ev, std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"referee", "ledger", ev, "--json"};
  args.insert(args.end(), extra.begin(), extra.end());
  auto r = runTengen(args);
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  return QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
}

std::string storedResult(const std::string& ev, int board) {
  auto store = tengen::db::EventStore::open(QString::fromStdString(ev));
  const auto round = store->round(1);
  for (const auto& g : round->games)
    if (g.board == board) return g.result ? g.result->toString() : "";
  return "?";
}

tengen::test::RunResult logInfraction(const std::string& ev, const std::string& board,
                                      const std::string& player, const std::string& code,
                                      std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"referee", "log",       ev,         "--round", "1",
                                   "--board", board,       "--player", player,    "--infraction",
                                   code,      "--referee", "Li"};
  args.insert(args.end(), extra.begin(), extra.end());
  return runTengen(args);
}

}  // namespace

TEST_CASE("referee infractions lists the catalogue, as a table and as JSON") {
  auto r = runTengen({"referee", "infractions"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  for (const char* code :
       {"wrong-colours", "double-move", "ko-retake", "late", "overtime", "other"})
    CHECK_MESSAGE(has(r.out, code), code);
  CHECK(has(r.out, "2002 §17.2"));
  r = runTengen({"referee", "infractions", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonArray all = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).array();
  CHECK(all.size() >= 17);
  QJsonObject doubleMove;
  for (const auto& v : all)
    if (v.toObject()["code"].toString() == "double-move") doubleMove = v.toObject();
  REQUIRE(!doubleMove.isEmpty());
  CHECK(doubleMove["name_zh"].toString() == QString::fromUtf8("连下两着"));
  const QJsonObject y2002 = doubleMove["editions"].toObject()["2002"].toObject();
  const QJsonObject older = doubleMove["editions"].toObject()["older"].toObject();
  CHECK(y2002["article"].toString() == QString::fromUtf8("2002 §17.2"));
  CHECK(y2002["options"].toArray()[0].toObject()["sanctions"].toArray().size() == 2);
  CHECK(older["options"].toArray()[0].toObject()["sanctions"].toArray()[0].toString() == "loss");
  r = runTengen({"--lang", "zh", "referee", "infractions", "ko-retake"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "劫争须找劫材时未找而提劫"));
  r = runTengen({"referee", "infractions", "sneeze"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "unknown infraction 'sneeze'"));
}

TEST_CASE("referee log prints the penalty and the warning count - the second warning loses") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  auto r = logInfraction(ev, "1", "black", "disturbing");
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "penalty applied: advice"));
  CHECK(has(r.out, "Black 柯洁: 0 warning(s), 1 advice"));
  r = logInfraction(ev, "1", "black", "clock-before-move");
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "warning + clock reading unchanged"));
  CHECK(has(r.out, "1 warning(s), 1 advice"));
  CHECK(storedResult(ev, 1).empty());
  r = logInfraction(ev, "1", "black", "retract", {"--note", "took back move 57"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "2 warning(s)"));
  CHECK_MESSAGE(has(r.out, "second warning: Black loses the game by referee — result W+ (entry 3)"),
                r.out);
  CHECK(storedResult(ev, 1) == "W+");

  const QJsonObject ledger = ledgerJson(ev);
  CHECK(ledger["edition"].toString() == "2002");
  const QJsonArray entries = ledger["entries"].toArray();
  REQUIRE(entries.size() == 3);
  CHECK(entries[2].toObject()["note"].toString() == "took back move 57");
  CHECK(entries[2].toObject()["referee"].toString() == "Li");
  CHECK(entries[1].toObject()["prev_hash"].toString() == entries[0].toObject()["hash"].toString());
  const QJsonObject game = ledger["games"].toArray()[0].toObject();
  CHECK(game["black"].toObject()["warnings"].toInt() == 2);
  CHECK(game["black"].toObject()["advice"].toInt() == 1);
  CHECK(game["result"].toString() == "W+");
  CHECK(game["deciding_entry"].toInt() == 3);
  CHECK(game["reason"].toString() == "second-warning");

  r = runTengen({"referee", "ledger", ev, "--board", "1"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "round 1 board 1: Black 2 warning(s), 1 advice"));
  CHECK(has(r.out, "result W+ by referee (entry 3)"));
  r = runTengen({"--lang", "zh", "referee", "ledger", ev});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "黑方 警告 2 次"));
}

TEST_CASE("referee log refuses an unknown round, board, code or penalty and stores nothing") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  auto r = logInfraction(ev, "9", "white", "retract");
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "no game at round 1 board 9"));
  r = runTengen({"referee", "log", ev, "--round", "4", "--board", "1", "--player", "white",
                 "--infraction", "retract"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "round 4 has no draw"));
  r = logInfraction(ev, "1", "white", "sneezing");
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "unknown infraction 'sneezing'"));
  r = logInfraction(ev, "1", "white", "double-move", {"--penalty", "loss"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err,
            "'loss' is not a penalty the 2002 edition allows for two moves in a row 连下两着"));
  CHECK(has(r.err, "allowed: void-warning"));
  r = logInfraction(ev, "1", "white", "other");
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "needs --note"));
  r = logInfraction(ev, "1", "grey", "retract");
  CHECK(r.exitCode != 0);
  CHECK(ledgerJson(ev)["entries"].toArray().isEmpty());
}

TEST_CASE("correct and appeal: chief referee only - the result follows the ruling") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  REQUIRE(logInfraction(ev, "2", "white", "consulting", {"--penalty", "loss"}).exitCode == 0);
  CHECK(storedResult(ev, 2) == "B+");
  auto r = runTengen(
      {"referee", "appeal", ev, "--entry", "1", "--ruling", "reverse", "--referee", "Li"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "only the chief referee (Zhang Wei) may do this, not 'Li'"));
  r = runTengen(
      {"referee", "correct", ev, "--entry", "1", "--ruling", "uphold", "--referee", kChief});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "only an appeal can be upheld"));
  r = runTengen(
      {"referee", "appeal", ev, "--entry", "7", "--ruling", "reverse", "--referee", kChief});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "no ledger entry 7"));
  CHECK(ledgerJson(ev)["entries"].toArray().size() == 1);

  r = runTengen({"referee", "appeal", ev, "--entry", "1", "--ruling", "amend", "--penalty",
                 "warning", "--referee", kChief, "--note", "committee: a warning suffices"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "White Lee Sedol: 1 warning(s)") == false);  // board 2's players
  CHECK(has(r.out, "White Shin Jinseo") == false);
  CHECK(has(r.out, "1 warning(s), 0 advice"));
  CHECK(has(r.out, "no referee result stands"));
  CHECK(storedResult(ev, 2).empty());

  r = runTengen({"referee", "correct", ev, "--entry", "1", "--ruling", "reverse", "--referee",
                 kChief, "--note", "wrong board"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonObject ledger = ledgerJson(ev);
  const QJsonArray entries = ledger["entries"].toArray();
  REQUIRE(entries.size() == 3);
  CHECK(entries[0].toObject()["status"].toString() == "reversed");
  CHECK(entries[0].toObject()["rulings"].toArray().size() == 2);
  CHECK(entries[1].toObject()["kind"].toString() == "appeal");
  CHECK(entries[2].toObject()["kind"].toString() == "correction");
  CHECK(entries[2].toObject()["target"].toInt() == 1);
  CHECK(ledger["games"].toArray()[0].toObject()["white"].toObject()["warnings"].toInt() == 0);
}

TEST_CASE("the chief referee's override sets a result and is itself an entry") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  REQUIRE(logInfraction(ev, "1", "black", "overtime").exitCode == 0);
  CHECK(storedResult(ev, 1) == "W+T");
  auto r = runTengen({"referee", "override", ev, "--round", "1", "--board", "1", "B+R", "--referee",
                      "Li", "--note", "clock fault"});
  CHECK(r.exitCode == 1);
  CHECK(storedResult(ev, 1) == "W+T");
  r = runTengen({"referee", "override", ev, "--round", "1", "--board", "1", "nonsense", "--referee",
                 kChief, "--note", "clock fault"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "'nonsense' is not a result"));
  r = runTengen({"referee", "override", ev, "--round", "1", "--board", "1", "B+R", "--referee",
                 kChief, "--note", "clock fault: White had resigned before the flag"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "result set by the chief referee — B+R (entry 2)"));
  CHECK(storedResult(ev, 1) == "B+R");
  const QJsonArray entries = ledgerJson(ev)["entries"].toArray();
  CHECK(entries[1].toObject()["kind"].toString() == "override");
  CHECK(entries[1].toObject()["result"].toString() == "B+R");
}

TEST_CASE("referee edition: older makes a double move lose the game") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  auto r = runTengen({"referee", "edition", ev});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "(2002)"));
  r = runTengen({"referee", "edition", ev, "1988"});
  CHECK(r.exitCode == 1);
  r = runTengen({"referee", "edition", ev, "older"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  r = logInfraction(ev, "2", "black", "double-move");
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "older §8.1"));
  CHECK(has(r.out, "penalty applied: loss — game lost"));
  CHECK(storedResult(ev, 2) == "W+");
  CHECK(ledgerJson(ev)["edition"].toString() == "older");
}

TEST_CASE("referee verify passes an intact ledger and catches a row edited in the SQLite file") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  REQUIRE(logInfraction(ev, "1", "black", "retract").exitCode == 0);
  REQUIRE(logInfraction(ev, "1", "white", "disturbing", {"--note", "tapping the table"}).exitCode ==
          0);
  REQUIRE(logInfraction(ev, "2", "white", "ko-retake").exitCode == 0);
  auto r = runTengen({"referee", "verify", ev});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "ledger intact: 3 entries"));

  // Edit the stored note in the file's bytes, as a hex editor would (same length, valid file).
  QFile file(QString::fromStdString(ev));
  REQUIRE(file.open(QIODevice::ReadOnly));
  QByteArray bytes = file.readAll();
  file.close();
  const QByteArray from("tapping the table"), to("tapping the TABLE");
  REQUIRE(bytes.count(from) == 1);
  bytes.replace(from, to);
  REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
  file.write(bytes);
  file.close();

  r = runTengen({"referee", "verify", ev});
  CHECK(r.exitCode == 3);
  CHECK(has(r.err, "entry 2 has been altered"));
  CHECK(has(r.err, "the ledger does not verify: 1 problem(s)"));
  CHECK(ledgerJson(ev)["entries"].toArray()[1].toObject()["note"].toString() ==
        "tapping the TABLE");
}
