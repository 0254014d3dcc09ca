#pragma once
// Entering the nigiri (猜先) done at a board: who held the stones (fixed when rank or age decides
// it, asked when ranks and birth dates are equal), the guess (odd or even) and the count; the
// resulting colours are previewed with pairing::nigiri.

#include <QDialog>
#include <optional>

#include "pairing/nigiri.h"
#include "pairing/player.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace tengen::desk {

class NigiriDialog : public QDialog {
  Q_OBJECT
 public:
  NigiriDialog(const pairing::Player& a, const pairing::Player& b, int board,
               QWidget* parent = nullptr);

  // The chosen holder (nullopt until chosen when nobody has to hold), guess and count.
  std::optional<pairing::PlayerId> holder() const;
  pairing::NigiriGuess guess() const;
  int count() const;

  QComboBox* holderBox() const { return holder_; }
  QComboBox* guessBox() const { return guess_; }
  QSpinBox* countBox() const { return count_; }
  QLabel* previewLabel() const { return preview_; }

 private:
  void update();

  pairing::Player a_;
  pairing::Player b_;
  QComboBox* holder_;
  QComboBox* guess_;
  QSpinBox* count_;
  QLabel* rule_;
  QLabel* preview_;
  QPushButton* ok_;
};

}  // namespace tengen::desk
