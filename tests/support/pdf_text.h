#pragma once
// A PDF read back as text, the way the tests check printed papers: `pdftotext -layout`
// (poppler-utils, installed by scripts/install-deps.sh).

#include <QString>
#include <QStringList>

namespace tengen::test {

// The whole text of the PDF; a missing pdftotext or a failed run fails the test.
QString pdfText(const QString& pdf);
// Its pages (pdftotext ends each with a form feed), the empty ones at the end dropped.
QStringList pdfPages(const QString& pdf);

}  // namespace tengen::test
