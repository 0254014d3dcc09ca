// The counting board: load a finished game's SGF, click chains dead, see the counts and result
// change, compare with the players' report, save, and find the saved count after reopening.
#include <doctest/doctest.h>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include "app/desk/counting_view.h"
#include "app/desk/goban_widget.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "db/service/counting_store.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_event.h"
#include "tests/support/event_fixture.h"
#include "tests/support/gnugo.h"
#include "tests/support/store_rows.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using rules::Color;
using rules::makeLoc;

namespace {

// 9x9: Black holds columns A-D, White F-J, column E shared; a white stone at B7 sits inside
// Black's area and a black one at H3 inside White's.
const char* kGame =
    "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]PB[A]PW[B]AB[da:di][hg]AW[fa:fi][bc]"
    ";B[ea];W[eb];B[ec];W[];B[])";

struct CountingFixture : test::DeskEvent {
  QString path = create(test::EventFixture("Counting")
                            .boardSize(9)
                            .players({"A", "B", "C", "D"}, "1d")
                            .round(1)
                            .pairInOrder(),
                        "count.tengen");
  // kGame as a file beside the event, for the tests that load it from a file.
  QString sgf = QString::fromStdString(dir.write("game.sgf", kGame));
};

// Shows the view at a desk's window size, laid out, so its board takes clicks where they land,
// on the game of round `round`, board `board`; false when the view has no such game.
bool showOnScreen(desk::CountingView& view, int round, int board) {
  view.resize(1100, 750);
  view.show();
  QApplication::processEvents();
  return view.showGame(round, board);
}

// Clicks point p of the view's board with the mouse, as a referee would.
void clickPoint(desk::CountingView& view, rules::Loc p, Qt::MouseButton button = Qt::LeftButton) {
  desk::GobanWidget* goban = view.goban();
  QTest::mouseClick(goban, button, Qt::NoModifier, goban->centreOf(p));
}

// Clicks Propose dead stones and waits for the proposal (GNU Go's on a worker thread, or Tengen's
// rules); false when none was started or none came back.
bool proposeAndWait(desk::CountingView& view) {
  QSignalSpy shown(&view, &desk::CountingView::proposalShown);
  if (!view.proposeDeadStones()) return false;
  return shown.wait(120000) && !view.proposing();
}

}  // namespace

TEST_CASE("counting board: load an SGF, click chains dead, compare, save and reopen") {
  CountingFixture f;
  {
    desk::CountingView view(*f.store);
    REQUIRE(showOnScreen(view, 1, 1));
    CHECK(view.terms()->text().contains("area counting"));
    REQUIRE(view.loadSgfFile(f.sgf));
    CHECK(view.status()->text().contains("5 moves"));
    // Nothing is dead yet: the stray stones make both areas neutral.
    CHECK(view.result()->text().contains("W+6.5"));
    CHECK(view.counts()->text().contains("Black: 12 stones + 0 points = 41"));

    clickPoint(view, makeLoc(1, 2));  // B7, the white stone in Black's area
    REQUIRE(view.position()->isDead(makeLoc(1, 2)));
    CHECK(view.counts()->text().contains("White: 10 stones"));
    CHECK(view.counts()->text().contains("Black: 12 stones + 27 points = 55"));
    CHECK(view.result()->text().contains("B+21.5"));
    clickPoint(view, makeLoc(7, 6));  // H3
    CHECK(view.counts()->text().contains("Black: 11 stones + 27 points = 41"));
    CHECK(view.counts()->text().contains("White: 10 stones + 27 points = 40"));
    CHECK(view.result()->text().contains(QString::fromUtf8("白胜3又1/4子")));
    // Clicking again brings a chain back to life; once more marks it dead again.
    clickPoint(view, makeLoc(7, 6));
    CHECK_FALSE(view.position()->isDead(makeLoc(7, 6)));
    clickPoint(view, makeLoc(7, 6));
    CHECK(view.position()->isDead(makeLoc(7, 6)));
    // Coming back to the tab keeps the unsaved marks of the game being counted.
    view.reload();
    CHECK(view.position()->isDead(makeLoc(7, 6)));

    view.reported()->setText(QString::fromUtf8("黑41子"));
    CHECK(view.comparison()->text().contains("agrees"));
    view.reported()->setText("W+7.5");
    CHECK(view.comparison()->text().contains("disagrees by 1 points"));
    view.reported()->setText("W+6.5");
    CHECK(view.comparison()->text().contains("agrees"));

    REQUIRE(view.save());
    CHECK(view.status()->text().contains("W+6.5"));
    CHECK(test::storedResultText(*f.store, 1) == "W+6.5");
  }
  f.store.reset();

  // Reopening shows the saved verification.
  auto reopened = db::EventStore::open(f.path);
  desk::CountingView view(*reopened);
  REQUIRE(view.showGame(1, 1));
  REQUIRE(view.position());
  CHECK(view.position()->isDead(makeLoc(1, 2)));
  CHECK(view.position()->isDead(makeLoc(7, 6)));
  CHECK(view.result()->text().contains("W+6.5"));
  CHECK(view.reported()->text() == "W+6.5");
  CHECK(view.saved()->text().contains("W+6.5"));
  // The other board has nothing saved: an empty board.
  REQUIRE(view.showGame(1, 2));
  CHECK(view.saved()->text().contains("No verified count"));
  CHECK(view.position()->board().stoneCount(Color::Black) == 0);
}

