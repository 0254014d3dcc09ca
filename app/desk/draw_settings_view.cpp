#include "app/desk/draw_settings_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "app/desk/komi_spin_box.h"
#include "app/desk/push_buttons.h"
#include "app/desk/rank_choices.h"
#include "app/desk/store_errors.h"
#include "app/desk/table_setup.h"
#include "db/service/event_setup.h"
#include "db/store/event_log.h"
#include "db/store/event_store.h"
#include "db/store/pairing_store.h"

namespace tengen::desk {

using pairing::PlayerId;

namespace {

QString code(std::string_view c) {
  return QString::fromUtf8(c.data(), static_cast<qsizetype>(c.size()));
}

// Each key of pairing::settingValues with its label, in the order the panel shows them.
struct KeyLabel {
  const char* key;
  const char* label;
};
constexpr KeyLabel kKeys[] = {
    {"profile", QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView",
                                  "Pairing criteria, Swiss and McMahon (编排方案)")},
    {"first-round", QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "First round (第一轮)")},
    {"seeding", QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "Seeding in a group")},
    {"avoid.club", QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView",
                                     "Avoid pairing players of one club (同单位回避)")},
    {"avoid.country",
     QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "Avoid pairing players of one country")},
    {"mcmahon.bar", QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "McMahon bar")},
    {"mcmahon.floor", QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "McMahon floor")},
    {"handicap.from-mms", QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView",
                                            "Handicap from the McMahon score difference")},
    {"handicap.reduction",
     QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "Handicap reduction (stones)")},
    {"handicap.ceiling",
     QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "Handicap ceiling (stones)")},
    {"handicap.none-above",
     QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "No handicap when the stronger is")},
    {"handicap.komi-half",
     QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "Komi of handicap games")},
    {"round-robin.double",
     QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "Round robin: play twice (双循环)")},
    {"knockout.third-place",
     QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView", "Knockout: a game for third place")},
    {"knockout.reseed", QT_TRANSLATE_NOOP("tengen::desk::DrawSettingsView",
                                          "Knockout: seed the bracket again every round")},
};

// The value of a key as its editor shows it, in settingValues' text form.
std::string valueOf(const QWidget* w) {
  if (auto* box = qobject_cast<const QCheckBox*>(w)) return box->isChecked() ? "true" : "false";
  if (auto* box = qobject_cast<const QComboBox*>(w))
    return box->currentData().toString().toStdString();
  if (auto* box = qobject_cast<const QSpinBox*>(w)) return std::to_string(box->value());
  if (auto* box = qobject_cast<const KomiSpinBox*>(w))  // komi, stored in half points
    return std::to_string(box->komi().count());
  return {};
}

void showValue(QWidget* w, const std::string& value) {
  const QString v = QString::fromStdString(value);
  if (auto* box = qobject_cast<QCheckBox*>(w)) box->setChecked(value == "true");
  if (auto* box = qobject_cast<QComboBox*>(w)) {
    const int i = box->findData(v);
    if (i >= 0) box->setCurrentIndex(i);
  }
  if (auto* box = qobject_cast<QSpinBox*>(w)) box->setValue(v.toInt());
  if (auto* box = qobject_cast<KomiSpinBox*>(w)) box->setKomi(rules::HalfPoints(v.toInt()));
}

QTableWidget* newList(const char* name, int columns) {
  auto* list = new QTableWidget(0, columns);
  list->setObjectName(QString::fromLatin1(name));
  setUpRecordTable(list, QAbstractItemView::SingleSelection);
  list->setMinimumHeight(90);
  return list;
}

}  // namespace

