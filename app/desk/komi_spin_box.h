#pragma once
// A spin box for a komi: steps of half a point, written as rules::HalfPoints writes it ("7.5",
// "-0.5", "6"), and a typed value that is no multiple of 0.5 (7.3) is never taken: the box keeps
// its last komi, so the value it holds always converts to HalfPoints exactly. A typed value is
// taken on Enter or when the box loses focus (not digit by digit: "7" on the way to "7.5" is no
// komi the event should get), and `refused` says when what is typed can be no komi.

#include <QDoubleSpinBox>

#include "rules/half_points.h"

namespace tengen::desk {

class KomiSpinBox : public QDoubleSpinBox {
  Q_OBJECT
 public:
  explicit KomiSpinBox(QWidget* parent = nullptr);
  rules::HalfPoints komi() const;
  void setKomi(rules::HalfPoints komi);
  // Whether `text` (as typed, without prefix or suffix) is a number that is no komi: "7.3"
  // (not "7.", which typing may still finish).
  static bool isRefusedNumber(const QString& text);

 signals:
  void refused(const QString& typed);

 protected:
  QValidator::State validate(QString& text, int& pos) const override;
  QString textFromValue(double value) const override;
};

}  // namespace tengen::desk
