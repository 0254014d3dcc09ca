#include "db/service/pg_admin.h"

#include <QFile>
#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlField>
#include <QSqlQuery>
#include <QSqlRecord>
#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "db/store/access_rights.h"
#include "db/store/migrations.h"
#include "db/store/pg_url.h"

namespace tengen::db {
namespace {

QStringList columnsOf(EventStore& store, const QString& table) {
  QStringList out;
  const QSqlRecord record = store.database().record(table);
  for (int i = 0; i < record.count(); ++i) out << record.fieldName(i);
  return out;
}

struct ForeignKey {
  QString column;  // empty for a composite key
  QString parent;
  QString parentColumn;
};

std::vector<ForeignKey> foreignKeysOf(EventStore& store, const QString& table) {
  std::vector<ForeignKey> out;
  if (store.dialect() == Dialect::PostgreSQL) {
    QSqlQuery q = store.exec(
        QStringLiteral(
            "SELECT CASE WHEN array_length(c.conkey, 1) = 1 THEN a.attname ELSE '' END, "
            "p.relname, CASE WHEN array_length(c.conkey, 1) = 1 THEN pa.attname ELSE '' END "
            "FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid "
            "JOIN pg_class p ON p.oid = c.confrelid "
            "JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1] "
            "JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1] "
            "WHERE c.contype = 'f' AND t.relname = ? "
            "AND t.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())"),
        {table});
    while (q.next())
      out.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString()});
    return out;
  }
  std::map<int, std::vector<ForeignKey>> byId;
  QSqlQuery q = store.exec(QStringLiteral("SELECT id, \"table\", \"from\", \"to\" FROM "
                                          "pragma_foreign_key_list(?)"),
                           {table});
  while (q.next())
    byId[q.value(0).toInt()].push_back(
        {q.value(2).toString(), q.value(1).toString(), q.value(3).toString()});
  for (auto& [id, parts] : byId) {
    if (parts.size() == 1)
      out.push_back(parts.front());
    else
      out.push_back({QString(), parts.front().parent, QString()});
  }
  return out;
}

bool isAppendOnly(const QString& table) {
  const TableRights* rights = rightsOf(table.toStdString());
  return rights && rights->appendOnly;
}

}  // namespace

