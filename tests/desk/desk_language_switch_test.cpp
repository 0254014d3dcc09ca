// Switching the desk's language retranslates every view in place: unsaved counting marks, typed
// text, selections and open board clock windows survive the switch, and their texts change.
#include <doctest/doctest.h>

#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <memory>

#include "app/desk/board_clock_window.h"
#include "app/desk/clocks_view.h"
#include "app/desk/counting_view.h"
#include "app/desk/event_editors.h"
#include "app/desk/event_view.h"
#include "app/desk/infraction_picker.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "app/desk/players_view.h"
#include "app/desk/referee_view.h"
#include "app/desk/results_view.h"
#include "app/desk/rounds_view.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using rules::makeLoc;

namespace {

// 9x9: Black holds columns A-D, White F-J; a white stone at B7 inside Black's area and a black
// one at H3 inside White's.
const char* kGame =
    "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]PB[A]PW[B]AB[da:di][hg]AW[fa:fi][bc]"
    ";B[ea];W[eb];B[ec];W[];B[])";

struct SwitchFixture {
  test::TempDir dir;
  QString path;
  desk::Language language;
  explicit SwitchFixture(const char* timeControl = "fast:10m+3x30s") {
    language.set("en");
    path = dir.file("switch.tengen");
    test::EventFixture("Switch")
        .boardSize(9)
        .timeControl(timeControl)
        .players({"Zhang San", "Li Si", "Wang Wu", "Zhao Liu"})
        .round(1)
        .pairInOrder()
        .create(path);
  }
  // As the Language menu does; the LanguageChange events are posted, so let them arrive.
  void switchTo(const char* code) {
    language.set(code);
    QApplication::processEvents();
  }
  // The desk's main window on the event, as File > Open opens it.
  std::unique_ptr<desk::MainWindow> openWindow() {
    auto window = std::make_unique<desk::MainWindow>(language);
    REQUIRE(window->openEvent(path));
    return window;
  }
  // The same window, shown on screen.
  std::unique_ptr<desk::MainWindow> showWindow() {
    auto window = openWindow();
    window->show();
    return window;
  }
};

// `view`, one of the window's tabs, made the current one; the window must have it.
template <class View>
View* currentTab(desk::MainWindow& window, View* view) {
  REQUIRE(view);
  window.tabs()->setCurrentWidget(view);
  return view;
}

}  // namespace

TEST_CASE("a language switch keeps the unsaved counting marks and retranslates the board") {
  SwitchFixture f;
  const auto window = f.showWindow();
  desk::CountingView* view = currentTab(*window, window->countingView());
  REQUIRE(view->showGame(1, 1));
  REQUIRE(view->loadSgf(QByteArray(kGame), "game.sgf"));
  view->click(makeLoc(1, 2));  // B7 dead
  view->click(makeLoc(7, 6));  // H3 dead
  view->reported()->setText("W+7.5");
  REQUIRE(view->position()->isDead(makeLoc(1, 2)));
  CHECK(view->counts()->text().contains("Dead stones"));
  CHECK(view->comparison()->text().contains("disagrees"));
  const QString boardItem = view->boardBox()->currentText();

  f.switchTo("zh");
  CHECK(window->countingView() == view);  // the same view, not a rebuilt one
  CHECK(window->tabs()->currentWidget() == view);
  REQUIRE(view->position());
  CHECK(view->position()->isDead(makeLoc(1, 2)));
  CHECK(view->position()->isDead(makeLoc(7, 6)));
  CHECK(view->reported()->text() == "W+7.5");
  CHECK(view->boardBox()->currentData().toInt() == 1);
  CHECK(view->roundBox()->currentText() == QString::fromUtf8("第 1 轮"));
  CHECK(view->boardBox()->currentText() != boardItem);
  CHECK(view->counts()->text().contains(QString::fromUtf8("死子：2")));
  CHECK(view->result()->text().contains(QString::fromUtf8("结果")));
  CHECK_FALSE(view->comparison()->text().contains("disagrees"));
  CHECK(view->saved()->text() != "No verified count saved for this game yet.");
  CHECK(window->tabs()->tabText(window->tabs()->indexOf(view)) == QString::fromUtf8("数子"));
  CHECK(window->menuBar()->actions().front()->text() == QString::fromUtf8("文件(&F)"));
  QMenu* languageMenu = window->menuBar()->actions().at(1)->menu();
  REQUIRE(languageMenu);
  CHECK(languageMenu->actions().at(0)->isChecked());  // 中文
  CHECK_FALSE(languageMenu->actions().at(1)->isChecked());

  f.switchTo("en");
  CHECK(view->position()->isDead(makeLoc(7, 6)));
  CHECK(view->counts()->text().contains("Dead stones (死子): 2"));
  CHECK(view->comparison()->text().contains("disagrees"));
  CHECK(view->boardBox()->currentText() == boardItem);
  CHECK(window->tabs()->tabText(window->tabs()->indexOf(view)) == "Counting");
}

