#include "app/desk/event_editors.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>
#include <algorithm>
#include <variant>

#include "app/desk/rank_choices.h"
#include "app/wording/time_control_text.h"
#include "clock/call_preview.h"
#include "clock/spec_parser.h"
#include "pairing/rank.h"

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

QString str(const std::string& s) {
  return QString::fromStdString(s);
}

void select(QComboBox* box, const QVariant& data) {
  const int i = box->findData(data);
  if (i >= 0) box->setCurrentIndex(i);
}

// The label of an editor's form row: `text`, marked with QT_TR_NOOP in the editor, translated in
// the editor's own context (its class name, as its tr() does), now and on every retranslate.
QLabel* formLabel(Texts& texts, const QObject* editor, const char* text) {
  auto* label = new QLabel;
  texts([label, editor, text] {
    label->setText(QCoreApplication::translate(editor->metaObject()->className(), text));
  });
  return label;
}

QString calls(const std::vector<clock::ClockEvent>& events) {
  QStringList zh;
  for (const clock::ClockEvent& e : events) zh << str(e.zh);
  return zh.join(QStringLiteral("  ")).toHtmlEscaped();
}

constexpr reports::Criterion kAllCriteria[] = {
    reports::Criterion::Score,
    reports::Criterion::Mms,
    reports::Criterion::Sos,
    reports::Criterion::SosMinus1,
    reports::Criterion::SosMinus2,
    reports::Criterion::Sosos,
    reports::Criterion::Sodos,
    reports::Criterion::Cuss,
    reports::Criterion::DirectEncounter,
    reports::Criterion::SosReverse,
    reports::Criterion::Nbw,
    reports::Criterion::Rating,
};

}  // namespace

// --- time control --------------------------------------------------------------------------------

TimeControlEdit::TimeControlEdit(QWidget* parent) : DeskPanel(parent) {
  edit_ = new QLineEdit;
  edit_->setPlaceholderText(QStringLiteral("chinese:120m,reserve=5"));
  QStringList forms;
  for (const std::string& f : clock::acceptedSpecForms()) forms << str(f);
  texts_([this, forms] {
    edit_->setToolTip(tr("Accepted forms:") + QLatin1Char('\n') + forms.join(QLatin1Char('\n')));
  });
  preview_ = new QLabel;
  preview_->setWordWrap(true);
  preview_->setTextFormat(Qt::RichText);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(edit_);
  layout->addWidget(preview_);
  connect(edit_, &QLineEdit::textChanged, this, [this] {
    refresh();
    emit changed();
  });
  refresh();
}

void TimeControlEdit::retranslateUi() {
  texts_.retranslate();
  refresh();  // the preview, in the new language; the typed spec stays
}

QString TimeControlEdit::text() const {
  return edit_->text().trimmed();
}

void TimeControlEdit::setText(const QString& text) {
  edit_->setText(text);
  refresh();
}

void TimeControlEdit::refresh() {
  const QString spec = text();
  if (spec.isEmpty()) {
    valid_ = true;
    preview_->setText(tr("No clock: type a time control such as chinese:120m,reserve=5."));
    return;
  }
  auto parsed = clock::parseSpec(spec.toStdString());
  if (auto* error = std::get_if<clock::SpecError>(&parsed)) {
    valid_ = false;
    preview_->setText(
        QStringLiteral("<span style='color:#b00020'>%1</span>")
            .arg(tr("Not a time control: %1").arg(str(error->detail)).toHtmlEscaped()));
    return;
  }
  valid_ = true;
  const auto& settings = std::get<clock::ClockSettings>(parsed);
  const clock::CallPreview p = clock::previewCalls(settings);
  QString html =
      QStringLiteral("<b>%1</b>").arg(wording::TimeControlText::describe(settings).toHtmlEscaped());
  auto line = [&html](const QString& label, const QString& text) {
    if (!text.isEmpty()) html += QStringLiteral("<br>%1 %2").arg(label.toHtmlEscaped(), text);
  };
  line(tr("Main time:"), calls(p.mainTime));
  line(tr("Each period:"), calls(p.period));
  line(p.period.empty() && p.mainTime.empty() ? tr("To the flag:") : tr("Last period:"),
       calls(p.finalStretch));
  preview_->setText(html);
}

// --- tie-break order -----------------------------------------------------------------------------

