#pragma once
// The referee's ruling slip (裁判裁决单): one ledger entry on paper, to hand to the players and
// keep with the event's records — event, round, board, players, the infraction with its article,
// the penalty, what it did to the game, the referee, the time and lines to sign.

#include <cstdint>
#include <string>
#include <vector>

#include "referee/ledger.h"
#include "reports/formats.h"

namespace tengen::reports {

// The slip for entry `entryId` of the event's `ledger` (all entries, so a correction can name what
// it corrects and the slip can say whether the entry decided the game). Empty when no entry has
// that id. HTML for Qt's rich text engine (print and PDF) as with options.forPrint.
std::string rulingSlipHtml(const Tournament& tournament,
                           const std::vector<referee::LedgerEntry>& ledger, std::int64_t entryId,
                           const HtmlOptions& options);

}  // namespace tengen::reports
