// The clock wall and the board clock window, offscreen on virtual time: the wall shows the round's
// boards, presses are journalled at once, a reopened window resumes from the journal, and a flag
// fall becomes a loss on time with one referee ledger entry. No audio is needed (voice off).
#include <doctest/doctest.h>

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFontMetrics>
#include <QLabel>
#include <QLayout>
#include <QPointer>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <array>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <functional>

#include "app/desk/board_clock_window.h"
#include "app/desk/clocks_view.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "db/service/board_clock_session.h"
#include "db/service/ledger_store.h"
#include "db/store/clock_journal_store.h"
#include "db/store/clock_voice.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_event.h"
#include "tests/desk/desk_window.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"
#include "tests/support/store_rows.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using clock::kSecond;
using clock::Player;

namespace {

// Virtual time: monotonic and wall time advance together, only when the test says so.
struct VirtualTime {
  clock::Ms mono = 5'000'000;
  boost::posix_time::ptime utc{boost::gregorian::date(2026, 12, 5), boost::posix_time::hours(9)};
  void advance(clock::Ms ms) {
    mono += ms;
    utc += boost::posix_time::milliseconds(ms);
  }
  // A laptop's suspend: wall time goes on, the monotonic clock stands still.
  void sleep(clock::Ms ms) { utc += boost::posix_time::milliseconds(ms); }
  desk::BoardClockWindow::NowSource source() {
    return [this] { return db::ClockNow{mono, utc}; };
  }
};

struct ClockFixture : test::DeskEvent {
  VirtualTime time;

  // On `where` (an event URL) instead of a file when given.
  explicit ClockFixture(const std::string& control, const QString& where = {}) {
    const auto hall = test::EventFixture("Clock Hall")
                          .timeControl(control)
                          .players({"柯洁", "Lee Sedol", "Shin Jinseo", "芈昱廷"}, "9p")
                          .round(1)
                          .pairInOrder();
    if (where.isEmpty())
      create(hall, "hall.tengen");
    else
      store = hall.create(where);
    db::setEventVoice(*store, "en");  // these clocks call in English (the captions checked)
  }
  std::vector<clock::EventKind> journalKinds(int board) {
    db::ClockJournalStore clocks(*store);
    auto id = clocks.clockId(1, board);
    if (!id) return {};
    std::vector<clock::EventKind> kinds;
    for (const auto& e : clocks.load(*id).journal) kinds.push_back(e.kind);
    return kinds;
  }
  QString cell(desk::ClocksView& view, int row, int col) {
    auto* item = view.table()->item(row, col);
    return item ? item->text() : QString();
  }
  // Board `board`'s clock started, Black's 3 s move pressed, the window closed while White's
  // clock runs (`beforeClose` looks at it first), 10 s on: the window opened again.
  desk::BoardClockWindow* reopenAfterGap(
      desk::ClocksView& view, int board,
      const std::function<void(desk::BoardClockWindow*)>& beforeClose = {}) {
    desk::BoardClockWindow* w = view.openBoard(board);
    w->press();
    time.advance(3 * kSecond);
    w->press();
    if (beforeClose) beforeClose(w);
    delete w;  // the window (or the program) goes away while White's clock runs
    time.advance(10 * kSecond);
    return view.openBoard(board);
  }
};

// The fixture with the round's clock wall open on its event.
struct WallFixture : ClockFixture {
  explicit WallFixture(const std::string& control, const QString& where = {})
      : ClockFixture(control, where) {}
  desk::ClocksView view{*store, language, nullptr, time.source()};
  QString cell(int row, int col) { return ClockFixture::cell(view, row, col); }
  desk::BoardClockWindow* reopenAfterGap(
      int board, const std::function<void(desk::BoardClockWindow*)>& beforeClose = {}) {
    return ClockFixture::reopenAfterGap(view, board, beforeClose);
  }
};

}  // namespace

