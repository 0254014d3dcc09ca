#include "db/service/board_clock_session.h"

#include "db/store/clock_journal_store.h"

namespace tengen::db {

using namespace tengen::clock;

namespace {
bool closedLast(const Journal& journal) {
  return !journal.empty() && journal.back().kind == EventKind::Note &&
         journal.back().count == static_cast<int>(NoteKind::Closed);
}
}  // namespace

BoardClockSession::BoardClockSession(EventStore& store, int round, int board,
                                     std::optional<GameSettings> settingsIfNew, const ClockNow& now)
    : store_(store), round_(round), board_(board), sleepWatch_(now) {
  ClockJournalStore clocks(store_);
  clockId_ = clocks.clockId(round, board);
  if (clockId_) {
    const StoredClock stored = clocks.load(*clockId_);
    clock_ = GameClock::rebuild(stored.settings, stored.journal);
    check_ = continueTimeline(stored.journal, now);
    resumedRunning_ = clock_->phase() == Phase::Running;
    resumedAfterClose_ = closedLast(stored.journal);
    recordFlagIfFallen();
    // The close is answered: should this session end in a crash, the next opening must see one.
    if (resumedAfterClose_ && clock_->phase() == Phase::Running)
      run(now, [](GameClock& g, Ms at) { return g.note(NoteKind::Reopened, g.toMove(), 0, at); });
  } else if (settingsIfNew) {
    clock_.emplace(*settingsIfNew);
  }
}

Refusal BoardClockSession::run(const ClockNow& now, const Command& command) {
  if (!clock_) return Refusal::BadValue;
  watch(now);  // a sleep before the command is on record before it
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

std::optional<TimeCheck> BoardClockSession::watch(const ClockNow& now) {
  const ClockNow before = sleepWatch_.last();
  const std::optional<TimeCheck> c = sleepWatch_.read(now);
  if (!c || !clock_ || !clockId_ || clock_->phase() != Phase::Running) return std::nullopt;
  // Once per board: the clock wall may have journalled this sleep here already.
  journalSleep(store_, *clockId_, *clock_, check_.offset, before, now, c->asleep);
  recordFlagIfFallen();
  return c;
}

void BoardClockSession::close(const ClockNow& now) {
  if (!clock_ || !clockId_ || clock_->phase() != Phase::Running) return;
  watch(now);  // a sleep just before the close is on record before it
  if (clock_->phase() != Phase::Running || closedLast(clock_->journal())) return;
  run(now, [](GameClock& g, Ms at) { return g.note(NoteKind::Closed, g.toMove(), 0, at); });
}

void BoardClockSession::recordFlagIfFallen() {
  if (flag_ || !clock_) return;
  const Outcome& o = clock_->outcome();
  if (!o.over || o.byForfeit) return;
  const Player loser = o.loses[0] ? Player::Black : Player::White;
  if (flagChecked_) return;
  flagChecked_ = true;  // the game's end is looked at once: a result entered before stays
  flag_ = recordClockFlag(store_, round_, board_, loser);
}

}  // namespace tengen::db
