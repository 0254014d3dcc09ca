#include "reports/egf_time.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace tengen::reports {

namespace {

constexpr double kMsPerMinute = 60'000.0;

// Each kind of overtime as the EGF counts and names it: the moves of overtime it adds to the basic
// time, and its name in a results file's header. Sudden death first: what any other value counts
// as.
struct OvertimeRule {
  EgfOvertime overtime;
  int moves;
  const char* name;
};
constexpr std::array<OvertimeRule, 4> kOvertimeRules{{
    {EgfOvertime::SuddenDeath, 0, "Sudden death"},
    {EgfOvertime::ByoYomi, 45, "Standard byo-yomi"},
    {EgfOvertime::Canadian, 60, "Canadian byo-yomi"},
    {EgfOvertime::Fischer, 120, "Fischer"},
}};

const OvertimeRule& ruleOf(EgfOvertime overtime) {
  const auto* rule = std::ranges::find(kOvertimeRules, overtime, &OvertimeRule::overtime);
  return rule == kOvertimeRules.end() ? kOvertimeRules.front() : *rule;
}

struct Threshold {
  const char* name;
  double basic;
  double adjusted;
};

}  // namespace

EgfTimeControl egfTimeControlOf(const clock::ClockSettings& s) {
  EgfTimeControl c;
  c.basicMinutes = static_cast<double>(s.main) / kMsPerMinute;
  using clock::System;
  switch (s.system) {
    case System::Absolute:
      c.overtime = EgfOvertime::SuddenDeath;
      break;
    case System::Japanese:
    case System::Chinese:
    case System::Fast:
      c.overtime = EgfOvertime::ByoYomi;
      break;
    case System::Canadian:
    case System::Stages:
      c.overtime = EgfOvertime::Canadian;
      break;
    case System::Fischer:
      c.overtime = EgfOvertime::Fischer;
      c.secondsPerMove = static_cast<double>(s.increment) / 1000.0;
      return c;
    case System::Bronstein:
      c.overtime = EgfOvertime::Fischer;
      c.secondsPerMove = static_cast<double>(s.delay) / 1000.0;
      return c;
  }
  if (c.overtime != EgfOvertime::SuddenDeath && !s.periods.empty()) {
    const clock::Period& p = s.periods.front();
    c.secondsPerMove = static_cast<double>(p.length) / 1000.0 / std::max(p.moves, 1);
  }
  return c;
}

int egfAdjustedMinutes(const EgfTimeControl& c) {
  const double minutes = c.basicMinutes + ruleOf(c.overtime).moves * c.secondsPerMove / 60.0;
  return static_cast<int>(std::lround(minutes));
}

std::string egfClass(const EgfTimeControl& c) {
  static constexpr Threshold kStandard[] = {{"A", 60, 75}, {"B", 40, 50}, {"C", 25, 30}};
  static constexpr Threshold kFischer[] = {{"A", 45, 75}, {"B", 30, 50}, {"C", 20, 30}};
  const auto& table = c.overtime == EgfOvertime::Fischer ? kFischer : kStandard;
  const int adjusted = egfAdjustedMinutes(c);
  for (const Threshold& t : table)
    if (c.basicMinutes + 1e-9 >= t.basic && adjusted >= t.adjusted) return t.name;
  return "X";
}

std::string egfTimeSystemName(EgfOvertime overtime) {
  return ruleOf(overtime).name;
}

}  // namespace tengen::reports