DrawSettingsView::DrawSettingsView(db::EventStore& store, QWidget* parent)
    : QWidget(parent), store_(store) {
  // The editors, one per key; ranges as the draw accepts them, so every value shown is valid.
  auto* profile = new QComboBox;
  for (auto p : {pairing::DrawProfile::Tengen, pairing::DrawProfile::OpenGotha})
    profile->addItem(QString(), code(toCode(p)));
  auto* firstRound = new QComboBox;
  firstRound->addItem(QString(), code(toCode(pairing::FirstRoundMethod::Lot)));
  firstRound->addItem(QString(), code(toCode(pairing::FirstRoundMethod::Seeding)));
  auto* seeding = new QComboBox;
  for (auto m : {pairing::SeedingMethod::SplitAndRandom, pairing::SeedingMethod::SplitAndFold,
                 pairing::SeedingMethod::SplitAndSlip})
    seeding->addItem(QString(), code(toCode(m)));
  auto* bar = new QComboBox;
  auto* floor = new QComboBox;
  auto* noneAbove = new QComboBox;
  for (QComboBox* box : {bar, floor}) {
    fillRanks(box);
    // Data as text, the form settingValues gives.
    for (int i = 0; i < box->count(); ++i)
      box->setItemData(i, QString::number(box->itemData(i).toInt()));
  }
  noneAbove->addItem(QString(), QString());
  fillRanks(noneAbove);
  for (int i = 1; i < noneAbove->count(); ++i)
    noneAbove->setItemData(i, QString::number(noneAbove->itemData(i).toInt()));
  auto* reduction = new QSpinBox;
  reduction->setRange(0, 20);
  auto* ceiling = new QSpinBox;
  ceiling->setRange(0, 9);
  auto* komi = new KomiSpinBox;
  komi->setRange(-50, 50);
  editors_ = {{"profile", profile},
              {"first-round", firstRound},
              {"seeding", seeding},
              {"avoid.club", new QCheckBox},
              {"avoid.country", new QCheckBox},
              {"mcmahon.bar", bar},
              {"mcmahon.floor", floor},
              {"handicap.from-mms", new QCheckBox},
              {"handicap.reduction", reduction},
              {"handicap.ceiling", ceiling},
              {"handicap.none-above", noneAbove},
              {"handicap.komi-half", komi},
              {"round-robin.double", new QCheckBox},
              {"knockout.third-place", new QCheckBox},
              {"knockout.reseed", new QCheckBox}};
  for (auto& [key, w] : editors_) w->setObjectName(QString::fromStdString(key));

  auto* settings = new QGroupBox;
  auto* form = new QFormLayout(settings);
  for (const KeyLabel& k : kKeys) {
    QWidget* w = editors_.at(k.key);
    if (auto* box = qobject_cast<QCheckBox*>(w)) {
      texts_([box, k] { box->setText(tr(k.label)); });
      form->addRow(box);
    } else {
      auto* label = new QLabel;
      label->setBuddy(w);
      texts_([label, k] { label->setText(tr(k.label)); });
      form->addRow(label, w);
    }
  }

  forbidden_ = newList("forbiddenPairs", 2);
  fixedPairs_ = newList("fixedPairs", 3);
  fixedTables_ = newList("fixedTables", 2);
  corrections_ = newList("mmsCorrections", 2);
  // The inputs of each list's add row.
  auto* forbidA = playerBox("forbidA");
  auto* forbidB = playerBox("forbidB");
  auto* pairRound = new QSpinBox;
  pairRound->setObjectName(QStringLiteral("fixedPairRound"));
  pairRound->setRange(1, 99);
  auto* pairA = playerBox("fixedPairA");
  auto* pairB = playerBox("fixedPairB");
  auto* tablePlayer = playerBox("fixedTablePlayer");
  auto* tableBoard = new QSpinBox;
  tableBoard->setObjectName(QStringLiteral("fixedTableBoard"));
  tableBoard->setRange(1, 9999);
  auto* correctionPlayer = playerBox("correctionPlayer");
  auto* correctionPoints = new QSpinBox;
  correctionPoints->setObjectName(QStringLiteral("correctionPoints"));
  correctionPoints->setRange(-30, 30);
  auto row = [](std::initializer_list<QWidget*> widgets) {
    auto* w = new QWidget;
    auto* h = new QHBoxLayout(w);
    h->setContentsMargins(0, 0, 0, 0);
    for (QWidget* x : widgets) h->addWidget(x, 1);
    return w;
  };
  auto id = [](const QComboBox* box) { return box->currentData().value<PlayerId>(); };
  auto* lists = new QVBoxLayout;
  auto group = [&, this](const char* title, QTableWidget* list, QWidget* inputs,
                         std::function<void()> add) {
    auto* g = new QGroupBox;
    texts_([g, title] { g->setTitle(tr(title)); });
    auto* v = new QVBoxLayout(g);
    v->addWidget(buildList(list, inputs, add));
    lists->addWidget(g);
  };
  group(QT_TR_NOOP("Forbidden pairs (never paired)"), forbidden_, row({forbidA, forbidB}),
        [=, this] { addForbidden(id(forbidA), id(forbidB)); });
  group(QT_TR_NOOP("Fixed pairs (paired in a round)"), fixedPairs_, row({pairRound, pairA, pairB}),
        [=, this] { addFixedPair(pairRound->value(), id(pairA), id(pairB)); });
  group(QT_TR_NOOP("Fixed tables (a player who always sits at a board)"), fixedTables_,
        row({tablePlayer, tableBoard}),
        [=, this] { addFixedTable(id(tablePlayer), tableBoard->value()); });
  group(QT_TR_NOOP("McMahon corrections (points)"), corrections_,
        row({correctionPlayer, correctionPoints}),
        [=, this] { addCorrection(id(correctionPlayer), correctionPoints->value()); });

  auto* save = buttonRunning(this, [this] { this->save(); });
  save->setObjectName(QStringLiteral("saveDrawSettings"));
  auto* revert = buttonRunning(this, &DrawSettingsView::reload);
  revert->setObjectName(QStringLiteral("revertDrawSettings"));
  status_ = new QLabel;
  status_->setWordWrap(true);
  texts_([this, save, revert, settings] {
    save->setText(tr("Save draw settings"));
    revert->setText(tr("Show the stored settings"));
    settings->setTitle(tr("How the draw pairs (编排)"));
    for (QComboBox* box : {static_cast<QComboBox*>(editors_.at("first-round"))}) {
      box->setItemText(0, tr("by lot (抽签)"));
      box->setItemText(1, tr("by seeding, strong against weak"));
    }
    auto* profiles = static_cast<QComboBox*>(editors_.at("profile"));
    profiles->setItemText(0, tr("Tengen's criteria"));
    profiles->setItemText(
        1, tr("OpenGotha's pairing, with the parameters of the event's OpenGotha file"));
    auto* seeding = static_cast<QComboBox*>(editors_.at("seeding"));
    seeding->setItemText(0, tr("split in halves, paired at random"));
    seeding->setItemText(1, tr("split in halves, first against last (fold)"));
    seeding->setItemText(2, tr("split in halves, first against first (slip)"));
    static_cast<QComboBox*>(editors_.at("handicap.none-above"))
        ->setItemText(0, tr("(always give handicap)"));
    forbidden_->setHorizontalHeaderLabels({tr("Player"), tr("Player")});
    fixedPairs_->setHorizontalHeaderLabels({tr("Round"), tr("Player"), tr("Player")});
    fixedTables_->setHorizontalHeaderLabels({tr("Player"), tr("Board")});
    corrections_->setHorizontalHeaderLabels({tr("Player"), tr("Points")});
  });

  auto* buttons = new QHBoxLayout;
  buttons->addWidget(save);
  buttons->addWidget(revert);
  buttons->addStretch();
  auto* columns = new QHBoxLayout;
  columns->addWidget(settings, 1);
  columns->addLayout(lists, 1);
  auto* inner = new QWidget;
  auto* innerLayout = new QVBoxLayout(inner);
  innerLayout->addLayout(columns);
  innerLayout->addLayout(buttons);
  innerLayout->addWidget(status_);
  innerLayout->addStretch();
  auto* scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setWidget(inner);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(scroll);
  reload();
}

