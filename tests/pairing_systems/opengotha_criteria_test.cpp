// OpenGotha's placement criteria in the opengotha profile, each against values worked out by hand
// from OpenGotha 3.51's definitions (Tournament.fillBaseScoringInfo, defineDirForExAequoGroup) on
// one small tournament of three rounds, and the order inside a score group they give.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "pairing/draw_explain.h"
#include "pairing/opengotha_confrontation.h"
#include "pairing/opengotha_state.h"
#include "pairing/opengotha_weights.h"

using namespace tengen::pairing;

namespace {

Player player(PlayerId id, const char* rank) {
  Player p;
  p.id = id;
  p.name = "P" + std::to_string(id);
  p.rank = *Rank::parse(rank);
  return p;
}

Game game(PlayerId white, PlayerId black, int handicap, const char* result) {
  Game g;
  g.white = white;
  g.black = black;
  g.handicap = handicap;
  g.result = Result::parse(result);
  return g;
}

// Six players (5d 3d 1d 1k 3k 5k; McMahon bar 4D: starting MMS 33 32 30 29 27 25), before round 4
// of 5. Round 1: 1-2 W+, 3-4 B+, 5-6 B+ (6 had two stones); round 2: 1-4 W+, 2-6 B+F (6 wins by
// forfeit), 3-5 W+; round 3: 1-6 W+, 2-3 jigo, 4-5 B+ (5 had one stone). White is named first.
DrawInput tournament() {
  DrawInput in;
  in.event.system = PairingSystem::McMahon;
  in.settings.profile = DrawProfile::OpenGotha;
  in.settings.openGotha = OpenGothaParams::forMcMahon();
  in.players = {player(1, "5d"), player(2, "3d"), player(3, "1d"),
                player(4, "1k"), player(5, "3k"), player(6, "5k")};
  in.previous = {
      {1, 0, {}, {game(1, 2, 0, "W+R"), game(3, 4, 0, "B+R"), game(5, 6, 2, "B+R")}, {}},
      {2, 0, {}, {game(1, 4, 0, "W+R"), game(2, 6, 0, "B+F"), game(3, 5, 0, "W+R")}, {}},
      {3, 0, {}, {game(1, 6, 0, "W+R"), game(2, 3, 0, "jigo"), game(4, 5, 1, "B+R")}, {}},
  };
  in.round = 4;
  return in;
}

// Each player's value of one criterion, players 1 to 6.
std::vector<int> values(const OpenGothaState& s, OpenGothaCriterion c) {
  std::vector<int> out;
  for (PlayerId id = 1; id <= 6; ++id)
    out.push_back(s.players[static_cast<std::size_t>(s.index.at(id))].critValue(c));
  return out;
}

int innerOf(const OpenGothaState& s, PlayerId id) {
  return s.players[static_cast<std::size_t>(s.index.at(id))].inner;
}

}  // namespace

TEST_CASE("opengotha criteria: the sums over opponents, by hand") {
  const OpenGothaState s = openGothaState(tournament());
  using C = OpenGothaCriterion;
  // Twice the value. NBW 3, ½, 1½, 1, 1, 2; opponents' NBW (2 4 6), (1 6 3), (4 5 2), (3 1 5),
  // (6 3 4), (5 2 1).
  CHECK(values(s, C::Nbw) == std::vector{6, 1, 3, 2, 2, 4});
  CHECK(values(s, C::Sosw) == std::vector{7, 13, 5, 11, 9, 9});
  CHECK(values(s, C::SoswM1) == std::vector{6, 10, 4, 9, 7, 8});  // less the lowest
  CHECK(values(s, C::SoswM2) == std::vector{4, 6, 2, 6, 4, 6});   // less the two lowest
  // Four times: the opponent's NBW times the points won (a forfeit win counts, a jigo half).
  CHECK(values(s, C::Sodosw) == std::vector{14, 3, 5, 6, 4, 6});
  // MMS 72 65 63 60 56 54; an opponent's MMS plus twice the stones given (less twice received).
  CHECK(values(s, C::Mms) == std::vector{72, 65, 63, 60, 56, 54});
  CHECK(values(s, C::Sosm) == std::vector{179, 189, 181, 193, 179, 189});
  CHECK(values(s, C::SosmM1) == std::vector{125, 135, 125, 135, 121, 137});
  CHECK(values(s, C::SosmM2) == std::vector{65, 72, 65, 72, 63, 72});
  CHECK(values(s, C::Sodosm) == std::vector{358, 63, 177, 126, 116, 234});
}

