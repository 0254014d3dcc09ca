#include "tests/postgres/pg_granted_users.h"

#include <doctest/doctest.h>

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

#include "db/store/event_store.h"

namespace tengen::test {

RunResult runOk(const std::vector<std::string>& args) {
  auto r = runTengen(args);
  INFO("tengen ", args.front(), " ", (args.size() > 1 ? args[1] : ""), ": ", r.err);
  REQUIRE(r.exitCode == 0);
  return r;
}

std::vector<SqlOutcome> runAllAs(const PgTestDatabase& pg, const QString& user,
                                 const QStringList& statements) {
  const QString name = QStringLiteral("granted-as-") + user;
  std::vector<SqlOutcome> out;
  {
    QSqlDatabase db = pg.connect(name, user);
    for (const QString& sql : statements) {
      QSqlQuery q(db);
      SqlOutcome o;
      o.done = q.exec(sql);
      o.rows =
          o.done ? (q.isSelect() ? (q.next() ? q.value(0).toInt() : 0) : q.numRowsAffected()) : -1;
      o.error = q.lastError().text();
      out.push_back(o);
    }
  }
  QSqlDatabase::removeDatabase(name);
  return out;
}

SqlOutcome runAs(const PgTestDatabase& pg, const QString& user, const QString& sql) {
  SqlOutcome o = runAllAs(pg, user, {sql}).front();
  MESSAGE(user.toStdString(), ": ", sql.toStdString(), " -> ",
          o.done ? "rows " + std::to_string(o.rows) : o.error.toStdString());
  return o;
}

QString ownerValue(const PgTestDatabase& pg, const QString& sql) {
  const QString name = QStringLiteral("granted-owner");
  QString value;
  {
    QSqlDatabase db = pg.connect(name);
    QSqlQuery q(db);
    REQUIRE_MESSAGE(q.exec(sql), q.lastError().text().toStdString());
    if (q.next()) value = q.value(0).toString();
  }
  QSqlDatabase::removeDatabase(name);
  return value;
}

TwoEvents twoEvents(const PgTestDatabase& pg) {
  TwoEvents t{pg.urlStd("a"), pg.urlStd("b"), {}, {}};
  for (const std::string& url : {t.a, t.b}) {
    runOk({"new", url, "--name", "Event", "--rounds", "2"});
    for (const char* name : {"Ke", "Shin", "Iyama", "Park"})
      runOk({"player", "add", url, "--name", name, "--rank", "5d"});
    runOk({"pair", url});
  }
  t.idA = QString::number(db::EventStore::open(QString::fromStdString(t.a))->eventId());
  t.idB = QString::number(db::EventStore::open(QString::fromStdString(t.b))->eventId());
  return t;
}

std::string asUser(const std::string& url, const char* user) {
  QUrl u(QString::fromStdString(url));
  u.setUserName(QString::fromLatin1(user));
  return u.toString().toStdString();
}

}  // namespace tengen::test