namespace {

// The tables holding an event's rows, parents before children, each with the WHERE clause that
// selects the event's rows (one `?` for its id: by event_id or through a parent). The event
// table itself, the schema's own tables and tables not of any one event are left out.
struct EventTable {
  QString name;
  QString where;
  QStringList columns;
  std::vector<ForeignKey> keys;
};

std::vector<EventTable> eventTables(EventStore& store) {
  std::map<QString, std::vector<ForeignKey>> keys;
  std::map<QString, QStringList> columns;
  for (const QString& t : schemaTables(store)) {
    if (t == QLatin1String("tengen_meta") || t == QLatin1String("event") ||
        t == QLatin1String("tengen_access") ||  // who may use an event: with the event's row
        t == QLatin1String("tengen_feed"))      // its channel: with the event's row
      continue;
    keys[t] = foreignKeysOf(store, t);
    columns[t] = columnsOf(store, t);
  }
  std::function<QString(const QString&, int)> filter = [&](const QString& t, int depth) -> QString {
    if (depth > 5 || !columns.count(t)) return {};
    if (columns[t].contains(QLatin1String("event_id"))) return QStringLiteral("event_id = ?");
    for (const ForeignKey& fk : keys[t]) {
      if (fk.column.isEmpty() || fk.parent == t) continue;
      const QString parent = filter(fk.parent, depth + 1);
      if (!parent.isEmpty())
        return QStringLiteral("%1 IN (SELECT %2 FROM %3 WHERE %4)")
            .arg(quotedIdentifier(store, fk.column), quotedIdentifier(store, fk.parentColumn),
                 quotedIdentifier(store, fk.parent), parent);
    }
    return {};
  };
  std::vector<EventTable> order;
  std::set<QString> done;
  std::function<void(const QString&)> visit = [&](const QString& t) {
    if (done.count(t) || !columns.count(t)) return;
    done.insert(t);
    for (const ForeignKey& fk : keys[t])
      if (fk.parent != t) visit(fk.parent);
    const QString where = filter(t, 0);
    if (!where.isEmpty()) order.push_back({t, where, columns[t], keys[t]});
  };
  for (const auto& [t, cols] : columns) visit(t);
  return order;
}

// Copies the source event's rows into `to` (inside the transaction that created its event).
int copyRows(EventStore& from, EventStore& to, const QString& source) {
  int rows = 0;
  const QVariant fromId = QVariant::fromValue(from.eventId());
  const QVariant toId = QVariant::fromValue(to.eventId());
  // The event's row: every column the two sides share, but its identity.
  {
    const QStringList theirs = columnsOf(to, QStringLiteral("event"));
    QStringList cols;
    for (const QString& c : columnsOf(from, QStringLiteral("event")))
      if (theirs.contains(c) && c != QLatin1String("id") && c != QLatin1String("event_key"))
        cols << c;
    QStringList quoted, sets;
    for (const QString& c : cols) {
      quoted << quotedIdentifier(from, c);
      sets << quotedIdentifier(to, c) + QStringLiteral(" = ?");
    }
    QSqlQuery row = from.exec(
        QStringLiteral("SELECT %1 FROM event WHERE id = ?").arg(quoted.join(QLatin1String(", "))),
        {fromId});
    if (!row.next()) throw StoreError(StoreError::Kind::NotAnEvent, source.toStdString());
    QVariantList values;
    for (int i = 0; i < cols.size(); ++i) values << row.value(i);
    values << toId;
    to.exec(QStringLiteral("UPDATE event SET %1 WHERE id = ?").arg(sets.join(QLatin1String(", "))),
            values);
  }
  // Ids: a new SQLite file keeps the source's. On PostgreSQL, whose tables other events share, a
  // table's generated ids (player, game, clock...) are drawn from its sequence, as any insert's
  // are (in the source's order, so registration order stays), and references to them follow;
  // never MAX(id) + 1, which a concurrent insert into another event would take too. Ids the event
  // numbers itself (ledger entries: its hash chain covers them) are kept; a ledger entry's
  // player_id (no foreign key, not hashed: it follows the seat) follows its player's new id.
  std::map<QString, std::map<qlonglong, qlonglong>> newIds;  // table -> source id -> new id
  const QStringList toTables = schemaTables(to);
  for (const EventTable& t : eventTables(from)) {
    if (!toTables.contains(t.name)) continue;
    const QStringList theirs = columnsOf(to, t.name);
    QStringList cols;
    for (const QString& c : t.columns)
      if (theirs.contains(c)) cols << c;
    QStringList quotedFrom, quotedTo, marks;
    for (const QString& c : cols) {
      quotedFrom << quotedIdentifier(from, c);
      quotedTo << quotedIdentifier(to, c);
      marks << QStringLiteral("?");
    }
    const int eventColumn = static_cast<int>(cols.indexOf(QStringLiteral("event_id")));
    const int idColumn = static_cast<int>(cols.indexOf(QStringLiteral("id")));
    QSqlQuery select =
        from.exec(QStringLiteral("SELECT %1 FROM %2 WHERE %3%4")
                      .arg(quotedFrom.join(QLatin1String(", ")), quotedIdentifier(from, t.name),
                           t.where, idColumn >= 0 ? QStringLiteral(" ORDER BY id") : QString()),
                  {fromId});
    std::vector<QVariantList> found;
    while (select.next()) {
      QVariantList values;
      for (int i = 0; i < cols.size(); ++i) values << select.value(i);
      found.push_back(std::move(values));
    }
    QString sequence;
    if (to.dialect() == Dialect::PostgreSQL && idColumn >= 0) {
      QSqlQuery seq = to.exec(QStringLiteral("SELECT pg_get_serial_sequence(?, 'id')"), {t.name});
      if (seq.next() && !seq.value(0).isNull()) sequence = seq.value(0).toString();
    }
    if (!sequence.isEmpty() && !found.empty()) {
      // One statement draws the ids. Drawn for the whole span of the source's ids (from the
      // sequence's next value when that is below them, as in a new database), they are usually
      // contiguous (no other client took one meanwhile): each id then keeps its distance from the
      // span's start, gaps included, so a new database gets the source's very ids. Otherwise (or
      // for a sparse span) the drawn ids go to the rows in order. Either way only drawn ids are
      // used.
      const qlonglong first = found.front()[idColumn].toLongLong();
      const qlonglong last = found.back()[idColumn].toLongLong();
      QSqlQuery next =
          to.exec(QStringLiteral(
                      "SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM %1")
                      .arg(sequence));
      qlonglong base = first;
      if (next.next() && next.value(0).toLongLong() <= first) base = next.value(0).toLongLong();
      const qlonglong span = last - base + 1;
      const qlonglong count = static_cast<qlonglong>(found.size());
      const qlonglong draw = span <= 2 * count + 1000 ? span : count;
      std::vector<qlonglong> drawn;
      QSqlQuery ids =
          to.exec(QStringLiteral("SELECT nextval(?) FROM generate_series(1, ?)"), {sequence, draw});
      while (ids.next()) drawn.push_back(ids.value(0).toLongLong());
      if (static_cast<qlonglong>(drawn.size()) != draw)
        throw StoreError(StoreError::Kind::Database, "copy: ids for " + t.name.toStdString());
      std::sort(drawn.begin(), drawn.end());
      const bool keepGaps = draw == span && drawn.back() - drawn.front() == span - 1;
      auto& map = newIds[t.name];
      for (std::size_t i = 0; i < found.size(); ++i) {
        const qlonglong old = found[i][idColumn].toLongLong();
        map[old] = keepGaps ? drawn.front() + (old - base) : drawn[i];
      }
    }
    // Column -> the table whose new ids it takes (the table's own id, single-column references).
    std::map<int, QString> remap;
    if (newIds.count(t.name)) remap[idColumn] = t.name;
    for (const ForeignKey& fk : t.keys)
      if (!fk.column.isEmpty() && fk.parentColumn == QLatin1String("id") &&
          cols.contains(fk.column) && (newIds.count(fk.parent) || fk.parent == t.name))
        remap[static_cast<int>(cols.indexOf(fk.column))] = fk.parent;
    if (t.name == QLatin1String("referee_entry") && cols.contains(QLatin1String("player_id")) &&
        newIds.count(QStringLiteral("player")))
      remap[static_cast<int>(cols.indexOf(QLatin1String("player_id")))] = QStringLiteral("player");
    const QString insert =
        QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
            .arg(quotedIdentifier(to, t.name), quotedTo.join(QLatin1String(", ")),
                 marks.join(QLatin1String(", ")));
    for (QVariantList& values : found) {
      if (eventColumn >= 0) values[eventColumn] = toId;
      for (const auto& [column, parent] : remap) {
        QVariant& v = values[column];
        if (v.isNull()) continue;
        const auto map = newIds.find(parent);
        if (map == newIds.end()) continue;
        const auto it = map->second.find(v.toLongLong());
        if (it == map->second.end())
          throw StoreError(StoreError::Kind::Database, "copy: " + t.name.toStdString() +
                                                           " refers to a " + parent.toStdString() +
                                                           " row outside the event");
        v = QVariant::fromValue(it->second);
      }
      to.exec(insert, values);
      ++rows;
    }
  }
  return rows;
}

}  // namespace

