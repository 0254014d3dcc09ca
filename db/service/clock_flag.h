#pragma once
// A flag fall recorded at the desk: the game becomes a loss on time for the player whose flag fell,
// through a referee ledger entry (infraction "overtime", 超时判负) that the stored result points
// at. One operation for the board clock window and `tengen clock flag`.

#include <boost/date_time/posix_time/ptime.hpp>
#include <optional>
#include <string>

#include "clock/time.h"
#include "db/store/event_store.h"
#include "pairing/result.h"
#include "referee/ledger.h"

namespace tengen::db {

// Who writes a flag's ledger entry when no referee name is given: the board clock itself.
inline constexpr const char* kClockReferee = "clock";

struct FlagRecord {
  referee::LedgerEntry entry;             // the overtime entry (the earlier one when repeated)
  std::optional<pairing::Result> result;  // the game's result after it
  bool alreadyRecorded = false;           // a standing overtime entry existed: nothing written
};

// Records `player`'s flag in round `round`, board `board`, in one transaction. Idempotent: when
// the game already has a standing (not reversed) overtime entry, nothing is written and that
// entry is returned. Refuses (StoreError NoSuchRound / NoSuchGame, LedgerError) like
// LedgerStore::log, storing nothing.
FlagRecord recordFlag(EventStore& store, int round, int board, clock::Player player,
                      const std::string& refereeName = kClockReferee, const std::string& note = {});

// The clock's own report of a flag (board clock window, clock wall): like recordFlag, but a game
// that already has a result not from a standing overtime entry (a resignation entered while the
// clock ran on) keeps it: nullopt, nothing written.
std::optional<FlagRecord> recordClockFlag(EventStore& store, int round, int board,
                                          clock::Player player);

// Stops the board's stored clock on `player`'s flag: when the board has a clock that is running
// (started, not over), journals a Flag for `player`. The caller may be another process or machine
// whose monotonic clock is not the journal's, so the instant continues the journal's time line by
// wall time (`nowUtc` against the last event's UTC). A flag that fell due before that instant is
// journalled at its own instant instead (the engine's rule). Returns whether the clock was stopped
// now. One transaction; throws StoreError.
bool stopStoredClock(EventStore& store, int round, int board, clock::Player player,
                     boost::posix_time::ptime nowUtc);

}  // namespace tengen::db
