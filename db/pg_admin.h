#pragma once
// Administration of shared events: database roles and grants (PostgreSQL), copying an event
// between backends (SQLite <-> PostgreSQL, losslessly) and integrity checks.

#include <QString>
#include <QStringList>
#include <optional>
#include <string_view>
#include <vector>

#include "db/event_store.h"

namespace tengen::db {

// Who may do what in a shared event's database.
enum class AccessRole {
  TournamentDirector,  // td: reads and changes everything (append-only tables stay append-only)
  Referee,             // referee: reads; appends ledger entries; sets results (not pairings)
  Clock,               // clock: reads; creates its boards' clocks, appends their journal rows;
                       // its flags through tengen_clock_flag() (db/access_rights.h)
  Viewer,              // viewer: reads
};
std::optional<AccessRole> accessRoleFromCode(std::string_view code);  // td, referee, clock, viewer
const char* toCode(AccessRole role);

// Grants `role` in the event's PostgreSQL database to login role `user` (created when missing,
// without a password: set one with ALTER ROLE or use the server's own authentication), for THIS
// event only: the table privileges belong to a group role per database and role
// (tengen_<role>_<database>, created when missing; they cover the tables that exist now, and
// every upgrade grants them again, see regrantAfterUpgrade), and row-level security policies
// (migration 52) limit every row the user reads or writes to the events recorded for them in
// tengen_access. A clock may be limited to `boards` (its journal rows for other boards are
// refused); empty: every board. Granting a user again for the same event replaces their role there.
// Returns the group role's name. Refuses (Invalid) an SQLite event, a user name that is not
// [A-Za-z0-9_.-]+, boards for a role other than clock and a board below 1.
QString grantAccess(EventStore& store, AccessRole role, const QString& user,
                    const std::vector<int>& boards = {});

// Run by every upgrade of a PostgreSQL database (EventStore's migration step), so that users
// granted before keep their rights on the tables the upgrade created: each group role of the
// database that exists gets its table privileges again, on every table now. Members of a group
// with no event recorded in tengen_access (granted before schema 52) are recorded for the
// database's event when it holds exactly one (with several, grant them again per event). No-op
// on SQLite.
void regrantAfterUpgrade(EventStore& store);

// Copies the event at `source` to a new event at `destination` (path or PostgreSQL URL; refused if
// it exists): settings, players, rounds, results, ledger, clocks... every table of the event, row
// by row, read from one snapshot of the source. All or nothing: the destination event is created
// and filled in one transaction (a new SQLite file is written under a hidden partial name and
// renamed into place once complete, db/partial_file.h), so a failure or a killed process leaves
// nothing there and the same copy can be run again. Ids: an SQLite destination keeps the source's;
// on PostgreSQL each table's generated ids (player, game, clock, logs...) come from its sequence,
// in the source's order, gaps kept when no other client drew one meanwhile (so a new database gets
// the source's very ids), and references follow them: a concurrent insert into another event of
// the same database never collides with the copy. Ids the event assigns itself (ledger entries,
// covered by their hash chain) are kept, and so is a ledger entry's player_id (hashed too; where
// player ids move it keeps the source's number). Returns the number of rows copied (the event row
// not counted).
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

// What `checkEvent` found.
struct EventCheck {
  int schemaVersion = 0;
  int expectedVersion = 0;
  QStringList problems;  // empty: intact
  QStringList checked;   // what was verified
};
// Verifies the schema version, foreign keys (SQLite foreign_key_check; PostgreSQL: every
// constraint validated and enforced), games whose players belong to another event, clock journal
// rows whose event/round/board disagree with their clock (checkAccessRights), and on PostgreSQL
// the change feed, append-only and no-update triggers and the declared rights (access_rights.h).
EventCheck checkEvent(EventStore& store);

}  // namespace tengen::db
