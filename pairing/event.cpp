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
