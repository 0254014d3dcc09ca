#include "tests/support/run_tengen.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <memory>

namespace tengen::test {

std::string tengenBinary() {
  return TENGEN_BIN;
}

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
    if (!p->waitForStarted(30000)) {
      r.err = "tengen did not start: " + p->errorString().toStdString();
    } else {
      p->closeWriteChannel();
      p->waitForFinished(120000);
      r.exitCode = p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1;
      r.out = p->readAllStandardOutput().toStdString();
      r.err = p->readAllStandardError().toStdString();
      if (r.exitCode == -1)
        r.err += "\n(tengen ended abnormally: " + p->errorString().toStdString() + ")";
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
  if (!process.waitForStarted(30000)) {
    result.err = "tengen did not start: " + process.errorString().toStdString();
    return result;
  }
  if (!stdinText.empty()) process.write(stdinText.data(), static_cast<qint64>(stdinText.size()));
  process.closeWriteChannel();
  process.waitForFinished(300000);
  result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
  result.out = process.readAllStandardOutput().toStdString();
  result.err = process.readAllStandardError().toStdString();
  // A test's message then tells a crash or a hang from a refusal.
  if (result.exitCode == -1)
    result.err += "\n(tengen ended abnormally: " + process.errorString().toStdString() + ")";
  return result;
}

}  // namespace tengen::test
