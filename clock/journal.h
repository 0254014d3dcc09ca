#pragma once
// The clock's event journal: everything that happened to one game's clock, in order. A clock's
// state is its settings plus this journal; GameClock::rebuild() replays it exactly.

#include <boost/date_time/posix_time/ptime.hpp>
#include <optional>
#include <string_view>
#include <vector>

#include "clock/time.h"

namespace tengen::clock {

enum class EventKind {
  Start,        // the round starts; `count` bit 0 = Black present, bit 1 = White present
  Arrive,       // an absent `player` arrives; the lateness comes off their main time
  Move,         // the player to move committed a move and pressed the clock
  Pass,         // the player to move passed and pressed the clock
  Pause,        // every clock stops (lunch, a referee's call)
  Resume,       // clocks run again (after a pause or an adjournment)
  FreezeBegin,  // captured stones are being removed: the mover's clock stops, in byo-yomi only
  FreezeEnd,    // removal finished
  Seal,         // 封棋: the player to move sealed a move; the game is adjourned
  Adjust,       // arbiter: add (`amount` > 0) or take away (< 0) time of `player`
  SetPeriods,   // arbiter: `player` has `count` periods left
  Undo,         // back to the snapshot taken before the last move
  Flag,         // `player` lost on time at `at`
  Forfeit,      // lateness beyond the limit: `count` bit 0 = Black loses, bit 1 = White loses
  Note,         // for the record only, the clock is unchanged: `count` a NoteKind, `amount` a time
};

// What a Note records (stored as its `count`).
enum class NoteKind {
  Slept = 1,      // the computer slept while the clock ran: `amount` ms of wall time not counted
  Confirmed = 2,  // the referee confirmed the clock after a restart or a sleep; `amount` the gap
  Closed = 3,     // the board clock window was closed (or the desk quit) while the clock ran on:
                  // an ordinary close, so a reopen needs no check (no such note: a crash)
  Reopened = 4,   // opened again after an ordinary close: a crash from here on ends the journal
                  // on this note, not on a Closed one
};

struct JournalEvent {
  EventKind kind = EventKind::Start;
  Ms at = 0;                      // monotonic time of the event
  Player player = Player::Black;  // for Arrive, Adjust, SetPeriods, Flag
  Ms amount = 0;                  // for Adjust
  int count = 0;                  // for Start, SetPeriods, Forfeit
  boost::posix_time::ptime utc;   // wall time when known (not-a-date-time otherwise)
};

// Stable code of a kind ("start", "move", ...), for storage and JSON.
std::string_view kindCode(EventKind k);
std::optional<EventKind> kindFromCode(std::string_view code);

using Journal = std::vector<JournalEvent>;

}  // namespace tengen::clock
