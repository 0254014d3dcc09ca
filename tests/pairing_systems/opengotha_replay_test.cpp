// The "opengotha" profile replays tournaments OpenGotha 3.51.02 drew: for each round, from the
// same players and the same earlier rounds (OpenGotha's pairs and results), the profile must give
// OpenGotha's pairs (tests/golden/opengotha/README.md: the format and how the files were made).
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "pairing/draw.h"
#include "pairing/opengotha_draw.h"

using namespace tengen::pairing;

namespace {

struct Golden {
  DrawInput base;
  std::vector<Round> rounds;  // OpenGotha's
};

std::vector<std::string> splitTabs(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream ss(line);
  std::string field;
  while (std::getline(ss, field, '\t')) out.push_back(field);
  return out;
}

Golden readGolden(const std::string& file) {
  std::ifstream in(std::string(TENGEN_SOURCE_DIR) + "/tests/golden/opengotha/" + file);
  REQUIRE_MESSAGE(in.good(), "cannot open " << file);
  Golden g;
  g.base.settings.profile = DrawProfile::OpenGotha;
  g.base.seed = 7;
  std::map<std::string, std::string> attributes;  // param lines: OpenGotha's file attributes
  std::string line;
  while (std::getline(in, line)) {
    std::stringstream ss(line);
    std::string word;
    ss >> word;
    if (word == "system") {
      std::string system;
      ss >> system;
      g.base.event.system = system == "mcmahon" ? PairingSystem::McMahon : PairingSystem::Swiss;
      g.base.settings.openGotha =
          system == "mcmahon" ? OpenGothaParams::forMcMahon() : OpenGothaParams::forSwiss();
    } else if (word == "rounds") {
      ss >> g.base.settings.openGotha.numberOfRounds;
    } else if (word == "player") {
      // player ID <tab> surname <tab> first name <tab> rank <tab> rating <tab> club <tab> country
      const std::vector<std::string> f = splitTabs(line);
      REQUIRE(f.size() == 7);
      Player p;
      p.id = std::stoll(f[0].substr(7));
      p.name = f[1] + " " + f[2];
      p.rank = *Rank::parse(f[3]);
      p.rating = std::stoi(f[4]);
      p.club = f[5];
      p.country = f[6];
      g.base.settings.openGotha.names[p.id] = {f[1], f[2]};
      g.base.players.push_back(p);
    } else if (word == "param") {
      std::string key, value;
      ss >> key >> value;
      attributes[key] = value;
    } else if (word == "absent") {
      PlayerId id = 0;
      int round = 0;
      ss >> id >> round;
      for (Player& p : g.base.players)
        if (p.id == id) p.absentRounds.insert(round);
    } else if (word == "round") {
      Round r;
      ss >> r.number;
      g.rounds.push_back(r);
    } else if (word == "bye") {
      PlayerId id = 0;
      ss >> id;
      g.rounds.back().byes.push_back(id);
    } else if (word == "game") {
      // game WHITE BLACK HANDICAP RESULT (W, B or = for a jigo)
      Game game;
      std::string result;
      ss >> game.white >> game.black >> game.handicap >> result;
      game.round = g.rounds.back().number;
      game.board = static_cast<int>(g.rounds.back().games.size()) + 1;
      game.result = Result::parse(result == "W" ? "W+R" : result == "B" ? "B+R" : "jigo");
      g.rounds.back().games.push_back(game);
    }
  }
  std::vector<OpenGothaParamProblem> problems;
  g.base.settings.openGotha = openGothaParamsFrom(attributes, g.base.settings.openGotha, &problems);
  CHECK(problems.empty());
  return g;
}

using Pair = std::pair<PlayerId, PlayerId>;
std::set<Pair> pairsOf(const Round& r) {
  std::set<Pair> s;
  for (const Game& g : r.games) s.insert({std::min(g.black, g.white), std::max(g.black, g.white)});
  return s;
}

struct Replay {
  int pairs = 0, samePairs = 0, sameGames = 0, rounds = 0, sameByes = 0;
  int differentRounds = 0, tiedRounds = 0;  // rounds with other pairs, of which equally weighted
};

// Each round drawn again from OpenGotha's earlier rounds.
Replay replay(const Golden& g) {
  Replay out;
  for (const Round& expected : g.rounds) {
    DrawInput in = g.base;
    in.round = expected.number;
    for (const Round& r : g.rounds)
      if (r.number < expected.number) in.previous.push_back(r);
    const DrawOutcome drawn = makeDraw(in);
    REQUIRE(drawn.round);
    const std::set<Pair> want = pairsOf(expected), got = pairsOf(*drawn.round);
    std::set<std::tuple<PlayerId, PlayerId, int>> wantGames;
    for (const Game& x : expected.games) wantGames.insert({x.white, x.black, x.handicap});
    for (const Game& x : drawn.round->games) {
      out.sameGames += wantGames.contains({x.white, x.black, x.handicap}) ? 1 : 0;
      out.samePairs += want.contains({std::min(x.black, x.white), std::max(x.black, x.white)});
    }
    out.pairs += static_cast<int>(want.size());
    // The profile's draw is an exact optimum of OpenGotha's weights: OpenGotha's own pairs never
    // weigh more; where the pairs differ, the two pairings should weigh the same (a tie OpenGotha's
    // matching broke another way).
    if (got != want && drawn.round->byes == expected.byes) {
      std::int64_t ours = 0, theirs = 0;
      for (const auto& [a, b] : got) ours += explainPair(in, nullptr, a, b).total;
      for (const auto& [a, b] : want) theirs += explainPair(in, nullptr, a, b).total;
      CHECK(ours >= theirs);
      ++out.differentRounds;
      if (std::getenv("TENGEN_OG_DEBUG")) {
        for (const auto& [a, b] : want)
          if (!got.contains({a, b}))
            MESSAGE("round " << in.round << " OpenGotha " << a << "-" << b << " "
                             << explainPair(in, nullptr, a, b).total);
        for (const auto& [a, b] : got)
          if (!want.contains({a, b}))
            MESSAGE("round " << in.round << " profile " << a << "-" << b << " "
                             << explainPair(in, nullptr, a, b).total);
      }
      out.tiedRounds += ours == theirs ? 1 : 0;
    }
    out.sameByes += drawn.round->byes == expected.byes ? 1 : 0;
    ++out.rounds;
  }
  return out;
}

void checkReplay(const std::string& file) {
  const Golden g = readGolden(file);
  const Replay r = replay(g);
  MESSAGE(file << ": " << r.samePairs << " of " << r.pairs << " pairs as OpenGotha drew them ("
               << (100.0 * r.samePairs / r.pairs) << " %), " << r.sameGames
               << " with its colours and handicap, byes " << r.sameByes << " of " << r.rounds
               << " rounds; rounds with other pairs " << r.differentRounds << ", of them tied "
               << r.tiedRounds);
  CHECK(r.samePairs * 10 >= r.pairs * 9);
  CHECK(r.tiedRounds == r.differentRounds);
}

}  // namespace

