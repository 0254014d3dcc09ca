#include "db/store/pg_change_feed.h"

#include <QAtomicInteger>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include "db/store/pg_url.h"
#include "db/store/store_error.h"

namespace tengen::db {

std::optional<Change> Change::fromPayload(const QString& json) {
  const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8());
  if (!doc.isObject()) return std::nullopt;
  const QJsonObject o = doc.object();
  Change c;
  c.table = o.value(QLatin1String("table")).toString();
  c.op = o.value(QLatin1String("op")).toString();
  if (c.table.isEmpty()) return std::nullopt;
  auto integer = [&](const char* key) -> std::optional<std::int64_t> {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble()) return std::nullopt;
    return static_cast<std::int64_t>(v.toDouble());
  };
  c.eventId = integer("event_id").value_or(0);
  c.id = integer("id");
  if (auto r = integer("round")) c.round = static_cast<int>(*r);
  if (auto b = integer("board")) c.board = static_cast<int>(*b);
  c.playerId = integer("player_id");
  c.version = integer("version");
  c.committedAt = o.value(QLatin1String("at")).toDouble();
  c.payload = json;
  return c;
}

ChangeFeed::ChangeFeed(const QString& url, std::optional<std::int64_t> eventId, QObject* parent)
    : QObject(parent), eventId_(eventId) {
  static QAtomicInteger<int> counter;
  connectionName_ = QStringLiteral("tengen-feed-%1").arg(counter.fetchAndAddRelaxed(1));
  const auto loc = parsePostgresUrl(url);
  if (!loc) throw StoreError(StoreError::Kind::Invalid, "event: not a PostgreSQL URL");
  db_ = addPostgresConnection(*loc, connectionName_);
  if (!db_.open())
    throw StoreError(StoreError::Kind::Database, db_.lastError().text().toStdString());
  // The event's own channel (schema 53), as far as this user may read it (row-level security:
  // only the events granted to them); without an event, every channel it may read.
  channels_ << QString::fromLatin1(kChannel);
  {
    QSqlQuery q(db_);
    bool read = false;
    if (eventId_) {
      read = q.prepare(QStringLiteral("SELECT channel FROM tengen_feed WHERE event_id = ?"));
      q.addBindValue(QVariant::fromValue(*eventId_));
      read = read && q.exec();
    } else {
      read = q.exec(QStringLiteral("SELECT channel FROM tengen_feed"));
    }
    while (read && q.next()) channels_ << q.value(0).toString();
  }
  for (const QString& channel : channels_)
    if (!db_.driver()->subscribeToNotification(channel))
      throw StoreError(StoreError::Kind::Database, db_.driver()->lastError().text().toStdString());
  connect(db_.driver(), &QSqlDriver::notification, this,
          [this](const QString& name, QSqlDriver::NotificationSource, const QVariant& payload) {
            onNotification(name, payload);
          });
}

ChangeFeed::~ChangeFeed() {
  if (db_.isOpen())
    for (const QString& channel : channels_) db_.driver()->unsubscribeFromNotification(channel);
  db_.close();
  db_ = QSqlDatabase();
  QSqlDatabase::removeDatabase(connectionName_);
}

bool ChangeFeed::alive() {
  if (!db_.isOpen()) return false;
  QSqlQuery ping(db_);
  return ping.exec(QStringLiteral("SELECT 1"));
}

void ChangeFeed::onNotification(const QString& name, const QVariant& payload) {
  if (!channels_.contains(name)) return;
  auto change = Change::fromPayload(payload.toString());
  if (!change) return;
  if (eventId_ && change->eventId != 0 && change->eventId != *eventId_) return;
  emit changed(*change);
}

}  // namespace tengen::db
