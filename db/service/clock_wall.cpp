#include "db/service/clock_wall.h"

#include <algorithm>

#include "db/store/clock_journal_store.h"
#include "db/store/clock_voice.h"

namespace tengen::db {

namespace {

using namespace tengen::clock;

Ms epochMs(const boost::posix_time::ptime& t) {
  static const boost::posix_time::ptime epoch(boost::gregorian::date(1970, 1, 1));
  return (t - epoch).total_milliseconds();
}

// Time left on the running face of `v` (main, else the current period).
Ms shownLeft(const PlayerView& v) {
  return v.overtime || v.main == 0 ? v.periodLeft : v.main;
}

}  // namespace

TimeCheck continueTimeline(const Journal& journal, const ClockNow& now) {
  if (journal.empty()) return {};
  const JournalEvent& last = journal.back();
  const Ms nowWall = epochMs(now.utc);
  return compareTimelines(last.at, last.utc.is_not_a_date_time() ? nowWall : epochMs(last.utc),
                          now.mono, nowWall);
}

std::vector<WallBoard> loadClockWall(EventStore& store, int round, const ClockNow& now) {
  const auto r = store.round(round);
  if (!r) throw StoreError(StoreError::Kind::NoSuchRound, std::to_string(round));
  ClockJournalStore clocks(store);
  std::vector<WallBoard> out;
  for (const pairing::Game& g : r->games) {
    WallBoard b;
    b.board = g.board;
    b.black = g.black;
    b.white = g.white;
    b.result = g.result;
    b.clockId = clocks.clockId(round, g.board);
    b.voice = boardVoice(store, round, g.board);
    if (b.clockId) {
      const StoredClock stored = clocks.load(*b.clockId);
      b.clock = GameClock::rebuild(stored.settings, stored.journal);
      b.check = continueTimeline(stored.journal, now);
      b.sleptUnconfirmed = unconfirmedSleep(stored.journal);
    }
    out.push_back(std::move(b));
  }
  std::sort(out.begin(), out.end(),
            [](const WallBoard& a, const WallBoard& b) { return a.board < b.board; });
  return out;
}

std::optional<Ms> unconfirmedSleep(const Journal& journal) {
  for (auto it = journal.rbegin(); it != journal.rend(); ++it) {
    if (it->kind == EventKind::Adjust) return std::nullopt;
    if (it->kind != EventKind::Note) continue;
    if (it->count == static_cast<int>(NoteKind::Confirmed)) return std::nullopt;
    if (it->count == static_cast<int>(NoteKind::Slept)) return it->amount;
  }
  return std::nullopt;
}

int reportWallFlags(EventStore& store, int round, std::vector<WallBoard>& boards, Ms nowMono) {
  int written = 0;
  for (WallBoard& b : boards) {
    if (!b.clock || b.result) continue;
    const GameClock& c = *b.clock;
    std::optional<Player> loser;
    if (c.outcome().over) {
      if (!c.outcome().byForfeit) loser = c.outcome().loses[0] ? Player::Black : Player::White;
    } else if (c.phase() == Phase::Running && c.view(c.toMove(), b.journalTime(nowMono)).flagged) {
      loser = c.toMove();
    }
    if (!loser) continue;
    // The wall's copy of the results may be older than the store: a game that has a result now
    // (entered meanwhile at the results desk) keeps it.
    b.flagRecorded = recordClockFlag(store, round, b.board, *loser);
    if (!b.flagRecorded) {
      const auto fresh = store.round(round);
      for (const pairing::Game& g : fresh ? fresh->games : std::vector<pairing::Game>{})
        if (g.board == b.board) b.result = g.result;
      continue;
    }
    b.result = b.flagRecorded->result;
    if (!b.flagRecorded->alreadyRecorded) ++written;
  }
  return written;
}

Ms untilDisplayChange(Ms left) {
  if (left <= 0) return kSecond;
  const Ms unit = left <= 10 * kSecond ? 100 : kSecond;
  // The shown value is ceil(left / unit): it changes when left reaches the next lower multiple.
  const Ms rest = left % unit;
  return rest == 0 ? unit : rest;
}

std::optional<Ms> nextWallChange(const std::vector<WallBoard>& boards, Ms nowMono) {
  std::optional<Ms> next;
  auto consider = [&next](Ms at) { next = next ? std::min(*next, at) : at; };
  for (const WallBoard& b : boards) {
    if (!b.clock || b.clock->phase() != Phase::Running) continue;
    const Ms now = b.journalTime(nowMono);
    if (auto d = b.clock->nextDeadline(now)) consider(*d - b.check.offset);
    const PlayerView v = b.clock->view(b.clock->toMove(), now);
    if (v.running) consider(nowMono + untilDisplayChange(shownLeft(v)));
  }
  return next;
}

}  // namespace tengen::db
