#pragma once
// How a clock reads on screen, for the wall and the board clock window alike: the time left rounded
// up (never 0 while time remains), tenths in the last 10 s, and the state a face is in.

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include "clock/game_clock.h"

namespace tengen::desk {

enum class FaceState { Idle, Main, Byoyomi, LastPeriod, Paused, Flagged };

class ClockFace {
  Q_DECLARE_TR_FUNCTIONS(ClockFace)
 public:
  // "1:59:58", "4:05", "9.3": ceil to the second above 10 s, to the tenth below.
  static QString timeText(clock::Ms left);
  // The time that is running down for this player (main time, else the current period).
  static clock::Ms shownLeft(const clock::PlayerView& v);
  static FaceState state(const clock::PlayerView& v, clock::Phase phase);
  // "main time", "byo-yomi ×3", "last period", "paused", "lost on time (超时)".
  static QString stateText(const clock::PlayerView& v, clock::Phase phase);
  // The face's background for a state (flag red, last period orange, byo-yomi amber).
  static QColor colour(FaceState state, bool toMove);
};

}  // namespace tengen::desk
