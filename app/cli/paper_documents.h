#pragma once
// The printed documents of the command line (`tengen print ...`, `tengen standings|crosstable
// --format pdf`, `tengen bench reports`): app/print/documents.h worded in the CLI's language
// (the message table).

#include <map>
#include <string>

#include "app/print/documents.h"
#include "reports/standings.h"

namespace tengen::cli {

// The time control in words when `spec` is a clock spec ("byoyomi:60m+3x30s" → "1h + 3x30s
// byo-yomi"), else the text as it is.
QString timeControlInWords(const std::string& spec);

// Every word of the printed documents in the CLI's language; pairings by name in its collation.
print::PaperWords paperWords(const reports::Tournament& tournament);

// The documents as PDF files; each throws CliError when the file cannot be written.
// `headsLine`: the logs' printed heads (chain_words.h eventHeadsLine), in each page's footer;
// empty: none.
void writeStandingsPdf(const reports::Standings& standings, const reports::Tournament& tournament,
                       const std::string& file, const QString& headsLine = {});
void writeCrosstablePdf(const reports::Standings& standings, const reports::Tournament& tournament,
                        const std::string& file);
// `liveUrl`: where phones reach `tengen serve` (http:// or https://, a host, optionally a port);
// the pages then carry QR codes to the live pages. Empty: none. Anything else throws CliError.
void writePairingsPdf(const reports::Tournament& tournament, int round, bool byName,
                      const std::string& file, const std::string& liveUrl = {});
// `slipHeads`: per board, its logs' printed heads (chain_words.h slipHeadsLines), on its slip.
void writeSlipsPdf(const reports::Tournament& tournament, int round, const std::string& file,
                   const std::string& liveUrl = {}, const std::map<int, QString>& slipHeads = {});

}  // namespace tengen::cli