TEST_CASE("the clock wall shows every board and a board clock press is journalled at once") {
  WallFixture f("fast:1m+3x30s");
  REQUIRE(f.view.table()->rowCount() == 2);
  CHECK(f.cell(0, 1).contains("柯洁"));
  CHECK(f.cell(1, 4).contains("芈昱廷"));
  CHECK(f.cell(0, 7) == "no clock");
  CHECK(f.view.timerInterval() == -1);  // nothing runs: no timer

  desk::BoardClockWindow* w = f.view.openBoard(1);
  REQUIRE(w);
  CHECK(w->face(Player::Black)->text() == "1:00");
  CHECK(f.journalKinds(1).empty());   // looking writes nothing
  QTest::keyClick(w, Qt::Key_Space);  // starts Black's clock
  CHECK(f.journalKinds(1) == std::vector{clock::EventKind::Start});
  f.time.advance(4 * kSecond + 300);
  QTest::keyClick(w, Qt::Key_Right);  // White's side: not White's turn, nothing happens
  CHECK(f.journalKinds(1).size() == 1);
  QTest::keyClick(w, Qt::Key_Left);  // Black presses
  CHECK(f.journalKinds(1) == std::vector{clock::EventKind::Start, clock::EventKind::Move});
  CHECK(w->face(Player::Black)->text() == "0:56");  // 55.7 s left, rounded up
  f.time.advance(2 * kSecond);
  w->refresh();
  CHECK(w->face(Player::White)->text() == "0:58");

  f.view.refresh();  // the wall reads the journals
  CHECK(f.cell(0, 2) == "0:56");
  CHECK(f.cell(0, 3) == "0:58");
  CHECK(f.cell(0, 5) == "White");
  CHECK(f.cell(1, 7) == "no clock");
  // The timer is aimed at the next change of a reading: White's shown second, 1 s away.
  CHECK(f.view.timerInterval() == 1000);
  CHECK(w->timerInterval() == 1000);

  QTest::keyClick(w, Qt::Key_P);
  CHECK(w->session()->clock().phase() == clock::Phase::Paused);
  f.time.advance(30 * kSecond);
  f.view.refresh();
  CHECK(f.cell(0, 3) == "0:58");  // paused: no time runs
  CHECK(f.cell(0, 7) == "paused");
  CHECK(f.view.timerInterval() == -1);
  QTest::keyClick(w, Qt::Key_P);
  w->adjust(Player::White, 60 * kSecond);  // the referee adds a minute
  CHECK(w->face(Player::White)->text() == "1:58");
  CHECK(f.journalKinds(1).back() == clock::EventKind::Adjust);
  CHECK(f.journalKinds(1).size() == 5);
  w->close();
}

TEST_CASE("a reopened board clock resumes from the journal with the gap on the player to move") {
  WallFixture f("byoyomi:1m+3x30s");
  desk::BoardClockWindow* again = f.reopenAfterGap(
      2, [](desk::BoardClockWindow* w) { CHECK_FALSE(w->banner()->isVisibleTo(w)); });
  REQUIRE(again->session()->resumedRunning());
  CHECK(again->banner()->isVisibleTo(again));
  CHECK(again->banner()->text().contains("White"));
  CHECK(again->face(Player::Black)->text() == "0:57");
  CHECK(again->face(Player::White)->text() == "0:50");  // the 10 s gap was White's
  f.time.advance(51 * kSecond);  // White's main time runs out 1 s ago: byo-yomi
  again->refresh();
  CHECK(again->caption()->text().contains("byo-yomi"));
  CHECK(again->face(Player::White)->text() == "0:29");
  again->press(Player::White);
  CHECK(f.journalKinds(2).size() == 3);
  delete again;
}

TEST_CASE("zero main time: the start shows byo-yomi beginning") {
  WallFixture f("fast:0s+3x30s");
  desk::BoardClockWindow* w = f.view.openBoard(1);
  w->press();
  CHECK(w->caption()->text() == "byo-yomi: 3 periods left");
  CHECK(w->face(Player::Black)->text() == "0:30");
  delete w;
}

TEST_CASE("a flag fall stores the loss on time and one overtime ledger entry, once") {
  WallFixture f("fast:0s+2x10s");
  desk::BoardClockWindow* w = f.view.openBoard(1);
  w->press();  // Black's clock runs: 2 periods of 10 s
  f.time.advance(19 * kSecond + 999);
  w->refresh();
  CHECK_FALSE(w->session()->clock().outcome().over);
  CHECK(w->face(Player::Black)->text() == "0.1");  // tenths, never 0 while time remains
  f.time.advance(1);
  w->refresh();  // the deadline timer's call: the flag falls exactly now
  REQUIRE(w->session()->clock().outcome().over);
  CHECK(w->status()->text().contains("lost on time"));
  CHECK(w->caption()->text().contains("lost on time"));
  CHECK(f.journalKinds(1).back() == clock::EventKind::Flag);
  const auto result = f.store->round(1)->games[0].result;
  REQUIRE(result);
  CHECK(result->toString() == "W+T");
  CHECK(result->byReferee);
  db::LedgerStore ledger(*f.store);
  REQUIRE(ledger.entries(1, 1).size() == 1);
  CHECK(ledger.entries(1, 1)[0].infraction == "overtime");
  CHECK(result->ledgerEntry == ledger.entries(1, 1)[0].id);

  f.view.refresh();
  CHECK(f.cell(0, 7).contains("Black lost on time"));
  CHECK(f.view.table()->item(0, 0)->background().color() == QColor(239, 154, 154));
  delete w;
  // Reopening the flagged clock (or a second report) does not add a second entry.
  desk::BoardClockWindow* again = f.view.openBoard(1);
  CHECK(again->session()->flag());
  CHECK(ledger.entries(1, 1).size() == 1);
  CHECK(again->press() == clock::Refusal::GameOver);
  delete again;
}

