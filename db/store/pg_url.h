#pragma once
// Where a PostgreSQL event lives: postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE?event=NAME
// (also postgres://). One database may hold many events; `event` names one of them (its key).
// Without `event`, opening takes the database's only event and creating uses the key "main".

#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace tengen::db {

struct PgLocation {
  QString host = QStringLiteral("localhost");
  int port = 5432;
  QString user;
  QString password;
  QString database;
  QString eventKey;  // empty: not given
  QString options;   // other URL query items, as libpq connect options (e.g. sslmode=require)

  // The URL again, without the password (for messages).
  QString display() const;
  // The same server and database with another event key.
  QString urlForEvent(const QString& key) const;
};

// True when `text` names a PostgreSQL event rather than an SQLite file.
bool isPostgresUrl(const QString& text);
// Parses a PostgreSQL URL; nullopt when it is not one or is malformed (no database).
std::optional<PgLocation> parsePostgresUrl(const QString& text);

// The libpq connect options for `options` (as in PgLocation::options, `key=value;...`) with the
// desk's defaults added for the keys the URL does not set: connect_timeout=5 and TCP keepalives
// (keepalives=1, idle 10 s, interval 5 s, count 3). Without them an unreachable host or a dead
// link freezes a desk for minutes (the kernel's TCP timeouts) instead of seconds.
QString connectOptionsWithDefaults(const QString& options);

// A new (not yet open) QPSQL connection named `connectionName` to `loc`'s server and database,
// with the connect options above.
QSqlDatabase addPostgresConnection(const PgLocation& loc, const QString& connectionName);

}  // namespace tengen::db
