// The standings view: the same standings as `tengen standings`, and printing to a PDF file.
#include <doctest/doctest.h>

#include <QComboBox>
#include <QFileInfo>
#include <QPrinter>
#include <QTextBrowser>

#include "app/desk/language.h"
#include "app/desk/standings_view.h"
#include "db/event_store.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

TEST_CASE("standings show the winner first, follow the chosen round, and print to PDF") {
  test::TempDir dir;
  pairing::Event e;
  e.name = "Standings";
  auto store = db::EventStore::create(dir.file("s.tengen"), e);
  std::vector<pairing::Player> players;
  for (const char* name : {"王小明", "Anna", "Bob", "Chen"}) {
    pairing::Player p;
    p.name = name;
    p.rank = *pairing::Rank::parse("1d");
    players.push_back(p);
  }
  auto ids = store->addPlayers(players);
  pairing::Round r1;
  r1.number = 1;
  r1.games = {pairing::Game{}, pairing::Game{}};
  r1.games[0].board = 1;
  r1.games[0].black = ids[0];
  r1.games[0].white = ids[1];
  r1.games[0].result = pairing::Result::parse("B+R");
  r1.games[1].board = 2;
  r1.games[1].black = ids[2];
  r1.games[1].white = ids[3];
  r1.games[1].result = pairing::Result::parse("W+2.5");
  store->saveRound(r1);
  pairing::Round r2 = r1;
  r2.number = 2;
  r2.games[0].black = ids[0];
  r2.games[0].white = ids[3];
  r2.games[0].result = pairing::Result::parse("W+R");  // Chen beats 王小明: Chen 2 wins
  r2.games[1].black = ids[2];
  r2.games[1].white = ids[1];
  r2.games[1].result = pairing::Result::parse("B+R");
  store->saveRound(r2);

  desk::Language language;
  language.set("en");
  desk::StandingsView view(*store, language);
  REQUIRE(view.roundBox()->count() == 2);
  CHECK(view.roundBox()->currentData().toInt() == 2);
  QString text = view.page()->toPlainText();
  CHECK(text.indexOf("Chen") >= 0);
  CHECK(text.indexOf("Chen") < text.indexOf("Anna"));  // 2 wins ahead of 0 wins
  view.roundBox()->setCurrentIndex(0);  // after round 1: 王小明 and Chen lead, Anna is last
  text = view.page()->toPlainText();
  CHECK(text.indexOf(QString::fromUtf8("王小明")) < text.indexOf("Anna"));

  QPrinter printer(QPrinter::HighResolution);
  printer.setOutputFormat(QPrinter::PdfFormat);
  printer.setOutputFileName(dir.file("standings.pdf"));
  view.printTo(&printer);
  CHECK(QFileInfo(dir.file("standings.pdf")).size() > 1000);
}
