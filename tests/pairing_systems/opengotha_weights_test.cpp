// Pieces of the opengotha profile against facts read off OpenGotha 3.51.02 (its deterministic
// random on these names was printed by OpenGotha's own Pairing.detRandom) and its rules.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "pairing/opengotha_draw.h"
#include "pairing/opengotha_state.h"
#include "pairing/opengotha_weights.h"
#include "tests/support/model_builders.h"

using namespace tengen::pairing;

namespace {

Player player(PlayerId id, const char* rank, std::string club = "") {
  Player p;
  p.id = id;
  p.name = "P" + std::to_string(id);
  p.rank = *Rank::parse(rank);
  p.club = std::move(club);
  return p;
}

DrawInput mcmahon(std::vector<Player> players) {
  DrawInput in;
  in.event.system = PairingSystem::McMahon;
  in.settings.profile = DrawProfile::OpenGotha;
  in.settings.openGotha = OpenGothaParams::forMcMahon();
  in.players = std::move(players);
  return in;
}

}  // namespace

TEST_CASE(
    "opengotha deterministic random: OpenGotha's values on multi-word, accented, Chinese, spaced "
    "and astral names") {
  DrawInput in = mcmahon(
      {player(1, "1k"), player(2, "1k"), player(3, "1k"), player(4, "1k"), player(5, "1k")});
  in.settings.openGotha.names = {{1, {"van Zeist", "Rob"}},
                                 {2, {"O'Brien", "Seán"}},
                                 {3, {"柯", "洁"}},
                                 {4, {"Smith ", "John"}},
                                 {5, {"😀Emoji", "Ünal"}}};
  const OpenGothaState s = openGothaState(in);
  auto r = [&](std::int64_t max, PlayerId a, PlayerId b) {
    return openGothaDetRandom(max, s.players[static_cast<std::size_t>(s.index.at(a))],
                              s.players[static_cast<std::size_t>(s.index.at(b))]);
  };
  // (a, b, detRandom(10^6), detRandom(1)) as OpenGotha printed them.
  const std::vector<std::tuple<PlayerId, PlayerId, std::int64_t, std::int64_t>> expected = {
      {1, 2, 517472, 1}, {1, 3, 2910, 1},   {1, 4, 126883, 1}, {1, 5, 87330, 0},  {2, 1, 482528, 0},
      {2, 3, 57602, 0},  {2, 4, 480872, 1}, {2, 5, 316802, 1}, {3, 1, 997090, 0}, {3, 2, 942398, 1},
      {3, 4, 586040, 0}, {3, 5, 543609, 1}, {4, 5, 847940, 0}, {5, 4, 152060, 1},
  };
  for (const auto& [a, b, big, bit] : expected) {
    INFO(a << " " << b);
    CHECK(r(1'000'000, a, b) == big);
    CHECK(r(1, a, b) == bit);
  }
}

