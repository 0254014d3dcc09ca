#include "app/desk/board_clock_window.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QFontMetrics>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLoggingCategory>
#include <QMouseEvent>
#include <QPushButton>
#include <QResizeEvent>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <chrono>
#include <variant>

#include "app/desk/clock_face.h"
#include "app/desk/speech.h"
#include "app/desk/store_errors.h"
#include "clock/spec_parser.h"
#include "db/store/event_store.h"

namespace tengen::desk {

using namespace tengen::clock;

namespace {

constexpr Ms kRefereeStep = kMinute;
// A call older than this when it is noticed (the window was busy) is shown but not spoken.
constexpr Ms kSpeakLate = kSecond;

QFont sized(int points, bool bold = false) {
  QFont f;
  f.setPointSize(points);
  f.setBold(bold);
  return f;
}

// Sets `label`'s font to `pixels` high (unchanged when it already is: no relayout).
void setPixelSize(QLabel* label, int pixels) {
  pixels = std::max(pixels, 8);
  if (label->font().pixelSize() == pixels) return;
  QFont f = label->font();
  f.setPixelSize(pixels);
  label->setFont(f);
}

// Text whose width follows the font, not the layout: the layout gives the space and the font is
// fitted to it (a label sized by its text would grow the window with its font).
void letFontFollowSpace(QLabel* label, QSizePolicy::Policy vertical) {
  label->setSizePolicy(QSizePolicy::Ignored, vertical);
  label->setMinimumSize(1, 1);
}

}  // namespace

db::ClockNow BoardClockWindow::systemNow() {
  const auto mono = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now().time_since_epoch())
                        .count();
  return {static_cast<Ms>(mono), boost::posix_time::microsec_clock::universal_time()};
}