TEST_CASE("a board that is not in the round opens no clock") {
  WallFixture f("fast:1m+3x30s");
  CHECK(f.view.openBoard(9) == nullptr);
  CHECK(f.view.openBoard(1) == f.view.openBoard(1));  // a second open raises the same window
}

TEST_CASE("an event without a usable time control opens a board clock that says so") {
  WallFixture f("two hours each");
  desk::BoardClockWindow* w = f.view.openBoard(1);
  REQUIRE(w);
  CHECK_FALSE(w->session()->usable());
  CHECK(w->status()->text().contains("two hours each"));
  CHECK(w->press() == clock::Refusal::BadValue);
  CHECK(f.journalKinds(1).empty());
}

TEST_CASE("on PostgreSQL the clock wall follows a board clock started at another desk" *
          tengen::test::needsPostgres()) {
  const QByteArray server = qgetenv("TENGEN_TEST_PG");
  const QString url = QString::fromUtf8(server) + QStringLiteral("?event=wall_%1_%2")
                                                      .arg(QCoreApplication::applicationPid())
                                                      .arg(QDateTime::currentMSecsSinceEpoch());
  WallFixture f("fast:1m+3x30s", url);
  REQUIRE(f.view.table()->rowCount() == 2);
  CHECK(f.cell(1, 7) == "no clock");
  {
    auto other = db::EventStore::open(url);  // the board's own desk
    db::BoardClockSession board(*other, 1, 2, std::nullopt, {f.time.mono, f.time.utc});
    REQUIRE_FALSE(board.usable());  // no clock stored yet and no settings given
    db::BoardClockSession started(
        *other, 1, 2,
        clock::GameSettings::same(clock::ClockSettings::fast(clock::kMinute, 3, 30 * kSecond)),
        {f.time.mono, f.time.utc});
    REQUIRE(started.run({f.time.mono, f.time.utc}, [](clock::GameClock& c, clock::Ms at) {
      return c.start(at);
    }) == clock::Refusal::None);
  }
  // No timer runs on the wall (nothing was running): only the change feed can tell it.
  QElapsedTimer waited;
  waited.start();
  while (f.cell(1, 5) != "Black" && waited.elapsed() < 5000)
    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
  CHECK(f.cell(1, 5) == "Black");
  CHECK(f.cell(1, 2) == "1:00");
}

TEST_CASE(
    "screenshots include the clock wall and the board clock of the first game, writing nothing") {
  ClockFixture f("chinese:120m,reserve=5");
  const QString path = f.store->path();
  f.store.reset();
  desk::MainWindow window(f.language);
  REQUIRE(window.openEvent(path));
  const QStringList files = window.saveScreenshots(f.dir.file("shots"));
  bool wall = false, board = false;
  for (const QString& file : files) {
    wall = wall || file.endsWith("-clocks.png");
    board = board || file.endsWith("-board-clock.png");
    CHECK(QFileInfo(file).size() > 0);
  }
  CHECK(wall);
  CHECK(board);
  auto store = db::EventStore::open(path);
  CHECK_FALSE(db::ClockJournalStore(*store).clockId(1, 1));  // looking stores no clock
}

