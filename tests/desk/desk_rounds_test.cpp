// The rounds view: draws through the same operation as `tengen pair`, with its refusals.
#include <doctest/doctest.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTextBrowser>
#include <algorithm>
#include <optional>
#include <set>

#include "app/desk/language.h"
#include "app/desk/nigiri_dialog.h"
#include "app/desk/results_view.h"
#include "app/desk/rounds_view.h"
#include "app/desk/swap_dialog.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_window.h"
#include "tests/support/event_fixture.h"
#include "tests/support/pdf_text.h"
#include "tests/support/store_rows.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {
std::unique_ptr<db::EventStore> eventWith(const test::TempDir& dir, int players) {
  pairing::Event e;
  e.name = "Rounds";
  e.rounds = 3;
  auto store = db::EventStore::create(dir.file("r.tengen"), e);
  std::vector<pairing::Player> list;
  for (int i = 0; i < players; ++i) {
    pairing::Player p;
    p.name = "P" + std::to_string(i + 1);
    p.rank = *pairing::Rank::fromStrength(i % 10 - 5);
    list.push_back(p);
  }
  store->addPlayers(list);
  return store;
}

// eventWith(players) in a fresh folder and the rounds view on it, drawing with `seed`.
struct RoundsFixture {
  test::TempDir dir;
  std::unique_ptr<db::EventStore> store;
  desk::RoundsView view;
  RoundsFixture(int players, std::uint64_t seed)
      : store(eventWith(dir, players)), view(*store, [seed] { return seed; }) {}
};
}  // namespace

TEST_CASE("drawing round 1 stores a draw in which every player appears once") {
  RoundsFixture f(7, 42);
  REQUIRE(f.view.draw());
  auto round = f.store->round(1);
  REQUIRE(round);
  CHECK(round->seed == 42);
  CHECK(round->games.size() == 3);
  CHECK(round->byes.size() == 1);
  std::set<std::int64_t> seen(round->byes.begin(), round->byes.end());
  for (const auto& g : round->games) {
    seen.insert(g.black);
    seen.insert(g.white);
  }
  CHECK(seen.size() == 7);
  CHECK(f.view.table()->rowCount() == 3);
  CHECK(f.view.roundBox()->currentData().toInt() == 1);
}

TEST_CASE("round 2 is refused while round 1 has missing results, and names the boards") {
  RoundsFixture f(4, 7);
  REQUIRE(f.view.draw());
  CHECK_FALSE(f.view.draw());
  CHECK(f.view.status()->text().contains("boards 1, 2"));
  CHECK(f.store->roundNumbers() == std::vector<int>{1});
  tengen::test::StoreRows::setResult(*f.store, 1, 1, pairing::Result::parse("B+R"));
  tengen::test::StoreRows::setResult(*f.store, 1, 2, pairing::Result::parse("W+1.5"));
  REQUIRE(f.view.draw());
  CHECK(f.store->roundNumbers() == std::vector<int>{1, 2});
  // Only the last round can be removed.
  CHECK_FALSE(f.view.removeDraw(1));
  REQUIRE(f.view.removeDraw(2));
  CHECK(f.store->roundNumbers() == std::vector<int>{1});
}

namespace {
// An event whose players all have the same rank and no birth date: nobody has to hold at nigiri.
std::unique_ptr<db::EventStore> equalEvent(const test::TempDir& dir, int players) {
  return test::EventFixture("Equal")
      .rounds(3)
      .numberedPlayers(players, "2d", "Q")
      .create(dir.file("q.tengen"));
}

void finishRound(db::EventStore& store, int number) {
  const pairing::Round round = *store.round(number);
  for (const auto& g : round.games)
    tengen::test::StoreRows::setResult(store, number, g.board, pairing::Result::parse("B+R"));
}
}  // namespace