BoardClockWindow::BoardClockWindow(db::EventStore& store, int round, int board, const QString& lang,
                                   Speech* speech, NowSource now, QWidget* parent)
    : DeskPanel(parent, Qt::Window),
      store_(store),
      round_(round),
      board_(board),
      lang_(lang),
      speech_(speech),
      now_(now ? std::move(now) : NowSource(&BoardClockWindow::systemNow)) {
  setAttribute(Qt::WA_DeleteOnClose);
  setFocusPolicy(Qt::StrongFocus);
  texts_([this, round, board] {
    setWindowTitle(tr("Board clock — round %1, board %2").arg(round).arg(board));
  });
  resize(900, 520);

  // Quitting the desk closes the window like the user does: the close is journalled.
  connect(qApp, &QCoreApplication::aboutToQuit, this, &QWidget::close);

  timer_ = new QTimer(this);
  timer_->setSingleShot(true);
  timer_->setTimerType(Qt::PreciseTimer);  // aimed at a deadline; coarse timers fire early
  connect(timer_, &QTimer::timeout, this, &BoardClockWindow::refresh);

  for (int i = 0; i < 2; ++i) {
    auto* box = new QFrame;
    box->setFrameShape(QFrame::StyledPanel);
    box->setAutoFillBackground(true);
    name_[i] = new QLabel;
    name_[i]->setFont(sized(18, true));
    name_[i]->setAlignment(Qt::AlignCenter);
    time_[i] = new QLabel;
    time_[i]->setFont(sized(72, true));
    time_[i]->setAlignment(Qt::AlignCenter);
    time_[i]->setObjectName(i == 0 ? QStringLiteral("blackTime") : QStringLiteral("whiteTime"));
    state_[i] = new QLabel;
    state_[i]->setFont(sized(14));
    state_[i]->setAlignment(Qt::AlignCenter);
    state_[i]->setObjectName(i == 0 ? QStringLiteral("blackPeriods")
                                    : QStringLiteral("whitePeriods"));
    letFontFollowSpace(name_[i], QSizePolicy::Preferred);
    letFontFollowSpace(time_[i], QSizePolicy::Ignored);
    letFontFollowSpace(state_[i], QSizePolicy::Preferred);
    auto* v = new QVBoxLayout(box);
    v->addWidget(name_[i]);
    v->addWidget(time_[i], 1);
    v->addWidget(state_[i]);
    faceBox_[i] = box;
    // The player whose turn it is taps his own face to end his move (a touch screen on the table).
    box->setCursor(Qt::PointingHandCursor);
    box->setToolTip(tr("Tap or click your own side to press the clock"));
    for (QWidget* w : {static_cast<QWidget*>(box), static_cast<QWidget*>(name_[i]),
                       static_cast<QWidget*>(time_[i]), static_cast<QWidget*>(state_[i])}) {
      w->setAttribute(Qt::WA_AcceptTouchEvents);
      w->installEventFilter(this);
    }
  }
  banner_ = new QLabel;
  banner_->setWordWrap(true);
  banner_->setStyleSheet(QStringLiteral("background:#fff3cd; padding:6px;"));
  banner_->hide();
  sleepBanner_ = new QLabel;
  sleepBanner_->setObjectName(QStringLiteral("sleepBanner"));
  sleepBanner_->setWordWrap(true);
  sleepBanner_->setStyleSheet(
      QStringLiteral("background:#c62828; color:white; font-weight:bold; padding:6px;"));
  sleepBanner_->hide();
  caption_ = new QLabel;
  caption_->setObjectName(QStringLiteral("caption"));
  caption_->setFont(sized(36, true));
  caption_->setAlignment(Qt::AlignCenter);
  captionOther_ = new QLabel;
  captionOther_->setFont(sized(16));
  captionOther_->setAlignment(Qt::AlignCenter);
  letFontFollowSpace(caption_, QSizePolicy::Preferred);
  letFontFollowSpace(captionOther_, QSizePolicy::Preferred);
  status_ = new QLabel;
  status_->setWordWrap(true);
  voice_ = new QLabel;

  auto button = [this](const char* text, auto slot) {
    auto* b = new QPushButton;
    texts_([b, text] { b->setText(tr(text)); });
    b->setFocusPolicy(Qt::NoFocus);  // the space bar presses the clock, not a button
    connect(b, &QPushButton::clicked, this, slot);
    return b;
  };
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(button(QT_TR_NOOP("Press clock (Space)"), [this] { press(); }));
  buttons->addWidget(button(QT_TR_NOOP("Pause / resume (P)"), [this] { togglePause(); }));
  buttons->addStretch();
  buttons->addWidget(
      button(QT_TR_NOOP("Black +1:00"), [this] { adjust(Player::Black, kRefereeStep); }));
  buttons->addWidget(
      button(QT_TR_NOOP("Black −1:00"), [this] { adjust(Player::Black, -kRefereeStep); }));
  buttons->addWidget(
      button(QT_TR_NOOP("White +1:00"), [this] { adjust(Player::White, kRefereeStep); }));
  buttons->addWidget(
      button(QT_TR_NOOP("White −1:00"), [this] { adjust(Player::White, -kRefereeStep); }));
  buttons->addWidget(button(QT_TR_NOOP("Mirror"), [this] { setMirrored(!mirrored_); }));
  buttons->addWidget(button(QT_TR_NOOP("Full screen (F11)"), [this] { toggleFullScreen(); }));

  // The referee's answer to a restart or a sleep: confirm, or adjust one player's time.
  checkPanel_ = new QWidget;
  checkPlayer_ = new QComboBox;
  checkPlayer_->setFocusPolicy(Qt::NoFocus);
  checkPlayer_->addItem(QString(), static_cast<int>(Player::Black));
  checkPlayer_->addItem(QString(), static_cast<int>(Player::White));
  checkSeconds_ = new QSpinBox;
  checkSeconds_->setFocusPolicy(Qt::ClickFocus);
  checkSeconds_->setRange(-3 * 3600, 3 * 3600);
  auto* check = new QHBoxLayout(checkPanel_);
  check->setContentsMargins(0, 0, 0, 0);
  check->addWidget(button(QT_TR_NOOP("Confirm the clock"), [this] { confirmCheck(); }));
  check->addStretch();
  auto* adjustLabel = new QLabel;
  texts_([this, adjustLabel] {
    checkPlayer_->setItemText(0, tr("Black"));
    checkPlayer_->setItemText(1, tr("White"));
    checkSeconds_->setSuffix(tr(" s"));
    adjustLabel->setText(tr("Adjust"));
  });
  check->addWidget(adjustLabel);
  check->addWidget(checkPlayer_);
  check->addWidget(checkSeconds_);
  check->addWidget(button(QT_TR_NOOP("Add / take away"), [this] {
    adjustCheck(static_cast<Player>(checkPlayer_->currentData().toInt()),
                static_cast<Ms>(checkSeconds_->value()) * kSecond);
  }));
  checkPanel_->hide();

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(sleepBanner_);
  layout->addWidget(banner_);
  layout->addWidget(checkPanel_);
  auto* faces = new QHBoxLayout;
  faces->setObjectName(QStringLiteral("faces"));
  layout->addLayout(faces, 1);
  layout->addWidget(caption_);
  layout->addWidget(captionOther_);
  layout->addLayout(buttons);
  auto* bottom = new QHBoxLayout;
  bottom->addWidget(status_, 1);
  bottom->addWidget(voice_);
  layout->addLayout(bottom);
  layoutFaces();

  const db::ClockNow opened = now_();
  try {
    const pairing::Event event = store_.event();
    std::optional<GameSettings> settings;
    auto parsed = parseSpec(event.timeControl);
    if (auto* s = std::get_if<ClockSettings>(&parsed)) settings = GameSettings::same(*s);
    if (auto r = store_.round(round)) {
      std::map<std::int64_t, QString> names;
      for (const auto& p : store_.players()) names[p.id] = QString::fromStdString(p.name);
      for (const pairing::Game& g : r->games)
        if (g.board == board) {
          names_[0] = names[g.black];
          names_[1] = names[g.white];
        }
    }
    session_ = std::make_unique<db::BoardClockSession>(store_, round, board, settings, opened);
    if (!session_->usable())
      status_->setText(
          tr("The event's time control \"%1\" is not one the clock understands (for example "
             "chinese:120m,reserve=5 or fast:0s+3x30s): set it in the Event tab.")
              .arg(QString::fromStdString(event.timeControl)));
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  if (session_ && session_->usable()) {
    const Ms at = session_->journalTime(opened.mono);
    announcedUpTo_ = at;  // what fell due while the window was closed is not called again
    if (session_->resumedRunning() && !session_->needsResumeCheck())
      status_->setText(tr("The clock ran on while its window was closed (%1).")
                           .arg(ClockFace::timeText(session_->resumeCheck().gap)));
    if (session_->needsResumeCheck()) {  // a crash, or a sleep since the close
      const TimeCheck& c = session_->resumeCheck();
      QString text =
          tr("Resumed from the journal: %1 passed while the clock was closed and is "
             "charged to %2. Referee: confirm, or adjust with the buttons below.")
              .arg(ClockFace::timeText(c.gap),
                   session_->clock().toMove() == Player::Black ? tr("Black") : tr("White"));
      if (c.rebooted) text += QLatin1Char(' ') + tr("The computer restarted since.");
      if (c.slept) text += QLatin1Char(' ') + tr("The computer slept: check the clock.");
      banner_->setText(text);
      banner_->show();
      openCheck(c.gap, c.gap / kSecond);  // the suggestion gives the gap back
    }
    prepareVoice();
  }
  voice_->setText(!speech_ ? tr("voice off")
                           : (speech_->available() ? tr("voice on") : speech_->problem()));
  refresh();
}

BoardClockWindow::~BoardClockWindow() = default;

QLabel* BoardClockWindow::face(Player p) const {
  return time_[index(p)];
}

QWidget* BoardClockWindow::faceBox(Player p) const {
  return faceBox_[index(p)];
}

QLabel* BoardClockWindow::periodsLine(Player p) const {
  return state_[index(p)];
}

bool BoardClockWindow::toggleFullScreen() {
  setWindowState(windowState() ^ Qt::WindowFullScreen);
  return windowState().testFlag(Qt::WindowFullScreen);
}

void BoardClockWindow::mouseDoubleClickEvent(QMouseEvent* event) {
  // The faces consume their own double clicks (a quick second tap); the rest of the window
  // (the call, the banners, the margins) toggles full screen.
  toggleFullScreen();
  event->accept();
}

void BoardClockWindow::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  fitFonts();
}

