#include "db/service/setup_conflict.h"

#include <map>

namespace tengen::db {

std::vector<SetupDifference> setupDifferences(const EventSetup& stored, const EventSetup& typed,
                                              const std::vector<EventLogEntry>& log) {
  std::map<std::string, std::string> mine;
  for (auto& [field, value] : setupFields(typed)) mine[field] = value;
  std::vector<SetupDifference> out;
  for (const auto& [field, value] : setupFields(stored)) {
    const std::string& typedValue = mine[field];
    if (typedValue == value) continue;
    SetupDifference d{field, value, typedValue, {}, {}};
    for (auto it = log.rbegin(); it != log.rend(); ++it)  // newest first
      if (it->field == field) {
        d.who = it->who;
        d.at = it->at;
        break;
      }
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace tengen::db
