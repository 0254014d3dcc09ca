#pragma once
// Swapping two players of a drawn round, or pairing two by hand, with live validation: every
// choice is proposed to the Rounds view (db::proposeSwap / proposePair, nothing stored) and its
// consequences (rematch, same club or country, colour balance, score difference, handicap) are
// listed before the user confirms.

#include <QDialog>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "app/desk/rounds_view.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace tengen::desk {

class SwapDialog : public QDialog {
  Q_OBJECT
 public:
  // `players`: the round's players (id, label), those with a bye included; a and b preselected.
  SwapDialog(RoundsView& view, const std::vector<std::pair<std::int64_t, QString>>& players,
             std::int64_t a, std::int64_t b, QWidget* parent = nullptr);

  // The proposal for the current choice, nullopt when it is refused.
  const std::optional<db::PairingChange>& change() const { return change_; }

  QComboBox* modeBox() const { return mode_; }
  QComboBox* firstBox() const { return first_; }
  QComboBox* secondBox() const { return second_; }
  QLabel* consequencesLabel() const { return consequences_; }
  QPushButton* saveButton() const { return save_; }

 private:
  void update();

  RoundsView& view_;
  std::optional<db::PairingChange> change_;
  QComboBox* mode_;
  QComboBox* first_;
  QComboBox* second_;
  QLabel* consequences_;
  QPushButton* save_;
};

}  // namespace tengen::desk
