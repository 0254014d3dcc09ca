#pragma once
// Numbered schema migrations. Each step runs inside the same transaction as the version bump, so
// a file is either fully at version N or untouched. Never edit a released step: add a new one.

#include <vector>

namespace tengen::db {

struct Migration {
  int version;                      // the schema version after this step
  const char* description;
  std::vector<const char*> statements;
};

// Every step, in order. The current schema version is migrations().back().version.
const std::vector<Migration>& migrations();
int currentSchemaVersion();

}  // namespace tengen::db
