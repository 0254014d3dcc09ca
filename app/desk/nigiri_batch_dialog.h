#pragma once
// Nigiri (猜先) for many boards at once: after the call to start, the TD walks the hall and types
// each board's nigiri into one table — who held the stones (fixed when rank or age decides it),
// the guess and the count; a board left at "—" stones is not recorded yet. The colours each row
// gives are previewed as in the one-board dialog (pairing::nigiri).

#include <QDialog>
#include <optional>
#include <vector>

#include "pairing/nigiri.h"
#include "pairing/player.h"

class QComboBox;
class QSpinBox;
class QTableWidget;

namespace tengen::desk {

struct NigiriBoard {
  int board = 0;
  pairing::Player a;  // the draw's Black and White, before the nigiri
  pairing::Player b;
};

struct NigiriEntry {
  int board = 0;
  std::optional<pairing::PlayerId> holder;  // nullopt: not chosen (the store asks for one)
  pairing::NigiriGuess guess = pairing::NigiriGuess::Odd;
  int count = 1;
};

class NigiriBatchDialog : public QDialog {
  Q_OBJECT
 public:
  NigiriBatchDialog(std::vector<NigiriBoard> boards, int round, QWidget* parent = nullptr);

  // The rows with a count typed, in board order.
  std::vector<NigiriEntry> entries() const;

  QTableWidget* table() const { return table_; }
  QComboBox* holderBox(int row) const;
  QComboBox* guessBox(int row) const;
  QSpinBox* countBox(int row) const;

 private:
  void preview(int row);

  std::vector<NigiriBoard> boards_;
  QTableWidget* table_;
};

}  // namespace tengen::desk
