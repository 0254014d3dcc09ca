#pragma once
// Add or edit one player. Checks the fields with the model's own parsers before accepting.

#include <QDialog>

#include "pairing/player.h"

class QLineEdit;
class QSpinBox;
class QComboBox;
class QLabel;

namespace tengen::desk {

class PlayerDialog : public QDialog {
  Q_OBJECT
 public:
  PlayerDialog(const pairing::Player& player, QWidget* parent = nullptr);
  // The player as edited (valid once the dialog is accepted).
  const pairing::Player& player() const { return player_; }

 private:
  void acceptIfValid();

  pairing::Player player_;
  QLineEdit* name_;
  QLineEdit* latin_;
  QLineEdit* rank_;
  QLineEdit* rating_;
  QLineEdit* club_;
  QLineEdit* country_;
  QLineEdit* born_;
  QLineEdit* egdPin_;
  QLineEdit* absent_;
  QComboBox* status_;
  QLabel* error_;
};

}  // namespace tengen::desk