TieBreakList::TieBreakList(QWidget* parent) : DeskPanel(parent) {
  list_ = new QListWidget;
  list_->setDragDropMode(QAbstractItemView::InternalMove);
  list_->setDefaultDropAction(Qt::MoveAction);
  auto* up = new QPushButton;
  auto* down = new QPushButton;
  auto* defaults = new QPushButton;
  texts_([this, up, down, defaults] {
    list_->setToolTip(tr("Checked criteria decide the places, top first. Drag to reorder."));
    up->setText(tr("Up"));
    down->setText(tr("Down"));
    defaults->setText(tr("Default order"));
  });
  connect(up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
  connect(down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
  connect(defaults, &QPushButton::clicked, this, &TieBreakList::defaultsRequested);
  connect(list_, &QListWidget::itemChanged, this, &TieBreakList::changed);
  connect(list_->model(), &QAbstractItemModel::rowsMoved, this, &TieBreakList::changed);
  auto* buttons = new QVBoxLayout;
  buttons->addWidget(up);
  buttons->addWidget(down);
  buttons->addWidget(defaults);
  buttons->addStretch();
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(list_, 1);
  layout->addLayout(buttons);
  setOrder({});
}

void TieBreakList::setOrder(const std::vector<reports::Criterion>& order) {
  const QSignalBlocker block(list_);
  list_->clear();
  auto add = [this](reports::Criterion c, bool on) {
    auto* item = new QListWidgetItem(
        QStringLiteral("%1  %2").arg(code(reports::toCode(c)), code(reports::chineseName(c))));
    item->setData(Qt::UserRole, static_cast<int>(c));
    item->setFlags((item->flags() | Qt::ItemIsUserCheckable | Qt::ItemIsDragEnabled) &
                   ~Qt::ItemIsDropEnabled);
    item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    list_->addItem(item);
  };
  for (reports::Criterion c : order) add(c, true);
  for (reports::Criterion c : kAllCriteria)
    if (std::find(order.begin(), order.end(), c) == order.end()) add(c, false);
  emit changed();
}

std::vector<reports::Criterion> TieBreakList::order() const {
  std::vector<reports::Criterion> out;
  for (int i = 0; i < list_->count(); ++i) {
    const QListWidgetItem* item = list_->item(i);
    if (item->checkState() == Qt::Checked)
      out.push_back(static_cast<reports::Criterion>(item->data(Qt::UserRole).toInt()));
  }
  return out;
}

void TieBreakList::moveCurrent(int by) {
  const int row = list_->currentRow();
  const int to = row + by;
  if (row < 0 || to < 0 || to >= list_->count()) return;
  {
    const QSignalBlocker block(list_);
    QListWidgetItem* item = list_->takeItem(row);
    list_->insertItem(to, item);
    list_->setCurrentRow(to);
  }
  emit changed();
}

// --- basics --------------------------------------------------------------------------------------

BasicsEditor::BasicsEditor(QWidget* parent) : DeskPanel(parent) {
  name_ = new QLineEdit;
  venue_ = new QLineEdit;
  organiser_ = new QLineEdit;
  chiefReferee_ = new QLineEdit;
  hasDates_ = new QCheckBox;
  texts_([this] { hasDates_->setText(tr("Dates set")); });
  start_ = new QDateEdit;
  end_ = new QDateEdit;
  for (QDateEdit* d : {start_, end_}) {
    d->setCalendarPopup(true);
    d->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    d->setDate(QDate::currentDate());
    d->setEnabled(false);
    connect(d, &QDateEdit::dateChanged, this, &BasicsEditor::changed);
  }
  connect(hasDates_, &QCheckBox::toggled, start_, &QWidget::setEnabled);
  connect(hasDates_, &QCheckBox::toggled, end_, &QWidget::setEnabled);
  connect(hasDates_, &QCheckBox::toggled, this, &BasicsEditor::changed);
  for (QLineEdit* e : {name_, venue_, organiser_, chiefReferee_})
    connect(e, &QLineEdit::textChanged, this, &BasicsEditor::changed);

  auto* dates = new QHBoxLayout;
  dates->addWidget(hasDates_);
  dates->addWidget(start_);
  dates->addWidget(new QLabel(QStringLiteral("–")));
  dates->addWidget(end_);
  dates->addStretch();
  auto* form = new QFormLayout(this);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Event name")), name_);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Dates")), dates);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Venue")), venue_);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Organiser")), organiser_);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Chief referee (裁判长)")), chiefReferee_);
}

void BasicsEditor::load(const db::EventSetup& s) {
  const pairing::Event& e = s.event;
  name_->setText(str(e.name));
  venue_->setText(str(e.venue));
  organiser_->setText(str(e.organiser));
  chiefReferee_->setText(str(e.chiefReferee));
  hasDates_->setChecked(e.startDate.has_value());
  start_->setEnabled(e.startDate.has_value());
  end_->setEnabled(e.startDate.has_value());
  start_->setDate(e.startDate ? toQDate(*e.startDate) : QDate::currentDate());
  end_->setDate(e.endDate ? toQDate(*e.endDate) : start_->date());
}

