#pragma once
// A Go engine spoken to over GTP (Go Text Protocol, version 2) through its standard input and
// output, found at run time: GNU Go for dead-stone proposals. Optional: callers fall back when it
// is not installed.

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <stdexcept>

namespace tengen::engine {

// An engine that would not start, answered "? ..." or did not answer in time; what() says which.
class GtpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class GtpEngine {
 public:
  // GNU Go's program: $TENGEN_GNUGO when set (empty: none, to run as if it were absent), else
  // `gnugo` on the PATH or in /usr/games (Debian's place); empty when not found.
  static QString findGnuGo();

  // Starts the program; throws GtpError when it does not start.
  GtpEngine(const QString& program, const QStringList& arguments);
  // Says quit and waits a little; kills the process if it lingers.
  ~GtpEngine();
  GtpEngine(const GtpEngine&) = delete;
  GtpEngine& operator=(const GtpEngine&) = delete;

  // Sends one command and returns the answer without its "= "; throws GtpError for a "? ..."
  // answer or when nothing complete comes back within timeoutMs.
  QString send(const QString& command, int timeoutMs = 120000);

 private:
  QProcess process_;
  QByteArray buffer_;
};

}  // namespace tengen::engine
