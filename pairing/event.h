#pragma once
// The event: what a tournament director sets up once and the whole draw depends on.

#include <boost/date_time/gregorian/gregorian_types.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "rules/half_points.h"

namespace tengen::pairing {

enum class PairingSystem { Swiss, McMahon, RoundRobin, Knockout };
// The rules the games are played under; the rules module turns this into a full rule set.
enum class RuleSetName { Chinese2002, Japanese, Korean };
// Chinese210: win 2, jigo 1, loss 0 (积分). Egf10: win 1, jigo ½, loss 0.
enum class Scoring { Chinese210, Egf10 };

struct Event {
  std::int64_t id = 0;
  std::string name;
  std::optional<boost::gregorian::date> startDate;
  std::optional<boost::gregorian::date> endDate;
  std::string venue;
  std::string organiser;
  std::string chiefReferee;
  PairingSystem system = PairingSystem::Swiss;
  int rounds = 5;
  RuleSetName rules = RuleSetName::Chinese2002;
  int boardSize = 19;
  rules::HalfPoints komi{15};  // 7.5
  std::string timeControl;
  Scoring scoring = Scoring::Chinese210;
  std::int64_t version = 0;  // optimistic-locking version of the stored row
};

// Checks an event's settings; returns the name of the first bad field with the reason, or nullopt.
std::optional<std::string> validate(const Event& event);

// Stable text codes used in files, JSON and the command line.
std::string_view toCode(PairingSystem system);
std::string_view toCode(RuleSetName rules);
std::string_view toCode(Scoring scoring);
std::optional<PairingSystem> pairingSystemFromCode(std::string_view code);
std::optional<RuleSetName> ruleSetFromCode(std::string_view code);
std::optional<Scoring> scoringFromCode(std::string_view code);
// The usual komi for a rule set: 7.5 Chinese, 6.5 Japanese and Korean.
rules::HalfPoints defaultKomi(RuleSetName rules);

// Dates as ISO text (YYYY-MM-DD) through Boost.Date_Time; nullopt for anything not a real date.
std::optional<boost::gregorian::date> parseIsoDate(std::string_view text);
std::string toIsoDate(const boost::gregorian::date& date);

}  // namespace tengen::pairing
