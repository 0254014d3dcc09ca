// The standings convention chosen in the Event tab (the choice of `tengen tiebreaks
// --convention`): shown as stored, saved with its tie-break order, and followed at once by a
// standings view already open, in English and Chinese.
#include <doctest/doctest.h>

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QTableView>
#include <QTreeWidget>

#include "app/desk/event_editors.h"
#include "app/desk/event_view.h"
#include "app/desk/language.h"
#include "app/desk/standings_view.h"
#include "db/service/event_setup.h"
#include "db/store/event_log.h"
#include "db/store/event_store.h"
#include "db/store/reports_store.h"
#include "tests/desk/combo_choice.h"
#include "tests/desk/desk_window.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using reports::Criterion;

namespace {

// The standings table's column headers, joined by '|'.
QString headers(const QTableView* table) {
  QStringList names;
  for (int c = 0; c < table->model()->columnCount(); ++c)
    names << table->model()->headerData(c, Qt::Horizontal).toString();
  return names.join('|');
}

// Round 1: Anna beats Bob, Chen has the bye, Dora neither plays nor has a bye.
std::unique_ptr<db::EventStore> fourPlayers(const QString& path) {
  return test::EventFixture("Conventions")
      .players({"Anna", "Bob", "Chen", "Dora"}, "1d")
      .round(1)
      .game(0, 1, "B+R")
      .bye(2)
      .create(path);
}

}  // namespace

TEST_CASE("the Event tab chooses the standings convention and the standings follow it at once") {
  test::EnglishLanguage language;
  test::TempDir dir;
  auto store = fourPlayers(dir.file("c.tengen"));
  desk::EventView event(*store);
  desk::StandingsView standings(*store, language);
  standings.reload();

  // Tengen's own at first: Chinese 2-1-0 Swiss, every player listed, Dora too.
  QComboBox* box = event.form()->scoring()->conventionBox();
  REQUIRE(box->count() == 3);
  CHECK(box->currentData().toString() == "tengen");
  CHECK(standings.conventionLabel()->text() == "Convention: Tengen's own");
  CHECK(standings.table()->model()->rowCount() == 4);

  // OpenGotha: its order shows in the form at once; saved, the open standings recompute.
  test::choose(box, "opengotha");
  CHECK(event.form()->scoring()->tieBreaks()->order() ==
        std::vector<Criterion>{Criterion::Score, Criterion::Sos, Criterion::Sosos});
  QObject::connect(&event, &desk::EventView::changed, &standings,
                   &desk::StandingsView::settingsChanged);
  REQUIRE(event.save());
  const reports::StandingsSettings stored = db::loadStandingsSettings(*store);
  CHECK(stored.scoring.convention == reports::Convention::OpenGotha);
  CHECK_FALSE(stored.scoring.listNeverPlayed);
  CHECK(stored.order.size() == 3);
  CHECK(standings.conventionLabel()->text() == "Convention: OpenGotha");
  CHECK(standings.table()->model()->rowCount() == 3);  // Dora never played: not listed
  CHECK(headers(standings.table()).contains("SOSOS"));
  // Logged as its own field, under its own label.
  bool logged = false;
  for (const db::EventLogEntry& row : db::eventLog(*store))
    if (row.field == "convention") {
      logged = true;
      CHECK(row.oldValue == "tengen");
      CHECK(row.newValue == "opengotha");
    }
  CHECK(logged);
  CHECK(desk::EventView::fieldLabel("convention") == "Standings convention");

  // A reloaded tab shows the stored convention.
  event.reload();
  CHECK(box->currentData().toString() == "opengotha");

  // In Chinese: the choices, the label and the standings' note are translated; choosing the
  // Chinese convention brings 对手分 and 累进分 back.
  language.set("zh");
  QApplication::processEvents();  // the language change reaches the widgets
  CHECK(box->itemText(2).startsWith(QString::fromUtf8("中国")));
  CHECK(standings.conventionLabel()->text() == QString::fromUtf8("排名惯例：OpenGotha"));
  test::choose(box, "chinese");
  CHECK(event.form()->scoring()->tieBreaks()->order() == reports::chineseSwissOrder());
  REQUIRE(event.save());
  CHECK(db::loadStandingsSettings(*store).scoring.convention == reports::Convention::Chinese);
  CHECK(standings.conventionLabel()->text() == QString::fromUtf8("排名惯例：中国"));
  CHECK(standings.table()->model()->rowCount() == 4);
  CHECK(desk::EventView::fieldLabel("convention") == QString::fromUtf8("排名惯例"));
  language.set("en");
}

TEST_CASE("the Event tab and tengen tiebreaks --convention store the same settings") {
  test::EnglishLanguage language;
  test::TempDir dir;
  // The desk's way.
  auto viaDesk = fourPlayers(dir.file("desk.tengen"));
  desk::EventView event(*viaDesk);
  test::choose(event.form()->scoring()->conventionBox(), "opengotha");
  REQUIRE(event.save());
  // The service call the CLI makes.
  auto viaService = fourPlayers(dir.file("cli.tengen"));
  db::EventSetup setup = db::loadEventSetup(*viaService);
  db::chooseConvention(setup, reports::Convention::OpenGotha);
  db::saveEventSetup(*viaService, setup, "cli");
  CHECK(reports::standingsValues(db::loadStandingsSettings(*viaDesk)) ==
        reports::standingsValues(db::loadStandingsSettings(*viaService)));
}