TEST_CASE(
    "a laptop that slept while a board clock ran raises a red alert, journalled, on the wall") {
  WallFixture f("fast:5m+3x30s");
  desk::BoardClockWindow* w = f.view.openBoard(1);
  REQUIRE(w);
  w->press();  // Black's clock runs
  f.time.advance(10 * kSecond);
  w->refresh();
  CHECK_FALSE(w->sleepBanner()->isVisibleTo(w));
  CHECK(f.journalKinds(1).size() == 1);  // timer readings without a sleep journal nothing

  f.time.sleep(20 * clock::kMinute);  // the lid is closed for 20 minutes
  f.time.advance(1 * kSecond);        // and the first timer fires a second after waking
  w->refresh();
  REQUIRE(w->sleepBanner()->isVisibleTo(w));
  CHECK(w->sleepBanner()->text().contains("20:00"));
  CHECK(w->checkPanel()->isVisibleTo(w));
  CHECK(w->face(Player::Black)->text() == "4:49");  // the monotonic clock did not count the sleep
  db::ClockJournalStore clocks(*f.store);
  const clock::Journal journal = clocks.load(*clocks.clockId(1, 1)).journal;
  REQUIRE(journal.size() == 2);
  CHECK(journal.back().kind == clock::EventKind::Note);
  CHECK(journal.back().count == static_cast<int>(clock::NoteKind::Slept));
  CHECK(journal.back().amount == 20 * clock::kMinute);

  // The window's change refreshed the wall: the board is marked for the referee.
  CHECK(f.cell(0, 7).contains("computer slept 20:00"));
  CHECK(f.view.table()->item(0, 0)->background().color() == QColor(206, 147, 216));
  CHECK(f.view.status()->text().contains("1 to check"));
  CHECK_FALSE(f.cell(1, 7).contains("slept"));

  f.time.advance(1 * kSecond);
  w->refresh();  // no new sleep: no second note
  CHECK(f.journalKinds(1).size() == 2);

  REQUIRE(w->confirmCheck() == clock::Refusal::None);
  CHECK_FALSE(w->sleepBanner()->isVisibleTo(w));
  CHECK_FALSE(w->checkPanel()->isVisibleTo(w));
  const clock::Journal after = clocks.load(*clocks.clockId(1, 1)).journal;
  CHECK(after.back().kind == clock::EventKind::Note);
  CHECK(after.back().count == static_cast<int>(clock::NoteKind::Confirmed));
  CHECK(after.back().amount == 20 * clock::kMinute);
  f.view.refresh();
  CHECK_FALSE(f.cell(0, 7).contains("slept"));
  CHECK(w->face(Player::Black)->text() == "4:48");  // the notes changed no time
  delete w;
}

TEST_CASE("a sleep while the clock is paused raises no alert") {
  WallFixture f("fast:5m+3x30s");
  desk::BoardClockWindow* w = f.view.openBoard(1);
  w->press();
  w->togglePause();
  f.time.sleep(30 * clock::kMinute);
  w->togglePause();
  CHECK_FALSE(w->sleepBanner()->isVisibleTo(w));
  CHECK(f.journalKinds(1) ==
        std::vector{clock::EventKind::Start, clock::EventKind::Pause, clock::EventKind::Resume});
  delete w;
}

TEST_CASE(
    "after a reopen the referee confirms the charged gap, and the confirmation is journalled") {
  WallFixture f("byoyomi:1m+3x30s");
  desk::BoardClockWindow* again = f.reopenAfterGap(
      2, [](desk::BoardClockWindow* w) { CHECK_FALSE(w->checkPanel()->isVisibleTo(w)); });
  REQUIRE(again->checkPanel()->isVisibleTo(again));
  CHECK(again->checkPlayer()->currentText() == "White");
  CHECK(again->checkSeconds()->value() == 10);  // the suggestion gives the gap back
  REQUIRE(again->confirmCheck() == clock::Refusal::None);
  CHECK_FALSE(again->banner()->isVisibleTo(again));
  CHECK_FALSE(again->checkPanel()->isVisibleTo(again));
  db::ClockJournalStore clocks(*f.store);
  const clock::JournalEvent last = clocks.load(*clocks.clockId(1, 2)).journal.back();
  CHECK(last.kind == clock::EventKind::Note);
  CHECK(last.count == static_cast<int>(clock::NoteKind::Confirmed));
  CHECK(last.player == Player::White);
  CHECK(last.amount == 10 * kSecond);
  CHECK(again->face(Player::White)->text() == "0:50");  // confirmed: the gap stays charged
  delete again;
}

TEST_CASE("after a reopen the referee adjusts the charged player's time as an arbiter event") {
  WallFixture f("byoyomi:1m+3x30s");
  desk::BoardClockWindow* again = f.reopenAfterGap(2);
  REQUIRE(again->checkPanel()->isVisibleTo(again));
  REQUIRE(again->adjustCheck(Player::White, 8 * kSecond) == clock::Refusal::None);
  CHECK_FALSE(again->checkPanel()->isVisibleTo(again));
  db::ClockJournalStore clocks(*f.store);
  const clock::JournalEvent last = clocks.load(*clocks.clockId(1, 2)).journal.back();
  CHECK(last.kind == clock::EventKind::Adjust);
  CHECK(last.player == Player::White);
  CHECK(last.amount == 8 * kSecond);
  CHECK(again->face(Player::White)->text() == "0:58");
  delete again;
}

