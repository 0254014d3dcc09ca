#pragma once
// Whether GNU Go (Debian's gnugo, installed in /usr/games) is there for the cases that need it.

#include <doctest/doctest.h>

#include <QStandardPaths>
#include <QString>

namespace tengen::test {

inline bool gnugoInstalled() {
  return !QStandardPaths::findExecutable(QStringLiteral("gnugo")).isEmpty() ||
         !QStandardPaths::findExecutable(QStringLiteral("gnugo"), {QStringLiteral("/usr/games")})
              .isEmpty();
}

// `TEST_CASE("..." * tengen::test::needsGnuGo())` skips the case where GNU Go is absent (shown as
// Skipped by CTest in binaries whose main reports skips, tests/support/skip_report.h).
inline doctest::skip needsGnuGo() {
  return doctest::skip(!gnugoInstalled());
}

}  // namespace tengen::test