TEST_CASE("an open board clock window stays open through a language switch and retranslates") {
  SwitchFixture f;
  const auto window = f.openWindow();
  desk::ClocksView* clocks = currentTab(*window, window->clocksView());
  QPointer<desk::BoardClockWindow> board = clocks->openBoard(2);
  REQUIRE(board);
  CHECK(board->windowTitle() == "Board clock — round 1, board 2");
  auto buttonTexts = [&] {
    QStringList texts;
    for (QPushButton* b : board->findChildren<QPushButton*>()) texts << b->text();
    return texts;
  };
  CHECK(buttonTexts().contains("Mirror"));
  CHECK(board->press() == clock::Refusal::None);  // the clock runs

  f.switchTo("zh");
  REQUIRE(board);  // not closed
  CHECK(board->isVisible());
  CHECK(board->session()->clock().phase() == clock::Phase::Running);
  CHECK(board->windowTitle() == QString::fromUtf8("对局钟 — 第 1 轮第 2 台"));
  CHECK_FALSE(buttonTexts().contains("Mirror"));
  CHECK(board->checkPlayer()->itemText(0) != "Black");
  CHECK(clocks->openBoard(2) == board.data());  // still the one window of that board

  f.switchTo("en");
  REQUIRE(board);
  CHECK(board->windowTitle() == "Board clock — round 1, board 2");
  CHECK(buttonTexts().contains("Mirror"));
  CHECK(board->checkPlayer()->itemText(0) == "Black");
  board->close();
}

TEST_CASE("an open board clock keeps its own voice when the desk's language switches") {
  SwitchFixture f("fast:0s+3x30s");  // the start is already byo-yomi: a call at once
  auto store = db::EventStore::open(f.path);
  clock::Ms mono = 1'000'000;
  const auto now = [&mono] {
    return db::ClockNow{mono, boost::posix_time::ptime(boost::gregorian::date(2026, 12, 5),
                                                       boost::posix_time::hours(9))};
  };
  desk::ClocksView view(*store, f.language, nullptr, now);
  QPointer<desk::BoardClockWindow> board = view.openBoard(1);
  REQUIRE(board);
  REQUIRE(board->press() == clock::Refusal::None);
  // Nothing chosen: the clocks call in Chinese, whatever the desk speaks (English here).
  CHECK(board->caption()->text() == QString::fromUtf8("开始读秒，还剩三次"));
  view.setEventVoice("en");
  CHECK(board->caption()->text() == "byo-yomi: 3 periods left");

  f.switchTo("zh");
  REQUIRE(board);
  CHECK(board->windowTitle() != "Board clock — round 1, board 1");  // the window is Chinese
  CHECK(board->caption()->text() == "byo-yomi: 3 periods left");    // the voice is the clock's
  mono += 10 * clock::kSecond;
  board->refresh();  // the clock runs on after the switch
  CHECK(board->face(clock::Player::Black)->text() == "0:20");
  CHECK(board->caption()->text() == "10 seconds");  // the next call: in the clock's voice

  f.switchTo("en");
  CHECK(board->caption()->text() == "10 seconds");
  delete board.data();
}