TEST_CASE(
    "opengotha parameters from a file's attributes: values as OpenGotha writes them, bad ones "
    "named") {
  const std::map<std::string, std::string> attributes = {
      {"GeneralParameterSet.genMMBar", "4D"},
      {"GeneralParameterSet.genMMFloor", "20K"},
      {"HandicapParameterSet.hdNoHdRankThreshold", "1D"},
      {"PairingParameterSet.paiMaSeedSystem2", "SPLITANDFOLD"},
      {"PairingParameterSet.paiMaDUDDUpperMode", "BOT"},
      {"PairingParameterSet.paiMaCompensateDUDD", "false"},
      {"PairingParameterSet.paiMaAdditionalPlacementCritSystem1", "Rating"},
      {"PairingParameterSet.paiMaDUDDWeight", "lots"},
      {"PairingParameterSet.paiSeRankThreshold", "31K"},
      {"PlacementCriterion#0001.name", "MMS"},
      {"PlacementCriterion#0002.name", "SOSM-1"},
      {"PlacementCriterion#0003.name", "SOSOSM"},
      {"Tournament.runningMode", "SAL"},
  };
  std::vector<OpenGothaParamProblem> problems;
  const OpenGothaParams p =
      openGothaParamsFrom(attributes, OpenGothaParams::forMcMahon(), &problems);
  CHECK(p.mmBar == 3);
  CHECK(p.mmFloor == -20);
  CHECK(p.hdNoHdRankThreshold == 0);
  CHECK(p.seedSystem2 == OpenGothaSeedSystem::SplitAndFold);
  CHECK(p.duddUpper == OpenGothaDuddMode::Bottom);
  CHECK_FALSE(p.compensateDudd);
  CHECK(p.additionalCrit1 == OpenGothaCriterion::Rating);
  // SOSM-1 under OpenGotha's name.
  CHECK(p.placement == std::vector{OpenGothaCriterion::Mms, OpenGothaCriterion::SosmM1,
                                   OpenGothaCriterion::Sososm});
  // Bad values keep the default and are named.
  CHECK(p.duddWeight == OpenGothaParams{}.duddWeight);
  CHECK(p.seRankThreshold == OpenGothaParams{}.seRankThreshold);
  REQUIRE(problems.size() == 2);
  CHECK(describe(problems[0]) == "PairingParameterSet.paiMaDUDDWeight: a whole number");
  CHECK(problems[0] == OpenGothaParamProblem{"PairingParameterSet.paiMaDUDDWeight", "lots",
                                             OpenGothaParamProblem::Expected::WholeNumber});
  CHECK(describe(problems[1]) ==
        "PairingParameterSet.paiSeRankThreshold: a rank such as 20K or 1D");
  CHECK(problems[1].value == "31K");
  // An unknown placement criterion is named, and counts as NULL in its place.
  problems.clear();
  const OpenGothaParams q = openGothaParamsFrom(
      {{"PlacementCriterion#0001.name", "MMS"}, {"PlacementCriterion#0002.name", "SOS-9"}},
      OpenGothaParams::forMcMahon(), &problems);
  CHECK(q.placement == std::vector{OpenGothaCriterion::Mms, OpenGothaCriterion::Null});
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].expected == OpenGothaParamProblem::Expected::PlacementCriterion);
  CHECK(problems[0].key == "PlacementCriterion#0002.name");
}

TEST_CASE(
    "opengotha bye: least rank plus McMahon score, fewer byes first, ties to the last placed") {
  // Three 10k players and a 5k: the 10k players tie; OpenGotha takes the last in its list (the
  // standings before the round: equal, so by surname), P3.
  DrawInput in = mcmahon(
      {player(1, "10k"), player(2, "10k"), player(3, "10k"), player(4, "5k"), player(5, "1d")});
  in.round = 1;
  CHECK(openGothaByePlayer(in, {1, 2, 3, 4, 5}) == 3);
  // After a bye, the player is the last choice.
  Round r1;
  r1.number = 1;
  r1.byes = {3};
  in.previous = {r1};
  in.round = 2;
  CHECK(openGothaByePlayer(in, {1, 2, 3, 4, 5}) != 3);
}

