#pragma once
// Whether GNU Go (Debian's gnugo, installed in /usr/games) is there for the cases that need it.

#include <QStandardPaths>
#include <QString>

namespace tengen::test {

inline bool gnugoInstalled() {
  return !QStandardPaths::findExecutable(QStringLiteral("gnugo")).isEmpty() ||
         !QStandardPaths::findExecutable(QStringLiteral("gnugo"), {QStringLiteral("/usr/games")})
              .isEmpty();
}

}  // namespace tengen::test
