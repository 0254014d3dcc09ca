#include "app/desk/nigiri_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tengen::desk {

namespace {
QString label(const pairing::Player& p) {
  return QStringLiteral("%1 (%2)").arg(QString::fromStdString(p.name),
                                       QString::fromStdString(p.rank.toString()));
}
}  // namespace

NigiriDialog::NigiriDialog(const pairing::Player& a, const pairing::Player& b, int board,
                           QWidget* parent)
    : QDialog(parent), a_(a), b_(b) {
  setWindowTitle(tr("Nigiri (猜先) at board %1").arg(board));
  holder_ = new QComboBox;
  holder_->addItem(label(a), static_cast<qint64>(a.id));
  holder_->addItem(label(b), static_cast<qint64>(b.id));
  rule_ = new QLabel;
  rule_->setWordWrap(true);
  if (const auto should = pairing::nigiriHolder(a, b)) {
    holder_->setCurrentIndex(holder_->findData(static_cast<qint64>(*should)));
    holder_->setEnabled(false);
    rule_->setText(a.rank != b.rank ? tr("The higher-ranked player holds the stones.")
                                    : tr("Equal ranks: the older player holds the stones."));
  } else {
    holder_->setCurrentIndex(-1);  // the desk has to be told
    rule_->setText(tr("Equal ranks, and the birth dates do not decide: who held the stones?"));
  }
  guess_ = new QComboBox;
  guess_->addItem(tr("odd (单): one black stone shown"),
                  static_cast<int>(pairing::NigiriGuess::Odd));
  guess_->addItem(tr("even (双): two black stones shown"),
                  static_cast<int>(pairing::NigiriGuess::Even));
  count_ = new QSpinBox;
  count_->setRange(1, 181);
  count_->setValue(1);
  preview_ = new QLabel;
  preview_->setWordWrap(true);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  ok_ = buttons->button(QDialogButtonBox::Ok);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(holder_, &QComboBox::currentIndexChanged, this, &NigiriDialog::update);
  connect(guess_, &QComboBox::currentIndexChanged, this, &NigiriDialog::update);
  connect(count_, &QSpinBox::valueChanged, this, &NigiriDialog::update);

  auto* form = new QFormLayout;
  form->addRow(tr("Held the stones"), holder_);
  form->addRow(QString(), rule_);
  form->addRow(tr("The other's guess"), guess_);
  form->addRow(tr("Stones counted"), count_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(preview_);
  layout->addWidget(buttons);
  update();
}

std::optional<pairing::PlayerId> NigiriDialog::holder() const {
  if (!holder_->currentData().isValid()) return std::nullopt;
  return holder_->currentData().toLongLong();
}

pairing::NigiriGuess NigiriDialog::guess() const {
  return static_cast<pairing::NigiriGuess>(guess_->currentData().toInt());
}

int NigiriDialog::count() const {
  return count_->value();
}

void NigiriDialog::update() {
  const auto h = holder();
  if (!h) {
    preview_->setText(tr("Choose who held the stones."));
    ok_->setEnabled(false);
    return;
  }
  const auto outcome = pairing::nigiri(a_, b_, *h, guess(), count());
  ok_->setEnabled(outcome.has_value());
  if (!outcome) return;
  const pairing::Player& black = outcome->black == a_.id ? a_ : b_;
  preview_->setText((outcome->guessRight ? tr("The guess is right: %1 takes Black.")
                                         : tr("The guess is wrong: %1 takes Black."))
                        .arg(label(black)));
}

}  // namespace tengen::desk
