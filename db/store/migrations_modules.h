#pragma once
// Each module's schema steps, kept in that module's own file so modules never edit each other's.
// Version ranges: 1-9 foundation, 10-19 pairing, 20-29 clock, 30-39 referee, 40-49 reports,
// 50-59 multi-desk (PostgreSQL), 60-69 counting, 70-79 event log, 80-89 result log,
// 90-99 one door (services), 100-109 security (roles you can trust),
// 110-119 clock again (voice language), 120-129 OpenGotha's kept parameters
// (migrations_opengotha.cpp), 130-139 tamper evidence (migrations_chains.cpp), 140-149 the fast
// write path (migrations_one_door.cpp), 150-159 komi in half points (migrations_komi.cpp),
// 160-169 the fast write path again (migrations_one_door.cpp). Versions
// only grow; a file's steps never change once landed.

#include <vector>

#include "db/store/migrations.h"

namespace tengen::db {

std::vector<Migration> pairingMigrations();
std::vector<Migration> clockMigrations();
std::vector<Migration> refereeMigrations();
std::vector<Migration> reportsMigrations();
std::vector<Migration> multiDeskMigrations();
std::vector<Migration> countingMigrations();
std::vector<Migration> eventLogMigrations();
std::vector<Migration> resultLogMigrations();
std::vector<Migration> oneDoorMigrations();
std::vector<Migration> securityMigrations();
std::vector<Migration> openGothaMigrations();
std::vector<Migration> chainMigrations();
std::vector<Migration> komiMigrations();

class EventStore;
// The steps that need code, not only SQL (a back-fill that computes hashes): run after the
// statements of step `version`, in the same transaction.
void runMigrationCode(int version, EventStore& store);
// Step 150's rows: komi (points) into komi_half (half points), then the old columns dropped.
void convertKomiToHalfPoints(EventStore& store);

}  // namespace tengen::db
