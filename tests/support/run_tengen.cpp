#include "tests/support/run_tengen.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <memory>

namespace tengen::test {

std::string tengenBinary() { return TENGEN_BIN; }

namespace {
QStringList argumentsOf(const std::vector<std::string>& args) {
  QStringList list;
  bool hasLang = false;
  for (const auto& a : args) {
    list << QString::fromStdString(a);
    if (a == "--lang" || a.rfind("--lang=", 0) == 0) hasLang = true;
  }
  if (!hasLang) list = QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + list;
  return list;
}

QProcessEnvironment testEnvironment() {
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  return env;
}
}  // namespace

std::vector<RunResult> runTengenTogether(const std::vector<std::vector<std::string>>& argLists) {
  std::vector<std::unique_ptr<QProcess>> processes;
  for (const auto& args : argLists) {
    auto p = std::make_unique<QProcess>();
    p->setProcessEnvironment(testEnvironment());
    p->start(QString::fromUtf8(TENGEN_BIN), argumentsOf(args));
    processes.push_back(std::move(p));
  }
  std::vector<RunResult> results;
  for (auto& p : processes) {
    RunResult r;
    if (p->waitForStarted(10000)) {
      p->closeWriteChannel();
      p->waitForFinished(120000);
      r.exitCode = p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1;
      r.out = p->readAllStandardOutput().toStdString();
      r.err = p->readAllStandardError().toStdString();
    }
    results.push_back(std::move(r));
  }
  return results;
}

RunResult runTengen(const std::vector<std::string>& args, const std::string& stdinText) {
  const QStringList list = argumentsOf(args);
  QProcess process;
  process.setProcessEnvironment(testEnvironment());
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
