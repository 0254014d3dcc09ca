#include "db/migrations_modules.h"

namespace tengen::db {

// Versions 90-99: the one door for every write. 90: a ledger entry records the player it
// concerns by id as well as by seat (colour), so a warning stays with its player.
std::vector<Migration> oneDoorMigrations() {
  return {
      {90,
       "referee ledger: the player an entry concerns, by id",
       {
           // No backfill: the table is append-only (its triggers refuse UPDATE); entries written
           // before keep a NULL id and are judged by their seat, which round edits never moved.
           Sql::perDialect("ALTER TABLE referee_entry ADD COLUMN player_id INTEGER",
                           "ALTER TABLE referee_entry ADD COLUMN IF NOT EXISTS player_id BIGINT"),
       }},
  };
}

}  // namespace tengen::db