TEST_CASE("the matching runs while the window keeps serving events, and the draw is stored") {
  RoundsFixture f(120, 11);
  // Queued before the draw starts: it can only run if the GUI thread serves events while the
  // matching is being made.
  std::optional<bool> drawingSeen;
  bool inputBlocked = false;
  QMetaObject::invokeMethod(
      &f.view,
      [&] {
        drawingSeen = f.view.drawing();
        inputBlocked = !f.view.isEnabled();
      },
      Qt::QueuedConnection);
  REQUIRE(f.view.draw());
  REQUIRE(drawingSeen.has_value());
  CHECK(*drawingSeen);
  CHECK(inputBlocked);
  CHECK(f.view.isEnabled());
  CHECK_FALSE(f.view.drawing());
  CHECK(f.store->round(1)->games.size() == 60);
  CHECK(f.view.table()->rowCount() == 60);
  CHECK(f.view.status()->text().contains("60 games"));
}

TEST_CASE("why this pair: selecting a board explains the criteria and the alternatives") {
  RoundsFixture f(8, 5);
  REQUIRE(f.view.draw());
  f.view.table()->setCurrentCell(0, 1);
  const QString text = f.view.explanationPane()->toPlainText();
  CHECK_FALSE(text.isEmpty());
  for (const char* criterion : {"Avoid duplicates", "Score difference", "Draw-up / draw-down",
                                "Seeding", "Club / country", "Colour balance", "Random"})
    CHECK_MESSAGE(text.contains(criterion), criterion);
  CHECK(text.contains("have not played each other"));
  CHECK(text.contains("Alternatives for"));
  // In Chinese the criteria keep their Go names.
  desk::Language language;
  language.set(QStringLiteral("zh"));
  f.view.explainBoard(f.view.boardAt(0));
  const QString zh = f.view.explanationPane()->toPlainText();
  language.set(QStringLiteral("en"));
  CHECK(zh.contains(QStringLiteral("不重复对阵")));
  CHECK(zh.contains(QStringLiteral("黑白平衡")));
  CHECK_FALSE(zh.contains("Alternatives for"));
}

TEST_CASE("pairing two players who have met is warned as a rematch, then saved when confirmed") {
  RoundsFixture f(4, 3);
  REQUIRE(f.view.draw());
  const pairing::Round r1 = *f.store->round(1);
  finishRound(*f.store, 1);
  REQUIRE(f.view.draw());
  REQUIRE(f.view.roundBox()->currentData().toInt() == 2);
  const auto a = r1.games[0].black, b = r1.games[0].white;
  QString why;
  auto change = f.view.propose(desk::RoundsView::Change::PairPlayers, a, b, &why);
  REQUIRE_MESSAGE(change, why.toStdString());
  CHECK(std::find(change->check.warnings.begin(), change->check.warnings.end(),
                  pairing::ManualIssueKind::Rematch) != change->check.warnings.end());
  CHECK(f.view.consequences(*change).contains("rematch (they met in round 1)"));
  CHECK_FALSE(f.view.consequences(*change).contains("weight"));  // weights: details only
  CHECK(change->check.weightAfter < change->check.weightBefore);
  // The dialog lists the same consequences live and asks for a deliberate save.
  std::vector<std::pair<std::int64_t, QString>> players;
  const pairing::Round r2 = *f.store->round(2);
  for (const auto& g : r2.games) {
    players.emplace_back(g.black, QString::number(g.black));
    players.emplace_back(g.white, QString::number(g.white));
  }
  desk::SwapDialog dialog(f.view, players, a, b);
  dialog.modeBox()->setCurrentIndex(1);  // make them play each other
  CHECK(dialog.consequencesLabel()->text().contains("rematch (they met in round 1)"));
  CHECK(dialog.consequencesLabel()->toolTip().contains(QString::number(change->check.weightAfter)));
  CHECK(dialog.saveButton()->isEnabled());
  CHECK(dialog.saveButton()->text() == "Save despite the warnings");
  dialog.secondBox()->setCurrentIndex(dialog.firstBox()->currentIndex());
  CHECK_FALSE(dialog.saveButton()->isEnabled());
  // Saving stores the proposed round; the pair now plays again and the colours are manual.
  REQUIRE(f.view.applyChange(*change));
  bool met = false;
  const pairing::Round saved = *f.store->round(2);
  for (const auto& g : saved.games)
    if ((g.black == a && g.white == b) || (g.black == b && g.white == a)) {
      met = true;
      CHECK(g.colours == pairing::ColourMethod::Manual);
    }
  CHECK(met);
  // A board with a result cannot be changed.
  tengen::test::StoreRows::setResult(*f.store, 2, 1, pairing::Result::parse("W+R"));
  const auto g1 = f.store->round(2)->games[0];
  const auto g2 = f.store->round(2)->games[1];
  CHECK_FALSE(f.view.propose(desk::RoundsView::Change::SwapPlayers, g1.white, g2.white, &why));
  CHECK(why.contains("already have a result"));
  // A round under a later draw cannot be changed either.
  CHECK_FALSE(f.view.propose(desk::RoundsView::Change::SwapWhites, 1, 2, &why));
}

