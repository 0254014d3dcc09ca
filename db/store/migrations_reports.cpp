#include "db/store/migrations_modules.h"

namespace tengen::db {

// The reports module's schema steps (versions 40-49).
std::vector<Migration> reportsMigrations() {
  return {
      {40,
       "reports: standings settings (scoring convention, tie-break order) per event",
       {
           R"(CREATE TABLE report_settings (
                event_id INTEGER NOT NULL REFERENCES event(id),
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                PRIMARY KEY (event_id, key)))",
       }},
  };
}

}  // namespace tengen::db
