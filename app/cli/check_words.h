#pragma once
// The words of `tengen db check` findings that the store reports typed (db/service/pg_admin.h):
// row-level security policies (行级安全策略) dropped, altered or added.

#include <QStringList>
#include <vector>

#include "db/service/policy_check.h"

namespace tengen::cli {

// One line per finding, naming the table and the policy.
QStringList policyFindingLines(const std::vector<db::PolicyFinding>& findings);

}  // namespace tengen::cli
