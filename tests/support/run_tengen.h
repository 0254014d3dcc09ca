#pragma once
// Runs the real `tengen` binary, as a user would, and captures what it prints.

#include <string>
#include <vector>

namespace tengen::test {

struct RunResult {
  int exitCode = -1;
  std::string out;  // stdout, UTF-8
  std::string err;  // stderr, UTF-8
};

// Runs tengen with the arguments (English messages unless the arguments choose otherwise).
RunResult runTengen(const std::vector<std::string>& args, const std::string& stdinText = {});
// Starts one tengen per argument list at once (all started before any is waited for), so that
// their writes race; returns each one's result, in the order given.
std::vector<RunResult> runTengenTogether(const std::vector<std::vector<std::string>>& argLists);
// The path of the tengen binary under test.
std::string tengenBinary();

}  // namespace tengen::test