int copyEvent(const QString& source, const QString& destination) {
  auto from = EventStore::open(source);
  int rows = 0;
  // One snapshot of the source: rows a desk changes meanwhile are copied before or after, whole.
  from->transaction([&] {
    if (from->dialect() == Dialect::PostgreSQL)
      from->exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"));
    // The destination event is made and filled in one transaction (one file renamed into place):
    // it appears complete or not at all.
    EventStore::create(destination, from->event(),
                       [&](EventStore& to) { rows = copyRows(*from, to, source); });
  });
  return rows;
}

namespace {
std::string dropDetail(DropEventRefused::Reason reason) {
  switch (reason) {
    case DropEventRefused::Reason::SqliteFile:
      return "an SQLite event is its file: delete the file";
    case DropEventRefused::Reason::NotDirector:
      return "only the owner or a td of the event may drop it";
    case DropEventRefused::Reason::HasResults:
      return "the event has results (drop it anyway with force)";
  }
  return "refused";
}
}  // namespace

DropEventRefused::DropEventRefused(Reason reason, int results)
    : StoreError(Kind::Invalid, dropDetail(reason)), reason_(reason), results_(results) {}

int eventResultCount(EventStore& store) {
  QSqlQuery q = store.exec(
      QStringLiteral("SELECT COUNT(*) FROM game WHERE event_id = ? AND result IS NOT NULL"),
      {QVariant::fromValue(store.eventId())});
  q.next();
  return q.value(0).toInt();
}

