#pragma once
// A clock's settings: main time, then a list of periods. One model covers every system: a period
// is used up when its time runs out (the next one starts, carrying the overrun); making its quota
// of moves restarts it, with the unused time lost (spill) or added (carry-over).

#include <optional>
#include <string>
#include <vector>

#include "clock/time.h"

namespace tengen::clock {

struct Period {
  Ms length = 0;       // time for `moves` moves
  int moves = 1;       // the quota that restarts the period (1: classic byo-yomi)
  bool carry = false;  // on a restart, unused time carries over (定时限步制) instead of spilling
};

enum class System { Absolute, Japanese, Chinese, Fast, Canadian, Stages, Fischer, Bronstein };

// Which call table the referee's voice reads (see calls.h).
enum class CallStyle { China2002, China1988, Japanese };

struct ClockSettings {
  System system = System::Absolute;
  Ms main = 0;
  std::vector<Period> periods;  // used in order; see period()
  Ms increment = 0;             // Fischer: added to main after each move
  std::optional<Ms> cap;        // Fischer: main never grows above this
  Ms delay = 0;                 // Bronstein: the first `delay` of each turn is free
  CallStyle calls = CallStyle::China2002;

  // 包干: main time only; reaching 0 loses.
  static ClockSettings absolute(Ms main);
  // Japanese byo-yomi: main time, then `count` periods of `length`, one move each.
  static ClockSettings japanese(Ms main, int count, Ms length);
  // Chinese reserve-minute byo-yomi (读秒): total `total`, of which `reservedMinutes` minutes are
  // kept as periods of 60 s. Precondition: total >= reservedMinutes minutes.
  static ClockSettings chinese(Ms total, int reservedMinutes,
                               CallStyle calls = CallStyle::China2002);
  // Fast byo-yomi (快棋): main time then `count` periods of 30 s, 20 s or 10 s (any length works).
  static ClockSettings fast(Ms main, int count, Ms length);
  // Canadian: after main time, `stones` moves in every `length`; unused time spills.
  static ClockSettings canadian(Ms main, int stones, Ms length);
  // Stage time 定时限步制: after main time, `moves` moves in every `length`; unused time carries
  // over.
  static ClockSettings stages(Ms main, int moves, Ms length);
  // Fischer: `increment` after each move, main never above `cap` if given.
  static ClockSettings fischer(Ms main, Ms increment, std::optional<Ms> cap = std::nullopt);
  // Bronstein delay: each turn's first `delay` is free; unused delay is lost.
  static ClockSettings bronstein(Ms main, Ms delay);

  int periodCount() const { return static_cast<int>(periods.size()); }
  // The period in force when `periodsLeft` (>= 1) remain; beyond the list (an arbiter added
  // periods) the first one.
  const Period& period(int periodsLeft) const;
  // True for one-move periods without carry-over: the byo-yomi call tables apply to them.
  bool byoyomiPeriods() const;
  // Empty when usable, else what is wrong (English, for logs and the spec parser).
  std::string problem() const;
  // describe() as data: the form and its numbers, for a front end that words it in its own
  // language (the desk's translated table, app/desk/time_control_text.h).
  struct Description {
    enum class Form { Absolute, Byoyomi, Canadian, Stages, Fischer, Bronstein };
    Form form = Form::Absolute;
    Ms main = 0;
    int periods = 0;        // Byoyomi: how many periods
    Ms length = 0;          // Byoyomi, Canadian, Stages: a period's length
    int moves = 0;          // Canadian, Stages: moves per period
    Ms increment = 0;       // Fischer
    std::optional<Ms> cap;  // Fischer
    Ms delay = 0;           // Bronstein
  };
  Description description() const;
  // A short description in English, e.g. "60m + 5x30s byo-yomi".
  std::string describe() const;
};

// Both players' settings (different for a time handicap) and the event's lateness limit.
struct GameSettings {
  ClockSettings black;
  ClockSettings white;
  std::optional<Ms> lateLimit;  // beyond this after the round start, an absent player forfeits

  static GameSettings same(const ClockSettings& s, std::optional<Ms> lateLimit = std::nullopt);
  const ClockSettings& of(Player p) const { return p == Player::Black ? black : white; }
};

// "1h30m", "45s", "1m30.5s": for descriptions and messages.
std::string formatDuration(Ms ms);
// formatDuration's parts, for a front end's own units: hours and minutes (0: not shown) and the
// seconds as written ("", "45", "30.5").
struct DurationParts {
  bool negative = false;
  Ms hours = 0;
  Ms minutes = 0;
  std::string seconds;
};
DurationParts durationParts(Ms ms);

}  // namespace tengen::clock
