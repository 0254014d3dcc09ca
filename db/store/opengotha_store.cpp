#include "db/store/opengotha_store.h"

#include <QSqlQuery>

namespace tengen::db {

reports::OpenGothaKept loadOpenGothaKept(const EventStore& store) {
  QSqlQuery query =
      store.exec(QStringLiteral("SELECT key, value FROM opengotha_kept WHERE event_id = ?"),
                 {QVariant::fromValue(store.eventId())});
  std::vector<std::pair<std::string, std::string>> rows;
  while (query.next())
    rows.emplace_back(query.value(0).toString().toStdString(),
                      query.value(1).toString().toStdString());
  return reports::keptFromRows(rows);
}

void saveOpenGothaKept(EventStore& store, const reports::OpenGothaKept& kept) {
  store.transaction([&] {
    const QVariant id = QVariant::fromValue(store.eventId());
    store.exec(QStringLiteral("DELETE FROM opengotha_kept WHERE event_id = ?"), {id});
    for (const auto& [key, value] : reports::keptRows(kept))
      store.exec(
          QStringLiteral("INSERT INTO opengotha_kept (event_id, key, value) VALUES (?, ?, ?)"),
          {id, QString::fromStdString(key), QString::fromStdString(value)});
  });
}

}  // namespace tengen::db
