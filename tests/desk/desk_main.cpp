// doctest main for widget tests: a QApplication on the offscreen platform, settings isolated.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "tests/support/skip_report.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QStandardPaths::setTestModeEnabled(true);  // recent files etc. go to a test location
  QApplication app(argc, argv);
  // And that location is this process's own: CTest runs cases side by side, other checkouts run
  // theirs, and a recent-files list or language saved by one must not show in another.
  QTemporaryDir settings;
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
  QApplication::setOrganizationName(QStringLiteral("TengenTests"));
  QApplication::setApplicationName(QStringLiteral("tengen-desk-tests"));
  doctest::Context context;
  context.applyCommandLine(argc, argv);
  tengen::test::reportSkips(context, argc, argv);
  return context.run();
}
