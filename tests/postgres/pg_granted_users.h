#pragma once
// What the role and security cases share: statements run AS a granted database user with plain
// SQL (not through Tengen), values read as the server's superuser, and two events in one
// database to grant on.

#include <QString>
#include <QStringList>
#include <string>
#include <vector>

#include "tests/postgres/pg_test_db.h"
#include "tests/support/run_tengen.h"

namespace tengen::test {

// Runs tengen and requires it to succeed (its stderr in the failure).
RunResult runOk(const std::vector<std::string>& args);

// What one statement did when run as a user: rows affected (a SELECT: its first value), or the
// database's refusal.
struct SqlOutcome {
  bool done = false;
  int rows = -1;
  QString error;
};

// Statements on one connection as `user` (temporary tables live per session; empty user: the
// server's superuser).
std::vector<SqlOutcome> runAllAs(const PgTestDatabase& pg, const QString& user,
                                 const QStringList& statements);
// One statement as `user`, logged with its outcome.
SqlOutcome runAs(const PgTestDatabase& pg, const QString& user, const QString& sql);
// A value read as the server's superuser (not subject to the policies).
QString ownerValue(const PgTestDatabase& pg, const QString& sql);

struct TwoEvents {
  std::string a, b;
  QString idA, idB;
};
// Events a and b in one database, each with round 1 paired on two boards.
TwoEvents twoEvents(const PgTestDatabase& pg);

// The event's URL with another user name.
std::string asUser(const std::string& url, const char* user);

}  // namespace tengen::test
