// Every desk view rendered in Chinese shows no English word except names and codes: each tab of
// the main window (an event with a draw, results and a clock), its menus and a board clock
// window. What a Chinese TD reads must be Chinese; player and event names, result and criterion
// codes (B+R, SOS, MMS), rank letters and file formats stay as they are.
#include <doctest/doctest.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocumentFragment>

#include "app/desk/board_clock_window.h"
#include "app/desk/clocks_view.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "db/store/event_store.h"
#include "referee/catalogue.h"
#include "tests/desk/desk_window.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

// Codes a Chinese desk shows as they are: result, rank and colour letters, tie-break criteria,
// file formats, units of the time-control syntax, the program's name.
const QSet<QString> kCodes = {
    // criteria and their abbreviations (OpenGotha's names)
    "SCORE",
    "MMS",
    "SOS",
    "SOSOS",
    "SODOS",
    "CUSS",
    "DE",
    "NBW",
    "SOSM",
    "SOSR",
    "SOS-R",
    "SOS-M",
    "RATING",
    "EGF",
    "AGA",
    "EGD",
    "PIN",
    // formats and protocols
    "PDF",
    "CSV",
    "HTML",
    "SGF",
    "JSON",
    "PNG",
    "URL",
    "UTC",
    "ID",
    "OpenGotha",
    "PostgreSQL",
    "SQLite",
    "tengen",
    "Tengen",
    // result codes as typed and stored (B+R, W+T, jigo ...)
    "jigo",
    "both-lose",
    "both-win",
    "unplayed",
    // time-control syntax (the spec a TD types): chinese:120m,reserve=5 ...
    "chinese",
    "reserve",
    "fast",
    "byoyomi",
    "fischer",
    "bronstein",
    "canadian",
    "stages",
    "absolute",
    "japanese",
    // typed forms the parsers accept, shown as examples: pinyin in full or by initials in the
    // players' search, "black 184.5" in the counting's reported result
    "zhang",
    "zs",
    "black",
};

QString plain(const QString& text) {
  return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

struct Found {
  QString word;
  QString where;
};

class Checker {
 public:
  explicit Checker(QSet<QString> names) : names_(std::move(names)) {}

  void text(const QString& raw, const QString& where) {
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z'-]*[A-Za-z]"));
    const QString t = plain(raw);
    // A file's path (the recent files) is the file system's, not a text to translate.
    if (t.startsWith(QLatin1Char('/')) || t.contains(QLatin1String(".tengen"))) return;
    auto it = word.globalMatch(t);
    while (it.hasNext()) {
      const QString w = it.next().captured();
      if (kCodes.contains(w) || names_.contains(w)) continue;
      found_.push_back({w, where + QStringLiteral(": \"") + t.left(120) + '"'});
    }
  }

  // The visible texts of `root`: labels, buttons, group titles, tabs, combo items, placeholders,
  // table headers and the first rows of every table, text panes.
  void widgets(QWidget* root, const QString& where) {
    for (QWidget* w : root->findChildren<QWidget*>()) {
      if (!w->isVisibleTo(root)) continue;
      const QString at = where + QStringLiteral(" ") + w->metaObject()->className() +
                         (w->objectName().isEmpty() ? QString() : "#" + w->objectName());
      if (auto* l = qobject_cast<QLabel*>(w)) text(l->text(), at);
      if (auto* b = qobject_cast<QAbstractButton*>(w)) text(b->text(), at);
      if (auto* g = qobject_cast<QGroupBox*>(w)) text(g->title(), at);
      if (auto* t = qobject_cast<QTabBar*>(w))
        for (int i = 0; i < t->count(); ++i) text(t->tabText(i), at);
      if (auto* c = qobject_cast<QComboBox*>(w))
        for (int i = 0; i < c->count(); ++i) text(c->itemText(i), at);
      // A field's placeholder is the desk's wording; what is typed in it is the user's (a
      // referee's name remembered from the last entry).
      if (auto* e = qobject_cast<QLineEdit*>(w)) text(e->placeholderText(), at);
      if (auto* b = qobject_cast<QTextBrowser*>(w)) text(b->toPlainText(), at);
      if (auto* p = qobject_cast<QPlainTextEdit*>(w)) text(p->toPlainText(), at);
      if (auto* v = qobject_cast<QAbstractItemView*>(w); v && v->model()) {
        const QAbstractItemModel* m = v->model();
        for (int c = 0; c < m->columnCount(); ++c)
          text(m->headerData(c, Qt::Horizontal).toString(), at + " header");
        for (int r = 0; r < std::min(m->rowCount(), 40); ++r)
          for (int c = 0; c < m->columnCount(); ++c)
            text(m->index(r, c).data().toString(), at + " cell");
      }
    }
  }

  void menu(QMenu* m, const QString& where) {
    for (QAction* a : m->actions()) {
      if (a->isSeparator() || !a->isVisible()) continue;
      // The Language menu names each language in itself (English stays "English").
      if (a->text() == QLatin1String("English")) continue;
      text(a->text(), where);
      if (a->menu()) menu(a->menu(), where + " > " + a->text());
    }
  }

  const std::vector<Found>& found() const { return found_; }

 private:
  QSet<QString> names_;
  std::vector<Found> found_;
};

}  // namespace

TEST_CASE("every desk view in Chinese shows no English word but names and codes") {
  test::TempDir dir;
  const QString path = dir.file("zh.tengen");
  const std::vector<std::string> names = {"柯洁", "芈昱廷", "Lee Sedol", "Shin Jinseo"};
  test::EventFixture("天元杯")
      .rounds(3)
      .chiefReferee("王裁判")
      .timeControl("chinese:120m,reserve=5")
      .players(names, "9p")
      .round(1)
      .game(0, 1, "B+R")
      .game(2, 3)
      .create(path)
      .reset();
  QSet<QString> allowed;
  // The infraction codes shown beside their Chinese names (what `tengen referee log` takes).
  for (const referee::Infraction& i : referee::catalogue())
    allowed.insert(QString::fromStdString(i.code));
  for (const std::string& n : names)
    for (const QString& part : QString::fromStdString(n).split(' ')) allowed.insert(part);
  test::DeskWindow window(path, "zh");
  window.resize(1600, 1000);
  window.show();
  QApplication::processEvents();
  Checker check(allowed);
  QTabWidget* tabs = window.tabs();
  for (int i = 0; i < tabs->count(); ++i) {
    tabs->setCurrentIndex(i);
    QApplication::processEvents();
    check.widgets(tabs->currentWidget(), QStringLiteral("tab ") + tabs->tabText(i));
  }
  check.widgets(&window, QStringLiteral("window"));
  for (QAction* a : window.menuBar()->actions())
    if (a->menu()) check.menu(a->menu(), QStringLiteral("menu ") + a->text());
  REQUIRE(window.clocksView());
  tabs->setCurrentWidget(window.clocksView());
  desk::BoardClockWindow* clock = window.clocksView()->openBoard(2);
  REQUIRE(clock);
  QApplication::processEvents();
  check.widgets(clock, QStringLiteral("board clock"));
  clock->close();

  for (const Found& f : check.found()) {
    INFO(f.where.toStdString());
    FAIL_CHECK("English word in the Chinese desk: " << f.word.toStdString());
  }
  CHECK(check.found().empty());

  // The walk does see the views' words: the same desk in English fails it.
  window.setLanguage("en");
  QApplication::processEvents();
  Checker english(allowed);
  tabs->setCurrentIndex(0);
  QApplication::processEvents();
  english.widgets(tabs->currentWidget(), QStringLiteral("English tab"));
  CHECK(english.found().size() > 5);
}
