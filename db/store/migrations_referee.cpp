#include "db/store/append_only_triggers.h"
#include "db/store/migrations_modules.h"

namespace tengen::db {

// The referee's ledger (append-only, hash-chained; entries numbered 1.. within each event, so a
// multi-event PostgreSQL database keys them by event and number) and the event's referee edition
// setting.
std::vector<Migration> refereeMigrations() {
  static const AppendOnlyTriggers appendOnly("referee_entry", "the referee ledger");
  return {
      {30,
       "referee ledger and referee edition setting",
       {
           R"(CREATE TABLE referee_entry (
                id INTEGER NOT NULL CHECK (id >= 1),
                event_id INTEGER NOT NULL,
                recorded_at TEXT NOT NULL,
                round INTEGER NOT NULL CHECK (round >= 1),
                board INTEGER NOT NULL CHECK (board >= 1),
                kind TEXT NOT NULL CHECK (kind IN ('infraction', 'correction', 'appeal', 'override')),
                player TEXT NOT NULL DEFAULT '' CHECK (player IN ('black', 'white', '')),
                infraction TEXT NOT NULL DEFAULT '',
                penalty TEXT NOT NULL DEFAULT '',
                sanctions TEXT NOT NULL DEFAULT '',
                edition TEXT NOT NULL CHECK (edition IN ('2002', 'older')),
                target INTEGER,
                ruling TEXT NOT NULL DEFAULT '' CHECK (ruling IN ('', 'reverse', 'amend', 'uphold')),
                result TEXT NOT NULL DEFAULT '',
                referee TEXT NOT NULL CHECK (referee <> ''),
                note TEXT NOT NULL DEFAULT '',
                prev_hash TEXT NOT NULL,
                hash TEXT NOT NULL,
                PRIMARY KEY (event_id, id),
                UNIQUE (event_id, hash),
                FOREIGN KEY (event_id, target) REFERENCES referee_entry(event_id, id)))",
           R"(CREATE INDEX referee_entry_game ON referee_entry(event_id, round, board))",
           // Append-only: the program never updates or deletes an entry; the database refuses to.
           appendOnly.noUpdate(),
           appendOnly.noDelete(),
           R"(CREATE TABLE referee_setting (
                event_id INTEGER PRIMARY KEY,
                edition TEXT NOT NULL DEFAULT '2002' CHECK (edition IN ('2002', 'older'))))",
       }},
  };
}

}  // namespace tengen::db
