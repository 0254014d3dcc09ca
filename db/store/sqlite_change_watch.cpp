#include "db/store/sqlite_change_watch.h"

#include <QSqlQuery>
#include <QVariant>

#include "db/store/event_store.h"

namespace tengen::db {

SqliteChangeWatch::SqliteChangeWatch(EventStore& store, int intervalMs, QObject* parent)
    : QObject(parent), store_(store) {
  if (store_.dialect() != Dialect::SQLite) return;
  last_ = read();
  timer_.setInterval(intervalMs);
  connect(&timer_, &QTimer::timeout, this, &SqliteChangeWatch::poll);
  timer_.start();
}

std::optional<qint64> SqliteChangeWatch::read() const {
  // The query ends with this function, and with it the read transaction it opened: a statement
  // left open would pin this connection's snapshot and the value would never change.
  QSqlQuery query(store_.database());
  if (!query.exec(QStringLiteral("PRAGMA data_version")) || !query.next()) return std::nullopt;
  return query.value(0).toLongLong();
}

bool SqliteChangeWatch::poll() {
  if (store_.dialect() != Dialect::SQLite) return false;
  const std::optional<qint64> now = read();
  if (!now) return false;
  const bool moved = last_ && *now != *last_;
  last_ = now;
  if (moved) emit changed();
  return moved;
}

}  // namespace tengen::db
