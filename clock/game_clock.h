#pragma once
// One board's clock: settings plus the event journal, and what follows from them at any "now".
// Every command takes the instant it happens (monotonic ms); nothing reads a clock or counts
// ticks. rebuild() replays a stored journal to exactly the same state (restart, recovery).

#include <array>
#include <optional>
#include <vector>

#include "clock/journal.h"
#include "clock/timeline.h"

namespace tengen::clock {

// Why a command was refused (nothing is journalled then, except a flag or forfeit that fell due
// before the command's instant: that is journalled at its own instant first).
enum class Refusal {
  None,
  NotStarted,  // the round has not started
  AlreadyStarted,
  GameOver,      // a flag or forfeit ended the game (maybe just now, before this command)
  TimeWentBack,  // `at` is before the last journalled event
  Paused,        // moves need a running clock
  NotPaused,
  Absent,  // the player to move has not arrived
  NotAbsent,
  NothingToUndo,
  BadValue,  // e.g. a negative period count
};
std::string_view refusalCode(Refusal r);

enum class Phase { NotStarted, Running, Paused, Adjourned, Over };

// One player's clock as it reads at an instant.
struct PlayerView {
  Ms main = 0;
  bool overtime = false;
  int periods = 0;    // periods left, the current one included
  Ms periodLeft = 0;  // time left in the current period
  Ms delayLeft = 0;
  int moves = 0;
  bool running = false;  // this player's clock is running
  bool flagged = false;
};

struct Outcome {
  bool over = false;
  std::array<bool, 2> loses{false, false};  // by Player index
  bool byForfeit = false;                   // lateness (both may lose)
  Ms at = 0;
};

class GameClock {
 public:
  explicit GameClock(GameSettings settings);
  // Replays a journal (from the store) into a clock. Events that the engine would refuse are
  // skipped; the journal is kept as given.
  static GameClock rebuild(GameSettings settings, const Journal& journal);

  Refusal start(Ms at, bool blackPresent = true, bool whitePresent = true);
  Refusal arrive(Player p, Ms at);
  Refusal move(Ms at);
  // A press of the clock by `side`'s player (a key or a tap on that side's face; nullopt: a
  // shared button, for the player to move). Before the start any press starts the clock (Black to
  // move); during the game the mover's press ends the move, and a press on the other side does
  // nothing (Refusal::None, nothing journalled: a player cannot end the opponent's move).
  Refusal press(std::optional<Player> side, Ms at);
  Refusal pass(Ms at);
  Refusal pause(Ms at);
  Refusal resume(Ms at);
  Refusal freeze(Ms at);  // captured stones being removed (stops the clock in byo-yomi only)
  Refusal unfreeze(Ms at);
  Refusal seal(Ms at);  // 封棋: the move is sealed, the game adjourned until resume()
  Refusal adjust(Player p, Ms amount, Ms at);
  Refusal setPeriods(Player p, int periods, Ms at);
  Refusal undo(Ms at);
  // A remark for the record (a sleep, a referee's confirmation) on a started clock.
  Refusal note(NoteKind what, Player p, Ms amount, Ms at);
  // Journals a flag or forfeit that has fallen due by `now` (a scheduler calls this at deadlines).
  void update(Ms now);
  // Applies a journalled event (as a command would); returns the refusal, journalling nothing else.
  Refusal apply(const JournalEvent& e);

  const GameSettings& settings() const { return settings_; }
  const Journal& journal() const { return journal_; }
  Phase phase() const;
  Player toMove() const { return toMove_; }
  const Outcome& outcome() const { return outcome_; }
  // The player's clock at `now` (>= the last event): journal state plus the running time.
  PlayerView view(Player p, Ms now) const;
  // The first call, period change, flag or forfeit strictly after `after`; none when nothing runs.
  std::optional<Ms> nextDeadline(Ms after) const;
  // The calls, period changes, flag and forfeit in (after, upTo], in order. Call this before
  // update() at a deadline: a flag that update() journals stays listed.
  std::vector<ClockEvent> eventsIn(Ms after, Ms upTo) const;
  // The events at exactly `at`: after a command at `at`, what the new turn starts with (byo-yomi's
  // start when there is no main time) and what an arbiter's change announces (a deduction into
  // byo-yomi or through periods, periods set), which eventsIn(at, ...) leaves out.
  std::vector<ClockEvent> eventsAt(Ms at) const { return eventsIn(at - 1, at); }
  // The latest call (or byo-yomi start, period used, flag) of the current turn at or before `now`:
  // what a clock face shows as its caption. None before the first one of the turn. A pause, an
  // adjustment or any other event inside the turn keeps the calls already made (the turn begins
  // at the start, a move, a pass or a seal; an undo gives back the undone turn's latest call).
  std::optional<ClockEvent> latestCall(Ms now) const;

 private:
  struct Snapshot {
    std::array<PlayerTime, 2> time;
    Player toMove;
    std::optional<ClockEvent> call;  // the mover's latest call of the turn the move ended
  };

  bool running() const;
  PlayerTime& time(Player p) { return time_[static_cast<std::size_t>(index(p))]; }
  const PlayerTime& time(Player p) const { return time_[static_cast<std::size_t>(index(p))]; }
  // Runs the clock up to `at`; ends the game if the flag falls or lateness passes the limit.
  void settle(Ms at);
  void endByFlag(Player p, Ms at);
  void endByForfeit(std::array<bool, 2> loses, Ms at);
  std::optional<Ms> forfeitInstant() const;
  Refusal check(Ms at, bool needRunning);
  Refusal record(JournalEvent e);
  Refusal applyKind(const JournalEvent& e);
  void refreshTimeline(bool keepOld);

  GameSettings settings_;
  Journal journal_;
  std::array<PlayerTime, 2> time_;
  std::array<bool, 2> present_{true, true};
  std::vector<Snapshot> snapshots_;
  Player toMove_ = Player::Black;
  bool started_ = false;
  bool paused_ = false;
  bool adjourned_ = false;
  bool frozen_ = false;
  Ms roundStart_ = 0;
  Ms since_ = 0;   // the running clock counts from here
  Ms lastAt_ = 0;  // the last journalled instant
  Outcome outcome_;
  std::vector<ClockEvent> timeline_;  // upcoming events of the current running stretch
  // The latest call of the current turn made before the current running stretch began (the
  // timeline restarts at every event that changes the clock, e.g. a pause or an adjustment).
  std::optional<ClockEvent> turnCall_;
  // What the last command itself announces at its instant (an arbiter's deduction into byo-yomi,
  // periods used by it, periods set): kept at the head of the timeline until the next command.
  std::vector<ClockEvent> arbiterCalls_;
};

}  // namespace tengen::clock
