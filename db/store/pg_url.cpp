#include "db/store/pg_url.h"

#include <QStringList>
#include <QUrl>
#include <QUrlQuery>
#include <utility>

namespace tengen::db {

bool isPostgresUrl(const QString& text) {
  return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
         text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

std::optional<PgLocation> parsePostgresUrl(const QString& text) {
  if (!isPostgresUrl(text)) return std::nullopt;
  const QUrl url(text, QUrl::StrictMode);
  if (!url.isValid()) return std::nullopt;
  PgLocation loc;
  if (!url.host().isEmpty()) loc.host = url.host();
  loc.port = url.port(5432);
  loc.user = url.userName(QUrl::FullyDecoded);
  loc.password = url.password(QUrl::FullyDecoded);
  loc.database = url.path(QUrl::FullyDecoded).mid(1);
  if (loc.database.isEmpty() || loc.database.contains(QLatin1Char('/'))) return std::nullopt;
  QStringList options;
  for (const auto& [key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
    if (key == QLatin1String("event"))
      loc.eventKey = value;
    else
      options << key + QLatin1Char('=') + value;
  }
  loc.options = options.join(QLatin1Char(';'));
  return loc;
}

QString connectOptionsWithDefaults(const QString& options) {
  static const std::pair<const char*, const char*> kDefaults[] = {
      {"connect_timeout", "5"},     {"keepalives", "1"},       {"keepalives_idle", "10"},
      {"keepalives_interval", "5"}, {"keepalives_count", "3"},
  };
  QStringList parts = options.split(QLatin1Char(';'), Qt::SkipEmptyParts);
  QStringList given;
  for (const QString& part : parts) given << part.section(QLatin1Char('='), 0, 0).trimmed();
  for (const auto& [key, value] : kDefaults)
    if (!given.contains(QLatin1String(key)))  // the URL's own setting wins
      parts << QLatin1String(key) + QLatin1Char('=') + QLatin1String(value);
  return parts.join(QLatin1Char(';'));
}

QString PgLocation::display() const {
  QUrl url;
  url.setScheme(QStringLiteral("postgresql"));
  url.setHost(host);
  url.setPort(port);
  if (!user.isEmpty()) url.setUserName(user);
  url.setPath(QLatin1Char('/') + database);
  if (!eventKey.isEmpty()) {
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("event"), eventKey);
    url.setQuery(query);
  }
  return url.toString();
}

QString PgLocation::urlForEvent(const QString& key) const {
  PgLocation other = *this;
  other.eventKey = key;
  return other.display();
}

QSqlDatabase addPostgresConnection(const PgLocation& loc, const QString& connectionName) {
  QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
  db.setHostName(loc.host);
  db.setPort(loc.port);
  db.setUserName(loc.user);
  db.setPassword(loc.password);
  db.setDatabaseName(loc.database);
  db.setConnectOptions(connectOptionsWithDefaults(loc.options));
  return db;
}

}  // namespace tengen::db
