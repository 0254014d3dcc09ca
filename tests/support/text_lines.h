#pragma once
// A printed text split into its lines (without the line ends), for assertions line by line.

#include <sstream>
#include <string>
#include <vector>

namespace tengen::test {

inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

}  // namespace tengen::test
