#pragma once
// An event's settings kept as key and value text, one row per key: the pairing's
// (pairing_setting, migration 10) and the reports' (report_settings, migration 40) tables are
// made alike, in the text those steps have always run.

#include <string>
#include <string_view>

namespace tengen::db {

inline std::string settingsTableSql(std::string_view table) {
  return "CREATE TABLE " + std::string(table) + R"( (
                event_id INTEGER NOT NULL REFERENCES event(id),
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                PRIMARY KEY (event_id, key)))";
}

}  // namespace tengen::db
