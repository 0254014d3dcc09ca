#include "app/desk/results_view.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFont>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QUndoView>

#include "app/desk/both_values_dialog.h"
#include "app/desk/box_layouts.h"
#include "app/desk/correction_dialog.h"
#include "app/desk/local_time.h"
#include "app/desk/push_buttons.h"
#include "app/desk/result_outbox.h"
#include "app/desk/round_choices.h"
#include "app/desk/store_errors.h"
#include "app/desk/table_setup.h"
#include "db/service/ledger_store.h"
#include "db/service/result_conflict.h"
#include "db/store/event_store.h"
#include "db/store/pairing_store.h"
#include "pairing/result_entry.h"

namespace tengen::desk {
namespace {

// Why a typed result cannot happen with the event's komi; %1 round, %2 board, %3 the result as
// typed, %4 the komi.
QString impossibleResultText(pairing::ResultProblem problem) {
  switch (problem) {
    case pairing::ResultProblem::JigoWithHalfPointKomi:
      return ResultsView::tr(
          "Round %1 board %2: %3 cannot happen with komi %4: a half-point "
          "komi leaves no jigo (和棋).");
    case pairing::ResultProblem::WholeMarginWithHalfPointKomi:
      return ResultsView::tr(
          "Round %1 board %2: %3 cannot happen with komi %4: with a half-point "
          "komi every margin ends in .5.");
    case pairing::ResultProblem::HalfMarginWithWholeKomi:
    case pairing::ResultProblem::None:
      break;
  }
  return ResultsView::tr(
      "Round %1 board %2: %3 cannot happen with komi %4: with a whole-point "
      "komi every margin is a whole number of points.");
}

}  // namespace

// One result change on the undo stack: redo stores the new result, undo the old one, each based
// on the game's version after this change's last write, so that neither overwrites a result
// another desk stored meanwhile without asking. A change that stored nothing (refused, or the
// director kept the other desk's result) is obsolete: QUndoStack drops it. Undoing (and redoing
// after an undo) changes an entered result, so it is itself a logged correction.
class ResultChange : public QUndoCommand {
 public:
  ResultChange(ResultsView& view, int round, int board, std::optional<pairing::Result> before,
               std::optional<pairing::Result> after, std::int64_t version, QString reason)
      : view_(view),
        round_(round),
        board_(board),
        before_(std::move(before)),
        after_(std::move(after)),
        version_(version),
        reason_(std::move(reason)) {
    describe();
  }
  void redo() override {
    // The first redo is the change itself; later ones re-apply it after an undo.
    const QString reason = !undone_            ? reason_
                           : reason_.isEmpty() ? QStringLiteral("redo")
                                               : QStringLiteral("redo: ") + reason_;
    write(after_, before_, reason);
  }
  void undo() override {
    undone_ = true;
    write(before_, after_, QStringLiteral("undo"));
  }

 private:
  void describe() {
    auto text = [](const std::optional<pairing::Result>& r) {
      return r ? QString::fromStdString(r->toString()) : QStringLiteral("—");
    };
    setText(QCoreApplication::translate("tengen::desk::ResultsView", "Round %1 board %2: %3 → %4")
                .arg(round_)
                .arg(board_)
                .arg(text(before_), text(after_)));
  }
  // Stores `value` over `previous` (what this change left there last).
  void write(const std::optional<pairing::Result>& value, std::optional<pairing::Result>& previous,
             const QString& reason) {
    const ResultsView::Written w = view_.store(round_, board_, value, version_, reason, previous);
    ok_ = w.kind == ResultsView::Written::Stored || w.kind == ResultsView::Written::Queued;
    view_.lastWriteOk_ = ok_;
    if (!ok_) {
      setObsolete(true);
      return;
    }
    // Queued: sent later with the same expected version (the outbox keeps the first one's).
    if (w.kind == ResultsView::Written::Stored) version_ = w.version;
    if (w.replaced) {  // overwrote another desk's result: stepping back restores theirs
      previous = *w.replaced;
      describe();
    }
  }