TEST_CASE("counting board: set up a position by clicking, a conflicting result is refused") {
  CountingFixture f;
  tengen::test::StoreRows::setResult(*f.store, 1, 2, pairing::Result::parse("B+R"));
  desk::CountingView view(*f.store);
  REQUIRE(showOnScreen(view, 1, 2));
  view.setMode(desk::CountingView::Mode::SetUp);
  for (int y = 0; y < 9; ++y) {
    clickPoint(view, makeLoc(3, y), Qt::LeftButton);   // black on column D
    clickPoint(view, makeLoc(4, y), Qt::RightButton);  // white on column E
  }
  CHECK(view.position()->board().stoneCount(Color::Black) == 9);
  CHECK(view.position()->board().stoneCount(Color::White) == 9);
  clickPoint(view, makeLoc(0, 0));  // a stray black stone at A9 ...
  CHECK(view.position()->board().at(makeLoc(0, 0)) == Color::Black);
  clickPoint(view, makeLoc(0, 0));  // ... taken off again
  CHECK(view.position()->board().at(makeLoc(0, 0)) == Color::Empty);
  CHECK(view.result()->text().contains("W+16.5"));

  CHECK_FALSE(view.save());
  CHECK(view.status()->text().contains("already has the result B+R"));
  CHECK(test::storedResultText(*f.store, 2) == "B+R");
  CHECK(!db::verifiedCount(*f.store, 1, 2));
}

TEST_CASE("screenshots include the counting board of the first game") {
  CountingFixture f;
  {
    auto position = std::get<rules::CountingPosition>(
        rules::CountingPosition::fromSgf(kGame, db::countingTerms(*f.store, 1, 1)));
    position.toggleDead(makeLoc(1, 2));
    db::saveVerifiedCount(*f.store, 1, 1, position, QByteArray(kGame), "");
  }
  f.store.reset();
  desk::MainWindow window(f.language);
  REQUIRE(window.openEvent(f.path));
  REQUIRE(window.countingView());
  const QStringList files = window.saveScreenshots(f.dir.file("shots"));
  bool counting = false;
  for (const QString& file : files)
    if (QFileInfo(file).fileName().endsWith("-counting.png")) counting = QFileInfo(file).size() > 0;
  CHECK(counting);
  CHECK(window.countingView()->roundBox()->currentData().toInt() == 1);
  CHECK(window.countingView()->boardBox()->currentData().toInt() == 1);
  CHECK(window.countingView()->position()->isDead(makeLoc(1, 2)));

  // In Chinese the tab and the counts use the Go terms.
  f.language.set("zh");
  QApplication::processEvents();
  desk::CountingView* view = window.countingView();
  REQUIRE(view);
  CHECK(window.tabs()->tabText(window.tabs()->indexOf(view)) == QString::fromUtf8("数子"));
  REQUIRE(view->showGame(1, 1));
  CHECK(view->counts()->text().contains(QString::fromUtf8("死子：1")));
  CHECK(view->terms()->text().contains(QString::fromUtf8("贴目 7.5 目")));
  f.language.set("en");
  QApplication::processEvents();
}

