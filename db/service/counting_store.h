#pragma once
// Verified counts in the event store: the counting board's one save operation (the desk's
// Counting tab and `tengen score --save` both call it). The count is made by the rules module
// under the event's rules and the game's komi and handicap; saving also enters the verified
// result as the game's result when it has none, and refuses, writing nothing, when the game's
// entered result or the referee's ruling says otherwise.

#include <QByteArray>
#include <optional>
#include <string>

#include "db/service/refused.h"
#include "db/store/event_store.h"
#include "pairing/result.h"
#include "rules/counting_position.h"

namespace tengen::db {

// The counting terms of a game: the event's rule set (chinese-2002 → area counting with handicap
// compensation; japanese, korean → territory), and the game's komi and handicap from the draw.
// Throws StoreError NoSuchRound / NoSuchGame.
rules::CountingTerms countingTerms(const EventStore& store, int round, int board);

// A verified count as stored.
struct VerifiedCount {
  int round = 0;
  int board = 0;
  std::optional<QByteArray> sgf;  // the SGF file as read, when the position came from one
  std::string position;           // the final position as board text (rules::Board::toText)
  std::string dead;               // dead stones, SGF points ("dd,de")
  std::string seki;               // stones marked in seki, SGF points
  std::string rules;              // rule set name ("chinese", "japanese", ...)
  rules::HalfPoints komi;
  int handicap = 0;
  rules::HalfPoints blackCount;  // area: in stones (子); territory: in points
  rules::HalfPoints whiteCount;
  int neutral = 0;
  rules::HalfPoints margin;            // Black's margin after komi and compensation
  std::string result;                  // SGF form: B+1.5, W+0.5, 0
  std::string reported;                // what the players reported ("" for nothing)
  std::optional<bool> reportedAgrees;  // nullopt: nothing reported or not comparable
  std::string verifiedUtc;             // ISO 8601 UTC
};

// The saved count of a game, nullopt when none is saved (or it was saved for an earlier draw of
// the round with other players).
std::optional<VerifiedCount> verifiedCount(const EventStore& store, int round, int board);

// The position a saved count was made on, counted under `terms` (replayed from its SGF, or read
// from its board text), with its dead and seki marks. Throws StoreError Invalid when the stored
// position cannot be read.
rules::CountingPosition countingPositionOf(const VerifiedCount& count,
                                           const rules::CountingTerms& terms);

// Why a save was refused (nothing was written).
struct CountingRefusal {
  enum class Kind {
    ResultDiffers,  // the game has an entered result other than the verified one
    LedgerRuling,   // the referee's ledger rules otherwise (ledgerEntry names the deciding entry)
    BadReported,    // the reported text is not a result or count
    BadPosition,    // the SGF cannot be replayed, or the position's size is not the event's
  };
  Kind kind = Kind::ResultDiffers;
  int round = 0;
  int board = 0;
  std::optional<pairing::Result> entered;  // ResultDiffers: the game's result; LedgerRuling: ruled
  pairing::Result verified;
  std::optional<std::int64_t> ledgerEntry;
  std::string detail;  // BadReported: the text; BadPosition: what is wrong
};

class CountingRefused : public Refused<CountingRefusal> {
 public:
  explicit CountingRefused(CountingRefusal refusal)
      : Refused("count not saved", std::move(refusal)) {}
};

struct CountingSaved {
  VerifiedCount count;
  bool resultEntered = false;  // the verified result became the game's result
};

// Counts `position` (its board and dead/seki marks) under the game's terms (countingTerms) and
// stores the verified count in one transaction, replacing an earlier one of the game. `sgf` is the
// file the position was replayed from, kept with the count. `reported` is what the players said
// (verified against the count). `nowUtc` gives the time stored (default: the system clock).
// Throws CountingRefused, or StoreError.
CountingSaved saveVerifiedCount(EventStore& store, int round, int board,
                                const rules::CountingPosition& position,
                                const std::optional<QByteArray>& sgf, const std::string& reported,
                                const std::string& nowUtc = {});

}  // namespace tengen::db
