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

namespace {

QString findingWords(db::CheckFinding::Kind kind) {
  using K = db::CheckFinding::Kind;
  switch (kind) {
    case K::SchemaVersion:
      return CliWords::tr("schema version %1, expected %2", "db.check.schema");
    case K::Integrity:
      return CliWords::tr("integrity: %1", "db.check.integrity");
    case K::MissingRow:
      return CliWords::tr("foreign key: %1 row %2 refers to a missing %3 row", "db.check.fk-row");
    case K::ForeignKeyNotValidated:
      return CliWords::tr("foreign key %2 on %1 not validated", "db.check.fk-invalid");
    case K::TriggerDisabled:
      return CliWords::tr("trigger %2 on %1 disabled", "db.check.trigger-disabled");
    case K::NoChangeFeedTrigger:
      return CliWords::tr("%1: no change feed trigger", "db.check.no-feed");
    case K::NotAppendOnly:
      return CliWords::tr("%1: not append-only", "db.check.not-append-only");
    case K::NoRowSecurity:
      return CliWords::tr("%1: no row-level security (roles per event)", "db.check.no-rls");
    case K::NoChainTrigger:
      return CliWords::tr("%1: no hash chain trigger (tengen_chain)", "db.check.no-chain");
    case K::GameWithForeignPlayer:
      return CliWords::tr("round %1 board %2: a player of another event", "db.check.foreign-game");
    case K::ByeForForeignPlayer:
      return CliWords::tr("round %1: bye for player %2 of another event", "db.check.foreign-bye");
    case K::StrayClockRow:
      return CliWords::tr(
          "clock journal row %1 says event %2 round %3 board %4, but its clock is "
          "event %5 round %6 board %7",
          "db.check.stray-clock-row");
    case K::AppendOnlyTriggerMissing:
      return CliWords::tr("%1: not append-only (trigger %2 missing)", "db.check.trigger-missing");
    case K::AppendOnlyTriggerInert:
      return CliWords::tr("%1: not append-only (trigger %2 no longer refuses)",
                          "db.check.trigger-inert");
    case K::UndeclaredTable:
      return CliWords::tr("%1: not in the declared rights (db/store/access_rights.h)",
                          "db.check.undeclared");
    case K::UpdateNotRefused:
      return CliWords::tr("%1: UPDATE not refused (no tengen_no_update trigger)",
                          "db.check.update-allowed");
  }
  return {};
}

QString partWords(db::CheckedPart part, const db::EventCheck& check) {
  using P = db::CheckedPart;
  switch (part) {
    case P::SchemaVersion:
      return CliWords::tr("schema version %1", "db.check.part.schema").arg(check.schemaVersion);
    case P::Integrity:
      return CliWords::tr("integrity", "db.check.part.integrity");
    case P::ForeignKeys:
      return CliWords::tr("foreign keys", "db.check.part.fk");
    case P::TriggersAndRowSecurity:
      return CliWords::tr("change feed and append-only triggers, row-level security",
                          "db.check.part.triggers");
    case P::Policies:
      return CliWords::tr("row-level security policies as declared", "db.check.part.policies");
    case P::GamesWithinEvent:
      return CliWords::tr("games and byes within the event", "db.check.part.games");
    case P::ClockRowsOnOwnBoard:
      return CliWords::tr("clock journal rows on their own clock's board", "db.check.part.clock");
    case P::AppendOnlyTriggers:
      return CliWords::tr("append-only triggers", "db.check.part.append-only");
    case P::DeclaredRights:
      return CliWords::tr("declared rights per table", "db.check.part.rights");
  }
  return {};
}

}  // namespace

QStringList checkFindingLines(const db::EventCheck& check) {
  QStringList lines;
  for (const db::CheckFinding& f : check.problems) {
    QString line = findingWords(f.kind);
    // Filled one by one from %1 up: the values are names and numbers from the database.
    for (const QString& v : f.values) line = line.arg(v);
    lines << line;
  }
  return lines;
}

QStringList checkedParts(const db::EventCheck& check) {
  QStringList parts;
  for (db::CheckedPart p : check.checked) parts << partWords(p, check);
  return parts;
}

}  // namespace tengen::cli
