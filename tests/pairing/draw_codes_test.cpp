// The draw's criteria and manual-change issues: enums inside, their codes only in JSON.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "pairing/draw_codes.h"
#include "tests/rules/code_table_checks.h"

using namespace tengen;
using pairing::DrawCriterion;
using pairing::ManualIssueKind;

TEST_CASE("every draw criterion has a code that reads back, an unknown one is refused naming it") {
  rules::test::checkEveryValueRoundTrips(pairing::kDrawCriterionCodes, pairing::kDrawCriterionWhat,
                                         DrawCriterion::OgGeo);
  for (int i = 0; i <= static_cast<int>(DrawCriterion::OgGeo); ++i) {
    const auto c = static_cast<DrawCriterion>(i);
    CHECK(pairing::drawCriterionFromCode(pairing::toCode(c)) == c);
  }
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
  for (int i = 0; i <= static_cast<int>(ManualIssueKind::ScoreDifference); ++i) {
    const auto k = static_cast<ManualIssueKind>(i);
    CHECK(pairing::manualIssueKindFromCode(pairing::toCode(k)) == k);
  }
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
