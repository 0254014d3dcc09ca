// The ruling slip from ledger entries built directly.
#include <doctest/doctest.h>

#include <initializer_list>
#include <string>

#include "reports/ruling_slip.h"
#include "tests/support/text_lines.h"
#include "tournaments.h"

using namespace tengen;
using namespace tengen::reports;
using tengen::test::has;

namespace {
// Checks that `text` holds each of `parts`; a failure names the part it lacks.
void checkHoldsEach(const std::string& text, std::initializer_list<const char*> parts) {
  for (const char* part : parts) {
    CAPTURE(part);
    CHECK(has(text, part));
  }
}

// Round 2 board 1 is C (black, 1k) against A (white, 3d).
referee::LedgerEntry warning(std::int64_t id, const char* when) {
  referee::LedgerEntry e = test::entryOnBoard1(id, when);
  e.player = referee::Side::White;
  e.infraction = "clock-before-move";
  e.penalty = "warning";
  e.sanctions = {referee::Sanction::Warning, referee::Sanction::ClockUnchanged};
  e.referee = "王裁判";
  return e;
}
}  // namespace

TEST_CASE(
    "a ruling slip names the event, game, players, article, penalty, referee and signatures") {
  Tournament t = test::fivePlayers();
  t.event.chiefReferee = "Chief Li";
  std::vector<referee::LedgerEntry> ledger = {warning(1, "2026-11-28T09:42:00Z"),
                                              warning(2, "2026-11-28T10:15:00Z")};
  ledger[1].note = "pressed before placing & again";
  HtmlOptions o;
  const std::string en = rulingSlipHtml(t, ledger, 2, o);
  checkHoldsEach(en, {"Test Cup", "Ruling slip", "round 2, board 1", "C (1k)", "White — A (3d)",
                      "clock pressed before the move (着子前按计时器)", "2002 §17.4",
                      "着子之前或与着子同时按计时器",  // the article's text
                      "warning + clock reading unchanged", "2026-11-28 10:15 UTC", "王裁判",
                      "pressed before placing &amp; again", "Chief referee (Chief Li)"});
  // The second warning decided the game: White loses.
  CHECK(has(en, "White loses: second warning"));
  CHECK(has(en, "Result: B+ (by referee)"));
  // The first warning did not decide anything.
  CHECK_FALSE(has(rulingSlipHtml(t, ledger, 1, o), "second warning"));

  o.lang = Language::Zh;
  const std::string zh = rulingSlipHtml(t, ledger, 2, o);
  checkHoldsEach(zh, {"裁判裁决单", "2002年版第17条第4款", "白方两次警告判负",
                      "裁判长 (Chief Li)签名", "A (3段)"});
}

TEST_CASE(
    "a reversal's slip names the entry reversed and its infraction, and an unknown id is empty") {
  Tournament t = test::fivePlayers();
  std::vector<referee::LedgerEntry> ledger = {warning(1, "2026-11-28T09:42:00Z"),
                                              warning(2, "2026-11-28T10:15:00Z")};
  ledger.push_back(test::reversalOnBoard1(3, "2026-11-28T10:30:00Z", 2, "Chief Li"));
  const std::string en = rulingSlipHtml(t, ledger, 3, HtmlOptions{});
  checkHoldsEach(en, {"Correction: entry #2 reversed", "2002 §17.4",
                      "lifted: warning + clock reading unchanged", "White — A (3d)"});
  CHECK_FALSE(has(en, "second warning"));
  // Entry 2 no longer decides the game once reversed.
  CHECK_FALSE(has(rulingSlipHtml(t, ledger, 2, HtmlOptions{}), "loses"));
  CHECK(rulingSlipHtml(t, ledger, 9, HtmlOptions{}).empty());
}
