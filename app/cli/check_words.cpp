#include "app/cli/check_words.h"

#include "app/cli/wording.h"

namespace tengen::cli {

namespace {

QString whatDiffers(const QString& what) {
  if (what == QLatin1String("command"))
    return CliWords::tr("its command (SELECT, INSERT...)", "db.check.policy.command");
  if (what == QLatin1String("roles"))
    return CliWords::tr("the roles it applies to", "db.check.policy.roles");
  if (what == QLatin1String("permissive"))
    return CliWords::tr("permissive or restrictive", "db.check.policy.permissive");
  if (what == QLatin1String("role check"))
    return CliWords::tr("its check of the user's role in the event", "db.check.policy.role");
  return CliWords::tr("its check of the rows a row points at (guard)", "db.check.policy.guard");
}

}  // namespace

QStringList policyFindingLines(const std::vector<db::PolicyFinding>& findings) {
  QStringList lines;
  for (const db::PolicyFinding& f : findings) {
    switch (f.kind) {
      case db::PolicyFinding::Kind::Missing:
        lines << CliWords::tr(
                     "table %1: row-level security policy (行级安全策略) %2 is missing "
                     "(dropped or renamed)",
                     "db.check.policy.missing")
                     .arg(f.table, f.policy);
        break;
      case db::PolicyFinding::Kind::Altered:
        lines << CliWords::tr(
                     "table %1: row-level security policy (行级安全策略) %2 was altered: "
                     "%3 differs from the declared rights",
                     "db.check.policy.altered")
                     .arg(f.table, f.policy, whatDiffers(f.what));
        break;
      case db::PolicyFinding::Kind::Unexpected:
        lines << CliWords::tr(
                     "table %1: row-level security policy (行级安全策略) %2 is not one "
                     "the declared rights make (it may widen access)",
                     "db.check.policy.unexpected")
                     .arg(f.table, f.policy);
        break;
    }
  }
  return lines;
}

}  // namespace tengen::cli
