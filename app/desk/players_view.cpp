#include "app/desk/players_view.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "app/desk/player_dialog.h"
#include "app/desk/players_model.h"
#include "app/desk/store_errors.h"
#include "db/event_store.h"
#include "pairing/player_csv.h"

namespace tengen::desk {

PlayersView::PlayersView(db::EventStore& store, QWidget* parent) : QWidget(parent), store_(store) {
  model_ = new PlayersModel(this);
  proxy_ = new QSortFilterProxyModel(this);
  proxy_->setSourceModel(model_);
  proxy_->setSortRole(PlayersModel::SortRole);
  proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
  proxy_->setFilterKeyColumn(-1);  // the filter matches any column: name, Latin name, club...

  filter_ = new QLineEdit;
  filter_->setPlaceholderText(tr("Filter by name, club, country, rank..."));
  filter_->setClearButtonEnabled(true);
  connect(filter_, &QLineEdit::textChanged, proxy_, &QSortFilterProxyModel::setFilterFixedString);

  table_ = new QTableView;
  table_->setModel(proxy_);
  table_->setSortingEnabled(true);
  table_->sortByColumn(PlayersModel::Id, Qt::AscendingOrder);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  connect(table_, &QTableView::doubleClicked, this, &PlayersView::editSelected);

  auto* add = new QPushButton(tr("&Add player..."));
  auto* edit = new QPushButton(tr("&Edit..."));
  auto* withdraw = new QPushButton(tr("&Withdraw"));
  auto* import = new QPushButton(tr("&Import CSV..."));
  connect(add, &QPushButton::clicked, this, &PlayersView::addPlayer);
  connect(edit, &QPushButton::clicked, this, &PlayersView::editSelected);
  connect(withdraw, &QPushButton::clicked, this, &PlayersView::withdrawSelected);
  connect(import, &QPushButton::clicked, this, &PlayersView::chooseCsv);
  count_ = new QLabel;

  auto* bar = new QHBoxLayout;
  bar->addWidget(filter_, 1);
  bar->addWidget(add);
  bar->addWidget(edit);
  bar->addWidget(withdraw);
  bar->addWidget(import);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(bar);
  layout->addWidget(table_, 1);
  layout->addWidget(count_);
  reload();
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

void PlayersView::addPlayer() {
  PlayerDialog dialog(pairing::Player{}, this);
  if (dialog.exec() != QDialog::Accepted) return;
  try {
    store_.addPlayer(dialog.player());
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Add player"), StoreErrors::describe(e));
    return;
  }
  reload();
  emit changed();
}

void PlayersView::editSelected() {
  const QModelIndexList rows = table_->selectionModel()->selectedRows();
  if (rows.isEmpty()) return;
  const pairing::Player* current = model_->playerAt(proxy_->mapToSource(rows.front()).row());
  if (!current) return;
  PlayerDialog dialog(*current, this);
  if (dialog.exec() != QDialog::Accepted) return;
  try {
    store_.updatePlayer(dialog.player());
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Edit player"), StoreErrors::describe(e));
  }
  reload();
  emit changed();
}

void PlayersView::withdrawSelected() {
  const QModelIndexList rows = table_->selectionModel()->selectedRows();
  if (rows.isEmpty()) return;
  const pairing::Player* current = model_->playerAt(proxy_->mapToSource(rows.front()).row());
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
  const QString path = QFileDialog::getOpenFileName(this, tr("Import players"), QString(),
                                                    tr("CSV files (*.csv);;All files (*)"));
  if (!path.isEmpty()) importCsv(path);
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
  try {
    store_.addPlayers(parsed.players);
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Import players"), StoreErrors::describe(e));
    return false;
  }
  reload();
  emit changed();
  return true;
}

}  // namespace tengen::desk
