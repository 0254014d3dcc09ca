#pragma once
// The event log (table event_log, migration 70): one row per changed setting of the event, with
// when (ISO 8601 UTC), the field, the old and new values as text, and who made the change.
// Append-only: rows are written in the same transaction as the change they record
// (db/service/event_setup.h) and never edited.

#include <cstdint>
#include <string>
#include <vector>

#include "db/store/event_store.h"

namespace tengen::db {

struct EventLogEntry {
  std::int64_t id = 0;
  std::string at;  // ISO 8601 UTC, e.g. 2026-11-29T21:50:00Z
  std::string field;
  std::string oldValue;
  std::string newValue;
  std::string who;
};

// The event's log, oldest first.
std::vector<EventLogEntry> eventLog(const EventStore& store);
// Appends one row (joins the caller's transaction); fills in `at` when empty. Returns the row id.
std::int64_t appendEventLog(EventStore& store, EventLogEntry entry);

// The name written as "who" by default: the OS user (USER, else USERNAME), else "desk".
std::string currentUserName();
// Now as ISO 8601 UTC (seconds).
std::string nowUtcIso();

}  // namespace tengen::db
