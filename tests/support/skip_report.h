#pragma once
// Skipped test cases that CTest can see. doctest leaves a case marked `* doctest::skip(true)` (for
// example tengen::test::needsPostgres() without a server) out of its run and out of its listing;
// CTest registers cases from that listing at build time, when no server may be running, and would
// then silently drop them. So the listing includes skipped cases, and a run of one skipped case
// prints a line that tests/CMakeLists.txt's SKIP_REGULAR_EXPRESSION turns into "Skipped" (not
// "Passed", which a case that ran nothing must never be).

#include <doctest/doctest.h>

namespace tengen::test {

// Call between applyCommandLine and run in every test main.
void reportSkips(doctest::Context& context, int argc, char** argv);

// The line a skipped case prints (matched by CTest).
inline constexpr const char* kSkippedMarker = "[tengen] SKIPPED:";

}  // namespace tengen::test
