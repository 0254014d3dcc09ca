#include "app/desk/players_view.h"

#include <QEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>

#include "app/desk/absence_dialog.h"
#include "app/desk/both_values_dialog.h"
#include "app/desk/box_layouts.h"
#include "app/desk/file_dialogs.h"
#include "app/desk/player_dialog.h"
#include "app/desk/players_filter.h"
#include "app/desk/players_model.h"
#include "app/desk/push_buttons.h"
#include "app/desk/rating_list_dialog.h"
#include "app/desk/store_errors.h"
#include "app/desk/table_setup.h"
#include "app/wording/import_words.h"
#include "db/service/player_operations.h"
#include "db/store/event_store.h"
#include "db/store/reports_store.h"
#include "pairing/player_csv.h"
#include "pairing/rating_list.h"

namespace tengen::desk {

PlayersView::PlayersView(db::EventStore& store, QWidget* parent)
    : DeskPanel(parent), store_(store) {
  model_ = new PlayersModel(this);
  proxy_ = new PlayersFilter(model_, this);
  proxy_->setSortRole(PlayersModel::SortRole);

  filter_ = new QLineEdit;
  filter_->setClearButtonEnabled(true);
  connect(filter_, &QLineEdit::textChanged, proxy_, &PlayersFilter::setQuery);

  table_ = new QTableView;
  table_->setModel(proxy_);
  table_->setSortingEnabled(true);
  table_->sortByColumn(PlayersModel::Id, Qt::AscendingOrder);
  setUpRecordTable(table_, QAbstractItemView::SingleSelection);
  sizeColumnsFromFirstRows(table_);
  connect(table_, &QTableView::doubleClicked, this, &PlayersView::editSelected);

  auto* add = buttonRunning(this, &PlayersView::addPlayer);
  auto* edit = buttonRunning(this, &PlayersView::editSelected);
  auto* absences = buttonRunning(this, &PlayersView::editAbsences);
  auto* withdraw = buttonRunning(this, &PlayersView::withdrawSelected);
  auto* import = buttonRunning(this, &PlayersView::chooseCsv);
  auto* importGotha = buttonRunning(this, &PlayersView::chooseOpenGotha);
  auto* fromList = buttonRunning(this, &PlayersView::registerFromRatingList);
  fromList->setObjectName(QStringLiteral("registerFromRatingList"));
  count_ = new QLabel;
  notice_ = new QLabel;
  notice_->setWordWrap(true);
  texts_([=, this] {
    filter_->setPlaceholderText(
        tr("Search: name, pinyin or initials (zhang, zs), Latin name, club, id, rank..."));
    add->setText(tr("&Add player..."));
    edit->setText(tr("&Edit..."));
    absences->setText(tr("A&bsences..."));
    withdraw->setText(tr("&Withdraw"));
    import->setText(tr("&Import CSV..."));
    importGotha->setText(tr("Import &OpenGotha..."));
    importGotha->setToolTip(
        tr("An OpenGotha tournament file into this event while it has no "
           "players and no rounds: settings, players, rounds and results."));
    fromList->setText(tr("Register from &rating list..."));
  });

  columnOn(this,
           {rowOf({{filter_, 1}, add, edit, absences, withdraw, import, importGotha, fromList}),
            {table_, 1},
            notice_,
            count_});
  reload();
}

void PlayersView::showEvent(QShowEvent* event) {
  // ICU's tables load in the background while the director looks at the players, not while the
  // event opens.
  db::NameFolder::warmUpInBackground();
  QWidget::showEvent(event);
}

void PlayersView::reload() {
  try {
    model_->setPlayers(store_.players());
  } catch (const db::StoreError& e) {
    QMessageBox::critical(this, tr("Players"), StoreErrors::describe(e));
  }
  table_->resizeColumnsToContents();
  count_->setText(tr("%n player(s)", nullptr, model_->rowCount()));
}

void PlayersView::retranslateUi() {
  // In place: the typed search, the selection and the scroll position stay.
  texts_.retranslate();
  model_->retranslate();
  count_->setText(tr("%n player(s)", nullptr, model_->rowCount()));
}

void PlayersView::addPlayer() {
  PlayerDialog dialog(pairing::Player{}, this);
  if (dialog.exec() != QDialog::Accepted) return;
  registerPlayer(dialog.player());
}

void PlayersView::registerFromRatingList() {
  RatingListDialog dialog(ratingListPath_, this);
  const bool accepted = dialog.exec() == QDialog::Accepted;
  ratingListPath_ = dialog.path();
  if (!accepted) return;
  const auto player = dialog.player();
  if (!player) return;
  try {
    const std::vector<pairing::Player> players = store_.players();
    if (const pairing::Player* same = pairing::sameEgdPin(players, *player)) {
      QMessageBox::warning(
          this, tr("Register from rating list"),
          tr("%1 (EGD PIN %2) is already registered as player %3.")
              .arg(QString::fromStdString(player->name), QString::fromStdString(player->egdPin))
              .arg(same->id));
      return;
    }
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Register from rating list"), StoreErrors::describe(e));
    return;
  }
  registerPlayer(*player);
}

std::int64_t PlayersView::registerPlayer(const pairing::Player& player) {
  db::LateEntry entry;
  try {
    entry = db::addLateEntry(store_, player);
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Add player"), StoreErrors::describe(e));
    return 0;
  }
  reload();
  const QString name = QString::fromStdString(player.name);
  if (entry.missedRounds.empty()) {
    notice_->setText(tr("%1 registered.").arg(name));
  } else {
    QStringList rounds;
    for (int r : entry.missedRounds) rounds << QString::number(r);
    notice_->setText(tr("Late entry: %1 registered after the draw of round %2. Missed rounds "
                        "%3 count as absences (scored as the event's convention scores an "
                        "absence); %1 is paired from the next draw on.")
                         .arg(name)
                         .arg(entry.missedRounds.back())
                         .arg(rounds.join(QStringLiteral(", "))));
  }
  emit changed();
  return entry.id;
}

const pairing::Player* PlayersView::playerAtRow(int row) const {
  return model_->playerAt(proxy_->mapToSource(proxy_->index(row, 0)).row());
}

const pairing::Player* PlayersView::selected() const {
  const QModelIndexList rows = table_->selectionModel()->selectedRows();
  if (rows.isEmpty()) return nullptr;
  return model_->playerAt(proxy_->mapToSource(rows.front()).row());
}

void PlayersView::editAbsences() {
  const pairing::Player* current = selected();
  if (!current) return;
  std::vector<int> drawn;
  int rounds = 0;
  try {
    drawn = store_.roundNumbers();
    rounds = store_.event().rounds;
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Absences"), StoreErrors::describe(e));
    return;
  }
  const pairing::Player shown = *current;  // the table may reload while the dialog is open
  AbsenceDialog dialog(shown, rounds, drawn, this);
  if (dialog.exec() != QDialog::Accepted) return;
  setAbsences(shown, dialog.absentRounds());
}

bool PlayersView::setAbsences(std::int64_t playerId, const std::set<int>& rounds) {
  try {
    return setAbsences(store_.player(playerId), rounds);
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Absences"), StoreErrors::describe(e));
    return false;
  }
}

bool PlayersView::setAbsences(const pairing::Player& shown, const std::set<int>& rounds) {
  std::int64_t version = shown.version;
  bool stored = false;
  try {
    for (;;) {
      try {
        db::setFutureAbsences(store_, shown.id, rounds, version);
        stored = true;
        break;
      } catch (const db::StoreError& e) {
        if (e.kind() != db::StoreError::Kind::StaleVersion) throw;
      }
      // Changed at another desk since the dialog showed it.
      const db::StaleAbsences stale = db::readStaleAbsences(store_, shown, rounds);
      if (stale.alreadyStored()) {
        stored = true;
        break;
      }
      if (stale.changedElsewhere && !askAbsences(stale.stored, stale.yours)) {
        notice_->setText(tr("%1: the absences as stored at the other desk were kept.")
                             .arg(QString::fromStdString(stale.stored.name)));
        break;
      }
      version = stale.stored.version;  // stale again means ask again
    }
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Absences"), StoreErrors::describe(e));
  }
  reload();
  emit changed();
  return stored;
}

bool PlayersView::askAbsences(const pairing::Player& stored, const std::set<int>& yours) {
  if (absenceChooser_) return absenceChooser_(stored, yours);
  auto text = [this](const std::set<int>& rounds) {
    QStringList list;
    for (int r : rounds) list << QString::number(r);
    return list.isEmpty() ? tr("(none)") : list.join(QStringLiteral(", "));
  };
  BothValuesDialog dialog(
      tr("Absences changed meanwhile"),
      tr("The absences of %1 were changed at another desk while you were editing them. Keep "
         "the stored ones or overwrite them with yours?")
          .arg(QString::fromStdString(stored.name)),
      {{tr("Absent in rounds"), text(stored.absentRounds), QString(), text(yours), false}}, false,
      this);
  return dialog.exec() == QDialog::Accepted;
}

void PlayersView::editSelected() {
  const pairing::Player* current = selected();
  if (!current) return;
  const pairing::Player shown = *current;  // the table may reload while the dialog is open
  PlayerDialog dialog(shown, this);
  if (dialog.exec() != QDialog::Accepted) return;
  saveEdit(shown, dialog.player());
}

bool PlayersView::saveEdit(const pairing::Player& shown, const pairing::Player& typed) {
  pairing::Player toStore = typed;
  toStore.version = shown.version;
  bool stored = false;
  try {
    for (;;) {
      try {
        store_.updatePlayer(toStore);
        stored = true;
        break;
      } catch (const db::StoreError& e) {
        if (e.kind() != db::StoreError::Kind::StaleVersion) throw;
      }
      // Changed at another desk since it was read: both values, the user chooses per field.
      const auto conflict = db::PlayerConflicts::read(store_, shown, typed);
      if (!conflict) {  // the other desk stored exactly this
        stored = true;
        break;
      }
      const auto useTyped = askFields(*conflict);
      if (!useTyped || useTyped->empty()) {
        notice_->setText(tr("%1: the player as stored at the other desk was kept.")
                             .arg(QString::fromStdString(conflict->stored.name)));
        break;
      }
      toStore = conflict->merged(*useTyped);  // at the stored version: stale again means ask again
    }
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Edit player"), StoreErrors::describe(e));
  }
  reload();
  emit changed();
  return stored;
}

std::optional<std::vector<db::PlayerField>> PlayersView::askFields(
    const db::PlayerConflict& conflict) {
  const std::vector<db::PlayerField> fields = conflict.differing();
  if (chooser_) return chooser_(conflict);
  static const std::pair<db::PlayerField, const char*> kLabels[] = {
      {db::PlayerField::Name, QT_TR_NOOP("Name")},
      {db::PlayerField::LatinName, QT_TR_NOOP("Latin name")},
      {db::PlayerField::Rank, QT_TR_NOOP("Rank")},
      {db::PlayerField::Rating, QT_TR_NOOP("Rating")},
      {db::PlayerField::Club, QT_TR_NOOP("Club")},
      {db::PlayerField::Country, QT_TR_NOOP("Country")},
      {db::PlayerField::Born, QT_TR_NOOP("Born")},
      {db::PlayerField::EgdPin, QT_TR_NOOP("EGD PIN")},
      {db::PlayerField::Status, QT_TR_NOOP("Status")},
      {db::PlayerField::Absences, QT_TR_NOOP("Absent in rounds")},
  };
  std::vector<BothValuesDialog::Row> rows;
  for (db::PlayerField f : fields) {
    QString label;
    for (const auto& [field, text] : kLabels)
      if (field == f) label = tr(text);
    auto value = [&](const pairing::Player& p) {
      const QString v = QString::fromStdString(db::playerFieldText(p, f));
      return v.isEmpty() ? tr("(empty)") : v;
    };
    // Offered first: this desk's value where it changed the field, the other desk's elsewhere.
    rows.push_back(
        {label, value(conflict.stored), QString(), value(conflict.typed), conflict.changedHere(f)});
  }
  BothValuesDialog dialog(
      tr("Player changed meanwhile"),
      tr("%1 was changed at another desk while you were editing. Choose, field by field, the "
         "value to keep; fields not listed agree.")
          .arg(QString::fromStdString(conflict.stored.name)),
      rows, true, this);
  if (dialog.exec() != QDialog::Accepted) return std::nullopt;
  const std::vector<bool> mine = dialog.useYours();
  std::vector<db::PlayerField> chosen;
  for (std::size_t i = 0; i < fields.size(); ++i)
    if (mine[i]) chosen.push_back(fields[i]);
  return chosen;
}

void PlayersView::withdrawSelected() {
  const pairing::Player* current = selected();
  if (!current) return;
  const auto answer =
      QMessageBox::question(this, tr("Withdraw"),
                            tr("Withdraw %1 from the rest of the event? Games already played stay.")
                                .arg(QString::fromStdString(current->name)));
  if (answer != QMessageBox::Yes) return;
  try {
    store_.withdrawPlayer(current->id);
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Withdraw"), StoreErrors::describe(e));
  }
  reload();
  emit changed();
}

void PlayersView::chooseCsv() {
  const QString path = FileDialogs::openFileName(this, tr("Import players"), QString(),
                                                 tr("CSV files (*.csv);;All files (*)"));
  if (!path.isEmpty()) importCsv(path);
}

void PlayersView::chooseOpenGotha() {
  const QString path = FileDialogs::openFileName(this, tr("Import OpenGotha tournament"), QString(),
                                                 tr("OpenGotha files (*.xml);;All files (*)"));
  if (!path.isEmpty()) importOpenGotha(path);
}

bool PlayersView::importOpenGotha(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    QMessageBox::warning(this, tr("Import OpenGotha"), tr("%1: cannot read the file").arg(path));
    return false;
  }
  const db::OpenGothaImport parsed = db::readOpenGotha(file.readAll());
  if (!parsed.error.empty()) {
    QMessageBox::warning(this, tr("Import OpenGotha"),
                         tr("%1 is not an OpenGotha tournament file: %2")
                             .arg(path, QString::fromStdString(parsed.error)));
    return false;
  }
  try {
    db::storeOpenGotha(store_, parsed);
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Import OpenGotha"), StoreErrors::describe(e));
    return false;
  }
  reload();
  notice_->setText(
      tr("Imported %n player(s) and %1 round(s) from %2.", nullptr,
         static_cast<int>(parsed.tournament.players.size()))
          .arg(parsed.tournament.rounds.size())
          .arg(path) +
      (parsed.warnings.empty()
           ? QString()
           : QLatin1Char(' ') +
                 tr("%n warning(s), e.g. %1", nullptr, static_cast<int>(parsed.warnings.size()))
                     .arg(wording::ImportWords::describe(parsed.warnings.front()))));
  emit changed();
  return true;
}

