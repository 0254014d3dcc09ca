#pragma once
// A flag fall recorded at the desk: the game becomes a loss on time for the player whose flag fell,
// through a referee ledger entry (infraction "overtime", 超时判负) that the stored result points
// at. One operation for the board clock window and `tengen clock flag`.

#include <optional>
#include <string>

#include "clock/time.h"
#include "db/event_store.h"
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

}  // namespace tengen::db
