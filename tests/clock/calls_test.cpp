// The call tables as the rules write them: 2002 (default), 1988, fast games, Japanese count-up.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "clock/calls.h"
#include "clock/game_clock.h"

using namespace tengen::clock;

namespace {

std::vector<std::string> zh(const std::vector<Call>& calls) {
  std::vector<std::string> out;
  for (const Call& c : calls) out.push_back(c.zh);
  return out;
}

std::vector<Ms> marks(const std::vector<Call>& calls) {
  std::vector<Ms> out;
  for (const Call& c : calls) out.push_back(c.mark / kSecond);
  return out;
}

// What the clock says over a whole byo-yomi of `settings`, if Black never moves.
std::vector<std::string> allCalls(const ClockSettings& settings, bool english = false) {
  GameClock c(GameSettings::same(settings));
  c.start(0);
  std::vector<std::string> out;
  for (const ClockEvent& e : c.eventsIn(0, 10 * kHour)) out.push_back(english ? e.en : e.zh);
  return out;
}

}  // namespace

TEST_CASE("2002 table: 30 40 50 55 58, then 一分 and 还剩×分, last minute 30 40 50, 一…九, 十") {
  const ByoyomiTable& t = byoyomiTable(CallStyle::China2002, kMinute);
  CHECK(zh(t.normal) == std::vector<std::string>{"30秒", "40秒", "50秒", "55秒", "58秒"});
  CHECK(marks(t.normal) == std::vector<Ms>{30, 40, 50, 55, 58});
  CHECK(zh(t.last) == std::vector<std::string>{"30秒", "40秒", "50秒", "一", "二", "三", "四", "五",
                                               "六", "七", "八", "九"});
  CHECK(marks(t.last) == std::vector<Ms>{30, 40, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59});
  CHECK(t.flagZh == "十，超时判负");
  CHECK(fillCount(t.usedZh, 4) == "一分，还剩四分");

  const auto calls = allCalls(ClockSettings::chinese(3 * kMinute, 3));
  const std::vector<std::string> expected{
      "30秒",        "40秒", "50秒", "55秒", "58秒", "一分，还剩两分",  // first reserved minute
      "30秒",        "40秒", "50秒", "55秒", "58秒", "一分，还剩一分",  // second
      "30秒",        "40秒", "50秒", "一",   "二",   "三",
      "四",          "五",   "六",   "七",   "八",   "九",
      "十，超时判负"};
  CHECK(calls == expected);
  CHECK(allCalls(ClockSettings::chinese(2 * kMinute, 1)).front() == "开始读秒，还剩一分");
}

TEST_CASE("1988 table: 一分钟, 还剩X分钟, and the count written 1 … 9, 10") {
  const auto calls = allCalls(ClockSettings::chinese(2 * kMinute, 2, CallStyle::China1988));
  const std::vector<std::string> expected{
      "30秒",        "40秒", "50秒", "55秒", "58秒", "一分钟，还剩一分钟",
      "30秒",        "40秒", "50秒", "1",    "2",    "3",
      "4",           "5",    "6",    "7",    "8",    "9",
      "10，超时判负"};
  CHECK(calls == expected);
}

TEST_CASE("fast-game tables for 30 s, 20 s and 10 s byo-yomi") {
  CHECK(allCalls(ClockSettings::fast(0, 2, 30 * kSecond)) ==
        std::vector<std::string>{"10秒", "20秒", "25秒", "28秒", "三十秒，还剩一次", "10秒", "20秒",
                                 "一", "二", "三", "四", "五", "六", "七", "八", "九",
                                 "十，超时判负"});
  CHECK(allCalls(ClockSettings::fast(0, 1, 20 * kSecond)) ==
        std::vector<std::string>{"10秒", "一", "二", "三", "四", "五", "六", "七", "八", "九",
                                 "十，超时判负"});
  const ByoyomiTable& ten = byoyomiTable(CallStyle::China2002, 10 * kSecond);
  CHECK(zh(ten.normal) == std::vector<std::string>{"5秒", "8秒"});
  CHECK(marks(ten.last) == std::vector<Ms>{1, 2, 3, 4, 5, 6, 7, 8, 9});
}

TEST_CASE("Japanese count-up: tens, then each of the last ten seconds in every period") {
  ClockSettings s = ClockSettings::japanese(0, 2, 30 * kSecond);
  s.calls = CallStyle::Japanese;
  const auto calls = allCalls(s);
  REQUIRE(calls.size() == 24);
  CHECK(calls[0] == "10秒");
  CHECK(calls[1] == "20秒");
  CHECK(calls[2] == "一");
  CHECK(calls[11] == "十，还剩一次");
  CHECK(calls.back() == "十，超时判负");
}

TEST_CASE("every call has English text too") {
  for (const std::string& en : allCalls(ClockSettings::chinese(2 * kMinute, 2), true))
    CHECK_FALSE(en.empty());
  CHECK(allCalls(ClockSettings::chinese(2 * kMinute, 2), true)[5] == "one minute; 1 minute left");
}

TEST_CASE("countdown calls for absolute time and Canadian periods") {
  const auto calls = allCalls(ClockSettings::absolute(6 * kMinute));
  CHECK(calls.front() == "还剩五分钟");
  CHECK(calls.back() == "时间到，超时判负");
  const auto canadian = allCalls(ClockSettings::canadian(kMinute, 5, 2 * kMinute));
  CHECK(canadian.front() == "基本时间用完，进入加时");
}

TEST_CASE("Chinese numerals") {
  CHECK(chineseNumeral(1) == "一");
  CHECK(chineseNumeral(10) == "十");
  CHECK(chineseNumeral(15) == "十五");
  CHECK(chineseNumeral(20) == "二十");
  CHECK(chineseNumeral(99) == "九十九");
  CHECK(fillCount("还剩{cn}分", 2) == "还剩两分");
  CHECK(fillCount("{n} minute{s} left", 1) == "1 minute left");
  CHECK(fillCount("{n} minute{s} left", 3) == "3 minutes left");
}
