#pragma once
// What a running clock will do next: the calls, the start of byo-yomi, periods used and the flag,
// each at its exact instant, if the player's clock runs on without interruption.

#include <string>
#include <string_view>
#include <vector>

#include "clock/player_time.h"

namespace tengen::clock {

enum class ClockEventType { Call, PeriodUsed, ByoyomiStart, Flag, Forfeit, Move };

struct ClockEvent {
  Ms at = 0;
  Player player = Player::Black;
  ClockEventType type = ClockEventType::Call;
  std::string zh;
  std::string en;
  Ms main = 0;      // main time left at that instant
  int periods = 0;  // periods left at that instant, the current one included
};

// "call", "period_used", "byoyomi_start", "flag", "forfeit", "move".
std::string_view eventTypeCode(ClockEventType type);

// The events from `since` on while `p` thinks with time `t` under `s`: strictly after `since`,
// except byo-yomi's start at `since` itself when there is no main time (zeroMainFirstTurn).
// Precondition: !t.flagged.
// True while a player of a zero-main-time control has not yet used any of the first turn: the
// turn's start is byo-yomi's start.
bool zeroMainFirstTurn(const PlayerTime& t, const ClockSettings& s);

std::vector<ClockEvent> upcoming(const PlayerTime& t, const ClockSettings& s, Player p, Ms since);

// The announcements a running clock makes and an arbiter's change repeats at its own instant (the
// same words either way): main time over with `periods` left; a period used with `periods` left.
ClockEvent overtimeStart(const ClockSettings& s, Player p, Ms at, int periods);
ClockEvent periodUsed(const ClockSettings& s, Player p, Ms at, int periods);
// How many periods are left, as the referee says it when setting them (the period-used words
// without the period: 还剩两分 / 还剩两次).
ClockEvent periodsLeft(const ClockSettings& s, Player p, Ms at, int periods);

}  // namespace tengen::clock