TEST_CASE("opengotha weights: every criterion under OpenGotha's name, duplicates and geography") {
  DrawInput in = mcmahon({player(1, "2k", "Paris"), player(2, "2k", "Paris"),
                          player(3, "2k", "Lyon"), player(4, "2k", "Lyon")});
  // Round 1: P1-P3 and P2-P4, both won by Black (boards unnumbered: the weights read none).
  in.previous = {tengen::test::roundOf(
      1, {tengen::test::gameOn(1, 0, 1, 3, "B+R"), tengen::test::gameOn(1, 0, 2, 4, "B+R")})};
  in.round = 2;
  const PairExplanation rematch = explainPair(in, nullptr, 1, 3);
  std::vector<std::string> codes;
  std::int64_t sum = 0;
  for (const CriterionWeight& c : rematch.criteria) {
    codes.emplace_back(toCode(c.criterion));
    sum += c.weight;
  }
  CHECK(codes == std::vector<std::string>{"base", "paiBaAvoidDuplGame", "paiBaRandom",
                                          "paiBaBalanceWB", "paiMaMinimizeScoreDifference",
                                          "paiMaDUDDWeight", "paiMaMaximizeSeeding",
                                          "paiSeMinimizeHandicap", "paiSeAvoidSameGeo"});
  CHECK(sum == rematch.total);
  CHECK(rematch.criteria[1].weight == 0);  // they met in round 1
  // 1 and 2 both won, from one club: no geography gain; 1 and 4 are from other clubs.
  const PairExplanation sameClub = explainPair(in, nullptr, 1, 2);
  CHECK(sameClub.criteria[1].weight == 500'000'000'000'000);
  CHECK(sameClub.criteria[8].weight == 0);
  const PairExplanation otherClub = explainPair(in, nullptr, 1, 4);
  CHECK(otherClub.criteria[8].weight > 0);
  // The draw avoids the rematches, and McMahon's "prefer 3 MMS points of difference rather than
  // the same club" takes the winners to the other club's losers: 1-4 and 2-3, not 1-2 and 3-4.
  const DrawOutcome out = makeDraw(in);
  REQUIRE(out.round);
  std::set<std::pair<PlayerId, PlayerId>> pairs;
  for (const Game& x : out.round->games)
    pairs.insert({std::min(x.black, x.white), std::max(x.black, x.white)});
  CHECK(pairs == std::set<std::pair<PlayerId, PlayerId>>{{1, 4}, {2, 3}});
  in.settings.openGotha.sePreferMmsDiffRatherThanSameClub = 0;  // no club avoidance
  const DrawOutcome plain = makeDraw(in);
  REQUIRE(plain.round);
  pairs.clear();
  for (const Game& x : plain.round->games)
    pairs.insert({std::min(x.black, x.white), std::max(x.black, x.white)});
  CHECK(pairs == std::set<std::pair<PlayerId, PlayerId>>{{1, 2}, {3, 4}});
}

TEST_CASE(
    "opengotha handicap: ranks capped at hdNoHdRankThreshold, less the correction, at most the "
    "ceiling") {
  DrawInput in = mcmahon({player(1, "3d"), player(2, "5k"), player(3, "12k")});
  in.settings.openGotha.hdBasedOnMms = false;
  in.settings.openGotha.hdNoHdRankThreshold = -2;  // 2K: stronger players count as 2K
  in.settings.openGotha.hdCorrection = 1;
  in.settings.openGotha.hdCeiling = 5;
  const OpenGothaState s = openGothaState(in);
  const OpenGothaGame a = openGothaGame(s, in.settings.openGotha, s.index.at(1), s.index.at(2));
  CHECK(a.handicap == 2);  // 2K against 5K, less 1
  CHECK(s.players[static_cast<std::size_t>(a.white)].id == 1);
  const OpenGothaGame b = openGothaGame(s, in.settings.openGotha, s.index.at(3), s.index.at(1));
  CHECK(b.handicap == 5);  // 2K against 12K is 10, less 1, at most 5
  CHECK(s.players[static_cast<std::size_t>(b.black)].id == 3);
}