QComboBox* DrawSettingsView::playerBox(const char* name) {
  auto* box = new QComboBox;
  box->setObjectName(QString::fromLatin1(name));
  playerBoxes_.push_back(box);
  return box;
}

QWidget* DrawSettingsView::buildList(QTableWidget* list, QWidget* inputs,
                                     const std::function<void()>& add) {
  auto* addButton = new QPushButton;
  auto* removeButton = new QPushButton;
  addButton->setObjectName(list->objectName() + QStringLiteral("Add"));
  removeButton->setObjectName(list->objectName() + QStringLiteral("Remove"));
  connect(addButton, &QPushButton::clicked, this, add);
  connect(removeButton, &QPushButton::clicked, this, [this, list] { removeSelected(list); });
  texts_([addButton, removeButton] {
    addButton->setText(tr("Add"));
    removeButton->setText(tr("Remove"));
  });
  auto* w = new QWidget;
  auto* v = new QVBoxLayout(w);
  v->setContentsMargins(0, 0, 0, 0);
  v->addWidget(list);
  auto* h = new QHBoxLayout;
  h->addWidget(inputs, 1);
  h->addWidget(addButton);
  h->addWidget(removeButton);
  v->addLayout(h);
  return w;
}

void DrawSettingsView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) texts_.retranslate();
  QWidget::changeEvent(event);
}

