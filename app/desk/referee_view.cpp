#include "app/desk/referee_view.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "app/desk/board_clock_window.h"
#include "app/desk/box_layouts.h"
#include "app/desk/clock_face.h"
#include "app/desk/file_dialogs.h"
#include "app/desk/infraction_picker.h"
#include "app/desk/language.h"
#include "app/desk/local_time.h"
#include "app/desk/push_buttons.h"
#include "app/desk/referee_texts.h"
#include "app/desk/round_choices.h"
#include "app/desk/store_errors.h"
#include "app/desk/table_setup.h"
#include "app/print/paper.h"
#include "app/wording/std_text.h"
#include "db/service/clock_wall.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "db/store/reports_store.h"
#include "referee/entry_status.h"
#include "reports/ruling_slip.h"

namespace tengen::desk {
namespace {
using namespace tengen::referee;

const QString kRefereeSetting = QStringLiteral("referee/name");
}  // namespace

RefereeView::RefereeView(db::EventStore& store, const Language& language, QWidget* parent)
    : DeskPanel(parent), store_(store), language_(language) {
  round_ = new QComboBox;
  board_ = new QComboBox;
  board_->setMinimumContentsLength(24);
  boardEntry_ = new QLineEdit;
  boardEntry_->setMaximumWidth(120);
  edition_ = new QLabel;
  connect(round_, &QComboBox::currentIndexChanged, this, [this] {
    fillBoards();
    showChosenGame();
  });
  connect(board_, &QComboBox::currentIndexChanged, this, &RefereeView::showChosenGame);
  connect(boardEntry_, &QLineEdit::returnPressed, this, [this] {
    bool ok = false;
    const int board = boardEntry_->text().trimmed().toInt(&ok);
    if (!ok) {
      status_->setText(tr("Type a board number."));
      return;
    }
    if (showGame(round_->currentData().toInt(), board)) boardEntry_->clear();
  });

  game_ = new QLabel;
  game_->setWordWrap(true);
  tally_ = new QLabel;
  clock_ = new QLabel;
  clock_->setObjectName(QStringLiteral("refereeClock"));
  banner_ = new QLabel;
  banner_->setWordWrap(true);
  banner_->setStyleSheet(QStringLiteral(
      "QLabel{background:#b71c1c;color:white;font-weight:bold;font-size:14pt;padding:6px}"));
  banner_->hide();

  table_ = new QTableWidget;
  table_->setColumnCount(9);
  setUpRecordTable(table_, QAbstractItemView::SingleSelection);
  auto* slip = buttonRunning(this, &RefereeView::printSlipWithPreview);
  auto* pdf = buttonRunning(this, &RefereeView::saveSlipPdf);

  // Chief referee (裁判长): rulings on an entry, result override, verification.
  rulingKind_ = new QComboBox;
  rulingKind_->addItem(QString(), false);
  rulingKind_->addItem(QString(), true);
  auto* reverse = new QPushButton;
  auto* amend = new QPushButton;
  auto* uphold = new QPushButton;
  for (auto [button, ruling] :
       {std::pair{reverse, RulingKind::Reverse}, std::pair{amend, RulingKind::Amend},
        std::pair{uphold, RulingKind::Uphold}}) {
    connect(button, &QPushButton::clicked, this, [this, ruling = ruling] {
      const auto id = selectedEntry();
      if (!id) {
        status_->setText(tr("Select a ledger entry first."));
        return;
      }
      rule(*id, ruling, rulingKind_->currentData().toBool());
    });
  }
  override_ = new QLineEdit;
  auto* overrideButton = buttonRunning(this, [this] { overrideResult(override_->text()); });
  auto* verifyButton = buttonRunning(this, &RefereeView::verify);
  verified_ = new QLabel;
  verified_->setWordWrap(true);
  auto* chiefBox = new QGroupBox;
  auto* chiefLayout = new QVBoxLayout(chiefBox);
  auto* rulingRow = new QHBoxLayout;
  rulingRow->addWidget(rulingKind_);
  rulingRow->addWidget(reverse);
  rulingRow->addWidget(amend);
  rulingRow->addWidget(uphold);
  rulingRow->addStretch();
  auto* overrideRow = new QHBoxLayout;
  overrideRow->addWidget(override_, 1);
  overrideRow->addWidget(overrideButton);
  overrideRow->addWidget(verifyButton);
  chiefLayout->addLayout(rulingRow);
  chiefLayout->addLayout(overrideRow);
  chiefLayout->addWidget(verified_);

  // Logging an infraction.
  player_ = new QComboBox;
  picker_ = new InfractionPicker(zh());
  referee_ = new QLineEdit;
  note_ = new QLineEdit;
  auto* log = buttonRunning(this, &RefereeView::logInfraction);
  auto* logBox = new QGroupBox;
  auto* logLayout = new QVBoxLayout(logBox);
  auto* who = new QFormLayout;
  auto* playerLabel = new QLabel;
  who->addRow(playerLabel, player_);
  logLayout->addLayout(who);
  logLayout->addWidget(picker_, 1);
  auto* by = new QFormLayout;
  auto* refereeLabel = new QLabel;
  auto* noteLabel = new QLabel;
  by->addRow(refereeLabel, referee_);
  by->addRow(noteLabel, note_);
  logLayout->addLayout(by);
  logLayout->addWidget(log);

  auto* left = new QWidget;
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  leftLayout->addWidget(table_, 1);
  auto* slipRow = new QHBoxLayout;
  slipRow->addStretch();
  slipRow->addWidget(slip);
  slipRow->addWidget(pdf);
  leftLayout->addLayout(slipRow);
  leftLayout->addWidget(chiefBox);
  auto* split = new QSplitter;
  split->addWidget(left);
  split->addWidget(logBox);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);

