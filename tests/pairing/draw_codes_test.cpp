// The draw's criteria and manual-change issues: enums inside, their codes only in JSON.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "pairing/draw_codes.h"
#include "tests/rules/code_table_checks.h"

using namespace tengen;
using pairing::DrawCriterion;
using pairing::ManualIssueKind;

namespace {

// The public pair of functions, toCode and its reading `fromCode`, gives back every value up to
// `last` (the code table's own round trip is checked by checkEveryValueRoundTrips).
template <class Enum, class FromCode>
void checkToCodeReadsBack(Enum last, FromCode fromCode) {
  for (int i = 0; i <= static_cast<int>(last); ++i) {
    const auto value = static_cast<Enum>(i);
    CHECK(fromCode(pairing::toCode(value)) == value);
  }
}

}  // namespace

TEST_CASE("every draw criterion has a code that reads back, an unknown one is refused naming it") {
  rules::test::checkEveryValueRoundTrips(pairing::kDrawCriterionCodes, pairing::kDrawCriterionWhat,
                                         DrawCriterion::OgGeo);
  checkToCodeReadsBack(DrawCriterion::OgGeo, pairing::drawCriterionFromCode);
  // The codes the JSON has always written (golden files), Tengen's and OpenGotha's.
  CHECK(pairing::toCode(DrawCriterion::ClubCountry) == "club-country");
  CHECK(pairing::toCode(DrawCriterion::OgDudd) == "paiMaDUDDWeight");
  CHECK_FALSE(pairing::drawCriterionFromCode("club"));
  rules::test::checkUnknownCodeRefused(pairing::kDrawCriterionCodes, pairing::kDrawCriterionWhat,
                                       "club");
  rules::test::checkUnknownCodeRefused(pairing::kDrawCriterionCodes, pairing::kDrawCriterionWhat,
                                       "Seeding");
}

TEST_CASE("every manual change issue has a code that reads back, an unknown one is refused") {
  rules::test::checkEveryValueRoundTrips(pairing::kManualIssueCodes, pairing::kManualIssueWhat,
                                         ManualIssueKind::ScoreDifference);
  checkToCodeReadsBack(ManualIssueKind::ScoreDifference, pairing::manualIssueKindFromCode);
  CHECK(pairing::toCode(ManualIssueKind::SameClub) == "same-club");
  CHECK_FALSE(pairing::manualIssueKindFromCode("same_club"));
  rules::test::checkUnknownCodeRefused(pairing::kManualIssueCodes, pairing::kManualIssueWhat,
                                       "same_club");
}

TEST_CASE("manual change issues are declared in the order of their codes") {
  // SwapCheck::warnings lists the kinds in enum order; the JSON has always listed the codes sorted.
  std::vector<std::string_view> codes;
  for (int i = 0; i <= static_cast<int>(ManualIssueKind::ScoreDifference); ++i)
    codes.push_back(pairing::toCode(static_cast<ManualIssueKind>(i)));
  CHECK(std::is_sorted(codes.begin(), codes.end()));
}
