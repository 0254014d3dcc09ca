#pragma once
// Numbered schema migrations. Each step runs inside the same transaction as the version bump, so
// a file is either fully at version N or untouched. Never edit a released step: add a new one.
//
// A statement is written once in SQLite's dialect and runs on both backends: on PostgreSQL it is
// translated (db/store/pg_dialect.h: INTEGER -> BIGINT, INTEGER PRIMARY KEY AUTOINCREMENT ->
// identity, REAL -> DOUBLE PRECISION, BLOB -> BYTEA, a `BEFORE UPDATE|DELETE ... RAISE(ABORT,
// 'why')` trigger -> a PL/pgSQL trigger). Where that is not enough, give each dialect its own text:
//   Sql::sqliteOnly("PRAGMA ..."), Sql::postgresOnly("CREATE FUNCTION ..."),
//   Sql::perDialect("sqlite text", "postgresql text").

#include <vector>

namespace tengen::db {

enum class Dialect { SQLite, PostgreSQL };

struct Sql {
  // The same statement for both backends (translated for PostgreSQL).
  Sql(const char* both) : sqlite(both), postgres(both), translate(true) {}  // NOLINT: implicit

  static Sql sqliteOnly(const char* text) { return Sql(text, nullptr); }
  static Sql postgresOnly(const char* text) { return Sql(nullptr, text); }
  static Sql perDialect(const char* sqliteText, const char* postgresText) {
    return Sql(sqliteText, postgresText);
  }

  const char* sqlite;    // nullptr: nothing to run on SQLite
  const char* postgres;  // nullptr: nothing to run on PostgreSQL
  bool translate;        // postgres text is SQLite's and needs translating

 private:
  Sql(const char* s, const char* p) : sqlite(s), postgres(p), translate(false) {}
};

struct Migration {
  int version;  // the schema version after this step
  const char* description;
  std::vector<Sql> statements;
};

// Every step, in order. The current schema version is migrations().back().version.
const std::vector<Migration>& migrations();
int currentSchemaVersion();

}  // namespace tengen::db
