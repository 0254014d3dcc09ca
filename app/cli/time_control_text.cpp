#include "app/cli/time_control_text.h"

#include "app/cli/wording.h"

namespace tengen::cli {
namespace {

QString duration(clock::Ms ms) {
  const clock::DurationParts d = clock::durationParts(ms);
  QString out = d.negative ? QStringLiteral("-") : QString();
  if (d.hours) out += CliWords::tr("%1h", "tc.hours").arg(d.hours);
  if (d.minutes) out += CliWords::tr("%1m", "tc.minutes").arg(d.minutes);
  if (!d.seconds.empty())
    out += CliWords::tr("%1s", "tc.seconds").arg(QString::fromStdString(d.seconds));
  return out;
}

}  // namespace

QString describeTimeControl(const clock::ClockSettings& settings) {
  using Form = clock::ClockSettings::Description::Form;
  const clock::ClockSettings::Description d = settings.description();
  const QString main = duration(d.main);
  switch (d.form) {
    case Form::Absolute:
      return CliWords::tr("%1 absolute", "tc.absolute").arg(main);
    case Form::Byoyomi:
      return CliWords::tr("%1 + %2x%3 byo-yomi", "tc.byoyomi")
          .arg(main)
          .arg(d.periods)
          .arg(duration(d.length));
    case Form::Canadian:
      return CliWords::tr("%1 + %2/%3 Canadian", "tc.canadian")
          .arg(main)
          .arg(d.moves)
          .arg(duration(d.length));
    case Form::Stages:
      return CliWords::tr("%1 + %2/%3 stages (carry-over)", "tc.stages")
          .arg(main)
          .arg(d.moves)
          .arg(duration(d.length));
    case Form::Fischer:
      if (d.cap)
        return CliWords::tr("%1 + %2 Fischer (cap %3)", "tc.fischer-cap")
            .arg(main, duration(d.increment), duration(*d.cap));
      return CliWords::tr("%1 + %2 Fischer", "tc.fischer").arg(main, duration(d.increment));
    case Form::Bronstein:
      return CliWords::tr("%1 + %2 Bronstein delay", "tc.bronstein").arg(main, duration(d.delay));
  }
  return main;
}

}  // namespace tengen::cli
