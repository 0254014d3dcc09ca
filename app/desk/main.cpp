// tengen-desk: the tournament desk window. Opens the event file given (creating it when it does
// not exist yet); --screenshots DIR renders every view to PNG and exits.

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>
#include <cstdio>

#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "db/event_store.h"

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Tengen"));
  QApplication::setApplicationName(QStringLiteral("tengen-desk"));

  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("Tengen desk"));
  parser.addHelpOption();
  QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Language: zh or en."),
                          QStringLiteral("code"));
  QCommandLineOption shots(QStringLiteral("screenshots"),
                           QStringLiteral("Render every view to a PNG in DIR and exit."),
                           QStringLiteral("DIR"));
  parser.addOption(lang);
  parser.addOption(shots);
  parser.addPositionalArgument(QStringLiteral("EVENT"),
                               QStringLiteral("The event file to open or create."));
  parser.process(app);

  tengen::desk::Language language;
  language.set(parser.isSet(lang) ? parser.value(lang) : tengen::desk::Language::initial());

  tengen::desk::MainWindow window(language);
  const QStringList args = parser.positionalArguments();
  if (!args.isEmpty()) {
    const QString path = args.front();
    const bool ok = QFileInfo::exists(path) || tengen::db::EventStore::isDatabaseUrl(path)
                        ? window.openEvent(path)
                        : window.createEvent(path, QFileInfo(path).completeBaseName());
    if (!ok && parser.isSet(shots)) return 2;
  }
  window.show();
  if (parser.isSet(shots)) {
    const QStringList files = window.saveScreenshots(parser.value(shots));
    for (const QString& f : files) std::printf("%s\n", qPrintable(f));
    return files.isEmpty() ? 1 : 0;
  }
  return app.exec();
}
