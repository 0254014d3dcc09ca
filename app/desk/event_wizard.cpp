#include "app/desk/event_wizard.h"

#include <QApplication>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include <QWizardPage>
#include <functional>

#include "app/desk/event_editors.h"
#include "app/desk/store_errors.h"
#include "db/service/event_setup.h"
#include "db/store/event_log.h"

namespace tengen::desk {
namespace {

// A page around one editor; Next/Finish wait until `complete` holds.
class SetupPage : public QWizardPage {
 public:
  SetupPage(const QString& title, const QString& subtitle, QWidget* editor,
            std::function<bool()> complete = {})
      : complete_(std::move(complete)) {
    setTitle(title);
    setSubTitle(subtitle);
    layout_ = new QVBoxLayout(this);
    layout_->addWidget(editor);
  }
  bool isComplete() const override { return !complete_ || complete_(); }
  void recheck() { emit completeChanged(); }
  QVBoxLayout* box() const { return layout_; }

 private:
  std::function<bool()> complete_;
  QVBoxLayout* layout_;
};

}  // namespace

EventWizard::EventWizard(const QString& path, QWidget* parent)
    : QWizard(parent), path_(path), form_(new SetupForm(this)) {
  setWindowTitle(tr("New event"));
  setOption(QWizard::NoBackButtonOnStartPage);
  pairing::Event event;
  event.name = QFileInfo(path).completeBaseName().toStdString();
  form_->load(db::defaultSetup(event));

  auto* basics = new SetupPage(
      tr("The event"), tr("Name, dates, venue, organiser, chief referee."), form_->basics(),
      [this] { return !form_->basics()->nameEdit()->text().trimmed().isEmpty(); });
  auto* system = new SetupPage(tr("System and rounds"),
                               tr("How players are paired; McMahon bar, floor and handicap."),
                               form_->system());
  auto* rules = new SetupPage(
      tr("Rules and time"),
      tr("Rules, board, komi, the time control as a clock spec (the calls are previewed), and the "
         "referee edition."),
      form_->rules(), [this] { return form_->rules()->timeControl()->isValid(); });
  auto* scoring =
      new SetupPage(tr("Scoring and tie-breaks"),
                    tr("Points per game and the order that decides places."), form_->scoring());
  status_ = new QLabel;
  status_->setWordWrap(true);
  status_->setStyleSheet(QStringLiteral("color:#b00020"));
  scoring->box()->addWidget(status_);
  setPage(BasicsPage, basics);
  setPage(SystemPage, system);
  setPage(RulesPage, rules);
  setPage(ScoringPage, scoring);
  connect(form_, &SetupForm::changed, this, [basics, rules] {
    basics->recheck();
    rules->recheck();
  });
}

bool EventWizard::createEvent() {
  try {
    db::createEvent(path_, form_->current(), db::currentUserName()).reset();
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return false;
  }
  status_->clear();
  return true;
}

bool EventWizard::saveScreenshot(const QString& png, const QString& timeControl) {
  EventWizard wizard(png + QStringLiteral(".never-created.tengen"));
  wizard.form()->rules()->timeControl()->setText(
      timeControl.isEmpty() ? QStringLiteral("chinese:120m,reserve=5") : timeControl);
  wizard.restart();
  wizard.next();
  wizard.next();
  wizard.resize(820, 640);
  wizard.show();
  QApplication::processEvents();
  return wizard.grab().save(png);
}

void EventWizard::accept() {
  if (createEvent()) QWizard::accept();
}

}  // namespace tengen::desk
