#include "app/print/pdf.h"

#include <unistd.h>
#include <QDir>
#include <QFile>
#include <QFont>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <cstring>

#include "app/print/paper.h"

namespace tengen::print {

namespace {

QString cjkFamily() {
  const QStringList families = QFontDatabase::families();
  for (const char* name :
       {"Noto Sans CJK SC", "Noto Serif CJK SC", "Noto Sans CJK JP", "WenQuanYi Zen Hei"})
    if (families.contains(QLatin1String(name))) return QLatin1String(name);
  return {};
}

}  // namespace

bool canPrint() {
  return qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr;
}

QString writePdf(const QString& html, const QString& path, const PdfOptions& options) {
  if (!canPrint()) return QStringLiteral("printing needs a QGuiApplication");
  QPdfWriter writer(path);
  writer.setCreator(QStringLiteral("Tengen"));
  writer.setTitle(options.title);
  writer.setResolution(300);
  writer.setPageLayout(QPageLayout(
      QPageSize(QPageSize::A4), options.landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
      QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
  QTextDocument doc;
  QFont font;
  const QString family = cjkFamily();
  // DejaVu Sans first, as paperFont: with the CJK font first the digits of Latin runs lose
  // their Unicode mapping and `pdftotext` drops them.
  if (!family.isEmpty()) font.setFamilies({QStringLiteral("DejaVu Sans"), family});
  font.setPointSize(options.fontPointSize);
  doc.setDefaultFont(font);
  // The reports' print markup asks for Noto Sans CJK first: DejaVu Sans goes before it, for
  // the digits (see paper.h).
  QString markup = html;
  markup.replace(QStringLiteral("font-family:'Noto Sans CJK SC',"),
                 QStringLiteral("font-family:'DejaVu Sans','Noto Sans CJK SC',"));
  doc.setHtml(markup);
  doc.print(&writer);
  if (!repairTextMapping(path)) return QStringLiteral("cannot write %1").arg(path);
  return {};
}

std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv) {
  bool gui = false;
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "print") == 0 || std::strcmp(argv[i], "pdf") == 0 ||
        std::strcmp(argv[i], "--format=pdf") == 0 ||
        (std::strcmp(argv[i], "reports") == 0 && i > 1 && std::strcmp(argv[i - 1], "bench") == 0))
      gui = true;
  if (!gui) return std::make_unique<QCoreApplication>(argc, argv);
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
    // Without it Qt warns on every run; a private folder as the XDG spec asks (mode 0700).
    const QByteArray dir =
        QDir::tempPath().toUtf8() + "/tengen-runtime-" + QByteArray::number(getuid());
    if (QDir().mkpath(QString::fromUtf8(dir))) {
      QFile::setPermissions(QString::fromUtf8(dir), QFileDevice::ReadOwner |
                                                        QFileDevice::WriteOwner |
                                                        QFileDevice::ExeOwner);
      qputenv("XDG_RUNTIME_DIR", dir);
    }
  }
  return std::make_unique<QGuiApplication>(argc, argv);
}

}  // namespace tengen::print
