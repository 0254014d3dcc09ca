#pragma once
// A time control's short description in the desk's language: clock::ClockSettings::description()
// worded through tr() (the clock module stays free of Qt and words it in English only), with the
// rule terms in Chinese (包干, 读秒, 加秒/费舍尔 …) and durations in the language's units.

#include <QCoreApplication>
#include <QString>

#include "clock/settings.h"

namespace tengen::desk {

class TimeControlText {
  Q_DECLARE_TR_FUNCTIONS(TimeControlText)
 public:
  // "2h + 5x1m byo-yomi" / "基本时间2小时，5次1分钟读秒".
  static QString describe(const clock::ClockSettings& settings);
  // "1h30m", "30.5s" / "1小时30分", "30.5秒".
  static QString duration(clock::Ms ms);

  // Which words: the desk's language (the translation installed now), or a language named
  // whatever the desk shows (the live pages the desk serves have a page per language).
  enum class In { Desk, English, Chinese };
  static QString describe(const clock::ClockSettings& settings, In language);
  static QString duration(clock::Ms ms, In language);
};

}  // namespace tengen::desk
