// db/schema/sqlite.sql and db/schema/postgresql.sql are the schema of a freshly migrated event
// store, so the whole schema can be read in one place: this test migrates a new event on each
// backend and compares. After a new migration, run the test with TENGEN_UPDATE_GOLDEN=1 to
// rewrite them, and read the difference in the change.

#include <doctest/doctest.h>

#include <QFile>
#include <QString>
#include <cstdlib>

#include "db/store/schema_text.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

QString golden(const char* name) {
  return QStringLiteral(TENGEN_SOURCE_DIR "/db/schema/") + QLatin1String(name);
}

void compareWithGolden(db::EventStore& store, const char* name) {
  const QString text = db::schemaText(store);
  const QString path = golden(name);
  if (std::getenv("TENGEN_UPDATE_GOLDEN")) {
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(text.toUtf8());
    MESSAGE("rewrote " << path.toStdString());
    return;
  }
  QFile in(path);
  REQUIRE_MESSAGE(in.open(QIODevice::ReadOnly), path.toStdString() << " missing");
  const QString expected = QString::fromUtf8(in.readAll());
  // The first difference, so a failure says where the schema moved.
  const QStringList want = expected.split(u'\n'), got = text.split(u'\n');
  for (qsizetype i = 0; i < std::min(want.size(), got.size()); ++i)
    if (want[i] != got[i]) {
      FAIL_CHECK(name << " line " << i + 1 << ": expected «" << want[i].toStdString()
                      << "», migrated «" << got[i].toStdString() << "»");
      break;
    }
  CHECK_MESSAGE(text == expected, name << " differs from a freshly migrated store; rerun with "
                                          "TENGEN_UPDATE_GOLDEN=1 after a new migration");
  // What the text holds, so an empty dump cannot pass against an empty file.
  CHECK(text.contains(QLatin1String("result_ledger")));
  CHECK(text.contains(QLatin1String("referee_entry")));
}

}  // namespace

TEST_CASE("db_schema_is_current: SQLite") {
  test::TempDir dir;
  auto store = test::EventFixture("Schema Cup").create(dir.file("schema.tengen"));
  compareWithGolden(*store, "sqlite.sql");
}

TEST_CASE("db_schema_is_current: PostgreSQL" * tengen::test::needsPostgres()) {
  test::PgTestDatabase db;
  auto store = test::EventFixture("Schema Cup").create(db.url("schema"));
  compareWithGolden(*store, "postgresql.sql");
}
