#pragma once
// Shared checks of an enum's code table (rules/code_table.h): every value from the first to
// `last` has its own code and reads back as itself, the table has no entry beyond them, and a code
// no value has is refused naming it.

#include <doctest/doctest.h>

#include <set>
#include <string>
#include <string_view>

#include "rules/code_table.h"

namespace tengen::rules::test {

template <class Enum, std::size_t N>
void checkEveryValueRoundTrips(const CodeTable<Enum, N>& table, std::string_view what, Enum last) {
  std::set<std::string_view> codes;
  for (int i = 0; i <= static_cast<int>(last); ++i) {
    const auto value = static_cast<Enum>(i);
    const std::string_view code = codeOf(table, value);
    CAPTURE(i);
    CAPTURE(std::string(code));
    CHECK(valueOf(table, code) == value);
    CHECK(parseCode(table, what, code) == value);
    CHECK(codes.insert(code).second);  // no two values share a code
  }
  CHECK(codes.size() == N);  // and the table has no entry for a value beyond `last`
}

template <class Enum, std::size_t N>
void checkUnknownCodeRefused(const CodeTable<Enum, N>& table, std::string_view what,
                             const std::string& code) {
  CHECK_FALSE(valueOf(table, code));
  const std::string expected = "unknown " + std::string(what) + " code '" + code + "'";
  CHECK_THROWS_WITH_AS(parseCode(table, what, code), expected.c_str(), UnknownCode);
  try {
    parseCode(table, what, code);
  } catch (const UnknownCode& e) {
    CHECK(e.code() == code);
  }
}

}  // namespace tengen::rules::test
