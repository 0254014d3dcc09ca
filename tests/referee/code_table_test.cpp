// rules::CodeTable: an enum's codes in both directions, other spellings read, nothing else; and
// the tables of the event model (pairing/) and the ledger (referee/), here where both link.
#include <doctest/doctest.h>

#include "pairing/event.h"
#include "referee/ledger.h"
#include "rules/code_table.h"

using namespace tengen;

namespace {
enum class Stone { Black, White, Empty };
constexpr rules::CodeTable<Stone, 3> kStoneCodes = {{
    {Stone::Black, "black", {"b", "x"}},
    {Stone::White, "white", {"w"}},
    {Stone::Empty, ""},
}};
}  // namespace

TEST_CASE("a code table writes each value's code and reads it back, with its other spellings") {
  static_assert(rules::codeOf(kStoneCodes, Stone::White) == "white");
  CHECK(rules::codeOf(kStoneCodes, Stone::Black) == "black");
  CHECK(rules::codeOf(kStoneCodes, Stone::Empty).empty());
  CHECK(rules::valueOf(kStoneCodes, "black") == Stone::Black);
  CHECK(rules::valueOf(kStoneCodes, "b") == Stone::Black);
  CHECK(rules::valueOf(kStoneCodes, "x") == Stone::Black);
  CHECK(rules::valueOf(kStoneCodes, "w") == Stone::White);
  // The empty code is a value's own code, not an unused spelling.
  CHECK(rules::valueOf(kStoneCodes, "") == Stone::Empty);
  CHECK_FALSE(rules::valueOf(kStoneCodes, "Black").has_value());  // codes are exact
  CHECK_FALSE(rules::valueOf(kStoneCodes, "grey").has_value());
  // A value outside the enum is written as the first entry's code.
  CHECK(rules::codeOf(kStoneCodes, static_cast<Stone>(7)) == "black");
}

TEST_CASE("the event model's and the ledger's codes read back as the values written") {
  for (auto s : {pairing::PairingSystem::Swiss, pairing::PairingSystem::McMahon,
                 pairing::PairingSystem::RoundRobin, pairing::PairingSystem::Knockout})
    CHECK(pairing::pairingSystemFromCode(pairing::toCode(s)) == s);
  CHECK(pairing::pairingSystemFromCode("macmahon") == pairing::PairingSystem::McMahon);
  CHECK(pairing::pairingSystemFromCode("roundrobin") == pairing::PairingSystem::RoundRobin);
  CHECK(pairing::toCode(pairing::RuleSetName::Chinese2002) == "chinese-2002");
  CHECK(pairing::ruleSetFromCode("chinese") == pairing::RuleSetName::Chinese2002);
  CHECK(pairing::toCode(pairing::Scoring::Chinese210) == "2-1-0");
  CHECK(pairing::toCode(pairing::Scoring::Egf10) == "1-0");
  CHECK(pairing::scoringFromCode("egf") == pairing::Scoring::Egf10);
  CHECK(pairing::scoringFromCode("chinese") == pairing::Scoring::Chinese210);
  CHECK_FALSE(pairing::scoringFromCode("3-1-0").has_value());
  for (auto k : {referee::RulingKind::None, referee::RulingKind::Reverse,
                 referee::RulingKind::Amend, referee::RulingKind::Uphold})
    CHECK(referee::rulingKindFromCode(referee::toCode(k)) == k);
  CHECK(referee::toCode(referee::RulingKind::None).empty());
  CHECK(referee::entryKindFromCode("override") == referee::EntryKind::Override);
  CHECK_FALSE(referee::entryKindFromCode("").has_value());
}
