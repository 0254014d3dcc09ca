#include "db/service/result_conflict.h"

#include "db/service/ledger_store.h"
#include "db/store/event_store.h"

namespace tengen::db {

namespace {
// The game as stored now, whether or not it differs from what was typed.
ResultConflict current(EventStore& store, const PendingResult& typed) {
  const auto round = store.round(typed.round);
  if (!round) throw StoreError(StoreError::Kind::NoSuchRound, std::to_string(typed.round));
  for (const pairing::Game& g : round->games) {
    if (g.board != typed.board) continue;
    ResultConflict now{typed, g.result, g.version, {}, {}};
    if (g.result && g.result->ledgerEntry) {
      const referee::LedgerEntry entry = LedgerStore(store).entry(*g.result->ledgerEntry);
      now.storedBy = entry.referee;
      now.storedAt = entry.when;
    }
    return now;
  }
  throw StoreError(StoreError::Kind::NoSuchGame, "round " + std::to_string(typed.round) +
                                                     " board " + std::to_string(typed.board));
}
}  // namespace

std::optional<ResultConflict> ResultConflicts::read(EventStore& store, const PendingResult& typed) {
  ResultConflict now = current(store, typed);
  if (now.stored == typed.result) return std::nullopt;  // someone entered the same: no conflict
  return now;
}

std::optional<ResultConflict> ResultConflicts::resolve(EventStore& store,
                                                       const ResultConflict& conflict,
                                                       Choice choice, std::int64_t* versionAfter) {
  if (choice == Choice::KeepStored) {
    if (versionAfter) *versionAfter = conflict.storedVersion;
    return std::nullopt;
  }
  PendingResult again = conflict.typed;
  again.expectedVersion = conflict.storedVersion;
  try {
    // Replacing another desk's result is a correction of it: logged, with the director's reason
    // when one was given (a first entry typed over a game seen empty has none).
    const std::string reason =
        again.reason.empty() ? std::string("chose this result over another desk's") : again.reason;
    LedgerStore(store).enterResult(again.round, again.board, again.result, {reason, {}},
                                   again.expectedVersion, versionAfter);
  } catch (const StoreError& e) {
    if (e.kind() != StoreError::Kind::StaleVersion) throw;
    ResultConflict now = current(store, again);  // changed again while the director chose
    if (now.stored != again.result) return now;  // ask again
    if (versionAfter) *versionAfter = now.storedVersion;
  }
  return std::nullopt;
}

}  // namespace tengen::db
