#include "clock/settings.h"

#include <algorithm>

namespace tengen::clock {

const char* playerCode(Player p) {
  return p == Player::Black ? "black" : "white";
}

namespace {
std::vector<Period> repeated(int count, Period p) {
  return std::vector<Period>(static_cast<std::size_t>(std::max(count, 0)), p);
}
}  // namespace

ClockSettings ClockSettings::absolute(Ms main) {
  ClockSettings s;
  s.system = System::Absolute;
  s.main = main;
  return s;
}

ClockSettings ClockSettings::japanese(Ms main, int count, Ms length) {
  ClockSettings s;
  s.system = System::Japanese;
  s.main = main;
  s.periods = repeated(count, {length, 1, false});
  return s;
}

ClockSettings ClockSettings::chinese(Ms total, int reservedMinutes, CallStyle calls) {
  ClockSettings s;
  s.system = System::Chinese;
  s.main = total - reservedMinutes * kMinute;
  s.periods = repeated(reservedMinutes, {kMinute, 1, false});
  s.calls = calls;
  return s;
}

ClockSettings ClockSettings::fast(Ms main, int count, Ms length) {
  ClockSettings s = japanese(main, count, length);
  s.system = System::Fast;
  return s;
}

ClockSettings ClockSettings::canadian(Ms main, int stones, Ms length) {
  ClockSettings s;
  s.system = System::Canadian;
  s.main = main;
  s.periods = {{length, stones, false}};
  return s;
}

// A Canadian period whose unused time carries over into the next one.
ClockSettings ClockSettings::stages(Ms main, int moves, Ms length) {
  ClockSettings s = canadian(main, moves, length);
  s.system = System::Stages;
  s.periods.front().carry = true;
  return s;
}

ClockSettings ClockSettings::fischer(Ms main, Ms increment, std::optional<Ms> cap) {
  ClockSettings s;
  s.system = System::Fischer;
  s.main = main;
  s.increment = increment;
  s.cap = cap;
  return s;
}

ClockSettings ClockSettings::bronstein(Ms main, Ms delay) {
  ClockSettings s;
  s.system = System::Bronstein;
  s.main = main;
  s.delay = delay;
  return s;
}

const Period& ClockSettings::period(int periodsLeft) const {
  const int i = periodCount() - periodsLeft;
  return periods[static_cast<std::size_t>(std::clamp(i, 0, periodCount() - 1))];
}

bool ClockSettings::byoyomiPeriods() const {
  return !periods.empty() && std::all_of(periods.begin(), periods.end(),
                                         [](const Period& p) { return p.moves == 1 && !p.carry; });
}

std::string ClockSettings::problem() const {
  if (main < 0) return "the main time is negative";
  if (main == 0 && periods.empty()) return "there is no time at all";
  for (const Period& p : periods) {
    if (p.length <= 0) return "a period has no length";
    if (p.moves < 1) return "a period needs at least one move";
  }
  if (increment < 0 || delay < 0) return "the increment or delay is negative";
  if (cap && *cap < main) return "the cap is below the main time";
  return {};
}

DurationParts durationParts(Ms ms) {
  DurationParts d;
  if (ms < 0) {
    d.negative = true;
    ms = -ms;
  }
  d.hours = ms / kHour;
  d.minutes = ms % kHour / kMinute;
  const Ms s = ms % kMinute / kSecond, rest = ms % kSecond;
  if (s || rest || (!d.hours && !d.minutes)) {
    d.seconds = std::to_string(s);
    if (rest) {
      std::string frac = std::to_string(rest + 1000).substr(1);
      while (frac.back() == '0') frac.pop_back();
      d.seconds += "." + frac;
    }
  }
  return d;
}

std::string formatDuration(Ms ms) {
  const DurationParts d = durationParts(ms);
  std::string out = d.negative ? "-" : "";
  if (d.hours) out += std::to_string(d.hours) + "h";
  if (d.minutes) out += std::to_string(d.minutes) + "m";
  if (!d.seconds.empty()) out += d.seconds + "s";
  return out;
}

ClockSettings::Description ClockSettings::description() const {
  using Form = Description::Form;
  Description d;
  d.main = main;
  switch (system) {
    case System::Absolute:
      break;
    case System::Japanese:
    case System::Fast:
    case System::Chinese:
      if (periods.empty()) break;
      d.form = Form::Byoyomi;
      d.periods = periodCount();
      d.length = periods.front().length;
      break;
    case System::Canadian:
    case System::Stages:
      if (periods.empty()) break;
      d.form = system == System::Canadian ? Form::Canadian : Form::Stages;
      d.moves = periods.front().moves;
      d.length = periods.front().length;
      break;
    case System::Fischer:
      d.form = Form::Fischer;
      d.increment = increment;
      d.cap = cap;
      break;
    case System::Bronstein:
      d.form = Form::Bronstein;
      d.delay = delay;
      break;
  }
  return d;
}

std::string ClockSettings::describe() const {
  using Form = Description::Form;
  const Description d = description();
  const std::string m = formatDuration(d.main);
  switch (d.form) {
    case Form::Absolute:
      return m + " absolute";
    case Form::Byoyomi:
      return m + " + " + std::to_string(d.periods) + "x" + formatDuration(d.length) + " byo-yomi";
    case Form::Canadian:
      return m + " + " + std::to_string(d.moves) + "/" + formatDuration(d.length) + " Canadian";
    case Form::Stages:
      return m + " + " + std::to_string(d.moves) + "/" + formatDuration(d.length) +
             " stages (carry-over)";
    case Form::Fischer:
      return m + " + " + formatDuration(d.increment) + " Fischer" +
             (d.cap ? " (cap " + formatDuration(*d.cap) + ")" : std::string());
    case Form::Bronstein:
      return m + " + " + formatDuration(d.delay) + " Bronstein delay";
  }
  return m;
}

GameSettings GameSettings::same(const ClockSettings& s, std::optional<Ms> lateLimit) {
  return GameSettings{s, s, lateLimit};
}

}  // namespace tengen::clock
