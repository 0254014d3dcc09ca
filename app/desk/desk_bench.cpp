#include "app/desk/desk_bench.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/bench/played_event.h"
#include "app/desk/live_publisher.h"
#include "app/desk/main_window.h"
#include "app/desk/players_view.h"
#include "app/desk/results_view.h"
#include "app/desk/standings_view.h"
#include "db/service/draw_operations.h"
#include "db/service/result_entry.h"
#include "db/store/event_store.h"
#include "db/store/name_search.h"
#include "pairing/simulate.h"

namespace tengen::desk {
namespace {

double msSince(const QElapsedTimer& t) {
  return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

void build(const DeskBenchOptions& o) {
  QElapsedTimer timer;
  timer.start();
  try {
    bench::createPlayedEvent({.path = o.path,
                              .name = "Desk bench",
                              .players = o.players,
                              .firstId = 0,
                              .rounds = o.rounds,
                              .playedRounds = o.rounds,
                              .seed = 20261129,
                              .who = "desk bench"});
  } catch (const bench::ResultRefused& refused) {
    throw std::runtime_error("desk bench: result refused on board " +
                             std::to_string(refused.board));
  }
  std::printf("built %s: %d players, %d rounds in %.1f s\n", qPrintable(o.path), o.players,
              o.rounds, msSince(timer) / 1000);
}

// Every cell of the table, to check the standings really changed (outside the timed part).
QString tableText(const QTableView* table) {
  QString text;
  const QAbstractItemModel* m = table->model();
  for (int r = 0; r < m->rowCount(); ++r)
    for (int c = 0; c < m->columnCount(); ++c) text += m->index(r, c).data().toString() + '\t';
  return text;
}

void settle() {
  // Layout and paint what is shown, as the event loop would before the user sees it.
  for (int i = 0; i < 3; ++i) QApplication::processEvents();
}

struct Stats {
  std::vector<double> v;
  void add(double x) { v.push_back(x); }
  double median() const {
    auto s = v;
    std::sort(s.begin(), s.end());
    return s[s.size() / 2];
  }
  double max() const { return *std::max_element(v.begin(), v.end()); }
};

void print(const char* what, const Stats& s) {
  std::printf("%-58s median %7.1f ms, worst %7.1f ms (%zu runs)\n", what, s.median(), s.max(),
              s.v.size());
}

// The live pages from this process on the bench's port (File ▸ Publish live's server, kept for
// every run: the phones stay connected), serving waitSeconds before anything is measured so that
// the load generator's phones are connected.
std::unique_ptr<LivePublisher> publish(const DeskBenchOptions& o) {
  auto publisher = std::make_unique<LivePublisher>();
  QString error;
  if (!publisher->start(o.path, static_cast<quint16>(o.publishPort), &error)) {
    std::fprintf(stderr, "cannot publish on port %d: %s\n", o.publishPort, qPrintable(error));
    return nullptr;
  }
  std::printf("publishing live pages on port %d\n", o.publishPort);
  std::fflush(stdout);
  QElapsedTimer waited;
  waited.start();
  while (waited.elapsed() < o.waitSeconds * 1000LL)
    QApplication::processEvents(QEventLoop::AllEvents, 50);
  return publisher;
}

}  // namespace

int runDeskBench(Language& language, const DeskBenchOptions& o) {
  try {
    if (!QFileInfo::exists(o.path)) build(o);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cannot build %s: %s\n", qPrintable(o.path), e.what());
    return 1;
  }
  std::unique_ptr<LivePublisher> publisher;
  if (o.publishPort && !(publisher = publish(o))) return 1;
  Stats open, allViews, enter, toStandings, firstSearch, search;
  for (int run = 0; run < std::max(1, o.repeat); ++run) {
    MainWindow window(language);
    window.show();
    settle();
    QElapsedTimer timer;
    timer.start();
    if (!window.openEvent(o.path)) return 1;
    settle();
    open.add(msSince(timer));
    QTabWidget* tabs = window.tabs();
    for (int i = 0; i < tabs->count(); ++i) {
      tabs->setCurrentIndex(i);
      settle();
    }
    allViews.add(msSince(timer));

    // Search as you type in the players table: the first keystroke folds every name (pinyin,
    // Latin), the next ones reuse the folded names.
    PlayersView* players = window.playersView();
    tabs->setCurrentWidget(players);
    settle();
    db::NameFolder::instance();  // ICU loaded (the view starts loading it when first shown)
    timer.restart();
    players->filter()->setText(QStringLiteral("z"));
    settle();
    firstSearch.add(msSince(timer));
    for (const char* typed : {"zh", "zha", "zhang", "zs", "wxm", "muller", ""}) {
      timer.restart();
      players->filter()->setText(QString::fromLatin1(typed));
      settle();
      search.add(msSince(timer));
    }

    // One result entered in the Results view, then the Standings view brought forward.
    ResultsView* results = window.resultsView();
    StandingsView* standings = window.standingsView();
    tabs->setCurrentWidget(results);
    settle();
    // Each entry after the first changes board 1's result: a correction, whose reason the bench
    // gives instead of a dialog (it is logged like any other).
    results->setReasonPrompt([](const CorrectionFacts&) {
      return std::optional<QString>(QStringLiteral("desk bench"));
    });
    const int lastRound = results->roundBox()->itemData(results->roundBox()->count() - 1).toInt();
    results->roundBox()->setCurrentIndex(results->roundBox()->count() - 1);
    settle();
    for (int k = 0; k < 4; ++k) {
      tabs->setCurrentWidget(results);
      settle();
      const QString before = tableText(standings->table());
      // Board 1 alternately won by Black and by White: each entry changes the standings.
      const QString entry = QStringLiteral("1 %1").arg(k % 2 ? QLatin1Char('b') : QLatin1Char('w'));
      timer.restart();
      if (!results->enter(entry)) {
        std::fprintf(stderr, "entry '%s' refused in round %d\n", qPrintable(entry), lastRound);
        return 1;
      }
      settle();
      enter.add(msSince(timer));
      tabs->setCurrentWidget(standings);
      settle();
      toStandings.add(msSince(timer));
      if (tableText(standings->table()) == before && k > 0)
        std::fprintf(stderr, "warning: the standings did not change after '%s'\n",
                     qPrintable(entry));
    }
  }
  std::printf("desk bench: %s%s\n", qPrintable(o.path),
              o.publishPort ? " (publishing live pages)" : "");
  print("(a) open: openEvent to the first view shown", open);
  print("(a) open: openEvent until every view has been shown", allViews);
  print("(b) result entry: Results view updated", enter);
  print("(b) result entry until the Standings view shows it", toStandings);
  print("players search: first keystroke (folds every name)", firstSearch);
  print("players search: next keystrokes", search);
  if (!publisher) return 0;
  // The load generator may still be measuring: serve on until this process is stopped.
  std::fflush(stdout);
  for (;;) QApplication::processEvents(QEventLoop::WaitForMoreEvents);
}

}  // namespace tengen::desk
