#include "app/desk/result_outbox.h"

#include "app/desk/store_errors.h"
#include "db/service/ledger_store.h"
#include "db/service/result_conflict.h"
#include "db/store/event_store.h"

namespace tengen::desk {

ResultOutbox::ResultOutbox(db::EventStore& store, Submit submit)
    : store_(store), submit_(std::move(submit)) {
  if (!submit_)
    submit_ = [](db::EventStore& s, const db::PendingResult& e) {
      std::int64_t version = 0;
      db::LedgerStore(s).enterResult(e.round, e.board, e.result, {e.reason, {}}, e.expectedVersion,
                                     &version);
      return version;
    };
}

bool ResultOutbox::attempt(const db::PendingResult& entry, std::int64_t* versionAfter) {
  // A lost connection shows as a database error; asking the connection tells it from a refusal.
  // When it was lost but reopens at once (the server ended this session), the entry goes again.
  for (int tries = 0; tries < 2; ++tries) {
    try {
      const std::int64_t version = submit_(store_, entry);
      if (versionAfter) *versionAfter = version;
      return true;
    } catch (const db::StoreError& e) {
      if (e.kind() != db::StoreError::Kind::Database) throw;
      const auto link = store_.probeConnection();
      if (link == db::EventStore::Link::Alive) throw;
      if (link == db::EventStore::Link::Down) return false;
    }
  }
  return false;  // lost twice in a row: treat as down, try again later
}

ResultOutbox::Outcome ResultOutbox::submit(const db::PendingResult& entry,
                                           std::int64_t* versionAfter) {
  if (pending_.empty() && attempt(entry, versionAfter)) return Outcome::Stored;
  for (db::PendingResult& waiting : pending_)
    if (waiting.round == entry.round && waiting.board == entry.board) {
      // Sending both would make the second look stale against the first (this desk's own).
      waiting.result = entry.result;
      return Outcome::Queued;
    }
  pending_.push_back(entry);
  return Outcome::Queued;
}

std::vector<ResultOutbox::Refused> ResultOutbox::resubmit() {
  std::vector<Refused> refused;
  while (!pending_.empty()) {
    try {
      if (!attempt(pending_.front(), nullptr)) break;
    } catch (const db::StoreError& e) {
      Refused r{pending_.front(), StoreErrors::describe(e), nullptr};
      bool settled = false;
      if (e.kind() == db::StoreError::Kind::StaleVersion) {
        // Changed elsewhere while this desk was offline: ask rather than overwrite.
        try {
          auto c = db::ResultConflicts::read(store_, r.entry);
          if (c)
            r.conflict = std::make_shared<db::ResultConflict>(std::move(*c));
          else
            settled = true;  // another desk has just stored the same result
        } catch (const db::StoreError& again) {
          r.reason = StoreErrors::describe(again);
        }
      }
      if (!settled) refused.push_back(std::move(r));
    }
    pending_.pop_front();
  }
  return refused;
}

}  // namespace tengen::desk
