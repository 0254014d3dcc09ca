// Searches rating lists and registers players from them through the real tengen binary.
#include <doctest/doctest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "tests/support/cli_players.h"
#include "tests/support/rating_list_samples.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"
#include "tests/support/text_lines.h"

using tengen::test::has;
using tengen::test::listPlayers;
using tengen::test::newEvent;
using tengen::test::runTengen;

TEST_CASE("ratings searches each format by name prefix or id and names the bad lines") {
  tengen::test::TempDir dir;
  const std::string egd = dir.write("allworld_lp.html", tengen::test::kEgdSample);
  auto r = runTengen({"ratings", egd, "DUPONT"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "Dupont Jean"));
  CHECK(has(r.out, "Dupont Marie"));
  CHECK(has(r.err, "line 8"));
  CHECK(has(r.err, "'ab'"));

  r = runTengen({"ratings", egd, "jurgen", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  auto found = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).array();
  REQUIRE(found.size() == 1);
  auto o = found[0].toObject();
  CHECK(o["name"].toString() == QString::fromUtf8("Müller Jürgen"));
  CHECK(o["id"].toString() == "10000002");
  CHECK(o["rank"].toString() == "2d");
  CHECK(o["rating"].toDouble() == 2160);
  CHECK(o["format"].toString() == "egd");

  const std::string ffg = dir.write("ech_ffg_V3.txt", tengen::test::kFfgSample);
  r = runTengen({"ratings", ffg, "0000002", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  found = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).array();
  REQUIRE(found.size() == 1);
  CHECK(found[0].toObject()["name"].toString() == QString::fromUtf8("LEFÈVRE Élodie"));

  const std::string aga = dir.write("TDListA.txt", tengen::test::kAgaSample);
  r = runTengen({"--lang", "zh", "ratings", aga, "李"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "李 明"));
  CHECK(has(r.out, "段位"));
  CHECK(has(r.err, "第 7 行"));

  r = runTengen({"ratings", aga, "nobody"});
  CHECK(r.exitCode == 0);
  CHECK(has(r.out, "no entry matches 'nobody'"));
}

TEST_CASE("ratings refuses a file that is no rating list and an unknown format") {
  tengen::test::TempDir dir;
  const std::string csv = dir.write("players.csv", "name,rank\nLi,3d\n");
  auto r = runTengen({"ratings", csv, "li"});
  CHECK(r.exitCode == 2);
  CHECK(has(r.err, "not a rating list"));
  r = runTengen({"ratings", csv, "li", "--format", "xyz"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "unknown rating list format 'xyz'"));
}

TEST_CASE(
    "player add --from-list registers by PIN or by a unique name with rank, rating, club and PIN") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  const std::string egd = dir.write("allworld_lp.html", tengen::test::kEgdSample);
  auto r = runTengen({"player", "add", ev, "--from-list", egd, "--pin", "10000003"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "Kowalski Łukasz (15k)"));
  r = runTengen({"player", "add", ev, "--from-list", egd, "--name", "muller"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonArray players = listPlayers(ev, 2);
  auto p = players[1].toObject();
  CHECK(p["name"].toString() == QString::fromUtf8("Müller Jürgen"));
  CHECK(p["rank"].toString() == "2d");
  CHECK(p["rating"].toInt() == 2160);
  CHECK(p["club"].toString() == "Berl");
  CHECK(p["country"].toString() == "DE");
  CHECK(p["egd_pin"].toString() == "10000002");

  // The same PIN twice is refused.
  r = runTengen({"player", "add", ev, "--from-list", egd, "--pin", "10000002"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "already registered as player"));
  CHECK(listPlayers(ev).size() == 2);
}

TEST_CASE("player add --from-list refuses a name matching several entries or none and lists them") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  const std::string egd = dir.write("allworld_lp.html", tengen::test::kEgdSample);
  auto r = runTengen({"player", "add", ev, "--from-list", egd, "--name", "Dupont"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "matches several entries"));
  CHECK(has(r.err, "10000001  Dupont Jean"));
  CHECK(has(r.err, "10000004  Dupont Marie"));
  r = runTengen({"player", "add", ev, "--from-list", egd, "--name", "Nobody"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "no entry whose name starts with 'Nobody'"));
  r = runTengen({"player", "add", ev, "--from-list", egd, "--pin", "99999999"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "no entry with id 99999999"));
  r = runTengen({"--lang", "zh", "player", "add", ev, "--from-list", egd, "--name", "dupont"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "请用 --pin 指定"));
  r = runTengen({"player", "add", ev, "--from-list", egd});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "--from-list with --pin or --name"));
  r = runTengen({"player", "add", ev, "--name", "X"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "give --name and --rank"));
  CHECK(listPlayers(ev).isEmpty());
}

