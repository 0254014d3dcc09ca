// tengen pair / pairings / result / unpair / swap / nigiri / explain / simulate / draw-settings
// through the real binary.
#include <doctest/doctest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <set>

#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::runTengen;

namespace {

std::string newEvent(const tengen::test::TempDir& dir, const std::string& system, int players) {
  const std::string ev = dir.path("e.tengen");
  auto r = runTengen({"new", ev, "--name", "Cup", "--system", system, "--rounds", "5"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const char* ranks[] = {"5d", "3d", "1d", "2k", "5k", "8k", "1k", "4d"};
  const char* clubs[] = {"A", "B", "A", "B", "C", "C", "D", "D"};
  for (int i = 0; i < players; ++i) {
    r = runTengen({"player", "add", ev, "--name", "P" + std::to_string(i + 1), "--rank",
                   ranks[i % 8], "--club", clubs[i % 8]});
    REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  }
  return ev;
}

QJsonArray json(const tengen::test::RunResult& r) {
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  return QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).array();
}

struct DrawnEvent {
  std::string ev;
  QJsonArray round1;  // pair --json
};

// A Swiss event of four players (newEvent), round 1 drawn with seed 3: two games.
DrawnEvent fourPlayersDrawn(const tengen::test::TempDir& dir) {
  const std::string ev = newEvent(dir, "swiss", 4);
  const QJsonArray r1 = json(runTengen({"pair", ev, "--seed", "3", "--json"}));
  REQUIRE(r1.size() == 2);
  return {ev, r1};
}

std::set<qint64> playerIds(const std::string& ev) {
  std::set<qint64> ids;
  for (const auto& v : json(runTengen({"player", "list", ev, "--json"})))
    ids.insert(v.toObject()["id"].toInteger());
  return ids;
}

}  // namespace

TEST_CASE("pair stores a reproducible draw, pairings --json has the documented fields") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir, "swiss", 5);
  const QJsonArray drawn = json(runTengen({"pair", ev, "--seed", "7", "--json"}));
  REQUIRE(drawn.size() == 3);  // two games and a bye
  const QJsonArray shown = json(runTengen({"pairings", ev, "--round", "1", "--json"}));
  CHECK(shown == drawn);
  const std::set<qint64> ids = playerIds(ev);
  std::set<qint64> seen;
  int byes = 0;
  for (const auto& v : shown) {
    const QJsonObject o = v.toObject();
    CHECK(o["round"].toInt() == 1);
    if (o.contains("bye")) {
      ++byes;
      CHECK(o.size() == 2);
      seen.insert(o["bye"].toInteger());
      continue;
    }
    CHECK(o.size() == 8);
    for (const char* key :
         {"round", "board", "black", "white", "handicap", "komi", "colours", "result"})
      CHECK_MESSAGE(o.contains(key), key);
    CHECK(o["result"].isNull());
    CHECK(o["handicap"].toInt() == 0);
    CHECK(o["komi"].toDouble() == 7.5);
    CHECK(o["colours"].toString() == "nigiri");  // round 1: equal colour history
    seen.insert(o["black"].toInteger());
    seen.insert(o["white"].toInteger());
  }
  CHECK(byes == 1);
  CHECK(seen == ids);
  // The bye goes to the lowest placed player: the weakest (5k, P5).
  for (const auto& v : shown)
    if (v.toObject().contains("bye"))
      CHECK(v.toObject()["bye"].toInteger() == *std::next(ids.begin(), 4));
  // Same seed, same draw.
  auto r = runTengen({"unpair", ev, "--round", "1"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(json(runTengen({"pair", ev, "--seed", "7", "--json"})) == drawn);
  // Drawing round 1 again is refused without --force.
  r = runTengen({"pair", ev, "--round", "1"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("already has a draw") != std::string::npos);
}

TEST_CASE("result refuses malformed results and unknown boards, pair waits for results") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir, "swiss", 4);
  json(runTengen({"pair", ev, "--seed", "1", "--json"}));
  auto r = runTengen({"pair", ev});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("without a result") != std::string::npos);
  r = runTengen({"result", ev, "--round", "1", "--board", "1", "X+R"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("is not a result") != std::string::npos);
  r = runTengen({"result", ev, "--round", "1", "--board", "9", "B+R"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("no board 9") != std::string::npos);
  r = runTengen({"result", ev, "--round", "1", "--board", "1", "B+R"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  r = runTengen({"result", ev, "--round", "1", "--board", "2", "W+3.5"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonArray r1 = json(runTengen({"pairings", ev, "--round", "1", "--json"}));
  CHECK(r1[0].toObject()["result"].toString() == "B+R");
  CHECK(r1[1].toObject()["result"].toString() == "W+3.5");
  // Round 2: the two winners meet on board 1, the two losers on board 2.
  const QJsonArray r2 = json(runTengen({"pair", ev, "--json"}));
  REQUIRE(r2.size() == 2);
  const std::set<qint64> winners{r1[0].toObject()["black"].toInteger(),
                                 r1[1].toObject()["white"].toInteger()};
  const QJsonObject top = r2[0].toObject();
  CHECK(top["round"].toInt() == 2);
  CHECK(std::set<qint64>{top["black"].toInteger(), top["white"].toInteger()} == winners);
  // Round 1 can no longer be unpaired (round 2 exists).
  r = runTengen({"unpair", ev, "--round", "1"});
  CHECK(r.exitCode == 1);
}

TEST_CASE("swap warns of consequences, nigiri sets the colours, explain gives the criteria") {
  tengen::test::TempDir dir;
  const auto [ev, r1] = fourPlayersDrawn(dir);
  // explain --board: seven criteria that add up to the total.
  auto r = runTengen({"explain", ev, "--round", "1", "--board", "1", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonObject e = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
  qint64 sum = 0;
  for (const auto& v : e["criteria"].toObject()) sum += v.toInteger();
  CHECK(e["criteria"].toObject().size() == 7);
  CHECK(sum == e["total"].toInteger());
  // explain --player: the alternatives would all lose weight by a swap.
  const qint64 p = r1[0].toObject()["black"].toInteger();
  r = runTengen({"explain", ev, "--round", "1", "--player", std::to_string(p), "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonObject pe = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
  CHECK(pe["opponent"].toInteger() == r1[0].toObject()["white"].toInteger());
  CHECK(pe["alternatives"].toArray().size() == 2);
  for (const auto& a : pe["alternatives"].toArray())
    CHECK(a.toObject()["swap_loss"].toInteger() >= 0);
  // swap: the White players of boards 1 and 2 change places; the weight falls.
  r = runTengen({"swap", ev, "--round", "1", "--boards", "1,2", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonObject sw = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
  CHECK(sw["weight_after"].toInteger() <= sw["weight_before"].toInteger());
  const QJsonArray after = json(runTengen({"pairings", ev, "--round", "1", "--json"}));
  CHECK(after[0].toObject()["white"] == r1[1].toObject()["white"]);
  CHECK(after[1].toObject()["white"] == r1[0].toObject()["white"]);
  CHECK(after[0].toObject()["colours"].toString() == "manual");
  r = runTengen({"swap", ev, "--round", "1", "--boards", "1,1"});
  CHECK(r.exitCode == 1);
  // nigiri: the stronger player holds; a wrong holder is refused.
  const QJsonObject b1 = after[0].toObject();
  const qint64 black = b1["black"].toInteger(), white = b1["white"].toInteger();
  // Ranks by id: P1 5d, P2 3d, P3 1d, P4 2k (ids in registration order).
  const qint64 holder = std::min(black, white), guesser = std::max(black, white);
  r = runTengen({"nigiri", ev, "--round", "1", "--board", "1", "--holder", std::to_string(guesser),
                 "--guess", "odd", "--count", "7"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("should hold the stones") != std::string::npos);
  r = runTengen({"nigiri", ev, "--round", "1", "--board", "1", "--holder", std::to_string(holder),
                 "--guess", "odd", "--count", "7"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  QJsonObject n1 = json(runTengen({"pairings", ev, "--round", "1", "--json"}))[0].toObject();
  CHECK(n1["black"].toInteger() == guesser);  // 7 is odd: the guess was right
  CHECK(n1["colours"].toString() == "nigiri");
  r = runTengen({"nigiri", ev, "--round", "1", "--board", "1", "--holder", std::to_string(holder),
                 "--guess", "even", "--count", "7"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  n1 = json(runTengen({"pairings", ev, "--round", "1", "--json"}))[0].toObject();
  CHECK(n1["black"].toInteger() == holder);
  r = runTengen({"nigiri", ev, "--round", "1", "--board", "1", "--holder", std::to_string(holder),
                 "--guess", "three", "--count", "7"});
  CHECK(r.exitCode == 1);
}

TEST_CASE("McMahon: handicap games in the JSON, draw-settings forbids a pair") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir, "mcmahon", 2);
  // P1 5d vs P2 3d: both at the bar (3d) -> same MMS, even game.
  auto r = runTengen({"draw-settings", ev, "--set", "mcmahon.bar=8", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonArray g = json(runTengen({"pair", ev, "--seed", "5", "--json"}));
  REQUIRE(g.size() == 1);
  // Bar 9d: 5d and 3d start 2 points apart -> 2 - 1 = 1 stone, the 3d takes Black, komi 0.5.
  const QJsonObject o = g[0].toObject();
  const auto ids = playerIds(ev);
  CHECK(o["handicap"].toInt() == 1);
  CHECK(o["black"].toInteger() == *std::next(ids.begin()));
  CHECK(o["komi"].toDouble() == 0.5);
  CHECK(o["colours"].toString() == "handicap");
  // Forbid the only pair: the next draw is impossible and the message names both players.
  r = runTengen({"draw-settings", ev, "--forbid", "P1,P2"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  r = runTengen({"pair", ev, "--round", "1", "--force"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("no valid pairing") != std::string::npos);
  CHECK(r.err.find("P1") != std::string::npos);
  CHECK(r.err.find("P2") != std::string::npos);
  r = runTengen({"draw-settings", ev, "--set", "no.such=1"});
  CHECK(r.exitCode == 1);
}

TEST_CASE("simulate registers players and plays rounds, round robin and knockout draw too") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir, "swiss", 0);
  auto r = runTengen({"simulate", ev, "--players", "41", "--rounds", "4", "--seed", "11"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(playerIds(ev).size() == 41);
  for (int round = 1; round <= 4; ++round) {
    const QJsonArray a =
        json(runTengen({"pairings", ev, "--round", std::to_string(round), "--json"}));
    CHECK(a.size() == 21);  // 20 games and a bye
    for (const auto& v : a)
      if (!v.toObject().contains("bye")) CHECK(!v.toObject()["result"].isNull());
  }
  tengen::test::TempDir rr;
  const std::string ev2 = newEvent(rr, "round-robin", 5);
  for (int round = 1; round <= 5; ++round) {
    const QJsonArray a = json(runTengen({"pair", ev2, "--force", "--json"}));
    CHECK(a.size() == 3);  // two games and the bye
  }
  r = runTengen({"pair", ev2, "--force"});
  CHECK(r.exitCode == 1);
  // Knockout re-seeding is a stored draw setting.
  tengen::test::TempDir ko;
  const std::string ev3 = newEvent(ko, "knockout", 4);
  auto setting = [&](const char* key) {
    const auto res = runTengen({"draw-settings", ev3, "--json"});
    REQUIRE_MESSAGE(res.exitCode == 0, res.err);
    return QJsonDocument::fromJson(QByteArray::fromStdString(res.out))
        .object()[QString::fromLatin1(key)]
        .toString();
  };
  CHECK(setting("knockout.reseed") == "false");
  r = runTengen({"draw-settings", ev3, "--set", "knockout.reseed=true"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(setting("knockout.reseed") == "true");
  r = runTengen({"draw-settings", ev3, "--set", "knockout.reseed=perhaps"});
  CHECK(r.exitCode == 1);
}

TEST_CASE("swap --players and --pair: checked first with --check, rematches named, results kept") {
  tengen::test::TempDir dir;
  const auto [ev, r1] = fourPlayersDrawn(dir);
  for (int b = 1; b <= 2; ++b)
    REQUIRE(
        runTengen({"result", ev, "--round", "1", "--board", std::to_string(b), "B+R"}).exitCode ==
        0);
  const QJsonArray r2 = json(runTengen({"pair", ev, "--seed", "4", "--json"}));
  REQUIRE(r2.size() == 2);
  const std::string a = std::to_string(r1[0].toObject()["black"].toInteger());
  const std::string b = std::to_string(r1[0].toObject()["white"].toInteger());
  // --check: the consequences, nothing stored.
  auto r = runTengen({"swap", ev, "--round", "2", "--pair", a + "," + b, "--check", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonObject checked = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
  CHECK_FALSE(checked["saved"].toBool());
  CHECK(checked["warnings"].toArray().contains(QStringLiteral("rematch")));
  CHECK(checked["boards"].toArray().size() == 2);
  CHECK(json(runTengen({"pairings", ev, "--round", "2", "--json"})) == r2);
  // Stored, with the warnings in words.
  r = runTengen({"swap", ev, "--round", "2", "--pair", a + "," + b});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("rematch (they met in round 1)") != std::string::npos);
  CHECK(r.out.find("weight") == std::string::npos);  // the weights only with --details
  bool met = false;
  for (const auto& v : json(runTengen({"pairings", ev, "--round", "2", "--json"}))) {
    const QJsonObject o = v.toObject();
    const std::string x = std::to_string(o["black"].toInteger());
    const std::string y = std::to_string(o["white"].toInteger());
    met = met || (x == a && y == b) || (x == b && y == a);
  }
  CHECK(met);
  // Round 1 has a draw on top of it now; a board with a result cannot change.
  r = runTengen({"swap", ev, "--round", "1", "--boards", "1,2"});
  CHECK(r.exitCode == 1);
  REQUIRE(runTengen({"result", ev, "--round", "2", "--board", "1", "W+R"}).exitCode == 0);
  r = runTengen({"swap", ev, "--round", "2", "--boards", "1,2"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("already has a result") != std::string::npos);
  r = runTengen({"swap", ev, "--round", "2", "--players", a + "," + a});
  CHECK(r.exitCode == 1);
}

TEST_CASE("nigiri --holder may be left out when rank or age decides, and is asked for otherwise") {
  tengen::test::TempDir dir;
  const std::string ev = dir.path("n.tengen");
  REQUIRE(runTengen({"new", ev, "--name", "N", "--system", "swiss", "--rounds", "3"}).exitCode ==
          0);
  for (const char* name : {"Li", "Wang"})
    REQUIRE(runTengen({"player", "add", ev, "--name", name, "--rank", "2d"}).exitCode == 0);
  const QJsonArray r1 = json(runTengen({"pair", ev, "--seed", "1", "--json"}));
  REQUIRE(r1.size() == 1);
  auto r =
      runTengen({"nigiri", ev, "--round", "1", "--board", "1", "--guess", "odd", "--count", "5"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("--holder") != std::string::npos);
  r = runTengen({"nigiri", ev, "--round", "1", "--board", "1", "--holder", "Wang", "--guess", "odd",
                 "--count", "5"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QJsonObject g = json(runTengen({"pairings", ev, "--round", "1", "--json"}))[0].toObject();
  const auto ids = playerIds(ev);
  CHECK(g["black"].toInteger() == *ids.begin());  // Li guessed right (5 is odd)
  CHECK(g["colours"].toString() == "nigiri");
}

TEST_CASE(
    "pair --profile opengotha makes the event draw OpenGotha's way, a bad profile is refused") {
  tengen::test::TempDir dir;
  const std::string ev = newEvent(dir, "mcmahon", 8);
  auto r = runTengen({"pair", ev, "--profile", "bogus"});
  CHECK(r.exitCode != 0);
  CHECK(r.err.find("bogus") != std::string::npos);
  r = runTengen({"draw-settings", ev});
  CHECK(r.out.find("profile = tengen") != std::string::npos);
  r = runTengen({"pair", ev, "--profile", "opengotha", "--seed", "1"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("Draw profile of the event is now opengotha.") != std::string::npos);
  r = runTengen({"draw-settings", ev});
  CHECK(r.out.find("profile = opengotha") != std::string::npos);
  r = runTengen({"explain", ev, "--round", "1", "--player", "P1"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("paiMaMinimizeScoreDifference") != std::string::npos);
  CHECK(r.out.find("paiMaMaximizeSeeding") != std::string::npos);
  // In Chinese too.
  r = runTengen({"--lang", "zh", "explain", ev, "--round", "1", "--player", "P1"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("分差最小") != std::string::npos);
}
