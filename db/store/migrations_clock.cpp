#include <string>

#include "db/store/access_rights.h"
#include "db/store/append_only_triggers.h"
#include "db/store/migrations_modules.h"

namespace tengen::db {

// The board clocks: each clock's settings and its append-only event journal (one row per event,
// with the engine's monotonic instant and the wall time in UTC). clock_event repeats the event,
// round and board of its clock so the multi-desk change feed names the board whose clock moved.
std::vector<Migration> clockMigrations() {
  static const AppendOnlyTriggers appendOnly("clock_event", "the clock journal");
  static const std::string rights = rightsFunctionSql();
  return {
      {20,
       "board clocks and their event journal",
       {
           R"(CREATE TABLE clock_game (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL CHECK (round >= 1),
                board INTEGER NOT NULL CHECK (board >= 1),
                black_settings TEXT NOT NULL,
                white_settings TEXT NOT NULL,
                late_limit_ms INTEGER,
                created_utc TEXT NOT NULL,
                UNIQUE (event_id, round, board)))",
           R"(CREATE TABLE clock_event (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                clock_id INTEGER NOT NULL REFERENCES clock_game(id),
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL,
                board INTEGER NOT NULL,
                seq INTEGER NOT NULL CHECK (seq >= 1),
                kind TEXT NOT NULL,
                at_ms INTEGER NOT NULL,
                utc TEXT NOT NULL,
                player TEXT NOT NULL CHECK (player IN ('black', 'white')),
                amount_ms INTEGER NOT NULL DEFAULT 0,
                count_value INTEGER NOT NULL DEFAULT 0,
                UNIQUE (clock_id, seq)))",
           appendOnly.noUpdate(),
           appendOnly.noDelete(),
       }},
      // 110: the language each board clock speaks its calls in (not the desk's): the event's
      // default, and a board's own choice over it. PostgreSQL: the declared rights function is
      // made again so that the new tables get their policies (tengen_attach_policies runs after
      // the upgrade). IF NOT EXISTS: an older schema version written over a newer database
      // (a restore, the upgrade tests) runs the step again.
      {110,
       "the board clocks' voice language: event default and per board",
       {
           R"(CREATE TABLE IF NOT EXISTS clock_voice_default (
                event_id INTEGER PRIMARY KEY,
                lang TEXT NOT NULL CHECK (lang IN ('zh', 'en'))))",
           R"(CREATE TABLE IF NOT EXISTS clock_voice (
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL CHECK (round >= 1),
                board INTEGER NOT NULL CHECK (board >= 1),
                lang TEXT NOT NULL CHECK (lang IN ('zh', 'en')),
                PRIMARY KEY (event_id, round, board)))",
           Sql::postgresOnly(rights.c_str()),
       }},
  };
}

}  // namespace tengen::db