bool mayDropEvent(EventStore& store) {
  if (store.dialect() != Dialect::PostgreSQL) return false;
  // The owner of the schema's tables (or a member of that role, or a superuser), or a td of this
  // event. Row-level security would refuse others' deletes anyway; this says why.
  QSqlQuery may = store.exec(
      QStringLiteral(
          "SELECT tengen_has_role(?, ARRAY['td']) OR pg_has_role(current_user, (SELECT "
          "tableowner FROM pg_tables WHERE schemaname = current_schema() AND tablename = "
          "'event'), 'MEMBER') OR (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)"),
      {QVariant::fromValue(store.eventId())});
  return may.next() && may.value(0).toBool();
}

int dropEvent(EventStore& store, bool force) {
  if (store.dialect() != Dialect::PostgreSQL)
    throw DropEventRefused(DropEventRefused::Reason::SqliteFile);
  const QVariant id = QVariant::fromValue(store.eventId());
  int rows = 0;
  store.transaction([&] {
    if (!mayDropEvent(store)) throw DropEventRefused(DropEventRefused::Reason::NotDirector);
    // The event's row, locked: a concurrent drop or copy of it waits, and a result entered from
    // now on is counted.
    QSqlQuery row =
        store.exec(QStringLiteral("SELECT id FROM event WHERE id = ? FOR UPDATE"), {id});
    if (!row.next()) throw StoreError(StoreError::Kind::FileMissing, store.path().toStdString());
    const int results = eventResultCount(store);
    if (results > 0 && !force)
      throw DropEventRefused(DropEventRefused::Reason::HasResults, results);
    // Lets the append-only tables' triggers pass this event's rows (migration 91): checked again
    // at commit, when the event must be gone.
    store.exec(QStringLiteral("SELECT set_config('tengen.drop_event', ?, true)"),
               {QString::number(store.eventId())});
    const std::vector<EventTable> tables = eventTables(store);
    for (auto t = tables.rbegin(); t != tables.rend(); ++t)  // children first
      rows += store
                  .exec(QStringLiteral("DELETE FROM %1 WHERE %2")
                            .arg(quotedIdentifier(store, t->name), t->where),
                        {id})
                  .numRowsAffected();
    rows += store.exec(QStringLiteral("DELETE FROM event WHERE id = ?"), {id}).numRowsAffected();
  });
  return rows;
}

