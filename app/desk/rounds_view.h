#pragma once
// The rounds workflow: make the next round's draw (the same operation as `tengen pair`; the
// matching runs on a worker thread behind a progress dialog), see the pairing of any round with
// why each pair was made, swap or pair players by hand with the consequences checked before
// saving (as `tengen swap`), record the nigiri done at a board (as `tengen nigiri`), redraw or
// remove a draw, and print or publish the pairing lists and result slips (as `tengen print`).

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include "app/desk/desk_panel.h"
#include "app/desk/nigiri_batch_dialog.h"
#include "app/desk/retranslate.h"
#include "app/print/documents.h"
#include "db/service/round_edits.h"
#include "pairing/game.h"
#include "pairing/nigiri.h"
#include "pairing/player.h"

namespace tengen::pairing {
struct DrawInput;
}

namespace tengen::db {
class EventStore;
struct DrawRefusal;
}  // namespace tengen::db

class QComboBox;
class QLabel;
class QTableWidget;
class QTextBrowser;

namespace tengen::desk {

class Language;

class RoundsView : public DeskPanel {
  Q_OBJECT
 public:
  // `seeds` supplies the random seed of each new draw (stored with the round for audits);
  // `language` chooses the language of printed documents (English without one).
  // `loadNow` false: nothing is read until reload() (the main window's tab switch).
  RoundsView(db::EventStore& store, std::function<std::uint64_t()> seeds,
             const Language* language = nullptr, QWidget* parent = nullptr, bool loadNow = true);
  void reload();
  // Draws `round` (the next one when 0); false with the reason shown when refused. The matching
  // runs on a worker thread while this waits in an event loop behind a window-modal progress
  // dialog (the window keeps repainting); the draw is stored here, on the GUI thread.
  bool draw(int round = 0, bool force = false);
  // True while a draw is being made.
  bool drawing() const { return drawing_; }
  // Removes a round's draw; only the last drawn round can be removed.
  bool removeDraw(int round);

  // The shown round's board in the table's row `row`, 0 when none.
  int boardAt(int row) const;
  // Shows "why this pair" for `board` of the shown round in explanationPane().
  void explainBoard(int board);

  // Manual changes of the shown round: propose (nothing stored; nullopt with the reason in
  // `why` when refused), word the consequences, store a confirmed proposal.
  enum class Change { SwapPlayers, PairPlayers, SwapWhites };
  // SwapPlayers / PairPlayers: a and b are player ids; SwapWhites: board numbers.
  std::optional<db::PairingChange> propose(Change kind, std::int64_t a, std::int64_t b,
                                           QString* why = nullptr);
  QString consequences(const db::PairingChange& change) const;
  bool applyChange(const db::PairingChange& change);

  // Records the nigiri done at `board` of the shown round (holder nullopt: the one who should
  // hold); the colours follow. False with the reason shown when refused.
  bool recordNigiri(int board, std::optional<pairing::PlayerId> holder, pairing::NigiriGuess guess,
                    int count);
  // The shown round's boards whose colours wait for a nigiri not yet recorded, in board order.
  std::vector<NigiriBoard> pendingNigiri() const;
  // Records many boards' nigiri (the batch dialog's rows), each as recordNigiri does; a board
  // the store refuses is named with its reason, the others are recorded. Returns how many were.
  int recordNigiris(const std::vector<NigiriEntry>& entries);
  // The batch dialog over pendingNigiri(), then recordNigiris() of what was typed.
  void nigiriBatchWithDialog();

  // The printable documents of the shown round (reports/formats.h, as `tengen print`).
  enum class Document { PairingsByBoard, PairingsByName, Slips };
  // HTML of `document`; `forPrint` gives the simpler markup Qt lays out on paper.
  QString documentHtml(Document document, bool forPrint = true) const;
  // The document as printed (`tengen print pairings|slips`), worded in the desk's language.
  print::PaperDocument paperDocument(Document document) const;
  // Writes the document as PDF (the same writer as `tengen print`) or as HTML for publishing
  // (a notice board screen or web page); false with the reason shown.
  bool savePdf(Document document, const QString& file);
  bool publishHtml(Document document, const QString& file);

  QTableWidget* table() const { return table_; }
  QComboBox* roundBox() const { return round_; }
  QComboBox* documentBox() const { return document_; }
  QLabel* status() const { return status_; }
  QTextBrowser* explanationPane() const { return explain_; }

 private:
  void retranslateUi() override;
  void setHeaders();
  void showByes();  // of shown_
  void showRound();
  void swapWithDialog();
  void swapSelectedWhites();
  void nigiriWithDialog();
  void printWithPreview();
  void savePdfWithDialog();
  void publishWithDialog();
  std::optional<int> shownRound() const;
  std::vector<int> selectedBoards() const;
  QString describe(const db::DrawRefusal& refusal) const;
  QString describe(const db::RoundEditRefusal& refusal) const;
  // Runs a store operation; a refusal or store error is shown in the status line (false).
  bool attempt(const std::function<void()>& work);
  QString nameOf(std::int64_t id) const;
  static QString colourText(pairing::ColourMethod method);
  // The Colours cell of a game: its method, and for nigiri whether it is done (who took Black)
  // or still pending.
  QString colourCell(const pairing::Game& game) const;
  void showColours(int row);

  db::EventStore& store_;
  std::function<std::uint64_t()> seeds_;
  const Language* language_;
  std::map<std::int64_t, QString> names_;
  std::optional<pairing::Round> shown_;
  std::set<int> nigiriDone_;  // the shown round's boards with a nigiri recorded
  // The draw input of the shown round, loaded on the first explanation (big fields: one load).
  std::shared_ptr<const pairing::DrawInput> explainInput_;
  bool drawing_ = false;
  QComboBox* round_;
  QTableWidget* table_;
  QTextBrowser* explain_;
  QComboBox* document_;
  QLabel* byes_;
  QLabel* status_;
  Texts texts_;
};

}  // namespace tengen::desk
