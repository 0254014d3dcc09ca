#pragma once
// What the draw's explanation and manual-change check name: a criterion of a pair's weight and a
// consequence of a manual change. Front ends switch on these; their codes ("score-difference",
// "paiMaDUDDWeight", "rematch") appear only in JSON (`tengen pair --explain --json`,
// `tengen swap --json`), written by toCode from the tables below.

#include <optional>
#include <string_view>

#include "rules/code_table.h"

namespace tengen::pairing {

// A criterion of a pair's weight (PairExplanation::criteria), under the event's draw profile.
enum class DrawCriterion {
  // Tengen's own Swiss / McMahon draw (weights.h, in that order).
  AvoidDuplicates,  // not a rematch
  ScoreDifference,
  DrawUpDown,
  Seeding,
  ClubCountry,  // club and country avoidance
  ColourBalance,
  Random,
  // The OpenGotha profile's (opengotha_weights.h), coded by OpenGotha's parameter names.
  OgBase,  // OpenGotha's 1 for every allowed pair
  OgDuplicates,
  OgRandom,
  OgBalance,
  OgCategories,
  OgScore,
  OgDudd,
  OgSeeding,
  OgHandicap,
  OgGeo,
};
inline constexpr rules::CodeTable<DrawCriterion, 17> kDrawCriterionCodes = {{
    {DrawCriterion::AvoidDuplicates, "avoid-duplicates"},
    {DrawCriterion::ScoreDifference, "score-difference"},
    {DrawCriterion::DrawUpDown, "draw-up-down"},
    {DrawCriterion::Seeding, "seeding"},
    {DrawCriterion::ClubCountry, "club-country"},
    {DrawCriterion::ColourBalance, "colour-balance"},
    {DrawCriterion::Random, "random"},
    {DrawCriterion::OgBase, "base"},
    {DrawCriterion::OgDuplicates, "paiBaAvoidDuplGame"},
    {DrawCriterion::OgRandom, "paiBaRandom"},
    {DrawCriterion::OgBalance, "paiBaBalanceWB"},
    {DrawCriterion::OgCategories, "paiMaAvoidMixingCategories"},
    {DrawCriterion::OgScore, "paiMaMinimizeScoreDifference"},
    {DrawCriterion::OgDudd, "paiMaDUDDWeight"},
    {DrawCriterion::OgSeeding, "paiMaMaximizeSeeding"},
    {DrawCriterion::OgHandicap, "paiSeMinimizeHandicap"},
    {DrawCriterion::OgGeo, "paiSeAvoidSameGeo"},
}};
// What the refusal of an unknown code calls these.
inline constexpr std::string_view kDrawCriterionWhat = "draw criterion";
inline std::string_view toCode(DrawCriterion criterion) {
  return rules::codeOf(kDrawCriterionCodes, criterion);
}
inline std::optional<DrawCriterion> drawCriterionFromCode(std::string_view code) {
  return rules::valueOf(kDrawCriterionCodes, code);
}

// One consequence of a manual change (ManualIssue, SwapCheck). Declared in the alphabetical order
// of the codes: SwapCheck::warnings lists each once in this order, as its JSON always has.
enum class ManualIssueKind {
  Absent,         // a player who does not play the round would play
  ColourBalance,  // a player two or more games off balance in even games
  Forbidden,      // a forbidden pair
  Handicap,       // a changed board becomes a handicap game
  Rematch,
  SameClub,     // when the settings avoid it
  SameCountry,  // when the settings avoid it
  ScoreDifference,
};
inline constexpr rules::CodeTable<ManualIssueKind, 8> kManualIssueCodes = {{
    {ManualIssueKind::Absent, "absent"},
    {ManualIssueKind::ColourBalance, "colour-balance"},
    {ManualIssueKind::Forbidden, "forbidden"},
    {ManualIssueKind::Handicap, "handicap"},
    {ManualIssueKind::Rematch, "rematch"},
    {ManualIssueKind::SameClub, "same-club"},
    {ManualIssueKind::SameCountry, "same-country"},
    {ManualIssueKind::ScoreDifference, "score-difference"},
}};
// What the refusal of an unknown code calls these.
inline constexpr std::string_view kManualIssueWhat = "manual change issue";
inline std::string_view toCode(ManualIssueKind kind) {
  return rules::codeOf(kManualIssueCodes, kind);
}
inline std::optional<ManualIssueKind> manualIssueKindFromCode(std::string_view code) {
  return rules::valueOf(kManualIssueCodes, code);
}

}  // namespace tengen::pairing
