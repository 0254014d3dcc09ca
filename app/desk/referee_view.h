#pragma once
// The referee console (裁判): pick a round and board, see the game, its players and its ledger
// (advice and warnings counted per player), log an infraction from the searchable catalogue, see
// at once when an entry decides the game, act as chief referee (reverse / amend / uphold an entry,
// override a result), verify the ledger's hash chain, and print a ruling slip. Every write goes
// through db::LedgerStore, exactly as `tengen referee` does.

#include <cstdint>
#include <map>
#include <optional>

#include "app/desk/desk_panel.h"
#include "app/print/documents.h"

#include "app/desk/retranslate.h"
#include "referee/ledger.h"

namespace tengen::db {
class EventStore;
}

class QComboBox;
class QLabel;
class QLineEdit;
class QPrinter;
class QTableWidget;

namespace tengen::desk {

class InfractionPicker;
class Language;

// changed(): the ledger (and possibly a game's result) changed.
class RefereeView : public DeskPanel {
  Q_OBJECT
 public:
  RefereeView(db::EventStore& store, const Language& language, QWidget* parent = nullptr);
  void reload();
  // Shows round `round`, board `board`; false (and the reason shown) when there is no such game.
  bool showGame(int round, int board);

  // Logs the infraction chosen in the picker for the chosen player, with the referee's name and
  // note typed; false (and the reason shown) when the store refuses it.
  bool logInfraction();
  // Chief referee: a correction (or, with `appeal`, an appeal outcome) on ledger entry `id`.
  // Amend takes the picker's infraction and penalty as the new ones.
  bool rule(std::int64_t id, referee::RulingKind ruling, bool appeal = false);
  // Chief referee: sets the shown game's result (e.g. "B+R") whatever the ledger says.
  bool overrideResult(const QString& result);
  // Re-checks the ledger's hash chain and results (`tengen referee verify`); true when intact.
  bool verify();

  // The ruling slip of entry `id` drawn as the other slips are (app/print's form, no rich text):
  // on a printer, or as a PDF that `pdftotext` reads back exactly. False for an unknown entry or
  // when it cannot be written (the reason in the status line).
  bool printSlipTo(std::int64_t id, QPrinter* printer) const;
  bool saveSlipPdfTo(std::int64_t id, const QString& path);
  // The entry selected in the ledger table (else the game's last entry).
  std::optional<std::int64_t> selectedEntry() const;

  QComboBox* roundBox() const { return round_; }
  QComboBox* boardBox() const { return board_; }
  QLineEdit* boardEntry() const { return boardEntry_; }
  QComboBox* playerBox() const { return player_; }
  InfractionPicker* picker() const { return picker_; }
  QLineEdit* refereeName() const { return referee_; }
  QLineEdit* note() const { return note_; }
  QLineEdit* overrideEntry() const { return override_; }
  QLabel* editionLabel() const { return edition_; }
  QLabel* gameLabel() const { return game_; }
  QLabel* tallyLabel() const { return tally_; }
  QLabel* clockLabel() const { return clock_; }
  QLabel* banner() const { return banner_; }
  QLabel* verifyLabel() const { return verified_; }
  QLabel* status() const { return status_; }
  QTableWidget* ledgerTable() const { return table_; }

 private:
  void retranslateUi() override;
  void showEdition();
  void fillBoards();
  void showChosenGame();
  void showLedger();
  QString clockText(int round, int board) const;
  bool zh() const;
  QString chief() const;
  template <typename Write>
  bool write(Write&& body);
  void printSlipWithPreview();
  void saveSlipPdf();
  std::optional<print::FormDocument> slipDocument(std::int64_t id) const;

  db::EventStore& store_;
  const Language& language_;
  std::map<std::int64_t, QString> names_;
  int shownRound_ = 0;
  int shownBoard_ = 0;
  QComboBox* round_;
  QComboBox* board_;
  QLineEdit* boardEntry_;
  QLabel* edition_;
  QLabel* game_;
  QLabel* tally_;
  QLabel* clock_;  // the board's clock as its journal stands
  QLabel* banner_;
  QTableWidget* table_;
  QComboBox* player_;
  InfractionPicker* picker_;
  QLineEdit* referee_;
  QLineEdit* note_;
  QComboBox* rulingKind_;
  QLineEdit* override_;
  QLabel* verified_;
  QLabel* status_;
  Texts texts_;
};

}  // namespace tengen::desk