void DrawSettingsView::reload() {
  try {
    loaded_ = db::PairingStore(store_).settings();
    players_ = store_.players();
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  fillPlayerBoxes();
  show(loaded_);
}

void DrawSettingsView::reloadKeepingEdits() {
  if (shown() == loaded_) {
    reload();
    return;
  }
  status_->setText(
      tr("Another desk changed the draw settings; your changes here are not saved "
         "yet (Save stores them as shown)."));
}

void DrawSettingsView::fillPlayerBoxes() {
  for (QComboBox* box : playerBoxes_) {
    const QSignalBlocker quiet(box);
    const QVariant was = box->currentData();
    box->clear();
    for (const pairing::Player& p : players_)
      box->addItem(QStringLiteral("%1 · %2").arg(p.id).arg(QString::fromStdString(p.name)),
                   QVariant::fromValue(p.id));
    const int i = box->findData(was);
    if (i >= 0) box->setCurrentIndex(i);
  }
}

void DrawSettingsView::show(const pairing::PairingSettings& s) {
  for (const auto& [key, value] : pairing::settingValues(s))
    if (auto it = editors_.find(key); it != editors_.end()) showValue(it->second, value);
  forbiddenPairs_ = s.forbiddenPairs;
  fixedPairList_ = s.fixedPairs;
  fixedTableMap_ = s.fixedTables;
  correctionMap_ = s.mmsCorrection;
  redrawLists();
}

QString DrawSettingsView::problemText(const pairing::SettingsProblem& p) const {
  using K = pairing::SettingsProblem::Kind;
  switch (p.kind) {
    case K::ForbiddenWithThemself:
      return tr("a forbidden pair (禁止配对) of %1 with themself").arg(playerName(p.player));
    case K::FixedPairWithThemself:
      return tr("a fixed pair (固定配对) of %1 with themself").arg(playerName(p.player));
    case K::FixedPairRound:
      return tr("a fixed pair (固定配对) in round %1: rounds count from 1").arg(p.round);
    case K::FixedTableBoard:
      return tr("%1's fixed table (固定台次) at board %2: boards count from 1")
          .arg(playerName(p.player))
          .arg(p.board);
  }
  return {};
}

QString DrawSettingsView::playerName(PlayerId id) const {
  for (const pairing::Player& p : players_)
    if (p.id == id) return QStringLiteral("%1 · %2").arg(id).arg(QString::fromStdString(p.name));
  return QString::number(id);
}

void DrawSettingsView::redrawLists() {
  auto fill = [](QTableWidget* list, const std::vector<QStringList>& rows) {
    list->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r)
      for (int c = 0; c < rows[static_cast<std::size_t>(r)].size(); ++c)
        list->setItem(r, c, new QTableWidgetItem(rows[static_cast<std::size_t>(r)][c]));
  };
  std::vector<QStringList> rows;
  for (const auto& [a, b] : forbiddenPairs_) rows.push_back({playerName(a), playerName(b)});
  fill(forbidden_, rows);
  rows.clear();
  for (const pairing::FixedPair& p : fixedPairList_)
    rows.push_back({QString::number(p.round), playerName(p.a), playerName(p.b)});
  fill(fixedPairs_, rows);
  rows.clear();
  for (const auto& [player, board] : fixedTableMap_)
    rows.push_back({playerName(player), QString::number(board)});
  fill(fixedTables_, rows);
  rows.clear();
  for (const auto& [player, points] : correctionMap_)
    rows.push_back({playerName(player), QString::number(points)});
  fill(corrections_, rows);
}