TEST_CASE("a stale proposal is refused: the round changed since it was made") {
  RoundsFixture f(6, 9);
  REQUIRE(f.view.draw());
  auto first = f.view.propose(desk::RoundsView::Change::SwapWhites, 1, 2);
  auto second = f.view.propose(desk::RoundsView::Change::SwapWhites, 2, 3);
  REQUIRE(first);
  REQUIRE(second);
  REQUIRE(f.view.applyChange(*first));
  const auto saved = *f.store->round(1);
  CHECK_FALSE(f.view.applyChange(*second));
  CHECK(f.view.status()->text().contains("changed meanwhile"));
  const auto after = *f.store->round(1);
  for (std::size_t i = 0; i < saved.games.size(); ++i)
    CHECK(after.games[i].white == saved.games[i].white);
}

TEST_CASE("nigiri entry sets the colours, and the desk asks who held when nothing decides") {
  test::TempDir dir;
  auto store = equalEvent(dir, 2);
  desk::RoundsView view(*store, [] { return std::uint64_t{1}; });
  REQUIRE(view.draw());
  const pairing::Game before = store->round(1)->games[0];
  // Equal ranks, no birth dates: the holder must be given.
  CHECK_FALSE(view.recordNigiri(1, std::nullopt, pairing::NigiriGuess::Odd, 7));
  CHECK(view.status()->text().contains("who held"));
  // The Black player held; 7 is odd and the guess was odd: the guesser (White) takes Black.
  REQUIRE(view.recordNigiri(1, before.black, pairing::NigiriGuess::Odd, 7));
  pairing::Game g = store->round(1)->games[0];
  CHECK(g.black == before.white);
  CHECK(g.colours == pairing::ColourMethod::Nigiri);
  for (const auto& p : store->players())
    if (p.id == before.white)
      CHECK(view.table()->item(0, 1)->text().startsWith(QString::fromStdString(p.name)));
  // Same holder, wrong guess: the holder takes Black.
  REQUIRE(view.recordNigiri(1, before.black, pairing::NigiriGuess::Even, 7));
  g = store->round(1)->games[0];
  CHECK(g.black == before.black);
  // The dialog: nobody has to hold, so the holder is asked for before OK.
  const auto players = store->players();
  desk::NigiriDialog ask(players[0], players[1], 1);
  CHECK(ask.holderBox()->isEnabled());
  CHECK_FALSE(ask.holder());
  ask.holderBox()->setCurrentIndex(0);
  ask.countBox()->setValue(8);
  ask.guessBox()->setCurrentIndex(1);  // even, and 8 is even: the guesser takes Black
  CHECK(ask.previewLabel()->text().contains("right"));
  CHECK(ask.previewLabel()->text().contains("Q2"));
  // A higher rank holds: the holder is fixed.
  pairing::Player strong = players[0];
  strong.rank = *pairing::Rank::parse("5d");
  desk::NigiriDialog fixed(strong, players[1], 1);
  CHECK_FALSE(fixed.holderBox()->isEnabled());
  CHECK(fixed.holder() == strong.id);
}