void BoardClockWindow::fitFonts() {
  for (int i = 0; i < 2; ++i) fitFace(i);
  // The call: large enough to read across the table, a second language line half as high.
  const int h = height();
  setPixelSize(caption_, std::clamp(h / 12, 16, 220));
  setPixelSize(captionOther_, std::clamp(h / 28, 11, 100));
}

void BoardClockWindow::fitFace(int i) {
  const QSize box = faceBox_[i]->contentsRect().size();
  if (box.isEmpty()) return;
  const int h = box.height(), w = box.width();
  setPixelSize(name_[i], std::clamp(h / 14, 12, 160));
  setPixelSize(state_[i], std::clamp(h / 16, 11, 140));
  // The digits: half the face's height, narrowed to fit the widest text of this length (every
  // digit as wide as a 0), so a clock does not change size from one second to the next.
  QString sample = time_[i]->text();
  if (sample.isEmpty()) sample = QStringLiteral("0:00");
  for (QChar& c : sample)
    if (c.isDigit()) c = QLatin1Char('0');
  QFont probe = time_[i]->font();
  probe.setPixelSize(100);
  const int advance = std::max(1, QFontMetrics(probe).horizontalAdvance(sample));
  const int byWidth = static_cast<int>(100.0 * w * 0.9 / advance);
  setPixelSize(time_[i], std::clamp(std::min(h / 2, byWidth), 16, 1200));
}

