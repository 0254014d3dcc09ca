#pragma once
// The EGF's view of a time control, for h9 headers: the basic time, the overtime kind, the
// "adjusted time" (basic time plus the overtime of a fixed number of moves) and the tournament
// class A/B/C it earns (formats.md, "EGF tournament table").

#include <string>

#include "clock/settings.h"

namespace tengen::reports {

enum class EgfOvertime { SuddenDeath, ByoYomi, Canadian, Fischer };

struct EgfTimeControl {
  EgfOvertime overtime = EgfOvertime::SuddenDeath;
  double basicMinutes = 0;
  double secondsPerMove = 0;  // byo-yomi period, Canadian period / stones, Fischer increment
};

// Maps a clock's settings onto the EGF's kinds: Japanese, Chinese reserve-minute and fast
// byo-yomi are byo-yomi; Canadian and stage time (定时限步制) are Canadian; Fischer and
// Bronstein are Fischer; absolute (包干) is sudden death.
EgfTimeControl egfTimeControlOf(const clock::ClockSettings& settings);

// Basic time plus 45 moves of byo-yomi, 60 of Canadian or 120 of Fischer, in whole minutes.
int egfAdjustedMinutes(const EgfTimeControl& control);

// "A", "B" or "C" by the EGF thresholds (basic / adjusted minutes: A 60/75, B 40/50, C 25/30;
// Fischer A 45/75, B 30/50, C 20/30); "X" when the control is too short for any class.
std::string egfClass(const EgfTimeControl& control);

// The CM[] text OpenGotha writes for each kind ("Standard byo-yomi", ...).
std::string egfTimeSystemName(EgfOvertime overtime);

}  // namespace tengen::reports