  ResultsView& view_;
  int round_;
  int board_;
  std::optional<pairing::Result> before_;
  std::optional<pairing::Result> after_;
  std::int64_t version_;
  QString reason_;  // why an entered result was changed; empty for a first entry
  bool undone_ = false;
  bool ok_ = false;
};

ResultsView::ResultsView(db::EventStore& store, QWidget* parent, bool loadNow)
    : DeskPanel(parent), store_(store) {
  undo_ = new QUndoStack(this);
  round_ = new QComboBox;
  connect(round_, &QComboBox::currentIndexChanged, this, &ResultsView::showRound);
  table_ = new QTableWidget;
  table_->setColumnCount(6);
  setUpRecordTable(table_, QAbstractItemView::ExtendedSelection);
  sizeColumnsFromFirstRows(table_);
  entry_ = new QLineEdit;
  connect(entry_, &QLineEdit::returnPressed, this, [this] {
    if (enter(entry_->text())) entry_->clear();
  });
  status_ = new QLabel;
  status_->setWordWrap(true);
  auto* undoButton = buttonRunning(undo_, &QUndoStack::undo);
  auto* redoButton = buttonRunning(undo_, &QUndoStack::redo);
  connect(undo_, &QUndoStack::canUndoChanged, undoButton, &QWidget::setEnabled);
  connect(undo_, &QUndoStack::canRedoChanged, redoButton, &QWidget::setEnabled);
  undoButton->setEnabled(false);
  redoButton->setEnabled(false);
  historyButton_ = buttonRunning(this, &ResultsView::showHistory);
  askReason_ = [this](const CorrectionFacts& facts) -> std::optional<QString> {
    CorrectionDialog dialog(facts, this);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return dialog.reason();
  };
  auto* history = new QUndoView(undo_);
  auto* roundLabel = new QLabel;
  texts_([=, this] {
    entry_->setPlaceholderText(
        tr("Board and result, then Enter: 12 b, 12 w+3.5, 12 =, 12 --, 12 ?"));
    undoButton->setText(tr("&Undo"));
    redoButton->setText(tr("Re&do"));
    historyButton_->setText(tr("Hi&story"));
    historyButton_->setToolTip(
        tr("The corrections of the selected game: when, old and new result, "
           "why and by whom"));
    history->setEmptyLabel(tr("<no changes yet>"));
    roundLabel->setText(tr("Round"));
  });

  columnOn(this, {rowOf({roundLabel, round_, {entry_, 1}, undoButton, redoButton, historyButton_}),
                  {rowOf({{table_, 3}, {history, 1}}), 1},
                  status_});
  if (loadNow) reload();
}

void ResultsView::reload() {
  try {
    names_ = RoundChoices::load(store_, round_);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  showRound();
}

void ResultsView::showRound() {
  shown_.reset();
  table_->clearContents();
  table_->setRowCount(0);
  setHeaders();
  if (!round_->currentData().isValid()) {
    status_->setText(tr("No round has been drawn yet."));
    return;
  }
  try {
    shown_ = store_.round(round_->currentData().toInt());
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  if (!shown_) return;
  loadLog(std::nullopt);
  table_->setRowCount(static_cast<int>(shown_->games.size()));
  for (int row = 0; row < static_cast<int>(shown_->games.size()); ++row) fillRow(row);
  table_->resizeColumnsToContents();
  showMissing();
}

void ResultsView::setHeaders() {
  table_->setHorizontalHeaderLabels(
      {tr("Board"), tr("Black"), tr("White"), tr("Handicap"), tr("Komi"), tr("Result")});
}

void ResultsView::retranslateUi() {
  // In place: the round, the selected row, the scroll position and the typed entry stay.
  texts_.retranslate();
  RoundChoices::retranslate(round_);
  setHeaders();
  if (!shown_) {
    if (!round_->currentData().isValid()) status_->setText(tr("No round has been drawn yet."));
    return;
  }
  for (int row = 0; row < table_->rowCount(); ++row) fillRow(row);
  showMissing();
}

void ResultsView::fillRow(int row) {
  const pairing::Game& g = shown_->games[static_cast<std::size_t>(row)];
  QString result = g.result ? QString::fromStdString(g.result->toString()) : QString();
  if (g.result && g.result->byReferee) result += tr(" (by referee)");
  const QStringList cells = {QString::number(g.board),
                             names_[g.black],
                             names_[g.white],
                             QString::number(g.handicap),
                             QString::fromStdString(g.komi.toString()),
                             result};
  for (int c = 0; c < cells.size(); ++c) {
    auto* item = new QTableWidgetItem(cells[c]);
    if (!g.result) item->setBackground(QColor(255, 236, 179));  // missing: amber
    table_->setItem(row, c, item);
  }
  if (g.result && g.result->byReferee) {  // the referee's decision: it reads differently
    QTableWidgetItem* item = table_->item(row, 5);
    QFont bold = item->font();
    bold.setBold(true);
    item->setFont(bold);
    item->setForeground(QColor(183, 28, 28));
    item->setToolTip(tr("Decided by the referee (ledger entry %1); only the chief referee can "
                        "change it in the Referee tab.")
                         .arg(g.result->ledgerEntry.value_or(0)));
  }
  const QString corrections = history(g.board);
  if (!corrections.isEmpty()) {
    QTableWidgetItem* item = table_->item(row, 5);
    item->setText(item->text() + QStringLiteral(" ✎"));
    const QString before = item->toolTip();
    item->setToolTip((before.isEmpty() ? QString() : before + QStringLiteral("\n\n")) +
                     tr("Corrections:") + QStringLiteral("\n") + corrections);
  }
}

void ResultsView::loadLog(std::optional<int> board) {
  if (!shown_) return;
  try {
    const auto rows = db::resultLog(store_, shown_->number, board);
    if (board)
      log_.erase(*board);
    else
      log_.clear();
    for (const db::ResultLogEntry& e : rows) log_[e.board].push_back(e);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
}

QString ResultsView::history(int board) const {
  const auto found = log_.find(board);
  if (found == log_.end()) return {};
  auto text = [](const std::string& r) {
    return r.empty() ? QStringLiteral("—") : QString::fromStdString(r);
  };
  QStringList lines;
  for (const db::ResultLogEntry& e : found->second)
    lines << tr("%1: %2 → %3, reason: %4 (%5)")
                 .arg(localTime(e.at), text(e.oldResult), text(e.newResult),
                      QString::fromStdString(e.reason), QString::fromStdString(e.who));
  return lines.join(QLatin1Char('\n'));
}

void ResultsView::showHistory() {
  const int row = table_->currentRow();
  if (!shown_ || row < 0 || row >= static_cast<int>(shown_->games.size())) {
    status_->setText(tr("Select a game to see its corrections."));
    return;
  }
  const int board = shown_->games[static_cast<std::size_t>(row)].board;
  const QString text = history(board);
  QMessageBox::information(
      this, tr("Round %1 board %2: corrections").arg(shown_->number).arg(board),
      text.isEmpty() ? tr("The result of this game has not been corrected.") : text);
}

void ResultsView::showMissing() {
  int missing = 0;
  for (const auto& g : shown_->games)
    if (!g.result) ++missing;
  status_->setText(missing ? tr("%n result(s) missing", nullptr, missing)
                           : tr("All results are in."));
  showWaiting();
}

void ResultsView::setOutbox(ResultOutbox* outbox) {
  outbox_ = outbox;
  showWaiting();
}

void ResultsView::showWaiting() {
  if (!outbox_ || !shown_ || outbox_->pending().empty()) return;
  int waiting = 0;
  for (const db::PendingResult& p : outbox_->pending()) {
    if (p.round != shown_->number) continue;
    for (int row = 0; row < table_->rowCount(); ++row) {
      QTableWidgetItem* item = table_->item(row, 5);
      if (!item || table_->item(row, 0)->text().toInt() != p.board) continue;
      item->setText(
          (p.result ? QString::fromStdString(p.result->toString()) : QStringLiteral("—")) +
          tr(" (waiting to be sent)"));
      QFont italic = item->font();
      italic.setItalic(true);
      item->setFont(italic);
      ++waiting;
    }
  }
  if (waiting)
    status_->setText(tr("Offline: %n result(s) kept here, sent when the connection is back.",
                        nullptr, static_cast<int>(outbox_->pending().size())));
}

bool ResultsView::enter(const QString& text) {
  const auto entry = pairing::parseResultEntry(text.toStdString());
  if (!entry) {
    status_->setText(tr("'%1' is not understood: type the board number and the result, e.g. 12 b, "
                        "12 w+3.5, 12 =")
                         .arg(text));
    return false;
  }
  return setResult(entry->board, entry->result);
}

bool ResultsView::setResult(int board, const std::optional<pairing::Result>& result) {
  if (!shown_) {
    status_->setText(tr("No round has been drawn yet."));
    return false;
  }
  const pairing::Game* game = nullptr;
  for (const auto& g : shown_->games)
    if (g.board == board) game = &g;
  if (!game) {
    status_->setText(tr("Round %1 has no board %2.").arg(shown_->number).arg(board));
    return false;
  }
  // A referee's decision stands until the chief referee changes it in the referee's ledger:
  // the same check as `tengen result`.
  std::optional<pairing::Result> ruled;  // the ledger's result when it decides the game
  try {
    if (outbox_ && !outbox_->pending().empty()) {
      // Offline: the ledger is checked when the entry is sent (enterResult refuses it then).
    } else if (const auto conflict =
                   db::checkResultAgainstLedger(store_, shown_->number, board, result)) {
      const auto& ruled = conflict->ruling.result;
      status_->setText(tr("Board %1: the referee ruled %2 (ledger entry %3); only the chief "
                          "referee can change it.")
                           .arg(board)
                           .arg(ruled ? QString::fromStdString(ruled->toString()) : tr("a replay"))
                           .arg(conflict->ruling.decidingEntry.value_or(0)));
      return false;
    } else {
      ruled = db::LedgerStore(store_).ruling(shown_->number, board).result;
    }
  } catch (const db::StoreError& e) {
    // A shared event whose connection just dropped: the entry is still taken (and checked when
    // it is sent); anything else is a refusal.
    if (!outbox_ || e.kind() != db::StoreError::Kind::Database) {
      status_->setText(StoreErrors::describe(e));
      return false;
    }
  }
  if (game->result == result) return true;  // the same result again is no change
  // The ledger decides the game and the entry agrees with it ("1 w" on a board whose Black
  // flagged): the referee's result stays as it is stored, so nothing is corrected or asked.
  if (ruled && game->result && game->result->byReferee && result &&
      result->outcome == ruled->outcome) {
    status_->setText(tr("Round %1 board %2 keeps the referee's result %3 (ledger entry %4): the "
                        "ledger decides this game, nothing was changed.")
                         .arg(shown_->number)
                         .arg(board)
                         .arg(QString::fromStdString(game->result->toString()))
                         .arg(game->result->ledgerEntry.value_or(0)));
    return true;
  }
  QString reason;
  if (game->result) {  // a correction, not a first entry: say why (it is logged)
    auto text = [](const std::optional<pairing::Result>& r) {
      return r ? QString::fromStdString(r->toString()) : QStringLiteral("—");
    };
    std::optional<QString> given;
    try {
      const CorrectionFacts facts = CorrectionFacts::read(store_, shown_->number, *game, result,
                                                          names_[game->black], names_[game->white]);
      if (askReason_) given = askReason_(facts);
    } catch (const db::StoreError& e) {
      status_->setText(StoreErrors::describe(e));
      return false;
    }
    reason = given ? given->trimmed() : QString();
    // Never a result entry typed ahead ("2 w+4.5") taken for the reason, whatever the prompt.
    if (!CorrectionDialog::acceptableReason(reason)) {
      status_->setText(tr("Round %1 board %2 already has the result %3: a correction needs a "
                          "reason. Nothing was changed.")
                           .arg(shown_->number)
                           .arg(board)
                           .arg(text(game->result)));
      return false;
    }
  }
  const bool nigiri = game->colours == pairing::ColourMethod::Nigiri;
  const int round = shown_->number;
  auto* change = new ResultChange(*this, round, board, game->result, result, game->version, reason);
  lastWriteOk_ = false;
  undo_->push(change);  // deletes the change at once when it stored nothing (obsolete)
  if (lastWriteOk_ && result && nigiri) warnNigiriPending(round, board);
  return lastWriteOk_;
}

void ResultsView::warnNigiriPending(int round, int board) {
  // Accepted, but said: the colours of a board whose nigiri is not recorded are the draw's guess,
  // and the players may have sat the other way round.
  try {
    if (db::PairingStore(store_).nigiri(round, board)) return;
  } catch (const db::StoreError&) {
    return;  // the result is stored; the warning is only a reminder
  }
  status_->setText(tr("Round %1 board %2: result stored, but its nigiri (猜先) is still pending: "
                      "check who played Black and record the nigiri in the Rounds tab.")
                       .arg(round)
                       .arg(board));
}

ResultsView::Written ResultsView::store(int round, int board,
                                        const std::optional<pairing::Result>& result,
                                        std::optional<std::int64_t> expectedVersion,
                                        const QString& reason,
                                        const std::optional<std::optional<pairing::Result>>& own) {
  const db::PendingResult entry{round, board, result, expectedVersion, reason.toStdString()};
  Written w;
  try {
    if (!outbox_) {
      // As `tengen result` does (the referee's ledger has the last word).
      db::LedgerStore(store_).enterResult(round, board, result, {entry.reason, {}}, expectedVersion,
                                          &w.version);
    } else if (outbox_->submit(entry, &w.version) == ResultOutbox::Outcome::Queued) {
      showWaiting();  // kept: shown as waiting, sent when the connection is back
      emit connectionLost();
      w.kind = Written::Queued;
      return w;
    }
  } catch (const db::ImpossibleResult& e) {
    const QString komi = QString::fromStdString(e.komi().toString());
    const QString typed = QString::fromStdString(e.result());
    status_->setText(impossibleResultText(e.problem()).arg(round).arg(board).arg(typed, komi));
    return w;
  } catch (const db::StoreError& e) {
    if (e.kind() != db::StoreError::Kind::StaleVersion) {
      status_->setText(StoreErrors::describe(e));
      return w;
    }
    try {
      auto conflict = db::ResultConflicts::read(store_, entry);
      if (conflict) return settle(std::move(*conflict), own);
      // Another desk stored the very same result: done, at its version.
      const auto fresh = store_.round(round);
      for (const auto& g : fresh ? fresh->games : std::vector<pairing::Game>{})
        if (g.board == board) w.version = g.version;
    } catch (const db::StoreError& again) {
      status_->setText(StoreErrors::describe(again));
      return w;
    }
  }
  w.kind = Written::Stored;
  showStored(round, board, result, w.version);
  emit changed();
  return w;
}

ResultsView::Written ResultsView::settle(db::ResultConflict conflict,
                                         const std::optional<std::optional<pairing::Result>>& own) {
  Written w;
  for (;;) {
    // The stored result is this desk's own earlier write (e.g. sent from the outbox after this
    // change was made): overwriting it loses nobody's change, so no question.
    const bool mine = own && *own == conflict.stored;
    const bool overwrite = mine || askOverwrite(conflict);
    try {
      std::int64_t version = 0;
      const auto again =
          db::ResultConflicts::resolve(store_, conflict,
                                       overwrite ? db::ResultConflicts::Choice::UseTyped
                                                 : db::ResultConflicts::Choice::KeepStored,
                                       &version);
      if (again) {  // changed yet again while the director chose: ask again
        conflict = *again;
        continue;
      }
      if (!overwrite) {
        w.kind = Written::KeptStored;
        showStored(conflict.typed.round, conflict.typed.board, conflict.stored, version);
        status_->setText(tr("Round %1 board %2: the result stored at the other desk was kept.")
                             .arg(conflict.typed.round)
                             .arg(conflict.typed.board));
      } else {
        w.kind = Written::Stored;
        if (!mine) w.replaced = conflict.stored;
        showStored(conflict.typed.round, conflict.typed.board, conflict.typed.result, version);
      }
      w.version = version;
      emit changed();
      return w;
    } catch (const db::StoreError& e) {
      status_->setText(StoreErrors::describe(e));
      return w;
    }
  }
}

bool ResultsView::resolveConflict(const db::ResultConflict& conflict) {
  return settle(conflict).kind == Written::Stored;
}

bool ResultsView::askOverwrite(const db::ResultConflict& conflict) {
  if (chooser_) return chooser_(conflict);
  auto text = [this](const std::optional<pairing::Result>& r) {
    return r ? QString::fromStdString(r->toString()) : tr("no result");
  };
  QString note;
  if (!conflict.storedBy.empty())
    note = tr("decided by referee %1 at %2")
               .arg(QString::fromStdString(conflict.storedBy), localTime(conflict.storedAt));
  else
    note = tr("entered at another desk; who and when are not recorded");
  BothValuesDialog dialog(
      tr("Result changed meanwhile"),
      tr("Round %1 board %2 was changed at another desk after this desk showed it. Keep the result "
         "stored now, or overwrite it with the one you typed?")
          .arg(conflict.typed.round)
          .arg(conflict.typed.board),
      {{tr("Result"), text(conflict.stored), note, text(conflict.typed.result), true}}, false,
      this);
  dialog.exec();
  return dialog.useYours().front();
}

void ResultsView::showStored(int round, int board, const std::optional<pairing::Result>& result,
                             std::int64_t version) {
  // Only the changed row is redrawn: re-reading a round of 1 000 boards after every entry made
  // keyboard entry lag on large events.
  int row = -1;
  if (shown_ && shown_->number == round)
    for (std::size_t i = 0; i < shown_->games.size(); ++i)
      if (shown_->games[i].board == board) row = static_cast<int>(i);
  if (row >= 0) {
    auto& game = shown_->games[static_cast<std::size_t>(row)];
    game.result = result;
    game.version = version;
    loadLog(board);  // a correction (or an undo) adds to the board's history
    fillRow(row);
    showMissing();
  } else {
    showRound();
  }
}

}  // namespace tengen::desk
