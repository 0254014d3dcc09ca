#pragma once
// Printing: HTML reports (reports/formats.h) to PDF through Qt's QTextDocument and QPdfWriter
// (Qt Gui, no Widgets), with the Noto CJK fonts so Chinese names render and are embedded.

#include <QCoreApplication>
#include <QString>
#include <memory>

namespace tengen::print {

struct PdfOptions {
  bool landscape = false;
  int fontPointSize = 10;
  QString title;
};

// Lays out `html` on A4 pages and writes the PDF to `path`. Needs a QGuiApplication. Returns
// an empty string on success, else what went wrong.
QString writePdf(const QString& html, const QString& path, const PdfOptions& options = {});

// The application object for the command line: a QGuiApplication (on the offscreen platform
// unless QT_QPA_PLATFORM says otherwise) when the arguments ask for a PDF ("print", "pdf",
// "bench reports", which times the PDFs),
// else a plain QCoreApplication, so other commands never need a display or GUI plugins.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv);

// Whether the running application can lay out text (a QGuiApplication).
bool canPrint();

}  // namespace tengen::print