  status_ = new QLabel;
  status_->setWordWrap(true);
  auto* roundLabel = new QLabel;
  auto* boardLabel = new QLabel;
  texts_([=, this] {
    roundLabel->setText(tr("Round"));
    boardLabel->setText(tr("Board"));
    boardEntry_->setPlaceholderText(tr("Board no., Enter"));
    slip->setText(tr("Ruling &slip..."));
    pdf->setText(tr("Slip as &PDF..."));
    rulingKind_->setItemText(0, tr("Correction (更正)"));
    rulingKind_->setItemText(1, tr("Appeal outcome (申诉裁决)"));
    reverse->setText(tr("&Reverse entry"));
    amend->setText(tr("&Amend to chosen infraction"));
    uphold->setText(tr("&Uphold"));
    override_->setPlaceholderText(tr("Result: B+R, W+, jigo, both-lose..."));
    overrideButton->setText(tr("&Override result"));
    verifyButton->setText(tr("&Verify ledger"));
    chiefBox->setTitle(tr("Chief referee (裁判长)"));
    note_->setPlaceholderText(tr("What happened (required for \"other\")"));
    log->setText(tr("Log &infraction"));
    logBox->setTitle(tr("Log an infraction"));
    playerLabel->setText(tr("Player"));
    refereeLabel->setText(tr("Referee"));
    noteLabel->setText(tr("Note"));
  });
  columnOn(this,
           {rowOf({roundLabel, round_, boardLabel, {board_, 1}, boardEntry_, Stretch{}, edition_}),
            game_,
            tally_,
            clock_,
            banner_,
            {split, 1},
            status_});
  reload();
}

bool RefereeView::zh() const {
  return language_.current() == QLatin1String("zh");
}

QString RefereeView::chief() const {
  try {
    return qs(store_.event().chiefReferee);
  } catch (const db::StoreError&) {
    return {};
  }
}

