#pragma once
// The referee's ruling slip (裁判裁决单): one ledger entry on paper, to hand to the players and
// keep with the event's records — event, round, board, players, the infraction with its article,
// the penalty, what it did to the game, the referee, the time and lines to sign.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "referee/ledger.h"
#include "reports/formats.h"

namespace tengen::reports {

// The slip as values, for paper (app/print draws it as a form) and HTML alike.
struct RulingSlip {
  struct Row {
    std::string label;               // "Article"
    std::vector<std::string> lines;  // the value, a line each (an article: number, text zh, en)
    bool strong = false;             // the first line in bold (the article, the game's outcome)
  };
  std::string event;                    // the event's name
  std::string title;                    // "Ruling slip — ledger entry 2"
  std::vector<Row> rows;                // venue, round and board, players, ..., referee, note
  std::vector<std::string> signatures;  // "Referee:", "Chief referee (Li):", "Black:", "White:"
  std::string footer;                   // the players must obey; where an appeal goes
};

// The slip for entry `entryId` of the event's `ledger` (all entries, so a correction can name what
// it corrects and the slip can say whether the entry decided the game); nullopt when no entry has
// that id.
std::optional<RulingSlip> rulingSlip(const Tournament& tournament,
                                     const std::vector<referee::LedgerEntry>& ledger,
                                     std::int64_t entryId, Language lang);

// The slip for entry `entryId` of the event's `ledger` (all entries, so a correction can name what
// it corrects and the slip can say whether the entry decided the game). Empty when no entry has
// that id. HTML for Qt's rich text engine (print and PDF) as with options.forPrint.
std::string rulingSlipHtml(const Tournament& tournament,
                           const std::vector<referee::LedgerEntry>& ledger, std::int64_t entryId,
                           const HtmlOptions& options);

}  // namespace tengen::reports
