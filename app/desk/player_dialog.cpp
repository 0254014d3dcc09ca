#include "app/desk/player_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStringList>
#include <QVBoxLayout>

#include "pairing/event.h"

namespace tengen::desk {

PlayerDialog::PlayerDialog(const pairing::Player& player, QWidget* parent)
    : QDialog(parent), player_(player) {
  setWindowTitle(player.id ? tr("Edit player") : tr("Add player"));
  auto str = [](const std::string& s) { return QString::fromStdString(s); };
  name_ = new QLineEdit(str(player.name));
  latin_ = new QLineEdit(str(player.latinName));
  rank_ = new QLineEdit(player.id ? str(player.rank.toString()) : QString());
  rank_->setPlaceholderText(tr("e.g. 3d, 12k, 2p, 3段, 2级"));
  rating_ = new QLineEdit(player.rating ? QString::number(*player.rating) : QString());
  club_ = new QLineEdit(str(player.club));
  country_ = new QLineEdit(str(player.country));
  born_ = new QLineEdit(player.born ? str(pairing::toIsoDate(*player.born)) : QString());
  born_->setPlaceholderText(tr("YYYY-MM-DD"));
  egdPin_ = new QLineEdit(str(player.egdPin));
  QStringList absent;
  for (int r : player.absentRounds) absent << QString::number(r);
  absent_ = new QLineEdit(absent.join(QLatin1Char(',')));
  absent_->setPlaceholderText(tr("e.g. 2,3"));
  status_ = new QComboBox;
  status_->addItem(tr("registered"), QStringLiteral("registered"));
  status_->addItem(tr("confirmed"), QStringLiteral("confirmed"));
  status_->addItem(tr("withdrawn"), QStringLiteral("withdrawn"));
  status_->setCurrentIndex(
      status_->findData(QString::fromUtf8(pairing::toCode(player.status).data())));
  error_ = new QLabel;
  error_->setStyleSheet(QStringLiteral("color: #b00020"));
  error_->setWordWrap(true);

  auto* form = new QFormLayout;
  form->addRow(tr("Name"), name_);
  form->addRow(tr("Latin name"), latin_);
  form->addRow(tr("Rank"), rank_);
  form->addRow(tr("Rating"), rating_);
  form->addRow(tr("Club"), club_);
  form->addRow(tr("Country"), country_);
  form->addRow(tr("Born"), born_);
  form->addRow(tr("EGD PIN"), egdPin_);
  form->addRow(tr("Absent in rounds"), absent_);
  form->addRow(tr("Status"), status_);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  connect(buttons, &QDialogButtonBox::accepted, this, &PlayerDialog::acceptIfValid);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(error_);
  layout->addWidget(buttons);
}

void PlayerDialog::acceptIfValid() {
  pairing::Player p = player_;
  p.name = name_->text().trimmed().toStdString();
  p.latinName = latin_->text().trimmed().toStdString();
  p.club = club_->text().trimmed().toStdString();
  p.country = country_->text().trimmed().toStdString();
  p.egdPin = egdPin_->text().trimmed().toStdString();
  if (p.name.empty()) {
    error_->setText(tr("A player needs a name."));
    return;
  }
  auto rank = pairing::Rank::parse(rank_->text().toStdString());
  if (!rank) {
    error_->setText(
        tr("'%1' is not a rank (30k..1k, 1d..9d, 1p..9p, 3段, 2级).").arg(rank_->text()));
    return;
  }
  p.rank = *rank;
  p.rating.reset();
  if (!rating_->text().trimmed().isEmpty()) {
    bool ok = false;
    const int rating = rating_->text().trimmed().toInt(&ok);
    if (!ok) {
      error_->setText(tr("'%1' is not a rating (a whole number).").arg(rating_->text()));
      return;
    }
    p.rating = rating;
  }
  p.born.reset();
  if (!born_->text().trimmed().isEmpty()) {
    auto born = pairing::parseIsoDate(born_->text().trimmed().toStdString());
    if (!born) {
      error_->setText(tr("'%1' is not a date (YYYY-MM-DD).").arg(born_->text()));
      return;
    }
    p.born = *born;
  }
  p.absentRounds.clear();
  for (const QString& part : absent_->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    bool ok = false;
    const int r = part.trimmed().toInt(&ok);
    if (!ok || r < 1) {
      error_->setText(tr("'%1' is not a list of round numbers.").arg(absent_->text()));
      return;
    }
    p.absentRounds.insert(r);
  }
  p.status = *pairing::registrationStatusFromCode(status_->currentData().toString().toStdString());
  player_ = p;
  accept();
}

}  // namespace tengen::desk
