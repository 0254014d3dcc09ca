#include "app/engine/gtp_engine.h"

#include <QStandardPaths>
#include <QtGlobal>

namespace tengen::engine {

QString GtpEngine::findGnuGo() {
  if (qEnvironmentVariableIsSet("TENGEN_GNUGO")) return qEnvironmentVariable("TENGEN_GNUGO");
  QString path = QStandardPaths::findExecutable(QStringLiteral("gnugo"));
  if (path.isEmpty())
    path = QStandardPaths::findExecutable(QStringLiteral("gnugo"), {QStringLiteral("/usr/games")});
  return path;
}

GtpEngine::GtpEngine(const QString& program, const QStringList& arguments) {
  process_.setProcessChannelMode(QProcess::SeparateChannels);
  process_.setStandardErrorFile(QProcess::nullDevice());
  process_.start(program, arguments);
  if (!process_.waitForStarted(10000))
    throw GtpError(QStringLiteral("%1: %2").arg(program, process_.errorString()).toStdString());
}

GtpEngine::~GtpEngine() {
  if (process_.state() == QProcess::NotRunning) return;
  process_.write("quit\n");
  process_.waitForBytesWritten(1000);
  if (!process_.waitForFinished(3000)) {
    process_.kill();
    process_.waitForFinished(1000);
  }
}

QString GtpEngine::send(const QString& command, int timeoutMs) {
  process_.write((command + QLatin1Char('\n')).toUtf8());
  process_.waitForBytesWritten(timeoutMs);
  // An answer ends with an empty line; GNU Go never puts one inside it.
  while (!buffer_.contains("\n\n")) {
    if (!process_.waitForReadyRead(timeoutMs))
      throw GtpError(QStringLiteral("no answer to '%1'").arg(command).toStdString());
    buffer_ += process_.readAllStandardOutput();
    buffer_.replace("\r", "");
  }
  const qsizetype end = buffer_.indexOf("\n\n");
  const QString answer = QString::fromUtf8(buffer_.left(end));
  buffer_.remove(0, end + 2);
  if (!answer.startsWith(QLatin1Char('=')))
    throw GtpError(QStringLiteral("'%1' -> %2").arg(command, answer).toStdString());
  return answer.mid(1).trimmed();
}

}  // namespace tengen::engine
