#include "app/desk/nigiri_batch_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tengen::desk {

namespace {

enum Column { kBoard, kPlayers, kHolder, kGuess, kCount, kBlack, kColumns };

QString label(const pairing::Player& p) {
  return QStringLiteral("%1 (%2)").arg(QString::fromStdString(p.name),
                                       QString::fromStdString(p.rank.toString()));
}

}  // namespace

NigiriBatchDialog::NigiriBatchDialog(std::vector<NigiriBoard> boards, int round, QWidget* parent)
    : QDialog(parent), boards_(std::move(boards)) {
  setWindowTitle(tr("Nigiri (猜先) of round %1").arg(round));
  auto* hint =
      new QLabel(tr("Type each board's nigiri as it is done; boards left at \"—\" stones "
                    "are not recorded yet."));
  hint->setWordWrap(true);
  table_ = new QTableWidget(static_cast<int>(boards_.size()), kColumns);
  table_->setHorizontalHeaderLabels({tr("Board"), tr("Players"), tr("Held the stones"),
                                     tr("The other's guess"), tr("Stones counted"),
                                     tr("Takes Black")});
  table_->verticalHeader()->hide();
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->horizontalHeader()->setStretchLastSection(true);
  for (int row = 0; row < static_cast<int>(boards_.size()); ++row) {
    const NigiriBoard& b = boards_[static_cast<std::size_t>(row)];
    table_->setItem(row, kBoard, new QTableWidgetItem(QString::number(b.board)));
    table_->setItem(row, kPlayers,
                    new QTableWidgetItem(label(b.a) + QStringLiteral(" — ") + label(b.b)));
    auto* holder = new QComboBox;
    holder->addItem(label(b.a), static_cast<qint64>(b.a.id));
    holder->addItem(label(b.b), static_cast<qint64>(b.b.id));
    if (const auto should = pairing::nigiriHolder(b.a, b.b)) {
      holder->setCurrentIndex(holder->findData(static_cast<qint64>(*should)));
      holder->setEnabled(false);  // rank or age decides who holds
    } else {
      holder->setCurrentIndex(-1);  // equal ranks, no birth dates: the TD says
    }
    auto* guess = new QComboBox;
    guess->addItem(tr("odd (单)"), static_cast<int>(pairing::NigiriGuess::Odd));
    guess->addItem(tr("even (双)"), static_cast<int>(pairing::NigiriGuess::Even));
    auto* count = new QSpinBox;
    count->setRange(0, 181);
    count->setSpecialValueText(QStringLiteral("—"));  // 0: not done yet
    table_->setCellWidget(row, kHolder, holder);
    table_->setCellWidget(row, kGuess, guess);
    table_->setCellWidget(row, kCount, count);
    table_->setItem(row, kBlack, new QTableWidgetItem);
    connect(holder, &QComboBox::currentIndexChanged, this, [this, row] { preview(row); });
    connect(guess, &QComboBox::currentIndexChanged, this, [this, row] { preview(row); });
    connect(count, &QSpinBox::valueChanged, this, [this, row] { preview(row); });
    preview(row);
  }
  table_->resizeColumnsToContents();
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(hint);
  layout->addWidget(table_, 1);
  layout->addWidget(buttons);
  resize(900, 480);
}

QComboBox* NigiriBatchDialog::holderBox(int row) const {
  return qobject_cast<QComboBox*>(table_->cellWidget(row, kHolder));
}
QComboBox* NigiriBatchDialog::guessBox(int row) const {
  return qobject_cast<QComboBox*>(table_->cellWidget(row, kGuess));
}
QSpinBox* NigiriBatchDialog::countBox(int row) const {
  return qobject_cast<QSpinBox*>(table_->cellWidget(row, kCount));
}

void NigiriBatchDialog::preview(int row) {
  const NigiriBoard& b = boards_[static_cast<std::size_t>(row)];
  QTableWidgetItem* black = table_->item(row, kBlack);
  if (!black) return;
  const QVariant holder = holderBox(row)->currentData();
  if (countBox(row)->value() == 0) {
    black->setText(QString());
  } else if (!holder.isValid()) {
    black->setText(tr("choose who held the stones"));
  } else if (const auto outcome = pairing::nigiri(
                 b.a, b.b, holder.toLongLong(),
                 static_cast<pairing::NigiriGuess>(guessBox(row)->currentData().toInt()),
                 countBox(row)->value())) {
    black->setText(label(outcome->black == b.a.id ? b.a : b.b));
  }
}

std::vector<NigiriEntry> NigiriBatchDialog::entries() const {
  std::vector<NigiriEntry> out;
  for (int row = 0; row < static_cast<int>(boards_.size()); ++row) {
    if (countBox(row)->value() == 0) continue;
    NigiriEntry e;
    e.board = boards_[static_cast<std::size_t>(row)].board;
    if (const QVariant h = holderBox(row)->currentData(); h.isValid()) e.holder = h.toLongLong();
    e.guess = static_cast<pairing::NigiriGuess>(guessBox(row)->currentData().toInt());
    e.count = countBox(row)->value();
    out.push_back(e);
  }
  return out;
}

}  // namespace tengen::desk