int BoardClockWindow::timerInterval() const {
  return timer_->isActive() ? timer_->interval() : -1;
}

void BoardClockWindow::setMirrored(bool mirrored) {
  mirrored_ = mirrored;
  layoutFaces();
}

void BoardClockWindow::layoutFaces() {
  auto* faces = findChild<QHBoxLayout*>(QStringLiteral("faces"));
  if (!faces) return;
  for (QWidget* w : faceBox_) faces->removeWidget(w);
  faces->addWidget(faceBox_[mirrored_ ? 1 : 0], 1);
  faces->addWidget(faceBox_[mirrored_ ? 0 : 1], 1);
}

void BoardClockWindow::retranslateUi() {
  // In place: the clock runs on and the window stays open; the faces and the call are redrawn.
  texts_.retranslate();
  voice_->setText(!speech_ ? tr("voice off")
                           : (speech_->available() ? tr("voice on") : speech_->problem()));
  if (!session_ || !session_->usable()) return;
  const Ms at = session_->journalTime(now_().mono);
  redraw(at);
  if (auto call = session_->clock().latestCall(at)) showCall(*call);
}

void BoardClockWindow::setLanguage(const QString& lang) {
  if (lang == lang_) return;
  lang_ = lang;
  retranslateUi();                                     // the call shown, in the new language
  if (session_ && session_->usable()) prepareVoice();  // the next calls, in the new language
}

void BoardClockWindow::prepareVoice() {
  if (!speech_) return;
  QStringList texts;
  for (Player p : {Player::Black, Player::White}) {
    const ClockSettings& s = session_->clock().settings().of(p);
    for (const ClockEvent& e : upcoming(PlayerTime::initial(s), s, p, 0))
      texts << QString::fromStdString(lang_ == QLatin1String("zh") ? e.zh : e.en);
  }
  texts.removeDuplicates();
  speech_->prepare(texts, lang_);
}