TEST_CASE("the clock wall records a flag that falls with no board clock window open") {
  WallFixture f("fast:0s+2x10s");
  for (int board : {1, 2}) {
    desk::BoardClockWindow* w = f.view.openBoard(board);
    w->press();  // Black's clock runs
    delete w;    // nobody watches the board: only the wall is open
  }
  // Board 2's game got a result at the table before its flag fell: the wall leaves it alone.
  tengen::test::StoreRows::setResult(*f.store, 1, 2, pairing::Result::parse("B+R"));
  f.view.reload();
  f.time.advance(19 * kSecond);
  f.view.refresh();
  CHECK_FALSE(f.store->round(1)->games[0].result);
  CHECK(f.view.timerInterval() > 0);  // aimed at the next reading: the flag among them
  f.time.advance(1 * kSecond);
  f.view.refresh();  // the timer fires at the flag
  const auto result = f.store->round(1)->games[0].result;
  REQUIRE(result);
  CHECK(result->toString() == "W+T");
  db::LedgerStore ledger(*f.store);
  REQUIRE(ledger.entries(1, 1).size() == 1);
  CHECK(ledger.entries(1, 1)[0].infraction == "overtime");
  CHECK(ledger.entries(1, 2).empty());
  CHECK(f.store->round(1)->games[1].result->toString() == "B+R");
  CHECK(f.cell(1, 7).contains("Black's flag fell after the result B+R"));
  CHECK(f.cell(0, 7).contains("Black lost on time, result W+T"));
  CHECK(f.view.table()->item(0, 0)->background().color() == QColor(239, 154, 154));
  CHECK(f.view.status()->text().contains("2 flags fallen"));

  // A result entered elsewhere after the wall read the results is not overwritten by a flag.
  {
    ClockFixture g("fast:0s+2x10s");
    desk::ClocksView wall(*g.store, g.language, nullptr, g.time.source());
    desk::BoardClockWindow* started = wall.openBoard(1);
    started->press();
    delete started;
    wall.refresh();  // the wall has read board 1 without a result
    tengen::test::StoreRows::setResult(*g.store, 1, 1, pairing::Result::parse("B+R"));
    g.time.advance(20 * kSecond);
    wall.refresh();  // no journal changed: the wall's copy is old, the store is asked again
    CHECK(g.store->round(1)->games[0].result->toString() == "B+R");
    CHECK(db::LedgerStore(*g.store).entries(1, 1).empty());
  }

  f.time.advance(5 * kSecond);
  f.view.reload();  // reading again records nothing more
  CHECK(ledger.entries(1, 1).size() == 1);
  desk::BoardClockWindow* w = f.view.openBoard(1);  // the window journals the flag, adds no entry
  REQUIRE(w->session()->flag());
  CHECK(w->session()->flag()->alreadyRecorded);
  CHECK(f.journalKinds(1).back() == clock::EventKind::Flag);
  CHECK(ledger.entries(1, 1).size() == 1);
  delete w;
}

TEST_CASE(
    "the board clock caption keeps the turn's latest call after a pause, an adjustment "
    "and a reopen") {
  WallFixture f("fast:0s+3x30s");
  desk::BoardClockWindow* w = f.view.openBoard(1);
  w->press();  // Black's clock runs: 30 s periods
  f.time.advance(20 * kSecond + 500);
  w->refresh();  // the timer at 20 s
  CHECK(w->caption()->text() == "20 seconds");
  QTest::keyClick(w, Qt::Key_P);
  CHECK(w->session()->clock().phase() == clock::Phase::Paused);
  CHECK(w->caption()->text() == "20 seconds");
  f.time.advance(2 * clock::kMinute);
  QTest::keyClick(w, Qt::Key_P);
  CHECK(w->caption()->text() == "20 seconds");
  w->adjust(Player::Black, 5 * kSecond);  // the referee gives five seconds back
  CHECK(w->caption()->text() == "20 seconds");
  f.time.advance(kSecond);
  w->refresh();
  CHECK(w->caption()->text() == "20 seconds");
  delete w;  // closed and reopened: read from the journal
  desk::BoardClockWindow* again = f.view.openBoard(1);
  CHECK(again->caption()->text() == "20 seconds");
  CHECK(f.cell(0, 6) == "20 seconds");  // the wall's latest call agrees
  again->press(Player::Black);          // White's turn starts with byo-yomi, no call of Black's
  CHECK(again->caption()->text() == "byo-yomi: 3 periods left");
  delete again;
}

