#include "app/desk/clock_face.h"

namespace tengen::desk {

using namespace tengen::clock;

QString ClockFace::timeText(Ms left) {
  if (left <= 0) return QStringLiteral("0.0");
  if (left <= 10 * kSecond) {
    const Ms tenths = (left + 99) / 100;
    return QStringLiteral("%1.%2").arg(tenths / 10).arg(tenths % 10);
  }
  const Ms s = (left + kSecond - 1) / kSecond;
  const Ms h = s / 3600, m = s % 3600 / 60, sec = s % 60;
  if (h > 0)
    return QStringLiteral("%1:%2:%3")
        .arg(h)
        .arg(m, 2, 10, QLatin1Char('0'))
        .arg(sec, 2, 10, QLatin1Char('0'));
  return QStringLiteral("%1:%2").arg(m).arg(sec, 2, 10, QLatin1Char('0'));
}

Ms ClockFace::shownLeft(const PlayerView& v) {
  return v.overtime || v.main == 0 ? v.periodLeft : v.main;
}

FaceState ClockFace::state(const PlayerView& v, Phase phase) {
  if (v.flagged) return FaceState::Flagged;
  if (phase == Phase::NotStarted) return FaceState::Idle;
  if (phase == Phase::Paused || phase == Phase::Adjourned) return FaceState::Paused;
  if (v.overtime || v.main == 0) return v.periods <= 1 ? FaceState::LastPeriod : FaceState::Byoyomi;
  return FaceState::Main;
}

QString ClockFace::stateText(const PlayerView& v, Phase phase) {
  switch (state(v, phase)) {
    case FaceState::Flagged:
      return tr("lost on time");
    case FaceState::Idle:
      return v.periods > 0 ? tr("not started, %n period(s)", "", v.periods) : tr("not started");
    case FaceState::Paused:
      return tr("paused");
    case FaceState::LastPeriod:
      return tr("byo-yomi, last period");
    case FaceState::Byoyomi:
      return tr("byo-yomi, %n period(s) left", "", v.periods);
    case FaceState::Main:
      return v.periods > 0 ? tr("main time, then %n period(s)", "", v.periods) : tr("main time");
  }
  return {};
}

QColor ClockFace::colour(FaceState state, bool toMove) {
  switch (state) {
    case FaceState::Flagged:
      return QColor(229, 57, 53);
    case FaceState::LastPeriod:
      return toMove ? QColor(255, 167, 38) : QColor(255, 224, 178);
    case FaceState::Byoyomi:
      return toMove ? QColor(255, 213, 79) : QColor(255, 243, 196);
    case FaceState::Paused:
      return QColor(207, 216, 220);
    case FaceState::Main:
      return toMove ? QColor(165, 214, 167) : QColor(245, 245, 245);
    case FaceState::Idle:
      return QColor(245, 245, 245);
  }
  return Qt::white;
}

}  // namespace tengen::desk