TEST_CASE("pairing lists and slips name every board, and are written as PDF and HTML") {
  RoundsFixture f(6, 2);
  REQUIRE(f.view.draw());
  const pairing::Round r = *f.store->round(1);
  const QString byBoard = f.view.documentHtml(desk::RoundsView::Document::PairingsByBoard);
  const QString byName = f.view.documentHtml(desk::RoundsView::Document::PairingsByName);
  const QString slips = f.view.documentHtml(desk::RoundsView::Document::Slips);
  for (const auto& g : r.games) {
    CHECK(slips.contains(QStringLiteral("Board %1").arg(g.board)));
  }
  for (const auto& p : f.store->players()) {
    CHECK(byBoard.contains(QString::fromStdString(p.name)));
    CHECK(byName.contains(QString::fromStdString(p.name)));
  }
  const QString pdf = f.dir.file("r1.pdf");
  REQUIRE(f.view.savePdf(desk::RoundsView::Document::PairingsByBoard, pdf));
  QFile written(pdf);
  REQUIRE(written.open(QIODevice::ReadOnly));
  CHECK(written.read(4) == "%PDF");
  const QString html = f.dir.file("r1.html");
  REQUIRE(f.view.publishHtml(desk::RoundsView::Document::PairingsByName, html));
  QFile h(html);
  REQUIRE(h.open(QIODevice::ReadOnly));
  CHECK(QString::fromUtf8(h.readAll()).contains("P1"));
}

TEST_CASE("the desk's result slips PDF: the same pages as tengen print slips, each slip whole") {
  RoundsFixture f(22, 3);  // 11 boards: four slips a page on three pages
  REQUIRE(f.view.draw());
  const QString pdf = f.dir.file("slips.pdf");
  REQUIRE(f.view.savePdf(desk::RoundsView::Document::Slips, pdf));
  const QStringList pages = test::pdfPages(pdf);
  REQUIRE(pages.size() == 3);
  const pairing::Round r = *f.store->round(1);
  for (const auto& g : r.games) {
    const int page = (g.board - 1) / 4;
    INFO("board " << g.board);
    CHECK(pages[page].contains(QStringLiteral("Board %1\n").arg(g.board)));
    CHECK(pages[page].contains(QString::fromStdString(f.store->player(g.black).name + " ")));
    CHECK(pages[page].contains(QString::fromStdString(f.store->player(g.white).name + " ")));
    CHECK(pages[page].contains(QStringLiteral("page %1 / 3").arg(page + 1)));
  }
}

TEST_CASE("the Colours column tells nigiri done (with who took Black) from pending") {
  test::TempDir dir;
  test::EnglishLanguage language;
  auto store = equalEvent(dir, 4);
  desk::RoundsView view(*store, [] { return std::uint64_t{3}; });
  REQUIRE(view.draw());
  const pairing::Round drawn = *store->round(1);
  REQUIRE(drawn.games.size() == 2);
  for (const auto& g : drawn.games) REQUIRE(g.colours == pairing::ColourMethod::Nigiri);
  CHECK(view.table()->item(0, 5)->text() == QString::fromUtf8("nigiri pending (待猜先)"));
  CHECK(view.table()->item(1, 5)->text() == QString::fromUtf8("nigiri pending (待猜先)"));

  REQUIRE(view.recordNigiri(1, drawn.games[0].black, pairing::NigiriGuess::Even, 8));
  const pairing::Game done = store->round(1)->games[0];
  QString black;
  for (const auto& p : store->players())
    if (p.id == done.black) black = QString::fromStdString(p.name);
  CHECK(view.table()->item(0, 5)->text().startsWith(
      QString::fromUtf8("nigiri done (已猜先): Black ")));
  CHECK(view.table()->item(0, 5)->text().contains(black));
  CHECK(view.table()->item(1, 5)->text() == QString::fromUtf8("nigiri pending (待猜先)"));
  // In Chinese too, after a language switch in place.
  language.set("zh");
  QCoreApplication::processEvents();
  CHECK(view.table()->item(0, 5)->text().startsWith(QString::fromUtf8("已猜先")));
  CHECK(view.table()->item(1, 5)->text().startsWith(QString::fromUtf8("待猜先")));
  language.set("en");
  QCoreApplication::processEvents();

  // A result on the pending board is accepted with a warning; on the done board without one.
  desk::ResultsView results(*store);
  REQUIRE(results.enter("2 b+r"));
  CHECK(test::storedResultText(*store, 2) == "B+R");
  CHECK(results.status()->text().contains("nigiri (猜先) is still pending"));
  REQUIRE(results.enter("1 w+r"));
  CHECK_FALSE(results.status()->text().contains("nigiri"));
}
