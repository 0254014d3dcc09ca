#include "app/desk/rounds_view.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStringList>
#include <QTableWidget>
#include <QVBoxLayout>

#include "app/desk/round_choices.h"
#include "app/desk/store_errors.h"
#include "db/draw_operations.h"
#include "db/event_store.h"

namespace tengen::desk {

RoundsView::RoundsView(db::EventStore& store, std::function<std::uint64_t()> seeds, QWidget* parent)
    : QWidget(parent), store_(store), seeds_(std::move(seeds)) {
  round_ = new QComboBox;
  connect(round_, &QComboBox::currentIndexChanged, this, &RoundsView::showRound);
  auto* drawNext = new QPushButton(tr("&Draw next round"));
  connect(drawNext, &QPushButton::clicked, this, [this] { draw(); });
  auto* redraw = new QPushButton(tr("Re&draw this round"));
  connect(redraw, &QPushButton::clicked, this, [this] {
    if (!round_->currentData().isValid()) return;
    const int r = round_->currentData().toInt();
    if (QMessageBox::question(
            this, tr("Redraw"),
            tr("Replace the draw of round %1? Its results are discarded.").arg(r)) ==
        QMessageBox::Yes)
      draw(r, true);
  });
  auto* remove = new QPushButton(tr("&Remove draw"));
  connect(remove, &QPushButton::clicked, this, [this] {
    if (!round_->currentData().isValid()) return;
    const int r = round_->currentData().toInt();
    if (QMessageBox::question(this, tr("Remove draw"),
                              tr("Remove the draw of round %1 with its results?").arg(r)) ==
        QMessageBox::Yes)
      removeDraw(r);
  });
  table_ = new QTableWidget;
  table_->setColumnCount(6);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  // Column widths from the first rows: measuring every row of a 2 000-player event is slow.
  table_->horizontalHeader()->setResizeContentsPrecision(100);
  byes_ = new QLabel;
  status_ = new QLabel;
  status_->setWordWrap(true);

  auto* top = new QHBoxLayout;
  top->addWidget(new QLabel(tr("Round")));
  top->addWidget(round_);
  top->addStretch();
  top->addWidget(drawNext);
  top->addWidget(redraw);
  top->addWidget(remove);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addWidget(table_, 1);
  layout->addWidget(byes_);
  layout->addWidget(status_);
  reload();
}

QString RoundsView::colourText(pairing::ColourMethod method) {
  switch (method) {
    case pairing::ColourMethod::Balance:
      return tr("balance");
    case pairing::ColourMethod::Nigiri:
      return tr("nigiri (猜先)");
    case pairing::ColourMethod::Draw:
      return tr("draw (抽签)");
    case pairing::ColourMethod::Manual:
      return tr("manual");
    case pairing::ColourMethod::Handicap:
      return tr("handicap (让子)");
  }
  return {};
}

QString RoundsView::nameOf(std::int64_t id) const {
  auto it = names_.find(id);
  return it == names_.end() ? QString::number(id) : it->second;
}

void RoundsView::reload() {
  try {
    names_ = RoundChoices::load(store_, round_);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  showRound();
}

void RoundsView::showRound() {
  table_->clearContents();
  table_->setRowCount(0);
  table_->setHorizontalHeaderLabels(
      {tr("Board"), tr("Black"), tr("White"), tr("Handicap"), tr("Komi"), tr("Colours")});
  byes_->clear();
  if (!round_->currentData().isValid()) return;
  std::optional<pairing::Round> round;
  try {
    round = store_.round(round_->currentData().toInt());
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  if (!round) return;
  table_->setRowCount(static_cast<int>(round->games.size()));
  for (int row = 0; row < static_cast<int>(round->games.size()); ++row) {
    const pairing::Game& g = round->games[static_cast<std::size_t>(row)];
    const QStringList cells = {QString::number(g.board), nameOf(g.black),
                               nameOf(g.white),          QString::number(g.handicap),
                               QString::number(g.komi),  colourText(g.colours)};
    for (int c = 0; c < cells.size(); ++c) table_->setItem(row, c, new QTableWidgetItem(cells[c]));
  }
  table_->resizeColumnsToContents();
  QStringList byes;
  for (auto id : round->byes) byes << nameOf(id);
  byes_->setText(byes.isEmpty() ? QString() : tr("Bye: %1").arg(byes.join(QStringLiteral(", "))));
}

bool RoundsView::draw(int round, bool force) {
  try {
    const int number = round > 0 ? round : db::nextRoundToDraw(store_);
    const db::DrawMade made = db::drawRound(store_, number, seeds_(), force);
    reload();
    round_->setCurrentIndex(round_->findData(made.round.number));
    status_->setText(tr("Round %1 drawn: %2 games, %3 bye(s).")
                         .arg(made.round.number)
                         .arg(made.round.games.size())
                         .arg(made.round.byes.size()));
  } catch (const db::DrawRefused& refused) {
    status_->setText(describe(refused.refusal()));
    return false;
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return false;
  }
  emit changed();
  return true;
}

bool RoundsView::removeDraw(int round) {
  try {
    // The user confirmed discarding the results: remove with force, as `tengen unpair --force`.
    db::removeDraw(store_, round, true);
  } catch (const db::DrawRefused& refused) {
    status_->setText(describe(refused.refusal()));
    return false;
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return false;
  }
  reload();
  status_->setText(tr("The draw of round %1 was removed.").arg(round));
  emit changed();
  return true;
}

QString RoundsView::describe(const db::DrawRefusal& r) const {
  using K = db::DrawRefusal::Kind;
  switch (r.kind) {
    case K::BadRound:
      return tr("Rounds are numbered from 1.");
    case K::BeyondLastRound:
      return tr("The event has %1 rounds; round %2 cannot be drawn.").arg(r.limit).arg(r.round);
    case K::NoPreviousRound:
      return tr("Round %1 has no draw yet: draw it first.").arg(r.limit);
    case K::LaterRoundExists:
      return tr("Round %1 is already drawn: remove it before changing round %2.")
          .arg(r.limit)
          .arg(r.round);
    case K::AlreadyDrawn:
      return tr("Round %1 is already drawn (use Redraw to replace it).").arg(r.round);
    case K::MissingResults: {
      QStringList boards;
      for (int b : r.boards) boards << QString::number(b);
      return tr("Round %1 still has games without a result (boards %2): enter them first.")
          .arg(r.limit)
          .arg(boards.join(QStringLiteral(", ")));
    }
    case K::NotDrawn:
      return tr("Round %1 has no draw.").arg(r.round);
    case K::HasResults:
      return tr("Round %1 already has results.").arg(r.round);
    case K::NoValidPairing: {
      QStringList who;
      if (r.failure)
        for (const auto& e : r.failure->players)
          who << QStringLiteral("%1 (%2)").arg(nameOf(e.player),
                                               QString::fromUtf8(pairing::toCode(e.reason).data()));
      return tr("No valid pairing for round %1: %2")
          .arg(r.round)
          .arg(who.join(QStringLiteral("; ")));
    }
  }
  return {};
}

}  // namespace tengen::desk
