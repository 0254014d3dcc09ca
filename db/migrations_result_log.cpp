#include "db/migrations_modules.h"

namespace tengen::db {

// The result log (versions 80-89): every correction of an entered result, with the old and new
// result, the reason, who and when. Written in the same transaction as the change; append-only.
// The table's name contains "ledger" on purpose: on PostgreSQL the referee role gets INSERT on
// ledger tables (db/pg_admin.cpp, tengen_attach_policies), and a referee's ruling that changes a
// result writes a row here.
std::vector<Migration> resultLogMigrations() {
  return {
      {80,
       "result log: corrections of entered results",
       {
           R"(CREATE TABLE result_ledger (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL,
                board INTEGER NOT NULL,
                changed_at TEXT NOT NULL,
                old_result TEXT NOT NULL DEFAULT '',
                new_result TEXT NOT NULL DEFAULT '',
                reason TEXT NOT NULL CHECK (reason <> ''),
                who TEXT NOT NULL DEFAULT ''))",
           R"(CREATE INDEX result_ledger_game ON result_ledger(event_id, round, board, id))",
           R"(CREATE TRIGGER result_ledger_no_update BEFORE UPDATE ON result_ledger
              BEGIN SELECT RAISE(ABORT, 'the result log is append-only'); END)",
           R"(CREATE TRIGGER result_ledger_no_delete BEFORE DELETE ON result_ledger
              BEGIN SELECT RAISE(ABORT, 'the result log is append-only'); END)",
       }},
  };
}

}  // namespace tengen::db
