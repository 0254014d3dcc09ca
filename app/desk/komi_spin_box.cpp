#include "app/desk/komi_spin_box.h"

#include <QLineEdit>

namespace tengen::desk {

namespace {
std::optional<rules::HalfPoints> parse(const QString& text) {
  return rules::HalfPoints::parse(text.trimmed().toStdString());
}
}  // namespace

KomiSpinBox::KomiSpinBox(QWidget* parent) : QDoubleSpinBox(parent) {
  setDecimals(1);
  setSingleStep(0.5);
  setKeyboardTracking(false);
  connect(lineEdit(), &QLineEdit::textEdited, this, [this](const QString& text) {
    if (isRefusedNumber(text)) emit refused(text);
  });
}

rules::HalfPoints KomiSpinBox::komi() const {
  // The validator lets no other typed value in; only setValue from code could.
  return rules::HalfPoints::fromPoints(value()).value_or(rules::HalfPoints(0));
}

void KomiSpinBox::setKomi(rules::HalfPoints komi) {
  setValue(komi.points());
}

bool KomiSpinBox::isRefusedNumber(const QString& text) {
  const QString t = text.trimmed();
  bool number = false;
  t.toDouble(&number);
  return number && !t.endsWith(QLatin1Char('.')) && !parse(t);
}

QValidator::State KomiSpinBox::validate(QString& text, int& pos) const {
  const QValidator::State state = QDoubleSpinBox::validate(text, pos);
  if (state != QValidator::Acceptable) return state;
  // A number that is no multiple of 0.5 ("7.3") may become one as typing goes on, so it is
  // Intermediate: shown while typing, never taken (the box falls back to its last komi).
  return parse(text) ? QValidator::Acceptable : QValidator::Intermediate;
}

QString KomiSpinBox::textFromValue(double value) const {
  if (auto k = rules::HalfPoints::fromPoints(value)) return QString::fromStdString(k->toString());
  return QDoubleSpinBox::textFromValue(value);
}

}  // namespace tengen::desk
