#include "tests/postgres/pg_test_db.h"

#include <doctest/doctest.h>

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

namespace tengen::test {
namespace {

QSqlDatabase open(const QString& connectionName, const QString& database, const QString& user) {
  const QUrl server(testServerUrl());
  QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
  db.setHostName(server.host());
  db.setPort(server.port(5432));
  db.setUserName(user.isEmpty() ? server.userName() : user);
  db.setDatabaseName(database);
  REQUIRE_MESSAGE(db.open(), db.lastError().text().toStdString());
  return db;
}

void adminExec(const QString& sql) {
  const QString name = QStringLiteral("pg-test-admin");
  {
    QSqlDatabase db = open(name, QUrl(testServerUrl()).path().mid(1), {});
    QSqlQuery q(db);
    REQUIRE_MESSAGE(q.exec(sql), q.lastError().text().toStdString());
  }
  QSqlDatabase::removeDatabase(name);
}

}  // namespace

QString testServerUrl() {
  const QByteArray env = qgetenv("TENGEN_TEST_PG");
  REQUIRE_MESSAGE(!env.isEmpty(),
                  "TENGEN_TEST_PG is not set: run the tests through scripts/test.sh");
  return QString::fromUtf8(env);
}

PgTestDatabase::PgTestDatabase() {
  static QAtomicInteger<int> counter;
  name_ = QStringLiteral("tengen_test_%1_%2")
              .arg(QCoreApplication::applicationPid())
              .arg(counter.fetchAndAddRelaxed(1));
  adminExec(QStringLiteral("DROP DATABASE IF EXISTS %1").arg(name_));
  adminExec(QStringLiteral("CREATE DATABASE %1").arg(name_));
}

PgTestDatabase::~PgTestDatabase() {
  try {
    adminExec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name_));
  } catch (...) {
  }
}

QString PgTestDatabase::url(const QString& eventKey) const {
  QUrl u(testServerUrl());
  u.setPath(QLatin1Char('/') + name_);
  u.setQuery(QString());
  if (!eventKey.isEmpty()) {
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("event"), eventKey);
    u.setQuery(query);
  }
  return u.toString();
}

std::string PgTestDatabase::urlStd(const std::string& eventKey) const {
  return url(QString::fromStdString(eventKey)).toStdString();
}

void PgTestDatabase::acceptConnections(bool accept) const {
  adminExec(QStringLiteral("ALTER DATABASE %1 ALLOW_CONNECTIONS %2")
                .arg(name_, accept ? QStringLiteral("true") : QStringLiteral("false")));
  if (!accept)
    adminExec(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                             "datname = '%1' AND pid <> pg_backend_pid()")
                  .arg(name_));
}

QSqlDatabase PgTestDatabase::connect(const QString& connectionName, const QString& user) const {
  return open(connectionName, name_, user);
}

}  // namespace tengen::test
