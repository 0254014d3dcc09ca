#pragma once
// The referee's words that its command files share (referee_commands.cpp: infractions, edition,
// log, correct, appeal, override; referee_ledger_commands.cpp: ledger, verify): sides, editions,
// infractions, sanctions, entry kinds and statuses, a game's ruling, and the ledger's refusals.

#include <QString>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/cli/cli.h"
#include "db/service/ledger_store.h"
#include "pairing/result.h"
#include "referee/catalogue.h"
#include "referee/entry_status.h"
#include "referee/ledger.h"

namespace tengen::cli {

// Whether the user reads Chinese (the rule terms are then shown in Chinese only).
bool zh();
QString sideName(referee::Side side);
QString editionName(referee::Edition e);
QString sanctionNames(const std::vector<referee::Sanction>& sanctions);
// The infraction's name (English with the Chinese beside it, or Chinese), or its code.
QString infractionName(const std::string& code);
QString article(const referee::EditionRule& r);
// A result, or "no result".
QString resultText(const std::optional<pairing::Result>& r);
// Why the game's referee result stands: "second warning", an infraction and its sanctions, ...
QString reasonText(const referee::GameRuling& g);
QString kindText(referee::EntryKind k);
QString rulingText(referee::RulingKind k);
// An entry's status in words (referee/entry_status.h decides it, the desk shows the same).
QString statusText(const referee::EntryStatus& s);

// The user-language message for a ledger refusal.
QString ledgerErrorMessage(const db::LedgerError& e, db::EventStore* store);
// Runs a command body, turning the ledger's refusals and the store's errors into CliErrors in the
// user's language. (A LedgerError is a StoreError: it is caught first.)
void translateLedgerErrors(const std::function<void()>& body, db::EventStore* store = nullptr);

// referee_ledger_commands.cpp's commands, for the one `tengen referee` registration.
void addLedgerCommand(CLI::App* referee);
void addVerifyCommand(CLI::App* referee);

}  // namespace tengen::cli
