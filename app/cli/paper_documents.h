#pragma once
// The printed documents of the command line (`tengen print ...`, `tengen standings|crosstable
// --format pdf`, `tengen bench reports`): the reports' tables and the result slips worded in the
// CLI's language (the message table) and painted by app/print/paper.h.

#include <QString>
#include <string>
#include <vector>

#include "app/print/paper.h"
#include "reports/standings.h"

namespace tengen::cli {

// The time control in words when `spec` is a clock spec ("byoyomi:60m+3x30s" → "1h + 3x30s
// byo-yomi"), else the text as it is.
QString timeControlInWords(const std::string& spec);

// Every page's header: event name, `title`, then venue, dates, round (when > 0) and time control.
print::PageHeader paperHeader(const reports::Tournament& tournament, const QString& title,
                              int round);

print::PaperTable standingsPaper(const reports::Standings& standings);
print::PaperTable crosstablePaper(const reports::Standings& standings);
// The draw of `round` by board, byes after the boards.
print::PaperTable pairingsPaper(const reports::Tournament& tournament, int round);
// Each player of `round` once, with board, colour and opponent, sorted by name in the
// language's collation (QCollator: pinyin order for Chinese), then by board.
print::PaperTable pairingsByNamePaper(const reports::Tournament& tournament, int round);
std::vector<print::Slip> slipsPaper(const reports::Tournament& tournament, int round);

// Result slips per printed page, as `tengen print slips --help` says.
inline constexpr int kSlipsPerPage = 4;

// The documents as PDF files; each throws CliError when the file cannot be written.
void writeStandingsPdf(const reports::Standings& standings, const reports::Tournament& tournament,
                       const std::string& file);
void writeCrosstablePdf(const reports::Standings& standings, const reports::Tournament& tournament,
                        const std::string& file);
void writePairingsPdf(const reports::Tournament& tournament, int round, bool byName,
                      const std::string& file);
void writeSlipsPdf(const reports::Tournament& tournament, int round, const std::string& file);

}  // namespace tengen::cli
