// An old round's result is not corrected by accident: after a draw the views follow the newest
// round (unless the director picked another), and a correction asks in a dialog of its own that
// names the round and board, what the stored result overrides and the rounds drawn since, with the
// reason in its own field (never the next entry typed ahead).
#include <doctest/doctest.h>

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

#include "app/desk/clocks_view.h"
#include "app/desk/correction_dialog.h"
#include "app/desk/counting_view.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "app/desk/referee_view.h"
#include "app/desk/results_view.h"
#include "app/desk/round_choices.h"
#include "app/desk/rounds_view.h"
#include "app/desk/standings_view.h"
#include "db/service/clock_flag.h"
#include "db/service/counting_store.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "db/store/result_log.h"
#include "tests/desk/desk_event.h"
#include "tests/desk/desk_window.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

const char* kGame =
    "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]PB[A]PW[B]AB[da:di][hg]AW[fa:fi][bc]"
    ";B[ea];W[eb];B[ec];W[];B[])";

int shown(QComboBox* box) {
  return box->currentData().toInt();
}

// The round a tab shows once the director switches to it.
template <class View>
int roundOnTab(QTabWidget* tabs, View* view) {
  tabs->setCurrentWidget(view);
  return shown(view->roundBox());
}

// Picks `round` in the box as a user does (keyboard: the box emits activated).
void pick(QComboBox* box, int round) {
  box->setFocus();
  while (shown(box) > round) QTest::keyClick(box, Qt::Key_Up);
  while (shown(box) < round) QTest::keyClick(box, Qt::Key_Down);
}

// A dialog not found (the test fails): whatever is modal is closed, so the test does not hang.
void closeModal() {
  if (QWidget* modal = QApplication::activeModalWidget()) modal->close();
}

}  // namespace

TEST_CASE("after Draw next round the Results, Clocks and Standings tabs show the new round") {
  test::TempDir dir;
  test::EnglishLanguage language;
  const QString path = dir.file("follow.tengen");
  test::EventFixture("Follow")
      .rounds(4)
      .players({"A", "B", "C", "D"}, "1d")
      .round(1)
      .game(0, 1, "B+R")
      .game(2, 3, "W+R")
      .create(path)
      .reset();
  desk::MainWindow window(language);
  REQUIRE(window.openEvent(path));
  window.show();
  QTabWidget* tabs = window.tabs();
  for (QWidget* view : std::initializer_list<QWidget*>{window.resultsView(), window.clocksView(),
                                                       window.standingsView(), window.refereeView(),
                                                       window.countingView()})
    tabs->setCurrentWidget(view);
  CHECK(shown(window.resultsView()->roundBox()) == 1);

  tabs->setCurrentWidget(window.roundsView());
  REQUIRE(window.roundsView()->draw());
  CHECK(roundOnTab(tabs, window.resultsView()) == 2);
  CHECK(roundOnTab(tabs, window.clocksView()) == 2);
  CHECK(roundOnTab(tabs, window.standingsView()) == 2);
  CHECK(roundOnTab(tabs, window.refereeView()) == 2);
  CHECK(roundOnTab(tabs, window.countingView()) == 2);
  // "1 w" now goes to round 2's board 1: a first entry there, no correction of round 1.
  tabs->setCurrentWidget(window.resultsView());
  REQUIRE(window.resultsView()->enter("1 w"));
  REQUIRE(window.resultsView()->enter("2 b"));

  // The director picks round 1 in Results: it stays there after the next draw; Clocks follows.
  pick(window.resultsView()->roundBox(), 1);
  REQUIRE(shown(window.resultsView()->roundBox()) == 1);
  tabs->setCurrentWidget(window.roundsView());
  REQUIRE(window.roundsView()->draw());
  CHECK(shown(window.roundsView()->roundBox()) == 3);
  CHECK(roundOnTab(tabs, window.resultsView()) == 1);
  CHECK(roundOnTab(tabs, window.clocksView()) == 3);
  // Picking the newest round again follows the newest from then on.
  tabs->setCurrentWidget(window.resultsView());
  pick(window.resultsView()->roundBox(), 3);
  CHECK_FALSE(desk::RoundChoices::pinned(window.resultsView()->roundBox()));
}

namespace {
struct FlagFixture : test::DeskEvent {
  FlagFixture() {
    create(test::EventFixture("Flags")
               .rounds(3)
               .boardSize(9)
               .players({"A", "B", "C", "D"}, "1d")
               .round(1)
               .pairInOrder()
               .round(2)
               .game(0, 2)
               .game(1, 3),
           "flag.tengen");
  }
};
}  // namespace

