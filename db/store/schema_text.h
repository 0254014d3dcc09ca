#pragma once
// The schema of an event store as one text, for reading the whole schema in one place and for
// the test that keeps db/schema/sqlite.sql and db/schema/postgresql.sql true: a freshly migrated
// database is written out and compared with them (TENGEN_UPDATE_GOLDEN=1 rewrites them).
//
// SQLite: every table, index and trigger as stored in sqlite_master (the statements the
// migrations ran), by table. PostgreSQL: every table of the current schema with its columns
// (type, NOT NULL, default or identity), constraints, indexes, triggers and row-level policies,
// then the functions' signatures; all from the catalogues, in name order, without schema or
// database names, so two databases migrated alike give the same text.

#include <QString>

#include "db/store/event_store.h"

namespace tengen::db {

QString schemaText(EventStore& store);

}  // namespace tengen::db