TEST_CASE(
    "opengotha categories: pairs stay inside a category, score and floats count less across") {
  // Swiss round 1, one score group; 1D is the lower limit of the first of two categories.
  DrawInput in;
  in.event.system = PairingSystem::Swiss;
  in.settings.profile = DrawProfile::OpenGotha;
  in.players = {player(1, "3d"), player(2, "2d"), player(3, "1k"), player(4, "2k")};
  in.round = 1;
  OpenGothaParams p =
      openGothaParamsFrom({{"GeneralParameterSet.numberOfCategories", "2"},
                           {"Category#0001.lowerLimit", "1D"},
                           {"PairingParameterSet.paiMaAvoidMixingCategories", "20000000000000"}},
                          OpenGothaParams::forSwiss(), nullptr);
  REQUIRE(p.numberOfCategories == 2);
  REQUIRE(p.lowerCategoryLimits == std::vector<int>{0});
  CHECK(openGothaCategory(p, 2) == 0);   // 3d
  CHECK(openGothaCategory(p, 0) == 0);   // 1d: at the limit
  CHECK(openGothaCategory(p, -1) == 1);  // 1k
  in.settings.openGotha = p;
  const OpenGothaState s = openGothaState(in);
  const auto& p1 = s.players[static_cast<std::size_t>(s.index.at(1))];
  const auto& p3 = s.players[static_cast<std::size_t>(s.index.at(3))];
  CHECK(p3.critValue(OpenGothaCriterion::Category) == -1);
  CHECK(s.numberOfGroups == 2);  // one score, two categories
  CHECK(p1.group == 0);
  CHECK(p3.group == 1);

  auto weightOf = [&](PlayerId a, PlayerId b, DrawCriterion criterion) {
    for (const CriterionWeight& c : explainPair(in, nullptr, a, b).criteria)
      if (c.criterion == criterion) return c.weight;
    FAIL("no criterion " << toCode(criterion));
    return std::int64_t{0};
  };
  // (1 - x)(1 + x/2) of 2e13, x = the category gap over the number of categories.
  CHECK(weightOf(1, 2, kOgCategories) == 20'000'000'000'000);
  CHECK(weightOf(1, 3, kOgCategories) == 12'500'000'000'000);
  CHECK(weightOf(1, 2, kOgScore) == p.minimizeScoreDifference);
  CHECK(weightOf(1, 3, kOgScore) == 0);  // the score difference counts inside a category only
  // A float between neighbouring groups of two categories: neither player floated before (twice
  // a fifth of the weight; middle of groups of two adds nothing), divided by (1 + 1)^4.
  CHECK(weightOf(1, 3, kOgDudd) == 2 * (p.duddWeight / 5) / 16);

  auto pairsOf = [](const DrawOutcome& out) {
    std::set<std::pair<PlayerId, PlayerId>> pairs;
    for (const Game& x : out.round->games)
      pairs.insert({std::min(x.black, x.white), std::max(x.black, x.white)});
    return pairs;
  };
  const DrawOutcome drawn = makeDraw(in);
  REQUIRE(drawn.round);
  CHECK(pairsOf(drawn) == std::set<std::pair<PlayerId, PlayerId>>{{1, 2}, {3, 4}});
  // One category: the seeding splits the one group, top half against bottom half.
  in.settings.openGotha = OpenGothaParams::forSwiss();
  const DrawOutcome plain = makeDraw(in);
  REQUIRE(plain.round);
  CHECK(pairsOf(plain) != std::set<std::pair<PlayerId, PlayerId>>{{1, 2}, {3, 4}});
}

TEST_CASE("opengotha clubs groups: two clubs of one group count half a club apart") {
  DrawInput in = mcmahon({player(1, "2k", "Paris"), player(2, "2k", "lyon"),
                          player(3, "2k", "Nice"), player(4, "2k", "Paris")});
  in.settings.openGotha =
      openGothaParamsFrom({{"ClubsGroup#0001.name", "Rhône-Seine"},
                           {"Club#0001#0001.name", "Paris"},
                           {"Club#0001#0002.name", "Lyon"},  // clubs compare ignoring case
                           {"ClubsGroup#0002.name", "Sud"},
                           {"Club#0002#0001.name", "Nice"}},
                          OpenGothaParams::forMcMahon(), nullptr);
  REQUIRE(in.settings.openGotha.clubsGroups.size() == 2);
  const OpenGothaParams& p = in.settings.openGotha;
  const OpenGothaState s = openGothaState(in);
  auto geo = [&](PlayerId a, PlayerId b) {
    for (const CriterionWeight& c : explainPair(in, nullptr, a, b).criteria)
      if (c.criterion == kOgGeo) return c.weight;
    FAIL("no geography criterion");
    return std::int64_t{0};
  };
  // OpenGotha's geography: ratio = club ratio + 0.5 / range; the weight is what the ratio takes
  // off paiSeAvoidSameGeo along (1 - x)(1 + kx).
  auto expected = [&](double clubRatio) {
    const double range = s.numberOfGroups;
    const double ratio = clubRatio + 0.5 / range;
    const double kept =
        static_cast<double>(p.seAvoidSameGeo) * (1.0 - ratio) * (1.0 + p.nx1Factor * ratio);
    return std::min(p.seAvoidSameGeo, p.minimizeScoreDifference - static_cast<std::int64_t>(kept));
  };
  const double factor = p.sePreferMmsDiffRatherThanSameClub, range = s.numberOfGroups;
  CHECK(geo(1, 4) == 0);                               // one club
  CHECK(geo(1, 2) == expected(factor / 2.0 / range));  // one clubs group
  CHECK(geo(1, 3) == expected(factor * 1.2 / range));  // no common group
  CHECK(geo(1, 2) < geo(1, 3));
}