TEST_CASE(
    "player add --from-list from AGA and FFG lists, an unrated member needs --rank, a late entry "
    "stays late") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  for (const char* name : {"A", "B"})
    REQUIRE(runTengen({"player", "add", ev, "--name", name, "--rank", "1d"}).exitCode == 0);
  REQUIRE(runTengen({"pair", ev, "--seed", "1"}).exitCode == 0);

  const std::string aga = dir.write("TDListA.txt", tengen::test::kAgaSample);
  auto r = runTengen({"player", "add", ev, "--from-list", aga, "--name", "李"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(has(r.out, "late entry: rounds 1 were already drawn"));
  r = runTengen({"player", "add", ev, "--from-list", aga, "--name", "Newcomer"});
  CHECK(r.exitCode == 1);
  CHECK(has(r.err, "has no rating in the list; give --rank"));
  r = runTengen({"player", "add", ev, "--from-list", aga, "--name", "Newcomer", "--rank", "12k"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);

  const std::string ffg = dir.write("ech_ffg_V3.txt", tengen::test::kFfgSample);
  r = runTengen({"player", "add", ev, "--from-list", ffg, "--name", "lefevre", "--club", "Lyon"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);

  const QJsonArray players = listPlayers(ev, 5);
  auto li = players[2].toObject();
  CHECK(li["name"].toString() == QString::fromUtf8("李 明"));
  CHECK(li["rank"].toString() == "1d");
  CHECK(li["club"].toString() == "SFGC");
  CHECK(li["absent_rounds"].toArray() == QJsonArray{1});
  CHECK(players[3].toObject()["rank"].toString() == "12k");
  CHECK(players[3].toObject()["club"].toString() == "BOST");
  auto lefevre = players[4].toObject();
  CHECK(lefevre["name"].toString() == QString::fromUtf8("LEFÈVRE Élodie"));
  CHECK(lefevre["rank"].toString() == "2d");
  CHECK(lefevre["rating"].toInt() == 150);
  CHECK(lefevre["club"].toString() == "Lyon");  // the command line overrides the list
  CHECK(lefevre["egd_pin"].toString().isEmpty());
}

TEST_CASE("a forced list format reads the file as that format") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir);
  const std::string ffg = dir.write("ech_ffg_V3.txt", tengen::test::kFfgSample);
  auto r = runTengen({"ratings", ffg, "dupont", "--format", "ffg", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).array().size() == 1);
  // Read as AGA (tab-separated), the FFG file has no valid line: refused as no rating list.
  r = runTengen(
      {"player", "add", ev, "--from-list", ffg, "--list-format", "aga", "--name", "dupont"});
  CHECK(r.exitCode == 2);
  CHECK(has(r.err, "not a rating list"));
  r = runTengen({"player", "add", ev, "--list-format", "aga", "--name", "dupont", "--rank", "3k"});
  CHECK(r.exitCode != 0);  // --list-format needs --from-list
  CHECK(listPlayers(ev).isEmpty());
}
