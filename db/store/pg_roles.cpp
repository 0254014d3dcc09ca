#include "db/store/pg_roles.h"

#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlQuery>

#include "db/store/access_rights.h"
#include "rules/code_table.h"

namespace tengen::db {

QString quotedIdentifier(EventStore& store, const QString& name) {
  return store.database().driver()->escapeIdentifier(name, QSqlDriver::TableName);
}

QStringList schemaTables(EventStore& store) {
  QStringList out;
  QSqlQuery q =
      store.dialect() == Dialect::PostgreSQL
          ? store.exec(QStringLiteral("SELECT tablename FROM pg_tables WHERE schemaname = "
                                      "current_schema() ORDER BY tablename"))
          : store.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = "
                                      "'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"));
  while (q.next()) out << q.value(0).toString();
  return out;
}

void requireRoleName(const QString& name) {
  static const QRegularExpression ok(QStringLiteral("^[A-Za-z0-9_.-]{1,60}$"));
  if (!ok.match(name).hasMatch())
    throw StoreError(StoreError::Kind::Invalid,
                     "user: '" + name.toStdString() + "' (letters, digits, _ . - only)");
}

namespace {
// "viewer" first: what a value outside the enum is written as (the least a role may do).
constexpr rules::CodeTable<AccessRole, 4> kAccessRoleCodes = {{
    {AccessRole::Viewer, "viewer"},
    {AccessRole::TournamentDirector, "td"},
    {AccessRole::Referee, "referee"},
    {AccessRole::Clock, "clock"},
}};
}  // namespace

std::optional<AccessRole> accessRoleFromCode(std::string_view code) {
  return rules::valueOf(kAccessRoleCodes, code);
}

// The codes are literals, so the view's data is a C string.
const char* toCode(AccessRole role) {
  return rules::codeOf(kAccessRoleCodes, role).data();
}

