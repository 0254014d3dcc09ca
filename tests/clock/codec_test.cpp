// Settings encoded for storage round-trip exactly; the time-line check after a restart.
#include <doctest/doctest.h>

#include "clock/settings_codec.h"
#include "clock/time_check.h"

using namespace tengen::clock;

TEST_CASE("every system's settings round-trip through the stored text") {
  ClockSettings japanese = ClockSettings::japanese(kHour, 5, 30 * kSecond);
  japanese.calls = CallStyle::Japanese;
  for (const ClockSettings& s : {ClockSettings::absolute(90 * kMinute), japanese,
                                 ClockSettings::chinese(2 * kHour, 5, CallStyle::China1988),
                                 ClockSettings::fast(30 * kMinute, 3, 30 * kSecond),
                                 ClockSettings::canadian(kHour, 25, 10 * kMinute),
                                 ClockSettings::stages(kHour, 15, 10 * kMinute),
                                 ClockSettings::fischer(30 * kMinute, 20 * kSecond, 40 * kMinute),
                                 ClockSettings::bronstein(30 * kMinute, 10 * kSecond)}) {
    const std::string text = encodeSettings(s);
    auto back = decodeSettings(text);
    REQUIRE_MESSAGE(back, text);
    CHECK(encodeSettings(*back) == text);
    CHECK(back->system == s.system);
    CHECK(back->main == s.main);
    CHECK(back->periodCount() == s.periodCount());
    CHECK(back->calls == s.calls);
    CHECK(back->cap == s.cap);
  }
  CHECK(encodeSettings(ClockSettings::stages(kHour, 15, 10 * kMinute)).find("600000/15c") !=
        std::string::npos);
  CHECK_FALSE(decodeSettings("system=nope;main=1"));
  CHECK_FALSE(decodeSettings("system=absolute;main=0;periods="));
}

TEST_CASE("time-line check: same boot, slept, rebooted") {
  const TimeCheck same = compareTimelines(10'000, 1'000'000, 15'000, 1'005'000);
  CHECK_FALSE(same.rebooted);
  CHECK_FALSE(same.slept);
  CHECK(same.gap == 5'000);
  CHECK(same.offset == 0);
  const TimeCheck slept = compareTimelines(10'000, 1'000'000, 15'000, 1'065'000);
  CHECK(slept.slept);
  CHECK(slept.gap == 5'000);
  CHECK(slept.asleep == 60'000);  // 65 s of wall time, 5 s of it on the monotonic clock
  CHECK(same.asleep == 0);
  CHECK_FALSE(compareTimelines(10'000, 1'000'000, 15'000, 1'007'000).slept);  // within 2 s
  const TimeCheck reboot = compareTimelines(90'000, 1'000'000, 2'000, 1'030'000);
  CHECK(reboot.rebooted);
  CHECK(reboot.gap == 30'000);
  CHECK(reboot.offset == 118'000);
}