QString BoardClockWindow::refusalText(Refusal r) const {
  switch (r) {
    case Refusal::None:
      return {};
    case Refusal::NotStarted:
      return tr("The clock has not been started.");
    case Refusal::AlreadyStarted:
      return tr("The clock is already running.");
    case Refusal::GameOver:
      return tr("The game is over.");
    case Refusal::TimeWentBack:
      return tr("The computer's clock went back: check the clock.");
    case Refusal::Paused:
      return tr("The clock is paused (P resumes it).");
    case Refusal::NotPaused:
      return tr("The clock is not paused.");
    case Refusal::Absent:
      return tr("The player to move has not arrived.");
    case Refusal::NotAbsent:
      return tr("The player is present.");
    case Refusal::NothingToUndo:
      return tr("Nothing to undo.");
    case Refusal::BadValue:
      return tr("Not possible on this clock.");
  }
  return {};
}

Refusal BoardClockWindow::run(const db::BoardClockSession::Command& command) {
  if (!session_ || !session_->usable()) return Refusal::BadValue;
  const db::ClockNow now = now_();
  watch(now);
  const Ms at = session_->journalTime(now.mono);
  // Calls that fell due up to this instant belong to the turn that ends now.
  if (session_->clock().phase() == Phase::Running && at > announcedUpTo_)
    announce(session_->clock().eventsIn(announcedUpTo_, at), at);
  Refusal r = Refusal::BadValue;
  try {
    r = session_->run(now, command);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    refresh();
    return Refusal::BadValue;
  }
  announcedUpTo_ = std::max(announcedUpTo_, at);
  announce(session_->clock().eventsAt(at), at);  // a turn that starts in byo-yomi says so
  status_->setText(refusalText(r));
  emit changed();
  refresh();
  return r;
}

Refusal BoardClockWindow::press(std::optional<Player> side) {
  if (!session_ || !session_->usable()) return Refusal::BadValue;
  // Who may press is the clock's rule (GameClock::press): the other side's press does nothing.
  return run([side](GameClock& g, Ms at) { return g.press(side, at); });
}

Refusal BoardClockWindow::togglePause() {
  if (!session_ || !session_->usable()) return Refusal::BadValue;
  const Phase phase = session_->clock().phase();
  if (phase == Phase::Paused || phase == Phase::Adjourned)
    return run([](GameClock& g, Ms at) { return g.resume(at); });
  return run([](GameClock& g, Ms at) { return g.pause(at); });
}

Refusal BoardClockWindow::adjust(Player p, Ms amount) {
  return run([p, amount](GameClock& g, Ms at) { return g.adjust(p, amount, at); });
}