TEST_CASE("opengotha criteria: cup score, Strasbourg score and SOSTS, by hand") {
  const OpenGothaState s = openGothaState(tournament());
  using C = OpenGothaCriterion;
  // CPS doubles each round before the round's points: 1 -> 2, 6, 14; 6 -> 2, 6, 12.
  CHECK(values(s, C::Cps) == std::vector{14, 1, 5, 8, 2, 12});
  // Of 5 rounds, player 1 won the first three from the top group (MMS 2·(30 + 3 + 3) after round
  // 3): STS is its MMS and 2 more; its opponents' SOSTS count it so.
  CHECK(values(s, C::Sts) == std::vector{76, 65, 63, 60, 56, 54});
  CHECK(values(s, C::Sosts) == std::vector{179, 193, 181, 197, 179, 193});
  // Of 4 rounds the bonus comes twice (after round 2 with 2·(30 + 3 + 2), after round 3).
  DrawInput four = tournament();
  four.settings.openGotha.numberOfRounds = 4;
  CHECK(values(openGothaState(four), C::Sts)[0] == 80);
  // Of 7 rounds the last three have not begun: no bonus.
  four.settings.openGotha.numberOfRounds = 7;
  CHECK(values(openGothaState(four), C::Sts)[0] == 72);
}

TEST_CASE("opengotha criteria: not played games as half a point (virtual scores), by hand") {
  DrawInput in = tournament();
  std::vector<OpenGothaParamProblem> problems;
  const OpenGothaParams read =
      openGothaParamsFrom({{"GeneralParameterSet.genCountNotPlayedGamesAsHalfPoint", "true"}},
                          in.settings.openGotha, &problems);
  CHECK(problems.empty());
  CHECK(read.countNotPlayedAsHalf);
  in.settings.openGotha = read;
  const OpenGothaState s = openGothaState(in);
  using C = OpenGothaCriterion;
  // The forfeit 2-6 of round 2 is no game played: 2 and 6 count half a point for it, not the
  // forfeit's 0 and 1. Virtual NBW (twice) 6 2 3 2 2 3, virtual MMS 72 66 63 60 56 53.
  CHECK(values(s, C::Sosw) == std::vector{7, 12, 6, 11, 8, 10});
  CHECK(values(s, C::SoswM1) == std::vector{5, 9, 4, 9, 6, 8});
  CHECK(values(s, C::Sodosw) == std::vector{14, 3, 6, 6, 4, 8});
  CHECK(values(s, C::Sosm) == std::vector{179, 188, 182, 193, 178, 190});
  // OpenGotha never fills its virtual Strasbourg score: SOSTS keeps only the stones, +2 for each
  // given as White, -2 for each received as Black (P4 gave one, P5 gave two and received one, P6
  // received two).
  CHECK(values(s, C::Sosts) == std::vector{0, 0, 0, 2, 2, -4});
  // The player's own scores and EXT stay the real ones.
  CHECK(values(s, C::Nbw) == std::vector{6, 1, 3, 2, 2, 4});
  CHECK(values(s, C::Mms) == std::vector{72, 65, 63, 60, 56, 54});
  CHECK(values(s, C::Ext) == std::vector{0, 18, 3, 24, 17, 23});
}

TEST_CASE("opengotha criteria: exploits tried and achieved, by hand") {
  const OpenGothaState s = openGothaState(tournament());
  // Per game: the handicap given (less received) less the ranks' difference d; the opponent's
  // NBW counts 0 times for d < 0, once for 0, twice for 1, three times from 2. Player 4: as
  // Black against 3 (1d, d = 1, won) 2 x 3, against 1 (5d, d = 5) 3 x 6, as White giving one
  // stone to 5 (d = -1) 0: tried 24, achieved 6.
  CHECK(values(s, OpenGothaCriterion::Ext) == std::vector{0, 18, 3, 24, 17, 23});
  CHECK(values(s, OpenGothaCriterion::Exr) == std::vector{0, 0, 0, 6, 4, 5});
}

TEST_CASE("opengotha criteria: the order inside a score group follows each criterion") {
  // Players 4 and 5 both have 1 win: the second criterion decides their order in that group.
  DrawInput in = tournament();
  in.event.system = PairingSystem::Swiss;
  in.settings.openGotha = OpenGothaParams::forSwiss();
  auto firstOf45 = [&](std::vector<OpenGothaCriterion> placement) {
    in.settings.openGotha.placement = std::move(placement);
    const OpenGothaState s = openGothaState(in);
    REQUIRE(s.players[static_cast<std::size_t>(s.index.at(4))].group ==
            s.players[static_cast<std::size_t>(s.index.at(5))].group);
    return innerOf(s, 4) < innerOf(s, 5) ? 4 : 5;
  };
  using C = OpenGothaCriterion;
  CHECK(firstOf45({C::Nbw, C::SoswM1}) == 4);  // 9 against 7
  CHECK(firstOf45({C::Nbw, C::Exr}) == 4);     // 6 against 4
  CHECK(firstOf45({C::Nbw, C::Dc}) == 5);      // 5 beat 4 in round 3
  CHECK(firstOf45({C::Nbw, C::Sdc}) == 5);
  CHECK(firstOf45({C::Nbw, C::Cps}) == 4);  // 4 won in round 1, 5 in round 3: 8 against 2
  // Without a direct-confrontation criterion both stay 0; a NULL before it groups everyone.
  in.settings.openGotha.placement = {C::Nbw, C::Sosw};
  CHECK(values(openGothaState(in), C::Dc) == std::vector{0, 0, 0, 0, 0, 0});
  in.settings.openGotha.placement = {C::Null, C::Dc};
  // All six tied: 1 beat 2, 4, 6; 3 beat 5; 4 beat 3; 5 beat 4; 6 beat 5 (2-3 a jigo, 2-6 a
  // forfeit: neither counts). 4 > 3 > 5 > 4 is a cycle that beat nobody outside it. From the
  // bottom: 2 and the cycle (they beat nobody), then 6 (it beat 5 of the cycle), then 1.
  CHECK(values(openGothaState(in), C::Dc) == std::vector{2, 0, 0, 0, 0, 1});
}

