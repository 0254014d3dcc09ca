#pragma once
// The live change feed of a PostgreSQL event: every committed row change in the database sends a
// notification on its event's own channel (triggers from the multi-desk migrations; the channel
// names are in tengen_feed, which a user reads only for the events granted to them; rows of no
// event, and databases before schema 53, use 'tengen_changes'); a ChangeFeed listens on its own
// connection and emits `changed` for the rows of its event. No polling: Qt's
// QPSQL driver delivers the notification through the event loop.

#include <QObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

namespace tengen::db {

struct Change {
  QString table;             // "game", "player", "round", "event", "referee_entry", ...
  QString op;                // "insert", "update", "delete"
  std::int64_t eventId = 0;  // 0 when the table has no event_id (e.g. player_absence)
  std::optional<std::int64_t> id;
  std::optional<int> round;
  std::optional<int> board;
  std::optional<std::int64_t> playerId;
  std::optional<std::int64_t> version;
  double committedAt = 0;  // server clock (epoch seconds) when the row changed
  QString payload;         // the notification as received (JSON)

  static std::optional<Change> fromPayload(const QString& json);
};

class ChangeFeed : public QObject {
  Q_OBJECT

 public:
  // Listens on the database of `url` (a postgresql:// event URL). With `eventId` set, on that
  // event's channel only (and 'tengen_changes'), and only that event's changes (and changes of
  // rows that carry no event id) are emitted; without, on every event channel the user may read.
  // Throws StoreError.
  explicit ChangeFeed(const QString& url, std::optional<std::int64_t> eventId = std::nullopt,
                      QObject* parent = nullptr);
  ~ChangeFeed() override;

  static constexpr const char* kChannel = "tengen_changes";

  // Whether the feed's connection still answers (a dropped connection delivers nothing and says
  // nothing: a front end asks now and then and makes a new feed when it is lost).
  bool alive();

 signals:
  void changed(const tengen::db::Change& change);

 private:
  void onNotification(const QString& name, const QVariant& payload);

  QString connectionName_;
  QSqlDatabase db_;
  QStringList channels_;  // listened on
  std::optional<std::int64_t> eventId_;
};

}  // namespace tengen::db