TEST_CASE("counting board under Japanese rules counts territory and allows seki marks") {
  CountingFixture f;
  test::setEventRules(*f.store, pairing::RuleSetName::Japanese);
  auto round = *f.store->round(1);
  round.games[0].komi = tengen::rules::HalfPoints(13);
  f.store->saveRound(round);
  desk::CountingView view(*f.store);
  REQUIRE(view.showGame(1, 1));
  CHECK(view.terms()->text() ==
        QString::fromUtf8("Rules: japanese, territory counting (数目法); komi 6.5 points; "
                          "handicap 0"));
  REQUIRE(view.loadSgf(QByteArray(kGame), "game.sgf"));
  view.setMode(desk::CountingView::Mode::Dead);
  view.click(makeLoc(1, 2));
  view.click(makeLoc(7, 6));
  // Black: 27 points + 1 prisoner (B7); White: 27 points + 1 prisoner (H3); komi 6.5.
  CHECK(view.counts()->text().contains("Black: 27 points of territory + 1 prisoners = 28"));
  CHECK(view.result()->text().contains("W+6.5"));
  view.setMode(desk::CountingView::Mode::Seki);
  view.click(makeLoc(3, 4));  // D5: Black's wall marked in seki
  CHECK(view.position()->isSeki(makeLoc(3, 0)));
}

TEST_CASE("counting board: Propose dead stones marks Tengen's proposal and says it is one") {
  CountingFixture f;
  desk::CountingView view(*f.store);
  REQUIRE(showOnScreen(view, 1, 1));
  REQUIRE(view.loadSgfFile(f.sgf));
  CHECK(view.position()->dead().empty());  // loading marks nothing
  qputenv("TENGEN_GNUGO", "");             // as if GNU Go were not installed
  const bool proposed = proposeAndWait(view);
  qunsetenv("TENGEN_GNUGO");
  REQUIRE(proposed);
  CHECK(view.position()->isDead(makeLoc(1, 2)));  // B7, the white stone in Black's area
  CHECK(view.position()->isDead(makeLoc(7, 6)));  // H3, the black stone in White's
  CHECK(view.position()->dead().size() == 2);
  const QString status = view.status()->text();
  CHECK(status.contains("Proposed by Tengen's own rules"));
  CHECK(status.contains("dead B7, H3"));
  CHECK(status.contains("a proposal, not a decision"));
  CHECK(status.contains("GNU Go is not installed"));
  CHECK(view.result()->text().contains("W+6.5"));
  // The referee changes it by clicking, as with any mark.
  clickPoint(view, makeLoc(7, 6));
  CHECK_FALSE(view.position()->isDead(makeLoc(7, 6)));
  CHECK_FALSE(view.result()->text().contains("W+6.5"));
}

TEST_CASE("counting board: Propose dead stones asks GNU Go when it is installed" *
          tengen::test::needsGnuGo()) {
  CountingFixture f;
  desk::CountingView view(*f.store);
  REQUIRE(showOnScreen(view, 1, 1));
  REQUIRE(view.loadSgfFile(f.sgf));
  REQUIRE(proposeAndWait(view));
  const QString status = view.status()->text();
  INFO(status.toStdString());
  CHECK(status.contains("Proposed by GNU Go"));
  CHECK_FALSE(status.contains("Tengen's own rules"));
  // GNU Go judges the two lone stones dead too.
  CHECK(view.position()->isDead(makeLoc(1, 2)));
  CHECK(view.position()->isDead(makeLoc(7, 6)));
  CHECK(view.position()->dead().size() == 2);
  CHECK(status.contains("dead B7, H3"));
  CHECK(view.result()->text().contains("W+6.5"));
}

TEST_CASE(
    "counting board: a proposal runs off the UI thread, once at a time, and is dropped when "
    "the board changed meanwhile") {
  CountingFixture f;
  desk::CountingView view(*f.store);
  REQUIRE(showOnScreen(view, 1, 1));
  REQUIRE(view.loadSgfFile(f.sgf));
  QSignalSpy shown(&view, &desk::CountingView::proposalShown);
  REQUIRE(view.proposeDeadStones());
  // Until the answer is shown (it comes through the event loop), the view says it is looking and
  // takes no second request.
  CHECK(view.proposing());
  CHECK(view.status()->text().contains("Looking for dead stones"));
  CHECK_FALSE(view.proposeDeadStones());
  // The referee empties the board before the answer arrives: it no longer fits and is not marked.
  view.clearBoard();
  REQUIRE(shown.wait(120000));
  CHECK(shown.count() == 1);
  CHECK_FALSE(view.proposing());
  CHECK(view.position()->dead().empty());
  CHECK(view.status()->text().contains("The proposal was dropped"));
  // Asked again for the board as it is now, it is shown (an empty board: nothing dead).
  REQUIRE(proposeAndWait(view));
  CHECK(view.status()->text().contains("Proposed by"));
  CHECK(view.status()->text().contains("dead none"));
}
