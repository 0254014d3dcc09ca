#include <string>

#include "db/store/migrations_modules.h"
#include "db/store/settings_table_sql.h"

namespace tengen::db {

// The draw's settings beyond the event row, and nigiri recorded at the board.
std::vector<Migration> pairingMigrations() {
  static const std::string settings = settingsTableSql("pairing_setting");
  return {
      {10,
       "pairing settings, forbidden and fixed pairs, fixed tables, MMS corrections, nigiri",
       {
           settings.c_str(),
           R"(CREATE TABLE pairing_forbidden (
                event_id INTEGER NOT NULL REFERENCES event(id),
                player_a INTEGER NOT NULL REFERENCES player(id),
                player_b INTEGER NOT NULL REFERENCES player(id),
                PRIMARY KEY (event_id, player_a, player_b),
                CHECK (player_a <> player_b)))",
           R"(CREATE TABLE pairing_fixed_pair (
                event_id INTEGER NOT NULL REFERENCES event(id),
                round INTEGER NOT NULL CHECK (round >= 1),
                player_a INTEGER NOT NULL REFERENCES player(id),
                player_b INTEGER NOT NULL REFERENCES player(id),
                PRIMARY KEY (event_id, round, player_a),
                CHECK (player_a <> player_b)))",
           R"(CREATE TABLE pairing_fixed_table (
                event_id INTEGER NOT NULL REFERENCES event(id),
                player_id INTEGER NOT NULL REFERENCES player(id),
                board INTEGER NOT NULL CHECK (board >= 1),
                PRIMARY KEY (event_id, player_id)))",
           R"(CREATE TABLE pairing_mms_correction (
                event_id INTEGER NOT NULL REFERENCES event(id),
                player_id INTEGER NOT NULL REFERENCES player(id),
                points INTEGER NOT NULL,
                PRIMARY KEY (event_id, player_id)))",
           R"(CREATE TABLE nigiri (
                event_id INTEGER NOT NULL REFERENCES event(id),
                round INTEGER NOT NULL,
                board INTEGER NOT NULL,
                holder INTEGER NOT NULL REFERENCES player(id),
                guess TEXT NOT NULL CHECK (guess IN ('odd', 'even')),
                stones INTEGER NOT NULL CHECK (stones >= 1),
                PRIMARY KEY (event_id, round, board)))",
       }},
  };
}

}  // namespace tengen::db
