// The referee ledger summary from ledger entries built directly.

#include <doctest/doctest.h>

#include "reports/ledger_summary.h"
#include "tournaments.h"

using namespace tengen;
using namespace tengen::reports;

TEST_CASE("Ledger summary: offender's name, infraction, sanctions, rulings and totals") {
  const Tournament t = test::fivePlayers();
  referee::LedgerEntry a = test::entryOnBoard1(1, "2026-11-28T09:42:00Z");  // C (B) - A (W)
  a.kind = referee::EntryKind::Infraction;
  a.player = referee::Side::White;
  a.infraction = "double-move";
  a.sanctions = {referee::Sanction::Warning};
  a.referee = "王裁判";
  referee::LedgerEntry b = test::reversalOnBoard1(2, "2026-11-28T10:05:00Z", 1, "Chief");
  b.note = "seen on video";
  referee::LedgerEntry c;
  c.id = 3;
  c.round = 3;
  c.board = 2;
  c.kind = referee::EntryKind::Override;
  c.result = "W+R";
  c.referee = "Chief";
  const std::string en = ledgerSummaryText(t, {a, b, c}, Language::En);
  CHECK(en.find("Referee ledger — Test Cup") == 0);
  // Entry 1: the white player of round 2 board 1 is A.
  CHECK(en.find("A (W)") != std::string::npos);
  CHECK(en.find("two moves in a row") != std::string::npos);
  CHECK(en.find("warning") != std::string::npos);
  CHECK(en.find("09:42") != std::string::npos);
  CHECK(en.find("correction #1: reverse") != std::string::npos);
  CHECK(en.find("seen on video") != std::string::npos);
  CHECK(en.find("result set: W+R") != std::string::npos);
  CHECK(en.find("3 entries: 1 infractions, 1 corrections/appeals, 1 result overrides") !=
        std::string::npos);
  const std::string zh = ledgerSummaryText(t, {a, b, c}, Language::Zh);
  CHECK(zh.find("连下两着") != std::string::npos);
  CHECK(zh.find("警告") != std::string::npos);
  CHECK(zh.find("A (白)") != std::string::npos);
  HtmlOptions o;
  const std::string html = ledgerSummaryHtml(t, {a, b, c}, o);
  CHECK(html.find("<td>王裁判</td>") != std::string::npos);
}
