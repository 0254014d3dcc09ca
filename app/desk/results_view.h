#pragma once
// The results workflow: a round's games with missing results highlighted, keyboard-fast entry
// ("12 b", "12 w+3.5", "12 =") and an undo history of the changes made here.

#include <QWidget>
#include <map>
#include <optional>

#include "pairing/game.h"

namespace tengen::db {
class EventStore;
}

class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;
class QUndoStack;

namespace tengen::desk {

class ResultsView : public QWidget {
  Q_OBJECT
 public:
  ResultsView(db::EventStore& store, QWidget* parent = nullptr);
  void reload();
  // Applies one typed entry to the shown round; false (and the reason shown) when refused.
  bool enter(const QString& text);
  // Sets a board's result through the undo stack.
  bool setResult(int board, const std::optional<pairing::Result>& result);

  QLineEdit* entry() const { return entry_; }
  QTableWidget* table() const { return table_; }
  QComboBox* roundBox() const { return round_; }
  QUndoStack* undoStack() const { return undo_; }
  QLabel* status() const { return status_; }

 signals:
  void changed();

 private:
  void showRound();
  void fillRow(int row);  // the table row of shown_->games[row]
  void showMissing();     // the count of missing results in the status line
  bool store(int round, int board, const std::optional<pairing::Result>& result);
  friend class ResultChange;

  db::EventStore& store_;
  std::map<std::int64_t, QString> names_;
  std::optional<pairing::Round> shown_;
  QComboBox* round_;
  QTableWidget* table_;
  QLineEdit* entry_;
  QLabel* status_;
  QUndoStack* undo_;
};

}  // namespace tengen::desk
