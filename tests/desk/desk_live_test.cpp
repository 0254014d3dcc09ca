// A desk on a shared (PostgreSQL) event: views refresh when another desk changes the event, and a
// dropped connection keeps the typed results, says so, reconnects and sends them. The PostgreSQL
// cases need TENGEN_TEST_PG (scripts/test.sh starts a server); without it they are skipped.
#include <doctest/doctest.h>

#include <QCheckBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include "app/desk/draw_settings_view.h"
#include "app/desk/language.h"
#include "app/desk/live_refresh.h"
#include "app/desk/main_window.h"
#include "app/desk/participation_view.h"
#include "app/desk/players_view.h"
#include "app/desk/results_view.h"
#include "db/service/player_operations.h"
#include "db/service/result_conflict.h"
#include "db/store/event_store.h"
#include "db/store/pairing_store.h"
#include "tests/desk/desk_window.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/event_fixture.h"
#include "tests/support/store_rows.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

// An event with four players and round 1 drawn on two boards.
void makeEvent(const QString& url) {
  test::EventFixture("Live Cup")
      .players({"Ke Jie", "Shin Jinseo", "Iyama Yuta", "Park Junghwan"}, "9d")
      .round(1)
      .pairInOrder()
      .create(url);
}

// Processes events until `done` or 15 s have passed; returns `done()`.
bool waitFor(const std::function<bool()>& done) {
  QElapsedTimer timer;
  timer.start();
  while (!done() && timer.elapsed() < 15000)
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
  return done();
}

QString cell(QTableWidget* table, int row, int column) {
  const QTableWidgetItem* item = table->item(row, column);
  return item ? item->text() : QString();
}

// makeEvent's event in a database of its own on the test server.
struct CupOnServer {
  CupOnServer() : url(pg.url(QStringLiteral("cup"))) { makeEvent(url); }
  test::PgTestDatabase pg;
  const QString url;
};

// The results view of an English desk on a fresh CupOnServer, under a live refresh that keeps
// typed results while the server is away; a correction's reason is given as the desk would ask.

struct OfflineResultsDesk : public CupOnServer, private test::LanguageFirst {
  OfflineResultsDesk()
      : LanguageFirst(QStringLiteral("en")),
        store(db::EventStore::open(url)),
        results(*store),
        live(*store, &bar) {
    results.setReasonPrompt([](const desk::CorrectionFacts&) {
      return std::optional<QString>(QStringLiteral("corrected at the desk"));
    });
    live.attach(nullptr, nullptr, &results, nullptr);
    REQUIRE(live.isShared());
  }
  std::unique_ptr<db::EventStore> store;
  QStatusBar bar;
  desk::ResultsView results;
  desk::LiveRefresh live;
};

pairing::Game storedGame(const QString& url, int board) {
  auto store = db::EventStore::open(url);
  return store->round(1)->games[static_cast<std::size_t>(board - 1)];
}

}  // namespace

TEST_CASE("live refresh: which views a changed table makes stale") {
  using L = desk::LiveRefresh;
  const int drawn =
      L::Rounds | L::Results | L::Standings | L::Participation | L::Clocks | L::Referee;
  CHECK(L::viewsFor(QStringLiteral("game")) == drawn);
  CHECK(L::viewsFor(QStringLiteral("player")) == L::kAllViews);
  CHECK(L::viewsFor(QStringLiteral("player_absence")) == L::kAllViews);
  CHECK(L::viewsFor(QStringLiteral("bye")) == drawn);
  CHECK(L::viewsFor(QStringLiteral("pairing_forbidden")) == L::DrawSettings);
  CHECK(L::viewsFor(QStringLiteral("pairing_setting")) == L::DrawSettings);
  CHECK(L::viewsFor(QStringLiteral("clock_event")) == L::Clocks);
  CHECK(L::viewsFor(QStringLiteral("referee_entry")) == (L::Results | L::Referee));
  CHECK(L::viewsFor(QStringLiteral("counting")) == 0);
}

