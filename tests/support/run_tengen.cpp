#include "tests/support/run_tengen.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace tengen::test {

std::string tengenBinary() { return TENGEN_BIN; }

RunResult runTengen(const std::vector<std::string>& args, const std::string& stdinText) {
  QStringList list;
  bool hasLang = false;
  for (const auto& a : args) {
    list << QString::fromStdString(a);
    if (a == "--lang" || a.rfind("--lang=", 0) == 0) hasLang = true;
  }
  if (!hasLang) list = QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + list;
  QProcess process;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  process.setProcessEnvironment(env);
  process.start(QString::fromUtf8(TENGEN_BIN), list);
  RunResult result;
  if (!process.waitForStarted(10000)) return result;
  if (!stdinText.empty()) process.write(stdinText.data(), static_cast<qint64>(stdinText.size()));
  process.closeWriteChannel();
  process.waitForFinished(300000);
  result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
  result.out = process.readAllStandardOutput().toStdString();
  result.err = process.readAllStandardError().toStdString();
  return result;
}

}  // namespace tengen::test
