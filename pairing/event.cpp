#include "pairing/event.h"

#include <boost/date_time/gregorian/gregorian.hpp>
#include <cmath>
#include <regex>

#include "pairing/event_problem.h"
#include "rules/code_table.h"

namespace tengen::pairing {

std::optional<std::string> validate(const Event& e) {
  if (auto problem = findEventProblem(e)) return describe(*problem);
  return std::nullopt;
}

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

rules::HalfPoints defaultKomi(RuleSetName rules) {
  return rules::HalfPoints(rules == RuleSetName::Chinese2002 ? 15 : 13);
}

std::optional<boost::gregorian::date> parseIsoDate(std::string_view text) {
  static const std::regex kIso(R"(\d{4}-\d{2}-\d{2})");
  std::string s(text);
  if (!std::regex_match(s, kIso)) return std::nullopt;
  try {
    return boost::gregorian::from_simple_string(s);
  } catch (const std::exception&) {
    return std::nullopt;  // e.g. 2023-02-30: well formed but not a day of the calendar
  }
}

std::string toIsoDate(const boost::gregorian::date& date) {
  return boost::gregorian::to_iso_extended_string(date);
}

}  // namespace tengen::pairing
