// Registering a player from a rating list at the desk: the dialog's search and the Players tab's
// button, against a real event file, offscreen.
#include <doctest/doctest.h>

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>

#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "app/desk/players_view.h"
#include "app/desk/rating_list_dialog.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_window.h"
#include "tests/support/rating_list_samples.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

// The Players tab of a desk open on an empty event "Open", and its rating list button.
struct PlayersTabOnEmptyEvent {
  static QString emptyEvent(const test::TempDir& dir) {
    const QString path = dir.file("e.tengen");
    test::createEmptyEvent(path, "Open");
    return path;
  }
  test::TempDir dir;
  const QString path = emptyEvent(dir);
  test::DeskWindow window{path};
  desk::PlayersView* players = window.playersView();
  QPushButton* button = players->findChild<QPushButton*>("registerFromRatingList");
};

}  // namespace

TEST_CASE("the rating list dialog searches as you type and gives the selected entry's player") {
  test::TempDir dir;
  const QString egd = QString::fromStdString(dir.write("allworld_lp.html", test::kEgdSample));
  desk::RatingListDialog dialog(QString{});
  CHECK_FALSE(dialog.registerButton()->isEnabled());
  CHECK_FALSE(dialog.loadFile(QString::fromStdString(dir.write("x.csv", "name,rank\nLi,3d\n"))));
  CHECK(dialog.status()->text().contains("is not a rating list"));
  REQUIRE(dialog.loadFile(egd));
  CHECK(dialog.status()->text().contains("line 8"));

  dialog.search()->setText("DUPONT");
  REQUIRE(dialog.results()->rowCount() == 2);
  CHECK(dialog.results()->item(0, 1)->text() == "Dupont Jean");
  CHECK_FALSE(dialog.player().has_value());
  CHECK_FALSE(dialog.registerButton()->isEnabled());
  dialog.results()->selectRow(1);
  CHECK(dialog.registerButton()->isEnabled());
  REQUIRE(dialog.player().has_value());
  CHECK(dialog.player()->name == "Dupont Marie");
  CHECK(dialog.player()->rank.toString() == "5k");
  CHECK(dialog.player()->egdPin == "10000004");

  // One match is selected at once; accents and case do not matter.
  dialog.search()->setText("muller j");
  REQUIRE(dialog.results()->rowCount() == 1);
  REQUIRE(dialog.player().has_value());
  CHECK(dialog.player()->name == "Müller Jürgen");

  // An unrated AGA member cannot be registered from the list.
  const QString aga = QString::fromStdString(dir.write("TDListA.txt", test::kAgaSample));
  REQUIRE(dialog.loadFile(aga));
  dialog.search()->setText("newcomer");
  REQUIRE(dialog.results()->rowCount() == 1);
  CHECK_FALSE(dialog.registerButton()->isEnabled());
  CHECK(dialog.status()->text().contains("has no rating"));
  dialog.search()->setText(QString::fromUtf8("李"));
  REQUIRE(dialog.player().has_value());
  CHECK(dialog.player()->rank.toString() == "1d");
}

TEST_CASE("the Players tab registers the entry chosen in the rating list dialog") {
  PlayersTabOnEmptyEvent f;
  const QString ffg = QString::fromStdString(f.dir.write("ech_ffg_V3.txt", test::kFfgSample));
  REQUIRE(f.button != nullptr);

  bool sawDialog = false;
  QTimer::singleShot(0, [&] {
    auto* dialog = qobject_cast<desk::RatingListDialog*>(QApplication::activeModalWidget());
    if (!dialog) return;
    sawDialog = true;
    dialog->loadFile(ffg);
    dialog->search()->setText("elodie lef");
    dialog->registerButton()->click();
  });
  f.button->click();
  CHECK(sawDialog);
  REQUIRE(f.players->table()->model()->rowCount() == 1);
  CHECK(f.players->notice()->text().contains(QString::fromUtf8("LEFÈVRE Élodie registered")));
  auto store = db::EventStore::open(f.path);
  const auto stored = store->players();
  REQUIRE(stored.size() == 1);
  CHECK(stored[0].name == "LEFÈVRE Élodie");
  CHECK(stored[0].rank.toString() == "2d");
  CHECK(stored[0].rating == 150);
  CHECK(stored[0].club == "69Ly");

  // The list chosen last is offered again.
  QTimer::singleShot(0, [&] {
    auto* dialog = qobject_cast<desk::RatingListDialog*>(QApplication::activeModalWidget());
    if (!dialog) return;
    CHECK(dialog->path() == ffg);
    dialog->reject();
  });
  f.button->click();
  CHECK(store->players().size() == 1);

  // In Chinese the button says so.
  f.window.setLanguage("zh");
  QApplication::processEvents();
  auto* zhButton = f.window.playersView()->findChild<QPushButton*>("registerFromRatingList");
  REQUIRE(zhButton != nullptr);
  CHECK(zhButton->text() == QString::fromUtf8("从等级分名单登记(&R)..."));
}

TEST_CASE("the Players tab refuses an EGD entry whose PIN is already registered") {
  PlayersTabOnEmptyEvent f;
  const QString egd = QString::fromStdString(f.dir.write("allworld_lp.html", test::kEgdSample));
  REQUIRE(f.button != nullptr);

  QString warning;
  // Picks Müller in the dialog; closes the refusal's message box (if any) as the director would.
  QTimer closer;
  closer.setInterval(10);
  QObject::connect(&closer, &QTimer::timeout, [&] {
    QWidget* modal = QApplication::activeModalWidget();
    if (auto* dialog = qobject_cast<desk::RatingListDialog*>(modal)) {
      dialog->loadFile(egd);
      dialog->search()->setText("jurgen");
      dialog->registerButton()->click();
    } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
      warning = box->text();
      box->close();
    }
  });
  closer.start();
  f.button->click();
  REQUIRE(f.players->table()->model()->rowCount() == 1);
  CHECK(warning.isEmpty());
  f.button->click();
  closer.stop();
  CHECK(f.players->table()->model()->rowCount() == 1);
  CHECK(warning.contains("already registered as player"));
}