TEST_CASE("opengotha profile replays OpenGotha's McMahon draws: 20 players, 5 rounds") {
  checkReplay("mcmahon-20.txt");
}
TEST_CASE("opengotha profile replays OpenGotha's McMahon draws: 61 players, 5 rounds") {
  checkReplay("mcmahon-61.txt");
}
TEST_CASE("opengotha profile replays OpenGotha's McMahon draws: 150 players, 6 rounds") {
  checkReplay("mcmahon-150.txt");
}
TEST_CASE("opengotha profile replays OpenGotha's Swiss draws: 21 players, 5 rounds") {
  checkReplay("swiss-21.txt");
}
TEST_CASE("opengotha profile replays OpenGotha's Swiss draws: 60 players, 5 rounds") {
  checkReplay("swiss-60.txt");
}
TEST_CASE("opengotha profile replays OpenGotha's Swiss draws: 151 players, 6 rounds") {
  checkReplay("swiss-151.txt");
}
TEST_CASE(
    "opengotha profile replays OpenGotha's McMahon draws with the file's parameters: 80 players, "
    "absences") {
  checkReplay("mcmahon-80-custom.txt");
}
TEST_CASE(
    "opengotha profile replays OpenGotha's Swiss draws with the file's parameters: 71 players, "
    "absences") {
  checkReplay("swiss-71-custom.txt");
}
