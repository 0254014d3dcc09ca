#pragma once
// What other command files use from the referee's commands: entering a game's result with the
// referee's ledger checked first (for `tengen result`).

#include <QString>
#include <optional>

#include "db/service/ledger_store.h"
#include "db/service/result_entry.h"
#include "pairing/result.h"

namespace tengen::db {
class EventStore;
}

namespace tengen::cli {

// Enters a game's result through the one result service (db/service/result_entry.h) and puts
// words to its outcome: stored, corrected or unchanged are printed; every refusal (against the
// referee's ruling, a correction without --reason, a value that is no longer the stored one, a
// result the komi makes impossible, an unknown round or board) throws CliError (exit 1) naming the
// stored value and who entered it. `corrects`: the value the user corrects (--corrects); without
// it a correction corrects the value read when the command started.
db::service::ResultOutcome enterResultCheckingLedger(
    db::EventStore& store, int round, int board, const std::optional<pairing::Result>& result,
    const db::ResultCorrection& correction = {},
    std::optional<db::service::ResultInput::Shown> corrects = {});
// The outcome of an accepted entry in words ("round 1 board 3: B+R", "... corrected ...").
QString resultOutcomeText(const db::service::ResultOutcome& outcome);

// The user-language message for a contradicting result.
QString ledgerConflictMessage(const db::LedgerConflict& conflict,
                              const std::optional<pairing::Result>& proposed);

}  // namespace tengen::cli
