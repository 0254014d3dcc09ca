#include <string>
#include <string_view>

#include "db/store/append_only_triggers.h"
#include "db/store/migrations_modules.h"
#include "db/store/sql_layout.h"

namespace tengen::db {
namespace {

// CREATE TABLE `table` with the columns both steps give the result log, up to new_result, then
// `rest` (reason and after: step 81 no longer needs a reason for a first entry).
std::string resultLedgerTableSql(std::string_view table, std::string_view rest) {
  return "CREATE TABLE " + std::string(table) + R"( (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL,
                board INTEGER NOT NULL,
                changed_at TEXT NOT NULL,
                old_result TEXT NOT NULL DEFAULT '',
                new_result TEXT NOT NULL DEFAULT '',
)" + indentedSql(rest, 16);
}

}  // namespace

// The result log (versions 80-89): every correction of an entered result, with the old and new
// result, the reason, who and when; from 81 also every first entry (who entered it, when). Written
// in the same transaction as the change; append-only. The table's name contains "ledger" on
// purpose: on PostgreSQL the referee role gets INSERT on ledger tables (db/service/pg_admin.cpp,
// tengen_attach_policies), and a referee's ruling that changes a result writes a row here.
std::vector<Migration> resultLogMigrations() {
  static const AppendOnlyTriggers appendOnly("result_ledger", "the result log");
  static const std::string table80 =
      resultLedgerTableSql("result_ledger", R"(reason TEXT NOT NULL CHECK (reason <> ''),
who TEXT NOT NULL DEFAULT ''))");
  // 81 rebuilds the table (SQLite) under a new name, then renames it.
  static const std::string table81 =
      resultLedgerTableSql("result_ledger_81", R"(reason TEXT NOT NULL DEFAULT '',
who TEXT NOT NULL DEFAULT '',
kind TEXT NOT NULL DEFAULT 'correction' CHECK (kind IN ('entry', 'correction')),
CHECK (kind = 'entry' OR reason <> '')))");
  return {
      {80,
       "result log: corrections of entered results",
       {
           table80.c_str(),
           R"(CREATE INDEX result_ledger_game ON result_ledger(event_id, round, board, id))",
           appendOnly.noUpdate(),
           appendOnly.noDelete(),
       }},
      // Who entered each result and when: a first entry is logged too (kind 'entry', no reason
      // needed); corrections keep needing one. SQLite cannot change a CHECK in place: the table
      // is rebuilt (rows and ids kept); PostgreSQL alters it (its triggers and policies stay).
      {81,
       "result log: first entries too (who entered a result, when)",
       {
           Sql::sqliteOnly(table81.c_str()),
           Sql::sqliteOnly(R"(INSERT INTO result_ledger_81 (id, event_id, round, board, changed_at,
                old_result, new_result, reason, who)
              SELECT id, event_id, round, board, changed_at, old_result, new_result, reason, who
              FROM result_ledger)"),
           Sql::sqliteOnly("DROP TABLE result_ledger"),
           Sql::sqliteOnly("ALTER TABLE result_ledger_81 RENAME TO result_ledger"),
           Sql::sqliteOnly(
               "CREATE INDEX result_ledger_game ON result_ledger(event_id, round, board, id)"),
           Sql::sqliteOnly(appendOnly.noUpdate()),
           Sql::sqliteOnly(appendOnly.noDelete()),
           Sql::postgresOnly(
               "ALTER TABLE result_ledger DROP CONSTRAINT IF EXISTS result_ledger_reason_check"),
           Sql::postgresOnly("ALTER TABLE result_ledger ALTER COLUMN reason SET DEFAULT ''"),
           Sql::postgresOnly(
               "ALTER TABLE result_ledger ADD COLUMN kind TEXT NOT NULL DEFAULT 'correction' "
               "CHECK (kind IN ('entry', 'correction'))"),
           Sql::postgresOnly("ALTER TABLE result_ledger ADD CONSTRAINT result_ledger_reason "
                             "CHECK (kind = 'entry' OR reason <> '')"),
       }},
  };
}

}  // namespace tengen::db
