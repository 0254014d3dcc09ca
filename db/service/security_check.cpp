#include <QSqlQuery>

#include "db/service/pg_admin.h"
#include "db/store/access_rights.h"

namespace tengen::db {

namespace {

// SQLite keeps its append-only tables so by two triggers each (<table>_no_update, _no_delete) that
// abort the statement: a dropped or defused one (recreated without its RAISE) is reported, as the
// PostgreSQL check reports a missing tengen_append_only trigger.
void checkSqliteAppendOnly(EventStore& store, EventCheck& check) {
  for (const TableRights& rights : accessRights()) {
    if (!rights.appendOnly) continue;
    const QString table =
        QString::fromLatin1(rights.table.data(), static_cast<qsizetype>(rights.table.size()));
    if (!store
             .exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"),
                   {table})
             .next())
      continue;  // an older schema without this table: the version check says so
    for (const char* what : {"update", "delete"}) {
      const QString trigger = table + QStringLiteral("_no_") + QLatin1String(what);
      QSqlQuery found = store.exec(
          QStringLiteral("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ? AND "
                         "tbl_name = ?"),
          {trigger, table});
      if (!found.next())
        check.found(CheckFinding::Kind::AppendOnlyTriggerMissing, {table, trigger});
      else if (!found.value(0).toString().contains(QLatin1String("RAISE"), Qt::CaseInsensitive))
        check.found(CheckFinding::Kind::AppendOnlyTriggerInert, {table, trigger});
    }
  }
  check.checked.push_back(CheckedPart::AppendOnlyTriggers);
}

}  // namespace

void checkAccessRights(EventStore& store, EventCheck& check) {
  const QVariant id = QVariant::fromValue(store.eventId());
  // A journal row belongs to its clock's board: a row that names another event, round or board
  // than its clock (a clock user's row aimed at another board's clock) is reported.
  QSqlQuery stray = store.exec(
      QStringLiteral("SELECT e.id, e.event_id, e.round, e.board, c.event_id, c.round, c.board "
                     "FROM clock_event e JOIN clock_game c ON c.id = e.clock_id WHERE (e.event_id "
                     "= ? OR c.event_id = ?) AND (e.event_id <> c.event_id OR e.round <> c.round "
                     "OR e.board <> c.board) ORDER BY e.id"),
      {id, id});
  while (stray.next())
    check.found(CheckFinding::Kind::StrayClockRow,
                {stray.value(0).toString(), stray.value(1).toString(), stray.value(2).toString(),
                 stray.value(3).toString(), stray.value(4).toString(), stray.value(5).toString(),
                 stray.value(6).toString()});
  check.checked.push_back(CheckedPart::ClockRowsOnOwnBoard);
  if (store.dialect() != Dialect::PostgreSQL) {
    checkSqliteAppendOnly(store, check);
    return;
  }
  QSqlQuery tables = store.exec(QStringLiteral(
      "SELECT c.relname, EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = c.oid AND tgname = "
      "'tengen_no_update') FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = (SELECT oid "
      "FROM pg_namespace WHERE nspname = current_schema()) ORDER BY c.relname"));
  while (tables.next()) {
    const QString table = tables.value(0).toString();
    const TableRights* rights = rightsOf(table.toStdString());
    if (!rights)
      check.found(CheckFinding::Kind::UndeclaredTable, {table});
    else if (rights->noUpdate && !tables.value(1).toBool())
      check.found(CheckFinding::Kind::UpdateNotRefused, {table});
  }
  check.checked.push_back(CheckedPart::DeclaredRights);
}

}  // namespace tengen::db
