// Time-control specs: every documented form, the SGF OT forms, and refusals.
#include <doctest/doctest.h>

#include "clock/spec_parser.h"

using namespace tengen::clock;

namespace {
ClockSettings ok(const char* spec) {
  auto r = parseSpec(spec);
  if (auto* e = std::get_if<SpecError>(&r)) FAIL(spec << ": " << e->detail);
  return std::get<ClockSettings>(r);
}
std::string refused(const char* spec) {
  auto r = parseSpec(spec);
  REQUIRE_MESSAGE(std::holds_alternative<SpecError>(r), spec);
  return std::get<SpecError>(r).detail;
}
}  // namespace

TEST_CASE("durations take h, m or s") {
  CHECK(parseDuration("90m") == 90 * kMinute);
  CHECK(parseDuration("1h30m") == 90 * kMinute);
  CHECK(parseDuration("12.5s") == 12500);
  CHECK(parseDuration("1.5m") == 90 * kSecond);
  CHECK(parseDuration("0.001s") == 1);
  CHECK_FALSE(parseDuration("0.0001s"));
  CHECK_FALSE(parseDuration("90"));
  CHECK(parseDuration("90", true) == 90 * kSecond);
  CHECK_FALSE(parseDuration("30s1m"));
  CHECK_FALSE(parseDuration("m"));
}

TEST_CASE("each system's spec") {
  ClockSettings a = ok("absolute:90m");
  CHECK(a.system == System::Absolute);
  CHECK(a.main == 90 * kMinute);
  ClockSettings j = ok("byoyomi:60m+5x30s");
  CHECK(j.system == System::Japanese);
  CHECK(j.main == kHour);
  CHECK(j.periodCount() == 5);
  CHECK(j.periods[0].length == 30 * kSecond);
  ClockSettings c = ok("chinese:120m,reserve=5");
  CHECK(c.system == System::Chinese);
  CHECK(c.main == 115 * kMinute);
  CHECK(c.periodCount() == 5);
  CHECK(c.periods[0].length == kMinute);
  CHECK(c.calls == CallStyle::China2002);
  CHECK(ok("chinese:120m,reserve=5,table=1988").calls == CallStyle::China1988);
  ClockSettings f = ok("fast:30m+3x30s");
  CHECK(f.system == System::Fast);
  CHECK(f.periodCount() == 3);
  ClockSettings k = ok("canadian:60m+25/10m");
  CHECK(k.system == System::Canadian);
  CHECK(k.periods[0].moves == 25);
  CHECK(k.periods[0].length == 10 * kMinute);
  CHECK_FALSE(k.periods[0].carry);
  ClockSettings st = ok("stages:60m+15/10m");
  CHECK(st.periods[0].moves == 15);
  CHECK(st.periods[0].carry);
  ClockSettings fi = ok("fischer:30m+20s");
  CHECK(fi.increment == 20 * kSecond);
  CHECK_FALSE(fi.cap);
  CHECK(ok("fischer:30m+20s,cap=40m").cap == 40 * kMinute);
  CHECK(ok("bronstein:30m+10s").delay == 10 * kSecond);
  CHECK(ok("canadian:1m+3/30s").periods[0].length == 30 * kSecond);
  CHECK(ok("byoyomi:1m+3x30s").main == kMinute);
  CHECK(ok("byoyomi:60m+5x30s,table=japanese").calls == CallStyle::Japanese);
}

TEST_CASE("SGF OT forms with a main time") {
  ClockSettings a = ok("60m 5x30 byo-yomi");
  CHECK(a.main == kHour);
  CHECK(a.periodCount() == 5);
  CHECK(a.periods[0].length == 30 * kSecond);
  ClockSettings b = ok("3600 25/600 Canadian");
  CHECK(b.main == kHour);
  CHECK(b.periods[0].moves == 25);
  CHECK(b.periods[0].length == 10 * kMinute);
  ClockSettings c = ok("TM[1800]OT[3x30 byo-yomi]");
  CHECK(c.main == 30 * kMinute);
  CHECK(c.periodCount() == 3);
  CHECK(ok("5x30 byo-yomi").main == 0);
  CHECK(ok("1h+25/600 canadian").main == kHour);
}

TEST_CASE("bad specs are refused with the reason") {
  CHECK(refused("") == "the spec is empty");
  CHECK(refused("bogus:3m").find("unknown system") != std::string::npos);
  CHECK(refused("byoyomi:60+5x30s").find("'60' is not a duration") != std::string::npos);
  CHECK(refused("chinese:120m").find("reserve") != std::string::npos);
  CHECK(refused("chinese:3m,reserve=5").find("exceed") != std::string::npos);
  CHECK(refused("chinese:120m,reserve=5,table=1999").find("unknown table") != std::string::npos);
  CHECK(refused("byoyomi:60m+5x").find("COUNTxPERIOD") != std::string::npos);
  CHECK(refused("absolute:0s").find("no time") != std::string::npos);
  CHECK(refused("5x30 sudden-death").find("SGF overtime") != std::string::npos);
  CHECK(refused("60m 5x byo-yomi").find("NxSECONDS") != std::string::npos);
  CHECK_FALSE(acceptedSpecForms().empty());
}

TEST_CASE("describe words every form in English, and description gives its numbers") {
  auto parsed = [](const char* spec) { return ok(spec); };
  CHECK(parsed("absolute:90m").describe() == "1h30m absolute");
  CHECK(parsed("chinese:120m,reserve=5").describe() == "1h55m + 5x1m byo-yomi");
  CHECK(parsed("fast:0s+3x30s").describe() == "0s + 3x30s byo-yomi");
  CHECK(parsed("canadian:60m+25/10m").describe() == "1h + 25/10m Canadian");
  CHECK(parsed("stages:60m+20/30m").describe() == "1h + 20/30m stages (carry-over)");
  CHECK(parsed("fischer:30m+20s,cap=40m").describe() == "30m + 20s Fischer (cap 40m)");
  CHECK(parsed("bronstein:30m+12.5s").describe() == "30m + 12.5s Bronstein delay");
  const ClockSettings::Description d = parsed("chinese:120m,reserve=5").description();
  CHECK(d.form == ClockSettings::Description::Form::Byoyomi);
  CHECK(d.main == 115 * kMinute);
  CHECK(d.periods == 5);
  CHECK(d.length == kMinute);
  const DurationParts p = durationParts(-(kHour + 90'500));
  CHECK(p.negative);
  CHECK(p.hours == 1);
  CHECK(p.minutes == 1);
  CHECK(p.seconds == "30.5");
  CHECK(durationParts(2 * kHour).seconds.empty());
  CHECK(durationParts(0).seconds == "0");
}
