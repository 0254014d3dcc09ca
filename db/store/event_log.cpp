#include "db/store/event_log.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QtGlobal>

#include "db/store/log_chains.h"
#include "db/store/sql_text.h"

namespace tengen::db {

namespace {
using sql_text::q;
using sql_text::s;
}  // namespace

std::vector<EventLogEntry> eventLog(const EventStore& store) {
  std::vector<EventLogEntry> out;
  QSqlQuery query = store.exec(
      QStringLiteral("SELECT id, changed_at, field, old_value, new_value, who FROM event_log "
                     "WHERE event_id = ? ORDER BY id"),
      {QVariant::fromValue(store.eventId())});
  while (query.next())
    out.push_back({query.value(0).toLongLong(), s(query.value(1)), s(query.value(2)),
                   s(query.value(3)), s(query.value(4)), s(query.value(5))});
  return out;
}

std::int64_t appendEventLog(EventStore& store, EventLogEntry entry) {
  if (entry.field.empty()) throw StoreError(StoreError::Kind::Invalid, "event log: empty field");
  if (entry.at.empty()) entry.at = nowUtcIso();
  std::int64_t id = 0;
  store.transaction([&] {
    QStringList columns = {QStringLiteral("event_id"),  QStringLiteral("changed_at"),
                           QStringLiteral("field"),     QStringLiteral("old_value"),
                           QStringLiteral("new_value"), QStringLiteral("who")};
    QVariantList values = {QVariant::fromValue(store.eventId()),
                           q(entry.at),
                           q(entry.field),
                           q(entry.oldValue),
                           q(entry.newValue),
                           q(entry.who)};
    // The event's chain (log_chains.h): linked here on SQLite, under the write lock this
    // transaction holds; by the table's trigger on PostgreSQL.
    if (store.dialect() == Dialect::SQLite) {
      const NewLink link = linkFor(store, LogChainKind::EventLog, columns, values);
      columns << QStringLiteral("prev_hash") << QStringLiteral("hash");
      values << q(link.prevHash) << q(link.hash);
    }
    QStringList marks;
    for (qsizetype i = 0; i < values.size(); ++i) marks << QStringLiteral("?");
    id = store.insertReturningId(
        QStringLiteral("INSERT INTO event_log (%1) VALUES (%2)")
            .arg(columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))),
        values);
  });
  return id;
}

std::string currentUserName() {
  for (const char* var : {"USER", "USERNAME", "LOGNAME"}) {
    const QString name = qEnvironmentVariable(var).trimmed();
    if (!name.isEmpty()) return name.toStdString();
  }
  return "desk";
}

std::string nowUtcIso() {
  return QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
}

}  // namespace tengen::db
