// The event setup wizard (File ▸ New event) and the Event tab with its change log.
#include <doctest/doctest.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QTest>
#include <QTreeWidget>

#include "app/desk/event_editors.h"
#include "app/desk/event_view.h"
#include "app/desk/event_wizard.h"
#include "app/desk/language.h"
#include "db/service/event_setup.h"
#include "db/service/ledger_store.h"
#include "db/store/event_log.h"
#include "db/store/pairing_store.h"
#include "db/store/reports_store.h"
#include "tests/desk/combo_choice.h"
#include "tests/desk/desk_event.h"
#include "tests/desk/desk_window.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using reports::Criterion;

namespace {

// Checks or unchecks the tie-break row of `code` ("RATING").
void check(desk::TieBreakList* list, const QString& code, bool on) {
  for (int i = 0; i < list->list()->count(); ++i)
    if (list->list()->item(i)->text().startsWith(code + "  ")) {
      list->list()->item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
      return;
    }
  FAIL("no such criterion");
}

}  // namespace

TEST_CASE("the wizard creates the event with every setting it was given") {
  test::EnglishLanguage language;
  test::TempDir dir;
  const QString path = dir.file("open.tengen");
  desk::EventWizard wizard(path);
  wizard.restart();
  desk::SetupForm* form = wizard.form();
  CHECK(form->basics()->nameEdit()->text() == "open");  // from the file name

  // Page 1: the event; Next needs a name.
  form->basics()->nameEdit()->setText("");
  CHECK_FALSE(wizard.currentPage()->isComplete());
  form->basics()->nameEdit()->setText(QString::fromUtf8("天元杯 Open"));
  CHECK(wizard.currentPage()->isComplete());
  wizard.next();

  // Page 2: McMahon brings its default tie-break order.
  CHECK(wizard.currentId() == desk::EventWizard::SystemPage);
  test::choose(form->system()->systemBox(), "mcmahon");
  form->system()->roundsBox()->setValue(6);
  test::choose(form->system()->barBox(), "2");  // strength 2 = 3d
  CHECK(form->scoring()->tieBreaks()->order() == reports::mcMahonOrder());
  wizard.next();

  // Page 3: rules, komi, time control with the calls previewed; a bad spec blocks Next.
  CHECK(wizard.currentId() == desk::EventWizard::RulesPage);
  desk::TimeControlEdit* time = form->rules()->timeControl();
  time->edit()->setText("byoyomi:60m+3xbanana");
  CHECK_FALSE(time->isValid());
  CHECK(time->preview()->text().contains("Not a time control"));
  CHECK_FALSE(wizard.currentPage()->isComplete());
  time->edit()->setText("chinese:120m,reserve=5");
  CHECK(time->isValid());
  CHECK(wizard.currentPage()->isComplete());
  const QString preview = time->preview()->text();
  CHECK(preview.contains(QString::fromUtf8("Last period:")));
  CHECK(preview.contains(QString::fromUtf8("30秒  40秒  50秒  一  二")));
  CHECK(preview.contains(QString::fromUtf8("九  十，超时判负")));
  test::choose(form->rules()->editionBox(), "older");
  form->rules()->komiBox()->setValue(6.5);
  wizard.next();

  // Page 4: scoring and the order (RATING added last).
  CHECK(wizard.currentId() == desk::EventWizard::ScoringPage);
  check(form->scoring()->tieBreaks(), "RATING", true);
  const std::vector<Criterion> order = {Criterion::Mms, Criterion::Sos, Criterion::Sosos,
                                        Criterion::Sodos, Criterion::Rating};
  CHECK(form->scoring()->tieBreaks()->order() == order);
  REQUIRE(wizard.createEvent());

  auto store = db::EventStore::open(path);
  const db::EventSetup s = db::loadEventSetup(*store);
  CHECK(s.event.name == "天元杯 Open");
  CHECK(s.event.system == pairing::PairingSystem::McMahon);
  CHECK(s.event.rounds == 6);
  CHECK(s.event.komi == tengen::rules::HalfPoints(13));
  CHECK(s.event.timeControl == "chinese:120m,reserve=5");
  CHECK(s.tieBreaks == order);
  CHECK(db::loadStandingsSettings(*store).order == order);
  CHECK(db::LedgerStore(*store).edition() == referee::Edition::Older);
  CHECK(db::PairingStore(*store).settings().mcmahonBar == 2);
  REQUIRE(db::eventLog(*store).size() == 1);
  CHECK(db::eventLog(*store)[0].field == "created");

  // Finishing again over the existing file is refused, with the reason on the page.
  CHECK_FALSE(wizard.createEvent());
  CHECK_FALSE(wizard.status()->text().isEmpty());
}

