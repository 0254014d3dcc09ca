// The desk and the command line on one SQLite event file on one machine. A file dialog that lists
// the event's folder must not open the event file (closing any descriptor of it drops the desk's
// SQLite locks, and `tengen` then deletes the WAL the desk still writes to), and the desk shows
// what `tengen` changed without a manual refresh.
#include <doctest/doctest.h>

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QTableView>
#include <QTimer>
#include <functional>
#include <set>

#include <sys/inotify.h>
#include <unistd.h>

#include "app/desk/file_dialogs.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "app/desk/players_view.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_window.h"
#include "tests/support/event_fixture.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

// Processes events until `done` or `ms` have passed; returns `done()`. A wait, not a timing
// assertion.
bool waitFor(const std::function<bool()>& done, int ms = 3000) {
  QElapsedTimer timer;
  timer.start();
  while (!done() && timer.elapsed() < ms)
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
  return done();
}

bool shows(desk::PlayersView* view, const std::string& name) {
  for (int row = 0; row < view->table()->model()->rowCount(); ++row) {
    const pairing::Player* p = view->playerAtRow(row);
    if (p && p->name == name) return true;
  }
  return false;
}

pairing::Player playerNamed(const char* name) {
  pairing::Player p;
  p.name = name;
  p.rank = *pairing::Rank::parse("5d");
  return p;
}

// Files this process holds open that were deleted from the folder (a WAL or -shm that another
// process removed while the desk still used it).
QStringList deletedOpenFiles(const QString& under) {
  QStringList found;
  const QDir fds(QStringLiteral("/proc/self/fd"));
  for (const QString& fd : fds.entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot)) {
    const QString target = QFile::symLinkTarget(fds.filePath(fd));
    if (target.startsWith(under) && target.endsWith(QLatin1String(" (deleted)"))) found << target;
  }
  return found;
}

// Counts the opens of some files by anyone (inotify: no LD_PRELOAD, nothing in the code under
// test), from construction until `opens()` is read.
class OpenWatch {
 public:
  explicit OpenWatch(const QStringList& files) : fd_(inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) {
    REQUIRE(fd_ >= 0);
    for (const QString& f : files)
      if (QFileInfo::exists(f)) REQUIRE(inotify_add_watch(fd_, QFile::encodeName(f), IN_OPEN) >= 0);
  }
  ~OpenWatch() { ::close(fd_); }
  int opens() const {
    int count = 0;
    alignas(inotify_event) char buffer[4096];
    for (;;) {
      const ssize_t n = ::read(fd_, buffer, sizeof buffer);
      if (n <= 0) return count;
      for (ssize_t at = 0; at < n;) {
        const auto* e = reinterpret_cast<const inotify_event*>(buffer + at);
        if (e->mask & IN_OPEN) ++count;
        at += static_cast<ssize_t>(sizeof(inotify_event) + e->len);
      }
    }
  }

 private:
  int fd_;
};

}  // namespace

