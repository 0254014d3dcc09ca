#pragma once
// The referee ledger summary for printing and publishing: every entry with the game, the
// offending player's name, the infraction's name, the penalty's sanctions, who ruled and why.

#include <string>
#include <vector>

#include "referee/ledger.h"
#include "reports/formats.h"

namespace tengen::reports {

// A terminal table of the entries, then the totals.
std::string ledgerSummaryText(const Tournament& tournament,
                              const std::vector<referee::LedgerEntry>& entries, Language lang);
std::string ledgerSummaryHtml(const Tournament& tournament,
                              const std::vector<referee::LedgerEntry>& entries,
                              const HtmlOptions& options);

}  // namespace tengen::reports
