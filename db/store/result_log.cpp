#include "db/store/result_log.h"

#include <QSqlQuery>

#include "db/store/event_log.h"
#include "db/store/event_rows.h"
#include "db/store/log_chains.h"
#include "db/store/sql_text.h"

namespace tengen::db {

namespace {
using sql_text::q;
using sql_text::s;

QString placeholders(qsizetype n) {
  QString out;
  for (qsizetype i = 0; i < n; ++i) out += i ? QStringLiteral(", ?") : QStringLiteral("?");
  return out;
}
bool blank(const std::string& text) {
  return text.find_first_not_of(" \t\r\n") == std::string::npos;
}
}  // namespace

std::vector<ResultLogEntry> resultLog(const EventStore& store, std::optional<int> round,
                                      std::optional<int> board, bool entries) {
  QString sql = QStringLiteral(
      "SELECT id, round, board, changed_at, old_result, new_result, reason, who, kind FROM "
      "result_ledger WHERE event_id = ?");
  if (!entries) sql += QStringLiteral(" AND kind = 'correction'");
  std::vector<ResultLogEntry> out;
  QSqlQuery query = eventRows(store, sql, round, board);
  while (query.next())
    out.push_back({query.value(0).toLongLong(), query.value(1).toInt(), query.value(2).toInt(),
                   s(query.value(3)), s(query.value(4)), s(query.value(5)), s(query.value(6)),
                   s(query.value(7)),
                   query.value(8).toString() == QLatin1String("entry")
                       ? ResultLogEntry::Kind::Entry
                       : ResultLogEntry::Kind::Correction});
  return out;
}

std::string resultLogUser(const EventStore& store) {
  if (!store.connectedUser().isEmpty()) return store.connectedUser().toStdString();
  return currentUserName();
}

ResultLogRow resultLogRow(const EventStore& store, ResultLogEntry entry) {
  if (entry.kind == ResultLogEntry::Kind::Correction && blank(entry.reason))
    throw ReasonRequired(entry.round, entry.board,
                         entry.oldResult.empty() ? std::string("-") : entry.oldResult);
  if (entry.at.empty()) entry.at = nowUtcIso();
  if (entry.who.empty()) entry.who = resultLogUser(store);
  ResultLogRow row{QStringLiteral("event_id, round, board, changed_at, old_result, new_result, "
                                  "reason, who, kind"),
                   {},
                   {QVariant::fromValue(store.eventId()), entry.round, entry.board, q(entry.at),
                    q(entry.oldResult), q(entry.newResult), q(entry.reason), q(entry.who),
                    entry.kind == ResultLogEntry::Kind::Entry ? QStringLiteral("entry")
                                                              : QStringLiteral("correction")}};
  row.placeholders = placeholders(row.values.size());
  return row;
}

std::int64_t appendResultLog(EventStore& store, ResultLogEntry entry) {
  ResultLogRow row = resultLogRow(store, std::move(entry));
  std::int64_t id = 0;
  store.transaction([&] {
    // The game's chain (log_chains.h): linked here on SQLite, under the write lock this
    // transaction holds; by the table's trigger on PostgreSQL.
    if (store.dialect() == Dialect::SQLite) {
      const NewLink link = linkFor(store, LogChainKind::ResultLog,
                                   row.columns.split(QStringLiteral(", ")), row.values);
      row.columns += QStringLiteral(", prev_hash, hash");
      row.values << q(link.prevHash) << q(link.hash);
      row.placeholders = placeholders(row.values.size());
    }
    id = store.insertReturningId(QStringLiteral("INSERT INTO result_ledger (%1) VALUES (%2)")
                                     .arg(row.columns, row.placeholders),
                                 row.values);
  });
  return id;
}

}  // namespace tengen::db
