#include "db/service/draw_operations.h"

#include <algorithm>

#include "db/service/round_edits.h"
#include "db/store/opengotha_store.h"
#include "db/store/pairing_store.h"
#include "db/store/reports_store.h"
#include "reports/opengotha_draw_params.h"

namespace tengen::db {

using namespace tengen::pairing;

DrawInput loadDrawInput(EventStore& store, int round, std::uint64_t seed) {
  DrawInput in;
  in.event = store.event();
  PairingStore ps(store);
  in.settings = ps.settings();
  // Byes and rounds a player missed (absent, or registered after them) count as the standings
  // count them.
  const reports::ScoringConvention convention = loadStandingsSettings(store).scoring;
  auto halfPoints = [&](int units) { return convention.win > 0 ? units * 2 / convention.win : 0; };
  in.settings.byeHalfPoints = halfPoints(convention.bye);
  in.settings.mmsByeHalfPoints = halfPoints(convention.mmsBye);
  in.settings.absentHalfPoints = halfPoints(convention.absent);
  in.settings.mmsAbsentHalfPoints = halfPoints(convention.mmsAbsent);
  in.players = store.players();
  if (in.settings.profile == DrawProfile::OpenGotha)
    in.settings.openGotha =
        reports::openGothaDrawParams(loadOpenGothaKept(store), in.event, in.settings, in.players);
  for (Round& r : ps.rounds())
    if (r.number < round) in.previous.push_back(std::move(r));
  in.round = round;
  in.seed = seed;
  return in;
}

int nextRoundToDraw(const EventStore& store) {
  const std::vector<int> drawn = store.roundNumbers();
  return drawn.empty() ? 1 : drawn.back() + 1;
}

DrawInput prepareDraw(EventStore& store, int number, std::uint64_t seed, bool force) {
  auto refuse = [&](DrawRefusal::Kind kind, int limit = 0) {
    DrawRefusal r;
    r.kind = kind;
    r.round = number;
    r.limit = limit;
    return DrawRefused(r);
  };
  if (number < 1) throw refuse(DrawRefusal::Kind::BadRound);
  const Event event = store.event();
  const std::vector<int> existing = store.roundNumbers();
  const bool scheduled =
      event.system == PairingSystem::RoundRobin || event.system == PairingSystem::Knockout;
  if (!scheduled && number > event.rounds)
    throw refuse(DrawRefusal::Kind::BeyondLastRound, event.rounds);
  if (number > 1 && std::find(existing.begin(), existing.end(), number - 1) == existing.end())
    throw refuse(DrawRefusal::Kind::NoPreviousRound, number - 1);
  for (int later : existing)
    if (later > number) throw refuse(DrawRefusal::Kind::LaterRoundExists, later);
  if (!force && std::find(existing.begin(), existing.end(), number) != existing.end())
    throw refuse(DrawRefusal::Kind::AlreadyDrawn);
  if (number > 1 && !force) {
    DrawRefusal missing;
    missing.kind = DrawRefusal::Kind::MissingResults;
    missing.round = number;
    missing.limit = number - 1;
    const std::optional<Round> previous = store.round(number - 1);
    for (const Game& g : previous->games)
      if (!g.result) missing.boards.push_back(g.board);
    if (!missing.boards.empty()) throw DrawRefused(missing);
  }

  return loadDrawInput(store, number, seed);
}

DrawMade storeDraw(EventStore& store, const DrawOutcome& outcome, int number, bool force) {
  if (!outcome.round) {
    DrawRefusal failed;
    failed.kind = DrawRefusal::Kind::NoValidPairing;
    failed.round = number;
    failed.failure = outcome.failure;
    throw DrawRefused(failed);
  }
  store.transaction([&] {
    // The matching may have run a while on another thread: a draw stored meanwhile (another
    // desk on a shared event) is not replaced without `force`. Draws take turns (the event's
    // draw lock, held to the commit), so the rounds read next are all that were committed: a draw
    // made by another desk at the same moment is seen here, never silently replaced.
    lockDraws(store);
    for (int drawn : store.roundNumbers()) {
      DrawRefusal late;
      late.round = number;
      if (drawn > number) {
        late.kind = DrawRefusal::Kind::LaterRoundExists;
        late.limit = drawn;
        throw DrawRefused(late);
      }
      if (drawn == number && !force) {
        late.kind = DrawRefusal::Kind::AlreadyDrawn;
        throw DrawRefused(late);
      }
      if (drawn == number) {
        // A redraw: the round's games are locked, and boards whose ledger entries or clock name
        // their players are never re-seated (a warning must not pass to whoever sits there next).
        store.lockRound(number);
        late.boards = boardsWithRecords(store, number);
        if (!late.boards.empty()) {
          late.kind = DrawRefusal::Kind::HasRecords;
          throw DrawRefused(late);
        }
      }
    }
    store.saveRound(*outcome.round);
    PairingStore(store).clearNigiri(number);  // nigiri records belong to the replaced draw
  });
  return {*outcome.round, outcome.stats};
}

DrawMade drawRound(EventStore& store, int number, std::uint64_t seed, bool force) {
  return storeDraw(store, makeDraw(prepareDraw(store, number, seed, force)), number, force);
}

bool setDrawProfile(EventStore& store, DrawProfile profile) {
  bool changed = false;
  store.transaction([&] {
    PairingStore ps(store);
    PairingSettings s = ps.settings();
    if (s.profile == profile) return;
    s.profile = profile;
    ps.saveSettings(s);
    changed = true;
  });
  return changed;
}

void lockDraws(EventStore& store) {
  store.lockForAppend(QStringLiteral("round"));
}

void removeDraw(EventStore& store, int number, bool force) {
  auto refuse = [&](DrawRefusal::Kind kind, int limit = 0, std::vector<int> boards = {}) {
    DrawRefusal r;
    r.kind = kind;
    r.round = number;
    r.limit = limit;
    r.boards = std::move(boards);
    return DrawRefused(r);
  };
  store.transaction([&] {
    // Checked and removed in one step: a result entered meanwhile waits for this or is seen here,
    // and so does a draw made at the same moment (the draw lock first, then the round's games).
    lockDraws(store);
    std::vector<Game> games;
    try {
      games = store.lockRound(number);
    } catch (const StoreError& e) {
      if (e.kind() == StoreError::Kind::NoSuchRound) throw refuse(DrawRefusal::Kind::NotDrawn);
      throw;
    }
    for (int later : store.roundNumbers())
      if (later > number) throw refuse(DrawRefusal::Kind::LaterRoundExists, later);
    if (std::vector<int> kept = boardsWithRecords(store, number); !kept.empty())
      throw refuse(DrawRefusal::Kind::HasRecords, 0, std::move(kept));
    if (!force)
      for (const Game& g : games)
        if (g.result) throw refuse(DrawRefusal::Kind::HasResults);
    store.deleteRound(number);
    PairingStore(store).clearNigiri(number);
  });
}

}  // namespace tengen::db
