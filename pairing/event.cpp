#include "pairing/event.h"

#include <boost/date_time/gregorian/gregorian.hpp>
#include <cmath>
#include <regex>

#include "pairing/event_problem.h"

namespace tengen::pairing {

std::optional<std::string> validate(const Event& e) {
  if (auto problem = findEventProblem(e)) return describe(*problem);
  return std::nullopt;
}

std::string_view toCode(PairingSystem system) {
  switch (system) {
    case PairingSystem::Swiss:
      return "swiss";
    case PairingSystem::McMahon:
      return "mcmahon";
    case PairingSystem::RoundRobin:
      return "round-robin";
    case PairingSystem::Knockout:
      return "knockout";
  }
  return "swiss";
}

std::string_view toCode(RuleSetName rules) {
  switch (rules) {
    case RuleSetName::Chinese2002:
      return "chinese-2002";
    case RuleSetName::Japanese:
      return "japanese";
    case RuleSetName::Korean:
      return "korean";
  }
  return "chinese-2002";
}

std::string_view toCode(Scoring scoring) {
  return scoring == Scoring::Chinese210 ? "2-1-0" : "1-0";
}

std::optional<PairingSystem> pairingSystemFromCode(std::string_view code) {
  if (code == "swiss") return PairingSystem::Swiss;
  if (code == "mcmahon" || code == "macmahon") return PairingSystem::McMahon;
  if (code == "round-robin" || code == "roundrobin") return PairingSystem::RoundRobin;
  if (code == "knockout") return PairingSystem::Knockout;
  return std::nullopt;
}

std::optional<RuleSetName> ruleSetFromCode(std::string_view code) {
  if (code == "chinese-2002" || code == "chinese") return RuleSetName::Chinese2002;
  if (code == "japanese") return RuleSetName::Japanese;
  if (code == "korean") return RuleSetName::Korean;
  return std::nullopt;
}

std::optional<Scoring> scoringFromCode(std::string_view code) {
  if (code == "2-1-0" || code == "chinese") return Scoring::Chinese210;
  if (code == "1-0" || code == "egf") return Scoring::Egf10;
  return std::nullopt;
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
