#include "app/desk/rounds_view.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QEventLoop>
#include <QLabel>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStringList>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QThread>
#include <algorithm>
#include <exception>
#include <memory>

#include "app/desk/box_layouts.h"
#include "app/desk/file_dialogs.h"
#include "app/desk/language.h"
#include "app/desk/name_order.h"
#include "app/desk/nigiri_dialog.h"
#include "app/desk/pair_explanation.h"
#include "app/desk/paper_words.h"
#include "app/desk/push_buttons.h"
#include "app/desk/retranslate.h"
#include "app/desk/round_choices.h"
#include "app/desk/store_errors.h"
#include "app/desk/swap_dialog.h"
#include "app/desk/table_setup.h"
#include "app/wording/swap_wording.h"
#include "db/service/chain_check.h"
#include "db/service/draw_operations.h"
#include "db/store/event_store.h"
#include "db/store/pairing_store.h"
#include "db/store/reports_store.h"
#include "pairing/draw.h"
#include "reports/formats.h"

namespace tengen::desk {

RoundsView::RoundsView(db::EventStore& store, std::function<std::uint64_t()> seeds,
                       const Language* language, QWidget* parent, bool loadNow)
    : DeskPanel(parent), store_(store), seeds_(std::move(seeds)), language_(language) {
  round_ = new QComboBox;
  connect(round_, &QComboBox::currentIndexChanged, this, &RoundsView::showRound);
  auto* drawNext = buttonRunning(this, [this] { draw(); });
  auto* redraw = buttonRunning(this, [this] {
    if (!round_->currentData().isValid()) return;
    const int r = round_->currentData().toInt();
    if (QMessageBox::question(
            this, tr("Redraw"),
            tr("Replace the draw of round %1? Its results are discarded.").arg(r)) ==
        QMessageBox::Yes)
      draw(r, true);
  });
  auto* remove = buttonRunning(this, [this] {
    if (!round_->currentData().isValid()) return;
    const int r = round_->currentData().toInt();
    if (QMessageBox::question(this, tr("Remove draw"),
                              tr("Remove the draw of round %1 with its results?").arg(r)) ==
        QMessageBox::Yes)
      removeDraw(r);
  });
  table_ = new QTableWidget;
  table_->setColumnCount(7);
  setUpRecordTable(table_, QAbstractItemView::ExtendedSelection);
  sizeColumnsFromFirstRows(table_);
  connect(table_, &QTableWidget::currentCellChanged, this,
          [this](int row) { explainBoard(boardAt(row)); });
  connect(table_, &QTableWidget::cellDoubleClicked, this, [this] { swapWithDialog(); });
  explain_ = new QTextBrowser;
  auto* split = new QSplitter;
  split->addWidget(table_);
  split->addWidget(explain_);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);

  auto* swap = buttonRunning(this, &RoundsView::swapWithDialog);
  auto* swapWhites = buttonRunning(this, &RoundsView::swapSelectedWhites);
  auto* nigiri = buttonRunning(this, &RoundsView::nigiriWithDialog);
  auto* nigiriBatch = buttonRunning(this, &RoundsView::nigiriBatchWithDialog);
  nigiriBatch->setObjectName(QStringLiteral("nigiriBatch"));
  document_ = new QComboBox;
  for (Document d : {Document::PairingsByBoard, Document::PairingsByName, Document::Slips})
    document_->addItem(QString(), static_cast<int>(d));
  auto* print = buttonRunning(this, &RoundsView::printWithPreview);
  auto* pdf = buttonRunning(this, &RoundsView::savePdfWithDialog);
  auto* publish = buttonRunning(this, &RoundsView::publishWithDialog);
  byes_ = new QLabel;
  status_ = new QLabel;
  status_->setWordWrap(true);

