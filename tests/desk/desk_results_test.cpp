// The results view: keyboard entry by board number, refusals, undo and redo, against the store.
#include <doctest/doctest.h>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "app/desk/results_view.h"
#include "app/desk/rounds_view.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "db/store/result_log.h"
#include "tests/desk/desk_event.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {
// The desk in English, with its plural forms ("2 results missing").
struct RoundFixture : test::DeskEvent {
  RoundFixture() {
    create(test::EventFixture("Results").players({"A", "B", "C", "D"}, "1d").round(1).pairInOrder(),
           "r.tengen");
  }
  std::string resultOf(int board) { return test::storedResultText(*store, board); }
};
}  // namespace

TEST_CASE("typing '2 w+3.5' and Enter stores the result, undo and redo follow the store") {
  RoundFixture f;
  desk::ResultsView view(*f.store);
  CHECK(view.table()->rowCount() == 2);
  CHECK(view.status()->text().contains("2 results missing"));
  QTest::keyClicks(view.entry(), "2 w+3.5");
  QTest::keyClick(view.entry(), Qt::Key_Return);
  CHECK(f.resultOf(2) == "W+3.5");
  CHECK(view.entry()->text().isEmpty());
  CHECK(view.table()->item(1, 5)->text() == "W+3.5");
  // Komi 7.5: a jigo cannot happen; the one result door refuses it in words.
  CHECK_FALSE(view.enter("1 ="));
  CHECK(view.status()->text().contains("a half-point komi leaves no jigo"));
  CHECK(f.resultOf(1) == "-");
  REQUIRE(view.enter("1 b+0.5"));
  CHECK(f.resultOf(1) == "B+0.5");
  CHECK(view.status()->text().contains("All results are in"));
  view.undoStack()->undo();
  CHECK(f.resultOf(1) == "-");
  view.undoStack()->undo();
  CHECK(f.resultOf(2) == "-");
  view.undoStack()->redo();
  CHECK(f.resultOf(2) == "W+3.5");
}

TEST_CASE("an unknown board or a malformed entry is refused and nothing changes") {
  RoundFixture f;
  desk::ResultsView view(*f.store);
  CHECK_FALSE(view.enter("7 b"));
  CHECK(view.status()->text().contains("no board 7"));
  CHECK_FALSE(view.enter("1 x+2"));
  CHECK(view.status()->text().contains("not understood"));
  CHECK(f.resultOf(1) == "-");
  CHECK(view.undoStack()->count() == 0);
}

TEST_CASE("a result against the referee's ledger cannot be entered from the results desk") {
  RoundFixture f;
  // Two warnings for Black on board 1: the ledger gives the game to White.
  db::LedgerStore ledger(*f.store);
  for (int i = 0; i < 2; ++i) {
    db::InfractionReport report;
    report.round = 1;
    report.board = 1;
    report.player = referee::Side::Black;
    report.infraction = "clock-before-move";
    report.referee = "Li";
    ledger.log(report);
  }
  REQUIRE(f.resultOf(1).rfind("W+", 0) == 0);
  const std::string ruled = f.resultOf(1);
  desk::ResultsView view(*f.store);
  CHECK_FALSE(view.enter("1 b"));
  CHECK(view.status()->text().contains("referee"));
  CHECK(f.resultOf(1) == ruled);
  CHECK(view.undoStack()->count() == 0);
  REQUIRE(view.enter("2 b+r"));  // other boards are unaffected
  CHECK(f.resultOf(2) == "B+R");
}

TEST_CASE("changing an entered result asks for a reason - the correction and its undo are logged") {
  RoundFixture f;
  desk::ResultsView view(*f.store);
  std::vector<QString> asked;
  std::optional<QString> answer;  // what the director types; nullopt: cancels
  view.setReasonPrompt([&](const desk::CorrectionFacts& facts) {
    asked.push_back(QStringLiteral("%1 %2 %3").arg(facts.board).arg(facts.stored, facts.typed));
    return answer;
  });
  REQUIRE(view.enter("1 b+r"));  // a first entry: no question
  CHECK(asked.empty());

  // Cancelled, or no reason given: refused, nothing stored or logged.
  CHECK_FALSE(view.enter("1 w+r"));
  answer = QStringLiteral("   ");
  CHECK_FALSE(view.enter("1 w+r"));
  CHECK(view.status()->text().contains("needs a reason"));
  CHECK(f.resultOf(1) == "B+R");
  CHECK(db::resultLog(*f.store).empty());
  REQUIRE(asked.size() == 2);
  CHECK(asked[0] == "1 B+R W+R");

  answer = QStringLiteral("wrong line on the sheet");
  REQUIRE(view.enter("1 w+r"));
  CHECK(f.resultOf(1) == "W+R");
  auto log = db::resultLog(*f.store);
  REQUIRE(log.size() == 1);
  CHECK(log[0].reason == "wrong line on the sheet");
  CHECK(log[0].oldResult == "B+R");
  CHECK(log[0].newResult == "W+R");
  // The game's history shows it, in the tooltip and for the History button.
  CHECK(view.history(1).contains("wrong line on the sheet"));
  CHECK(view.history(1).contains("B+R → W+R"));
  CHECK(view.table()->item(0, 5)->toolTip().contains("wrong line on the sheet"));
  CHECK(view.history(2).isEmpty());

  // Undo is itself a logged correction, and asks nothing.
  asked.clear();
  view.undoStack()->undo();
  CHECK(asked.empty());
  CHECK(f.resultOf(1) == "B+R");
  log = db::resultLog(*f.store);
  REQUIRE(log.size() == 2);
  CHECK(log[1].reason == "undo");
  CHECK(log[1].oldResult == "W+R");
  CHECK(log[1].newResult == "B+R");
  CHECK(view.history(1).contains("undo"));
  // Undoing the first entry clears the result: logged too.
  view.undoStack()->undo();
  CHECK(f.resultOf(1) == "-");
  CHECK(db::resultLog(*f.store).size() == 3);
  view.undoStack()->redo();  // a first entry again: not a correction
  view.undoStack()->redo();
  CHECK(f.resultOf(1) == "W+R");
  log = db::resultLog(*f.store);
  REQUIRE(log.size() == 4);
  CHECK(log[3].reason == "redo: wrong line on the sheet");

  // A freshly opened view shows the history from the store.
  desk::ResultsView reopened(*f.store);
  CHECK(reopened.history(1).contains("wrong line on the sheet"));
}

TEST_CASE("the Results and Rounds tabs read the store when first brought forward, not before") {
  RoundFixture f;
  const QString path = f.dir.file("r.tengen");
  f.store.reset();  // the window opens the file itself
  desk::MainWindow window(f.language);
  REQUIRE(window.openEvent(path));
  desk::ResultsView* results = window.resultsView();
  desk::RoundsView* rounds = window.roundsView();
  REQUIRE(results);
  REQUIRE(rounds);
  CHECK(results->roundBox()->count() == 0);  // not read yet
  CHECK(results->table()->rowCount() == 0);
  CHECK(rounds->roundBox()->count() == 0);
  window.tabs()->setCurrentWidget(results);
  CHECK(results->roundBox()->count() == 1);
  CHECK(results->table()->rowCount() == 2);
  CHECK(rounds->roundBox()->count() == 0);  // still untouched
  window.tabs()->setCurrentWidget(rounds);
  CHECK(rounds->roundBox()->count() == 1);
}
