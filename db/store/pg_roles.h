#pragma once
// Database roles and grants of a shared (PostgreSQL) event: which role a user has in which event,
// the group roles holding the table privileges, and their renewal after every upgrade. Also the
// catalogue helpers the administration (db/service/pg_admin.h) shares with them.

#include <QString>
#include <QStringList>
#include <optional>
#include <string_view>
#include <vector>

#include "db/store/event_store.h"

namespace tengen::db {

// Who may do what in a shared event's database.
enum class AccessRole {
  TournamentDirector,  // td: reads and changes everything (append-only tables stay append-only)
  Referee,             // referee: reads; appends ledger entries; sets results (not pairings)
  Clock,               // clock: reads; creates its boards' clocks, appends their journal rows;
                       // its flags through tengen_clock_flag() (db/store/access_rights.h)
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

// Attaches the row-level security policies the declared rights make (tengen_attach_policies,
// migrations 52 and 100) to every table of the schema that lacks them, after every upgrade and
// every grant. A table whose Tengen policies are incomplete (one dropped or renamed by hand, which
// `tengen db check` reports) has them all made anew, so that a grant or an upgrade repairs it.
// No-op on SQLite and before the policies exist.
void attachPolicies(EventStore& store);

// Catalogue helpers: a name quoted as an SQL identifier for the store's driver; the tables of the
// store's schema (PostgreSQL: current_schema(); SQLite: the file's), in name order; and the check
// of a user or role name ([A-Za-z0-9_.-]{1,60}, else StoreError Invalid).
QString quotedIdentifier(EventStore& store, const QString& name);
QStringList schemaTables(EventStore& store);
void requireRoleName(const QString& name);

}  // namespace tengen::db
