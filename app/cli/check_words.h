#pragma once
// The words of `tengen db check` findings that the store reports typed (db/service/pg_admin.h):
// row-level security policies (行级安全策略) dropped, altered or added, and the other findings of
// checkEvent (schema, foreign keys, triggers, rows of another event).

#include <QStringList>
#include <vector>

#include "db/service/pg_admin.h"
#include "db/service/policy_check.h"

namespace tengen::cli {

// One line per finding, naming the table and the policy.
QStringList policyFindingLines(const std::vector<db::PolicyFinding>& findings);

// One line per finding of checkEvent (the policies apart: policyFindingLines).
QStringList checkFindingLines(const db::EventCheck& check);
// What checkEvent verified, as a list for "intact (...)".
QStringList checkedParts(const db::EventCheck& check);

}  // namespace tengen::cli
