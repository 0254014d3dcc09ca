#include <string>

#include "db/store/migrations_modules.h"
#include "db/store/settings_table_sql.h"

namespace tengen::db {

// The reports module's schema steps (versions 40-49).
std::vector<Migration> reportsMigrations() {
  static const std::string settings = settingsTableSql("report_settings");
  return {
      {40,
       "reports: standings settings (scoring convention, tie-break order) per event",
       {
           settings.c_str(),
       }},
  };
}

}  // namespace tengen::db
