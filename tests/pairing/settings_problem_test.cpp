// Impossible draw settings as a value: the same problems, in the same order, as settingsProblem(),
// whose English text describe() gives word for word.
#include <doctest/doctest.h>

#include "pairing/settings_problem.h"

using namespace tengen::pairing;

TEST_CASE("settings problems as values agree with settingsProblem's text") {
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
  };
  std::vector<Case> cases(4);
  cases[0].settings.forbiddenPairs = {{1, 2}, {3, 3}};
  cases[0].kind = K::ForbiddenWithThemself;
  cases[1].settings.fixedPairs = {{2, 4, 4}};
  cases[1].kind = K::FixedPairWithThemself;
  cases[2].settings.fixedPairs = {{0, 4, 5}};
  cases[2].kind = K::FixedPairRound;
  cases[3].settings.fixedTables = {{7, 0}};
  cases[3].kind = K::FixedTableBoard;
  for (const Case& c : cases) {
    const auto problem = findSettingsProblem(c.settings);
    REQUIRE(problem);
    CHECK(problem->kind == c.kind);
    REQUIRE(settingsProblem(c.settings));
    CHECK(describe(*problem) == *settingsProblem(c.settings));
  }
  CHECK(findSettingsProblem(cases[0].settings)->player == 3);
  CHECK(findSettingsProblem(cases[2].settings)->round == 0);
  CHECK(findSettingsProblem(cases[3].settings)->board == 0);
  CHECK(findSettingsProblem(cases[3].settings)->player == 7);

  // The first problem in settingsProblem's order: forbidden pairs before fixed tables.
  PairingSettings both = cases[3].settings;
  both.forbiddenPairs = {{6, 6}};
  CHECK(findSettingsProblem(both)->kind == K::ForbiddenWithThemself);
  CHECK(describe(*findSettingsProblem(both)) == *settingsProblem(both));
}