void BoardClockWindow::watch(const db::ClockNow& now) {
  std::optional<TimeCheck> slept;
  try {
    slept = session_->watch(now);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  if (!slept) return;
  // Monotonic time stood still: the clock did not count the sleep, whoever was thinking.
  sleepBanner_->setText(
      tr("The computer slept for %1 while this clock ran: that time was not counted. Referee: "
         "check the clock with the players, then confirm it or adjust it.")
          .arg(ClockFace::timeText(slept->asleep)));
  sleepBanner_->show();
  openCheck(slept->asleep, 0);
  emit changed();
}

void BoardClockWindow::openCheck(Ms gap, Ms suggestedSeconds) {
  checkGap_ = gap;
  checkPlayer_->setCurrentIndex(index(session_->clock().toMove()));
  checkSeconds_->setValue(static_cast<int>(suggestedSeconds));
  checkPanel_->show();
}

void BoardClockWindow::closeCheck() {
  banner_->hide();
  sleepBanner_->hide();
  checkPanel_->hide();
}

Refusal BoardClockWindow::confirmCheck() {
  const Ms gap = checkGap_;
  const Refusal r =
      run([gap](GameClock& g, Ms at) { return g.note(NoteKind::Confirmed, g.toMove(), gap, at); });
  if (r == Refusal::None) closeCheck();
  return r;
}

Refusal BoardClockWindow::adjustCheck(Player p, Ms amount) {
  if (amount == 0) return confirmCheck();
  const Refusal r = adjust(p, amount);
  if (r == Refusal::None) closeCheck();
  return r;
}

namespace {
// Every call shown is also logged (tengen.clock.calls), as the referee's record of what was
// announced and when; the journal reproduces the same calls exactly.
Q_LOGGING_CATEGORY(lcCalls, "tengen.clock.calls")
}  // namespace

void BoardClockWindow::announce(const std::vector<ClockEvent>& due, Ms now) {
  const ClockEvent* latest = nullptr;
  for (const ClockEvent& e : due)
    if (e.type != ClockEventType::Move) latest = &e;
  if (!latest) return;
  qCInfo(lcCalls).noquote() << QStringLiteral("round %1 board %2 %3 at %4 ms: %5 / %6")
                                   .arg(round_)
                                   .arg(board_)
                                   .arg(latest->player == Player::Black ? QStringLiteral("black")
                                                                        : QStringLiteral("white"))
                                   .arg(latest->at)
                                   .arg(QString::fromStdString(latest->zh),
                                        QString::fromStdString(latest->en));
  // The caption is not set here: redraw() reads it from the clock (the turn's latest call).
  if (speech_ && now - latest->at <= kSpeakLate)
    speech_->say(QString::fromStdString(lang_ == QLatin1String("zh") ? latest->zh : latest->en),
                 lang_);
}

void BoardClockWindow::showCall(const std::optional<ClockEvent>& call) {
  if (!call) {
    caption_->clear();
    captionOther_->clear();
    return;
  }
  const ClockEvent& e = *call;
  const QString zh = QString::fromStdString(e.zh), en = QString::fromStdString(e.en);
  const QString who = e.player == Player::Black ? tr("Black") : tr("White");
  caption_->setText(lang_ == QLatin1String("zh") ? zh : en);
  captionOther_->setText(who + QStringLiteral(" · ") + (lang_ == QLatin1String("zh") ? en : zh));
}

void BoardClockWindow::refresh() {
  timer_->stop();
  if (!session_ || !session_->usable()) {
    for (int i = 0; i < 2; ++i) name_[i]->setText(names_[i]);
    return;
  }
  const db::ClockNow now = now_();
  watch(now);
  const Ms at = session_->journalTime(now.mono);
  if (session_->clock().phase() == Phase::Running && at > announcedUpTo_) {
    announce(session_->clock().eventsIn(announcedUpTo_, at), at);
    announcedUpTo_ = at;
  }
  try {
    const std::size_t before = session_->clock().journal().size();
    session_->update(now);  // a flag that fell is journalled at its instant, then recorded
    if (session_->clock().journal().size() != before) emit changed();
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
  if (session_->flag() && !flagShown_) {
    flagShown_ = true;
    const db::FlagRecord& f = *session_->flag();
    status_->setText(
        tr("%1 lost on time (超时判负): result %2, ledger entry #%3")
            .arg(f.entry.player == referee::Side::Black ? tr("Black") : tr("White"))
            .arg(f.result ? QString::fromStdString(f.result->toString()) : QStringLiteral("—"))
            .arg(f.entry.id));
  }
  redraw(at);
  const GameClock& c = session_->clock();
  if (c.phase() != Phase::Running) return;
  std::optional<Ms> next = c.nextDeadline(at);
  const PlayerView v = c.view(c.toMove(), at);
  if (v.running) {
    const Ms shown = at + db::untilDisplayChange(ClockFace::shownLeft(v));
    next = next ? std::min(*next, shown) : shown;
  }
  if (next) timer_->start(static_cast<int>(std::clamp<Ms>(*next - at, 0, kHour)));
}

void BoardClockWindow::redraw(Ms now) {
  const GameClock& c = session_->clock();
  // From the journal's state, not from the last announcement: a pause, an adjustment or a
  // reopen keeps the calls made earlier in the turn; a new turn starts without one.
  showCall(c.latestCall(now));
  for (Player p : {Player::Black, Player::White}) {
    const int i = index(p);
    const PlayerView v = c.view(p, now);
    const bool toMove = c.phase() == Phase::Running && c.toMove() == p;
    const FaceState st = ClockFace::state(v, c.phase());
    const QString side = p == Player::Black ? tr("Black") : tr("White");
    name_[i]->setText((toMove ? QStringLiteral("▶ ") : QString()) + side +
                      (names_[i].isEmpty() ? QString() : QStringLiteral(" — ") + names_[i]));
    const QString digits = ClockFace::timeText(v.flagged ? 0 : ClockFace::shownLeft(v));
    const bool longer = digits.size() != time_[i]->text().size();
    time_[i]->setText(digits);
    if (longer) fitFace(i);  // "1:00:00" to "59:59", "0:10" to "9.9": fitted again
    state_[i]->setText(ClockFace::stateText(v, c.phase()));
    QPalette pal = faceBox_[i]->palette();
    pal.setColor(QPalette::Window, ClockFace::colour(st, toMove));
    faceBox_[i]->setPalette(pal);
  }
}

void BoardClockWindow::closeEvent(QCloseEvent* event) {
  // The clock runs on; its journal records the close, so that a reopen is not taken for a crash.
  timer_->stop();
  if (session_ && session_->usable()) {
    try {
      session_->close(now_());
      emit changed();
    } catch (const db::StoreError& e) {
      status_->setText(StoreErrors::describe(e));
    }
  }
  QWidget::closeEvent(event);
}

bool BoardClockWindow::eventFilter(QObject* watched, QEvent* event) {
  const QEvent::Type type = event->type();
  if (type == QEvent::Resize) {
    for (int i = 0; i < 2; ++i)
      if (watched == faceBox_[i]) fitFace(i);
    return QWidget::eventFilter(watched, event);
  }
  if (type != QEvent::MouseButtonPress && type != QEvent::MouseButtonDblClick &&
      type != QEvent::TouchBegin)
    return QWidget::eventFilter(watched, event);
  for (Player p : {Player::Black, Player::White}) {
    const int i = index(p);
    if (watched != faceBox_[i] && watched != name_[i] && watched != time_[i] &&
        watched != state_[i])
      continue;
    // A quick second tap arrives as a double click: consumed, not a press (it would fall on the
    // opponent's turn, where it does nothing anyway).
    if (type == QEvent::MouseButtonPress || type == QEvent::TouchBegin) press(p);
    event->accept();
    return true;  // handled once, not again by the face's parent
  }
  return QWidget::eventFilter(watched, event);
}

void BoardClockWindow::keyPressEvent(QKeyEvent* event) {
  if (event->isAutoRepeat()) return;
  const Player left = mirrored_ ? Player::White : Player::Black;
  switch (event->key()) {
    case Qt::Key_Space:
      press();
      return;
    case Qt::Key_Left:
      press(left);
      return;
    case Qt::Key_Right:
      press(opponent(left));
      return;
    case Qt::Key_P:
      togglePause();
      return;
    case Qt::Key_F11:
      toggleFullScreen();
      return;
    case Qt::Key_Escape:
      if (isFullScreen()) {
        toggleFullScreen();
        return;
      }
      QWidget::keyPressEvent(event);
      return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
      if (session_ && session_->usable()) adjust(session_->clock().toMove(), kRefereeStep);
      return;
    case Qt::Key_Minus:
      if (session_ && session_->usable()) adjust(session_->clock().toMove(), -kRefereeStep);
      return;
    default:
      QWidget::keyPressEvent(event);
  }
}

}  // namespace tengen::desk
