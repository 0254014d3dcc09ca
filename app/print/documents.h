#pragma once
// The printed documents (standings, crosstable, pairings by board or by name, result slips) as
// paper.h tables and slips, built from the reports module's values. The words come from the
// caller (the CLI's message table, the desk's tr()), so both front ends print the same pages.

#include <QLocale>
#include <QString>
#include <vector>

#include "app/print/paper.h"
#include "reports/ruling_slip.h"
#include "reports/standings.h"

namespace tengen::print {

// Every word a document prints. Titles take the round as %1.
struct PaperWords {
  bool chinese = false;  // ranks as 3段 / 2级, the reports' Chinese headers
  QLocale collation;     // pairings by name are sorted in this locale's collation
  QString timeControl;   // the event's time control in words; empty: not shown
  QString page;          // "page %1 / %2"
  QString venue;         // "Venue: %1"
  QString dates;         // "%1 to %2"
  QString round;         // "Round %1"
  QString time;          // "Time: %1"
  QString standingsTitle, crosstableTitle, pairingsTitle, pairingsByNameTitle, slipsTitle;
  QString club, name, board, black, white, rank, handicap, komi, result, colour, opponent, bye;
  QString slipTitle;  // "%1 · Round %2 · Result slip": event, round
  QString slipBoard;  // "Board %1"
  QString win, jigo, margin;
  QString slipFacts;  // "Handicap: %1 · Komi: %2"
  QString signBlack, signWhite, signReferee;
};

struct PaperDocument {
  PageHeader header;
  PaperLayout layout;
  bool slips = false;  // the slips below, else the table
  PaperTable table;
  std::vector<Slip> slipList;
  int slipsPerPage = 4;
};

// Result slips per printed page (`tengen print slips --help` says four).
inline constexpr int kSlipsPerPage = 4;

// Every page's header: event name, `title`, then venue, dates, round (when > 0), time control.
PageHeader paperHeader(const reports::Tournament& tournament, const QString& title, int round,
                       const PaperWords& words);

// Standings: place, name, rank, club, each criterion (landscape beyond six criteria).
PaperDocument standingsDocument(const reports::Standings& standings,
                                const reports::Tournament& tournament, const PaperWords& words);
// The crosstable on landscape pages, 7.5 pt: 40+ rows a page.
PaperDocument crosstableDocument(const reports::Standings& standings,
                                 const reports::Tournament& tournament, const PaperWords& words);
// `liveUrl` below: the address of `tengen serve` as the players' phones reach it
// ("http://192.168.1.10:8080"); when set, the pages carry QR codes to the live pages (qr_code.h).
// Empty: no QR code.

// The draw of `round` by board (byes after the boards), or by name: each player once with board,
// colour and opponent, sorted by name in `words.collation` (pinyin for zh_CN), then by board.
// With a live URL each page's header has a QR code to the round's live page (by board, by name).
PaperDocument pairingsDocument(const reports::Tournament& tournament, int round, bool byName,
                               const PaperWords& words, const QString& liveUrl = {});
// One slip per board, kSlipsPerPage to a page; with a live URL each slip has a QR code to its
// board on the round's live pairings (`/round/N/pairings#bB`, the row highlighted).
PaperDocument slipsDocument(const reports::Tournament& tournament, int round,
                            const PaperWords& words, const QString& liveUrl = {});

// The referee's ruling slip (裁判裁决单) as a form on one A4 page: the event and the slip's title
// above, `pageOf` ("page %1 / %2") below.
struct FormDocument {
  PageHeader header;
  PaperLayout layout;
  PaperForm form;
};
FormDocument rulingSlipDocument(const reports::RulingSlip& slip, const QString& pageOf);

// `liveUrl` (trailing slashes dropped) followed by a page's path; empty when `liveUrl` is.
QString liveLink(const QString& liveUrl, const QString& path);

// Paints on the device from its current page (a QPrinter: set its orientation from
// document.layout.landscape first). Returns the number of pages, 0 when painting failed.
int paintDocument(QPagedPaintDevice& device, const PaperDocument& document);
// A new A4 PDF at `path`; an empty string on success, else what went wrong.
QString writeDocumentPdf(const QString& path, const PaperDocument& document);

}  // namespace tengen::print