TEST_CASE(
    "a typed players filter, the selection and typed result entry survive a language switch") {
  SwitchFixture f;
  const auto window = f.openWindow();
  desk::PlayersView* players = currentTab(*window, window->playersView());
  players->filter()->setText("zhang");
  QApplication::processEvents();
  REQUIRE(players->table()->model()->rowCount() == 1);
  players->table()->selectRow(0);
  const QString placeholder = players->filter()->placeholderText();
  const QString header = players->table()->model()->headerData(1, Qt::Horizontal).toString();

  desk::ResultsView* results = currentTab(*window, window->resultsView());
  auto* entry = results->findChild<QLineEdit*>();
  REQUIRE(entry);
  entry->setText("2 b");  // typed, not yet entered
  REQUIRE(results->table()->rowCount() == 2);
  results->table()->selectRow(1);
  const QString resultsHeader = results->table()->horizontalHeaderItem(3)->text();
  window->tabs()->setCurrentWidget(players);

  f.switchTo("zh");
  CHECK(window->playersView() == players);
  CHECK(players->filter()->text() == "zhang");
  CHECK(players->table()->model()->rowCount() == 1);
  CHECK(players->table()->selectionModel()->isRowSelected(0, {}));
  CHECK(players->filter()->placeholderText() != placeholder);
  CHECK(players->table()->model()->headerData(1, Qt::Horizontal).toString() ==
        QString::fromUtf8("姓名"));
  CHECK(window->tabs()->currentWidget() == players);
  CHECK(entry->text() == "2 b");
  CHECK(results->table()->currentRow() == 1);
  CHECK(results->table()->selectionModel()->isRowSelected(1, {}));
  CHECK(results->table()->horizontalHeaderItem(3)->text() != resultsHeader);

  f.switchTo("en");
  CHECK(players->filter()->placeholderText() == placeholder);
  CHECK(players->table()->model()->headerData(1, Qt::Horizontal).toString() == header);
}

TEST_CASE("unsaved settings, the rounds selection and the referee's typing survive a switch") {
  SwitchFixture f;
  const auto window = f.showWindow();

  desk::EventView* event = window->eventView();
  REQUIRE(event);
  event->nameEdit()->setText("Switch Cup (not saved)");
  event->form()->rules()->timeControl()->setText("fast:5m+3x30s");
  QComboBox* system = event->form()->system()->systemBox();
  system->setCurrentIndex(system->findData("mcmahon"));
  const QString systemText = system->currentText();
  // The editors' form labels are retranslated in each editor's own context.
  auto* basics = qobject_cast<QFormLayout*>(event->nameEdit()->parentWidget()->layout());
  REQUIRE(basics);
  auto* nameLabel = qobject_cast<QLabel*>(basics->labelForField(event->nameEdit()));
  REQUIRE(nameLabel);
  CHECK(nameLabel->text() == "Event name");

  desk::RoundsView* rounds = currentTab(*window, window->roundsView());
  REQUIRE(rounds->table()->rowCount() == 2);
  rounds->table()->selectRow(1);
  const QString roundsHeader = rounds->table()->horizontalHeaderItem(5)->text();

  desk::RefereeView* referee = currentTab(*window, window->refereeView());
  REQUIRE(referee->showGame(1, 2));
  referee->playerBox()->setCurrentIndex(1);
  referee->note()->setText("phone rang");
  referee->picker()->search()->setText("ko");
  const QString gameText = referee->gameLabel()->text();

  f.switchTo("zh");
  CHECK(window->eventView() == event);
  CHECK(event->nameEdit()->text() == "Switch Cup (not saved)");
  CHECK(event->form()->rules()->timeControl()->text() == "fast:5m+3x30s");
  CHECK(system->currentData().toString() == "mcmahon");
  CHECK(system->currentText() != systemText);
  CHECK(nameLabel->text() == QString::fromUtf8("比赛名称"));
  CHECK(rounds->table()->selectionModel()->isRowSelected(1, {}));
  CHECK(rounds->table()->horizontalHeaderItem(5)->text() != roundsHeader);
  CHECK(referee->boardBox()->currentData().toInt() == 2);
  CHECK(referee->playerBox()->currentIndex() == 1);
  CHECK(referee->note()->text() == "phone rang");
  CHECK(referee->picker()->search()->text() == "ko");
  CHECK(referee->gameLabel()->text() != gameText);
  CHECK(window->tabs()->currentWidget() == referee);

  f.switchTo("en");
  CHECK(system->currentText() == systemText);
  CHECK(nameLabel->text() == "Event name");
  CHECK(rounds->table()->horizontalHeaderItem(5)->text() == roundsHeader);
  CHECK(referee->gameLabel()->text() == gameText);
}
