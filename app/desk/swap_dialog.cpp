#include "app/desk/swap_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/desk/box_layouts.h"
#include "app/wording/swap_wording.h"

namespace tengen::desk {

SwapDialog::SwapDialog(RoundsView& view,
                       const std::vector<std::pair<std::int64_t, QString>>& players, std::int64_t a,
                       std::int64_t b, QWidget* parent)
    : QDialog(parent), view_(view) {
  setWindowTitle(tr("Swap or pair players"));
  mode_ = new QComboBox;
  mode_->addItem(tr("Exchange their places"), static_cast<int>(RoundsView::Change::SwapPlayers));
  mode_->addItem(tr("Make them play each other"),
                 static_cast<int>(RoundsView::Change::PairPlayers));
  first_ = new QComboBox;
  second_ = new QComboBox;
  for (const auto& [id, label] : players) {
    first_->addItem(label, static_cast<qint64>(id));
    second_->addItem(label, static_cast<qint64>(id));
  }
  first_->setCurrentIndex(first_->findData(static_cast<qint64>(a)));
  second_->setCurrentIndex(second_->findData(static_cast<qint64>(b)));
  consequences_ = new QLabel;
  consequences_->setWordWrap(true);
  consequences_->setTextFormat(Qt::RichText);
  consequences_->setMinimumWidth(420);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
  save_ = buttons->addButton(tr("Save"), QDialogButtonBox::AcceptRole);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  for (QComboBox* box : {mode_, first_, second_})
    connect(box, &QComboBox::currentIndexChanged, this, &SwapDialog::update);

  auto* form = new QFormLayout;
  form->addRow(tr("Change"), mode_);
  form->addRow(tr("Player"), first_);
  form->addRow(tr("and player"), second_);
  columnOn(this, {form, {consequences_, 1}, buttons});
  update();
}

void SwapDialog::update() {
  change_.reset();
  if (!first_->currentData().isValid() || !second_->currentData().isValid()) {
    consequences_->setText(tr("Choose two players."));
    save_->setEnabled(false);
    return;
  }
  QString why;
  change_ =
      view_.propose(static_cast<RoundsView::Change>(mode_->currentData().toInt()),
                    first_->currentData().toLongLong(), second_->currentData().toLongLong(), &why);
  if (!change_) {
    consequences_->setText(why.toHtmlEscaped());
    consequences_->setToolTip({});
    save_->setEnabled(false);
    return;
  }
  consequences_->setText(view_.consequences(*change_));
  consequences_->setToolTip(wording::SwapWording::details(*change_));  // the weights: details only
  save_->setEnabled(true);
  // Saving over warnings is a decision: the button says so.
  save_->setText(change_->check.warnings.empty() ? tr("Save") : tr("Save despite the warnings"));
}

}  // namespace tengen::desk
