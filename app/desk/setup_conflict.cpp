#include "app/desk/setup_conflict.h"

#include <map>

namespace tengen::desk {

std::vector<SetupDifference> setupDifferences(const db::EventSetup& stored,
                                              const db::EventSetup& typed,
                                              const std::vector<db::EventLogEntry>& log) {
  std::map<std::string, std::string> mine;
  for (auto& [field, value] : db::setupFields(typed)) mine[field] = value;
  std::vector<SetupDifference> out;
  for (const auto& [field, value] : db::setupFields(stored)) {
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

}  // namespace tengen::desk
