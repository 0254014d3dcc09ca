#pragma once
// The row-level security policies of a shared (PostgreSQL) event against the ones the declared
// rights (db/store/access_rights.h) make through tengen_attach_policies() (migration 100): a
// policy dropped, altered (another command, roles, or an expression without the role check or
// the guard on the row pointed at) or added (an extra permissive policy widens access) is
// reported by table and name, for `tengen db check` to put into words.

#include <QString>
#include <vector>

#include "db/store/event_store.h"

namespace tengen::db {

struct PolicyFinding {
  enum class Kind {
    Missing,     // the declaration makes this policy; the table has none by that name
    Altered,     // present, but `what` differs from what the declaration makes
    Unexpected,  // a policy the declaration does not make
  } kind;
  QString table;
  QString policy;
  QString what;  // Altered: "command", "roles", "permissive", "role check", "guard"
};

// Empty on SQLite (no row-level security) and when every policy is as declared.
std::vector<PolicyFinding> checkPolicies(EventStore& store);

}  // namespace tengen::db
