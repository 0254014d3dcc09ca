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

class ResultOutbox;

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

  // A shared event's entries go through `outbox` (LiveRefresh's): kept while the connection is
  // down and shown as waiting, then resubmitted. Null: stored directly.
  void setOutbox(ResultOutbox* outbox);

 signals:
  void changed();
  // An entry could not be sent for want of a connection (it is kept in the outbox).
  void connectionLost();

 private:
  void showRound();
  void fillRow(int row);  // the table row of shown_->games[row]
  void showMissing();     // the count of missing results in the status line
  bool store(int round, int board, const std::optional<pairing::Result>& result);
  void showWaiting();  // marks the shown round's entries still in the outbox
  friend class ResultChange;

  db::EventStore& store_;
  std::map<std::int64_t, QString> names_;
  std::optional<pairing::Round> shown_;
  QComboBox* round_;
  QTableWidget* table_;
  QLineEdit* entry_;
  QLabel* status_;
  QUndoStack* undo_;
  ResultOutbox* outbox_ = nullptr;
};

}  // namespace tengen::desk