void BasicsEditor::apply(db::EventSetup& s) const {
  pairing::Event& e = s.event;
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
}

// --- system and draw -----------------------------------------------------------------------------

SystemEditor::SystemEditor(QWidget* parent) : DeskPanel(parent) {
  system_ = new QComboBox;
  for (auto system : {pairing::PairingSystem::Swiss, pairing::PairingSystem::McMahon,
                      pairing::PairingSystem::RoundRobin, pairing::PairingSystem::Knockout})
    system_->addItem(QString(), code(toCode(system)));
  rounds_ = new QSpinBox;
  rounds_->setRange(1, 99);
  bar_ = new QComboBox;
  floor_ = new QComboBox;
  fillRanks(bar_);
  fillRanks(floor_);
  handicapFromMms_ = new QCheckBox;
  reduction_ = new QSpinBox;
  reduction_->setRange(0, 20);  // the draw's bounds (pairing::setSetting)
  ceiling_ = new QSpinBox;
  ceiling_->setRange(0, 9);

  doubleRoundRobin_ = new QCheckBox;
  thirdPlace_ = new QCheckBox;
  mcmahon_ = new QGroupBox;
  texts_([this] {
    system_->setItemText(0, tr("Swiss (积分编排)"));
    system_->setItemText(1, tr("McMahon"));
    system_->setItemText(2, tr("Round robin (循环赛)"));
    system_->setItemText(3, tr("Knockout (淘汰赛)"));
    handicapFromMms_->setText(tr("Handicap from the McMahon score difference"));
    doubleRoundRobin_->setText(tr("Double round robin (colours reversed)"));
    thirdPlace_->setText(tr("Third-place game"));
    mcmahon_->setTitle(tr("McMahon"));
  });

  auto* mm = new QFormLayout(mcmahon_);
  mm->addRow(formLabel(texts_, this, QT_TR_NOOP("Bar (top group from)")), bar_);
  mm->addRow(formLabel(texts_, this, QT_TR_NOOP("Floor")), floor_);
  mm->addRow(handicapFromMms_);
  mm->addRow(formLabel(texts_, this, QT_TR_NOOP("Handicap reduction (stones)")), reduction_);
  mm->addRow(formLabel(texts_, this, QT_TR_NOOP("Handicap ceiling (stones)")), ceiling_);

  connect(system_, &QComboBox::currentIndexChanged, this, [this] {
    updateEnabled();
    emit changed();
  });
  for (QSpinBox* box : {rounds_, reduction_, ceiling_})
    connect(box, &QSpinBox::valueChanged, this, &SystemEditor::changed);
  for (QComboBox* box : {bar_, floor_})
    connect(box, &QComboBox::currentIndexChanged, this, &SystemEditor::changed);
  for (QCheckBox* box : {handicapFromMms_, doubleRoundRobin_, thirdPlace_})
    connect(box, &QCheckBox::toggled, this, &SystemEditor::changed);

  auto* form = new QFormLayout;
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Pairing system")), system_);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Rounds")), rounds_);
  form->addRow(doubleRoundRobin_);
  form->addRow(thirdPlace_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(mcmahon_);
  updateEnabled();
}

void SystemEditor::updateEnabled() {
  const QString system = system_->currentData().toString();
  mcmahon_->setEnabled(system == code(toCode(pairing::PairingSystem::McMahon)));
  doubleRoundRobin_->setEnabled(system == code(toCode(pairing::PairingSystem::RoundRobin)));
  thirdPlace_->setEnabled(system == code(toCode(pairing::PairingSystem::Knockout)));
}

void SystemEditor::load(const db::EventSetup& s) {
  select(system_, code(toCode(s.event.system)));
  rounds_->setValue(s.event.rounds);
  select(bar_, s.pairing.mcmahonBar);
  select(floor_, s.pairing.mcmahonFloor);
  handicapFromMms_->setChecked(s.pairing.handicap.fromMms);
  reduction_->setValue(s.pairing.handicap.reduction);
  ceiling_->setValue(s.pairing.handicap.ceiling);
  doubleRoundRobin_->setChecked(s.pairing.doubleRoundRobin);
  thirdPlace_->setChecked(s.pairing.thirdPlaceGame);
  updateEnabled();
}

