#pragma once
// Paper: tables and result slips drawn directly with QPainter on the pages of a
// QPagedPaintDevice (a QPdfWriter, or the desk's QPrinter); no rich text, so a 2 000-row list
// takes milliseconds a page instead of ~110 ms. Every page carries the document's header (event,
// title, details such as venue, date, round, time control) and "page i / n" at the foot.
//
// Tables are paginated by rows with the header row repeated on each page; columns are as wide as
// their widest cell (QFontMetrics), spread to the full width; numbers are right-aligned; when
// the page is too narrow, the elidable columns (names) give up width and long names are elided.
// Cells never wrap. Result slips are whole, `perPage` to a page, a dashed cut line between each
// pair; a slip is never split across pages.
//
// Text is drawn in DejaVu Sans with Noto Sans CJK SC for Chinese (`paperFont`): with the CJK font
// first, Qt 6.4 writes the digits of Latin runs as glyphs without a Unicode mapping, and
// `pdftotext` loses them; DejaVu's digits and Noto's Han both extract exactly.

#include <QFont>
#include <QString>
#include <QStringList>
#include <vector>

class QPagedPaintDevice;

namespace tengen::print {

struct PageHeader {
  QString event;        // first line, bold
  QString title;        // "Standings after round 3"
  QStringList details;  // already worded: venue, dates, round, time control
  QString pageOf;       // "page %1 / %2" (page, pages); empty: no page numbers
  QString qrText;       // a live page's URL, drawn as a QR code at the top right; empty: none
  // In the footer after the event's name, small: the logs' printed heads (tamper evidence);
  // empty: none.
  QString footer;
};

struct PaperTable {
  QStringList header;
  std::vector<bool> rightAligned;  // per column: numbers
  std::vector<bool> elidable;      // per column: gives up width, elided, on a narrow page
  std::vector<QStringList> rows;
};

struct PaperLayout {
  bool landscape = false;
  qreal fontPointSize = 9;
  qreal marginMm = 10;
  QString title;  // the PDF's title (metadata)
};

// One result slip: the players' rows have a box before the result word.
struct Slip {
  QString title;             // event · round · "Result slip"
  QString board;             // "Board 5", printed large at the right
  QStringList heads;         // heads of the players' rows: "", name, rank, result
  QStringList black, white;  // colour, name, rank, "win"
  QString facts;             // handicap, komi, time control in words
  QString jigo;              // "jigo", with a box
  QString margin;            // "margin:", followed by a line to write on
  QStringList signatures;    // each followed by a line to sign on
  QString qrText;            // the board's live page, a QR code at the slip's right; empty: none
  // The game's logs' printed heads (tamper evidence: `tengen db check --head`), in small type
  // under the signatures; empty: none.
  QString logHeads;
};

// A form: labelled rows whose values wrap at the page's width (a value may hold several lines),
// then lines to sign, two to a row, then a closing note. The referee's ruling slip (裁判裁决单).
struct FormRow {
  QString label;
  QStringList lines;
  bool strong = false;  // the first line in bold
};
struct PaperForm {
  std::vector<FormRow> rows;
  QStringList signatures;  // each followed by a line to sign on
  QString footer;
};

// DejaVu Sans for Latin text and digits, Noto Sans CJK SC for Chinese.
QFont paperFont(qreal pointSize);

// Draws the table from the device's current page on (a new page for each further page). The
// device must have its page layout set; returns the number of pages, 0 when painting failed.
int paintTable(QPagedPaintDevice& device, const PageHeader& header, const PaperTable& table,
               const PaperLayout& layout);
// Draws the slips, `perPage` to a page. Returns the number of pages, 0 when painting failed.
int paintSlips(QPagedPaintDevice& device, const PageHeader& header, const std::vector<Slip>& slips,
               int perPage, const PaperLayout& layout);

// Draws the form, rows kept whole (a new page when the next row does not fit). Returns the number
// of pages, 0 when painting failed.
int paintForm(QPagedPaintDevice& device, const PageHeader& header, const PaperForm& form,
              const PaperLayout& layout);

// Qt 6.4 maps each embedded glyph back to the lowest code point the font maps to it; Noto CJK
// shares its glyphs between the radicals (U+2E80..U+2FDF) and the ideographs, so 白 页 一 小 文
// would come out of `pdftotext` as the radicals ⽩ ⻚ ⼀ ⼩ ⽂. This rewrites, in place, each such
// radical in the PDF's ToUnicode maps as the ideograph with the same glyph (same byte length).
// Returns false when the file cannot be read or written.
bool repairTextMapping(const QString& pdfPath);

// The same on A4 pages of a new PDF at `path` (text mapping repaired); an empty string on success,
// else what went wrong. Needs a QGuiApplication.
QString writeTablePdf(const QString& path, const PageHeader& header, const PaperTable& table,
                      const PaperLayout& layout);
QString writeSlipsPdf(const QString& path, const PageHeader& header, const std::vector<Slip>& slips,
                      int perPage, const PaperLayout& layout);
QString writeFormPdf(const QString& path, const PageHeader& header, const PaperForm& form,
                     const PaperLayout& layout);

}  // namespace tengen::print