bool PlayersView::importCsv(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    QMessageBox::warning(this, tr("Import players"), tr("%1: cannot read the file").arg(path));
    return false;
  }
  const QByteArray bytes = file.readAll();
  const pairing::PlayerCsvImport parsed = pairing::parsePlayersCsv(
      std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
  if (!parsed.errors.empty()) {
    QStringList lines;
    for (std::size_t i = 0; i < parsed.errors.size() && i < 15; ++i)
      lines << StoreErrors::describe(path, parsed.errors[i]);
    lines << tr("%n error(s); nothing was imported.", nullptr,
                static_cast<int>(parsed.errors.size()));
    QMessageBox::warning(this, tr("Import players"), lines.join(QLatin1Char('\n')));
    return false;
  }
  db::LateEntries entries;
  try {
    entries = db::addLateEntries(store_, parsed.players);
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Import players"), StoreErrors::describe(e));
    return false;
  }
  reload();
  if (!entries.missedRounds.empty())
    notice_->setText(tr("Late entries: %n player(s) imported after the draw of round %1; the "
                        "rounds already drawn count as their absences.",
                        nullptr, static_cast<int>(entries.ids.size()))
                         .arg(entries.missedRounds.back()));
  emit changed();
  return true;
}

}  // namespace tengen::desk
