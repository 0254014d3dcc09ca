// db::SqliteChangeWatch: another connection's commits to an SQLite event are noticed, the store's
// own are not.
#include <doctest/doctest.h>

#include <QCoreApplication>
#include <QElapsedTimer>

#include "db/store/event_store.h"
#include "db/store/sqlite_change_watch.h"
#include "tests/support/event_fixture.h"
#include "tests/support/model_builders.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

TEST_CASE("the SQLite change watch sees another connection's commits, not its own store's") {
  test::TempDir dir;
  const QString path = dir.file("watch.tengen");
  auto mine = test::EventFixture("Watched").create(path);
  auto other = db::EventStore::open(path);
  db::SqliteChangeWatch watch(*mine, 20);
  CHECK(watch.active());
  int changes = 0;
  QObject::connect(&watch, &db::SqliteChangeWatch::changed, [&] { ++changes; });

  mine->addPlayer(test::playerNamed("Mine", "3k"));
  CHECK_FALSE(watch.poll());
  other->addPlayer(test::playerNamed("Other", "3k"));
  CHECK(watch.poll());
  CHECK_FALSE(watch.poll());  // once per change
  CHECK(changes == 1);

  // The timer notices by itself (a wait of up to 3 s, not a timing assertion).
  other->addPlayer(test::playerNamed("Other again", "3k"));
  QElapsedTimer timer;
  timer.start();
  while (changes < 2 && timer.elapsed() < 3000)
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
  CHECK(changes == 2);
}
