// The golden files (tests/golden/README.md): every case's command runs against a copy of the
// scenario event, and what it prints must equal its .expected file; TENGEN_UPDATE_GOLDEN=1
// rewrites the expected files instead.

#include <doctest/doctest.h>

#include <QDate>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <cstdlib>
#include <string>
#include <vector>

#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

const QString kGolden = QStringLiteral(TENGEN_SOURCE_DIR "/tests/golden");

QString readText(const QString& path) {
  QFile f(path);
  REQUIRE_MESSAGE(f.open(QIODevice::ReadOnly), path.toStdString() << " cannot be read");
  return QString::fromUtf8(f.readAll());
}

// One command line of a .commands or .input file as arguments, {event} and {source} (the
// source tree) replaced.
std::vector<std::string> arguments(const QString& line, const QString& event) {
  std::vector<std::string> args;
  for (const QString& a : QProcess::splitCommand(line))
    args.push_back(QString(a)
                       .replace(QStringLiteral("{event}"), event)
                       .replace(QStringLiteral("{source}"), QStringLiteral(TENGEN_SOURCE_DIR))
                       .toStdString());
  return args;
}

std::vector<QString> commandLines(const QString& text) {
  std::vector<QString> lines;
  for (const QString& raw : text.split(u'\n')) {
    const QString line = raw.trimmed();
    if (!line.isEmpty() && !line.startsWith(u'#')) lines.push_back(line);
  }
  return lines;
}

// The scenario event, built once per run by scenario.commands.
const QString& scenario() {
  static test::TempDir dir;
  static const QString event = [] {
    const QString file = dir.file(QStringLiteral("golden.tengen"));
    for (const QString& line :
         commandLines(readText(kGolden + QStringLiteral("/scenario.commands")))) {
      const test::RunResult r = test::runTengen(arguments(line, file));
      REQUIRE_MESSAGE(r.exitCode == 0, line.toStdString() << ": " << r.err);
    }
    return file;
  }();
  return event;
}

// What changes from run to run: the event's temporary path, times of day, today's date, digests
// over times.
QString normalised(QString text, const QString& event) {
  text.replace(event, QStringLiteral("<event>"));
  text.replace(QStringLiteral(TENGEN_SOURCE_DIR), QStringLiteral("<source>"));
  static const QRegularExpression stamp(
      QStringLiteral(R"(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)"));
  text.replace(stamp, QStringLiteral("<time>"));
  // OpenGotha's compact save time (YYYYMMDDhhmmss), and SHA-256 digests (a hash chain's links
  // cover the entries' times).
  static const QRegularExpression compact(QStringLiteral(R"((?<!\d)20\d{12}(?!\d))"));
  text.replace(compact, QStringLiteral("<time>"));
  static const QRegularExpression digest(
      QStringLiteral(R"((?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f]))"));
  text.replace(digest, QStringLiteral("<sha256>"));
  text.replace(QDate::currentDate().toString(Qt::ISODate), QStringLiteral("<today>"));
  return text;
}

// Runs every case of one area; returns how many it compared (or rewrote).
int checkArea(const QString& area) {
  const QDir dir(kGolden + u'/' + area);
  const QStringList inputs = dir.entryList({QStringLiteral("*.input")}, QDir::Files, QDir::Name);
  const bool update = std::getenv("TENGEN_UPDATE_GOLDEN") != nullptr;
  for (const QString& input : inputs) {
    const QString name = input.chopped(6);
    CAPTURE(area.toStdString() + "/" + name.toStdString());
    // A copy per case, so a command that writes (pair, swap) leaves the next case's event alone.
    test::TempDir work;
    const QString event = work.file(QStringLiteral("case.tengen"));
    REQUIRE(QFile::copy(scenario(), event));
    const std::vector<QString> lines = commandLines(readText(dir.filePath(input)));
    REQUIRE_MESSAGE(lines.size() == 1, "one command per .input file");
    const test::RunResult r = test::runTengen(arguments(lines.front(), event));
    CHECK_MESSAGE(r.exitCode == 0, r.err);
    const QString got = normalised(QString::fromUtf8(r.out.data(), qsizetype(r.out.size())), event);
    const QString path = dir.filePath(name + QStringLiteral(".expected"));
    if (update) {
      QFile out(path);
      REQUIRE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
      out.write(got.toUtf8());
      continue;
    }
    REQUIRE_MESSAGE(QFile::exists(path), path.toStdString()
                                             << " missing: run with TENGEN_UPDATE_GOLDEN=1");
    const QString want = readText(path);
    if (got == want) continue;
    // The first line that differs, so a failure says where the output moved.
    const QStringList w = want.split(u'\n'), g = got.split(u'\n');
    qsizetype i = 0;
    while (i < w.size() && i < g.size() && w[i] == g[i]) ++i;
    FAIL_CHECK("line " << i + 1 << ": expected \""
                       << (i < w.size() ? w[i] : QString()).toStdString() << "\", got \""
                       << (i < g.size() ? g[i] : QString()).toStdString() << "\"");
  }
  return int(inputs.size());
}

}  // namespace

TEST_CASE("golden: every export format") {
  CHECK(checkArea(QStringLiteral("export")) >= 8);
}

TEST_CASE("golden: every --json output") {
  CHECK(checkArea(QStringLiteral("json")) >= 13);
}
