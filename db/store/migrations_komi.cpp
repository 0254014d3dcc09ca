#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include "db/store/event_store.h"
#include "db/store/migrations_modules.h"
#include "db/store/store_error.h"

namespace tengen::db {

// Versions 150-159: komi as the rules' unit (rules::HalfPoints). 150: event.komi and game.komi
// (REAL, points) become komi_half (INTEGER, half points: 7.5 -> 15). The new columns come first;
// runMigrationCode(150) converts the rows and drops the old columns, refusing (and so leaving the
// file at 149) if a stored komi is no multiple of 0.5, which no Tengen version wrote.
std::vector<Migration> komiMigrations() {
  return {
      {150,
       "komi in half points: event.komi_half and game.komi_half (7.5 -> 15)",
       {
           Sql::perDialect(
               "ALTER TABLE event ADD COLUMN komi_half INTEGER NOT NULL DEFAULT 15",
               "ALTER TABLE event ADD COLUMN IF NOT EXISTS komi_half BIGINT NOT NULL DEFAULT 15"),
           Sql::perDialect(
               "ALTER TABLE game ADD COLUMN komi_half INTEGER NOT NULL DEFAULT 15",
               "ALTER TABLE game ADD COLUMN IF NOT EXISTS komi_half BIGINT NOT NULL DEFAULT 15"),
       }},
  };
}

namespace {

// The first stored komi of `table` that is no multiple of 0.5, as text naming where it is.
QString inexactKomi(EventStore& store, const QString& table, const QString& where) {
  QSqlQuery q = store.exec(QStringLiteral("SELECT %1, komi FROM %2 WHERE komi * 2 <> "
                                          "CAST(komi * 2 AS INTEGER) LIMIT 1")
                               .arg(where, table));
  if (!q.next()) return {};
  return QStringLiteral("%1 %2: komi %3").arg(table, q.value(0).toString(), q.value(1).toString());
}

}  // namespace

void convertKomiToHalfPoints(EventStore& store) {
  for (const auto& [table, where] :
       {std::pair{QStringLiteral("event"), QStringLiteral("id")},
        std::pair{QStringLiteral("game"),
                  QStringLiteral("'round ' || round || ' board ' || board")}})
    if (const QString bad = inexactKomi(store, table, where); !bad.isEmpty())
      throw StoreError(StoreError::Kind::Invalid,
                       (bad + QStringLiteral(" is no multiple of 0.5: the file is left as it was "
                                             "(schema 149)"))
                           .toStdString());
  // Exact: every komi is a multiple of 0.5, so komi * 2 is a whole number held exactly.
  for (const char* table : {"event", "game"}) {
    store.exec(QStringLiteral("UPDATE %1 SET komi_half = CAST(komi * 2 AS INTEGER)")
                   .arg(QLatin1String(table)));
    store.exec(QStringLiteral("ALTER TABLE %1 DROP COLUMN komi").arg(QLatin1String(table)));
  }
}

}  // namespace tengen::db
