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

ClockSettings ClockSettings::stages(Ms main, int moves, Ms length) {
  ClockSettings s;
  s.system = System::Stages;
  s.main = main;
  s.periods = {{length, moves, true}};
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

std::string formatDuration(Ms ms) {
  std::string out;
  if (ms < 0) {
    out = "-";
    ms = -ms;
  }
  const Ms h = ms / kHour, m = ms % kHour / kMinute, s = ms % kMinute / kSecond,
           rest = ms % kSecond;
  if (h) out += std::to_string(h) + "h";
  if (m) out += std::to_string(m) + "m";
  if (s || rest || (!h && !m)) {
    out += std::to_string(s);
    if (rest) {
      std::string frac = std::to_string(rest + 1000).substr(1);
      while (frac.back() == '0') frac.pop_back();
      out += "." + frac;
    }
    out += "s";
  }
  return out;
}

std::string ClockSettings::describe() const {
  const std::string m = formatDuration(main);
  switch (system) {
    case System::Absolute:
      return m + " absolute";
    case System::Japanese:
    case System::Fast:
    case System::Chinese:
      if (periods.empty()) return m + " absolute";
      return m + " + " + std::to_string(periods.size()) + "x" +
             formatDuration(periods.front().length) + " byo-yomi";
    case System::Canadian:
    case System::Stages:
      if (periods.empty()) return m + " absolute";
      return m + " + " + std::to_string(periods.front().moves) + "/" +
             formatDuration(periods.front().length) +
             (system == System::Canadian ? " Canadian" : " stages (carry-over)");
    case System::Fischer:
      return m + " + " + formatDuration(increment) + " Fischer" +
             (cap ? " (cap " + formatDuration(*cap) + ")" : std::string());
    case System::Bronstein:
      return m + " + " + formatDuration(delay) + " Bronstein delay";
  }
  return m;
}

GameSettings GameSettings::same(const ClockSettings& s, std::optional<Ms> lateLimit) {
  return GameSettings{s, s, lateLimit};
}

}  // namespace tengen::clock