TEST_CASE("closing a running board clock journals the close and its reopen shows no banner") {
  WallFixture f("byoyomi:1m+3x30s");
  QPointer<desk::BoardClockWindow> w = f.view.openBoard(2);
  w->press();
  f.time.advance(3 * kSecond);
  w->press();  // White's clock runs
  w->close();  // the referee closes the window: the clock runs on
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
  CHECK(w.isNull());
  db::ClockJournalStore clocks(*f.store);
  const clock::JournalEvent closed = clocks.load(*clocks.clockId(1, 2)).journal.back();
  CHECK(closed.kind == clock::EventKind::Note);
  CHECK(closed.count == static_cast<int>(clock::NoteKind::Closed));
  CHECK(f.cell(1, 5) == "White");  // the wall still shows it running

  f.time.advance(10 * kSecond);
  desk::BoardClockWindow* again = f.view.openBoard(2);
  CHECK(again->session()->resumedRunning());
  CHECK_FALSE(again->banner()->isVisibleTo(again));
  CHECK_FALSE(again->checkPanel()->isVisibleTo(again));
  CHECK(again->status()->text().contains("ran on"));
  CHECK(again->face(Player::White)->text() == "0:50");  // the 10 s were White's thinking time
  again->press(Player::White);
  delete again;  // a crash now: nothing closes the clock

  f.time.advance(5 * kSecond);
  desk::BoardClockWindow* crashed = f.view.openBoard(2);
  CHECK(crashed->banner()->isVisibleTo(crashed));
  CHECK(crashed->checkPanel()->isVisibleTo(crashed));
  delete crashed;
}

TEST_CASE("quitting the desk closes its board clocks the ordinary way") {
  WallFixture f("fast:5m+3x30s");
  QPointer<desk::BoardClockWindow> w = f.view.openBoard(1);
  w->press();  // Black's clock runs
  f.time.advance(2 * kSecond);
  QTimer::singleShot(0, qApp, &QCoreApplication::quit);
  QCoreApplication::exec();  // quits at once: aboutToQuit closes the open window
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
  CHECK(w.isNull());
  CHECK(f.journalKinds(1) == std::vector{clock::EventKind::Start, clock::EventKind::Note});
  f.time.advance(10 * kSecond);
  desk::BoardClockWindow* again = f.view.openBoard(1);
  CHECK(again->session()->resumedAfterClose());
  CHECK_FALSE(again->banner()->isVisibleTo(again));
  CHECK(again->face(Player::Black)->text() == "4:48");
  delete again;
}

TEST_CASE("opening another event closes the board clocks of the first the ordinary way") {
  ClockFixture f("fast:5m+3x30s");
  const QString first = f.dir.file("hall.tengen");
  const QString second = f.dir.file("annex.tengen");
  test::EventFixture("Annex").players({"A", "B"}, "1d").round(1).pairInOrder().create(second);
  {
    desk::MainWindow window(f.language);
    REQUIRE(window.openEvent(first));
    QPointer<desk::BoardClockWindow> w = window.clocksView()->openBoard(1);
    REQUIRE(w);
    w->press();  // Black's clock runs
    REQUIRE(window.openEvent(second));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    CHECK(w.isNull());
    // Its close is journalled, so reopening the first event's board is not taken for a crash.
    CHECK(f.journalKinds(1) == std::vector{clock::EventKind::Start, clock::EventKind::Note});
    REQUIRE(window.openEvent(first));
    desk::BoardClockWindow* again = window.clocksView()->openBoard(1);
    REQUIRE(again);
    CHECK(again->session()->resumedAfterClose());
    CHECK_FALSE(again->banner()->isVisibleTo(again));
  }  // the window goes with a clock open: closed the ordinary way too
  const std::vector<clock::EventKind> kinds = f.journalKinds(1);
  REQUIRE(kinds.size() >= 4);
  CHECK(kinds.back() == clock::EventKind::Note);
}

