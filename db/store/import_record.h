#pragma once
// The event log's record of an import (OpenGotha file, a tournament file): one row, field
// "import", listing every game that came in with a result ("r1b3=B+R r2b1=Jigo ..."). A result
// that arrived so has no result-log row; the check (db/service/chain_check.h) tells it from a
// result set without its log by this row, itself in the event log's hash chain.

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "db/store/event_store.h"
#include "pairing/game.h"

namespace tengen::db {

inline constexpr const char* kImportField = "import";

// Appends the record of `rounds` (their games' results as stored) to the event log, inside the
// caller's transaction; nothing when no game has a result. `source` says what was imported
// ("OpenGotha file"), kept as the row's old value.
void recordImport(EventStore& store, const std::vector<pairing::Round>& rounds,
                  const std::string& source, const std::string& who);

// Every result the event log's import records name, by (round, board); a later import of the
// same game wins.
std::map<std::pair<int, int>, std::string> importedResults(EventStore& store);

}  // namespace tengen::db