TEST_CASE(
    "a file dialog on the event's folder opens no file: the desk and tengen share the event") {
  test::TempDir dir;
  const QString path = dir.file("cup.tengen");
  const std::string file = path.toStdString();
  test::EventFixture("Shared Cup").players({"Ke Jie"}, "9p").create(path).reset();
  test::EnglishLanguage language;
  auto window = std::make_unique<desk::MainWindow>(language);
  REQUIRE(window->openEvent(path));
  window->show();
  desk::PlayersView* players = window->playersView();
  REQUIRE(shows(players, "Ke Jie"));

  // A dialog on the event's folder, as Open, Import and Export show it; it lists the event file
  // and its -wal and -shm with their icons and types, and opens none of them.
  REQUIRE(QFileInfo::exists(path + QStringLiteral("-wal")));
  {
    const OpenWatch watch({path, path + QStringLiteral("-wal"), path + QStringLiteral("-shm")});
    std::unique_ptr<QFileDialog> dialog(desk::FileDialogs::create(
        window.get(), desk::FileDialogs::Mode::Open, QStringLiteral("Open event file"),
        QFileInfo(path).absolutePath(), QStringLiteral("Tengen events (*.tengen);;All files (*)")));
    dialog->setViewMode(QFileDialog::Detail);
    dialog->show();
    auto* model = dialog->findChild<QFileSystemModel*>();
    REQUIRE(model != nullptr);
    CHECK(waitFor([&] {
      const QModelIndex at = model->index(path);
      return at.isValid() && !model->type(at).isEmpty();
    }));
    waitFor([] { return false; }, 300);  // icons and types of the rest of the folder
    CHECK(model->type(model->index(path)) == QStringLiteral("Tengen event"));
    dialog->close();
    CHECK(watch.opens() == 0);
  }

  // tengen adds a player; the desk shows it without being asked.
  const auto added =
      test::runTengen({"player", "add", file, "--name", "Shin Jinseo", "--rank", "9p"});
  REQUIRE_MESSAGE(added.exitCode == 0, added.err);
  CHECK(waitFor([&] { return shows(players, "Shin Jinseo"); }));

  // The desk adds one; tengen sees it (the desk writes to the WAL on disk, not to one deleted).
  REQUIRE(players->registerPlayer(playerNamed("Iyama Yuta")) != 0);
  CHECK(deletedOpenFiles(QFileInfo(path).absolutePath()).isEmpty());
  const auto listed = test::runTengen({"player", "list", file});
  REQUIRE(listed.exitCode == 0);
  CHECK(listed.out.find("Iyama Yuta") != std::string::npos);

  const auto again =
      test::runTengen({"player", "add", file, "--name", "Park Junghwan", "--rank", "9p"});
  REQUIRE_MESSAGE(again.exitCode == 0, again.err);
  CHECK(waitFor([&] { return shows(players, "Park Junghwan"); }));
  CHECK(deletedOpenFiles(QFileInfo(path).absolutePath()).isEmpty());
  window.reset();  // the desk quits

  auto store = db::EventStore::open(path);
  std::set<std::string> names;
  std::set<std::int64_t> ids;
  for (const auto& p : store->players()) {
    names.insert(p.name);
    ids.insert(p.id);
  }
  CHECK(names == std::set<std::string>{"Ke Jie", "Shin Jinseo", "Iyama Yuta", "Park Junghwan"});
  CHECK(ids.size() == 4);
}

TEST_CASE("the desk's file icon provider names types from the file name alone") {
  test::TempDir dir;
  desk::NameOnlyIconProvider provider;
  test::EnglishLanguage language;
  CHECK(provider.type(QFileInfo(dir.file("cup.tengen"))) == QStringLiteral("Tengen event"));
  CHECK(provider.type(QFileInfo(dir.file("players.csv"))) == QStringLiteral("CSV file"));
  CHECK(provider.type(QFileInfo(dir.file("README"))) == QStringLiteral("File"));
  CHECK(provider.type(QFileInfo(dir.file(""))) == QStringLiteral("Folder"));
  CHECK_FALSE(provider.icon(QFileInfo(dir.file("cup.tengen"))).isNull());
}

TEST_CASE("the desk's file dialogs return the chosen file and filter, nothing when cancelled") {
  test::TempDir dir;
  const QString csv = QString::fromStdString(dir.write("players.csv", "name,rank\n"));
  // Answers the next modal file dialog: selects `file` (empty: cancels), checks it is not native.
  auto answer = [](const QString& file) {
    QTimer::singleShot(0, [file] {
      auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
      REQUIRE(dialog != nullptr);
      CHECK(dialog->testOption(QFileDialog::DontUseNativeDialog));
      if (file.isEmpty()) return dialog->reject();
      dialog->selectFile(file);
      static_cast<QDialog*>(dialog)->accept();  // QFileDialog::accept, as the Open button
    });
  };
  answer(csv);
  CHECK(desk::FileDialogs::openFileName(nullptr, QStringLiteral("Import players"), dir.file(""),
                                        QStringLiteral("CSV files (*.csv);;All files (*)")) == csv);
  answer(QString());
  CHECK(desk::FileDialogs::openFileName(nullptr, QStringLiteral("Import players"), dir.file(""),
                                        QStringLiteral("CSV files (*.csv)"))
            .isEmpty());
  const QString out = dir.file("standings.html");
  QString filter = QStringLiteral("HTML (*.html)");
  answer(out);
  CHECK(desk::FileDialogs::saveFileName(nullptr, QStringLiteral("Export standings"), QString(),
                                        QStringLiteral("CSV (*.csv);;HTML (*.html)"),
                                        &filter) == out);
  CHECK(filter == QStringLiteral("HTML (*.html)"));
}
