#include "db/service/policy_check.h"

#include <QSqlQuery>
#include <map>
#include <set>

#include "db/store/access_rights.h"

namespace tengen::db {

namespace {

// One policy as tengen_attach_policies() makes it: its command, the role check its expressions
// start with, and whether its WITH CHECK carries the guard on the rows the row points at.
struct ExpectedPolicy {
  QString command;    // as pg_policies shows it: SELECT, INSERT, UPDATE, DELETE, ALL
  QString roleCheck;  // a call every expression of it makes
  bool usingClause = true;
  bool guarded = false;
};

struct TableColumns {
  std::set<QString> names;
  bool has(const char* column) const { return names.count(QLatin1String(column)) > 0; }
};

// The pieces of the guard (migration 100) that a guarded WITH CHECK of `table` must contain, as
// PostgreSQL deparses them.
QStringList guardPieces(const QString& table, const TableColumns& columns) {
  QStringList pieces;
  if (columns.has("clock_id")) pieces << QStringLiteral("FROM clock_game c");
  if (table != QLatin1String("game") && columns.has("event_id") && columns.has("round") &&
      columns.has("board"))
    pieces << QStringLiteral("FROM game g");
  if (table != QLatin1String("player") && columns.has("event_id"))
    for (const char* column : {"player_id", "black", "white", "holder", "player_a", "player_b"})
      if (columns.has(column)) pieces << QStringLiteral("p.id = %1.%2").arg(table, column);
  return pieces;
}

// The policies the declaration makes on `table` (none: a table without an event to tell).
std::map<QString, ExpectedPolicy> expectedPolicies(const QString& table,
                                                   const TableColumns& columns) {
  std::map<QString, ExpectedPolicy> out;
  if (table == QLatin1String("tengen_access")) {
    out[QStringLiteral("tengen_own")] = {QStringLiteral("SELECT"), QStringLiteral("current_user")};
    return out;
  }
  if (table != QLatin1String("event") && !columns.has("event_id") && !columns.has("player_id"))
    return out;
  const QString hasRole = QStringLiteral("tengen_has_role(");
  out[QStringLiteral("tengen_read")] = {QStringLiteral("SELECT"), hasRole};
  out[QStringLiteral("tengen_td")] = {QStringLiteral("ALL"), hasRole, true, true};
  const TableRights* rights = rightsOf(table.toStdString());
  if (!rights) return out;  // reported as not declared by checkAccessRights
  for (AccessRole role : {AccessRole::Referee, AccessRole::Clock}) {
    const bool referee = role == AccessRole::Referee;
    const QString prefix =
        referee ? QStringLiteral("tengen_referee_") : QStringLiteral("tengen_clock_");
    const QString check = referee ? hasRole : QStringLiteral("tengen_clock_may(");
    const Privileges p = privilegesOf(*rights, role);
    if (p & kInsert) out[prefix + "insert"] = {QStringLiteral("INSERT"), check, false, true};
    if (p & kUpdate) out[prefix + "update"] = {QStringLiteral("UPDATE"), check, true, true};
    if (p & kDelete) out[prefix + "delete"] = {QStringLiteral("DELETE"), check};
  }
  return out;
}

// What differs between a stored policy and the expected one (empty: as declared).
QString difference(const ExpectedPolicy& expected, const QSqlQuery& row, const QStringList& guard) {
  const QString permissive = row.value(2).toString();
  const QString roles = row.value(3).toString();
  const QString command = row.value(4).toString();
  const QString qual = row.value(5).toString();
  const QString withCheck = row.value(6).toString();
  if (command != expected.command) return QStringLiteral("command");
  if (permissive != QLatin1String("PERMISSIVE")) return QStringLiteral("permissive");
  if (roles != QLatin1String("public")) return QStringLiteral("roles");
  const bool checksWrites =
      expected.command != QLatin1String("SELECT") && expected.command != QLatin1String("DELETE");
  if (expected.usingClause && !qual.contains(expected.roleCheck, Qt::CaseInsensitive))
    return QStringLiteral("role check");
  if (checksWrites && !withCheck.contains(expected.roleCheck, Qt::CaseInsensitive))
    return QStringLiteral("role check");
  if (expected.guarded)
    for (const QString& piece : guard)
      if (!withCheck.contains(piece)) return QStringLiteral("guard");
  return {};
}

}  // namespace

std::vector<PolicyFinding> checkPolicies(EventStore& store) {
  std::vector<PolicyFinding> findings;
  if (store.dialect() != Dialect::PostgreSQL) return findings;
  std::map<QString, TableColumns> tables;
  QSqlQuery columns = store.exec(QStringLiteral(
      "SELECT c.relname, a.attname FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid "
      "WHERE c.relkind = 'r' AND c.relname <> 'tengen_meta' AND a.attnum > 0 AND NOT "
      "a.attisdropped AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = "
      "current_schema())"));
  while (columns.next())
    tables[columns.value(0).toString()].names.insert(columns.value(1).toString());
  std::map<QString, std::map<QString, ExpectedPolicy>> expected;
  for (const auto& [table, cols] : tables) expected[table] = expectedPolicies(table, cols);
  QSqlQuery stored = store.exec(QStringLiteral(
      "SELECT tablename::text, policyname::text, permissive, array_to_string(roles, ','), cmd, "
      "COALESCE(qual, ''), COALESCE(with_check, '') FROM pg_policies WHERE schemaname = "
      "current_schema() ORDER BY tablename, policyname"));
  std::map<QString, std::set<QString>> seen;
  while (stored.next()) {
    const QString table = stored.value(0).toString();
    const QString name = stored.value(1).toString();
    seen[table].insert(name);
    const auto& ofTable = expected[table];
    const auto it = ofTable.find(name);
    if (it == ofTable.end()) {
      findings.push_back({PolicyFinding::Kind::Unexpected, table, name, {}});
      continue;
    }
    const QString what = difference(it->second, stored, guardPieces(table, tables[table]));
    if (!what.isEmpty()) findings.push_back({PolicyFinding::Kind::Altered, table, name, what});
  }
  for (const auto& [table, policies] : expected)
    for (const auto& [name, policy] : policies)
      if (!seen[table].count(name))
        findings.push_back({PolicyFinding::Kind::Missing, table, name, {}});
  return findings;
}

}  // namespace tengen::db