TEST_CASE("opengotha criteria: explain's weights read the group order the criteria give") {
  // Swiss, before round 4: the one-win group is 3 (NBW 1½), then 4 and 5 (NBW 1) in the order of
  // the second criterion; 2 (½) is alone below. A float from the top of the upper group is
  // preferred (TOP): 4 placed second of three gains a third of the half unit, third gains none.
  DrawInput in = tournament();
  in.event.system = PairingSystem::Swiss;
  in.settings.openGotha = OpenGothaParams::forSwiss();
  in.settings.openGotha.duddUpper = OpenGothaDuddMode::Top;
  auto dudd = [&](OpenGothaCriterion second) {
    in.settings.openGotha.placement = {OpenGothaCriterion::Nbw, second};
    for (const CriterionWeight& c : explainPair(in, nullptr, 4, 2).criteria)
      if (c.criterion == kOgDudd) return c.weight;
    FAIL("no " << toCode(kOgDudd));
    return std::int64_t{0};
  };
  const std::int64_t half = in.settings.openGotha.duddWeight / 5 / 2;
  CHECK(dudd(OpenGothaCriterion::Ext) - dudd(OpenGothaCriterion::Dc) == half * 1 / 3);
}

TEST_CASE("opengotha direct confrontation: chains, cycles, double wins and unplayed pairs") {
  auto dc = [](int n, std::map<std::pair<int, int>, int> b) {
    return openGothaConfrontation(n, b).dc;
  };
  auto sdc = [](int n, std::map<std::pair<int, int>, int> b) {
    return openGothaConfrontation(n, b).sdc;
  };
  // 0 beat 1, 1 beat 2: DC orders them; 0-2 never met, so SDC does not count.
  CHECK(dc(3, {{{0, 1}, 1}, {{1, 2}, 1}}) == std::vector{2, 1, 0});
  CHECK(sdc(3, {{{0, 1}, 1}, {{1, 2}, 1}}) == std::vector{0, 0, 0});
  // Everyone met: SDC counts the wins.
  CHECK(sdc(3, {{{0, 1}, 1}, {{0, 2}, 1}, {{1, 2}, -1}}) == std::vector{2, 0, 1});
  CHECK(dc(3, {{{0, 1}, 1}, {{0, 2}, 1}, {{1, 2}, -1}}) == std::vector{2, 0, 1});
  // A cycle 0 > 1 > 2 > 0 counts as one, above 3, whom 0 beat.
  CHECK(dc(4, {{{0, 1}, 1}, {{1, 2}, 1}, {{0, 2}, -1}, {{0, 3}, 1}}) == std::vector{3, 3, 3, 0});
  // Two wins over one player: OpenGotha's DC counts only a balance of exactly one; SDC any.
  CHECK(dc(2, {{{0, 1}, 2}}) == std::vector{0, 0});
  CHECK(sdc(2, {{{0, 1}, 2}}) == std::vector{1, 0});
  // 0 and 1 both beat 2 and never met: they share the top.
  CHECK(dc(3, {{{0, 2}, 1}, {{1, 2}, 1}}) == std::vector{2, 2, 0});
  // No games, or one player: all 0.
  CHECK(dc(3, {}) == std::vector{0, 0, 0});
  CHECK(dc(1, {}) == std::vector{0});
}

TEST_CASE("opengotha criteria: names as OpenGotha's files write them, and the older spellings") {
  using C = OpenGothaCriterion;
  const std::vector<std::pair<const char*, C>> names = {
      {"SOSW-1", C::SoswM1}, {"SOSW-2", C::SoswM2}, {"SODOSW", C::Sodosw}, {"SOSM-1", C::SosmM1},
      {"SOSM-2", C::SosmM2}, {"SODOSM", C::Sodosm}, {"STS", C::Sts},       {"CPS", C::Cps},
      {"SOSTS", C::Sosts},   {"EXT", C::Ext},       {"EXR", C::Exr},       {"SDC", C::Sdc},
      {"DC", C::Dc},         {"SOSWM1", C::SoswM1}, {"SOSMM2", C::SosmM2}, {"Rating", C::Rating},
      {"NUL", C::Null}};
  for (const auto& [name, criterion] : names) {
    INFO(name);
    CHECK(openGothaCriterionFromCode(name) == criterion);
  }
  CHECK(toCode(C::SosmM1) == "SOSM-1");
  CHECK_FALSE(openGothaCriterionFromCode("SOS-9"));
}
