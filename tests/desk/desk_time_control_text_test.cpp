// The time control's description in the desk's language: the clock module's description worded
// through the translated table — English exactly as the clock words it, Chinese with the rule
// terms.
#include <doctest/doctest.h>

#include <QLabel>
#include <QLineEdit>
#include <variant>

#include "app/desk/event_editors.h"
#include "app/desk/language.h"
#include "app/wording/time_control_text.h"
#include "clock/spec_parser.h"
#include "tests/desk/desk_window.h"

using namespace tengen;

namespace {
clock::ClockSettings parsed(const char* spec) {
  auto r = clock::parseSpec(spec);
  REQUIRE(std::holds_alternative<clock::ClockSettings>(r));
  return std::get<clock::ClockSettings>(r);
}
const char* const kSpecs[] = {
    "absolute:90m",      "chinese:120m,reserve=5",  "fast:0s+3x30s",
    "byoyomi:60m+5x30s", "canadian:60m+25/10m",     "stages:60m+20/30m",
    "fischer:30m+20s",   "fischer:30m+20s,cap=40m", "bronstein:30m+12.5s"};
}  // namespace

TEST_CASE("the time control description reads in the desk's language") {
  test::EnglishLanguage language;
  for (const char* spec : kSpecs) {
    const clock::ClockSettings s = parsed(spec);
    CHECK(wording::TimeControlText::describe(s).toStdString() == s.describe());
  }
  language.set("zh");
  auto zh = [](const char* spec) { return wording::TimeControlText::describe(parsed(spec)); };
  CHECK(zh("absolute:90m") == QString::fromUtf8("1小时30分钟包干"));
  CHECK(zh("chinese:120m,reserve=5") == QString::fromUtf8("1小时55分钟 + 5次1分钟读秒"));
  CHECK(zh("fast:0s+3x30s") == QString::fromUtf8("0秒 + 3次30秒读秒"));
  CHECK(zh("fischer:30m+20s") == QString::fromUtf8("30分钟 + 每步加20秒（加秒/费舍尔）"));
  CHECK(zh("fischer:30m+20s,cap=40m").contains(QString::fromUtf8("上限40分钟")));
  CHECK(zh("canadian:60m+25/10m").contains(QString::fromUtf8("每10分钟走25步")));
  CHECK(zh("stages:60m+20/30m").contains(QString::fromUtf8("定时限步制")));
  CHECK(zh("bronstein:30m+12.5s").contains(QString::fromUtf8("12.5秒")));
  for (const char* spec : kSpecs) {  // no English word is left in the Chinese text
    const QString text = zh(spec);
    for (const char* word : {"absolute", "byo-yomi", "Fischer", "Canadian", "stages", "Bronstein"})
      CHECK_FALSE(text.contains(QLatin1String(word)));
  }

  // The Event tab's and the wizard's preview shows it.
  desk::TimeControlEdit edit;
  edit.setText("chinese:120m,reserve=5");
  CHECK(edit.preview()->text().contains(QString::fromUtf8("5次1分钟读秒")));
  language.set("en");
  edit.setText("fischer:30m+20s");
  CHECK(edit.preview()->text().contains("30m + 20s Fischer"));
}
