#pragma once
// The results workflow: a round's games with missing results highlighted, keyboard-fast entry
// ("12 b", "12 w+3.5", "12 =") and an undo history of the changes made here. Changing an entered
// result asks why; the correction is logged with the reason (db/store/result_log.h) and a game's
// corrections show in its result's tooltip and under "History".

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "app/desk/correction_dialog.h"
#include "app/desk/desk_panel.h"
#include "app/desk/retranslate.h"
#include "db/store/result_log.h"
#include "pairing/game.h"

namespace tengen::db {
class EventStore;
struct ResultConflict;
}  // namespace tengen::db

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QUndoStack;

namespace tengen::desk {

class ResultOutbox;

class ResultsView : public DeskPanel {
  Q_OBJECT
 public:
  // `loadNow` false: nothing is read until reload() (the main window's tab switch), so a tab that
  // is never opened costs nothing and the first opening reads the store once.
  ResultsView(db::EventStore& store, QWidget* parent = nullptr, bool loadNow = true);
  void reload();
  // Applies one typed entry to the shown round; false (and the reason shown) when refused.
  bool enter(const QString& text);
  // Sets a board's result through the undo stack. Changing an entered result asks for the reason
  // (refused without one); undoing or redoing a change logs it as a correction ("undo", "redo").
  bool setResult(int board, const std::optional<pairing::Result>& result);

  // Asks why a game's result changes, showing what the correction changes and overrides (the
  // round and board, the stored value, a verified count, a referee's decision or clock flag, the
  // rounds drawn since); nullopt or blank: cancelled. Default: a CorrectionDialog, whose reason
  // has a field of its own. Tests set their own.
  using ReasonPrompt = std::function<std::optional<QString>(const CorrectionFacts& facts)>;
  void setReasonPrompt(ReasonPrompt prompt) { askReason_ = std::move(prompt); }
  // The corrections of a board of the shown round, one line each (empty: none).
  QString history(int board) const;
  QPushButton* historyButton() const { return historyButton_; }

  QLineEdit* entry() const { return entry_; }
  QTableWidget* table() const { return table_; }
  QComboBox* roundBox() const { return round_; }
  QUndoStack* undoStack() const { return undo_; }
  QLabel* status() const { return status_; }

  // A shared event's entries go through `outbox` (LiveRefresh's): kept while the connection is
  // down and shown as waiting, then resubmitted. Null: stored directly.
  void setOutbox(ResultOutbox* outbox);

  // An entry refused because another desk stored a different result since this one showed the
  // game: both values are shown (BothValuesDialog) and the director chooses. The chooser returns
  // true to overwrite with the typed result; tests replace the dialog with their own.
  using Chooser = std::function<bool(const db::ResultConflict&)>;
  void setChooser(Chooser chooser) { chooser_ = std::move(chooser); }
  // Asks about one conflict (e.g. an outbox entry refused on resubmission) and carries out the
  // choice; false when the stored result was kept (or the store refused).
  bool resolveConflict(const db::ResultConflict& conflict);

 signals:
  // An entry could not be sent for want of a connection (it is kept in the outbox).
  void connectionLost();

 private:
  void retranslateUi() override;
  void setHeaders();
  void showRound();
  void fillRow(int row);  // the table row of shown_->games[row]
  void showMissing();     // the count of missing results in the status line
  // What became of one write.
  struct Written {
    enum Kind { Failed, Stored, Queued, KeptStored } kind = Failed;
    std::int64_t version = 0;  // the game's version after (Stored, KeptStored)
    // Stored over another desk's result after the director chose to overwrite it: that result.
    std::optional<std::optional<pairing::Result>> replaced;
  };
  // Stores a result based on `expectedVersion` (`reason`: why an entered result is changed, for
  // the result log); a stale version is asked about unless the stored result is `own` (this
  // desk's own earlier write: nobody else's change is lost).
  Written store(int round, int board, const std::optional<pairing::Result>& result,
                std::optional<std::int64_t> expectedVersion, const QString& reason,
                const std::optional<std::optional<pairing::Result>>& own = std::nullopt);
  // Asks about `conflict` until settled; the outcome as store() reports it.
  Written settle(db::ResultConflict conflict,
                 const std::optional<std::optional<pairing::Result>>& own = std::nullopt);
  bool askOverwrite(const db::ResultConflict& conflict);
  void showStored(int round, int board, const std::optional<pairing::Result>& result,
                  std::int64_t version);
  void loadLog(std::optional<int> board);  // the shown round's corrections (one board's)
  void showHistory();                      // of the selected board, in a message box
  void showWaiting();                      // marks the shown round's entries still in the outbox
  // The status line's warning after a result on a board whose nigiri is not recorded yet.
  void warnNigiriPending(int round, int board);
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
  Chooser chooser_;
  bool lastWriteOk_ = false;  // set by ResultChange: whether its last write stored anything
  ReasonPrompt askReason_;
  QPushButton* historyButton_;
  std::map<int, std::vector<db::ResultLogEntry>> log_;  // the shown round's, by board
  Texts texts_;
};

}  // namespace tengen::desk
