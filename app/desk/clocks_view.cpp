#include "app/desk/clocks_view.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTimer>
#include <algorithm>

#include "app/desk/box_layouts.h"
#include "app/desk/clock_face.h"
#include "app/desk/language.h"
#include "app/desk/push_buttons.h"
#include "app/desk/retranslate.h"
#include "app/desk/round_choices.h"
#include "app/desk/store_errors.h"
#include "app/desk/table_setup.h"
#include "db/store/clock_journal_store.h"
#include "db/store/clock_voice.h"
#include "db/store/event_store.h"
#include "db/store/pg_change_feed.h"

namespace tengen::desk {

using namespace tengen::clock;

namespace {
enum Column {
  kBoard,
  kBlack,
  kBlackTime,
  kWhiteTime,
  kWhite,
  kToMove,
  kCall,
  kState,
  kVoice,
  kColumns
};

// The voice choices: what the combo boxes hold as data ("" for a board: the event's default).
QString voiceName(const QString& lang) {
  return lang == QLatin1String("en") ? ClocksView::tr("English") : ClocksView::tr("Chinese");
}
}  // namespace

ClocksView::ClocksView(db::EventStore& store, const Language& language, Speech* speech,
                       BoardClockWindow::NowSource now, QWidget* parent)
    : QWidget(parent),
      store_(store),
      language_(language),
      speech_(speech),
      now_(now ? std::move(now) : BoardClockWindow::NowSource(&BoardClockWindow::systemNow)),
      sleepWatch_(now_()) {
  round_ = new QComboBox;
  connect(round_, &QComboBox::currentIndexChanged, this, [this] {
    journalRows_ = -1;
    refresh();
  });
  table_ = new QTableWidget;
  table_->setColumnCount(kColumns);
  setUpRecordTable(table_, QAbstractItemView::SingleSelection);
  connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
    if (row >= 0 && row < static_cast<int>(boards_.size()))
      openBoard(boards_[static_cast<std::size_t>(row)].board);
  });
  auto* open = buttonRunning(this, [this] {
    const int row = table_->currentRow();
    if (row >= 0 && row < static_cast<int>(boards_.size()))
      openBoard(boards_[static_cast<std::size_t>(row)].board);
  });
  eventVoice_ = new QComboBox;
  eventVoice_->setObjectName(QStringLiteral("eventVoice"));
  boardVoice_ = new QComboBox;
  boardVoice_->setObjectName(QStringLiteral("boardVoice"));
  // Activated (a choice made), not currentIndexChanged: filling the boxes stores nothing.
  connect(eventVoice_, &QComboBox::activated, this,
          [this] { setEventVoice(eventVoice_->currentData().toString()); });
  connect(boardVoice_, &QComboBox::activated, this,
          [this] { setBoardVoice(boardVoice_->currentData().toString()); });
  connect(table_, &QTableWidget::currentCellChanged, this, [this] { showVoices(); });
  status_ = new QLabel;
  status_->setWordWrap(true);
  timer_ = new QTimer(this);
  timer_->setSingleShot(true);
  timer_->setTimerType(Qt::PreciseTimer);  // aimed at the next change; coarse timers fire early
  connect(timer_, &QTimer::timeout, this, &ClocksView::refresh);

  if (store_.dialect() == db::Dialect::PostgreSQL) {
    try {
      feed_ = new db::ChangeFeed(store_.path(), store_.eventId(), this);
      connect(feed_, &db::ChangeFeed::changed, this, [this](const db::Change& c) {
        if (c.table.startsWith(QLatin1String("clock_")) || c.table == QLatin1String("game")) {
          journalRows_ = -1;
          refresh();
        }
      });
    } catch (const db::StoreError&) {
      // Without the feed the wall still reads the store at every deadline and when shown.
    }
  }

  auto* roundLabel = new QLabel;
  auto* eventVoiceLabel = new QLabel;
  auto* boardVoiceLabel = new QLabel;
  eventVoiceLabel->setBuddy(eventVoice_);
  boardVoiceLabel->setBuddy(boardVoice_);
  texts_([this, open, roundLabel, eventVoiceLabel, boardVoiceLabel] {
    open->setText(tr("Open board &clock"));
    roundLabel->setText(tr("Round"));
    eventVoiceLabel->setText(tr("Clocks spea&k"));
    boardVoiceLabel->setText(tr("Selected &board speaks"));
    eventVoice_->setToolTip(
        tr("The language every board clock calls in (读秒), unless the board "
           "has its own; not the desk's language"));
    boardVoice_->setToolTip(tr("The language of the selected board's clock calls"));
    showVoices();
  });
  columnOn(this, {rowOf({roundLabel, round_, Stretch{}, eventVoiceLabel, eventVoice_,
                         boardVoiceLabel, boardVoice_, open}),
                  {table_, 1},
                  status_});
  reload();
}

