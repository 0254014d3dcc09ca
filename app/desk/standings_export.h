#pragma once
// The Standings view's exports: every format the reports module writes (as `tengen standings
// --format`, `tengen crosstable` and `tengen export` do), written to a file. No widgets.

#include <QString>
#include <QStringList>
#include <vector>

#include "app/print/documents.h"
#include "reports/formats.h"
#include "reports/opengotha.h"

namespace tengen::desk {

enum class ExportFormat {
  StandingsCsv,
  StandingsJson,
  StandingsHtml,
  StandingsPdf,
  CrosstableHtml,
  CrosstablePdf,
  CrosstableText,
  EgfH9,
  AgaResults,
  OpenGothaXml,
};

// Every format in the order the save dialog offers them, and each one's file suffix ("csv").
std::vector<ExportFormat> allExportFormats();
QString suffixOf(ExportFormat format);

struct ExportDone {
  QString error;                      // empty: written
  std::vector<std::string> warnings;  // e.g. players without a Latin name in h9/AGA
};

// The standings or the crosstable as printed (`tengen print standings|crosstable`), worded in
// `lang` through the desk's translations. `logHeads`: the logs' printed heads (tamper evidence,
// StandingsView::logHeadsLine), in each page's footer as on `tengen print standings`.
print::PaperDocument standingsPaper(bool crosstable, const reports::Tournament& tournament,
                                    const reports::Standings& standings, reports::Language lang,
                                    const QString& logHeads = {});

// Writes `format` of the standings (after standings.afterRound) to `path`; PDF needs a
// QGuiApplication (the desk has one).
// `openGotha`: the draw's settings, time control and what an OpenGotha import kept, for the
// OpenGotha XML (its save time is set here); without it the writer's defaults. `logHeads`: on
// the PDF's pages (standingsPaper).
ExportDone exportStandings(ExportFormat format, const reports::Tournament& tournament,
                           const reports::Standings& standings, reports::Language lang,
                           const QString& path,
                           const reports::OpenGothaOptions* openGotha = nullptr,
                           const QString& logHeads = {});

}  // namespace tengen::desk
