#include "db/service/clock_sleep.h"

#include "db/store/clock_journal_store.h"

namespace tengen::db {

using namespace tengen::clock;

std::optional<TimeCheck> SleepWatch::read(const ClockNow& now) {
  const ClockNow last = last_;
  last_ = now;
  if (last.utc.is_not_a_date_time() || now.utc.is_not_a_date_time()) return std::nullopt;
  const Ms wall = (now.utc - last.utc).total_milliseconds();
  // Both readings are on this process's monotonic clock: no reboot in between.
  const TimeCheck c = compareTimelines(last.mono, 0, now.mono, wall);
  if (!c.slept) return std::nullopt;
  return c;
}

bool journalledSince(const Journal& journal, const boost::posix_time::ptime& since) {
  if (journal.empty()) return false;
  const auto& last = journal.back().utc;  // stamps follow the journal's order
  return !since.is_not_a_date_time() && !last.is_not_a_date_time() && last > since;
}

bool journalSleep(EventStore& store, std::int64_t clockId, GameClock& clock, Ms offset,
                  const ClockNow& before, const ClockNow& now, Ms asleep) {
  ClockJournalStore clocks(store);
  const StoredClock stored = clocks.load(clockId);
  // Another watcher (the board's window, the wall, another desk) may have written since `clock`
  // was read: continue from what is stored.
  if (stored.journal.size() != clock.journal().size())
    clock = GameClock::rebuild(stored.settings, stored.journal);
  if (clock.phase() != Phase::Running || journalledSince(stored.journal, before.utc)) return false;
  const Ms at = now.mono + offset;
  return clocks.commit(clockId, clock, at, now.utc, [&](GameClock& g) {
    return g.note(NoteKind::Slept, g.toMove(), asleep, at);
  }) == Refusal::None;
}

int noteWallSleep(EventStore& store, std::vector<WallBoard>& boards, const ClockNow& before,
                  const ClockNow& now, Ms asleep) {
  int written = 0;
  for (WallBoard& b : boards) {
    if (!b.clock || !b.clockId || b.clock->phase() != Phase::Running) continue;
    if (journalSleep(store, *b.clockId, *b.clock, b.check.offset, before, now, asleep)) ++written;
    b.sleptUnconfirmed = unconfirmedSleep(b.clock->journal());
  }
  return written;
}

}  // namespace tengen::db