TEST_CASE("a change saved in the Event tab is stored and listed in its change log") {
  test::WizardEvent club("Club");
  auto& store = club.store;
  desk::EventView view(*store);
  REQUIRE(view.log()->topLevelItemCount() == 1);

  view.form()->rules()->komiBox()->setValue(6.5);
  check(view.form()->scoring()->tieBreaks(), "NBW", true);
  REQUIRE(view.save());
  CHECK(store->event().komi == tengen::rules::HalfPoints(13));
  CHECK(db::loadStandingsSettings(*store).order.back() == Criterion::Nbw);
  REQUIRE(view.log()->topLevelItemCount() == 3);
  bool komiRow = false;
  for (int i = 0; i < 2; ++i) {
    const QTreeWidgetItem* row = view.log()->topLevelItem(i);
    if (row->text(1) != desk::EventView::fieldLabel("komi")) continue;
    komiRow = true;
    CHECK(row->text(2) == "7.5");
    CHECK(row->text(3) == "6.5");
    CHECK(row->text(4) == QString::fromStdString(db::currentUserName()));
  }
  CHECK(komiRow);

  // A changed time control must be a clock spec: refused, nothing stored or logged.
  view.form()->rules()->timeControl()->edit()->setText("two hours");
  CHECK_FALSE(view.save());
  CHECK_FALSE(view.status()->text().isEmpty());
  CHECK(store->event().timeControl.empty());
  CHECK(db::eventLog(*store).size() == 3);

  // Switching to McMahon in the tab brings that system's order (the shown one was not a default).
  view.reload();
  test::choose(view.form()->system()->systemBox(), "mcmahon");
  CHECK(view.form()->scoring()->tieBreaks()->order().back() == Criterion::Nbw);  // kept: chosen
  view.form()->scoring()->tieBreaks()->defaultsRequested();
  CHECK(view.form()->scoring()->tieBreaks()->order() == reports::mcMahonOrder());
  REQUIRE(view.save());
  CHECK(store->event().system == pairing::PairingSystem::McMahon);
  CHECK(db::loadStandingsSettings(*store).order == reports::mcMahonOrder());

  // A knockout's third-place game is a draw setting: stored through the pairing store, logged.
  test::choose(view.form()->system()->systemBox(), "knockout");
  CHECK(view.form()->system()->thirdPlaceBox()->isEnabled());
  view.form()->system()->thirdPlaceBox()->setChecked(true);
  REQUIRE(view.save());
  CHECK(db::PairingStore(*store).settings().thirdPlaceGame);
  CHECK(db::eventLog(*store).back().field == "pairing.knockout.third-place");
}

TEST_CASE("the tie-break list reorders with Up and Down and follows the scoring's default") {
  test::EnglishLanguage language;
  test::TempDir dir;
  desk::EventWizard wizard(dir.file("w.tengen"));
  desk::SetupForm* form = wizard.form();
  desk::TieBreakList* list = form->scoring()->tieBreaks();
  CHECK(list->order() == reports::chineseSwissOrder());
  // EGF scoring on a Swiss event: the EGF Swiss order replaces the untouched default.
  test::choose(form->scoring()->scoringBox(), "1-0");
  CHECK(list->order() == reports::egfSwissOrder());
  list->list()->setCurrentRow(2);  // SOSOS
  list->moveCurrent(-1);
  CHECK(list->order() == std::vector<Criterion>{Criterion::Score, Criterion::Sosos, Criterion::Sos,
                                                Criterion::Sodos});
  list->moveCurrent(-5);  // beyond the top: nothing moves
  CHECK(list->order().at(1) == Criterion::Sosos);
  // A chosen order is kept when the scoring changes back.
  test::choose(form->scoring()->scoringBox(), "2-1-0");
  CHECK(list->order().at(1) == Criterion::Sosos);
  // Cancel creates nothing.
  wizard.reject();
  CHECK_FALSE(QFile::exists(dir.file("w.tengen")));
}

TEST_CASE("a typed komi of 7.3 is refused naming it, and the komi stays a multiple of 0.5") {
  test::EnglishLanguage language;
  desk::RulesEditor editor;
  desk::KomiSpinBox* box = editor.komiBox();
  box->setKomi(tengen::rules::HalfPoints(15));
  CHECK(box->text() == "7.5");
  box->selectAll();
  QTest::keyClicks(box, "7.3");
  CHECK(editor.komiProblem().contains("7.3 is not a komi"));
  CHECK(editor.komiProblem().contains("it stays 7.5"));
  CHECK(box->komi() == tengen::rules::HalfPoints(15));
  box->selectAll();
  QTest::keyClicks(box, "6.5");
  QTest::keyClick(box, Qt::Key_Return);  // taken on Enter, not digit by digit
  CHECK(box->komi() == tengen::rules::HalfPoints(13));
  CHECK(editor.komiProblem().isEmpty());
  db::EventSetup s = db::defaultSetup(pairing::Event{});
  editor.apply(s);
  CHECK(s.event.komi == tengen::rules::HalfPoints(13));
}
