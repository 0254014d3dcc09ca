// The CLI's words come from the one Qt Linguist wording (CliWords::tr, the shared .ts): English is
// the source text, --lang zh loads the Chinese .qm, and CLI11's own words go through it too.
#include <doctest/doctest.h>

#include <string>

#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::runTengen;

namespace {
bool has(const std::string& text, const char* part) {
  return text.find(part) != std::string::npos;
}
}  // namespace

TEST_CASE("a command's words are English by default and Chinese under --lang zh") {
  tengen::test::TempDir dir;
  const std::string ev = dir.path("cup.tengen");
  REQUIRE(runTengen({"--lang", "en", "new", ev, "--name", "Cup", "--rounds", "3"}).exitCode == 0);
  const auto en = runTengen({"--lang", "en", "info", ev});
  REQUIRE_MESSAGE(en.exitCode == 0, en.err);
  CHECK(has(en.out, "Chief referee (裁判长): "));
  CHECK(has(en.out, "Rounds drawn: "));
  const auto zh = runTengen({"--lang", "zh", "info", ev});
  REQUIRE_MESSAGE(zh.exitCode == 0, zh.err);
  CHECK(has(zh.out, "裁判长"));
  CHECK_FALSE(has(zh.out, "Rounds drawn"));
}

TEST_CASE("CLI11's help headings and parse errors are translated") {
  const auto en = runTengen({"--lang", "en", "info", "--help"});
  CHECK(en.exitCode == 0);
  CHECK(has(en.out, "Usage"));
  CHECK(has(en.out, "Options"));
  const auto zh = runTengen({"--lang", "zh", "info", "--help"});
  CHECK(zh.exitCode == 0);
  CHECK(has(zh.out, "用法"));
  CHECK(has(zh.out, "选项"));
  CHECK(has(zh.out, "显示本帮助并退出"));
  CHECK_FALSE(has(zh.out, "Usage"));

  // A required positional left out: CLI11's "EVENT is required" in words.
  const auto missingEn = runTengen({"--lang", "en", "info"});
  CHECK(missingEn.exitCode != 0);
  CHECK(has(missingEn.err, "EVENT is required"));
  const auto missingZh = runTengen({"--lang", "zh", "info"});
  CHECK(missingZh.exitCode != 0);
  CHECK(has(missingZh.err, "必须给出 EVENT"));
  // A value outside an IsMember check.
  const auto badLang = runTengen({"--lang", "zh", "--lang", "fr", "info", "x"});
  CHECK(badLang.exitCode != 0);
}

TEST_CASE("words chosen by a code (the clock's player and event type) are translated") {
  const auto en = runTengen(
      {"--lang", "en", "clock", "simulate", "--control", "fast:0s+1x10s", "--moves", "12"});
  CHECK_MESSAGE(en.exitCode == 0, en.err);
  CHECK(has(en.out, "black"));
  const auto zh = runTengen(
      {"--lang", "zh", "clock", "simulate", "--control", "fast:0s+1x10s", "--moves", "12"});
  CHECK_MESSAGE(zh.exitCode == 0, zh.err);
  CHECK(has(zh.out, "黑方"));
  CHECK(has(zh.out, "读秒"));
}
