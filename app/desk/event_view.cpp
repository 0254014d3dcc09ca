#include "app/desk/event_view.h"

#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "app/desk/both_values_dialog.h"
#include "app/desk/event_editors.h"
#include "app/desk/local_time.h"
#include "app/desk/push_buttons.h"
#include "app/desk/store_errors.h"
#include "db/store/event_log.h"
#include "db/store/event_store.h"

namespace tengen::desk {
namespace {

QGroupBox* group(QWidget* editor) {
  auto* box = new QGroupBox;
  auto* layout = new QVBoxLayout(box);
  layout->addWidget(editor);
  return box;
}

}  // namespace

EventView::EventView(db::EventStore& store, QWidget* parent)
    : DeskPanel(parent), store_(store), form_(new SetupForm(this)) {
  // Two columns: who/what/when and the draw on the left, rules and placement on the right.
  auto* editors = new QWidget;
  auto* grid = new QGridLayout(editors);
  QGroupBox* basics = group(form_->basics());
  QGroupBox* system = group(form_->system());
  QGroupBox* rules = group(form_->rules());
  QGroupBox* scoring = group(form_->scoring());
  grid->addWidget(basics, 0, 0);
  grid->addWidget(system, 1, 0);
  grid->addWidget(rules, 0, 1);
  grid->addWidget(scoring, 1, 1);
  grid->setRowStretch(2, 1);
  auto* scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setWidget(editors);

  auto* saveButton = buttonRunning(this, &EventView::save);
  auto* revert = buttonRunning(this, &EventView::reload);
  status_ = new QLabel;
  status_->setWordWrap(true);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(status_, 1);
  buttons->addWidget(revert);
  buttons->addWidget(saveButton);
  auto* left = new QWidget;
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  leftLayout->addWidget(scroll, 1);
  leftLayout->addLayout(buttons);

  log_ = new QTreeWidget;
  log_->setRootIsDecorated(false);
  log_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  auto* logBox = new QGroupBox;
  texts_([=, this] {
    basics->setTitle(tr("The event"));
    system->setTitle(tr("System and rounds"));
    rules->setTitle(tr("Rules and time"));
    scoring->setTitle(tr("Scoring and tie-breaks"));
    saveButton->setText(tr("&Save settings"));
    revert->setText(tr("&Revert"));
    log_->setHeaderLabels({tr("When (UTC)"), tr("Setting"), tr("Old"), tr("New"), tr("Who")});
    logBox->setTitle(tr("Change log"));
  });
  auto* logLayout = new QVBoxLayout(logBox);
  logLayout->addWidget(log_);

  auto* split = new QSplitter(Qt::Vertical);
  split->addWidget(left);
  split->addWidget(logBox);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(split);
  reload();
}

void EventView::retranslateUi() {
  // In place: the form keeps what was typed and not saved yet (each editor retranslates itself).
  texts_.retranslate();
  for (int i = 0; i < log_->topLevelItemCount(); ++i) {
    QTreeWidgetItem* item = log_->topLevelItem(i);
    item->setText(1, fieldLabel(item->data(1, Qt::UserRole).toString().toStdString()));
  }
}

QLineEdit* EventView::nameEdit() const {
  return form_->basics()->nameEdit();
}

void EventView::reload() {
  try {
    setup_ = db::loadEventSetup(store_);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  form_->load(setup_);
  reloadLog();
  status_->clear();
}

void EventView::reloadLog() {
  log_->clear();
  std::vector<db::EventLogEntry> entries;
  try {
    entries = db::eventLog(store_);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  auto str = [](const std::string& s) { return QString::fromStdString(s); };
  // Newest first: the change just saved is at the top.
  for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
    auto* item = new QTreeWidgetItem({localTime(it->at), fieldLabel(it->field), str(it->oldValue),
                                      str(it->newValue), str(it->who)});
    item->setData(1, Qt::UserRole, str(it->field));  // the field's code, for a language switch
    log_->addTopLevelItem(item);
  }
}

QString EventView::fieldLabel(const std::string& field) {
  static const std::pair<const char*, const char*> kLabels[] = {
      {"created", QT_TR_NOOP("Event created")},
      {"name", QT_TR_NOOP("Event name")},
      {"start_date", QT_TR_NOOP("First day")},
      {"end_date", QT_TR_NOOP("Last day")},
      {"venue", QT_TR_NOOP("Venue")},
      {"organiser", QT_TR_NOOP("Organiser")},
      {"chief_referee", QT_TR_NOOP("Chief referee (裁判长)")},
      {"system", QT_TR_NOOP("Pairing system")},
      {"rounds", QT_TR_NOOP("Rounds")},
      {"rules", QT_TR_NOOP("Rules")},
      {"board_size", QT_TR_NOOP("Board size")},
      {"komi", QT_TR_NOOP("Komi (贴目, points)")},
      {"time_control", QT_TR_NOOP("Time control")},
      {"scoring", QT_TR_NOOP("Scoring")},
      {"tiebreaks", QT_TR_NOOP("Tie-break order")},
      {"convention", QT_TR_NOOP("Standings convention")},
      {"referee_edition", QT_TR_NOOP("Referee edition")},
  };
  for (const auto& [code, label] : kLabels)
    if (field == code) return tr(label);
  return QString::fromStdString(field);  // pairing.* keys as `tengen pairing settings` names them
}

bool EventView::save() {
  db::EventSetup wanted = form_->current();
  // A time control that was changed must be one the clocks can run; an older free-text entry
  // that is left alone stays as it was.
  if (wanted.event.timeControl != setup_.event.timeControl &&
      !form_->rules()->timeControl()->isValid()) {
    status_->setText(tr("The time control is not a clock spec: see the message under it."));
    return false;
  }
  std::vector<db::EventLogEntry> written;
  for (;;) {
    try {
      written = db::saveEventSetup(store_, wanted, db::currentUserName(), &setup_);
      break;
    } catch (const db::StoreError& err) {
      if (err.kind() != db::StoreError::Kind::StaleVersion) {
        status_->setText(StoreErrors::describe(err));
        return false;
      }
    }
    // Saved at another desk since this tab loaded: both values, the director chooses.
    db::EventSetup stored;
    std::vector<db::SetupDifference> differences;
    try {
      stored = db::loadEventSetup(store_);
      differences = db::setupDifferences(stored, wanted, db::eventLog(store_));
    } catch (const db::StoreError& err) {
      status_->setText(StoreErrors::describe(err));
      return false;
    }
    if (differences.empty()) break;  // the other desk saved exactly these settings
    if (!askOverwrite(differences)) {
      reload();
      status_->setText(
          tr("The settings were changed at another desk: the stored settings are "
             "shown, yours were not saved."));
      return false;
    }
    wanted.event.version = stored.event.version;  // overwrite, based on what was just shown
    setup_ = stored;
  }
  reload();
  status_->setText(written.empty()
                       ? tr("Nothing changed.")
                       : tr("Saved %n change(s).", nullptr, static_cast<int>(written.size())));
  emit changed();
  return true;
}

bool EventView::askOverwrite(const std::vector<db::SetupDifference>& differences) {
  if (chooser_) return chooser_(differences);
  std::vector<BothValuesDialog::Row> rows;
  for (const db::SetupDifference& d : differences) {
    const QString note = d.who.empty()
                             ? QString()
                             : tr("%1, %2").arg(QString::fromStdString(d.who), localTime(d.at));
    rows.push_back({fieldLabel(d.field), QString::fromStdString(d.stored), note,
                    QString::fromStdString(d.typed), true});
  }
  BothValuesDialog dialog(tr("Settings changed meanwhile"),
                          tr("The event's settings were saved at another desk after this tab "
                             "loaded them. Keep the stored settings (the form is reloaded), or "
                             "overwrite them with yours?"),
                          rows, false, this);
  dialog.exec();
  return dialog.useYours().front();
}

}  // namespace tengen::desk
