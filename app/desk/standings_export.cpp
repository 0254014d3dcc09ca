#include "app/desk/standings_export.h"

#include <QDateTime>
#include <QFile>

#include "app/desk/paper_words.h"
#include "reports/opengotha.h"

namespace tengen::desk {

std::vector<ExportFormat> allExportFormats() {
  using F = ExportFormat;
  return {F::StandingsPdf,   F::StandingsHtml,  F::StandingsCsv, F::StandingsJson, F::CrosstablePdf,
          F::CrosstableHtml, F::CrosstableText, F::EgfH9,        F::AgaResults,    F::OpenGothaXml};
}

QString suffixOf(ExportFormat format) {
  switch (format) {
    case ExportFormat::StandingsCsv:
      return QStringLiteral("csv");
    case ExportFormat::StandingsJson:
      return QStringLiteral("json");
    case ExportFormat::StandingsHtml:
    case ExportFormat::CrosstableHtml:
      return QStringLiteral("html");
    case ExportFormat::StandingsPdf:
    case ExportFormat::CrosstablePdf:
      return QStringLiteral("pdf");
    case ExportFormat::CrosstableText:
    case ExportFormat::AgaResults:
      return QStringLiteral("txt");
    case ExportFormat::EgfH9:
      return QStringLiteral("h9");
    case ExportFormat::OpenGothaXml:
      return QStringLiteral("xml");
  }
  return {};
}

print::PaperDocument standingsPaper(bool crosstable, const reports::Tournament& tournament,
                                    const reports::Standings& standings, reports::Language lang,
                                    const QString& logHeads) {
  const print::PaperWords words = PaperWords::forEvent(tournament, lang == reports::Language::Zh);
  print::PaperDocument document = crosstable
                                      ? print::crosstableDocument(standings, tournament, words)
                                      : print::standingsDocument(standings, tournament, words);
  document.header.footer = logHeads;
  return document;
}

ExportDone exportStandings(ExportFormat format, const reports::Tournament& tournament,
                           const reports::Standings& st, reports::Language lang,
                           const QString& path, const reports::OpenGothaOptions* openGotha,
                           const QString& logHeads) {
  ExportDone done;
  reports::HtmlOptions html;
  html.lang = lang;
  std::string text;
  switch (format) {
    case ExportFormat::StandingsCsv:
      text = reports::standingsCsv(st);
      break;
    case ExportFormat::StandingsJson:
      text = reports::standingsJson(st);
      break;
    case ExportFormat::StandingsHtml:
      text = reports::standingsHtml(st, tournament, html);
      break;
    case ExportFormat::CrosstableHtml:
      text = reports::crosstableHtml(st, tournament, html);
      break;
    case ExportFormat::CrosstableText:
      text = reports::crosstableText(st, lang);
      break;
    case ExportFormat::EgfH9: {
      auto ex = reports::egfH9(st, tournament);
      text = std::move(ex.text);
      done.warnings = std::move(ex.warnings);
      break;
    }
    case ExportFormat::AgaResults: {
      auto ex = reports::agaResults(st, tournament);
      text = std::move(ex.text);
      done.warnings = std::move(ex.warnings);
      break;
    }
    case ExportFormat::OpenGothaXml: {
      reports::OpenGothaOptions og = openGotha ? *openGotha : reports::OpenGothaOptions{};
      og.savedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
      text = reports::openGothaXml(tournament, st.settings, og);
      break;
    }
    case ExportFormat::StandingsPdf:
    case ExportFormat::CrosstablePdf:
      // The same pages as `tengen print standings|crosstable`.
      done.error = print::writeDocumentPdf(
          path,
          standingsPaper(format == ExportFormat::CrosstablePdf, tournament, st, lang, logHeads));
      return done;
  }
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
      file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
    done.error = file.errorString();
  return done;
}

}  // namespace tengen::desk
