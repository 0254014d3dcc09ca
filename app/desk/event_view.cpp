#include "app/desk/event_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "app/desk/store_errors.h"
#include "db/event_store.h"

namespace tengen::desk {
namespace {

QDate toQDate(const boost::gregorian::date& d) {
  return QDate(d.year(), d.month(), d.day());
}

boost::gregorian::date fromQDate(const QDate& d) {
  return boost::gregorian::date(static_cast<unsigned short>(d.year()),
                                static_cast<unsigned short>(d.month()),
                                static_cast<unsigned short>(d.day()));
}

QString code(std::string_view c) {
  return QString::fromUtf8(c.data(), static_cast<qsizetype>(c.size()));
}

}  // namespace

EventView::EventView(db::EventStore& store, QWidget* parent) : QWidget(parent), store_(store) {
  name_ = new QLineEdit;
  venue_ = new QLineEdit;
  organiser_ = new QLineEdit;
  chiefReferee_ = new QLineEdit;
  hasDates_ = new QCheckBox(tr("Dates set"));
  start_ = new QDateEdit;
  end_ = new QDateEdit;
  for (QDateEdit* d : {start_, end_}) {
    d->setCalendarPopup(true);
    d->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
  }
  connect(hasDates_, &QCheckBox::toggled, start_, &QWidget::setEnabled);
  connect(hasDates_, &QCheckBox::toggled, end_, &QWidget::setEnabled);

  system_ = new QComboBox;
  system_->addItem(tr("Swiss (积分编排)"), code(toCode(pairing::PairingSystem::Swiss)));
  system_->addItem(tr("McMahon"), code(toCode(pairing::PairingSystem::McMahon)));
  system_->addItem(tr("Round robin (循环赛)"), code(toCode(pairing::PairingSystem::RoundRobin)));
  system_->addItem(tr("Knockout (淘汰赛)"), code(toCode(pairing::PairingSystem::Knockout)));
  rounds_ = new QSpinBox;
  rounds_->setRange(1, 99);
  rules_ = new QComboBox;
  rules_->addItem(tr("Chinese rules 2002 (中国围棋竞赛规则)"),
                  code(toCode(pairing::RuleSetName::Chinese2002)));
  rules_->addItem(tr("Japanese rules"), code(toCode(pairing::RuleSetName::Japanese)));
  rules_->addItem(tr("Korean rules"), code(toCode(pairing::RuleSetName::Korean)));
  size_ = new QSpinBox;
  size_->setRange(2, 25);
  komi_ = new QDoubleSpinBox;
  komi_->setRange(-100, 100);
  komi_->setSingleStep(0.5);
  komi_->setDecimals(1);
  timeControl_ = new QLineEdit;
  scoring_ = new QComboBox;
  scoring_->addItem(tr("2-1-0 (win 2, jigo 1)"), code(toCode(pairing::Scoring::Chinese210)));
  scoring_->addItem(tr("1-0 (jigo ½)"), code(toCode(pairing::Scoring::Egf10)));

  auto* dates = new QHBoxLayout;
  dates->addWidget(hasDates_);
  dates->addWidget(start_);
  dates->addWidget(new QLabel(QStringLiteral("–")));
  dates->addWidget(end_);
  dates->addStretch();

  auto* form = new QFormLayout;
  form->addRow(tr("Event name"), name_);
  form->addRow(tr("Dates"), dates);
  form->addRow(tr("Venue"), venue_);
  form->addRow(tr("Organiser"), organiser_);
  form->addRow(tr("Chief referee (裁判长)"), chiefReferee_);
  form->addRow(tr("Pairing system"), system_);
  form->addRow(tr("Rounds"), rounds_);
  form->addRow(tr("Rules"), rules_);
  form->addRow(tr("Board size"), size_);
  form->addRow(tr("Komi (贴目, points)"), komi_);
  form->addRow(tr("Time control"), timeControl_);
  form->addRow(tr("Scoring"), scoring_);

  auto* saveButton = new QPushButton(tr("&Save settings"));
  connect(saveButton, &QPushButton::clicked, this, &EventView::save);
  auto* revert = new QPushButton(tr("&Revert"));
  connect(revert, &QPushButton::clicked, this, &EventView::reload);
  status_ = new QLabel;
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(status_, 1);
  buttons->addWidget(revert);
  buttons->addWidget(saveButton);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addLayout(buttons);
  layout->addStretch();
  reload();
}

void EventView::reload() {
  try {
    event_ = store_.event();
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  auto str = [](const std::string& s) { return QString::fromStdString(s); };
  name_->setText(str(event_.name));
  venue_->setText(str(event_.venue));
  organiser_->setText(str(event_.organiser));
  chiefReferee_->setText(str(event_.chiefReferee));
  hasDates_->setChecked(event_.startDate.has_value());
  start_->setEnabled(event_.startDate.has_value());
  end_->setEnabled(event_.startDate.has_value());
  start_->setDate(event_.startDate ? toQDate(*event_.startDate) : QDate::currentDate());
  end_->setDate(event_.endDate ? toQDate(*event_.endDate) : start_->date());
  system_->setCurrentIndex(system_->findData(code(toCode(event_.system))));
  rounds_->setValue(event_.rounds);
  rules_->setCurrentIndex(rules_->findData(code(toCode(event_.rules))));
  size_->setValue(event_.boardSize);
  komi_->setValue(event_.komi);
  timeControl_->setText(str(event_.timeControl));
  scoring_->setCurrentIndex(scoring_->findData(code(toCode(event_.scoring))));
  status_->clear();
}

bool EventView::save() {
  pairing::Event e = event_;
  e.name = name_->text().trimmed().toStdString();
  e.venue = venue_->text().trimmed().toStdString();
  e.organiser = organiser_->text().trimmed().toStdString();
  e.chiefReferee = chiefReferee_->text().trimmed().toStdString();
  if (hasDates_->isChecked()) {
    e.startDate = fromQDate(start_->date());
    e.endDate = fromQDate(end_->date());
  } else {
    e.startDate.reset();
    e.endDate.reset();
  }
  e.system = *pairing::pairingSystemFromCode(system_->currentData().toString().toStdString());
  e.rounds = rounds_->value();
  e.rules = *pairing::ruleSetFromCode(rules_->currentData().toString().toStdString());
  e.boardSize = size_->value();
  e.komi = komi_->value();
  e.timeControl = timeControl_->text().trimmed().toStdString();
  e.scoring = *pairing::scoringFromCode(scoring_->currentData().toString().toStdString());
  try {
    store_.updateEvent(e);
  } catch (const db::StoreError& err) {
    status_->setText(StoreErrors::describe(err));
    return false;
  }
  reload();
  status_->setText(tr("Saved."));
  emit changed();
  return true;
}

}  // namespace tengen::desk
