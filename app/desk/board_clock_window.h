#pragma once
// The board clock: one board's two big faces, pressed by keys (space: the player to move; left /
// right: that face's player), paused with P, time added or taken by the referee; every action is
// journalled in the event store before it shows (reopening resumes from the journal). The current
// call is shown large and spoken (Speech). A flag fall becomes the game's loss on time with its
// ledger entry. The display is refreshed by one precise timer aimed at the next deadline (a call,
// a flag, the next displayed second), never by counting ticks.

#include <functional>
#include <memory>
#include <optional>

#include "app/desk/desk_panel.h"
#include "app/desk/retranslate.h"
#include "clock/game_clock.h"
#include "db/service/board_clock_session.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;

namespace tengen::desk {

class Speech;

// changed(): something was journalled (the wall refreshes).
class BoardClockWindow : public DeskPanel {
  Q_OBJECT
 public:
  // The time readings the window works with (injected in tests: virtual time).
  using NowSource = std::function<db::ClockNow()>;
  static db::ClockNow systemNow();

  // `lang` "zh" or "en" chooses the caption's main text and the voice; `speech` may be null.
  BoardClockWindow(db::EventStore& store, int round, int board, const QString& lang, Speech* speech,
                   NowSource now = {}, QWidget* parent = nullptr);
  ~BoardClockWindow() override;

  // A press of the clock by `side` (nullopt: by the player to move, the space bar); before the
  // start any press starts Black's clock.
  clock::Refusal press(std::optional<clock::Player> side = std::nullopt);
  clock::Refusal togglePause();
  // Referee: adds (amount > 0) or takes away time.
  clock::Refusal adjust(clock::Player p, clock::Ms amount);
  // Reads "now": notices a sleep, announces the calls that fell due, journals a flag, redraws,
  // re-aims the timer.
  void refresh();
  // The referee's answer to the check banner (after a restart or a sleep): confirm the clock as
  // it stands (journalled as a note), or adjust `p`'s time by `amount` (an arbiter event; 0
  // confirms). Either closes the banner.
  clock::Refusal confirmCheck();
  clock::Refusal adjustCheck(clock::Player p, clock::Ms amount);
  // Left face shows White (the clock stands at White's right) when mirrored.
  void setMirrored(bool mirrored);
  // The desk's language changed: the call shown and the next calls spoken are in `lang`.
  void setLanguage(const QString& lang);

  const db::BoardClockSession* session() const { return session_.get(); }
  QLabel* face(clock::Player p) const;
  // The line under a face's digits: main time or byo-yomi, and the periods left.
  QLabel* periodsLine(clock::Player p) const;
  // F11, or a double-click outside the faces (a quick second tap on a face is a press, not this):
  // full screen on or off; Esc leaves it. Returns whether the window is now full screen.
  bool toggleFullScreen();
  // The whole face of `p` (name, time, state): a tap or click on it is that player's press.
  QWidget* faceBox(clock::Player p) const;
  QLabel* caption() const { return caption_; }
  QLabel* banner() const { return banner_; }
  // Red: the computer slept while the clock ran (hidden otherwise).
  QLabel* sleepBanner() const { return sleepBanner_; }
  // Confirm / adjust controls under the banners, shown while the referee has a check to answer.
  QWidget* checkPanel() const { return checkPanel_; }
  QComboBox* checkPlayer() const { return checkPlayer_; }
  QSpinBox* checkSeconds() const { return checkSeconds_; }
  QLabel* status() const { return status_; }
  // Milliseconds until the timer fires (-1 when it is not running).
  int timerInterval() const;

 protected:
  void keyPressEvent(QKeyEvent* event) override;
  // An ordinary close (the user, or the desk quitting): journalled on a running clock
  // (BoardClockSession::close), so the next opening shows no crash-recovery banner.
  void closeEvent(QCloseEvent* event) override;
  // A mouse press or a touch on a face presses the clock for that face's player (press(side)).
  bool eventFilter(QObject* watched, QEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void retranslateUi() override;
  // Sizes the digits, names, periods lines and the call to the window, so they read from the
  // players' chairs at any window size: the digits as large as their face allows.
  void fitFonts();
  void fitFace(int i);
  // Renders ahead the calls this clock can make, in its language, for the voice.
  void prepareVoice();
  clock::Refusal run(const db::BoardClockSession::Command& command);
  // Compares `now` with the previous reading; on a sleep shows the red banner and the check.
  void watch(const db::ClockNow& now);
  void openCheck(clock::Ms gap, clock::Ms suggestedSeconds);
  void closeCheck();
  void announce(const std::vector<clock::ClockEvent>& due, clock::Ms now);
  // The caption: the call (the current turn's latest), or empty.
  void showCall(const std::optional<clock::ClockEvent>& call);
  void redraw(clock::Ms now);
  void layoutFaces();
  QString refusalText(clock::Refusal r) const;

  db::EventStore& store_;
  int round_;
  int board_;
  QString lang_;
  Speech* speech_;
  NowSource now_;
  std::unique_ptr<db::BoardClockSession> session_;
  clock::Ms announcedUpTo_ = 0;
  bool flagShown_ = false;
  bool mirrored_ = false;
  QString names_[2];
  QWidget* faceBox_[2] = {nullptr, nullptr};
  QLabel* time_[2] = {nullptr, nullptr};
  QLabel* name_[2] = {nullptr, nullptr};
  QLabel* state_[2] = {nullptr, nullptr};
  QLabel* caption_;
  QLabel* captionOther_;
  QLabel* banner_;
  QLabel* sleepBanner_;
  QWidget* checkPanel_;
  QComboBox* checkPlayer_;
  QSpinBox* checkSeconds_;
  clock::Ms checkGap_ = 0;
  QLabel* status_;
  QLabel* voice_;
  QTimer* timer_;
  Texts texts_;
};

}  // namespace tengen::desk
