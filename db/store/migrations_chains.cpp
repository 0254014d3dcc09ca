#include <string>

#include "db/store/access_rights.h"
#include "db/store/log_chains.h"
#include "db/store/migrations_modules.h"

namespace tengen::db {

namespace {
// The columns are added by runMigrationCode(130) (unless there already), then the triggers.
std::vector<Sql> chainStatements() {
  std::vector<Sql> out;
  for (const std::string& sql : chainTriggersSql()) out.push_back(Sql::postgresOnly(sql.c_str()));
  return out;
}
}  // namespace

// Versions 130-139: tamper evidence.
// 130: the result log (per game), the clock journal (per clock) and the event log (per event) are
// hash-chained like the referee's ledger (db/store/log_chains.h): prev_hash and hash on every
// row, filled by the writers on SQLite and by a BEFORE INSERT trigger on PostgreSQL; the rows
// stored before are linked by runMigrationCode(130).
// 131: seals (db/service/chain_seal.h): an Ed25519 signature over every chain's count and head,
// with the public key that verifies it; append-only, declared in access_rights.h.
std::vector<Migration> chainMigrations() {
  static const std::string rights = rightsFunctionSql();
  return {
      {130, "hash chains on the result log, clock journal and event log", chainStatements()},
      {131,
       "seals: signed chain heads",
       {
           // IF NOT EXISTS: a database put back to an older version by hand keeps the table.
           R"(CREATE TABLE IF NOT EXISTS chain_seal (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                event_id INTEGER NOT NULL REFERENCES event(id),
                sealed_at TEXT NOT NULL,
                who TEXT NOT NULL DEFAULT '',
                public_key TEXT NOT NULL,
                heads TEXT NOT NULL,
                signature TEXT NOT NULL))",
           R"(CREATE INDEX IF NOT EXISTS chain_seal_event ON chain_seal(event_id, id))",
           // SQLite's append-only triggers; PostgreSQL's (tengen_append_only) follow the
           // declaration in access_rights.cpp.
           Sql::sqliteOnly(R"(CREATE TRIGGER IF NOT EXISTS chain_seal_no_update BEFORE UPDATE
              ON chain_seal BEGIN SELECT RAISE(ABORT, 'the seals are append-only'); END)"),
           Sql::sqliteOnly(R"(CREATE TRIGGER IF NOT EXISTS chain_seal_no_delete BEFORE DELETE
              ON chain_seal BEGIN SELECT RAISE(ABORT, 'the seals are append-only'); END)"),
           Sql::postgresOnly(rights.c_str()),
       }},
  };
}

void runMigrationCode(int version, EventStore& store) {
  if (version == 130) backfillLogChains(store);
  if (version == 150) convertKomiToHalfPoints(store);
}

}  // namespace tengen::db