void SystemEditor::apply(db::EventSetup& s) const {
  s.event.system = *pairing::pairingSystemFromCode(system_->currentData().toString().toStdString());
  s.event.rounds = rounds_->value();
  s.pairing.mcmahonBar = bar_->currentData().toInt();
  s.pairing.mcmahonFloor = floor_->currentData().toInt();
  s.pairing.handicap.fromMms = handicapFromMms_->isChecked();
  s.pairing.handicap.reduction = reduction_->value();
  s.pairing.handicap.ceiling = ceiling_->value();
  s.pairing.doubleRoundRobin = doubleRoundRobin_->isChecked();
  s.pairing.thirdPlaceGame = thirdPlace_->isChecked();
}

// --- rules and time ------------------------------------------------------------------------------

RulesEditor::RulesEditor(QWidget* parent) : DeskPanel(parent) {
  rules_ = new QComboBox;
  for (auto rules : {pairing::RuleSetName::Chinese2002, pairing::RuleSetName::Japanese,
                     pairing::RuleSetName::Korean})
    rules_->addItem(QString(), code(toCode(rules)));
  size_ = new QSpinBox;
  size_->setRange(2, 25);
  size_->setValue(19);
  komi_ = new KomiSpinBox;
  komi_->setRange(-100, 100);
  komiProblem_ = new QLabel;
  komiProblem_->setObjectName(QStringLiteral("komiProblem"));
  komiProblem_->setWordWrap(true);
  // The box never takes 7.3; say so, naming the value, until a komi is taken.
  connect(komi_, &KomiSpinBox::refused, this, [this](const QString& text) {
    komiProblem_->setText(
        tr("%1 is not a komi: komi is a multiple of 0.5 points (7.5, 6, -0.5); it stays %2.")
            .arg(text, QString::fromStdString(komi_->komi().toString())));
  });
  connect(komi_, &QDoubleSpinBox::valueChanged, komiProblem_, &QLabel::clear);
  time_ = new TimeControlEdit;
  edition_ = new QComboBox;
  edition_->addItem(QString(), code(referee::toCode(referee::Edition::Y2002)));
  edition_->addItem(QString(), code(referee::toCode(referee::Edition::Older)));
  texts_([this] {
    rules_->setItemText(0, tr("Chinese rules 2002 (中国围棋竞赛规则)"));
    rules_->setItemText(1, tr("Japanese rules"));
    rules_->setItemText(2, tr("Korean rules"));
    edition_->setItemText(0, tr("2002 rules (default)"));
    edition_->setItemText(1, tr("Older edition (1988)"));
  });

  // A new rule set brings its usual komi (as `tengen edit --rules` does).
  connect(rules_, &QComboBox::activated, this, [this] {
    if (auto r = pairing::ruleSetFromCode(rules_->currentData().toString().toStdString()))
      komi_->setKomi(pairing::defaultKomi(*r));
  });
  connect(rules_, &QComboBox::currentIndexChanged, this, &RulesEditor::changed);
  connect(size_, &QSpinBox::valueChanged, this, &RulesEditor::changed);
  connect(komi_, &QDoubleSpinBox::valueChanged, this, &RulesEditor::changed);
  connect(time_, &TimeControlEdit::changed, this, &RulesEditor::changed);
  connect(edition_, &QComboBox::currentIndexChanged, this, &RulesEditor::changed);

  auto* form = new QFormLayout(this);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Rules")), rules_);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Board size")), size_);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Komi (贴目, points)")), komi_);
  form->addRow(QString(), komiProblem_);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Time control")), time_);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Referee edition")), edition_);
}

void RulesEditor::load(const db::EventSetup& s) {
  select(rules_, code(toCode(s.event.rules)));
  size_->setValue(s.event.boardSize);
  komi_->setKomi(s.event.komi);
  komiProblem_->clear();
  time_->setText(str(s.event.timeControl));
  select(edition_, code(referee::toCode(s.edition)));
}

QString RulesEditor::komiProblem() const {
  return komiProblem_->text();
}

void RulesEditor::apply(db::EventSetup& s) const {
  s.event.rules = *pairing::ruleSetFromCode(rules_->currentData().toString().toStdString());
  s.event.boardSize = size_->value();
  s.event.komi = komi_->komi();
  s.event.timeControl = time_->text().toStdString();
  s.edition = *referee::editionFromCode(edition_->currentData().toString().toStdString());
}

// --- scoring and tie-breaks ----------------------------------------------------------------------