TEST_CASE("live refresh: an SQLite event has no feed and never goes offline") {
  test::TempDir dir;
  pairing::Event e;
  e.name = "Local";
  auto store = db::EventStore::create(dir.file("local.tengen"), e);
  QStatusBar bar;
  desk::LiveRefresh live(*store, &bar);
  CHECK_FALSE(live.isShared());
  CHECK(live.banner() == nullptr);
  live.check();
  CHECK_FALSE(live.isOffline());
}

TEST_CASE("live refresh: another process's absence and draw settings show in the newer tabs") {
  // An SQLite event shared on one machine: the commit of another connection is noticed.
  test::TempDir dir;
  const QString path = dir.file("cup.tengen");
  makeEvent(path);
  test::DeskWindow window(path);
  desk::ParticipationView* participation = window.participationView();
  desk::DrawSettingsView* settings = window.drawSettingsView();
  REQUIRE(participation);
  REQUIRE(settings);
  participation->reload();
  settings->reload();
  REQUIRE(participation->grid()->rowCount() == 4);
  auto* country = qobject_cast<QCheckBox*>(settings->editor("avoid.country"));
  REQUIRE(country);
  CHECK_FALSE(country->isChecked());

  auto other = db::EventStore::open(path);
  QElapsedTimer seen;
  seen.start();
  const pairing::Player first = other->players().front();
  db::setFutureAbsences(*other, first.id, {2}, first.version);
  CHECK(waitFor([&] {
    const QTableWidgetItem* cell = participation->grid()->item(0, 2);
    return cell && cell->checkState() == Qt::Unchecked;
  }));
  MESSAGE("the other process's absence showed after ", seen.elapsed(), " ms");  // not checked
  pairing::PairingSettings s = db::PairingStore(*other).settings();
  s.avoidSameCountry = true;
  seen.restart();
  db::PairingStore(*other).saveSettings(s);
  CHECK(waitFor([&] { return country->isChecked(); }));
  MESSAGE("the other process's draw settings showed after ", seen.elapsed(), " ms");

  // What the TD is editing here is kept when another desk saves meanwhile.
  auto* club = qobject_cast<QCheckBox*>(settings->editor("avoid.club"));
  REQUIRE(club);
  club->setChecked(!club->isChecked());
  const bool edited = club->isChecked();
  s.avoidSameCountry = false;
  db::PairingStore(*other).saveSettings(s);
  CHECK(waitFor([&] { return settings->status()->text().contains("Another desk"); }));
  CHECK(club->isChecked() == edited);
  CHECK(country->isChecked());  // still as shown: the panel was not reloaded over the edit
}

TEST_CASE("live refresh: another desk's result and new player show in this desk" *
          tengen::test::needsPostgres()) {
  CupOnServer cup;
  test::DeskWindow window(cup.url);
  desk::ResultsView* results = window.resultsView();
  REQUIRE(results);
  CHECK(cell(results->table(), 1, 5).isEmpty());

  auto otherDesk = db::EventStore::open(cup.url);
  pairing::Result whiteWins;
  whiteWins.outcome = pairing::Outcome::WhiteWins;
  whiteWins.method = pairing::WinMethod::Resignation;
  QElapsedTimer seen;
  seen.start();
  tengen::test::StoreRows::setResult(*otherDesk, 1, 2, whiteWins);
  CHECK(waitFor([&] { return cell(results->table(), 1, 5) == QStringLiteral("W+R"); }));
  MESSAGE("the other desk's result showed after ", seen.elapsed(), " ms");  // measured, not checked

  pairing::Player late;
  late.name = "Gu Li";
  late.rank = *pairing::Rank::parse("9d");
  otherDesk->addPlayer(late);
  CHECK(waitFor([&] { return window.playersView()->table()->model()->rowCount() == 5; }));
}

