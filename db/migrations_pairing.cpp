#include "db/migrations_modules.h"

namespace tengen::db {

// No schema steps of this module yet.
std::vector<Migration> pairingMigrations() { return {}; }

}  // namespace tengen::db
