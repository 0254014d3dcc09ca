#include "app/desk/absence_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>

namespace tengen::desk {

AbsenceDialog::AbsenceDialog(const pairing::Player& player, int eventRounds,
                             const std::vector<int>& drawn, QWidget* parent)
    : QDialog(parent) {
  setWindowTitle(tr("Absences of %1").arg(QString::fromStdString(player.name)));
  int rounds = eventRounds;
  for (int r : player.absentRounds) rounds = std::max(rounds, r);
  for (int r : drawn) rounds = std::max(rounds, r);
  auto* grid = new QGridLayout;
  for (int r = 1; r <= rounds; ++r) {
    auto* box = new QCheckBox(tr("Round %1").arg(r));
    box->setChecked(player.absentRounds.contains(r));
    if (std::find(drawn.begin(), drawn.end(), r) != drawn.end()) {
      box->setEnabled(false);
      box->setToolTip(tr("Round %1 is drawn: change it in the Rounds view.").arg(r));
    }
    grid->addWidget(box, (r - 1) / 5, (r - 1) % 5);
    boxes_.push_back(box);
  }
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(new QLabel(tr("Rounds the player will not play (no pairing, no bye):")));
  layout->addLayout(grid);
  layout->addWidget(buttons);
}

std::set<int> AbsenceDialog::absentRounds() const {
  std::set<int> out;
  for (std::size_t i = 0; i < boxes_.size(); ++i)
    if (boxes_[i]->isChecked()) out.insert(static_cast<int>(i) + 1);
  return out;
}

QCheckBox* AbsenceDialog::box(int round) const {
  if (round < 1 || round > static_cast<int>(boxes_.size())) return nullptr;
  return boxes_[static_cast<std::size_t>(round - 1)];
}

}  // namespace tengen::desk
