#pragma once
// Result entries on their way to a shared (PostgreSQL) event: stored at once while the connection
// works; kept, in order, while it is down, and resubmitted when it is back. Entering a result is
// idempotent (the same result twice is one change), so an entry whose commit was cut off is safe
// to send again. No widgets here: the results view and LiveRefresh drive it.

#include <QString>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "pairing/result.h"

namespace tengen::db {
class EventStore;
}

namespace tengen::desk {

struct PendingResult {
  int round = 0;
  int board = 0;
  std::optional<pairing::Result> result;  // nullopt: clear the result
  std::string reason;  // why an entered result is changed (the result log); empty: a first entry
};

class ResultOutbox {
 public:
  enum class Outcome { Stored, Queued };
  // Stores one entry; throws db::StoreError. Default: db::LedgerStore::enterResult, as `tengen
  // result` (a result against the referee's ruling is refused there, also on resubmission).
  using Submit = std::function<void(db::EventStore&, const PendingResult&)>;
  explicit ResultOutbox(db::EventStore& store, Submit submit = {});

  // Stores `entry` now (Stored), or keeps it when the connection is down (Queued); also queued
  // while earlier entries wait, so they are sent in the order typed. A refusal (bad board, against
  // the ledger, a database refusal with the connection alive) is rethrown as the StoreError.
  Outcome submit(const PendingResult& entry);

  // An entry refused when it was resubmitted (dropped from the queue), with the reason, worded.
  struct Refused {
    PendingResult entry;
    QString reason;
  };
  // Resubmits the waiting entries in order; stops, keeping the rest, if the connection is still
  // (or again) down. Returns the entries refused meanwhile.
  std::vector<Refused> resubmit();

  const std::deque<PendingResult>& pending() const { return pending_; }

 private:
  // One entry: true when stored, false when the connection is down; a refusal is thrown.
  bool attempt(const PendingResult& entry);

  db::EventStore& store_;
  Submit submit_;
  std::deque<PendingResult> pending_;
};

}  // namespace tengen::desk
