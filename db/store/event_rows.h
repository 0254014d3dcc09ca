#pragma once
// The rows of one event's log tables (the referee ledger, the result log), all of them or only
// one round's or one game's, oldest first.

#include <QSqlQuery>
#include <QString>
#include <optional>

#include "db/store/event_store.h"

namespace tengen::db {

// Runs `select` (a "SELECT ... FROM table WHERE event_id = ?", possibly with more conditions that
// bind nothing) for the store's event, narrowed to `round` and `board` when given, ordered by id.
QSqlQuery eventRows(const EventStore& store, QString select, std::optional<int> round,
                    std::optional<int> board);

}  // namespace tengen::db
