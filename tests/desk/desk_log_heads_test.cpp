// The desk's paper anchors the logs (issue 15): its standings (printed and PDF), result slips and
// ruling slips carry the same short chain heads `tengen db heads` lists and `tengen db check
// --head` takes back, in English and Chinese; paper's text keeps its letters (no ligatures).
#include <doctest/doctest.h>

#include <QPrinter>

#include "app/desk/language.h"
#include "app/desk/referee_view.h"
#include "app/desk/rounds_view.h"
#include "app/desk/standings_view.h"
#include "app/print/paper.h"
#include "db/service/chain_check.h"
#include "db/service/ledger_store.h"
#include "db/service/result_entry.h"
#include "db/store/event_log.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/pdf_text.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

// Round 1 on two boards, board 1 with a result (its result log), board 2 with a warning (the
// ledger), and a change in the event log: every kind of head paper prints has entries.
std::unique_ptr<db::EventStore> loggedEvent(const test::TempDir& dir) {
  auto store = test::EventFixture("Heads Cup")
                   .chiefReferee("Chief")
                   .players({"Ke Jie", "Shin Jinseo", "Park Junghwan", "Gu Zihao"}, "9p")
                   .round(1)
                   .pairInOrder()
                   .create(dir.file("heads.tengen"));
  db::service::ResultInput result;
  result.round = 1;
  result.board = 1;
  result.result = pairing::Result::parse("B+R");
  result.who = "desk";
  REQUIRE(db::service::enterResult(*store, result).kind ==
          db::service::ResultOutcome::Kind::Stored);
  db::LedgerStore(*store).log({1, 2, referee::Side::White, "clock-before-move", {}, "Chief", {}});
  db::appendEventLog(*store, {0, {}, "venue", "old", "new", "td"});
  return store;
}

QStringList eventHeads(db::EventStore& store) {
  QStringList heads;
  for (const std::string& h : db::eventHeadsForPaper(db::readEventChains(store)))
    heads << QString::fromStdString(h);
  return heads;
}

// loggedEvent in a folder of its own, and the desk's language set to `lang` ("en", "zh").
struct LoggedDesk {
  explicit LoggedDesk(const char* lang) { language.set(lang); }
  test::TempDir dir;
  std::unique_ptr<db::EventStore> store = loggedEvent(dir);
  desk::Language language;
};

}  // namespace

TEST_CASE("the desk's standings print and PDF carry every log's heads, en and zh") {
  for (const char* lang : {"en", "zh"}) {
    CAPTURE(lang);
    LoggedDesk f(lang);
    desk::StandingsView view(*f.store, f.language);
    view.reload();
    const QStringList heads = eventHeads(*f.store);
    REQUIRE(heads.size() == 3);  // the digest, the ledger, the event log
    CHECK(heads[0].startsWith("all:"));
    CHECK(heads[1].startsWith("ledger:1:"));
    CHECK(heads[2].startsWith("event-log:"));
    const QString label =
        std::string(lang) == "zh" ? QString::fromUtf8("记录链头") : QStringLiteral("Log heads");

    REQUIRE(view.exportTo(desk::ExportFormat::StandingsPdf, f.dir.file("standings.pdf")));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(f.dir.file("printed.pdf"));
    view.printTo(&printer);
    for (const char* file : {"standings.pdf", "printed.pdf"}) {
      CAPTURE(file);
      const QString text = test::pdfText(f.dir.file(file));
      CHECK(text.contains(label));
      INFO(text.toStdString());
      for (const QString& h : heads) CHECK(text.contains(h));
    }
    // Another entry moves the heads: the next print shows the new digest, not a cached one.
    db::appendEventLog(*f.store, {0, {}, "dates", "old", "new", "td"});
    const QStringList after = eventHeads(*f.store);
    CHECK(after[0] != heads[0]);
    REQUIRE(view.exportTo(desk::ExportFormat::StandingsPdf, f.dir.file("after.pdf")));
    CHECK(test::pdfText(f.dir.file("after.pdf")).contains(after[0]));
  }
}

