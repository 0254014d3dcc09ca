// The standings view: the same standings as `tengen standings`, and printing to a PDF file.
#include <doctest/doctest.h>

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPrinter>
#include <QTableView>

#include "app/desk/language.h"
#include "app/desk/standings_view.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_window.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {
QString tableText(const QTableView* table) {
  QString text;
  const QAbstractItemModel* m = table->model();
  for (int r = 0; r < m->rowCount(); ++r) {
    for (int c = 0; c < m->columnCount(); ++c) text += m->index(r, c).data().toString() + '\t';
    text += '\n';
  }
  return text;
}
}  // namespace

TEST_CASE("standings show the winner first, follow the chosen round, and print to PDF") {
  test::TempDir dir;
  auto store = test::EventFixture("Standings")
                   .players({"王小明", "Anna", "Bob", "Chen"}, "1d")
                   .round(1)
                   .game(0, 1, "B+R")
                   .game(2, 3, "W+2.5")
                   .round(2)
                   .game(0, 3, "W+R")  // Chen beats 王小明: Chen 2 wins
                   .game(2, 1, "B+R")
                   .create(dir.file("s.tengen"));

  test::EnglishLanguage language;
  desk::StandingsView view(*store, language);
  view.reload();  // a view not shown yet loads on demand
  REQUIRE(view.roundBox()->count() == 2);
  CHECK(view.roundBox()->currentData().toInt() == 2);
  const QString afterTwo = tableText(view.table());
  CHECK(afterTwo.indexOf("Chen") >= 0);
  CHECK(afterTwo.indexOf("Chen") < afterTwo.indexOf("Anna"));  // 2 wins ahead of 0 wins
  CHECK(afterTwo.indexOf("Bob") < afterTwo.indexOf("Anna"));   // Bob won round 2: 1 win to 0
  // After round 1: 王小明 and Chen lead with a win each, Bob and Anna follow with none; a view
  // that ignored the selector would still show round 2's table.
  view.roundBox()->setCurrentIndex(0);
  REQUIRE(view.roundBox()->currentData().toInt() == 1);
  const QString afterOne = tableText(view.table());
  CHECK(afterOne != afterTwo);
  CHECK(afterOne.indexOf(QString::fromUtf8("王小明")) < afterOne.indexOf("Anna"));
  CHECK(afterOne.indexOf(QString::fromUtf8("王小明")) < afterOne.indexOf("Bob"));
  CHECK(afterOne.indexOf("Chen") < afterOne.indexOf("Bob"));

  QPrinter printer(QPrinter::HighResolution);
  printer.setOutputFormat(QPrinter::PdfFormat);
  printer.setOutputFileName(dir.file("standings.pdf"));
  view.printTo(&printer);
  CHECK(QFileInfo(dir.file("standings.pdf")).size() > 1000);
}

TEST_CASE("the crosstable view and every export format of the standings view") {
  test::TempDir dir;
  auto store = test::EventFixture("Cross")
                   .players({"张三", "Anna Müller", "Bob"}, "2k")
                   .round(1)
                   .game(0, 1, "B+R")
                   .bye(2)
                   .create(dir.file("c.tengen"));

  test::EnglishLanguage language;
  desk::StandingsView view(*store, language);
  view.show();  // loads when first shown
  view.setMode(desk::StandingsView::Mode::Crosstable);
  const QAbstractItemModel* m = view.table()->model();
  REQUIRE(m->rowCount() == 3);
  CHECK(m->headerData(3, Qt::Horizontal).toString() == "R1");
  // 张三 beat Anna's line with Black; the bye player shows "bye".
  int zhang = -1, anna = -1;
  for (int row = 0; row < 3; ++row) {
    if (m->index(row, 1).data().toString() == QString::fromUtf8("张三")) zhang = row;
    if (m->index(row, 1).data().toString() == QString::fromUtf8("Anna Müller")) anna = row;
  }
  REQUIRE(zhang >= 0);
  REQUIRE(anna == 2);  // the only loser is last
  const QString zhangCell = QString::number(anna + 1) + "+/b";
  CHECK(m->index(zhang, 3).data().toString() == zhangCell);
  QStringList r1cells;
  for (int row = 0; row < 3; ++row) r1cells << m->index(row, 3).data().toString();
  CHECK(r1cells.contains("bye"));

  for (desk::ExportFormat f : desk::allExportFormats()) {
    const QString path = dir.file("out." + desk::suffixOf(f) + QString::number(int(f)));
    CAPTURE(path.toStdString());
    REQUIRE(view.exportTo(f, path));
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    CHECK(bytes.size() > 50);
    if (f == desk::ExportFormat::StandingsCsv) CHECK(bytes.startsWith("place,ex_aequo,player"));
    if (f == desk::ExportFormat::StandingsPdf || f == desk::ExportFormat::CrosstablePdf)
      CHECK(bytes.startsWith("%PDF"));
    if (f == desk::ExportFormat::OpenGothaXml) CHECK(bytes.contains("<Tournament"));
    if (f == desk::ExportFormat::CrosstableText) CHECK(bytes.contains(zhangCell.toUtf8()));
  }
  CHECK(view.status()->text().startsWith("Written:"));
  CHECK_FALSE(view.exportTo(desk::ExportFormat::StandingsCsv, dir.file("no/such/dir/x.csv")));
}