namespace {

QString groupRoleName(EventStore& store, AccessRole role) {
  return QStringLiteral("tengen_%1_%2")
      .arg(QLatin1String(toCode(role)), store.database().databaseName())
      .left(63);
}

// The table privileges of `role`'s group role, on every table that exists now (inside the
// caller's transaction).
void grantTables(EventStore& store, AccessRole role, const QString& group) {
  const QString g = quotedIdentifier(store, group);
  QSqlQuery schema = store.exec(QStringLiteral("SELECT current_schema()"));
  schema.next();
  const QString s = quotedIdentifier(store, schema.value(0).toString());
  store.exec(QStringLiteral("GRANT CONNECT ON DATABASE %1 TO %2")
                 .arg(quotedIdentifier(store, store.database().databaseName()), g));
  store.exec(QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2").arg(s, g));
  store.exec(QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO %2").arg(s, g));
  if (role != AccessRole::Viewer)
    store.exec(QStringLiteral("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %1 TO %2").arg(s, g));
  // The declared rights (db/store/access_rights.h), table by table: what a role held before and the
  // declaration no longer gives (an upgrade's changes) is taken back first.
  for (const QString& table : schemaTables(store)) {
    const QString t = quotedIdentifier(store, table);
    store.exec(QStringLiteral("REVOKE ALL ON %1 FROM %2").arg(t, g));
    store.exec(QStringLiteral("GRANT SELECT ON %1 TO %2").arg(t, g));
    const TableRights* rights = rightsOf(table.toStdString());
    if (!rights) continue;  // undeclared: read only (db check reports it)
    const std::string clause = grantClause(*rights, role);
    if (!clause.empty())
      store.exec(QStringLiteral("GRANT %1 ON %2 TO %3").arg(QString::fromStdString(clause), t, g));
  }
}

}  // namespace

QString grantAccess(EventStore& store, AccessRole role, const QString& user,
                    const std::vector<int>& boards) {
  if (store.dialect() != Dialect::PostgreSQL)
    throw StoreError(StoreError::Kind::Invalid,
                     "event: roles exist only for PostgreSQL events (an SQLite file has no users)");
  requireRoleName(user);
  if (!boards.empty() && role != AccessRole::Clock)
    throw StoreError(StoreError::Kind::Invalid, "board: only a clock is limited to boards");
  for (int board : boards)
    if (board < 1)
      throw StoreError(StoreError::Kind::Invalid, "board: " + std::to_string(board) + " (>= 1)");
  const QString group = groupRoleName(store, role);
  requireRoleName(group);
  const QString g = quotedIdentifier(store, group), u = quotedIdentifier(store, user);
  store.transaction([&] {
    auto ensureRole = [&](const QString& name, const char* options) {
      store.exec(QStringLiteral("DO $$BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = "
                                "'%1') THEN CREATE ROLE %2 %3; END IF; END$$")
                     .arg(name, quotedIdentifier(store, name), QLatin1String(options)));
    };
    ensureRole(group, "NOLOGIN");
    ensureRole(user, "LOGIN");
    grantTables(store, role, group);
    store.exec(QStringLiteral("GRANT %1 TO %2").arg(g, u));
    // The event (and boards) the user may touch: what the row-level security policies check.
    attachPolicies(store);
    const QVariant eventId = QVariant::fromValue(store.eventId());
    store.exec(QStringLiteral("DELETE FROM tengen_access WHERE user_name = ? AND event_id = ?"),
               {user, eventId});
    const QString insert = QStringLiteral(
        "INSERT INTO tengen_access (user_name, event_id, role, board) VALUES (?, ?, ?, ?)");
    const QString code = QLatin1String(toCode(role));
    if (boards.empty())
      store.exec(insert, {user, eventId, code, QVariant(QMetaType::fromType<int>())});
    for (int board : boards) store.exec(insert, {user, eventId, code, board});
  });
  return group;
}

void attachPolicies(EventStore& store) {
  if (store.dialect() != Dialect::PostgreSQL) return;
  // The policies a table with Tengen policies should hold: tengen_read and tengen_td, and one per
  // right of the referee and clock (tengen_rights(): I, U, D), as tengen_attach_policies makes
  // them. A table missing one loses the rest too, then all are made again (attach skips a table
  // that still has tengen_read, and would fail on a policy that is still there).
  store.exec(QStringLiteral(R"(DO $$DECLARE t record; p record; BEGIN
      IF to_regproc('tengen_attach_policies') IS NULL THEN RETURN; END IF;
      IF to_regproc('tengen_rights') IS NOT NULL THEN
        FOR t IN SELECT c.oid, c.relname FROM pg_class c
                 JOIN pg_namespace n ON n.oid = c.relnamespace
                 LEFT JOIN tengen_rights() x ON x.table_name = c.relname::text
                 WHERE c.relkind = 'r' AND n.nspname = current_schema()
                   AND c.relname NOT IN ('tengen_meta', 'tengen_access')
                   AND EXISTS (SELECT 1 FROM pg_policy e WHERE e.polrelid = c.oid
                               AND e.polname LIKE 'tengen%')
                   AND EXISTS (SELECT 1 FROM unnest(ARRAY['tengen_read', 'tengen_td'] ||
                         ARRAY(SELECT 'tengen_' || r.who || '_' || r.act FROM (VALUES
                           ('referee', COALESCE(x.referee, '')), ('clock', COALESCE(x.clock, '')))
                           AS r0(who, rights),
                           LATERAL (VALUES (r0.who, 'insert', 'I'), (r0.who, 'update', 'U'),
                                           (r0.who, 'delete', 'D')) AS r(who, act, letter)
                           WHERE position(r.letter IN r0.rights) > 0)) AS want(name)
                       WHERE NOT EXISTS (SELECT 1 FROM pg_policy h WHERE h.polrelid = c.oid
                                         AND h.polname = want.name)) LOOP
          FOR p IN SELECT polname FROM pg_policy WHERE polrelid = t.oid
                   AND polname LIKE 'tengen%' LOOP
            EXECUTE format('DROP POLICY %I ON %I', p.polname, t.relname);
          END LOOP;
        END LOOP;
      END IF;
      PERFORM tengen_attach_policies();
    END$$)"));
}

void regrantAfterUpgrade(EventStore& store) {
  if (store.dialect() != Dialect::PostgreSQL) return;
  store.transaction([&] {
    QSqlQuery events = store.exec(QStringLiteral("SELECT count(*), min(id) FROM event"));
    events.next();
    const bool oneEvent = events.value(0).toInt() == 1;
    const QVariant onlyEvent = events.value(1);
    // Strongest first: a user of several groups and no event recorded gets the first one.
    for (AccessRole role : {AccessRole::TournamentDirector, AccessRole::Referee, AccessRole::Clock,
                            AccessRole::Viewer}) {
      const QString group = groupRoleName(store, role);
      QSqlQuery exists =
          store.exec(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), {group});
      if (!exists.next()) continue;  // nobody was ever granted this role here
      grantTables(store, role, group);
      // Members granted before tengen_access existed (schema < 52) have no event recorded, so
      // the policies show them nothing: where the database holds one event, it is theirs.
      if (!oneEvent) continue;
      store.exec(
          QStringLiteral(
              "INSERT INTO tengen_access (user_name, event_id, role, board) SELECT m.rolname, ?, "
              "?, NULL FROM pg_auth_members am JOIN pg_roles g ON g.oid = am.roleid JOIN "
              "pg_roles m ON m.oid = am.member WHERE g.rolname = ? AND NOT EXISTS (SELECT 1 "
              "FROM tengen_access a WHERE a.user_name = m.rolname)"),
          {onlyEvent, QLatin1String(toCode(role)), group});
    }
  });
}

}  // namespace tengen::db