TEST_CASE("the clock wall notices a sleep itself and marks every running board to check, once") {
  WallFixture f("fast:5m+3x30s");
  for (int board : {1, 2}) {
    desk::BoardClockWindow* w = f.view.openBoard(board);
    w->press();                // Black's clock runs
    if (board == 2) delete w;  // board 2: no window open, only the wall reads it
  }
  desk::BoardClockWindow* open = f.view.openBoard(1);
  f.time.advance(kSecond);
  f.view.refresh();
  CHECK(f.view.timerInterval() > 0);  // clocks run: the wall reads them again soon
  CHECK_FALSE(f.view.status()->text().contains("to check"));

  f.time.sleep(20 * clock::kMinute);
  f.time.advance(kSecond);
  f.view.refresh();  // the wall's timer fires first after waking
  for (int row : {0, 1}) {
    CHECK(f.cell(row, 7).contains("computer slept 20:00"));
    CHECK(f.view.table()->item(row, 0)->background().color() == QColor(206, 147, 216));
  }
  CHECK(f.view.status()->text().contains("2 to check"));
  auto slept = [&](int board) {
    int n = 0;
    for (const auto& e : [&] {
           db::ClockJournalStore clocks(*f.store);
           return clocks.load(*clocks.clockId(1, board)).journal;
         }())
      n += e.kind == clock::EventKind::Note && e.count == static_cast<int>(clock::NoteKind::Slept);
    return n;
  };
  CHECK(slept(1) == 1);
  CHECK(slept(2) == 1);
  open->refresh();  // board 1's window notices the same sleep: alert, no second note
  CHECK(open->sleepBanner()->isVisibleTo(open));
  CHECK(slept(1) == 1);
  f.time.advance(kSecond);
  f.view.refresh();
  CHECK(slept(2) == 1);
  REQUIRE(open->confirmCheck() == clock::Refusal::None);
  f.view.refresh();
  CHECK_FALSE(f.cell(0, 7).contains("slept"));
  CHECK(f.cell(1, 7).contains("slept"));  // board 2 waits for its referee
  delete open;
}

TEST_CASE("tapping a clock face presses the clock for that face's player") {
  WallFixture f("fast:1m+3x30s");
  desk::BoardClockWindow* w = f.view.openBoard(1);
  w->show();
  QTest::mouseClick(w->faceBox(Player::White), Qt::LeftButton);  // any tap starts: Black to move
  CHECK(f.journalKinds(1) == std::vector{clock::EventKind::Start});
  f.time.advance(4 * kSecond);
  QTest::mouseClick(w->faceBox(Player::White), Qt::LeftButton);  // not White's turn: nothing
  CHECK(f.journalKinds(1).size() == 1);
  QTest::mouseClick(w->face(Player::Black), Qt::LeftButton);  // on the time itself: Black's press
  CHECK(f.journalKinds(1) == std::vector{clock::EventKind::Start, clock::EventKind::Move});
  CHECK(w->session()->clock().toMove() == Player::White);
  CHECK(w->face(Player::Black)->text() == "0:56");

  // Mirrored, White sits on the left: a tap still presses the tapped face's own player.
  w->setMirrored(true);
  w->layout()->activate();
  REQUIRE(w->faceBox(Player::White)->geometry().center().x() <
          w->faceBox(Player::Black)->geometry().center().x());
  f.time.advance(2 * kSecond);
  QPointingDevice* screen = QTest::createTouchDevice();
  QTest::touchEvent(w, screen).press(0, w->faceBox(Player::White)->geometry().center());
  QTest::touchEvent(w, screen).release(0, w->faceBox(Player::White)->geometry().center());
  CHECK(f.journalKinds(1).size() == 3);
  CHECK(w->session()->clock().toMove() == Player::Black);
  CHECK(w->face(Player::White)->text() == "0:58");
  delete w;
}

TEST_CASE("the board clock's digits and periods line grow with the window, F11 is full screen") {
  WallFixture f("fast:1m+3x30s");
  desk::BoardClockWindow* w = f.view.openBoard(1);
  REQUIRE(w);
  w->show();
  auto sizes = [&](int width, int height) {
    w->resize(width, height);
    QCoreApplication::processEvents();
    w->layout()->activate();
    QCoreApplication::processEvents();
    return std::array{w->face(Player::Black)->font().pixelSize(),
                      w->periodsLine(Player::Black)->font().pixelSize(),
                      w->faceBox(Player::Black)->height(), w->minimumSizeHint().width()};
  };
  const auto small = sizes(640, 400);
  const auto large = sizes(1600, 1000);
  INFO("small digits " << small[0] << " periods " << small[1] << " face " << small[2]);
  INFO("large digits " << large[0] << " periods " << large[1] << " face " << large[2]);
  CHECK(large[2] > small[2]);
  CHECK(small[0] > 0);
  CHECK(large[0] > small[0] * 3 / 2);  // the digits grow with the face
  CHECK(large[1] > small[1]);          // and so does the periods-left line
  // The digits fit their face.
  const QFontMetrics digits(w->face(Player::Black)->font());
  CHECK(digits.horizontalAdvance(w->face(Player::Black)->text()) <=
        w->faceBox(Player::Black)->width());
  // The fonts follow the space: they do not make the window ask for more room.
  CHECK(large[3] == small[3]);

  CHECK_FALSE(w->isFullScreen());
  QTest::keyClick(w, Qt::Key_F11);
  CHECK(w->windowState().testFlag(Qt::WindowFullScreen));
  QTest::keyClick(w, Qt::Key_F11);
  CHECK_FALSE(w->windowState().testFlag(Qt::WindowFullScreen));
  // A double-click outside the faces (on the call) toggles it too; on a face it is a press.
  QTest::mouseDClick(w->caption(), Qt::LeftButton);
  CHECK(w->windowState().testFlag(Qt::WindowFullScreen));
  QTest::keyClick(w, Qt::Key_Escape);
  CHECK_FALSE(w->windowState().testFlag(Qt::WindowFullScreen));
  QTest::mouseDClick(w->faceBox(Player::White), Qt::LeftButton);
  CHECK_FALSE(w->windowState().testFlag(Qt::WindowFullScreen));
  delete w;
}

