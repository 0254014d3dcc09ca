// doctest main for widget tests: a QApplication on the offscreen platform, settings isolated.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "tests/support/skip_report.h"

#include <QApplication>
#include <QStandardPaths>

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QStandardPaths::setTestModeEnabled(true);  // recent files etc. go to a test location
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("TengenTests"));
  QApplication::setApplicationName(QStringLiteral("tengen-desk-tests"));
  doctest::Context context;
  context.applyCommandLine(argc, argv);
  tengen::test::reportSkips(context, argc, argv);
  return context.run();
}
