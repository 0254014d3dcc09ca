#pragma once
// What other command files use from the referee's commands: entering a game's result with the
// referee's ledger checked first (for `tengen result`).

#include <QString>
#include <optional>

#include "db/ledger_store.h"
#include "pairing/result.h"

namespace tengen::db {
class EventStore;
}

namespace tengen::cli {

// Stores a game's result (nullopt clears it) unless it contradicts the referee's ledger for that
// game: then throws CliError (exit 1) saying which ruling it contradicts and that only the chief
// referee's override (`tengen referee override`) can set it. A result that agrees is stored as the
// referee's (by referee, pointing at the deciding ledger entry). Unknown round/board: CliError.
// Changing an entered result needs `correction.reason` (CliError naming --reason otherwise) and
// is written to the result log. Returns what was stored.
std::optional<pairing::Result> enterResultCheckingLedger(
    db::EventStore& store, int round, int board, const std::optional<pairing::Result>& result,
    const db::ResultCorrection& correction = {});

// The user-language message for a contradicting result.
QString ledgerConflictMessage(const db::LedgerConflict& conflict,
                              const std::optional<pairing::Result>& proposed);

}  // namespace tengen::cli
