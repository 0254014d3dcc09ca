#include "app/desk/time_control_text.h"

#include <QTranslator>

namespace tengen::desk {

using namespace tengen::clock;

namespace {

// A source text and its disambiguation, marked for lupdate under TimeControlText's context.
struct Source {
  const char* text;
  const char* comment;
};

// The words of `source` in a language: the installed translation, the source (English), or the
// desk's Chinese translation read once from its resource (safe from any thread: translate() only
// reads).
QString word(Source source, TimeControlText::In language) {
  using In = TimeControlText::In;
  if (language == In::Desk)
    return QCoreApplication::translate("TimeControlText", source.text, source.comment);
  if (language == In::Chinese) {
    static const auto* zh = [] {
      auto* t = new QTranslator;  // kept for the process: translations are needed to the end
      if (!t->load(QStringLiteral(":/i18n/tengen_desk_zh_CN.qm"))) {
        delete t;
        return static_cast<QTranslator*>(nullptr);
      }
      return t;
    }();
    if (zh) {
      const QString t = zh->translate("TimeControlText", source.text, source.comment);
      if (!t.isEmpty()) return t;
    }
  }
  return QString::fromUtf8(source.text);
}

}  // namespace

QString TimeControlText::duration(Ms ms) {
  return duration(ms, In::Desk);
}

QString TimeControlText::describe(const ClockSettings& settings) {
  return describe(settings, In::Desk);
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

}  // namespace tengen::desk
