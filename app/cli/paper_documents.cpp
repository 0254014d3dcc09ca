#include "app/cli/paper_documents.h"

#include <QLocale>
#include <QUrl>
#include <variant>

#include "app/cli/cli.h"
#include "app/wording/std_text.h"
#include "app/wording/time_control_text.h"
#include "clock/spec_parser.h"

namespace tengen::cli {
namespace {

void write(const std::string& file, const print::PaperDocument& document) {
  if (file.empty() || file == "-")
    throw CliError(CliWords::tr("a PDF needs an output file: -o FILE.pdf", "reports.need-output"));
  // The one way it fails with the QGuiApplication main() makes: the file cannot be written.
  if (!print::writeDocumentPdf(qs(file), document).isEmpty())
    throw CliError(CliWords::tr("cannot write %1", "reports.cannot-write").arg(qs(file)));
}

// The live pages' base address, checked: a QR code to a mistyped address sends every player to
// nowhere, and nobody notices until the slips are on the tables.
QString liveBase(const std::string& text) {
  if (text.empty()) return {};
  const QUrl url(qs(text), QUrl::StrictMode);
  const QString scheme = url.scheme().toLower();
  if (!url.isValid() || (scheme != "http" && scheme != "https") || url.host().isEmpty() ||
      url.hasQuery() || url.hasFragment() || !url.userInfo().isEmpty())
    throw CliError(
        CliWords::tr("--live-url must be the live pages' address, http:// or https:// with a host "
                     "and no query, e.g. http://192.168.1.10:8080, not \"%1\"",
                     "paper.bad-live-url")
            .arg(qs(text)));
  return url.toString(QUrl::FullyEncoded);
}

}  // namespace

QString timeControlInWords(const std::string& spec) {
  if (spec.empty()) return {};
  return wording::TimeControlText::describeSpec(spec);
}

print::PaperWords paperWords(const reports::Tournament& tournament) {
  print::PaperWords w;
  w.chinese = language() == Lang::Zh;
  w.collation = w.chinese ? QLocale(QLocale::Chinese, QLocale::China)
                          : QLocale(QLocale::English, QLocale::UnitedStates);
  w.timeControl = timeControlInWords(tournament.event.timeControl);
  w.page = CliWords::tr("page %1 / %2", "paper.page");
  w.venue = CliWords::tr("Venue: %1", "paper.venue");
  w.dates = CliWords::tr("%1 to %2", "paper.dates");
  w.round = CliWords::tr("Round %1", "paper.round");
  w.time = CliWords::tr("Time: %1", "paper.time");
  w.standingsTitle = CliWords::tr("Standings after round %1", "paper.standings-title");
  w.crosstableTitle = CliWords::tr("Crosstable after round %1", "paper.crosstable-title");
  w.pairingsTitle = CliWords::tr("Pairings, round %1", "paper.pairings-title");
  w.pairingsByNameTitle =
      CliWords::tr("Pairings by name, round %1", "paper.pairings-by-name-title");
  w.slipsTitle = CliWords::tr("Result slips, round %1", "paper.slips-title");
  w.club = CliWords::tr("Club", "paper.club");
  w.name = CliWords::tr("Name", "paper.name");
  w.board = CliWords::tr("Board", "paper.board");
  w.black = CliWords::tr("Black", "paper.black");
  w.white = CliWords::tr("White", "paper.white");
  w.rank = CliWords::tr("Rank", "paper.rank");
  w.handicap = CliWords::tr("Hcp", "paper.handicap");
  w.komi = CliWords::tr("Komi", "paper.komi");
  w.result = CliWords::tr("Result", "paper.result");
  w.colour = CliWords::tr("Colour", "paper.colour");
  w.opponent = CliWords::tr("Opponent", "paper.opponent");
  w.bye = CliWords::tr("Bye", "paper.bye");
  w.slipTitle = CliWords::tr("%1 · Round %2 · Result slip", "paper.slip-title");
  w.slipBoard = CliWords::tr("Board %1", "paper.slip-board");
  w.win = CliWords::tr("win", "paper.win");
  w.jigo = CliWords::tr("jigo", "paper.jigo");
  w.margin = CliWords::tr("margin:", "paper.margin");
  w.slipFacts = CliWords::tr("Handicap: %1 · Komi: %2", "paper.slip-facts");
  w.signBlack = CliWords::tr("Black's signature", "paper.sign-black");
  w.signWhite = CliWords::tr("White's signature", "paper.sign-white");
  w.signReferee = CliWords::tr("Referee", "paper.sign-referee");
  return w;
}

void writeStandingsPdf(const reports::Standings& st, const reports::Tournament& t,
                       const std::string& file, const QString& headsLine) {
  print::PaperDocument document = print::standingsDocument(st, t, paperWords(t));
  document.header.footer = headsLine;
  write(file, document);
}

void writeCrosstablePdf(const reports::Standings& st, const reports::Tournament& t,
                        const std::string& file) {
  write(file, print::crosstableDocument(st, t, paperWords(t)));
}

void writePairingsPdf(const reports::Tournament& t, int round, bool byName, const std::string& file,
                      const std::string& liveUrl) {
  const QString base = liveBase(liveUrl);
  write(file, print::pairingsDocument(t, round, byName, paperWords(t), base));
}

void writeSlipsPdf(const reports::Tournament& t, int round, const std::string& file,
                   const std::string& liveUrl, const std::map<int, QString>& slipHeads) {
  const QString base = liveBase(liveUrl);
  const print::PaperWords words = paperWords(t);
  print::PaperDocument document = print::slipsDocument(t, round, words, base);
  // Each slip anchors its game's logs on paper (found by its board label).
  for (print::Slip& slip : document.slipList)
    for (const auto& [board, line] : slipHeads)
      if (slip.board == words.slipBoard.arg(board)) slip.logHeads = line;
  write(file, document);
}

}  // namespace tengen::cli
