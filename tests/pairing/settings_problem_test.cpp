// Impossible draw settings: the problem as a value (findSettingsProblem) and as the English text
// settingsProblem() gives the store, from the one check.
#include <doctest/doctest.h>

#include "pairing/settings_problem.h"

using namespace tengen::pairing;

TEST_CASE("settings problems as values and as settingsProblem's text") {
  using K = SettingsProblem::Kind;
  PairingSettings fine;
  fine.forbiddenPairs = {{1, 2}};
  fine.fixedPairs = {{2, 3, 4}};
  fine.fixedTables = {{5, 1}};
  CHECK_FALSE(findSettingsProblem(fine));
  CHECK_FALSE(settingsProblem(fine));

  struct Case {
    PairingSettings settings;
    K kind;
    std::string text;
  };
  std::vector<Case> cases(4);
  cases[0].settings.forbiddenPairs = {{1, 2}, {3, 3}};
  cases[0].kind = K::ForbiddenWithThemself;
  cases[0].text = "forbidden pair: player 3 with themself";
  cases[1].settings.fixedPairs = {{2, 4, 4}};
  cases[1].kind = K::FixedPairWithThemself;
  cases[1].text = "fixed pair: player 4 with themself";
  cases[2].settings.fixedPairs = {{0, 4, 5}};
  cases[2].kind = K::FixedPairRound;
  cases[2].text = "fixed pair: round 0 (from 1)";
  cases[3].settings.fixedTables = {{7, 0}};
  cases[3].kind = K::FixedTableBoard;
  cases[3].text = "fixed table: board 0 for player 7 (from 1)";
  for (const Case& c : cases) {
    CAPTURE(c.text);
    const auto problem = findSettingsProblem(c.settings);
    REQUIRE(problem);
    CHECK(problem->kind == c.kind);
    CHECK(describe(*problem) == c.text);
    CHECK(settingsProblem(c.settings) == c.text);
  }
  CHECK(findSettingsProblem(cases[0].settings)->player == 3);
  CHECK(findSettingsProblem(cases[2].settings)->round == 0);
  CHECK(findSettingsProblem(cases[3].settings)->board == 0);
  CHECK(findSettingsProblem(cases[3].settings)->player == 7);

  // The first problem counts: forbidden pairs before fixed tables.
  PairingSettings both = cases[3].settings;
  both.forbiddenPairs = {{6, 6}};
  CHECK(findSettingsProblem(both)->kind == K::ForbiddenWithThemself);
  CHECK(settingsProblem(both) == "forbidden pair: player 6 with themself");
}
