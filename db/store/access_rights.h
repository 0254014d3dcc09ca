#pragma once
// What each role may do to each table of a shared (PostgreSQL) event: the ONE declared table that
// the group roles' grants (pg_roles.cpp), the append-only and no-update triggers and the
// row-level security policies (migration 100: tengen_rights(), generated from this table) and the
// role matrix test all read. Row-level security then limits each granted privilege to the rows of
// the user's own events (and a clock's boards), checked on the row a row points at.

#include <string>
#include <string_view>
#include <vector>

#include "db/store/pg_roles.h"

namespace tengen::db {

// Table privileges, as a bit set.
enum Privilege : unsigned {
  kSelect = 1u << 0,
  kInsert = 1u << 1,
  kUpdate = 1u << 2,
  kDelete = 1u << 3,
  kTruncate = 1u << 4,  // granted to nobody
};
using Privileges = unsigned;

struct TableRights {
  std::string_view table;
  bool appendOnly = false;  // UPDATE, DELETE and TRUNCATE refused by trigger, to every role
  bool noUpdate = false;    // UPDATE refused by trigger, to every role (settings fixed once made)
  Privileges td = 0;
  Privileges referee = 0;
  Privileges clock = 0;
  Privileges viewer = 0;
  // The columns the referee's UPDATE covers (empty: every column it has UPDATE on).
  std::string_view refereeUpdateColumns;
};

// Every table of the schema (current version), in no particular order.
const std::vector<TableRights>& accessRights();
// The table's declared rights; nullptr for a table the declaration does not know.
const TableRights* rightsOf(std::string_view table);
Privileges privilegesOf(const TableRights& rights, AccessRole role);
// The GRANT clause for `role` on `rights.table` ("INSERT, UPDATE (result, ...)"), SELECT not
// included (every role reads every table); empty: nothing beyond SELECT.
std::string grantClause(const TableRights& rights, AccessRole role);
// The privilege letters (S I U D T) of a set, as tengen_rights() returns them.
std::string privilegeLetters(Privileges p);
// CREATE OR REPLACE FUNCTION tengen_rights(): this declaration as SQL rows (PostgreSQL), read by
// the triggers and policies that migration 100 defines. A later step that changes the
// declaration runs this statement again.
std::string rightsFunctionSql();

}  // namespace tengen::db
