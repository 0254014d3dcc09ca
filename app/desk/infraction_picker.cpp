#include "app/desk/infraction_picker.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "app/desk/referee_texts.h"
#include "app/wording/std_text.h"
#include "referee/catalogue_search.h"

namespace tengen::desk {

InfractionPicker::InfractionPicker(bool zh, QWidget* parent) : DeskPanel(parent), zh_(zh) {
  search_ = new QLineEdit;
  search_->setClearButtonEnabled(true);
  connect(search_, &QLineEdit::textChanged, this, &InfractionPicker::refill);
  list_ = new QListWidget;
  connect(list_, &QListWidget::currentRowChanged, this, &InfractionPicker::showChosen);
  penalty_ = new QComboBox;
  connect(penalty_, &QComboBox::currentIndexChanged, this, &InfractionPicker::changed);
  detail_ = new QLabel;
  detail_->setWordWrap(true);
  detail_->setTextFormat(Qt::RichText);
  detail_->setAlignment(Qt::AlignTop | Qt::AlignLeft);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(search_);
  layout->addWidget(list_, 1);
  layout->addWidget(detail_);
  auto* penaltyLabel = new QLabel;
  texts_([this, penaltyLabel] {
    search_->setPlaceholderText(tr("Search: code, name, article (ko, 打劫, §20)"));
    penaltyLabel->setText(tr("Penalty"));
  });
  auto* form = new QFormLayout;
  form->addRow(penaltyLabel, penalty_);
  layout->addLayout(form);
  refill();
}

void InfractionPicker::setEdition(referee::Edition edition) {
  edition_ = edition;
  refill();
}

void InfractionPicker::setZh(bool zh) {
  if (zh == zh_) return;
  zh_ = zh;
  redisplay();
}

void InfractionPicker::retranslateUi() {
  texts_.retranslate();
  redisplay();
}

void InfractionPicker::redisplay() {
  // The search, the chosen infraction and the chosen penalty stay; only their wording changes.
  const QString keep = penalty();
  refill();
  const int at = penalty_->findData(keep);
  if (at >= 0) penalty_->setCurrentIndex(at);
}

QString InfractionPicker::code() const {
  const QListWidgetItem* item = list_->currentItem();
  return item ? item->data(Qt::UserRole).toString() : QString();
}

QString InfractionPicker::penalty() const {
  return penalty_->currentData().toString();
}

bool InfractionPicker::select(const QString& code) {
  if (!referee::findInfraction(code.toStdString())) return false;
  for (int pass = 0; pass < 2; ++pass) {
    for (int row = 0; row < list_->count(); ++row) {
      if (list_->item(row)->data(Qt::UserRole).toString() == code) {
        list_->setCurrentRow(row);
        return true;
      }
    }
    search_->clear();  // the search hides it: show the whole catalogue and look again
  }
  return false;
}

void InfractionPicker::refill() {
  const QString keep = code();
  {
    const QSignalBlocker quiet(list_);
    list_->clear();
    for (const referee::Infraction* i :
         referee::searchCatalogue(search_->text().toStdString(), edition_)) {
      const referee::EditionRule& rule = i->rule(edition_);
      const QString text =
          zh_ ? QStringLiteral("%1 — %2 (%3)").arg(qs(i->nameZh), qs(rule.articleZh), qs(i->code))
              : QStringLiteral("%1 — %2 %3 — %4")
                    .arg(qs(i->code), qs(i->nameEn), qs(i->nameZh), qs(rule.article));
      auto* item = new QListWidgetItem(text, list_);
      item->setData(Qt::UserRole, qs(i->code));
    }
    int row = 0;
    for (int r = 0; r < list_->count(); ++r)
      if (list_->item(r)->data(Qt::UserRole).toString() == keep) row = r;
    list_->setCurrentRow(list_->count() ? row : -1);
  }
  showChosen();
}

void InfractionPicker::showChosen() {
  const referee::Infraction* inf = referee::findInfraction(code().toStdString());
  {
    const QSignalBlocker quiet(penalty_);
    penalty_->clear();
    if (inf) {
      const referee::EditionRule& rule = inf->rule(edition_);
      for (const referee::PenaltyOption& o : rule.options) {
        QString text = RefereeTexts::sanctions(o.sanctions, zh_);
        const std::string& when = zh_ ? o.whenZh : o.whenEn;
        if (!when.empty()) text += QStringLiteral(" — ") + qs(when);
        if (rule.options.size() > 1 && o.code == rule.defaultOption)
          text = tr("%1 (default)").arg(text);
        penalty_->addItem(text, qs(o.code));
      }
      penalty_->setCurrentIndex(std::max(0, penalty_->findData(qs(rule.defaultOption))));
    }
    penalty_->setEnabled(penalty_->count() > 1);
  }
  if (!inf) {
    detail_->setText(list_->count() ? QString() : tr("No infraction matches the search."));
    emit changed();
    return;
  }
  const referee::EditionRule& rule = inf->rule(edition_);
  QString html = QStringLiteral("<b>%1</b> — %2<br>")
                     .arg(RefereeTexts::article(rule, zh_).toHtmlEscaped(),
                          RefereeTexts::infraction(inf->code, zh_).toHtmlEscaped());
  html += qs(rule.textZh).toHtmlEscaped();
  if (!zh_) html += QStringLiteral("<br><i>%1</i>").arg(qs(rule.textEn).toHtmlEscaped());
  if (!rule.covered) html += QStringLiteral("<br>") + tr("No article: the referee rules.");
  if (inf->noteRequired)
    html += QStringLiteral("<br><b>%1</b>").arg(tr("A note saying what happened is required."));
  detail_->setText(html);
  emit changed();
}

}  // namespace tengen::desk
