// The GNU Go cross-checks' main: without GNU Go the run is reported to CTest as skipped (exit
// code 77, the test's SKIP_RETURN_CODE) with the reason, instead of failing or passing empty.
// Listing the cases (CTest's discovery at build time) works either way.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <QCoreApplication>
#include <iostream>

#include "tests/rules/gnugo_path.h"

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  doctest::Context context;
  context.applyCommandLine(argc, argv);
  if (!context.shouldExit() && tengen::rules::test::gnugoPath().isEmpty()) {
    std::cout << "skipped: GNU Go is not installed (Debian package gnugo; "
                 "scripts/install-deps.sh installs it)\n";
    return 77;
  }
  return context.run();
}
