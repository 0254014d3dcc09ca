// `tengen-desk --new FILE` (what scripts/desk.sh runs without an argument): the new-event wizard
// opens for FILE over the main window; Finish creates and opens the event, Cancel leaves no file.
#include <doctest/doctest.h>

#include <QApplication>
#include <QFileInfo>
#include <QLineEdit>
#include <QTimer>

#include "app/desk/event_editors.h"
#include "app/desk/event_wizard.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_window.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {
// Answers the modal wizard once it is shown: `answer` gets it.
template <typename Answer>
void whenWizardShows(Answer answer) {
  QTimer::singleShot(0, [answer] {
    auto* wizard = qobject_cast<desk::EventWizard*>(QApplication::activeModalWidget());
    REQUIRE(wizard);
    answer(*wizard);
  });
}
// The desk's main window in English, shown, with no event open (as the desk starts).
struct ShownEnglishDesk : private test::LanguageFirst, public desk::MainWindow {
  ShownEnglishDesk() : LanguageFirst(QStringLiteral("en")), desk::MainWindow(held) { show(); }
};
}  // namespace

TEST_CASE("the new-event wizard opens for the file given, Cancel leaves no file") {
  test::TempDir dir;
  const QString path = dir.file("new.tengen");
  ShownEnglishDesk window;
  whenWizardShows([&](desk::EventWizard& w) {
    CHECK(w.path() == path);
    w.reject();
  });
  CHECK_FALSE(window.newEventWizard(path));
  CHECK_FALSE(QFileInfo::exists(path));
}

TEST_CASE("the new-event wizard's Finish creates the event and the desk opens it") {
  test::TempDir dir;
  const QString path = dir.file("cup.tengen");
  ShownEnglishDesk window;
  whenWizardShows([](desk::EventWizard& w) {
    w.form()->basics()->nameEdit()->setText(QString::fromUtf8("天元杯"));
    w.accept();  // Finish: the defaults of the other pages
  });
  REQUIRE(window.newEventWizard(path));
  CHECK(QFileInfo::exists(path));
  CHECK(db::EventStore::open(path)->event().name == "天元杯");
  CHECK(window.windowTitle().contains(QString::fromUtf8("天元杯")));
}
