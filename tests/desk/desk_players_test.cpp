// The desk's event and players views, driven as a director would, against a real event file.
#include <doctest/doctest.h>

#include <QApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

#include "app/desk/event_view.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "app/desk/players_view.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_window.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {
QString cell(QTableView* table, int row, int column) {
  return table->model()->index(row, column).data().toString();
}
}  // namespace

TEST_CASE("the desk opens an event file and shows its settings and players") {
  test::TempDir dir;
  const QString path = dir.file("cup.tengen");
  {
    pairing::Event e;
    e.name = "天元杯";
    auto store = db::EventStore::create(path, e);
    pairing::Player p;
    p.name = "柯洁";
    p.rank = *pairing::Rank::parse("9p");
    store->addPlayer(p);
  }
  test::DeskWindow window(path);
  CHECK(window.windowTitle().startsWith(QString::fromUtf8("天元杯")));
  CHECK(window.eventView()->nameEdit()->text() == QString::fromUtf8("天元杯"));
  QTableView* table = window.playersView()->table();
  REQUIRE(table->model()->rowCount() == 1);
  CHECK(cell(table, 0, 1) == QString::fromUtf8("柯洁"));
  CHECK(cell(table, 0, 3) == "9p");
}

TEST_CASE("importing a CSV adds the players, a bad file adds none, the filter narrows the table") {
  test::TempDir dir;
  const QString path = dir.file("e.tengen");
  test::createEmptyEvent(path, "Open");
  test::DeskWindow window(path);
  desk::PlayersView* players = window.playersView();

  const std::string bad = dir.write("bad.csv", "name,rank\nA,3d\nB,99k\n");
  // The refusal is shown in a message box; close it as the director would.
  QTimer::singleShot(0, [] {
    for (QWidget* w : QApplication::topLevelWidgets())
      if (w->inherits("QMessageBox")) w->close();
  });
  CHECK_FALSE(players->importCsv(QString::fromStdString(bad)));
  CHECK(players->table()->model()->rowCount() == 0);

  const std::string good =
      dir.write("good.csv", "name,rank,club\n王小明,3段,北京\nAnna,2k,Praha\nLi Wei,1d,北京\n");
  REQUIRE(players->importCsv(QString::fromStdString(good)));
  CHECK(players->table()->model()->rowCount() == 3);
  players->filter()->setText(QString::fromUtf8("北京"));
  CHECK(players->table()->model()->rowCount() == 2);
  players->filter()->clear();
  CHECK(players->table()->model()->rowCount() == 3);

  // The store holds them: a second window sees the same.
  auto store = db::EventStore::open(path);
  CHECK(store->players().size() == 3);
}

TEST_CASE("switching to Chinese retranslates the window and keeps the event open") {
  test::TempDir dir;
  const QString path = dir.file("e.tengen");
  test::createEmptyEvent(path, "Open");
  test::DeskWindow window(path);
  CHECK(window.tabs()->tabText(1) == "Players");
  window.setLanguage("zh");
  QApplication::processEvents();
  CHECK(window.tabs()->tabText(1) == QString::fromUtf8("棋手"));
  CHECK(window.menuBar()->actions().front()->text() == QString::fromUtf8("文件(&F)"));
  CHECK(window.playersView() != nullptr);
  window.setLanguage("en");
  QApplication::processEvents();
  CHECK(window.tabs()->tabText(1) == "Players");
}

TEST_CASE("saving the event form stores the settings, an invalid one is refused") {
  test::TempDir dir;
  const QString path = dir.file("e.tengen");
  test::createEmptyEvent(path, "Open");
  test::DeskWindow window(path);
  window.eventView()->nameEdit()->setText("Renamed Open");
  REQUIRE(window.eventView()->save());
  CHECK(db::EventStore::open(path)->event().name == "Renamed Open");
  window.eventView()->nameEdit()->setText("");
  CHECK_FALSE(window.eventView()->save());
  CHECK(db::EventStore::open(path)->event().name == "Renamed Open");
}
