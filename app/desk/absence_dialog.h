#pragma once
// Per-round absence of one player: a check box per round of the event. Rounds already drawn are
// shown but fixed (their draw says who played); the others can be ticked or cleared.

#include <QDialog>
#include <set>
#include <vector>

#include "pairing/player.h"

class QCheckBox;

namespace tengen::desk {

class AbsenceDialog : public QDialog {
  Q_OBJECT
 public:
  AbsenceDialog(const pairing::Player& player, int eventRounds, const std::vector<int>& drawn,
                QWidget* parent = nullptr);
  std::set<int> absentRounds() const;
  // The box of round r (1-based), for tests.
  QCheckBox* box(int round) const;

 private:
  std::vector<QCheckBox*> boxes_;
};

}  // namespace tengen::desk
