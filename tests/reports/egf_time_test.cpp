// The EGF class and adjusted time an h9 header carries, derived from the clock settings.
#include <doctest/doctest.h>

#include "reports/egf_time.h"

using namespace tengen;
using reports::EgfOvertime;

namespace {
constexpr clock::Ms kSecond = 1000;
constexpr clock::Ms kMinute = 60 * kSecond;
}  // namespace

TEST_CASE("adjusted time adds 45 byo-yomi, 60 Canadian or 120 Fischer moves") {
  // 60 min + 5x30 s byo-yomi: 60 + 45 x 0.5 = 82.5, rounded to 83.
  auto c = reports::egfTimeControlOf(clock::ClockSettings::japanese(60 * kMinute, 5, 30 * kSecond));
  CHECK(c.overtime == EgfOvertime::ByoYomi);
  CHECK(reports::egfAdjustedMinutes(c) == 83);
  CHECK(reports::egfClass(c) == "A");
  // Canadian 60 min + 25 stones in 10 min: 24 s a move, 60 x 24 s = 24 min.
  c = reports::egfTimeControlOf(clock::ClockSettings::canadian(60 * kMinute, 25, 10 * kMinute));
  CHECK(c.overtime == EgfOvertime::Canadian);
  CHECK(reports::egfAdjustedMinutes(c) == 84);
  // Fischer 30 min + 20 s: 30 + 120 x 20 s = 70 min: class B (basic >= 30, adjusted >= 50).
  c = reports::egfTimeControlOf(clock::ClockSettings::fischer(30 * kMinute, 20 * kSecond));
  CHECK(c.overtime == EgfOvertime::Fischer);
  CHECK(reports::egfAdjustedMinutes(c) == 70);
  CHECK(reports::egfClass(c) == "B");
  CHECK(reports::egfTimeSystemName(c.overtime) == "Fischer");
}

TEST_CASE("Chinese reserve-minute byo-yomi counts the main time without the reserved minutes") {
  // 120 min total with 5 reserved: 115 min main, 60 s periods: 115 + 45 = 160.
  const auto c = reports::egfTimeControlOf(clock::ClockSettings::chinese(120 * kMinute, 5));
  CHECK(c.basicMinutes == doctest::Approx(115));
  CHECK(reports::egfAdjustedMinutes(c) == 160);
  CHECK(reports::egfClass(c) == "A");
}

TEST_CASE("class thresholds: the basic time and the adjusted time must both reach them") {
  // 40 min + 3x30 s: adjusted 62.5 -> 63 >= 50 and basic 40: class B, not A (basic < 60).
  auto c = reports::egfTimeControlOf(clock::ClockSettings::japanese(40 * kMinute, 3, 30 * kSecond));
  CHECK(reports::egfClass(c) == "B");
  // 25 min sudden death: adjusted 25 < 30: no class.
  c = reports::egfTimeControlOf(clock::ClockSettings::absolute(25 * kMinute));
  CHECK(c.overtime == EgfOvertime::SuddenDeath);
  CHECK(reports::egfAdjustedMinutes(c) == 25);
  CHECK(reports::egfClass(c) == "X");
  CHECK(reports::egfTimeSystemName(c.overtime) == "Sudden death");
  // 25 min + 5x10 s: adjusted 25 + 7.5 = 32.5 -> 33 >= 30: class C.
  c = reports::egfTimeControlOf(clock::ClockSettings::fast(25 * kMinute, 5, 10 * kSecond));
  CHECK(reports::egfClass(c) == "C");
  // 60 min absolute: basic 60 but adjusted 60 < 75: class B.
  c = reports::egfTimeControlOf(clock::ClockSettings::absolute(60 * kMinute));
  CHECK(reports::egfClass(c) == "B");
}
