#pragma once
// The two SQLite triggers that make a table append-only: UPDATE and DELETE refused with the
// table's own message (on PostgreSQL each becomes a PL/pgSQL trigger, db/store/pg_dialect.h). The
// text is the one the migrations that add such tables (20, 30, 70, 80, 81) have always run,
// written once here. Made once, in a static, by the migration that uses it: Sql keeps pointers.

#include <string>
#include <string_view>

namespace tengen::db {

class AppendOnlyTriggers {
 public:
  // `table` is refused with "`subject` is append-only" ("the event log").
  AppendOnlyTriggers(std::string_view table, std::string_view subject);

  const char* noUpdate() const { return noUpdate_.c_str(); }
  const char* noDelete() const { return noDelete_.c_str(); }

 private:
  std::string noUpdate_;
  std::string noDelete_;
};

}  // namespace tengen::db
