// Registers, imports, lists, edits and withdraws players through the real tengen binary.
#include <doctest/doctest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "tests/support/cli_players.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::listPlayers;
using tengen::test::newEvent;
using tengen::test::runTengen;

TEST_CASE("player add normalises the rank and list --json shows the fields") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  auto r = runTengen({"player", "add", ev, "--name", "柯洁", "--rank", "职业九段", "--club", "浙江",
                      "--country", "CN", "--born", "1997-08-02"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  r = runTengen({"player", "add", ev, "--name", "Jean-Loup O'Neil", "--rank", "12 kyu"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonArray players = listPlayers(ev, 2);
  auto p0 = players[0].toObject();
  CHECK(p0["name"].toString() == QString::fromUtf8("柯洁"));
  CHECK(p0["rank"].toString() == "9p");
  CHECK(p0["club"].toString() == QString::fromUtf8("浙江"));
  CHECK(p0["country"].toString() == "CN");
  CHECK(p0["status"].toString() == "registered");
  CHECK(p0["id"].toInteger() > 0);
  CHECK(players[1].toObject()["rank"].toString() == "12k");
  CHECK(players[1].toObject()["id"].toInteger() != p0["id"].toInteger());
}

TEST_CASE("player add refuses an impossible rank and stores nothing") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  auto r = runTengen({"player", "add", ev, "--name", "X", "--rank", "10d"});
  CHECK(r.exitCode != 0);
  CHECK(r.err.find("'10d' is not a rank") != std::string::npos);
  CHECK(listPlayers(ev).isEmpty());
}

TEST_CASE("player import takes a UTF-8 CSV, a bad row refuses the whole file") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  std::string good =
      "country,rank,name,club,rating\nCN,3段,\"王, 小明\",北京,2100\nFR,2k,D'Artagnan,Paris,\n";
  auto r = runTengen({"player", "import", ev, dir.write("good.csv", good)});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("imported 2 players") != std::string::npos);
  const QJsonArray players = listPlayers(ev, 2);
  CHECK(players[0].toObject()["name"].toString() == QString::fromUtf8("王, 小明"));
  CHECK(players[0].toObject()["rank"].toString() == "3d");

  std::string bad = "name,rank\n";
  for (int i = 1; i <= 1000; ++i)
    bad += "P" + std::to_string(i) + "," + (i == 517 ? "3x" : "5k") + "\n";
  auto b = runTengen({"player", "import", ev, dir.write("bad.csv", bad)});
  CHECK(b.exitCode == 2);
  CHECK(b.err.find("row 517") != std::string::npos);
  CHECK(b.err.find("'3x'") != std::string::npos);
  CHECK(b.err.find("nothing was imported") != std::string::npos);
  CHECK(listPlayers(ev).size() == 2);
}

TEST_CASE("player import of 1000 players stores them all") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  std::string csv = "name,rank,club\n";
  for (int i = 1; i <= 1000; ++i)
    csv += "Player " + std::to_string(i) + "," + std::to_string(i % 30 + 1) + "k,C" +
           std::to_string(i % 17) + "\n";
  auto r = runTengen({"player", "import", ev, dir.write("k.csv", csv)});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(listPlayers(ev).size() == 1000);
}

TEST_CASE("player edit and withdraw, by id or by name") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  REQUIRE(runTengen({"player", "add", ev, "--name", "Li", "--rank", "1d"}).exitCode == 0);
  auto r = runTengen({"player", "edit", ev, "Li", "--rank", "2d", "--absent", "3,4"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  auto p = listPlayers(ev)[0].toObject();
  CHECK(p["rank"].toString() == "2d");
  CHECK(p["absent_rounds"].toArray().size() == 2);
  const std::string id = std::to_string(p["id"].toInteger());
  REQUIRE(runTengen({"player", "withdraw", ev, id}).exitCode == 0);
  CHECK(listPlayers(ev)[0].toObject()["status"].toString() == "withdrawn");
  auto unknown = runTengen({"player", "withdraw", ev, "Nobody"});
  CHECK(unknown.exitCode != 0);
  CHECK(unknown.err.find("Nobody") != std::string::npos);
}

TEST_CASE("a player added or imported after a draw is a late entry absent from the drawn rounds") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  for (const char* name : {"A", "B"})
    REQUIRE(runTengen({"player", "add", ev, "--name", name, "--rank", "1d"}).exitCode == 0);
  auto r = runTengen({"pair", ev, "--seed", "1"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  r = runTengen({"player", "add", ev, "--name", "Late", "--rank", "2k"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("late entry: rounds 1 were already drawn") != std::string::npos);
  const std::string csv = dir.write("late.csv", "name,rank\nC,3k\n");
  r = runTengen({"player", "import", ev, csv});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("late entry") != std::string::npos);
  const QJsonArray players = listPlayers(ev, 4);
  CHECK(players[0].toObject()["absent_rounds"].toArray().isEmpty());
  CHECK(players[2].toObject()["absent_rounds"].toArray() == QJsonArray{1});
  CHECK(players[3].toObject()["absent_rounds"].toArray() == QJsonArray{1});
}

TEST_CASE("a player is named by id, name or Latin name, none or several named is refused") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  for (const std::vector<std::string>& add :
       {std::vector<std::string>{"--name", "王小明", "--latin", "Wang Xiaoming", "--rank", "3d"},
        {"--name", "Anna", "--rank", "2k"},
        {"--name", "Anna", "--rank", "5k"}}) {
    std::vector<std::string> args{"player", "add", ev};
    args.insert(args.end(), add.begin(), add.end());
    auto r = runTengen(args);
    REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  }
  const QJsonArray players = listPlayers(ev, 3);
  const std::string annaId = std::to_string(players[1].toObject()["id"].toInteger());

  // Through the store (player edit / withdraw): by Latin name, by id; none and two refused.
  auto r = runTengen({"player", "edit", ev, "Wang Xiaoming", "--club", "北京"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(listPlayers(ev)[0].toObject()["club"].toString() == QString::fromUtf8("北京"));
  r = runTengen({"player", "withdraw", ev, "Nobody"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("no player 'Nobody' in this event") != std::string::npos);
  r = runTengen({"player", "withdraw", ev, "Anna"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("'Anna' names 2 players; use the id") != std::string::npos);
  CHECK(listPlayers(ev)[1].toObject()["status"].toString() == "registered");
  r = runTengen({"player", "withdraw", ev, annaId});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(listPlayers(ev)[1].toObject()["status"].toString() == "withdrawn");

  // Through the loaded list (draw-settings --forbid): the same words, by name and by id.
  r = runTengen({"draw-settings", ev, "--forbid", "Anna,王小明"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("'Anna' names 2 players; use the id") != std::string::npos);
  r = runTengen({"draw-settings", ev, "--forbid", "王小明,Nobody"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("no player 'Nobody' in this event") != std::string::npos);
  r = runTengen({"draw-settings", ev, "--forbid", annaId + ",王小明"});
  CHECK_MESSAGE(r.exitCode == 0, r.err);
}
