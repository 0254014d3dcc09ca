#include "db/store/migrations_modules.h"

namespace tengen::db {

// OpenGotha's parameters kept per event (versions 120-129): what an imported file held beyond
// Tengen's fields, as key/value rows (reports/opengotha_kept.h names the keys), so that the
// export writes it back. IF NOT EXISTS: a database set back to an older version (as the upgrade
// tests do) may still hold the table.
std::vector<Migration> openGothaMigrations() {
  return {
      {120,
       "opengotha: the parameter sets, player and game attributes an imported file held",
       {
           R"(CREATE TABLE IF NOT EXISTS opengotha_kept (
                event_id INTEGER NOT NULL REFERENCES event(id),
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                PRIMARY KEY (event_id, key)))",
       }},
  };
}

}  // namespace tengen::db