  auto* roundLabel = new QLabel;
  texts_([=, this] {
    roundLabel->setText(tr("Round"));
    drawNext->setText(tr("Draw ne&xt round"));
    redraw->setText(tr("Redraw &this round"));
    remove->setText(tr("&Remove draw"));
    explain_->setPlaceholderText(tr("Select a board to see why its pair was made."));
    swap->setText(tr("&Swap or pair players..."));
    swap->setToolTip(
        tr("Exchange two players' places, or make two players meet; the "
           "consequences are checked before saving."));
    swapWhites->setText(tr("Swap &White players"));
    swapWhites->setToolTip(tr("Exchange the White players of the two selected boards."));
    nigiri->setText(tr("&Nigiri..."));
    nigiri->setToolTip(tr("Record the nigiri (猜先) done at the selected board."));
    nigiriBatch->setText(tr("Ni&giri of all boards..."));
    nigiriBatch->setToolTip(tr("Record the nigiri (猜先) of many boards in one table."));
    retextItems(document_, [](const QVariant& d) {
      switch (static_cast<Document>(d.toInt())) {
        case Document::PairingsByBoard:
          return tr("Pairings by board");
        case Document::PairingsByName:
          return tr("Pairings by name");
        case Document::Slips:
          break;
      }
      return tr("Result slips");
    });
    print->setText(tr("&Print..."));
    pdf->setText(tr("P&DF..."));
    publish->setText(tr("Pu&blish..."));
    publish->setToolTip(tr("Save the document as an HTML page for a notice screen or website."));
  });
  columnOn(
      this,
      {rowOf({roundLabel, round_, Stretch{}, drawNext, redraw, remove}),
       {split, 1},
       rowOf({swap, swapWhites, nigiri, nigiriBatch, Stretch{}, document_, print, pdf, publish}),
       byes_,
       status_});
  if (loadNow) reload();
}

QString RoundsView::colourText(pairing::ColourMethod method) {
  switch (method) {
    case pairing::ColourMethod::Balance:
      return tr("balance");
    case pairing::ColourMethod::Nigiri:
      return tr("nigiri (猜先)");
    case pairing::ColourMethod::Draw:
      return tr("draw (抽签)");
    case pairing::ColourMethod::Manual:
      return tr("manual");
    case pairing::ColourMethod::Handicap:
      return tr("handicap (让子)");
  }
  return {};
}

QString RoundsView::colourCell(const pairing::Game& g) const {
  if (g.colours != pairing::ColourMethod::Nigiri) return colourText(g.colours);
  if (nigiriDone_.count(g.board)) return tr("nigiri done (已猜先): Black %1").arg(nameOf(g.black));
  return tr("nigiri pending (待猜先)");
}

void RoundsView::showColours(int row) {
  const pairing::Game& g = shown_->games[static_cast<std::size_t>(row)];
  QTableWidgetItem* item = table_->item(row, 5);
  if (!item) return;
  item->setText(colourCell(g));
  const bool pending = g.colours == pairing::ColourMethod::Nigiri && !nigiriDone_.count(g.board);
  item->setBackground(pending ? QBrush(QColor(255, 236, 179)) : QBrush());  // pending: amber
  item->setToolTip(pending ? tr("Record the nigiri with \"Nigiri...\" once it is done at the "
                                "board.")
                           : QString());
}

QString RoundsView::nameOf(std::int64_t id) const {
  auto it = names_.find(id);
  return it == names_.end() ? QString::number(id) : it->second;
}

