// tengen-desk: the tournament desk window. Opens the event file given (creating it when it does
// not exist yet); --new EVENT opens the new-event wizard for it; --screenshots DIR renders every
// view to PNG and exits; --bench times opening a large event and entering a result
// (app/desk/desk_bench.h).

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>
#include <cstdio>

#include "app/desk/desk_bench.h"
#include "app/desk/language.h"
#include "app/desk/main_window.h"
#include "db/store/event_store.h"

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
  QCommandLineOption bench(
      QStringLiteral("bench"),
      QStringLiteral("Time opening EVENT and entering a result until the standings show it; "
                     "builds EVENT (--bench-players x --bench-rounds) when it does not exist."));
  QCommandLineOption benchPlayers(QStringLiteral("bench-players"),
                                  QStringLiteral("Players of a built bench event (2000)."),
                                  QStringLiteral("N"), QStringLiteral("2000"));
  QCommandLineOption benchRounds(QStringLiteral("bench-rounds"),
                                 QStringLiteral("Rounds of a built bench event (9)."),
                                 QStringLiteral("N"), QStringLiteral("9"));
  QCommandLineOption benchRepeat(QStringLiteral("bench-repeat"),
                                 QStringLiteral("Times each figure is measured (3)."),
                                 QStringLiteral("N"), QStringLiteral("3"));
  QCommandLineOption wizard(
      QStringLiteral("new"),
      QStringLiteral("Open the new-event wizard for EVENT (the file is created on Finish)."));
  parser.addOption(wizard);
  parser.addOption(lang);
  parser.addOption(shots);
  parser.addOption(bench);
  parser.addOption(benchPlayers);
  parser.addOption(benchRounds);
  parser.addOption(benchRepeat);
  QCommandLineOption benchPublish(
      QStringLiteral("bench-publish"),
      QStringLiteral("With --bench: publish live pages on PORT while measuring."),
      QStringLiteral("PORT"), QStringLiteral("0"));
  QCommandLineOption benchWait(
      QStringLiteral("bench-wait"),
      QStringLiteral("With --bench-publish: serve SECONDS before measuring."),
      QStringLiteral("SECONDS"), QStringLiteral("0"));
  parser.addOption(benchPublish);
  parser.addOption(benchWait);
  parser.addPositionalArgument(QStringLiteral("EVENT"),
                               QStringLiteral("The event file to open or create."));
  parser.process(app);

  tengen::desk::Language language;
  language.set(parser.isSet(lang) ? parser.value(lang) : tengen::desk::Language::initial());

  if (parser.isSet(bench)) {
    if (parser.positionalArguments().isEmpty()) parser.showHelp(2);
    tengen::desk::DeskBenchOptions options;
    options.path = parser.positionalArguments().front();
    options.players = parser.value(benchPlayers).toInt();
    options.rounds = parser.value(benchRounds).toInt();
    options.repeat = parser.value(benchRepeat).toInt();
    options.publishPort = parser.value(benchPublish).toInt();
    options.waitSeconds = parser.value(benchWait).toInt();
    return tengen::desk::runDeskBench(language, options);
  }

  tengen::desk::MainWindow window(language);
  const QStringList args = parser.positionalArguments();
  if (parser.isSet(wizard)) {
    if (args.isEmpty()) parser.showHelp(2);
    window.show();
    // Once the window is up: the wizard is modal over it.
    QTimer::singleShot(0, &window, [&window, path = args.front()] { window.newEventWizard(path); });
    return app.exec();
  }
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
