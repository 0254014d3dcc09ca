#include "tests/support/skip_report.h"

#include <cstdio>
#include <string>
#include <string_view>

namespace tengen::test {
namespace {

// The one case CTest asked for (--test-case=NAME, its commas escaped), or empty.
std::string& requestedCase() {
  static std::string name;
  return name;
}

std::string unescapeCommas(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == ',') continue;
    out += text[i];
  }
  return out;
}

// Hears of every case left out (by a filter or by a skip decorator) and names the requested one
// when a decorator left it out.
struct SkipListener : doctest::IReporter {
  explicit SkipListener(const doctest::ContextOptions&) {}
  void test_case_skipped(const doctest::TestCaseData& tc) override {
    if (tc.m_skip && !requestedCase().empty() && requestedCase() == tc.m_name)
      std::printf("%s %s (its prerequisite is missing, e.g. TENGEN_TEST_PG)\n", kSkippedMarker,
                  tc.m_name);
  }
  void report_query(const doctest::QueryData&) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats&) override {}
  void test_case_start(const doctest::TestCaseData&) override {}
  void test_case_reenter(const doctest::TestCaseData&) override {}
  void test_case_end(const doctest::CurrentTestCaseStats&) override {}
  void test_case_exception(const doctest::TestCaseException&) override {}
  void subcase_start(const doctest::SubcaseSignature&) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData&) override {}
  void log_message(const doctest::MessageData&) override {}
};

}  // namespace

REGISTER_LISTENER("tengen-skips", 1, SkipListener);

void reportSkips(doctest::Context& context, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--list-test-cases" || arg == "-ltc") context.setOption("no-skip", true);
    for (std::string_view prefix : {"--test-case=", "-tc="})
      if (arg.substr(0, prefix.size()) == prefix)
        requestedCase() = unescapeCommas(arg.substr(prefix.size()));
  }
}

}  // namespace tengen::test
