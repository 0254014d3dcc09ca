#include "app/desk/result_outbox.h"

#include "app/desk/store_errors.h"
#include "db/event_store.h"
#include "db/ledger_store.h"

namespace tengen::desk {

ResultOutbox::ResultOutbox(db::EventStore& store, Submit submit)
    : store_(store), submit_(std::move(submit)) {
  if (!submit_)
    submit_ = [](db::EventStore& s, const PendingResult& e) {
      db::LedgerStore(s).enterResult(e.round, e.board, e.result, {e.reason, {}});
    };
}

bool ResultOutbox::attempt(const PendingResult& entry) {
  // A lost connection shows as a database error; asking the connection tells it from a refusal.
  // When it was lost but reopens at once (the server ended this session), the entry goes again.
  for (int tries = 0; tries < 2; ++tries) {
    try {
      submit_(store_, entry);
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

ResultOutbox::Outcome ResultOutbox::submit(const PendingResult& entry) {
  if (pending_.empty() && attempt(entry)) return Outcome::Stored;
  pending_.push_back(entry);
  return Outcome::Queued;
}

std::vector<ResultOutbox::Refused> ResultOutbox::resubmit() {
  std::vector<Refused> refused;
  while (!pending_.empty()) {
    try {
      if (!attempt(pending_.front())) break;
    } catch (const db::StoreError& e) {
      refused.push_back({pending_.front(), StoreErrors::describe(e)});
    }
    pending_.pop_front();
  }
  return refused;
}

}  // namespace tengen::desk
