#pragma once
// Administration of events: copying an event between backends (SQLite <-> PostgreSQL,
// losslessly), dropping one from a shared database, and integrity checks. Roles and grants are in
// db/store/pg_roles.h.

#include <QString>
#include <QStringList>
#include <optional>
#include <string_view>
#include <vector>

#include "db/service/policy_check.h"
#include "db/store/event_store.h"
#include "db/store/pg_roles.h"

namespace tengen::db {

// Copies the event at `source` to a new event at `destination` (path or PostgreSQL URL; refused if
// it exists): settings, players, rounds, results, ledger, clocks... every table of the event, row
// by row, read from one snapshot of the source. All or nothing: the destination event is created
// and filled in one transaction (a new SQLite file is written under a hidden partial name and
// renamed into place once complete, db/store/partial_file.h), so a failure or a killed process
// leaves nothing there and the same copy can be run again. Ids: an SQLite destination keeps the
// source's; on PostgreSQL each table's generated ids (player, game, clock, logs...) come from its
// sequence, in the source's order, gaps kept when no other client drew one meanwhile (so a new
// database gets the source's very ids), and references follow them: a concurrent insert into
// another event of the same database never collides with the copy. Ids the event assigns itself
// (ledger entries, covered by their hash chain) are kept, and so is a ledger entry's player_id
// (hashed too; where player ids move it keeps the source's number). Returns the number of rows
// copied (the event row not counted).
int copyEvent(const QString& source, const QString& destination);

// Why dropEvent refused.
class DropEventRefused : public StoreError {
 public:
  enum class Reason {
    SqliteFile,   // an SQLite event is its file: deleting the file is the way
    NotDirector,  // neither the owner (or a superuser) nor a td of this event
    HasResults,   // the event has results and `force` was not given
  };
  explicit DropEventRefused(Reason reason, int results = 0);
  Reason reason() const { return reason_; }
  int results() const { return results_; }  // HasResults: how many games have one

 private:
  Reason reason_;
  int results_;
};

// The number of the event's games that have a result.
int eventResultCount(EventStore& store);

// Whether the connected user may drop the store's event: the owner of the schema's tables (or a
// member of that role, or a superuser), or a td of this event. False on SQLite.
bool mayDropEvent(EventStore& store);

// Removes every row of the store's event from its PostgreSQL database in one transaction: players,
// rounds, games, ledger entries, clock journals, logs, access grants, the feed channel and the
// event row (append-only rows go only with their whole event, migration 91). Refuses (nothing
// removed) an SQLite event, a user who is not the owner or a td of the event, and an event with
// results unless `force`. Returns the number of rows removed. The store's event is gone after.
int dropEvent(EventStore& store, bool force);

// One thing `checkEvent` found wrong, typed: the front ends word it in the user's language
// (app/cli/check_words.h). `values` are what it names, in the order its words take them.
struct CheckFinding {
  enum class Kind {
    SchemaVersion,             // found, expected
    Integrity,                 // SQLite's integrity_check line
    MissingRow,                // table, row, the table it refers to (SQLite foreign_key_check)
    ForeignKeyNotValidated,    // table, constraint
    TriggerDisabled,           // table, trigger
    NoChangeFeedTrigger,       // table
    NotAppendOnly,             // table
    NoRowSecurity,             // table
    NoChainTrigger,            // table
    GameWithForeignPlayer,     // round, board
    ByeForForeignPlayer,       // round, player id
    StrayClockRow,             // row, its event, round, board, its clock's event, round, board
    AppendOnlyTriggerMissing,  // table, trigger (SQLite)
    AppendOnlyTriggerInert,    // table, trigger (SQLite: no longer refuses)
    UndeclaredTable,           // table (not in db/store/access_rights.h)
    UpdateNotRefused,          // table (no tengen_no_update trigger)
  };
  Kind kind;
  QStringList values;
};

// The parts `checkEvent` verified, in order (the front ends list them when all is intact).
enum class CheckedPart {
  SchemaVersion,
  Integrity,
  ForeignKeys,
  TriggersAndRowSecurity,
  Policies,
  GamesWithinEvent,
  ClockRowsOnOwnBoard,
  AppendOnlyTriggers,
  DeclaredRights,
};

// What `checkEvent` found.
struct EventCheck {
  int schemaVersion = 0;
  int expectedVersion = 0;
  std::vector<CheckFinding> problems;   // empty: intact
  std::vector<CheckedPart> checked;     // what was verified
  std::vector<PolicyFinding> policies;  // row-level security policies not as declared
  bool intact() const { return problems.empty() && policies.empty(); }
  void found(CheckFinding::Kind kind, QStringList values = {}) {
    problems.push_back({kind, std::move(values)});
  }
};
// Verifies the schema version, foreign keys (SQLite foreign_key_check; PostgreSQL: every
// constraint validated and enforced), games whose players belong to another event, clock journal
// rows whose event/round/board disagree with their clock (checkAccessRights), and on PostgreSQL
// the change feed, append-only and no-update triggers and the declared rights (access_rights.h).
EventCheck checkEvent(EventStore& store);

// Part of checkEvent (`tengen db check`): clock journal rows whose event, round or board disagree
// with the clock they point at (both backends); on PostgreSQL also tables the declaration does
// not know, and a no-update table (clock settings) without its trigger.
void checkAccessRights(EventStore& store, EventCheck& check);

}  // namespace tengen::db
