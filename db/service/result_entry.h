#pragma once
// The one door for a game's result: every front end (the CLI's `tengen result`, the desk's
// Results tab and its outbox, the games-CSV importer, `tengen simulate`, counting saves through
// LedgerStore::enterResult) enters results here. In one transaction, with the game locked against
// every other writer (db::EventStore::lockGame), it reads what it checks — the stored result and
// its version, the referee ledger's ruling, the game's komi — decides, and writes the result and
// its result-log row. So of two desks entering a first result for one board at once exactly one
// is stored and the other is told the winner's value; of two corrections of one result, the one
// that corrects a value no longer there is refused with both values; a result never stands
// against the referee's ruling.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "db/store/event_store.h"
#include "pairing/result.h"
#include "referee/ledger.h"

namespace tengen::db::service {

struct ResultInput {
  int round = 0;
  int board = 0;
  std::optional<pairing::Result> result;  // nullopt: clear the result
  // What the caller showed as the stored result (the value this entry corrects). When given, an
  // entry over any other stored value is refused as Stale with both values. Not given: an entry
  // over a stored, different result is a correction that needs a reason (NeedsReason otherwise).
  struct Shown {
    std::optional<pairing::Result> result;
  };
  std::optional<Shown> corrects;
  // The game.version the caller read (the desk); a different stored version means Stale.
  std::optional<std::int64_t> expectedVersion;
  std::string reason;  // needed to change an entered result
  std::string who;     // empty: the database user (PostgreSQL) or the system user
};

struct ResultOutcome {
  enum class Kind {
    Stored,             // a first entry, stored and logged
    Corrected,          // an entered result changed, logged with its reason
    Unchanged,          // the same result was already there: nothing written
    NeedsReason,        // changing the stored `current` needs a reason: nothing written
    Stale,              // the stored `current` is not what the caller corrects: nothing written
    ContradictsRuling,  // against the referee's ruling (`ruling`): nothing written
    Impossible,         // cannot come out of a game with this komi (`problem`): nothing written
  };
  Kind kind = Kind::Unchanged;
  int round = 0;
  int board = 0;
  std::optional<pairing::Result> current;   // the stored result after the call (or found, refused)
  std::optional<pairing::Result> typed;     // what the caller entered
  std::optional<pairing::Result> previous;  // the stored result before the call
  std::int64_t version = 0;                 // the game's version after the call
  std::string currentBy;                    // who entered the stored result (from the result log)
  std::string currentAt;                    // and when (ISO 8601 UTC)
  referee::GameRuling ruling;               // the ledger's ruling of the game
  pairing::ResultProblem problem = pairing::ResultProblem::None;
  rules::HalfPoints komi;

  bool written() const { return kind == Kind::Stored || kind == Kind::Corrected; }
  bool accepted() const { return written() || kind == Kind::Unchanged; }
};

// Gives the time written into the result log (ISO 8601 UTC); empty function: the system clock.
using Now = std::function<std::string()>;

// Enters one result as described above. Throws StoreError only for what is no decision about the
// result: NoSuchRound / NoSuchGame, Busy (SQLite: another writer past the busy timeout), Database.
ResultOutcome enterResult(EventStore& store, const ResultInput& input, const Now& now = {});

}  // namespace tengen::db::service
