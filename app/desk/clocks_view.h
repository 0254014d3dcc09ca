#pragma once
// The clock wall: every board of the chosen round at a glance, computed from the stored clock
// journals and "now": both players' time and periods, whose turn, the latest call, paused or
// flagged; flag falls in red, last periods in orange, boards to check after the computer slept in
// purple. One precise timer aimed at the next moment
// any reading changes refreshes it (never a tick count). Double-click a board (or the button) for
// its board clock window. On a shared (PostgreSQL) event, other desks' clock events arrive through
// the change feed.

#include <QPointer>
#include <QWidget>
#include <map>
#include <vector>

#include "app/desk/board_clock_window.h"
#include "app/desk/retranslate.h"
#include "db/service/clock_sleep.h"
#include "db/service/clock_wall.h"

class QComboBox;
class QLabel;
class QTableWidget;
class QTimer;

namespace tengen::db {
class ChangeFeed;
}

namespace tengen::desk {

class Language;
class Speech;

class ClocksView : public QWidget {
  Q_OBJECT
 public:
  // `speech` may be null (no voice); `now` defaults to the system clocks.
  ClocksView(db::EventStore& store, const Language& language, Speech* speech,
             BoardClockWindow::NowSource now = {}, QWidget* parent = nullptr);
  // Re-reads the rounds and the journals, then refreshes.
  void reload();
  // Reads "now" (re-reading journals that changed), redraws, and re-aims the timer.
  void refresh();
  // Opens (or raises) the board clock window of `board` in the shown round; null when the round
  // has no such board.
  BoardClockWindow* openBoard(int board);
  // Closes every open board clock window the ordinary way (each journals its close), before the
  // store they write to goes away.
  void closeBoards();

  QTableWidget* table() const { return table_; }
  QComboBox* roundBox() const { return round_; }
  QLabel* status() const { return status_; }
  // The voice language of the event's clocks, and of the selected board (its first item: as the
  // event); stored at once when the TD picks one, told to the open board clocks.
  QComboBox* eventVoiceBox() const { return eventVoice_; }
  QComboBox* boardVoiceBox() const { return boardVoice_; }
  void setEventVoice(const QString& lang);
  void setBoardVoice(const QString& lang);  // "" follows the event's default
  int timerInterval() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void loadJournals();
  void redraw(clock::Ms nowMono);
  void showVoices();
  void applyVoices();
  void voicesChanged();

  db::EventStore& store_;
  const Language& language_;
  Speech* speech_;
  BoardClockWindow::NowSource now_;
  // The computer's sleep, noticed like a board clock window does (db::SleepWatch), is journalled
  // on every running board of the shown round (db::noteWallSleep), which shows it purple.
  db::SleepWatch sleepWatch_;
  std::map<std::int64_t, QString> names_;
  std::vector<db::WallBoard> boards_;
  std::int64_t journalRows_ = -1;
  int loadedRound_ = 0;
  std::map<std::pair<int, int>, QPointer<BoardClockWindow>> windows_;  // by (round, board)
  QComboBox* round_;
  QTableWidget* table_;
  QComboBox* eventVoice_;
  QComboBox* boardVoice_;
  QLabel* status_;
  QTimer* timer_;
  db::ChangeFeed* feed_ = nullptr;
  Texts texts_;
};

}  // namespace tengen::desk
