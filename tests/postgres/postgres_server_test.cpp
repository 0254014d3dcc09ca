// The test PostgreSQL server is reachable through Qt's QPSQL driver and behaves as a real server:
// transactions roll back whole, and LISTEN/NOTIFY reaches a second connection.
#include <doctest/doctest.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

namespace {

QSqlDatabase connect(const QString& name) {
  const QByteArray env = qgetenv("TENGEN_TEST_PG");
  REQUIRE_MESSAGE(!env.isEmpty(), "TENGEN_TEST_PG is not set: run the tests through scripts/test.sh");
  const QUrl url(QString::fromUtf8(env));
  QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
  db.setHostName(url.host());
  db.setPort(url.port(5432));
  db.setUserName(url.userName());
  db.setDatabaseName(url.path().mid(1));
  REQUIRE_MESSAGE(db.open(), db.lastError().text().toStdString());
  return db;
}

}  // namespace

TEST_CASE("the test PostgreSQL server commits and rolls back transactions") {
  {
    QSqlDatabase db = connect(QStringLiteral("pg-tx"));
    QSqlQuery q(db);
    REQUIRE(q.exec(QStringLiteral("DROP TABLE IF EXISTS smoke")));
    REQUIRE(q.exec(QStringLiteral("CREATE TABLE smoke (id SERIAL PRIMARY KEY, name TEXT NOT NULL)")));
    REQUIRE(db.transaction());
    REQUIRE(q.exec(QStringLiteral("INSERT INTO smoke (name) VALUES ('柯洁')")));
    REQUIRE(db.commit());
    REQUIRE(db.transaction());
    REQUIRE(q.exec(QStringLiteral("INSERT INTO smoke (name) VALUES ('lost')")));
    CHECK_FALSE(q.exec(QStringLiteral("INSERT INTO smoke (name) VALUES (NULL)")));
    REQUIRE(db.rollback());
    REQUIRE(q.exec(QStringLiteral("SELECT name FROM smoke ORDER BY id")));
    REQUIRE(q.next());
    CHECK(q.value(0).toString() == QString::fromUtf8("柯洁"));
    CHECK_FALSE(q.next());
    REQUIRE(q.exec(QStringLiteral("DROP TABLE smoke")));
  }
  QSqlDatabase::removeDatabase(QStringLiteral("pg-tx"));
}

TEST_CASE("LISTEN/NOTIFY reaches a second connection") {
  {
    QSqlDatabase listener = connect(QStringLiteral("pg-listen"));
    QSqlDatabase sender = connect(QStringLiteral("pg-send"));
    REQUIRE(listener.driver()->subscribeToNotification(QStringLiteral("tengen_smoke")));
    QString payload;
    QObject::connect(listener.driver(), &QSqlDriver::notification,
                     [&](const QString&, QSqlDriver::NotificationSource, const QVariant& p) {
                       payload = p.toString();
                     });
    QSqlQuery(sender).exec(QStringLiteral("NOTIFY tengen_smoke, 'round 1 board 3'"));
    QElapsedTimer timer;
    timer.start();
    while (payload.isEmpty() && timer.elapsed() < 5000) QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    CHECK(payload == QStringLiteral("round 1 board 3"));
  }
  QSqlDatabase::removeDatabase(QStringLiteral("pg-listen"));
  QSqlDatabase::removeDatabase(QStringLiteral("pg-send"));
}
