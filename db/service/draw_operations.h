#pragma once
// Making a round's draw from the event store: the one operation both front ends call (`tengen
// pair` and the desk's Rounds view). Loads the event, settings, players and earlier rounds, checks
// that the round may be drawn, runs pairing::makeDraw and stores the draw in one transaction.

#include <cstdint>
#include <optional>
#include <vector>

#include "db/service/refused.h"
#include "db/store/event_store.h"
#include "pairing/draw.h"

namespace tengen::db {

// Why a round's draw was refused; the front ends word it in the user's language.
struct DrawRefusal {
  enum class Kind {
    BadRound,          // round < 1
    BeyondLastRound,   // Swiss/McMahon: past the event's number of rounds (limit = event rounds)
    NoPreviousRound,   // round N-1 has no draw yet
    LaterRoundExists,  // a later round is already drawn (limit = that round)
    AlreadyDrawn,      // the round has a draw (use force to redraw)
    MissingResults,    // the previous round has games without results (boards listed)
    NoValidPairing,    // the pairing itself failed (failure says who and why)
    NotDrawn,          // removing: the round has no draw
    HasResults,        // removing: the round has results (use force to discard them)
    // redrawing or removing: boards with referee ledger entries or a board clock (boards
    // listed); never forced, since those records name the players who sit there
    HasRecords,
  };
  Kind kind = Kind::BadRound;
  int round = 0;
  int limit = 0;
  std::vector<int> boards;
  std::optional<pairing::NoValidPairing> failure;
};

class DrawRefused : public Refused<DrawRefusal> {
 public:
  explicit DrawRefused(DrawRefusal refusal) : Refused("draw refused", std::move(refusal)) {}
};

// The draw's input for `round` as stored: event, pairing settings, players, the rounds before.
pairing::DrawInput loadDrawInput(EventStore& store, int round, std::uint64_t seed);

// The next round to draw: one after the last drawn round (1 when none is).
int nextRoundToDraw(const EventStore& store);

struct DrawMade {
  pairing::Round round;
  pairing::MatchingStats stats;
};

// The two halves of drawRound, for a front end that runs the matching (pairing::makeDraw, plain
// C++ with no store access) on another thread: prepareDraw checks that `round` may be drawn
// (refusing as drawRound does) and loads its input; storeDraw stores the outcome (refusing
// NoValidPairing) in one transaction, checking again that no other desk drew this or a later
// round meanwhile (unless `force`). Both run on the thread that owns the store.
pairing::DrawInput prepareDraw(EventStore& store, int round, std::uint64_t seed, bool force);
DrawMade storeDraw(EventStore& store, const pairing::DrawOutcome& outcome, int round, bool force);

// Draws `round` with `seed` and stores it (replacing an earlier draw only with `force`, which also
// allows missing results in the previous round). Throws DrawRefused, or StoreError.
DrawMade drawRound(EventStore& store, int round, std::uint64_t seed, bool force);

// Makes `profile` the event's draw profile (its draw settings' "profile" key) in one transaction;
// false when it already was.
bool setDrawProfile(EventStore& store, pairing::DrawProfile profile);

// Removes round `round`'s draw with its nigiri records; refuses (DrawRefused) a round without a
// draw, one with a later round drawn, and, without `force`, one that already has results.
void removeDraw(EventStore& store, int round, bool force);

// Inside a transaction: waits until no other client is storing, replacing or removing a round of
// the event (a draw, a redraw, an unpair, an import of games), and keeps them waiting until this
// transaction ends (PostgreSQL: the event's draw lock; SQLite: the file's write lock already
// does). Taken before the rounds are read, so what is read is what is there; before any game or
// round lock (lock order: draws, then the round's games).
void lockDraws(EventStore& store);

}  // namespace tengen::db
