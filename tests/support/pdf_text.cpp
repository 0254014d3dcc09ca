#include "tests/support/pdf_text.h"

#include <doctest/doctest.h>

#include <QProcess>
#include <QStandardPaths>

namespace tengen::test {

QString pdfText(const QString& pdf) {
  const QString exe = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
  REQUIRE_MESSAGE(!exe.isEmpty(), "poppler-utils (pdftotext) must be installed");
  QProcess p;
  p.start(exe, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
  REQUIRE(p.waitForFinished(30000));
  return QString::fromUtf8(p.readAllStandardOutput());
}

QStringList pdfPages(const QString& pdf) {
  QStringList pages = pdfText(pdf).split(QLatin1Char('\f'));
  while (!pages.isEmpty() && pages.back().trimmed().isEmpty()) pages.pop_back();
  return pages;
}

}  // namespace tengen::test
