#include <doctest/doctest.h>

#include "pairing/event.h"

using namespace tengen::pairing;

TEST_CASE("event settings are validated") {
  Event e;
  e.name = "Test Cup";
  CHECK_FALSE(validate(e).has_value());
  e.komi = tengen::rules::HalfPoints(2001);  // 1000.5: beyond any komi
  CHECK(validate(e).value().rfind("komi", 0) == 0);
  e.komi = tengen::rules::HalfPoints(-2000);
  CHECK_FALSE(validate(e).has_value());
  e.komi = tengen::rules::HalfPoints(13);
  e.boardSize = 26;
  CHECK(validate(e).value().rfind("size", 0) == 0);
  e.boardSize = 9;
  e.rounds = 0;
  CHECK(validate(e).value().rfind("rounds", 0) == 0);
  e.rounds = 5;
  e.startDate = parseIsoDate("2026-05-02");
  e.endDate = parseIsoDate("2026-05-01");
  CHECK(validate(e).value().rfind("dates", 0) == 0);
  e.name.clear();
  CHECK(validate(e).value().rfind("name", 0) == 0);
}

TEST_CASE("codes round-trip and dates use the real calendar") {
  for (auto s : {PairingSystem::Swiss, PairingSystem::McMahon, PairingSystem::RoundRobin, PairingSystem::Knockout})
    CHECK(pairingSystemFromCode(toCode(s)) == s);
  for (auto r : {RuleSetName::Chinese2002, RuleSetName::Japanese, RuleSetName::Korean})
    CHECK(ruleSetFromCode(toCode(r)) == r);
  CHECK(defaultKomi(RuleSetName::Japanese) == tengen::rules::HalfPoints(13));  // 6.5
  CHECK(parseIsoDate("2024-02-29").has_value());
  CHECK_FALSE(parseIsoDate("2023-02-29").has_value());
  CHECK_FALSE(parseIsoDate("2023-2-1").has_value());
  CHECK(toIsoDate(*parseIsoDate("2026-11-29")) == "2026-11-29");
}
