#pragma once
// Result entries on their way to a shared (PostgreSQL) event: stored at once while the connection
// works; kept, in order, while it is down, and resubmitted when it is back. Entering a result is
// idempotent (the same result twice is one change), so an entry whose commit was cut off is safe
// to send again. No widgets here: the results view and LiveRefresh drive it.

#include <QString>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "db/service/result_conflict.h"

namespace tengen::db {
class EventStore;
}

namespace tengen::desk {

class ResultOutbox {
 public:
  enum class Outcome { Stored, Queued };
  // Stores one entry and returns the game's version after; throws db::StoreError. Default:
  // db::LedgerStore::enterResult with the entry's expected version, as `tengen result` (a result
  // against the referee's ruling is refused there, also on resubmission).
  using Submit = std::function<std::int64_t(db::EventStore&, const db::PendingResult&)>;
  explicit ResultOutbox(db::EventStore& store, Submit submit = {});

  // Stores `entry` now (Stored), or keeps it when the connection is down (Queued); also queued
  // while earlier entries wait, so they are sent in the order typed. A refusal (bad board, against
  // the ledger, a stale version, a database refusal with the connection alive) is rethrown as the
  // StoreError. `versionAfter` receives the game's version when Stored. An entry for a game that
  // already has one waiting replaces it, keeping the first one's expected version: the waiting
  // entries are this desk's own, so only a change made elsewhere counts as a conflict.
  Outcome submit(const db::PendingResult& entry, std::int64_t* versionAfter = nullptr);

  // An entry refused when it was resubmitted (dropped from the queue), with the reason, worded.
  struct Refused {
    db::PendingResult entry;
    QString reason;
    // Refused because another desk stored a different result meanwhile: both values, for the
    // director to choose (db::ResultConflicts::resolve); the entry was not overwritten.
    std::shared_ptr<db::ResultConflict> conflict;
  };
  // Resubmits the waiting entries in order; stops, keeping the rest, if the connection is still
  // (or again) down. Returns the entries refused meanwhile (conflicts among them).
  std::vector<Refused> resubmit();

  const std::deque<db::PendingResult>& pending() const { return pending_; }

 private:
  // One entry: true when stored, false when the connection is down; a refusal is thrown.
  bool attempt(const db::PendingResult& entry, std::int64_t* versionAfter);

  db::EventStore& store_;
  Submit submit_;
  std::deque<db::PendingResult> pending_;
};

}  // namespace tengen::desk