void RefereeView::reload() {
  try {
    names_ = RoundChoices::load(store_, round_);
    picker_->setEdition(db::LedgerStore(store_).edition());
    showEdition();
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  if (referee_->text().isEmpty()) {
    const QString saved = QSettings().value(kRefereeSetting).toString();
    referee_->setText(saved.isEmpty() ? chief() : saved);
  }
  fillBoards();
  showChosenGame();
}

void RefereeView::showEdition() {
  edition_->setText(tr("Rules edition: %1").arg(RefereeTexts::edition(picker_->edition())));
}

void RefereeView::retranslateUi() {
  // In place: the game, the offender, the chosen infraction, the typed referee, note and result,
  // and the selected ledger entry stay.
  texts_.retranslate();
  showEdition();
  picker_->setZh(zh());
  RoundChoices::retranslate(round_);
  fillBoards();
  const int row = table_->currentRow();
  const int down = table_->verticalScrollBar()->value();
  showChosenGame();
  if (row >= 0 && row < table_->rowCount()) table_->selectRow(row);
  table_->verticalScrollBar()->setValue(down);
}

void RefereeView::fillBoards() {
  const QVariant wanted = board_->currentData();
  const QSignalBlocker quiet(board_);
  board_->clear();
  if (!round_->currentData().isValid()) return;
  try {
    if (const auto round = store_.round(round_->currentData().toInt())) {
      for (const pairing::Game& g : round->games)
        board_->addItem(tr("%1: %2 – %3").arg(g.board).arg(names_[g.black], names_[g.white]),
                        g.board);
    }
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  const int at = wanted.isValid() ? board_->findData(wanted) : -1;
  board_->setCurrentIndex(at >= 0 ? at : 0);
}

bool RefereeView::showGame(int round, int board) {
  const int r = round_->findData(round);
  if (r < 0) {
    status_->setText(tr("Round %1 has no draw.").arg(round));
    return false;
  }
  RoundChoices::choose(round_, round);  // refills the boards; an older round stays chosen
  const int b = board_->findData(board);
  if (b < 0) {
    status_->setText(tr("Round %1 has no board %2.").arg(round).arg(board));
    return false;
  }
  board_->setCurrentIndex(b);
  showChosenGame();
  return true;
}

void RefereeView::showChosenGame() {
  // The offender chosen stays chosen while the same game is shown (e.g. after logging).
  const int keepPlayer = std::max(0, player_->currentIndex());
  const bool sameGame =
      shownRound_ == round_->currentData().toInt() && shownBoard_ == board_->currentData().toInt();
  shownRound_ = 0;
  shownBoard_ = 0;
  game_->clear();
  tally_->clear();
  clock_->clear();
  banner_->hide();
  table_->setRowCount(0);
  {
    const QSignalBlocker quiet(player_);
    player_->clear();
  }
  if (!round_->currentData().isValid() || !board_->currentData().isValid()) {
    game_->setText(tr("No round has been drawn yet."));
    return;
  }
  const int round = round_->currentData().toInt();
  const int board = board_->currentData().toInt();
  try {
    const auto drawn = store_.round(round);
    const pairing::Game* game = nullptr;
    if (drawn)
      for (const pairing::Game& g : drawn->games)
        if (g.board == board) game = &g;
    if (!game) return;
    shownRound_ = round;
    shownBoard_ = board;
    player_->addItem(tr("Black: %1").arg(names_[game->black]), 0);
    player_->addItem(tr("White: %1").arg(names_[game->white]), 1);
    player_->setCurrentIndex(sameGame ? keepPlayer : 0);
    QString result = tr("no result yet");
    if (game->result) {
      result = qs(game->result->toString());
      if (game->result->byReferee)
        result = tr("%1 by referee (ledger entry %2)")
                     .arg(result)
                     .arg(game->result->ledgerEntry.value_or(0));
    }
    game_->setText(tr("Round %1, board %2 — Black: %3 · White: %4 — Result: %5")
                       .arg(round)
                       .arg(board)
                       .arg(names_[game->black], names_[game->white], result));
    const GameRuling ruling = db::LedgerStore(store_).ruling(round, board);
    tally_->setText(tr("Black: %1 warning(s) (警告), %2 advice (劝告) · White: %3 warning(s), %4 "
                       "advice")
                        .arg(ruling.black.warnings)
                        .arg(ruling.black.advice)
                        .arg(ruling.white.warnings)
                        .arg(ruling.white.advice));
    clock_->setText(clockText(round, board));
    const QString banner = RefereeTexts::banner(ruling, zh());
    banner_->setText(banner);
    banner_->setVisible(!banner.isEmpty());
    showLedger();
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
}

QString RefereeView::clockText(int round, int board) const {
  // A snapshot of the board's clock from its stored journal (the Clocks tab follows it live).
  using clock::Player;
  const std::vector<db::WallBoard> wall =
      db::loadClockWall(store_, round, BoardClockWindow::systemNow());
  const auto it = std::find_if(wall.begin(), wall.end(),
                               [&](const db::WallBoard& b) { return b.board == board; });
  if (it == wall.end() || !it->clock) return tr("Clock: none started for this board.");
  const clock::GameClock& c = *it->clock;
  const clock::Ms now = it->journalTime(BoardClockWindow::systemNow().mono);
  auto side = [&](Player p) {
    const clock::PlayerView v = c.view(p, now);
    QString t = ClockFace::timeText(v.flagged ? 0 : ClockFace::shownLeft(v));
    if (v.overtime || v.main == 0) t += QStringLiteral(" ×%1").arg(v.periods);
    return v.flagged ? tr("%1 (flag fallen)").arg(t) : t;
  };
  QString text = tr("Clock: Black %1 · White %2").arg(side(Player::Black), side(Player::White));
  const clock::Phase phase = c.phase();
  if (phase == clock::Phase::Running)
    text += QStringLiteral(" — ") +
            (c.toMove() == Player::Black ? tr("Black to move") : tr("White to move"));
  else if (phase == clock::Phase::Paused || phase == clock::Phase::Adjourned)
    text += QStringLiteral(" — ") + tr("paused");
  if (auto call = c.latestCall(now))
    text += QStringLiteral(" — ") + QString::fromStdString(zh() ? call->zh : call->en);
  return text;
}

namespace {
QString statusText(const EntryStatus& s) {
  const qint64 by = s.by.value_or(0);
  switch (s.kind) {
    case EntryStatus::Kind::Stands:
      return RefereeView::tr("stands");
    case EntryStatus::Kind::Upheld:
      return RefereeView::tr("upheld (#%1)").arg(by);
    case EntryStatus::Kind::Amended:
      return RefereeView::tr("amended (#%1)").arg(by);
    case EntryStatus::Kind::Reversed:
      return RefereeView::tr("reversed (#%1)").arg(by);
  }
  return {};
}
}  // namespace

void RefereeView::showLedger() {
  table_->setHorizontalHeaderLabels({tr("#"), tr("Time"), tr("Player"), tr("Entry"),
                                     tr("Infraction"), tr("Penalty"), tr("Referee"), tr("Note"),
                                     tr("Status")});
  const std::vector<LedgerEntry> entries =
      db::LedgerStore(store_).entries(shownRound_, shownBoard_);
  const GameRuling ruling = ruleGame(entries, shownRound_, shownBoard_);
  // What became of each entry (referee/entry_status.h decides it, the CLI lists the same).
  std::map<std::int64_t, QString> status;
  for (const auto& [id, st] : entryStatuses(entries)) status[id] = statusText(st);

  table_->setRowCount(static_cast<int>(entries.size()));
  for (int row = 0; row < static_cast<int>(entries.size()); ++row) {
    const LedgerEntry& e = entries[static_cast<std::size_t>(row)];
    // In local time, hours and minutes (the date is the round's); the full time in the tooltip.
    const QString local = localTime(e.when);
    const QString when = local.size() >= 16 ? local.mid(11, 5) : local;
    const QStringList cells = {
        QString::number(e.id),
        when,
        e.player ? RefereeTexts::side(*e.player) : QString(),
        RefereeTexts::kind(e),
        e.infraction.empty() ? QString() : RefereeTexts::infraction(e.infraction, zh()),
        RefereeTexts::sanctions(e.sanctions, zh()),
        qs(e.referee),
        qs(e.note),
        status.count(e.id) ? status[e.id] : QString()};
    for (int c = 0; c < cells.size(); ++c) table_->setItem(row, c, new QTableWidgetItem(cells[c]));
    table_->item(row, 1)->setToolTip(local);
    if (ruling.decidingEntry && *ruling.decidingEntry == e.id)
      for (int c = 0; c < cells.size(); ++c)
        table_->item(row, c)->setBackground(QColor(255, 205, 210));
  }
  table_->resizeColumnsToContents();
}

template <typename Write>
bool RefereeView::write(Write&& body) {
  if (!shownRound_) {
    status_->setText(tr("Choose a game first."));
    return false;
  }
  try {
    body();
  } catch (const db::LedgerError& e) {
    status_->setText(RefereeTexts::refusal(e, chief()));
    return false;
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return false;
  }
  QSettings().setValue(kRefereeSetting, referee_->text().trimmed());
  showChosenGame();
  emit changed();
  return true;
}

bool RefereeView::logInfraction() {
  if (picker_->code().isEmpty()) {
    status_->setText(tr("Choose an infraction from the catalogue."));
    return false;
  }
  db::InfractionReport report;
  report.round = shownRound_;
  report.board = shownBoard_;
  report.player = player_->currentData().toInt() == 1 ? Side::White : Side::Black;
  report.infraction = picker_->code().toStdString();
  report.penalty = picker_->penalty().toStdString();
  report.referee = referee_->text().trimmed().toStdString();
  report.note = note_->text().trimmed().toStdString();
  db::LedgerWrite w;
  if (!write([&] { w = db::LedgerStore(store_).log(report); })) return false;
  const Tally& t = w.ruling.tally(report.player);
  status_->setText(tr("Entry %1: %2 — %3. %4 now has %5 warning(s) and %6 advice in this game.")
                       .arg(w.entry.id)
                       .arg(RefereeTexts::infraction(w.entry.infraction, zh()),
                            RefereeTexts::sanctions(w.entry.sanctions, zh()),
                            RefereeTexts::side(report.player))
                       .arg(t.warnings)
                       .arg(t.advice));
  note_->clear();
  return true;
}

bool RefereeView::rule(std::int64_t id, RulingKind ruling, bool appeal) {
  db::LedgerWrite w;
  const std::string code = ruling == RulingKind::Amend ? picker_->code().toStdString() : "";
  const std::string penalty = ruling == RulingKind::Amend ? picker_->penalty().toStdString() : "";
  if (!write([&] {
        w = db::LedgerStore(store_).rule(
            appeal ? EntryKind::Appeal : EntryKind::Correction, id, ruling, code, penalty,
            referee_->text().trimmed().toStdString(), note_->text().trimmed().toStdString());
      }))
    return false;
  status_->setText(tr("Entry %1: %2").arg(w.entry.id).arg(RefereeTexts::kind(w.entry)));
  note_->clear();
  return true;
}

bool RefereeView::overrideResult(const QString& text) {
  const auto result = pairing::Result::parse(text.trimmed().toStdString());
  if (!result) {
    status_->setText(
        tr("'%1' is not a result (B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...)").arg(text));
    return false;
  }
  db::LedgerWrite w;
  if (!write([&] {
        w = db::LedgerStore(store_).override(shownRound_, shownBoard_, *result,
                                             referee_->text().trimmed().toStdString(),
                                             note_->text().trimmed().toStdString());
      }))
    return false;
  status_->setText(tr("Entry %1: %2").arg(w.entry.id).arg(RefereeTexts::kind(w.entry)));
  override_->clear();
  note_->clear();
  return true;
}

bool RefereeView::verify() {
  db::LedgerVerification v;
  try {
    v = db::LedgerStore(store_).verify();
  } catch (const db::StoreError& e) {
    verified_->setText(StoreErrors::describe(e));
    return false;
  }
  if (v.intact()) {
    verified_->setStyleSheet(QStringLiteral("color:#1b5e20"));
    verified_->setText(tr("Ledger intact: %1 entries, head %2; every game's result agrees with it.")
                           .arg(v.entries)
                           .arg(qs(v.head.substr(0, 16))));
    return true;
  }
  QStringList lines;
  for (const ChainProblem& p : v.chain) {
    switch (p.kind) {
      case ChainProblem::Kind::BadHash:
        lines << tr("Entry %1 has been altered: its content no longer matches its hash.")
                     .arg(p.entry);
        break;
      case ChainProblem::Kind::BrokenLink:
        lines << tr("Entry %1 does not link to the entry before it.").arg(p.entry);
        break;
      case ChainProblem::Kind::Sequence:
        lines << tr("Entry %1: the numbering has a gap.").arg(p.entry);
        break;
    }
  }
  for (const auto& m : v.results)
    lines << tr("Round %1 board %2: the stored result is %3 but the ledger says %4.")
                 .arg(m.round)
                 .arg(m.board)
                 .arg(m.stored ? qs(m.stored->toString()) : tr("none"),
                      m.ruling.result ? qs(m.ruling.result->toString()) : tr("none"));
  for (const auto& m : v.seats)
    lines << tr("Entry %1 (round %2 board %3) was written for player %4, but player %5 sits there "
                "now: the warning must not count for someone else.")
                 .arg(m.entry)
                 .arg(m.round)
                 .arg(m.board)
                 .arg(m.recorded)
                 .arg(m.seated);
  verified_->setStyleSheet(QStringLiteral("color:#b71c1c;font-weight:bold"));
  verified_->setText(tr("The ledger does not verify:") + QLatin1Char('\n') +
                     lines.join(QLatin1Char('\n')));
  return false;
}

std::optional<std::int64_t> RefereeView::selectedEntry() const {
  int row = table_->currentRow();
  if (row < 0) row = table_->rowCount() - 1;
  if (row < 0 || !table_->item(row, 0)) return std::nullopt;
  return table_->item(row, 0)->text().toLongLong();
}

std::optional<print::FormDocument> RefereeView::slipDocument(std::int64_t id) const {
  try {
    const auto slip =
        reports::rulingSlip(db::loadTournament(store_), db::LedgerStore(store_).entries(), id,
                            zh() ? reports::Language::Zh : reports::Language::En);
    if (!slip) return std::nullopt;
    return print::rulingSlipDocument(
        *slip, QCoreApplication::translate("PaperWords", "page %1 / %2",
                                           "printed page footer: page, pages"));
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return std::nullopt;
  }
}

bool RefereeView::printSlipTo(std::int64_t id, QPrinter* printer) const {
  const auto document = slipDocument(id);
  if (!document) return false;
  printer->setPageOrientation(QPageLayout::Portrait);
  return print::paintForm(*printer, document->header, document->form, document->layout) > 0;
}

bool RefereeView::saveSlipPdfTo(std::int64_t id, const QString& path) {
  const auto document = slipDocument(id);
  if (!document) return false;
  const QString problem =
      print::writeFormPdf(path, document->header, document->form, document->layout);
  if (!problem.isEmpty()) {
    status_->setText(tr("The PDF could not be written: %1").arg(problem));
    return false;
  }
  status_->setText(tr("Ruling slip saved to %1").arg(path));
  return true;
}

void RefereeView::printSlipWithPreview() {
  const auto id = selectedEntry();
  if (!id) {
    status_->setText(tr("Select a ledger entry first."));
    return;
  }
  QPrinter printer(QPrinter::HighResolution);
  QPrintPreviewDialog preview(&printer, this);
  connect(&preview, &QPrintPreviewDialog::paintRequested, this,
          [this, id](QPrinter* p) { printSlipTo(*id, p); });
  preview.exec();
}

void RefereeView::saveSlipPdf() {
  const auto id = selectedEntry();
  if (!id) {
    status_->setText(tr("Select a ledger entry first."));
    return;
  }
  const QString path = FileDialogs::saveFileName(
      this, tr("Save ruling slip"),
      QStringLiteral("ruling-%1-r%2-b%3.pdf").arg(*id).arg(shownRound_).arg(shownBoard_),
      tr("PDF files (*.pdf)"));
  if (path.isEmpty()) return;
  saveSlipPdfTo(*id, path);
}

}  // namespace tengen::desk
