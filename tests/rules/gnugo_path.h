#pragma once
// Where the GNU Go cross-checks find GNU Go: $TENGEN_GNUGO when set (empty: as if absent, the
// same switch as `tengen score --propose-dead`), else `gnugo` on the PATH or in /usr/games
// (Debian installs it there).

#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace tengen::rules::test {

inline QString gnugoPath() {
  if (qEnvironmentVariableIsSet("TENGEN_GNUGO")) return qEnvironmentVariable("TENGEN_GNUGO");
  QString p = QStandardPaths::findExecutable(QStringLiteral("gnugo"));
  if (p.isEmpty())
    p = QStandardPaths::findExecutable(QStringLiteral("gnugo"), {QStringLiteral("/usr/games")});
  return p;
}

}  // namespace tengen::rules::test
