#include "app/wording/time_control_text.h"

#include <variant>

#include "clock/spec_parser.h"

namespace tengen::wording {

using namespace tengen::clock;

namespace {

// A source text and its disambiguation, marked for lupdate under TimeControlText's context.
struct Source {
  const char* text;
  const char* comment;
};

QString word(Source source, TimeControlText::In language) {
  return translated("TimeControlText", source.text, source.comment, language);
}

}  // namespace

QString TimeControlText::duration(Ms ms) {
  return duration(ms, In::Installed);
}

QString TimeControlText::describe(const ClockSettings& settings) {
  return describe(settings, In::Installed);
}

QString TimeControlText::duration(Ms ms, In language) {
  const DurationParts d = durationParts(ms);
  QString out = d.negative ? QStringLiteral("-") : QString();
  if (d.hours)
    out += word(QT_TRANSLATE_NOOP3("TimeControlText", "%1h", "hours of a time control"), language)
               .arg(d.hours);
  if (d.minutes)
    out += word(QT_TRANSLATE_NOOP3("TimeControlText", "%1m", "minutes of a time control"), language)
               .arg(d.minutes);
  if (!d.seconds.empty())
    out += word(QT_TRANSLATE_NOOP3("TimeControlText", "%1s", "seconds of a time control"), language)
               .arg(QString::fromStdString(d.seconds));
  return out;
}

QString TimeControlText::describe(const ClockSettings& settings, In language) {
  using Form = ClockSettings::Description::Form;
  const ClockSettings::Description d = settings.description();
  const QString main = duration(d.main, language);
  auto words = [language](Source source) { return word(source, language); };
  switch (d.form) {
    case Form::Absolute:
      return words(QT_TRANSLATE_NOOP3("TimeControlText", "%1 absolute", "包干: main time only"))
          .arg(main);
    case Form::Byoyomi:
      return words(QT_TRANSLATE_NOOP3("TimeControlText", "%1 + %2x%3 byo-yomi",
                                      "读秒: main time, periods, period length"))
          .arg(main)
          .arg(d.periods)
          .arg(duration(d.length, language));
    case Form::Canadian:
      return words(QT_TRANSLATE_NOOP3("TimeControlText", "%1 + %2/%3 Canadian",
                                      "main time, moves per period, period length"))
          .arg(main)
          .arg(d.moves)
          .arg(duration(d.length, language));
    case Form::Stages:
      return words(QT_TRANSLATE_NOOP3("TimeControlText", "%1 + %2/%3 stages (carry-over)",
                                      "定时限步制: main time, moves, period length"))
          .arg(main)
          .arg(d.moves)
          .arg(duration(d.length, language));
    case Form::Fischer:
      if (d.cap)
        return words(QT_TRANSLATE_NOOP3("TimeControlText", "%1 + %2 Fischer (cap %3)",
                                        "加秒: main time, increment per move, cap"))
            .arg(main, duration(d.increment, language), duration(*d.cap, language));
      return words(QT_TRANSLATE_NOOP3("TimeControlText", "%1 + %2 Fischer",
                                      "加秒: main time, increment per move"))
          .arg(main, duration(d.increment, language));
    case Form::Bronstein:
      return words(QT_TRANSLATE_NOOP3("TimeControlText", "%1 + %2 Bronstein delay",
                                      "main time, free time at each turn's start"))
          .arg(main, duration(d.delay, language));
  }
  return main;
}

QString TimeControlText::describeSpec(const std::string& spec, In language) {
  const auto parsed = parseSpec(spec);
  if (const auto* settings = std::get_if<ClockSettings>(&parsed))
    return describe(*settings, language);
  return QString::fromStdString(spec);
}

}  // namespace tengen::wording
