#pragma once
// The result log (table result_ledger, migrations 80-81): one row per first entry and per
// correction of a game's result — the old and new result as text (empty: none), the reason (a
// correction's; a first entry needs none), who and when (ISO 8601 UTC). Rows are written in the
// same transaction as the change (db::LedgerStore::enterResult, and a referee's ruling that changes
// a result) and never edited: the log is append-only.

#include <QVariant>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/store/event_store.h"

namespace tengen::db {

struct ResultLogEntry {
  std::int64_t id = 0;
  int round = 0;
  int board = 0;
  std::string at;         // ISO 8601 UTC
  std::string oldResult;  // e.g. "B+R"; empty: the game had none
  std::string newResult;  // empty: the result was cleared
  std::string reason;     // empty for a first entry
  std::string who;
  enum class Kind { Entry, Correction } kind = Kind::Correction;
};

// Why and by whom a result is changed; needed when the game already has a different result.
// `who` is also recorded with a first entry.
struct ResultCorrection {
  std::string reason;
  std::string who;  // empty: resultLogUser(store)
};

// A correction of an entered result without a reason: refused, nothing is stored. A StoreError
// (kind Invalid) so generic handlers still catch it.
class ReasonRequired : public StoreError {
 public:
  ReasonRequired(int round, int board, std::string current)
      : StoreError(Kind::Invalid, "round " + std::to_string(round) + " board " +
                                      std::to_string(board) + " already has the result " + current +
                                      ": a correction needs a reason"),
        round_(round),
        board_(board),
        current_(std::move(current)) {}
  int round() const { return round_; }
  int board() const { return board_; }
  const std::string& current() const { return current_; }  // the stored result, as text

 private:
  int round_;
  int board_;
  std::string current_;
};

// The event's corrections (with `entries`, also the first entries), oldest first; only one
// round's / one game's when given.
std::vector<ResultLogEntry> resultLog(const EventStore& store, std::optional<int> round = {},
                                      std::optional<int> board = {}, bool entries = false);
// Who a row is written by when the caller names nobody: on PostgreSQL the database user the
// store is connected as (what its grants are for), else the system user (currentUserName()).
std::string resultLogUser(const EventStore& store);
// Appends one row (joins the caller's transaction); fills in `at` (now) and `who`
// (resultLogUser()) when empty. Refuses a correction with an empty reason. Returns the row id.
std::int64_t appendResultLog(EventStore& store, ResultLogEntry entry);

// The row appendResultLog inserts, checked and completed the same way: its column list and values
// (one `?` each), for a service that writes it inside a larger statement (the result door's one
// round trip on PostgreSQL). Refuses a correction with an empty reason.
struct ResultLogRow {
  QString columns;
  QString placeholders;  // "?, ?, ..." for the values
  QVariantList values;
};
ResultLogRow resultLogRow(const EventStore& store, ResultLogEntry entry);

}  // namespace tengen::db
