#include "db/store/migrations.h"

#include <algorithm>

#include "db/store/migrations_modules.h"

namespace tengen::db {

namespace {

std::vector<Migration> foundationMigrations() {
  return {
      {1,
       "event, players, rounds, games, byes",
       {
           R"(CREATE TABLE tengen_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL))",
           R"(CREATE TABLE event (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                start_date TEXT, end_date TEXT,
                venue TEXT NOT NULL DEFAULT '', organiser TEXT NOT NULL DEFAULT '',
                chief_referee TEXT NOT NULL DEFAULT '',
                system TEXT NOT NULL, rounds INTEGER NOT NULL CHECK (rounds BETWEEN 1 AND 99),
                rules TEXT NOT NULL,
                board_size INTEGER NOT NULL CHECK (board_size BETWEEN 2 AND 25),
                komi REAL NOT NULL, time_control TEXT NOT NULL DEFAULT '',
                scoring TEXT NOT NULL,
                version INTEGER NOT NULL DEFAULT 1))",
           R"(CREATE TABLE player (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL REFERENCES event(id),
                name TEXT NOT NULL CHECK (name <> ''),
                latin_name TEXT NOT NULL DEFAULT '',
                rank TEXT NOT NULL,
                rating INTEGER,
                club TEXT NOT NULL DEFAULT '', country TEXT NOT NULL DEFAULT '',
                born TEXT, egd_pin TEXT NOT NULL DEFAULT '',
                status TEXT NOT NULL DEFAULT 'registered',
                version INTEGER NOT NULL DEFAULT 1))",
           R"(CREATE INDEX player_event ON player(event_id))",
           R"(CREATE TABLE player_absence (
                player_id INTEGER NOT NULL REFERENCES player(id),
                round INTEGER NOT NULL CHECK (round >= 1),
                PRIMARY KEY (player_id, round)))",
           R"(CREATE TABLE round (
                event_id INTEGER NOT NULL REFERENCES event(id),
                number INTEGER NOT NULL CHECK (number >= 1),
                seed TEXT NOT NULL,
                start_time TEXT,
                PRIMARY KEY (event_id, number)))",
           R"(CREATE TABLE game (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL,
                board INTEGER NOT NULL CHECK (board >= 1),
                black INTEGER NOT NULL REFERENCES player(id),
                white INTEGER NOT NULL REFERENCES player(id),
                handicap INTEGER NOT NULL DEFAULT 0,
                komi REAL NOT NULL,
                colours TEXT NOT NULL,
                result TEXT,
                by_referee INTEGER NOT NULL DEFAULT 0,
                ledger_entry INTEGER,
                version INTEGER NOT NULL DEFAULT 1,
                UNIQUE (event_id, round, board),
                CHECK (black <> white),
                FOREIGN KEY (event_id, round) REFERENCES round(event_id, number)))",
           R"(CREATE TABLE bye (
                event_id INTEGER NOT NULL,
                round INTEGER NOT NULL,
                player_id INTEGER NOT NULL REFERENCES player(id),
                PRIMARY KEY (event_id, round, player_id),
                FOREIGN KEY (event_id, round) REFERENCES round(event_id, number)))",
       }},
  };
}

}  // namespace

const std::vector<Migration>& migrations() {
  static const std::vector<Migration> kAll = [] {
    std::vector<Migration> all = foundationMigrations();
    for (auto part :
         {pairingMigrations(), clockMigrations(), refereeMigrations(), reportsMigrations(),
          multiDeskMigrations(), countingMigrations(), eventLogMigrations(), resultLogMigrations(),
          oneDoorMigrations(), securityMigrations(), openGothaMigrations(), chainMigrations(),
          komiMigrations()})
      all.insert(all.end(), part.begin(), part.end());
    std::stable_sort(all.begin(), all.end(),
                     [](const Migration& a, const Migration& b) { return a.version < b.version; });
    return all;
  }();
  return kAll;
}

int currentSchemaVersion() {
  return migrations().back().version;
}

}  // namespace tengen::db
