#include "app/cli/time_control_text.h"

#include "app/cli/messages.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"tc.hours", "%1h", "%1小时"},
    {"tc.minutes", "%1m", "%1分钟"},
    {"tc.seconds", "%1s", "%1秒"},
    {"tc.absolute", "%1 absolute", "%1包干"},
    {"tc.byoyomi", "%1 + %2x%3 byo-yomi", "%1 + %2次%3读秒"},
    {"tc.canadian", "%1 + %2/%3 Canadian", "%1 + 每%3走%2步（加拿大读秒）"},
    {"tc.stages", "%1 + %2/%3 stages (carry-over)", "%1 + 每%3走%2步（定时限步制，余时累计）"},
    {"tc.fischer", "%1 + %2 Fischer", "%1 + 每步加%2（加秒/费舍尔）"},
    {"tc.fischer-cap", "%1 + %2 Fischer (cap %3)", "%1 + 每步加%2（加秒/费舍尔，上限%3）"},
    {"tc.bronstein", "%1 + %2 Bronstein delay", "%1 + 每步前%2不计时（布朗斯坦延时）"},
};

QString duration(clock::Ms ms) {
  const clock::DurationParts d = clock::durationParts(ms);
  QString out = d.negative ? QStringLiteral("-") : QString();
  if (d.hours) out += msg("tc.hours").arg(d.hours);
  if (d.minutes) out += msg("tc.minutes").arg(d.minutes);
  if (!d.seconds.empty()) out += msg("tc.seconds").arg(QString::fromStdString(d.seconds));
  return out;
}

}  // namespace

QString describeTimeControl(const clock::ClockSettings& settings) {
  using Form = clock::ClockSettings::Description::Form;
  const clock::ClockSettings::Description d = settings.description();
  const QString main = duration(d.main);
  switch (d.form) {
    case Form::Absolute:
      return msg("tc.absolute").arg(main);
    case Form::Byoyomi:
      return msg("tc.byoyomi").arg(main).arg(d.periods).arg(duration(d.length));
    case Form::Canadian:
      return msg("tc.canadian").arg(main).arg(d.moves).arg(duration(d.length));
    case Form::Stages:
      return msg("tc.stages").arg(main).arg(d.moves).arg(duration(d.length));
    case Form::Fischer:
      if (d.cap) return msg("tc.fischer-cap").arg(main, duration(d.increment), duration(*d.cap));
      return msg("tc.fischer").arg(main, duration(d.increment));
    case Form::Bronstein:
      return msg("tc.bronstein").arg(main, duration(d.delay));
  }
  return main;
}

}  // namespace tengen::cli