TEST_CASE("Help lists the keyboard shortcuts and the time-control syntax") {
  const QString html = desk::MainWindow::shortcutsHtml();
  for (const char* text : {"F11", "Space", "12 w+3.5", "Ctrl+Enter", "chinese:120m,reserve=5",
                           "byoyomi:MAIN+NxPERIOD"})
    CHECK_MESSAGE(html.contains(QString::fromUtf8(text)), text);
  test::EnglishLanguage language;
  desk::MainWindow window(language);
  QAction* help = window.findChild<QAction*>("helpShortcuts");
  REQUIRE(help);
  help->trigger();
  auto* shown = window.findChild<QWidget*>("shortcutsHelp");
  REQUIRE(shown);
  CHECK(shown->isVisible());
  language.set("zh");
  QCoreApplication::processEvents();
  CHECK(shown->windowTitle() == QString::fromUtf8("键盘快捷键与用时格式"));
  language.set("en");
}

TEST_CASE("a referee -1:00 into byo-yomi shows 开始读秒 in the board clock's caption") {
  WallFixture f("chinese:3m,reserve=2");
  f.view.setEventVoice("zh");
  desk::BoardClockWindow* w = f.view.openBoard(1);
  w->press();
  f.time.advance(30 * kSecond);
  w->refresh();
  w->adjust(Player::Black, -clock::kMinute);  // 30 s of main time left: into byo-yomi
  CHECK(w->caption()->text() == QString::fromUtf8("开始读秒，还剩两分"));
  QTest::keyClick(w, Qt::Key_P);  // paused and resumed: the turn's call stays
  f.time.advance(clock::kMinute);
  QTest::keyClick(w, Qt::Key_P);
  CHECK(w->caption()->text() == QString::fromUtf8("开始读秒，还剩两分"));
  f.time.advance(10 * kSecond);
  w->refresh();
  CHECK(w->caption()->text() == QString::fromUtf8("40秒"));
  delete w;
}

TEST_CASE("each board clock speaks its own voice, not the desk's language") {
  WallFixture f("fast:0s+3x30s");
  // The event's voice (English here) is shown and picked in the wall's box.
  CHECK(f.view.eventVoiceBox()->currentData().toString() == "en");
  f.view.setEventVoice("zh");
  CHECK(db::eventVoice(*f.store) == "zh");
  CHECK(f.view.eventVoiceBox()->currentData().toString() == "zh");
  desk::BoardClockWindow* w = f.view.openBoard(1);
  w->press();
  CHECK(w->caption()->text() == QString::fromUtf8("开始读秒，还剩三次"));  // desk: English
  // Board 1 on its own: English; the open clock follows at once, board 2 keeps the event's.
  f.view.table()->setCurrentCell(0, 0);
  CHECK(f.view.boardVoiceBox()->isEnabled());
  CHECK(f.view.boardVoiceBox()->currentIndex() == 0);  // as the event
  f.view.setBoardVoice("en");
  CHECK(db::boardVoice(*f.store, 1, 1) == "en");
  CHECK(db::voiceOf(*f.store, 1, 2) == "zh");
  CHECK(w->caption()->text() == "byo-yomi: 3 periods left");
  CHECK(f.cell(0, 8) == "English");
  CHECK(f.cell(1, 8) == "Chinese (event)");
  // The desk switching to Chinese leaves the board's voice alone.
  f.language.set("zh");
  QEvent change(QEvent::LanguageChange);
  QCoreApplication::sendEvent(&f.view, &change);
  QCoreApplication::sendEvent(w, &change);
  CHECK(w->caption()->text() == "byo-yomi: 3 periods left");
  f.language.set("en");
  // Back to the event's voice.
  f.view.table()->setCurrentCell(0, 0);
  f.view.setBoardVoice(QString());
  CHECK_FALSE(db::boardVoice(*f.store, 1, 1));
  CHECK(w->caption()->text() == QString::fromUtf8("开始读秒，还剩三次"));
  delete w;
}
