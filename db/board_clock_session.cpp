#include "db/board_clock_session.h"

#include "db/clock_journal_store.h"

namespace tengen::db {

using namespace tengen::clock;

BoardClockSession::BoardClockSession(EventStore& store, int round, int board,
                                     std::optional<GameSettings> settingsIfNew, const ClockNow& now)
    : store_(store), round_(round), board_(board) {
  ClockJournalStore clocks(store_);
  clockId_ = clocks.clockId(round, board);
  if (clockId_) {
    const StoredClock stored = clocks.load(*clockId_);
    clock_ = GameClock::rebuild(stored.settings, stored.journal);
    check_ = continueTimeline(stored.journal, now);
    resumedRunning_ = clock_->phase() == Phase::Running;
    recordFlagIfFallen();
  } else if (settingsIfNew) {
    clock_.emplace(*settingsIfNew);
  }
}

Refusal BoardClockSession::run(const ClockNow& now, const Command& command) {
  if (!clock_) return Refusal::BadValue;
  ClockJournalStore clocks(store_);
  const Ms at = journalTime(now.mono);
  if (!clockId_) {
    // Nothing is stored until the clock is used: opening a window to look writes nothing.
    GameClock trial = *clock_;
    const Refusal r = command(trial, at);
    if (trial.journal().empty()) return r;
    clockId_ = clocks.createClock(round_, board_, clock_->settings(), now.utc);
  }
  const Refusal r =
      clocks.commit(*clockId_, *clock_, at, now.utc, [&](GameClock& c) { return command(c, at); });
  recordFlagIfFallen();
  return r;
}

void BoardClockSession::update(const ClockNow& now) {
  if (!clock_ || !clockId_ || clock_->outcome().over) return;
  run(now, [](GameClock& c, Ms at) {
    c.update(at);
    return Refusal::None;
  });
}

void BoardClockSession::recordFlagIfFallen() {
  if (flag_ || !clock_) return;
  const Outcome& o = clock_->outcome();
  if (!o.over || o.byForfeit) return;
  const Player loser = o.loses[0] ? Player::Black : Player::White;
  flag_ = recordFlag(store_, round_, board_, loser);
}

}  // namespace tengen::db
