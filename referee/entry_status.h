#pragma once
// What became of each ledger entry, as a ledger listing shows it (the desk's Referee tab and
// `tengen referee ledger` alike): an infraction stands, or a ruling upheld, amended or reversed
// it; a chief referee's override stands or was reversed. Decided once here, from ruleGame's
// standing of the game, so two front ends never word the same entry differently.

#include <cstdint>
#include <map>
#include <optional>
#include <string_view>
#include <vector>

#include "referee/ledger.h"

namespace tengen::referee {

struct EntryStatus {
  enum class Kind { Stands, Upheld, Amended, Reversed };
  Kind kind = Kind::Stands;
  std::optional<std::int64_t> by;     // the latest ruling on the entry (Upheld, Amended, Reversed)
  std::vector<std::int64_t> rulings;  // every correction and appeal on it, in entry order
};

// "stands", "upheld", "amended", "reversed": the JSON edge's codes.
std::string_view toCode(EntryStatus::Kind kind);

// The status of every infraction and override among `entries` (of any games); corrections and
// appeals have none (they are the rulings).
std::map<std::int64_t, EntryStatus> entryStatuses(const std::vector<LedgerEntry>& entries);

}  // namespace tengen::referee
