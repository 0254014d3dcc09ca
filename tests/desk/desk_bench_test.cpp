// `tengen-desk --bench` on a small event: it builds the event, opens it, enters results and
// reports figures (the figures themselves are not checked: speed is measured, not tested).
#include <doctest/doctest.h>

#include <QFileInfo>

#include "app/desk/desk_bench.h"
#include "app/desk/language.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_window.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

TEST_CASE("the desk bench builds a small event and runs to the end") {
  test::TempDir dir;
  test::EnglishLanguage language;
  desk::DeskBenchOptions options;
  options.path = dir.file("bench.tengen");
  options.players = 12;
  options.rounds = 2;
  options.repeat = 1;
  CHECK(desk::runDeskBench(language, options) == 0);
  REQUIRE(QFileInfo::exists(options.path));
  auto store = db::EventStore::open(options.path);
  CHECK(store->players().size() == 12);
  CHECK(store->roundNumbers() == std::vector<int>{1, 2});
}
