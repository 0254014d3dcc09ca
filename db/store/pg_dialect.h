#pragma once
// SQL text per backend: migrations are written in SQLite's dialect and translated here for
// PostgreSQL (see db/store/migrations.h for what is translated and how to give per-dialect text).

#include <QString>
#include <QStringList>

#include "db/store/migrations.h"

namespace tengen::db {

// The statements to run for `sql` on `dialect` (none, one, or several for a translated trigger).
// Throws StoreError(Database) for SQLite text that has no PostgreSQL translation.
QStringList statementsFor(const Sql& sql, Dialect dialect);

// SQLite text translated for PostgreSQL (exposed for tests).
QStringList translateToPostgres(const QString& sqliteText);

}  // namespace tengen::db
