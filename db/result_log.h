#pragma once
// The result log (table result_ledger, migration 80): one row per correction of a game's entered
// result — the old and new result as text (empty: none), the reason, who and when (ISO 8601 UTC).
// A first entry is not a correction and is not logged. Rows are written in the same transaction
// as the change (db::LedgerStore::enterResult, and a referee's ruling that changes a result) and
// never edited: the log is append-only.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/event_store.h"

namespace tengen::db {

struct ResultLogEntry {
  std::int64_t id = 0;
  int round = 0;
  int board = 0;
  std::string at;         // ISO 8601 UTC
  std::string oldResult;  // e.g. "B+R"; empty: the game had none
  std::string newResult;  // empty: the result was cleared
  std::string reason;
  std::string who;
};

// Why and by whom a result is changed; needed when the game already has a different result.
struct ResultCorrection {
  std::string reason;
  std::string who;  // empty: currentUserName()
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

// The event's corrections, oldest first; only one round's / one game's when given.
std::vector<ResultLogEntry> resultLog(const EventStore& store, std::optional<int> round = {},
                                      std::optional<int> board = {});
// Appends one row (joins the caller's transaction); fills in `at` (now) and `who`
// (currentUserName()) when empty. Refuses an empty reason. Returns the row id.
std::int64_t appendResultLog(EventStore& store, ResultLogEntry entry);

}  // namespace tengen::db