TEST_CASE("correcting an old round: a dialog names round, board and later rounds, no typed-ahead") {
  FlagFixture f;
  REQUIRE(db::LedgerStore(*f.store).enterResult(1, 2, pairing::Result::parse("B+R")));
  desk::ResultsView view(*f.store);
  view.show();
  CHECK(shown(view.roundBox()) == 2);  // the newest round
  REQUIRE(desk::RoundChoices::choose(view.roundBox(), 1));

  bool seen = false;
  QTimer::singleShot(0, [&] {
    auto* dialog = view.findChild<desk::CorrectionDialog*>();
    CHECK(dialog);
    if (!dialog) return closeModal();
    seen = true;
    const QString summary = dialog->summary();
    CHECK(dialog->windowTitle().contains("round 1, board 2"));
    CHECK(summary.contains("Stored result: B+R (entered by"));
    CHECK(summary.contains("Not verified by counting, not set by a referee or a clock"));
    CHECK(summary.contains("Drawn since: round(s) 2"));
    CHECK(summary.contains("New result: W+R"));
    CHECK_FALSE(dialog->okButton()->isEnabled());  // no reason yet
    // The director types ahead the next entry: it is not taken as the reason.
    QTest::keyClicks(dialog->reasonField(), "2 w+4.5");
    QTest::keyClick(dialog->reasonField(), Qt::Key_Return);
    CHECK(dialog->isVisible());
    CHECK_FALSE(dialog->okButton()->isEnabled());
    CHECK(dialog->hint()->text().contains("reads like a result entry"));
    dialog->reasonField()->clear();
    QTest::keyClicks(dialog->reasonField(), "sheet misread");
    CHECK(dialog->okButton()->isEnabled());
    QTest::keyClick(dialog->reasonField(), Qt::Key_Return);  // Enter alone saves nothing
    CHECK(dialog->isVisible());
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
  });
  REQUIRE(view.enter("2 w+r"));
  CHECK(seen);
  CHECK(test::storedResultText(*f.store, 2) == "W+R");
  const auto log = db::resultLog(*f.store, 1, 2);
  REQUIRE(log.size() == 1);
  CHECK(log[0].reason == "sheet misread");
  CHECK(log[0].oldResult == "B+R");
}

TEST_CASE("a clock flag's result: agreeing asks nothing, a correction is shown to override it") {
  FlagFixture f;
  db::recordFlag(*f.store, 1, 1, clock::Player::Black);  // W+T by the clock
  REQUIRE(test::storedResultText(*f.store, 1) == "W+T");
  desk::ResultsView view(*f.store);
  REQUIRE(desk::RoundChoices::choose(view.roundBox(), 1));
  int asked = 0;
  view.setReasonPrompt([&](const desk::CorrectionFacts&) {
    ++asked;
    return std::optional<QString>();
  });
  // "1 w": White won, as the flag says; the referee's W+T stays, no correction is asked for.
  REQUIRE(view.enter("1 w"));
  CHECK(asked == 0);
  CHECK(view.status()->text().contains("keeps the referee's result W+T"));
  CHECK(test::storedResultText(*f.store, 1) == "W+T");
  CHECK(db::resultLog(*f.store, 1, 1).empty());

  // What a correction of it would override, as the dialog says it.
  const pairing::Game game = f.store->round(1)->games.front();
  const auto facts = desk::CorrectionFacts::read(*f.store, 1, game, pairing::Result::parse("W+R"),
                                                 "A (1d)", "B (1d)");
  CHECK(facts.clockFlag);
  CHECK(facts.flaggedBlack);
  desk::CorrectionDialog dialog(facts);
  CHECK(dialog.summary().contains("Set by a clock flag: Black lost on time"));
  CHECK(dialog.warning()->text().contains("overrides a clock flag"));
  CHECK(dialog.windowTitle().contains("round 1, board 1"));
}

TEST_CASE("a correction cancelled, or given an entry as its reason, changes nothing") {
  FlagFixture f;
  REQUIRE(db::LedgerStore(*f.store).enterResult(1, 2, pairing::Result::parse("B+R")));
  desk::ResultsView view(*f.store);
  REQUIRE(desk::RoundChoices::choose(view.roundBox(), 1));
  QTimer::singleShot(0, [&] {
    auto* dialog = view.findChild<desk::CorrectionDialog*>();
    CHECK(dialog);
    if (!dialog) return closeModal();
    CHECK(dialog->summary().contains("Not verified by counting"));
    QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
  });
  CHECK_FALSE(view.enter("2 w+r"));
  CHECK(view.status()->text().contains("Round 1 board 2 already has the result B+R"));
  // A prompt that hands back a result entry (typed ahead) is refused the same way.
  view.setReasonPrompt([](const desk::CorrectionFacts&) { return QStringLiteral("2 w+4.5"); });
  CHECK_FALSE(view.enter("2 w+r"));
  CHECK(test::storedResultText(*f.store, 2) == "B+R");
  CHECK(db::resultLog(*f.store).empty());
}

TEST_CASE("overriding a verified count says so") {
  FlagFixture f;
  auto position = std::get<rules::CountingPosition>(
      rules::CountingPosition::fromSgf(kGame, db::countingTerms(*f.store, 1, 1)));
  db::saveVerifiedCount(*f.store, 1, 1, position, QByteArray(kGame), "");
  const std::string counted = test::storedResultText(*f.store, 1);
  REQUIRE(counted != "-");
  const pairing::Game game = f.store->round(1)->games.front();
  const auto facts = desk::CorrectionFacts::read(*f.store, 1, game, pairing::Result::parse("B+R"),
                                                 "A (1d)", "B (1d)");
  CHECK(facts.verified == QString::fromStdString(counted));
  CHECK(facts.overridesVerified);
  CHECK(facts.roundsSince == std::vector<int>{2});
  desk::CorrectionDialog dialog(facts);
  CHECK(dialog.summary().contains("Verified by counting: " + QString::fromStdString(counted)));
  CHECK(dialog.warning()->text().contains("overrides the verified count"));
  // The same result as counted, written differently, overrides nothing.
  const auto same =
      desk::CorrectionFacts::read(*f.store, 1, game, pairing::Result::parse(counted), "A", "B");
  CHECK_FALSE(same.overridesVerified);
}
