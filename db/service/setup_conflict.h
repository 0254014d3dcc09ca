#pragma once
// An event-settings save refused because another desk saved the settings since this one loaded
// them (StaleVersion): the fields where the stored and the typed settings differ, each with who
// stored its value and when (from the event log). No widgets here: the Event tab asks.

#include <string>
#include <vector>

#include "db/service/event_setup.h"
#include "db/store/event_log.h"

namespace tengen::db {

struct SetupDifference {
  std::string field;   // as in setupFields (name, komi, tiebreaks, pairing.<key>...)
  std::string stored;  // the value stored now
  std::string typed;   // the value in the form
  std::string who;     // who stored it and when: the last log row for the field (empty if none)
  std::string at;
};

std::vector<SetupDifference> setupDifferences(const EventSetup& stored, const EventSetup& typed,
                                              const std::vector<EventLogEntry>& log);

}  // namespace tengen::db
