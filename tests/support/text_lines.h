#pragma once
// Reading printed text in assertions: whether it holds a part, and its lines one by one.

#include <doctest/doctest.h>

#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

namespace tengen::test {

inline bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The text split into its lines (without the line ends).
inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Checks that the lines from `got[first]` on are `expected`, one check a line (a failure names
// the line's index); `got` must hold them all.
inline void checkLinesFrom(const std::vector<std::string>& got, std::size_t first,
                           const std::vector<std::string>& expected) {
  REQUIRE(got.size() >= first + expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    CAPTURE(first + i);
    CHECK(got[first + i] == expected[i]);
  }
}

}  // namespace tengen::test
