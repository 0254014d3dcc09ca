#include "app/desk/time_control_text.h"

namespace tengen::desk {

using namespace tengen::clock;

QString TimeControlText::duration(Ms ms) {
  const DurationParts d = durationParts(ms);
  QString out = d.negative ? QStringLiteral("-") : QString();
  if (d.hours) out += tr("%1h", "hours of a time control").arg(d.hours);
  if (d.minutes) out += tr("%1m", "minutes of a time control").arg(d.minutes);
  if (!d.seconds.empty())
    out += tr("%1s", "seconds of a time control").arg(QString::fromStdString(d.seconds));
  return out;
}

QString TimeControlText::describe(const ClockSettings& settings) {
  using Form = ClockSettings::Description::Form;
  const ClockSettings::Description d = settings.description();
  const QString main = duration(d.main);
  switch (d.form) {
    case Form::Absolute:
      return tr("%1 absolute", "包干: main time only").arg(main);
    case Form::Byoyomi:
      return tr("%1 + %2x%3 byo-yomi", "读秒: main time, periods, period length")
          .arg(main)
          .arg(d.periods)
          .arg(duration(d.length));
    case Form::Canadian:
      return tr("%1 + %2/%3 Canadian", "main time, moves per period, period length")
          .arg(main)
          .arg(d.moves)
          .arg(duration(d.length));
    case Form::Stages:
      return tr("%1 + %2/%3 stages (carry-over)", "定时限步制: main time, moves, period length")
          .arg(main)
          .arg(d.moves)
          .arg(duration(d.length));
    case Form::Fischer:
      if (d.cap)
        return tr("%1 + %2 Fischer (cap %3)", "加秒: main time, increment per move, cap")
            .arg(main, duration(d.increment), duration(*d.cap));
      return tr("%1 + %2 Fischer", "加秒: main time, increment per move")
          .arg(main, duration(d.increment));
    case Form::Bronstein:
      return tr("%1 + %2 Bronstein delay", "main time, free time at each turn's start")
          .arg(main, duration(d.delay));
  }
  return main;
}

}  // namespace tengen::desk
