// The codes of the event model's enums: the stable text each value is written as in the event
// file, JSON and the command line (pairing systems, rule sets, scoring, colour methods,
// registration statuses, rating list formats, seeding methods, why a draw failed). Each enum's
// rules::CodeTable serves both directions; all of them here, where a new code is checked against
// the others. The draw's criteria and manual-change issues keep theirs in draw_codes.h (their
// tests and front ends read the tables themselves).

#include "pairing/draw.h"
#include "pairing/draw_settings.h"
#include "pairing/event.h"
#include "pairing/game.h"
#include "pairing/player.h"
#include "pairing/rating_list.h"
#include "rules/code_table.h"

namespace tengen::pairing {
namespace {
constexpr rules::CodeTable<PairingSystem, 4> kPairingSystemCodes = {{
    {PairingSystem::Swiss, "swiss"},
    {PairingSystem::McMahon, "mcmahon", {"macmahon"}},
    {PairingSystem::RoundRobin, "round-robin", {"roundrobin"}},
    {PairingSystem::Knockout, "knockout"},
}};
constexpr rules::CodeTable<RuleSetName, 3> kRuleSetCodes = {{
    {RuleSetName::Chinese2002, "chinese-2002", {"chinese"}},
    {RuleSetName::Japanese, "japanese"},
    {RuleSetName::Korean, "korean"},
}};
// "1-0" first: what a value outside the enum is written as.
constexpr rules::CodeTable<Scoring, 2> kScoringCodes = {{
    {Scoring::Egf10, "1-0", {"egf"}},
    {Scoring::Chinese210, "2-1-0", {"chinese"}},
}};
constexpr rules::CodeTable<ColourMethod, 5> kColourMethodCodes = {{
    {ColourMethod::Balance, "balance"},
    {ColourMethod::Nigiri, "nigiri"},
    {ColourMethod::Draw, "draw"},
    {ColourMethod::Manual, "manual"},
    {ColourMethod::Handicap, "handicap"},
}};
constexpr rules::CodeTable<RegistrationStatus, 3> kRegistrationStatusCodes = {{
    {RegistrationStatus::Registered, "registered"},
    {RegistrationStatus::Confirmed, "confirmed"},
    {RegistrationStatus::Withdrawn, "withdrawn"},
}};
constexpr rules::CodeTable<RatingListFormat, 3> kRatingListFormatCodes = {{
    {RatingListFormat::Egd, "egd"},
    {RatingListFormat::Ffg, "ffg"},
    {RatingListFormat::Aga, "aga"},
}};
// "group-cannot-pair" first: what a value outside the enum is written as.
constexpr rules::CodeTable<UnpairableReason, 5> kUnpairableReasonCodes = {{
    {UnpairableReason::GroupCannotPair, "group-cannot-pair"},
    {UnpairableReason::NoOpponentLeft, "no-opponent-left"},
    {UnpairableReason::MissingResult, "missing-result"},
    {UnpairableReason::NotEnoughPlayers, "not-enough-players"},
    {UnpairableReason::RoundOutOfRange, "round-out-of-range"},
}};
// "split-fold" first: what a value outside the enum is written as.
constexpr rules::CodeTable<SeedingMethod, 3> kSeedingMethodCodes = {{
    {SeedingMethod::SplitAndFold, "split-fold"},
    {SeedingMethod::SplitAndRandom, "split-random"},
    {SeedingMethod::SplitAndSlip, "split-slip"},
}};
}  // namespace

std::string_view toCode(PairingSystem system) {
  return rules::codeOf(kPairingSystemCodes, system);
}

std::string_view toCode(RuleSetName ruleSet) {
  return rules::codeOf(kRuleSetCodes, ruleSet);
}

std::string_view toCode(Scoring scoring) {
  return rules::codeOf(kScoringCodes, scoring);
}

std::optional<PairingSystem> pairingSystemFromCode(std::string_view code) {
  return rules::valueOf(kPairingSystemCodes, code);
}

std::optional<RuleSetName> ruleSetFromCode(std::string_view code) {
  return rules::valueOf(kRuleSetCodes, code);
}

std::optional<Scoring> scoringFromCode(std::string_view code) {
  return rules::valueOf(kScoringCodes, code);
}

std::string_view toCode(ColourMethod method) {
  return rules::codeOf(kColourMethodCodes, method);
}

std::optional<ColourMethod> colourMethodFromCode(std::string_view code) {
  return rules::valueOf(kColourMethodCodes, code);
}

std::string_view toCode(RegistrationStatus status) {
  return rules::codeOf(kRegistrationStatusCodes, status);
}

std::optional<RegistrationStatus> registrationStatusFromCode(std::string_view code) {
  return rules::valueOf(kRegistrationStatusCodes, code);
}

std::string_view toCode(RatingListFormat format) {
  return rules::codeOf(kRatingListFormatCodes, format);
}

std::optional<RatingListFormat> ratingListFormatFromCode(std::string_view code) {
  return rules::valueOf(kRatingListFormatCodes, code);
}

std::string_view toCode(UnpairableReason reason) {
  return rules::codeOf(kUnpairableReasonCodes, reason);
}

std::string_view toCode(SeedingMethod method) {
  return rules::codeOf(kSeedingMethodCodes, method);
}

std::optional<SeedingMethod> seedingMethodFromCode(std::string_view code) {
  return rules::valueOf(kSeedingMethodCodes, code);
}

}  // namespace tengen::pairing
