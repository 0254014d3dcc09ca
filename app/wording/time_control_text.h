#pragma once
// A time control's short description, the one wording of desk, CLI and live pages:
// clock::ClockSettings::description() worded through Qt Linguist (the clock module stays free of
// Qt and words it in English only), with the rule terms in Chinese (包干, 读秒, 加秒/费舍尔 …) and
// durations in the language's units.

#include <QCoreApplication>
#include <QString>
#include <string>

#include "app/wording/words_in.h"
#include "clock/settings.h"

namespace tengen::wording {

class TimeControlText {
  Q_DECLARE_TR_FUNCTIONS(TimeControlText)
 public:
  // "2h + 5x1m byo-yomi" / "基本时间2小时，5次1分钟读秒", in the installed language.
  static QString describe(const clock::ClockSettings& settings);
  // "1h30m", "30.5s" / "1小时30分", "30.5秒".
  static QString duration(clock::Ms ms);

  // Which words: the front end's language (the translation installed now), or a language named
  // whatever the front end shows (the live pages have a page per language and are rendered on
  // their own thread: In::English and In::Chinese never touch the installed translation).
  using In = wording::In;
  static QString describe(const clock::ClockSettings& settings, In language);
  static QString duration(clock::Ms ms, In language);
  // A stored time-control spec ("byoyomi:60m+5x30s") in words, or the spec as written when it
  // does not parse (an imported event's free text).
  static QString describeSpec(const std::string& spec, In language = In::Installed);
};

}  // namespace tengen::wording
