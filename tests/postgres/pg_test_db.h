#pragma once
// A fresh PostgreSQL database per test on the private server scripts/test.sh starts
// (TENGEN_TEST_PG), dropped at the end; and a raw connection to it for checks.

#include <doctest/doctest.h>

#include <QSqlDatabase>
#include <QString>
#include <QtGlobal>
#include <string>

namespace tengen::test {

class PgTestDatabase {
 public:
  PgTestDatabase();  // CREATE DATABASE tengen_test_<pid>_<n>
  ~PgTestDatabase();
  PgTestDatabase(const PgTestDatabase&) = delete;
  PgTestDatabase& operator=(const PgTestDatabase&) = delete;

  // postgresql://USER@HOST:PORT/DB, with ?event=KEY when a key is given.
  QString url(const QString& eventKey = {}) const;
  std::string urlStd(const std::string& eventKey = {}) const;
  const QString& name() const { return name_; }
  // A raw Qt connection to the database, as `user` (default: the server's superuser).
  QSqlDatabase connect(const QString& connectionName, const QString& user = {}) const;
  // A server gone away and back, for reconnection tests: with false, new connections to the
  // database are refused and every open one is ended; with true they are accepted again.
  void acceptConnections(bool accept) const;

 private:
  QString name_;
};

// The server's URL (TENGEN_TEST_PG); the test fails when it is not set.
QString testServerUrl();

// For PostgreSQL cases in test binaries that also run without a server (the desk's):
// `TEST_CASE("..." * tengen::test::needsPostgres())` skips the case (doctest's skip; CTest shows
// it as skipped, see tests/CMakeLists.txt) when TENGEN_TEST_PG is not set. scripts/test.sh always
// sets it, so CI runs them (and tests/postgres fails there if the server is missing).
inline doctest::skip needsPostgres() {
  return doctest::skip(qEnvironmentVariableIsEmpty("TENGEN_TEST_PG"));
}

}  // namespace tengen::test
