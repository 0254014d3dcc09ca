#include "db/migrations_modules.h"

namespace tengen::db {

// No schema steps of this module yet.
std::vector<Migration> multiDeskMigrations() { return {}; }

}  // namespace tengen::db