TEST_CASE("offline: typed results are kept and shown waiting, then sent once when back" *
          tengen::test::needsPostgres()) {
  OfflineResultsDesk desk;
  desk::ResultsView& results = desk.results;
  desk::LiveRefresh& live = desk.live;
  CHECK_FALSE(live.isOffline());

  desk.pg.acceptConnections(false);  // the server goes away
  QTest::keyClicks(results.entry(), "1 b");
  QTest::keyClick(results.entry(), Qt::Key_Return);
  CHECK(results.entry()->text().isEmpty());  // taken: kept in the outbox
  CHECK(live.isOffline());
  REQUIRE(live.banner());
  CHECK_FALSE(live.banner()->isHidden());
  CHECK(live.banner()->text().contains(QStringLiteral("Offline")));
  CHECK(live.banner()->text().contains(QStringLiteral("1 result waiting")));
  CHECK(cell(results.table(), 0, 5).contains(QStringLiteral("waiting to be sent")));
  QTest::keyClicks(results.entry(), "2 w+3.5");
  QTest::keyClick(results.entry(), Qt::Key_Return);
  REQUIRE(live.outbox().pending().size() == 2);
  CHECK(live.banner()->text().contains(QStringLiteral("2 results waiting")));
  live.check();  // still down: nothing is lost, nothing sent
  CHECK(live.isOffline());
  CHECK(live.outbox().pending().size() == 2);

  desk.pg.acceptConnections(true);  // back
  REQUIRE(waitFor([&] { return !live.isOffline(); }));
  CHECK(live.outbox().pending().empty());
  CHECK(live.banner()->isHidden());
  const pairing::Game one = storedGame(desk.url, 1), two = storedGame(desk.url, 2);
  REQUIRE(one.result);
  REQUIRE(two.result);
  CHECK(one.result->outcome == pairing::Outcome::BlackWins);
  CHECK(two.result->toString() == "W+3.5");
  CHECK(one.version == 2);  // stored once
  CHECK(two.version == 2);
  CHECK(cell(results.table(), 0, 5) == QString::fromStdString(one.result->toString()));
}

TEST_CASE("offline: a session ended by the server is reopened and the entry sent at once" *
          tengen::test::needsPostgres()) {
  CupOnServer cup;
  auto store = db::EventStore::open(cup.url);
  desk::ResultOutbox outbox(*store);
  cup.pg.acceptConnections(false);  // ends this store's session...
  cup.pg.acceptConnections(true);   // ...but the server takes new ones at once
  const pairing::Result close = *pairing::Result::parse("W+0.5");  // komi 7.5: no jigo
  CHECK(outbox.submit({1, 1, close, {}, {}}) == desk::ResultOutbox::Outcome::Stored);
  CHECK(outbox.pending().empty());
  CHECK(storedGame(cup.url, 1).result == close);
  // A refusal with the connection alive is not kept: it is the caller's to show.
  CHECK_THROWS_AS(outbox.submit({1, 9, close, {}, {}}), db::StoreError);
  CHECK(outbox.pending().empty());
}

TEST_CASE("offline: an entry sent late over another desk's change asks instead of overwriting" *
          tengen::test::needsPostgres()) {
  OfflineResultsDesk desk;
  desk::ResultsView& results = desk.results;
  desk::LiveRefresh& live = desk.live;
  std::vector<db::ResultConflict> asked;
  results.setChooser([&](const db::ResultConflict& c) {
    asked.push_back(c);
    return false;  // keep the other desk's result
  });

  desk.pg.acceptConnections(false);
  REQUIRE(results.enter(QStringLiteral("1 b")));
  REQUIRE(results.enter(QStringLiteral("1 w")));  // corrected while offline: one entry waits
  REQUIRE(results.enter(QStringLiteral("2 b")));
  CHECK(live.outbox().pending().size() == 2);
  desk.pg.acceptConnections(true);
  pairing::Result jigo;
  jigo.outcome = pairing::Outcome::Jigo;
  tengen::test::StoreRows::setResult(*db::EventStore::open(desk.url), 1, 1,
                                     jigo);  // another desk, meanwhile
  REQUIRE(waitFor([&] { return !live.isOffline(); }));
  REQUIRE(asked.size() == 1);  // board 1 only: board 2 was not changed elsewhere
  CHECK(asked[0].typed.board == 1);
  REQUIRE(asked[0].stored);
  CHECK(asked[0].stored->outcome == pairing::Outcome::Jigo);
  CHECK(asked[0].typed.result->outcome == pairing::Outcome::WhiteWins);
  CHECK(storedGame(desk.url, 1).result == jigo);  // kept, not overwritten
  CHECK(storedGame(desk.url, 2).result->outcome == pairing::Outcome::BlackWins);
  CHECK(storedGame(desk.url, 2).version == 2);
}
