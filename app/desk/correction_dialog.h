#pragma once
// Correcting an entered result: what the director is about to change, in full, before saying why.
// The dialog names the round and board, the stored result with who entered it and when, what it
// overrides (a verified count, a referee's decision, a clock flag) and the rounds drawn since
// (their draws already counted the stored result). The reason is typed in a field of its own and
// the correction is saved only by its button (or Ctrl+Enter): Enter alone saves nothing, and a
// reason that reads like a result entry ("2 w+4.5": the next entry typed ahead) is not taken.

#include <QDialog>
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

#include "app/desk/retranslate.h"
#include "pairing/game.h"

namespace tengen::db {
class EventStore;
}

class QLabel;
class QLineEdit;
class QPushButton;

namespace tengen::desk {

// What a correction of one game's result changes and overrides.
struct CorrectionFacts {
  int round = 0;
  int board = 0;
  QString black;  // display names
  QString white;
  QString stored;    // the stored result as text ("—": none)
  QString typed;     // the result that would replace it
  QString storedBy;  // who entered the stored result, and when (local time); empty: not recorded
  QString storedAt;
  // Set by the referee's ledger: the entry behind the stored result.
  std::optional<std::int64_t> refereeEntry;
  QString refereeInfraction;  // the entry's infraction code (catalogue), may be empty
  QString refereeName;
  bool clockFlag = false;     // the entry is a flag fall (overtime, 超时判负)
  bool flaggedBlack = false;  // whose flag fell
  // The game's verified count (Counting tab), when one is saved.
  std::optional<QString> verified;  // its result
  QString verifiedAt;               // local time
  bool overridesVerified = false;   // the typed result is not the verified one
  std::vector<int> roundsSince;     // rounds drawn after this one, in order

  // Reads what the store knows about `game` of round `round` against `typed`; the
  // players' display names `black`, `white`. Throws db::StoreError.
  static CorrectionFacts read(db::EventStore& store, int round, const pairing::Game& game,
                              const std::optional<pairing::Result>& typed, const QString& black,
                              const QString& white);
};

class CorrectionDialog : public QDialog {
  Q_OBJECT
 public:
  explicit CorrectionDialog(CorrectionFacts facts, QWidget* parent = nullptr);

  // The reason typed, trimmed.
  QString reason() const;
  // Whether `text` could be saved as a reason: not blank and not a result entry ("2 w+4.5").
  static bool acceptableReason(const QString& text);

  QLineEdit* reasonField() const { return reason_; }
  QPushButton* okButton() const { return ok_; }
  QPushButton* cancelButton() const { return cancel_; }
  // The text shown above the reason (round, board, stored value, what it overrides, rounds since).
  QString summary() const;
  // The warning line: a verified count overridden, a reason that reads like an entry, Enter.
  QLabel* warning() const { return warning_; }
  QLabel* hint() const { return hint_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void update();
  void trySave();

  CorrectionFacts facts_;
  QLabel* heading_;
  QLabel* details_;
  QLabel* warning_;
  QLabel* reasonLabel_;
  QLineEdit* reason_;
  QLabel* hint_;
  QPushButton* ok_;
  QPushButton* cancel_;
  Texts texts_;
};

}  // namespace tengen::desk