TEST_CASE("the desk's result slips and ruling slips carry their logs' heads, en and zh") {
  for (const char* lang : {"en", "zh"}) {
    CAPTURE(lang);
    LoggedDesk f(lang);
    const auto chains = db::readEventChains(*f.store);
    const auto slipHeads = db::slipHeadsForPaper(chains, 1);
    REQUIRE(slipHeads.count(1) == 1);

    desk::RoundsView rounds(
        *f.store, [] { return std::uint64_t{3}; }, &f.language);
    REQUIRE(rounds.savePdf(desk::RoundsView::Document::Slips, f.dir.file("slips.pdf")));
    const QString slips = test::pdfText(f.dir.file("slips.pdf"));
    for (const std::string& h : slipHeads.at(1)) CHECK(slips.contains(QString::fromStdString(h)));
    CHECK(slips.contains(std::string(lang) == "zh" ? QString::fromUtf8("记录链头")
                                                   : QStringLiteral("Log heads")));

    desk::RefereeView referee(*f.store, f.language);
    REQUIRE(referee.saveSlipPdfTo(1, f.dir.file("ruling.pdf")));
    const auto entries = db::LedgerStore(*f.store).entries();
    REQUIRE(entries.size() == 1);
    const QString ruling = test::pdfText(f.dir.file("ruling.pdf"));
    CHECK(ruling.contains(QString::fromStdString("ledger:1:" + entries[0].hash.substr(0, 12))));
    CHECK(ruling.contains(std::string(lang) == "zh" ? QString::fromUtf8("裁判记录链头")
                                                    : QStringLiteral("Ledger head")));
  }
}

TEST_CASE("printed log heads keep 'ff' and 'fi' as letters in the PDF's text (no ligature)") {
  // A head is copied from the PDF into `tengen db check --head`: a ligature glyph (U+FB00 for
  // "ff") would make it unreadable there.
  test::TempDir dir;
  print::PageHeader header;
  header.event = QStringLiteral("Cup");
  header.footer = QStringLiteral("ledger:3:0ffe1fi2ffl");
  print::Slip slip;
  slip.title = QStringLiteral("Cup · Round 1");
  slip.board = QStringLiteral("Board 1");
  slip.logHeads = QStringLiteral("results-r1-b1:1:9ffa0ff1 ledger:3:0ffe1fi2ffl");
  const QString pdf = dir.file("heads.pdf");
  REQUIRE(print::writeSlipsPdf(pdf, header, {slip}, 1, print::PaperLayout{}).isEmpty());
  const QString text = test::pdfText(pdf);
  CHECK(text.contains(QStringLiteral("results-r1-b1:1:9ffa0ff1")));
  CHECK(text.contains(QStringLiteral("ledger:3:0ffe1fi2ffl")));
  CHECK_FALSE(text.contains(QChar(0xFB00)));

  // A ruling slip prints its ledger head as a form row of its own, in the body's font.
  print::PaperForm form;
  form.rows.push_back({QStringLiteral("Referee"), {QStringLiteral("Chief")}, false});
  form.rows.push_back(
      {QStringLiteral("Ledger head"), {QStringLiteral("ledger:7:ff0fffe1ff2f")}, false});
  const QString ruling = dir.file("ruling.pdf");
  REQUIRE(print::writeFormPdf(ruling, header, form, print::PaperLayout{}).isEmpty());
  const QString rulingText = test::pdfText(ruling);
  CHECK(rulingText.contains(QStringLiteral("ledger:7:ff0fffe1ff2f")));
  CHECK_FALSE(rulingText.contains(QChar(0xFB00)));
}

TEST_CASE("names and words on paper keep 'ff', 'fi', 'ffi' and 'ffl' as letters (no ligature)") {
  // A TD searches a standings PDF for "Griffin" or pastes its rows into a spreadsheet: the
  // ligatures U+FB00-U+FB04 would match neither.
  test::TempDir dir;
  print::PageHeader header;
  header.event = QStringLiteral("Official Cup");
  print::PaperTable table;
  table.header = {QStringLiteral("Name"), QStringLiteral("Club")};
  table.rightAligned = {false, false};
  table.elidable = {true, false};
  table.rows = {{QStringLiteral("Griffin Clifford"), QStringLiteral("Effingham")},
                {QStringLiteral("Jeff Offield"), QStringLiteral("Waffle Flats")}};
  const QString pdf = dir.file("names.pdf");
  REQUIRE(print::writeTablePdf(pdf, header, table, print::PaperLayout{}).isEmpty());
  const QString text = test::pdfText(pdf);
  for (const char* word :
       {"Official Cup", "Griffin Clifford", "Effingham", "Jeff Offield", "Waffle Flats"}) {
    CAPTURE(word);
    CHECK(text.contains(QString::fromUtf8(word)));
  }
  for (char16_t ligature = 0xFB00; ligature <= 0xFB04; ++ligature)
    CHECK_FALSE(text.contains(QChar(ligature)));
}
