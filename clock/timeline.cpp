#include "clock/timeline.h"

#include <algorithm>

#include "clock/calls.h"

namespace tengen::clock {

namespace {

struct Builder {
  Player player;
  std::vector<ClockEvent> events;

  void add(Ms at, ClockEventType type, std::string zh, std::string en, Ms main, int periods) {
    events.push_back({at, player, type, std::move(zh), std::move(en), main, periods});
  }
  // Countdown calls while `left` runs down from `at`: a call at time-left r fires at at + left - r.
  void countdown(Ms at, Ms left, Ms main, int periods, bool onMain) {
    for (const Call& c : countdownTable().calls)
      if (c.mark < left)
        add(at + left - c.mark, ClockEventType::Call, c.zh, c.en, onMain ? c.mark : main, periods);
  }
};

}  // namespace

ClockEvent overtimeStart(const ClockSettings& s, Player p, Ms at, int periods) {
  if (s.byoyomiPeriods()) {
    const ByoyomiTable& table = byoyomiTable(s.calls, s.period(periods).length);
    return {at,
            p,
            ClockEventType::ByoyomiStart,
            fillCount(table.startZh, periods),
            fillCount(table.startEn, periods),
            0,
            periods};
  }
  const CountdownTable& c = countdownTable();
  return {at, p, ClockEventType::ByoyomiStart, c.startZh, c.startEn, 0, periods};
}

ClockEvent periodUsed(const ClockSettings& s, Player p, Ms at, int periods) {
  if (s.byoyomiPeriods()) {
    // The table of the period just used (its length names it: 一分 / 三十秒).
    const ByoyomiTable& table = byoyomiTable(s.calls, s.period(periods + 1).length);
    return {at,
            p,
            ClockEventType::PeriodUsed,
            fillCount(table.usedZh, periods),
            fillCount(table.usedEn, periods),
            0,
            periods};
  }
  return {at,
          p,
          ClockEventType::PeriodUsed,
          fillCount("时段用完，还剩{cn}段", periods),
          fillCount("period used; {n} left", periods),
          0,
          periods};
}

ClockEvent periodsLeft(const ClockSettings& s, Player p, Ms at, int periods) {
  ClockEvent e{at,
               p,
               ClockEventType::Call,
               fillCount("还剩{cn}段", periods),
               fillCount("{n} period{s} left", periods),
               0,
               periods};
  if (!s.byoyomiPeriods() || s.periods.empty()) return e;
  // Every byo-yomi table words a used period as "<period>，<left>" / "<period>; <left>".
  const ByoyomiTable& table = byoyomiTable(s.calls, s.period(std::max(periods, 1)).length);
  const auto zh = table.usedZh.find("，");
  const auto en = table.usedEn.find("; ");
  if (zh != std::string::npos) e.zh = fillCount(table.usedZh.substr(zh + 3), periods);
  if (en != std::string::npos) e.en = fillCount(table.usedEn.substr(en + 2), periods);
  return e;
}

bool zeroMainFirstTurn(const PlayerTime& t, const ClockSettings& s) {
  return s.main == 0 && !s.periods.empty() && t.overtime && t.moves == 0 &&
         t.periodsLeft == s.periodCount() && t.periodLeft == s.period(t.periodsLeft).length;
}

std::vector<ClockEvent> upcoming(const PlayerTime& t, const ClockSettings& s, Player p, Ms since) {
  Builder b{p, {}};
  Ms at = since + t.delayLeft;
  const bool byoyomi = s.byoyomiPeriods();
  int periods = t.periodsLeft;
  Ms left = t.periodLeft;
  auto announceStart = [&] { b.events.push_back(overtimeStart(s, p, at, periods)); };
  if (!t.overtime) {
    if (s.periods.empty() || periods == 0) {
      b.countdown(at, t.main, t.main, periods, true);
      const CountdownTable& c = countdownTable();
      b.add(at + t.main, ClockEventType::Flag, c.flagZh, c.flagEn, 0, 0);
      return b.events;
    }
    at += t.main;
    announceStart();
  } else if (zeroMainFirstTurn(t, s)) {
    // Without main time the player is in byo-yomi from the first instant of the first turn: that
    // is when byo-yomi starts (at the turn's start, after any delay).
    announceStart();
  }
  for (; periods >= 1; --periods) {
    const Period& period = s.period(periods);
    const bool last = periods == 1;
    if (byoyomi) {
      const ByoyomiTable& table = byoyomiTable(s.calls, period.length);
      for (const Call& c : last ? table.last : table.normal) {
        const Ms r = period.length - c.mark;  // time left in the period at this call
        if (r < left) b.add(at + left - r, ClockEventType::Call, c.zh, c.en, 0, periods);
      }
      at += left;
      if (last)
        b.add(at, ClockEventType::Flag, table.flagZh, table.flagEn, 0, 0);
      else
        b.events.push_back(periodUsed(s, p, at, periods - 1));
    } else {
      b.countdown(at, left, 0, periods, false);
      at += left;
      const CountdownTable& c = countdownTable();
      if (last)
        b.add(at, ClockEventType::Flag, c.flagZh, c.flagEn, 0, 0);
      else
        b.events.push_back(periodUsed(s, p, at, periods - 1));
    }
    if (!last) left = s.period(periods - 1).length;
  }
  return b.events;
}

}  // namespace tengen::clock
