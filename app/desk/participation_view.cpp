#include "app/desk/participation_view.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "app/desk/box_layouts.h"
#include "app/desk/store_errors.h"
#include "db/service/player_operations.h"
#include "db/store/event_store.h"

namespace tengen::desk {

using pairing::PlayerId;

namespace {
constexpr int kNameColumn = 0;  // then one column per round
}  // namespace

ParticipationView::ParticipationView(db::EventStore& store, QWidget* parent)
    : DeskPanel(parent), store_(store) {
  grid_ = new QTableWidget;
  grid_->setObjectName(QStringLiteral("participation"));
  grid_->setSelectionMode(QAbstractItemView::SingleSelection);
  grid_->setEditTriggers(QAbstractItemView::NoEditTriggers);  // ticks only
  grid_->verticalHeader()->hide();
  connect(grid_, &QTableWidget::itemChanged, this, &ParticipationView::onItemChanged);
  auto* hint = new QLabel;
  hint->setWordWrap(true);
  status_ = new QLabel;
  status_->setWordWrap(true);
  texts_([this, hint] {
    hint->setText(
        tr("Ticked: plays the round. Untick a round not yet drawn to record an absence "
           "(no game, no bye); drawn rounds show their draw."));
    redraw();
  });
  columnOn(this, {hint, {grid_, 1}, status_});
  reload();
}

void ParticipationView::retranslateUi() {
  texts_.retranslate();
}

void ParticipationView::reload() {
  try {
    players_ = store_.players();
    rounds_ = store_.event().rounds;
    const std::vector<int> numbers = store_.roundNumbers();
    drawn_ = {numbers.begin(), numbers.end()};
    playing_.assign(static_cast<std::size_t>(rounds_ + 1), {});
    byes_.assign(static_cast<std::size_t>(rounds_ + 1), {});
    for (int n : numbers) {
      if (n < 1 || n > rounds_) continue;
      const auto round = store_.round(n);
      if (!round) continue;
      for (const pairing::Game& g : round->games) {
        playing_[static_cast<std::size_t>(n)].insert(g.black);
        playing_[static_cast<std::size_t>(n)].insert(g.white);
      }
      byes_[static_cast<std::size_t>(n)].insert(round->byes.begin(), round->byes.end());
    }
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  redraw();
}

void ParticipationView::redraw() {
  filling_ = true;
  QStringList headers{tr("Player")};
  for (int r = 1; r <= rounds_; ++r) headers << tr("R%1").arg(r);
  grid_->setColumnCount(rounds_ + 1);
  grid_->setHorizontalHeaderLabels(headers);
  grid_->setRowCount(static_cast<int>(players_.size()));
  for (int row = 0; row < static_cast<int>(players_.size()); ++row) {
    const pairing::Player& p = players_[static_cast<std::size_t>(row)];
    const bool withdrawn = p.status == pairing::RegistrationStatus::Withdrawn;
    auto* name =
        new QTableWidgetItem(QString::fromStdString(p.name) +
                             (withdrawn ? QStringLiteral(" — ") + tr("withdrawn") : QString()));
    name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    grid_->setItem(row, kNameColumn, name);
    for (int r = 1; r <= rounds_; ++r) {
      auto* cell = new QTableWidgetItem;
      if (drawn_.contains(r)) {
        // What the draw says; not a tick to change.
        const auto i = static_cast<std::size_t>(r);
        cell->setText(playing_[i].contains(p.id) ? tr("played")
                      : byes_[i].contains(p.id)  ? tr("bye")
                                                 : tr("absent"));
        cell->setFlags(Qt::ItemIsSelectable);
      } else {
        cell->setFlags(withdrawn
                           ? Qt::ItemIsSelectable
                           : Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        cell->setCheckState(p.playsIn(r) ? Qt::Checked : Qt::Unchecked);
      }
      grid_->setItem(row, r, cell);
    }
  }
  grid_->resizeColumnsToContents();
  filling_ = false;
}

void ParticipationView::onItemChanged(QTableWidgetItem* item) {
  if (filling_ || item->column() == kNameColumn) return;
  // Queued: the store's answer redraws the grid, which replaces this very item.
  const int row = item->row(), round = item->column();
  const bool plays = item->checkState() == Qt::Checked;
  QMetaObject::invokeMethod(
      this, [this, row, round, plays] { setPlays(row, round, plays); }, Qt::QueuedConnection);
}

bool ParticipationView::setPlays(int row, int round, bool plays) {
  if (row < 0 || row >= static_cast<int>(players_.size()) || round < 1 || round > rounds_)
    return false;
  const pairing::Player shown = players_[static_cast<std::size_t>(row)];
  const QString who = QString::fromStdString(shown.name);
  if (drawn_.contains(round)) {
    status_->setText(tr("Round %1 is drawn: its draw says who plays.").arg(round));
    redraw();
    return false;
  }
  std::set<int> absent = shown.absentRounds;
  if (plays)
    absent.erase(round);
  else
    absent.insert(round);
  bool stored = false;
  try {
    try {
      db::setFutureAbsences(store_, shown.id, absent, shown.version);
      stored = true;
    } catch (const db::StoreError& e) {
      if (e.kind() != db::StoreError::Kind::StaleVersion) throw;
      // Changed at another desk since the grid showed it: write over it only if that change
      // left the absences alone, else show the other desk's absences.
      const db::StaleAbsences stale = db::readStaleAbsences(store_, shown, absent);
      if (stale.alreadyStored()) {
        stored = true;
      } else if (!stale.changedElsewhere) {
        db::setFutureAbsences(store_, shown.id, absent, stale.stored.version);
        stored = true;
      } else {
        status_->setText(tr("%1: the absences were changed at another desk; shown as stored "
                            "there. Tick again if needed.")
                             .arg(who));
      }
    }
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  if (stored)
    status_->setText(plays ? tr("%1 plays round %2").arg(who).arg(round)
                           : tr("%1 is absent in round %2").arg(who).arg(round));
  reload();
  if (stored) emit changed();
  return stored;
}

}  // namespace tengen::desk
