#pragma once
// Reading printed text in assertions: whether it holds a part, and its lines one by one.

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

}  // namespace tengen::test
