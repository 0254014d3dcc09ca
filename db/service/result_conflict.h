#pragma once
// A result entry refused because the game changed since this desk showed it (StaleVersion): the
// result now stored and the one typed, and the director's choice between them. No widgets here:
// the results view asks (StaleResultDialog) and the outbox's resubmission reports conflicts.

#include <cstdint>
#include <optional>
#include <string>

#include "pairing/result.h"

namespace tengen::db {

class EventStore;

// A result as typed at a desk, on its way to the store (the desk's outbox keeps it while the
// connection is down).
struct PendingResult {
  int round = 0;
  int board = 0;
  std::optional<pairing::Result> result;  // nullopt: clear the result
  // The game's version as the desk showed it: a different result stored meanwhile is then not
  // overwritten (StaleVersion) but offered as a conflict. Nullopt: no check.
  std::optional<std::int64_t> expectedVersion;
  std::string reason;  // why an entered result is changed (the result log); empty: a first entry
};

struct ResultConflict {
  PendingResult typed;                    // what this desk tried to store, with its stale version
  std::optional<pairing::Result> stored;  // what the game holds now
  std::int64_t storedVersion = 0;         // the game's version now: an overwrite is based on it
  // Who stored it and when, when the store knows: a referee's decision names its ledger entry.
  // A plain result entry records neither (both empty).
  std::string storedBy;
  std::string storedAt;  // ISO 8601 UTC
};

class ResultConflicts {
 public:
  enum class Choice { KeepStored, UseTyped };

  // After `typed` was refused as stale: the game as stored now. Nullopt when there is nothing to
  // ask (the game already holds the typed result). Throws StoreError.
  static std::optional<ResultConflict> read(EventStore& store, const PendingResult& typed);

  // Carries out the choice. KeepStored writes nothing. UseTyped stores the typed result over the
  // stored one, based on the version read (as `tengen result` would, so the referee's ledger still
  // has the last word); if the game changed yet again meanwhile, that is a new conflict, returned
  // to be asked again: nothing is overwritten unseen. Nullopt when settled; `versionAfter` (when
  // given) then receives the game's version. Throws StoreError for any other refusal.
  static std::optional<ResultConflict> resolve(EventStore& store, const ResultConflict& conflict,
                                               Choice choice, std::int64_t* versionAfter = nullptr);
};

}  // namespace tengen::db