void ClocksView::changeEvent(QEvent* event) {
  // In place: the round, the selection and the open board clocks stay; the open clocks make
  // their next call in the language now chosen.
  if (event->type() == QEvent::LanguageChange) {
    texts_.retranslate();
    RoundChoices::retranslate(round_);
    refresh();  // the open clocks keep their own voice (voiceOf), whatever the desk speaks
  }
  QWidget::changeEvent(event);
}

int ClocksView::timerInterval() const {
  return timer_->isActive() ? timer_->interval() : -1;
}

void ClocksView::reload() {
  try {
    names_ = RoundChoices::load(store_, round_);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  journalRows_ = -1;  // results or clocks may have changed elsewhere
  refresh();
  showVoices();  // another desk may have chosen them
}

void ClocksView::loadJournals() {
  const int round = round_->currentData().toInt();
  const std::int64_t rows = db::ClockJournalStore(store_).eventCount();
  if (rows == journalRows_ && round == loadedRound_) return;
  boards_ = db::loadClockWall(store_, round, now_());
  journalRows_ = rows;
  loadedRound_ = round;
}

void ClocksView::refresh() {
  timer_->stop();
  if (!round_->currentData().isValid()) {
    boards_.clear();
    table_->setRowCount(0);
    status_->setText(tr("No round has been drawn yet."));
    return;
  }
  try {
    loadJournals();
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  const db::ClockNow now = now_();
  const Ms nowMono = now.mono;
  QString problem;
  const db::ClockNow before = sleepWatch_.last();
  if (auto slept = sleepWatch_.read(now)) {
    try {
      // Every running board's reading missed the sleep, whether or not its window is open.
      db::noteWallSleep(store_, boards_, before, now, slept->asleep);
    } catch (const db::StoreError& e) {
      problem = StoreErrors::describe(e);
    }
  }
  try {
    // A flag on a board without an open window still becomes the game's result here.
    db::reportWallFlags(store_, loadedRound_, boards_, nowMono);
  } catch (const db::StoreError& e) {
    problem = StoreErrors::describe(e);
  }
  redraw(nowMono);
  if (!problem.isEmpty()) status_->setText(status_->text() + QStringLiteral("\n") + problem);
  if (auto next = db::nextWallChange(boards_, nowMono))
    timer_->start(static_cast<int>(std::clamp<Ms>(*next - nowMono, 0, kHour)));
}

void ClocksView::redraw(Ms nowMono) {
  table_->setHorizontalHeaderLabels({tr("Board"), tr("Black"), tr("Black's time"),
                                     tr("White's time"), tr("White"), tr("To move"),
                                     tr("Latest call"), tr("State"), tr("Voice")});
  std::optional<std::string> fallback;
  try {
    fallback = db::eventVoice(store_);
  } catch (const db::StoreError&) {
    // A store that cannot say: the column shows the built-in default.
  }
  const QString eventVoice =
      QString::fromStdString(fallback.value_or(std::string(db::kDefaultVoice)));
  const bool zh = language_.current() == QLatin1String("zh");
  table_->setRowCount(static_cast<int>(boards_.size()));
  int running = 0, flagged = 0, noClock = 0, toCheck = 0;
  for (int row = 0; row < static_cast<int>(boards_.size()); ++row) {
    const db::WallBoard& b = boards_[static_cast<std::size_t>(row)];
    QStringList cells(kColumns);
    cells[kBoard] = QString::number(b.board);
    cells[kBlack] = names_[b.black];
    cells[kWhite] = names_[b.white];
    cells[kVoice] = b.voice ? voiceName(QString::fromStdString(*b.voice))
                            : tr("%1 (event)").arg(voiceName(eventVoice));
    QColor background;
    if (!b.clock) {
      ++noClock;
      cells[kState] =
          b.result ? tr("no clock, result %1").arg(QString::fromStdString(b.result->toString()))
                   : tr("no clock");
    } else {
      const GameClock& c = *b.clock;
      const Ms now = b.journalTime(nowMono);
      const PlayerView bv = c.view(Player::Black, now), wv = c.view(Player::White, now);
      auto timeCell = [](const PlayerView& v) {
        QString t = ClockFace::timeText(v.flagged ? 0 : ClockFace::shownLeft(v));
        if (v.overtime || v.main == 0) t += QStringLiteral("  ×%1").arg(v.periods);
        return t;
      };
      cells[kBlackTime] = timeCell(bv);
      cells[kWhiteTime] = timeCell(wv);
      const Phase phase = c.phase();
      if (phase == Phase::Running || phase == Phase::Paused || phase == Phase::Adjourned)
        cells[kToMove] = c.toMove() == Player::Black ? tr("Black") : tr("White");
      if (auto call = c.latestCall(now))
        cells[kCall] = QString::fromStdString(zh ? call->zh : call->en);
      if (bv.flagged || wv.flagged) {
        ++flagged;
        const QString who = bv.flagged ? tr("Black") : tr("White");
        const QString result = b.result ? QString::fromStdString(b.result->toString()) : QString();
        if (!b.result)
          cells[kState] = tr("%1 lost on time").arg(who);
        else if (b.result->method == pairing::WinMethod::Time)
          cells[kState] = tr("%1 lost on time, result %2").arg(who, result);
        else  // decided before the flag fell (a resignation entered while the clock ran on)
          cells[kState] = tr("%1's flag fell after the result %2").arg(who, result);
        background = QColor(239, 154, 154);  // a flag fall: red
      } else if (phase == Phase::Over) {
        cells[kState] = tr("over");
      } else if (phase == Phase::Paused || phase == Phase::Adjourned) {
        cells[kState] = tr("paused");
        background = QColor(207, 216, 220);
      } else if (phase == Phase::NotStarted) {
        cells[kState] = tr("not started");
      } else {
        ++running;
        const PlayerView& mover = c.toMove() == Player::Black ? bv : wv;
        const FaceState st = ClockFace::state(mover, phase);
        cells[kState] = ClockFace::stateText(mover, phase);
        if (st == FaceState::LastPeriod) background = QColor(255, 204, 128);  // last period
      }
      if (b.sleptUnconfirmed && !bv.flagged && !wv.flagged) {
        ++toCheck;
        cells[kState] = tr("computer slept %1: referee to check")
                            .arg(ClockFace::timeText(*b.sleptUnconfirmed)) +
                        QStringLiteral(" · ") + cells[kState];
        background = QColor(206, 147, 216);  // a sleep the referee has not confirmed: purple
      }
    }
    for (int col = 0; col < kColumns; ++col) {
      auto* item = new QTableWidgetItem(cells[col]);
      if (background.isValid()) item->setBackground(background);
      table_->setItem(row, col, item);
    }
  }
  table_->resizeColumnsToContents();
  status_->setText(tr("%n board(s)", "", static_cast<int>(boards_.size())) + QStringLiteral(" · ") +
                   tr("%n running", "", running) + QStringLiteral(" · ") +
                   tr("%n flag(s) fallen", "", flagged) + QStringLiteral(" · ") +
                   tr("%n without a clock", "", noClock) +
                   (toCheck ? QStringLiteral(" · ") + tr("%n to check", "", toCheck) : QString()));
}

void ClocksView::closeBoards() {
  for (const auto& [key, window] : windows_)
    if (window) window->close();
  windows_.clear();
}

BoardClockWindow* ClocksView::openBoard(int board) {
  const int round = round_->currentData().toInt();
  if (std::none_of(boards_.begin(), boards_.end(),
                   [board](const db::WallBoard& b) { return b.board == board; }))
    return nullptr;  // no such board in the shown round
  auto it = windows_.find({round, board});
  if (it != windows_.end() && it->second) {
    it->second->show();
    it->second->raise();
    it->second->activateWindow();
    return it->second;
  }
  QString voice =
      QString::fromUtf8(db::kDefaultVoice.data(), static_cast<qsizetype>(db::kDefaultVoice.size()));
  try {
    voice = QString::fromStdString(db::voiceOf(store_, round, board));
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  auto* w = new BoardClockWindow(store_, round, board, voice, speech_, now_, this);
  connect(w, &BoardClockWindow::changed, this, &ClocksView::refresh);
  windows_[{round, board}] = w;
  w->show();
  return w;
}

void ClocksView::showVoices() {
  // The boxes show what is stored; filling them stores nothing (they act on `activated`).
  const QSignalBlocker blockEvent(eventVoice_), blockBoard(boardVoice_);
  std::optional<std::string> fallback, own;
  const int row = table_->currentRow();
  const bool board = row >= 0 && row < static_cast<int>(boards_.size());
  try {
    fallback = db::eventVoice(store_);
    if (board) own = boards_[static_cast<std::size_t>(row)].voice;
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  const QString shared = QString::fromStdString(fallback.value_or(std::string(db::kDefaultVoice)));
  eventVoice_->clear();
  boardVoice_->clear();
  boardVoice_->addItem(tr("as the event (%1)").arg(voiceName(shared)), QString());
  for (const QString& lang : {QStringLiteral("zh"), QStringLiteral("en")}) {
    eventVoice_->addItem(voiceName(lang), lang);
    boardVoice_->addItem(voiceName(lang), lang);
  }
  eventVoice_->setCurrentIndex(eventVoice_->findData(shared));
  boardVoice_->setCurrentIndex(own ? boardVoice_->findData(QString::fromStdString(*own)) : 0);
  boardVoice_->setEnabled(board);
}

void ClocksView::setEventVoice(const QString& lang) {
  try {
    db::setEventVoice(store_, lang.toStdString());
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  voicesChanged();
}

void ClocksView::setBoardVoice(const QString& lang) {
  const int row = table_->currentRow();
  if (row < 0 || row >= static_cast<int>(boards_.size())) return;
  const int board = boards_[static_cast<std::size_t>(row)].board;
  try {
    db::setBoardVoice(store_, round_->currentData().toInt(), board,
                      lang.isEmpty() ? std::nullopt : std::optional(lang.toStdString()));
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  voicesChanged();
}

// A voice was chosen here (or refused): the table, the choices shown and the open clocks follow
// what is stored now.
void ClocksView::voicesChanged() {
  journalRows_ = -1;
  refresh();
  showVoices();
  applyVoices();
}

void ClocksView::applyVoices() {
  // An open clock speaks its next call in its new voice at once.
  for (const auto& [key, window] : windows_) {
    if (!window) continue;
    try {
      window->setLanguage(QString::fromStdString(db::voiceOf(store_, key.first, key.second)));
    } catch (const db::StoreError& e) {
      status_->setText(StoreErrors::describe(e));
    }
  }
}

}  // namespace tengen::desk
