// Alt+letter accelerators: within one visible scope (the main window's menu bar with the tab shown,
// one menu, one dialog or window) no two menus, buttons or labels with buddies share a letter, in
// English and in Chinese (Alt+L once opened the Language menu instead of "Log infraction").
#include <doctest/doctest.h>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>
#include <map>

#include "app/desk/board_clock_window.h"
#include "app/desk/both_values_dialog.h"
#include "app/desk/clocks_view.h"
#include "app/desk/correction_dialog.h"
#include "app/desk/event_wizard.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "app/desk/nigiri_dialog.h"
#include "app/desk/player_dialog.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

// The accelerators of one scope: "Alt+L" → what carries it.
using Scope = std::map<QString, QStringList>;

void add(Scope& scope, const QString& text, const QString& what) {
  const QKeySequence key = QKeySequence::mnemonic(text);
  if (key.isEmpty()) return;
  scope[key.toString(QKeySequence::PortableText)] << what + QStringLiteral(" \"") + text + '"';
}

// Every visible button, label with a buddy, group box and tab of `root`'s widgets.
void addWidgets(Scope& scope, QWidget* root) {
  for (QWidget* w : root->findChildren<QWidget*>()) {
    if (!w->isVisibleTo(root) || w->isWindow()) continue;
    if (auto* b = qobject_cast<QAbstractButton*>(w)) add(scope, b->text(), "button");
    if (auto* l = qobject_cast<QLabel*>(w); l && l->buddy()) add(scope, l->text(), "label");
    if (auto* g = qobject_cast<QGroupBox*>(w)) add(scope, g->title(), "group");
    if (auto* t = qobject_cast<QTabBar*>(w))
      for (int i = 0; i < t->count(); ++i) add(scope, t->tabText(i), "tab");
  }
}

// Fails for every letter that more than one thing in `scope` uses.
void checkScope(const Scope& scope, const QString& where) {
  for (const auto& [key, users] : scope) {
    INFO(where.toStdString() << ": " << key.toStdString() << " used by "
                             << users.join(", ").toStdString());
    CHECK(users.size() == 1);
  }
}

void checkMenu(QMenu* menu, const QString& where) {
  Scope scope;
  for (QAction* a : menu->actions()) {
    if (a->isSeparator() || !a->isVisible()) continue;
    add(scope, a->text(), "item");
    if (a->menu()) checkMenu(a->menu(), where + " ▸ " + a->text());
  }
  checkScope(scope, where);
}

// The window scope of each tab (the menu bar's titles are active from every tab) and each menu.
void checkWindow(desk::MainWindow& window, const QString& lang) {
  QTabWidget* tabs = window.tabs();
  for (int i = 0; i < tabs->count(); ++i) {
    tabs->setCurrentIndex(i);
    QApplication::processEvents();
    Scope scope;
    for (QAction* a : window.menuBar()->actions())
      if (a->isVisible()) add(scope, a->text(), "menu");
    addWidgets(scope, &window);
    checkScope(scope, lang + " tab " + tabs->tabText(i));
  }
  for (QAction* a : window.menuBar()->actions())
    if (a->menu()) checkMenu(a->menu(), lang + " menu " + a->text());
}

void checkDialog(QWidget& dialog, const QString& where) {
  dialog.show();
  QApplication::processEvents();
  Scope scope;
  addWidgets(scope, &dialog);
  checkScope(scope, where);
  dialog.hide();
}

}  // namespace

TEST_CASE("no two accelerators clash in any window or tab of the desk, in English or Chinese") {
  test::TempDir dir;
  const QString path = dir.file("keys.tengen");
  test::EventFixture("Keys")
      .rounds(3)
      .timeControl("fast:1m+3x30s")
      .players({"A", "B", "C", "D"}, "1d")
      .round(1)
      .game(0, 1, "B+R")
      .game(2, 3)
      .create(path)
      .reset();
  desk::Language language;
  desk::MainWindow window(language);
  REQUIRE(window.openEvent(path));
  window.show();
  pairing::Player a, b;
  a.id = 1;
  a.name = "A";
  b.id = 2;
  b.name = "B";
  for (const char* lang : {"en", "zh"}) {
    language.set(lang);
    QApplication::processEvents();
    const QString l = QString::fromLatin1(lang);
    checkWindow(window, l);

    window.showShortcuts();
    auto* help = window.findChild<QWidget*>("shortcutsHelp");
    REQUIRE(help);
    checkDialog(*help, l + " shortcuts help");

    desk::CorrectionFacts facts;
    facts.round = 1;
    facts.board = 1;
    desk::CorrectionDialog correction(facts);
    checkDialog(correction, l + " correction dialog");
    desk::NigiriDialog nigiri(a, b, 1);
    checkDialog(nigiri, l + " nigiri dialog");
    desk::BothValuesDialog both("Result", "changed", {{"Result", "B+R", "", "W+R", true}}, false);
    checkDialog(both, l + " both values dialog");
    desk::PlayerDialog player(a);
    checkDialog(player, l + " player dialog");
    desk::EventWizard wizard(dir.file("new.tengen"));
    checkDialog(wizard, l + " event wizard");
    if (desk::BoardClockWindow* clock = window.clocksView()->openBoard(1)) {
      checkDialog(*clock, l + " board clock");
      delete clock;
    }
  }
  language.set("en");
}

TEST_CASE("the accelerator walk sees a clash and a label's buddy, not hidden widgets") {
  QWidget w;
  auto* layout = new QVBoxLayout(&w);
  auto* edit = new QLineEdit;
  auto* label = new QLabel("&Language:");
  label->setBuddy(edit);
  auto* hidden = new QPushButton("&Hidden");
  for (QWidget* child : std::initializer_list<QWidget*>{new QPushButton("&Log infraction"), label,
                                                        edit, hidden, new QLabel("&No buddy")})
    layout->addWidget(child);
  hidden->hide();
  Scope scope;
  addWidgets(scope, &w);
  CHECK(scope["Alt+L"].size() == 2);
  CHECK(scope.count("Alt+H") == 0);
  CHECK(scope.count("Alt+N") == 0);
}
