#include "app/desk/both_values_dialog.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace tengen::desk {

BothValuesDialog::BothValuesDialog(const QString& title, const QString& intro,
                                   const std::vector<Row>& rows, bool perField, QWidget* parent)
    : QDialog(parent), chosen_(rows.size(), false) {
  setWindowTitle(title);
  auto* text = new QLabel(intro);
  text->setWordWrap(true);
  auto* grid = new QGridLayout;
  grid->addWidget(new QLabel(tr("<b>Field</b>")), 0, 0);
  grid->addWidget(new QLabel(tr("<b>Stored now</b>")), 0, 1);
  grid->addWidget(new QLabel(tr("<b>Yours</b>")), 0, 2);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& r = rows[i];
    const int line = static_cast<int>(i) + 1;
    grid->addWidget(new QLabel(r.field), line, 0);
    const QString stored =
        r.storedNote.isEmpty() ? r.stored : tr("%1\n(%2)").arg(r.stored, r.storedNote);
    if (perField) {
      auto* group = new QButtonGroup(this);
      auto* keep = new QRadioButton(stored);
      auto* mine = new QRadioButton(r.yours);
      group->addButton(keep);
      group->addButton(mine);
      (r.preferYours ? mine : keep)->setChecked(true);
      grid->addWidget(keep, line, 1);
      grid->addWidget(mine, line, 2);
      yours_.push_back(mine);
    } else {
      grid->addWidget(new QLabel(stored), line, 1);
      grid->addWidget(new QLabel(r.yours), line, 2);
    }
  }
  auto* buttons = new QDialogButtonBox;
  if (perField) {
    buttons->addButton(QDialogButtonBox::Ok);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
      for (std::size_t i = 0; i < yours_.size(); ++i) chosen_[i] = yours_[i]->isChecked();
      accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  } else {
    QPushButton* keep =
        buttons->addButton(tr("&Keep the stored value"), QDialogButtonBox::RejectRole);
    QPushButton* mine =
        buttons->addButton(tr("&Overwrite with mine"), QDialogButtonBox::AcceptRole);
    keep->setDefault(true);  // Enter keeps what is stored: overwriting must be chosen
    connect(keep, &QPushButton::clicked, this, &QDialog::reject);
    connect(mine, &QPushButton::clicked, this, [this] {
      chosen_.assign(chosen_.size(), true);
      accept();
    });
  }
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(text);
  layout->addLayout(grid);
  layout->addWidget(buttons);
}

std::vector<bool> BothValuesDialog::useYours() const {
  return result() == QDialog::Accepted ? chosen_ : std::vector<bool>(chosen_.size(), false);
}

}  // namespace tengen::desk