void RoundsView::reload() {
  try {
    names_ = RoundChoices::load(store_, round_);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  showRound();
}

std::optional<int> RoundsView::shownRound() const {
  if (!round_->currentData().isValid()) return std::nullopt;
  return round_->currentData().toInt();
}

void RoundsView::showRound() {
  const int keepRow = table_->currentRow();
  table_->clearContents();
  table_->setRowCount(0);
  setHeaders();
  byes_->clear();
  explain_->clear();
  shown_.reset();
  explainInput_.reset();
  const auto number = shownRound();
  if (!number) return;
  try {
    shown_ = store_.round(*number);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  if (!shown_) return;
  const pairing::Round& round = *shown_;
  nigiriDone_.clear();
  try {
    const db::PairingStore pairingStore(store_);
    for (const pairing::Game& g : round.games)
      if (g.colours == pairing::ColourMethod::Nigiri && pairingStore.nigiri(round.number, g.board))
        nigiriDone_.insert(g.board);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  table_->setRowCount(static_cast<int>(round.games.size()));
  for (int row = 0; row < static_cast<int>(round.games.size()); ++row) {
    const pairing::Game& g = round.games[static_cast<std::size_t>(row)];
    const QStringList cells = {QString::number(g.board),
                               nameOf(g.black),
                               nameOf(g.white),
                               QString::number(g.handicap),
                               QString::fromStdString(g.komi.toString()),
                               QString(),
                               g.result ? QString::fromStdString(g.result->toString()) : QString()};
    for (int c = 0; c < cells.size(); ++c) table_->setItem(row, c, new QTableWidgetItem(cells[c]));
    showColours(row);
  }
  table_->resizeColumnsToContents();
  showByes();
  if (keepRow >= 0 && keepRow < table_->rowCount()) table_->setCurrentCell(keepRow, 0);
}

void RoundsView::setHeaders() {
  table_->setHorizontalHeaderLabels({tr("Board"), tr("Black"), tr("White"), tr("Handicap"),
                                     tr("Komi"), tr("Colours"), tr("Result")});
}

void RoundsView::showByes() {
  QStringList byes;
  for (auto id : shown_->byes) byes << nameOf(id);
  byes_->setText(byes.isEmpty() ? QString() : tr("Bye: %1").arg(byes.join(QStringLiteral(", "))));
}

void RoundsView::retranslateUi() {
  // In place: the round, the selected boards and the scroll position stay.
  texts_.retranslate();
  RoundChoices::retranslate(round_);
  setHeaders();
  if (!shown_) return;
  for (int row = 0; row < table_->rowCount(); ++row) showColours(row);
  showByes();
  explainBoard(boardAt(table_->currentRow()));
}

int RoundsView::boardAt(int row) const {
  if (!shown_ || row < 0 || row >= static_cast<int>(shown_->games.size())) return 0;
  return shown_->games[static_cast<std::size_t>(row)].board;
}

std::vector<int> RoundsView::selectedBoards() const {
  std::vector<int> boards;
  for (const QModelIndex& index : table_->selectionModel()->selectedRows())
    if (const int b = boardAt(index.row())) boards.push_back(b);
  std::sort(boards.begin(), boards.end());
  return boards;
}

void RoundsView::explainBoard(int board) {
  explain_->clear();
  if (!shown_ || board == 0) return;
  for (const pairing::Game& g : shown_->games) {
    if (g.board != board) continue;
    try {
      if (!explainInput_)
        explainInput_ = std::make_shared<const pairing::DrawInput>(
            db::loadDrawInput(store_, shown_->number, shown_->seed));
      explain_->setHtml(PairExplanationText::html(*explainInput_, *shown_, g, names_));
    } catch (const db::StoreError& e) {
      status_->setText(StoreErrors::describe(e));
    }
    return;
  }
}

bool RoundsView::draw(int round, bool force) {
  if (drawing_) return false;
  int number = round;
  pairing::DrawInput input;
  if (!attempt([&] {
        if (number <= 0) number = db::nextRoundToDraw(store_);
        input = db::prepareDraw(store_, number, seeds_(), force);
      }))
    return false;
  // The matching is plain C++ on a copy of the input: it runs on a worker thread, and this one
  // keeps serving the window (repaints, the progress dialog) until it is done. The store is
  // only touched here, on the thread that owns its connection.
  drawing_ = true;
  status_->setText(tr("Drawing round %1 for %2 players...").arg(number).arg(input.players.size()));
  QProgressDialog progress(
      tr("Drawing round %1: pairing %2 players...").arg(number).arg(input.players.size()),
      QString(), 0, 0, this);
  progress.setWindowTitle(tr("Draw"));
  progress.setWindowModality(Qt::WindowModal);
  progress.setMinimumDuration(300);  // small fields are done before it would flash up
  progress.setValue(0);
  auto outcome = std::make_shared<pairing::DrawOutcome>();
  auto failure = std::make_shared<std::exception_ptr>();
  std::unique_ptr<QThread> worker(QThread::create([input = std::move(input), outcome, failure] {
    try {
      *outcome = pairing::makeDraw(input);
    } catch (...) {
      *failure = std::current_exception();
    }
  }));
  // No input reaches the window meanwhile (before the modal dialog shows, a click could open
  // another event or remove a round under the draw); it still repaints.
  QWidget* frame = window();
  const bool wasEnabled = frame->isEnabled();
  frame->setEnabled(false);
  QEventLoop wait;
  connect(worker.get(), &QThread::finished, &wait, &QEventLoop::quit);
  worker->start();
  wait.exec();
  worker->wait();
  progress.reset();
  frame->setEnabled(wasEnabled);
  drawing_ = false;
  try {
    if (*failure) std::rethrow_exception(*failure);
    const db::DrawMade made = db::storeDraw(store_, *outcome, number, force);
    reload();
    RoundChoices::choose(round_, made.round.number);  // the new round, followed from now on
    status_->setText(tr("Round %1 drawn: %2 games, %3 bye(s).")
                         .arg(made.round.number)
                         .arg(made.round.games.size())
                         .arg(made.round.byes.size()));
  } catch (const db::DrawRefused& refused) {
    status_->setText(describe(refused.refusal()));
    return false;
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return false;
  } catch (const std::exception& e) {
    status_->setText(tr("The draw failed: %1").arg(QString::fromUtf8(e.what())));
    return false;
  }
  emit changed();
  return true;
}

bool RoundsView::attempt(const std::function<void()>& work) {
  try {
    work();
    return true;
  } catch (const db::DrawRefused& refused) {
    status_->setText(describe(refused.refusal()));
  } catch (const db::RoundEditRefused& refused) {
    status_->setText(describe(refused.refusal()));
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  return false;
}

bool RoundsView::removeDraw(int round) {
  // The user confirmed discarding the results: remove with force, as `tengen unpair --force`.
  if (!attempt([&] { db::removeDraw(store_, round, true); })) return false;
  reload();
  status_->setText(tr("The draw of round %1 was removed.").arg(round));
  emit changed();
  return true;
}

std::optional<db::PairingChange> RoundsView::propose(Change kind, std::int64_t a, std::int64_t b,
                                                     QString* why) {
  const auto number = shownRound();
  try {
    if (!number) throw db::RoundEditRefused({db::RoundEditRefusal::Kind::NotDrawn, 0, 0, {}, {}});
    switch (kind) {
      case Change::SwapPlayers:
        return db::proposeSwap(store_, *number, a, b);
      case Change::PairPlayers:
        return db::proposePair(store_, *number, a, b);
      case Change::SwapWhites:
        return db::proposeBoardSwap(store_, *number, static_cast<int>(a), static_cast<int>(b));
    }
  } catch (const db::RoundEditRefused& refused) {
    if (why) *why = describe(refused.refusal());
  } catch (const db::StoreError& e) {
    if (why) *why = StoreErrors::describe(e);
  }
  return std::nullopt;
}

QString RoundsView::consequences(const db::PairingChange& change) const {
  bool mcmahon = false;
  try {
    mcmahon = store_.event().system == pairing::PairingSystem::McMahon;
  } catch (const db::StoreError&) {
  }
  return wording::SwapWording::consequences(
      change, [this](std::int64_t id) { return nameOf(id); }, mcmahon);
}

bool RoundsView::applyChange(const db::PairingChange& change) {
  if (!attempt([&] { db::replaceRoundPairing(store_, change); })) return false;
  QStringList boards;
  for (int b : change.boards) boards << QString::number(b);
  showRound();
  status_->setText(tr("Round %1: boards %2 changed by hand.")
                       .arg(change.after.number)
                       .arg(boards.join(QStringLiteral(", "))));
  emit changed();
  return true;
}

void RoundsView::swapWithDialog() {
  if (!shown_) return;
  std::vector<std::pair<std::int64_t, QString>> players;
  for (const pairing::Game& g : shown_->games) {
    players.emplace_back(g.black, tr("%1 (board %2, Black)").arg(nameOf(g.black)).arg(g.board));
    players.emplace_back(g.white, tr("%1 (board %2, White)").arg(nameOf(g.white)).arg(g.board));
  }
  for (auto id : shown_->byes) players.emplace_back(id, tr("%1 (bye)").arg(nameOf(id)));
  // Preselected: the selected board's Black and the next selected board's White (or its own).
  const std::vector<int> boards = selectedBoards();
  std::int64_t a = 0, b = 0;
  for (const pairing::Game& g : shown_->games) {
    if (!boards.empty() && g.board == boards.front()) a = g.black, b = g.white;
    if (boards.size() > 1 && g.board == boards[1]) b = g.white;
  }
  SwapDialog dialog(*this, players, a, b, this);
  if (dialog.exec() == QDialog::Accepted && dialog.change()) applyChange(*dialog.change());
}

void RoundsView::swapSelectedWhites() {
  const std::vector<int> boards = selectedBoards();
  if (boards.size() != 2) {
    status_->setText(tr("Select two boards (Ctrl+click) to swap their White players."));
    return;
  }
  QString why;
  const auto change = propose(Change::SwapWhites, boards[0], boards[1], &why);
  if (!change) {
    status_->setText(why);
    return;
  }
  QMessageBox confirm(
      QMessageBox::Question, tr("Swap White players"),
      tr("Swap the White players of boards %1 and %2?").arg(boards[0]).arg(boards[1]),
      QMessageBox::Yes | QMessageBox::No, this);
  confirm.setInformativeText(consequences(*change));
  confirm.setDetailedText(wording::SwapWording::details(*change));
  if (confirm.exec() == QMessageBox::Yes) applyChange(*change);
}

bool RoundsView::recordNigiri(int board, std::optional<pairing::PlayerId> holder,
                              pairing::NigiriGuess guess, int count) {
  const auto number = shownRound();
  if (!number) return false;
  pairing::NigiriOutcome outcome;
  if (!attempt([&] { outcome = db::recordNigiri(store_, *number, board, holder, guess, count); }))
    return false;
  showRound();
  status_->setText((outcome.guessRight ? tr("Board %1: the guess was right; %2 takes Black.")
                                       : tr("Board %1: the guess was wrong; %2 takes Black."))
                       .arg(board)
                       .arg(nameOf(outcome.black)));
  emit changed();
  return true;
}

void RoundsView::nigiriWithDialog() {
  const int board = boardAt(table_->currentRow());
  if (!shown_ || board == 0) {
    status_->setText(tr("Select the board where the nigiri was done."));
    return;
  }
  for (const pairing::Game& g : shown_->games) {
    if (g.board != board) continue;
    pairing::Player a, b;
    try {
      a = store_.player(g.black);
      b = store_.player(g.white);
    } catch (const db::StoreError& e) {
      status_->setText(StoreErrors::describe(e));
      return;
    }
    NigiriDialog dialog(a, b, board, this);
    if (dialog.exec() == QDialog::Accepted && dialog.holder())
      recordNigiri(board, dialog.holder(), dialog.guess(), dialog.count());
    return;
  }
}

std::vector<NigiriBoard> RoundsView::pendingNigiri() const {
  std::vector<NigiriBoard> out;
  if (!shown_) return out;
  try {
    for (const pairing::Game& g : shown_->games)
      if (g.colours == pairing::ColourMethod::Nigiri && !nigiriDone_.count(g.board))
        out.push_back({g.board, store_.player(g.black), store_.player(g.white)});
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  std::sort(out.begin(), out.end(),
            [](const NigiriBoard& a, const NigiriBoard& b) { return a.board < b.board; });
  return out;
}

int RoundsView::recordNigiris(const std::vector<NigiriEntry>& entries) {
  const auto number = shownRound();
  if (!number) return 0;
  int recorded = 0;
  QStringList refused;
  for (const NigiriEntry& e : entries) {
    // One board at a time, as at the board: a refusal leaves the other boards' nigiri stored.
    if (attempt([&] { db::recordNigiri(store_, *number, e.board, e.holder, e.guess, e.count); }))
      ++recorded;
    else
      refused << tr("board %1: %2").arg(e.board).arg(status_->text());
  }
  showRound();
  QString text = tr("%n nigiri recorded.", "", recorded);
  if (!refused.isEmpty()) text += QLatin1Char(' ') + tr("Not recorded: %1").arg(refused.join("; "));
  status_->setText(text);
  if (recorded) emit changed();
  return recorded;
}

void RoundsView::nigiriBatchWithDialog() {
  const auto number = shownRound();
  const std::vector<NigiriBoard> boards = pendingNigiri();
  if (!number || boards.empty()) {
    status_->setText(tr("No board of this round waits for a nigiri."));
    return;
  }
  NigiriBatchDialog dialog(boards, *number, this);
  if (dialog.exec() == QDialog::Accepted) recordNigiris(dialog.entries());
}

QString RoundsView::documentHtml(Document document, bool forPrint) const {
  const auto number = shownRound();
  if (!number) return {};
  const reports::Tournament tournament = db::loadTournament(store_);
  reports::HtmlOptions options;
  options.lang = language_ && language_->current() == QLatin1String("zh") ? reports::Language::Zh
                                                                          : reports::Language::En;
  options.forPrint = forPrint;
  std::string html;
  switch (document) {
    case Document::PairingsByBoard:
      html = reports::pairingsHtml(tournament, *number, options);
      break;
    case Document::PairingsByName:  // in the reader's order: pinyin for Chinese
      html = reports::pairingsByNameHtml(
          tournament, *number, options,
          nameOrder(options.lang == reports::Language::Zh ? QStringLiteral("zh")
                                                          : QStringLiteral("en")));
      break;
    case Document::Slips:
      html = reports::slipsHtml(tournament, *number, options);
      break;
  }
  return QString::fromStdString(html);
}

print::PaperDocument RoundsView::paperDocument(Document document) const {
  const int number = shownRound().value_or(0);
  const reports::Tournament tournament = db::loadTournament(store_);
  const print::PaperWords words =
      PaperWords::forEvent(tournament, language_ && language_->current() == QLatin1String("zh"));
  switch (document) {
    case Document::PairingsByBoard:
      return print::pairingsDocument(tournament, number, false, words);
    case Document::PairingsByName:
      return print::pairingsDocument(tournament, number, true, words);
    case Document::Slips:
      break;
  }
  print::PaperDocument slips = print::slipsDocument(tournament, number, words);
  // Each slip anchors its game's logs on paper: the short heads of its result log, its clock and
  // the ledger (db/service/chain_check.h), which `tengen db check --head` takes back.
  for (const auto& [board, heads] : db::slipHeadsForPaper(db::readEventChains(store_), number)) {
    QStringList tokens;
    for (const std::string& h : heads) tokens << QString::fromStdString(h);
    for (print::Slip& slip : slips.slipList)
      if (slip.board == words.slipBoard.arg(board))
        slip.logHeads =
            tr("Log heads (tengen db check --head): %1").arg(tokens.join(QLatin1Char(' ')));
  }
  return slips;
}

bool RoundsView::savePdf(Document document, const QString& file) {
  try {
    const QString problem = print::writeDocumentPdf(file, paperDocument(document));
    if (!problem.isEmpty()) {
      status_->setText(tr("The PDF could not be written: %1").arg(problem));
      return false;
    }
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return false;
  }
  status_->setText(tr("Saved %1.").arg(QDir::toNativeSeparators(file)));
  return true;
}

bool RoundsView::publishHtml(Document document, const QString& file) {
  QString html;
  try {
    html = documentHtml(document, false);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return false;
  }
  QSaveFile out(file);  // written whole or not at all
  if (!out.open(QIODevice::WriteOnly) || out.write(html.toUtf8()) < 0 || !out.commit()) {
    status_->setText(
        tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(file), out.errorString()));
    return false;
  }
  status_->setText(tr("Published %1.").arg(QDir::toNativeSeparators(file)));
  return true;
}

void RoundsView::printWithPreview() {
  if (!shown_) return;
  print::PaperDocument paper;
  try {
    paper = paperDocument(static_cast<Document>(document_->currentData().toInt()));
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  QPrinter printer(QPrinter::HighResolution);
  printer.setPageOrientation(paper.layout.landscape ? QPageLayout::Landscape
                                                    : QPageLayout::Portrait);
  QPrintPreviewDialog preview(&printer, this);
  connect(&preview, &QPrintPreviewDialog::paintRequested, this,
          [&paper](QPrinter* p) { print::paintDocument(*p, paper); });
  preview.exec();
}

void RoundsView::savePdfWithDialog() {
  if (!shown_) return;
  const QString file = FileDialogs::saveFileName(
      this, tr("Save as PDF"), tr("round-%1.pdf").arg(shown_->number), tr("PDF (*.pdf)"));
  if (!file.isEmpty()) savePdf(static_cast<Document>(document_->currentData().toInt()), file);
}

void RoundsView::publishWithDialog() {
  if (!shown_) return;
  const QString file = FileDialogs::saveFileName(
      this, tr("Publish as HTML"), tr("round-%1.html").arg(shown_->number), tr("HTML (*.html)"));
  if (!file.isEmpty()) publishHtml(static_cast<Document>(document_->currentData().toInt()), file);
}

QString RoundsView::describe(const db::RoundEditRefusal& r) const {
  using K = db::RoundEditRefusal::Kind;
  QStringList who, boards;
  for (auto id : r.players) who << nameOf(id);
  for (int b : r.boards) boards << QString::number(b);
  const QString whoText = who.join(QStringLiteral(", "));
  const QString boardText = boards.join(QStringLiteral(", "));
  switch (r.kind) {
    case K::NotDrawn:
      return tr("Round %1 has no draw.").arg(r.round);
    case K::LaterRoundExists:
      return tr("Round %1 is already drawn: round %2 can no longer be changed.")
          .arg(r.limit)
          .arg(r.round);
    case K::NotInRound:
      return tr("Not in round %1: %2.").arg(r.round).arg(whoText);
    case K::SamePlayer:
      return tr("Choose two different players or boards.");
    case K::AlreadyPaired:
      return tr("%1 already play each other.").arg(whoText);
    case K::BothByes:
      return tr("%1 both have the bye: there is no board to seat them.").arg(whoText);
    case K::UnknownBoard:
      return tr("Round %1 has no board %2.").arg(r.round).arg(boardText);
    case K::HasResult:
      return tr("Board(s) %1 already have a result: delete it first.").arg(boardText);
    case K::HasRecords:
      return tr("Board(s) %1 have referee ledger entries (裁判记录) or a board clock: their "
                "players stay where they sit, so that no warning passes to someone else.")
          .arg(boardText);
    case K::Changed:
      return tr("Round %1 was changed meanwhile (another desk?): look at it again.").arg(r.round);
    case K::HandicapGame:
      return tr("Board %1 is a handicap game: the weaker player takes Black, no nigiri.")
          .arg(boardText);
    case K::NotInGame:
      return tr("%1 does not play at board %2.").arg(whoText, boardText);
    case K::WrongHolder:
      return tr("%1 should hold the stones (the higher rank, or the older at equal ranks).")
          .arg(whoText);
    case K::HolderNeeded:
      return tr("Board %1: equal ranks and the birth dates do not decide: say who held the "
                "stones.")
          .arg(boardText);
    case K::BadCount:
      return tr("The count of stones is at least 1.");
  }
  return {};
}

QString RoundsView::describe(const db::DrawRefusal& r) const {
  using K = db::DrawRefusal::Kind;
  switch (r.kind) {
    case K::BadRound:
      return tr("Rounds are numbered from 1.");
    case K::BeyondLastRound:
      return tr("The event has %1 rounds; round %2 cannot be drawn.").arg(r.limit).arg(r.round);
    case K::NoPreviousRound:
      return tr("Round %1 has no draw yet: draw it first.").arg(r.limit);
    case K::LaterRoundExists:
      return tr("Round %1 is already drawn: remove it before changing round %2.")
          .arg(r.limit)
          .arg(r.round);
    case K::AlreadyDrawn:
      return tr("Round %1 is already drawn (use Redraw to replace it).").arg(r.round);
    case K::MissingResults: {
      QStringList boards;
      for (int b : r.boards) boards << QString::number(b);
      return tr("Round %1 still has games without a result (boards %2): enter them first.")
          .arg(r.limit)
          .arg(boards.join(QStringLiteral(", ")));
    }
    case K::NotDrawn:
      return tr("Round %1 has no draw.").arg(r.round);
    case K::HasResults:
      return tr("Round %1 already has results.").arg(r.round);
    case K::HasRecords: {
      QStringList boards;
      for (int b : r.boards) boards << QString::number(b);
      return tr("Round %1 has referee ledger entries (裁判记录) or board clocks on boards %2: it "
                "cannot be redrawn or removed, so that no warning passes to someone else.")
          .arg(r.round)
          .arg(boards.join(QStringLiteral(", ")));
    }
    case K::NoValidPairing: {
      QStringList who;
      if (r.failure)
        for (const auto& e : r.failure->players)
          who << QStringLiteral("%1 (%2)").arg(nameOf(e.player),
                                               QString::fromUtf8(pairing::toCode(e.reason).data()));
      return tr("No valid pairing for round %1: %2")
          .arg(r.round)
          .arg(who.join(QStringLiteral("; ")));
    }
  }
  return {};
}

}  // namespace tengen::desk