void DrawSettingsView::addForbidden(PlayerId a, PlayerId b) {
  // Stored as the command line stores them: the lower id first, each pair once.
  const auto pair = std::pair(std::min(a, b), std::max(a, b));
  if (std::find(forbiddenPairs_.begin(), forbiddenPairs_.end(), pair) == forbiddenPairs_.end())
    forbiddenPairs_.push_back(pair);
  redrawLists();
}

void DrawSettingsView::addFixedPair(int round, PlayerId a, PlayerId b) {
  fixedPairList_.push_back({round, std::min(a, b), std::max(a, b)});
  redrawLists();
}

void DrawSettingsView::addFixedTable(PlayerId player, int board) {
  fixedTableMap_[player] = board;
  redrawLists();
}

void DrawSettingsView::addCorrection(PlayerId player, int points) {
  correctionMap_[player] = points;
  redrawLists();
}

void DrawSettingsView::removeSelected(QTableWidget* list) {
  const int row = list->currentRow();
  if (row < 0) return;
  const auto at = static_cast<std::size_t>(row);
  if (list == forbidden_ && at < forbiddenPairs_.size())
    forbiddenPairs_.erase(forbiddenPairs_.begin() + row);
  if (list == fixedPairs_ && at < fixedPairList_.size())
    fixedPairList_.erase(fixedPairList_.begin() + row);
  if (list == fixedTables_ && at < fixedTableMap_.size())
    fixedTableMap_.erase(std::next(fixedTableMap_.begin(), row));
  if (list == corrections_ && at < correctionMap_.size())
    correctionMap_.erase(std::next(correctionMap_.begin(), row));
  redrawLists();
}

pairing::PairingSettings DrawSettingsView::shown() const {
  pairing::PairingSettings s = loaded_;
  // Every editor holds a value its key accepts (the ranges above): setSetting cannot refuse.
  for (const auto& [key, w] : editors_) pairing::setSetting(s, key, valueOf(w));
  s.forbiddenPairs = forbiddenPairs_;
  s.fixedPairs = fixedPairList_;
  s.fixedTables = fixedTableMap_;
  s.mmsCorrection = correctionMap_;
  return s;
}

bool DrawSettingsView::save() {
  const pairing::PairingSettings s = shown();
  try {
    // Logged as `tengen draw-settings` logs it: each changed setting in the event log.
    db::loggedChange(store_, db::currentUserName(),
                     [&] { db::PairingStore(store_).saveSettings(s); });
    loaded_ = s;
    status_->setText(tr("Draw settings saved"));
  } catch (const db::StoreError& e) {
    // The store's check refused them: worded here from the problem as a value (its detail text
    // is English, for logs).
    const auto problem = pairing::findSettingsProblem(s);
    status_->setText(tr("The draw settings were not saved: %1")
                         .arg(problem ? problemText(*problem) : StoreErrors::describe(e)));
    return false;
  }
  emit saved();
  return true;
}

QWidget* DrawSettingsView::editor(const std::string& key) const {
  auto it = editors_.find(key);
  return it == editors_.end() ? nullptr : it->second;
}

}  // namespace tengen::desk
