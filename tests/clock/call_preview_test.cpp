// The calls preview a director sees when choosing a time control.
#include <doctest/doctest.h>

#include <string>

#include "clock/call_preview.h"
#include "clock/spec_parser.h"

using namespace tengen::clock;

namespace {

std::string zh(const std::vector<ClockEvent>& events) {
  std::string s;
  for (const ClockEvent& e : events) s += (s.empty() ? "" : " ") + e.zh;
  return s;
}

ClockSettings spec(const char* text) {
  auto parsed = parseSpec(text);
  REQUIRE(std::holds_alternative<ClockSettings>(parsed));
  return std::get<ClockSettings>(parsed);
}

}  // namespace

TEST_CASE("the last reserved minute counts one to ten and the flag ends it") {
  const CallPreview p = previewCalls(spec("chinese:120m,reserve=5"));
  REQUIRE_FALSE(p.finalStretch.empty());
  CHECK(zh(p.finalStretch) == "30秒 40秒 50秒 一 二 三 四 五 六 七 八 九 十，超时判负");
  CHECK(p.finalStretch.back().type == ClockEventType::Flag);
  CHECK(p.finalStretch.front().at == 30 * kSecond);  // counted from the period's start
  CHECK(p.finalStretch.back().at == kMinute);
  // A period that is not the last ends with "one minute used, N left".
  REQUIRE_FALSE(p.period.empty());
  CHECK(p.period.front().type == ClockEventType::ByoyomiStart);
  CHECK(p.period.back().type == ClockEventType::PeriodUsed);
  CHECK(p.period.back().zh.find("一分") == 0);
}

TEST_CASE("absolute time has no periods and flags at the end of main time") {
  const CallPreview p = previewCalls(spec("absolute:30m"));
  CHECK(p.period.empty());
  CHECK(p.mainTime.empty());
  REQUIRE_FALSE(p.finalStretch.empty());
  CHECK(p.finalStretch.back().type == ClockEventType::Flag);
  CHECK(p.finalStretch.back().at == 30 * kMinute);
}

TEST_CASE("a single fast period is the final stretch") {
  const CallPreview p = previewCalls(spec("fast:1m+1x30s"));
  CHECK(p.period.empty());
  REQUIRE_FALSE(p.finalStretch.empty());
  CHECK(p.finalStretch.back().type == ClockEventType::Flag);
  CHECK(p.finalStretch.back().at == 30 * kSecond);
}
