#pragma once
// Notices commits that other processes (`tengen`, another desk, a board clock) make to an SQLite
// event, the SQLite counterpart of ChangeFeed. SQLite sends no notification across processes, so
// this polls `PRAGMA data_version` on the store's own connection: its value changes exactly when
// another connection (another process, or another store on the file in this one) committed since
// the last reading, never for the store's own commits. A reading only looks at the WAL index
// header (no table is read). Inert for PostgreSQL (ChangeFeed is its feed).

#include <QObject>
#include <QTimer>
#include <optional>

namespace tengen::db {

class EventStore;

class SqliteChangeWatch : public QObject {
  Q_OBJECT

 public:
  static constexpr int kDefaultIntervalMs = 300;

  // Starts polling `store` (which must outlive the watch) every `intervalMs`.
  explicit SqliteChangeWatch(EventStore& store, int intervalMs = kDefaultIntervalMs,
                             QObject* parent = nullptr);

  bool active() const { return timer_.isActive(); }  // false on PostgreSQL

  // Reads data_version now; emits `changed` and returns true when another connection committed
  // since the last reading. A reading that fails (file busy) counts as no change.
  bool poll();

 signals:
  void changed();

 private:
  std::optional<qint64> read() const;

  EventStore& store_;
  QTimer timer_;
  std::optional<qint64> last_;
};

}  // namespace tengen::db
