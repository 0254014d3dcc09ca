#include "db/store/append_only_triggers.h"
#include "db/store/migrations_modules.h"

namespace tengen::db {

// The event log (versions 70-79): every saved change of the event's settings, who made it and
// when. Written in the same transaction as the change; append-only like the referee ledger.
std::vector<Migration> eventLogMigrations() {
  static const AppendOnlyTriggers appendOnly("event_log", "the event log");
  return {
      {70,
       "event log: changes of the event's settings",
       {
           R"(CREATE TABLE event_log (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL,
                changed_at TEXT NOT NULL,
                field TEXT NOT NULL CHECK (field <> ''),
                old_value TEXT NOT NULL DEFAULT '',
                new_value TEXT NOT NULL DEFAULT '',
                who TEXT NOT NULL DEFAULT ''))",
           R"(CREATE INDEX event_log_event ON event_log(event_id, id))",
           appendOnly.noUpdate(),
           appendOnly.noDelete(),
       }},
  };
}

}  // namespace tengen::db