ScoringEditor::ScoringEditor(QWidget* parent) : DeskPanel(parent) {
  scoring_ = new QComboBox;
  scoring_->addItem(QString(), code(toCode(pairing::Scoring::Chinese210)));
  scoring_->addItem(QString(), code(toCode(pairing::Scoring::Egf10)));
  texts_([this] {
    scoring_->setItemText(0, tr("2-1-0 (win 2, jigo 1)"));
    scoring_->setItemText(1, tr("EGF 1-½-0 (jigo ½)"));
  });
  // The same conventions as `tengen tiebreaks --convention`.
  convention_ = new QComboBox;
  convention_->addItem(QString(), code(toCode(reports::Convention::Tengen)));
  convention_->addItem(QString(), code(toCode(reports::Convention::OpenGotha)));
  convention_->addItem(QString(), code(toCode(reports::Convention::Chinese)));
  texts_([this] {
    convention_->setItemText(0, tr("Tengen's own (from the scoring and system)"));
    convention_->setItemText(
        1, tr("OpenGotha (a bye's virtual opponent, SOSM with handicap, absences rounded)"));
    convention_->setItemText(2, tr("Chinese (2-1-0, 对手分, 累进分, 直胜)"));
  });
  tieBreaks_ = new TieBreakList;
  connect(scoring_, &QComboBox::currentIndexChanged, this, &ScoringEditor::changed);
  connect(convention_, &QComboBox::currentIndexChanged, this, [this] {
    emit conventionChosen();
    emit changed();
  });
  connect(tieBreaks_, &TieBreakList::changed, this, &ScoringEditor::changed);
  connect(tieBreaks_, &TieBreakList::defaultsRequested, this, &ScoringEditor::defaultsRequested);
  auto* form = new QFormLayout(this);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Scoring")), scoring_);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Standings convention")), convention_);
  form->addRow(formLabel(texts_, this, QT_TR_NOOP("Tie-break order")), tieBreaks_);
}

void ScoringEditor::load(const db::EventSetup& s) {
  select(scoring_, code(toCode(s.event.scoring)));
  select(convention_, code(toCode(s.convention)));
  tieBreaks_->setOrder(s.tieBreaks);
}

void ScoringEditor::apply(db::EventSetup& s) const {
  s.event.scoring = *pairing::scoringFromCode(scoring_->currentData().toString().toStdString());
  s.convention = *reports::conventionFromCode(convention_->currentData().toString().toStdString());
  s.tieBreaks = tieBreaks_->order();
}

// --- the form ------------------------------------------------------------------------------------

SetupForm::SetupForm(QObject* parent)
    : QObject(parent),
      basics_(new BasicsEditor),
      system_(new SystemEditor),
      rules_(new RulesEditor),
      scoring_(new ScoringEditor) {
  auto relay = [this] {
    if (!loading_) emit changed();
  };
  connect(basics_, &BasicsEditor::changed, this, relay);
  connect(rules_, &RulesEditor::changed, this, relay);
  connect(system_, &SystemEditor::changed, this, [this, relay] {
    eventKindChanged();
    relay();
  });
  connect(scoring_, &ScoringEditor::changed, this, [this, relay] {
    eventKindChanged();
    relay();
  });
  connect(scoring_, &ScoringEditor::defaultsRequested, this, [this] {
    const db::EventSetup s = current();
    scoring_->tieBreaks()->setOrder(reports::conventionSettings(s.convention, s.event).order);
  });
  connect(scoring_, &ScoringEditor::conventionChosen, this, [this] {
    if (loading_) return;
    db::EventSetup s = current();
    db::chooseConvention(s, s.convention);
    const QSignalBlocker block(scoring_);
    scoring_->tieBreaks()->setOrder(s.tieBreaks);
  });
}

void SetupForm::load(const db::EventSetup& setup) {
  loading_ = true;
  base_ = setup;
  shown_ = setup.event;
  basics_->load(setup);
  system_->load(setup);
  rules_->load(setup);
  scoring_->load(setup);
  loading_ = false;
}

db::EventSetup SetupForm::current() const {
  db::EventSetup s = base_;
  basics_->apply(s);
  system_->apply(s);
  rules_->apply(s);
  scoring_->apply(s);
  return s;
}

void SetupForm::eventKindChanged() {
  if (loading_) return;
  db::EventSetup s = current();
  if (s.event.system == shown_.system && s.event.scoring == shown_.scoring) return;
  db::followDefaults(s, shown_);
  shown_ = s.event;
  const QSignalBlocker block(scoring_);
  scoring_->tieBreaks()->setOrder(s.tieBreaks);
}

void TieBreakList::retranslateUi() {
  texts_.retranslate();
}

void BasicsEditor::retranslateUi() {
  texts_.retranslate();
}

void SystemEditor::retranslateUi() {
  texts_.retranslate();
}

void RulesEditor::retranslateUi() {
  texts_.retranslate();
}

void ScoringEditor::retranslateUi() {
  texts_.retranslate();
}

}  // namespace tengen::desk