EventCheck checkEvent(EventStore& store) {
  EventCheck check;
  check.expectedVersion = currentSchemaVersion();
  check.schemaVersion = store.schemaVersion();
  using K = CheckFinding::Kind;
  check.checked.push_back(CheckedPart::SchemaVersion);
  if (check.schemaVersion != check.expectedVersion)
    check.found(K::SchemaVersion,
                {QString::number(check.schemaVersion), QString::number(check.expectedVersion)});
  const QVariant id = QVariant::fromValue(store.eventId());
  if (store.dialect() == Dialect::SQLite) {
    QSqlQuery integrity = store.exec(QStringLiteral("PRAGMA integrity_check"));
    while (integrity.next())
      if (integrity.value(0).toString() != QLatin1String("ok"))
        check.found(K::Integrity, {integrity.value(0).toString()});
    check.checked.push_back(CheckedPart::Integrity);
    QSqlQuery fk = store.exec(QStringLiteral("PRAGMA foreign_key_check"));
    while (fk.next())
      check.found(K::MissingRow,
                  {fk.value(0).toString(), fk.value(1).toString(), fk.value(2).toString()});
    check.checked.push_back(CheckedPart::ForeignKeys);
  } else {
    QSqlQuery invalid = store.exec(QStringLiteral(
        "SELECT conrelid::regclass::text, conname FROM pg_constraint WHERE contype = 'f' AND NOT "
        "convalidated AND connamespace = (SELECT oid FROM pg_namespace WHERE nspname = "
        "current_schema())"));
    while (invalid.next())
      check.found(K::ForeignKeyNotValidated,
                  {invalid.value(0).toString(), invalid.value(1).toString()});
    QSqlQuery disabled = store.exec(QStringLiteral(
        "SELECT t.tgrelid::regclass::text, t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = "
        "t.tgrelid WHERE t.tgenabled = 'D' AND c.relnamespace = (SELECT oid FROM pg_namespace "
        "WHERE nspname = current_schema())"));
    while (disabled.next())
      check.found(K::TriggerDisabled, {disabled.value(0).toString(), disabled.value(1).toString()});
    check.checked.push_back(CheckedPart::ForeignKeys);
    QSqlQuery triggers = store.exec(QStringLiteral(
        "SELECT c.relname, EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = c.oid AND tgname = "
        "'tengen_notify'), EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = c.oid AND tgname = "
        "'tengen_append_only'), c.relrowsecurity, EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid "
        "= c.oid AND tgname = 'tengen_chain') FROM pg_class c WHERE c.relkind = 'r' AND "
        "c.relname <> 'tengen_meta' AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE "
        "nspname = current_schema())"));
    while (triggers.next()) {
      const QString table = triggers.value(0).toString();
      if (!triggers.value(1).toBool()) check.found(K::NoChangeFeedTrigger, {table});
      if (isAppendOnly(table) && !triggers.value(2).toBool())
        check.found(K::NotAppendOnly, {table});
      if (!triggers.value(3).toBool()) check.found(K::NoRowSecurity, {table});
      // The logs hash-chained by a trigger (db/store/log_chains.h): without it new rows go in
      // unlinked.
      if ((table == QLatin1String("result_ledger") || table == QLatin1String("clock_event") ||
           table == QLatin1String("event_log")) &&
          !triggers.value(4).toBool())
        check.found(K::NoChainTrigger, {table});
    }
    check.checked.push_back(CheckedPart::TriggersAndRowSecurity);
    check.policies = checkPolicies(store);
    check.checked.push_back(CheckedPart::Policies);
  }
  QSqlQuery foreign = store.exec(
      QStringLiteral(
          "SELECT g.round, g.board FROM game g JOIN player p ON p.id = g.black OR p.id = g.white "
          "WHERE g.event_id = ? AND p.event_id <> g.event_id ORDER BY g.round, g.board"),
      {id});
  while (foreign.next())
    check.found(K::GameWithForeignPlayer,
                {foreign.value(0).toString(), foreign.value(1).toString()});
  QSqlQuery absent = store.exec(
      QStringLiteral("SELECT b.round, b.player_id FROM bye b JOIN player p ON p.id = b.player_id "
                     "WHERE b.event_id = ? AND p.event_id <> b.event_id"),
      {id});
  while (absent.next())
    check.found(K::ByeForForeignPlayer, {absent.value(0).toString(), absent.value(1).toString()});
  check.checked.push_back(CheckedPart::GamesWithinEvent);
  checkAccessRights(store, check);
  return check;
}

}  // namespace tengen::db
