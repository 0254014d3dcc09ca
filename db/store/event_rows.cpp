#include "db/store/event_rows.h"

#include <QVariantList>

namespace tengen::db {

QSqlQuery eventRows(const EventStore& store, QString select, std::optional<int> round,
                    std::optional<int> board) {
  QVariantList bindings = {QVariant::fromValue(store.eventId())};
  if (round) {
    select += QStringLiteral(" AND round = ?");
    bindings << *round;
  }
  if (board) {
    select += QStringLiteral(" AND board = ?");
    bindings << *board;
  }
  select += QStringLiteral(" ORDER BY id");
  return store.exec(select, bindings);
}

}  // namespace tengen::db
