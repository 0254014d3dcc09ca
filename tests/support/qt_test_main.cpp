// doctest's main for tests that use Qt Sql or other Qt services needing an application object.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "tests/support/skip_report.h"

#include <QCoreApplication>

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  doctest::Context context;
  context.applyCommandLine(argc, argv);
  tengen::test::reportSkips(context, argc, argv);
  return context.run();
}
