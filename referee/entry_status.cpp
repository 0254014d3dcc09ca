#include "referee/entry_status.h"

#include <set>
#include <utility>

namespace tengen::referee {

std::string_view toCode(EntryStatus::Kind kind) {
  switch (kind) {
    case EntryStatus::Kind::Stands:
      return "stands";
    case EntryStatus::Kind::Upheld:
      return "upheld";
    case EntryStatus::Kind::Amended:
      return "amended";
    case EntryStatus::Kind::Reversed:
      return "reversed";
  }
  return "stands";
}

namespace {

// An infraction as the game's ruling left it: reversed, amended (its effective infraction or
// penalty differs from what was logged), upheld (ruled on, unchanged) or standing untouched.
EntryStatus infractionStatus(const StandingEntry& st) {
  EntryStatus s;
  s.rulings = st.rulings;
  if (!st.rulings.empty()) s.by = st.rulings.back();
  if (st.reversed)
    s.kind = EntryStatus::Kind::Reversed;
  else if (st.rulings.empty())
    s.kind = EntryStatus::Kind::Stands;
  else if (st.infraction != st.entry.infraction || st.penalty != st.entry.penalty ||
           st.sanctions != st.entry.sanctions)
    s.kind = EntryStatus::Kind::Amended;
  else
    s.kind = EntryStatus::Kind::Upheld;
  return s;
}

}  // namespace

std::map<std::int64_t, EntryStatus> entryStatuses(const std::vector<LedgerEntry>& entries) {
  std::map<std::int64_t, EntryStatus> out;
  std::set<std::pair<int, int>> games;
  for (const LedgerEntry& e : entries) games.emplace(e.round, e.board);
  for (auto [round, board] : games)
    for (const StandingEntry& st : ruleGame(entries, round, board).infractions)
      out[st.entry.id] = infractionStatus(st);
  // Overrides: only a reversal applies to them (ruleGame then lets the one before stand).
  std::set<std::int64_t> overrides;
  for (const LedgerEntry& e : entries)
    if (e.kind == EntryKind::Override) {
      overrides.insert(e.id);
      out[e.id] = {};
    }
  for (const LedgerEntry& e : entries) {
    if (!e.target || !overrides.count(*e.target)) continue;
    if (e.kind != EntryKind::Correction && e.kind != EntryKind::Appeal) continue;
    EntryStatus& s = out[*e.target];
    s.rulings.push_back(e.id);
    if (e.ruling == RulingKind::Reverse) {
      s.kind = EntryStatus::Kind::Reversed;
      s.by = e.id;
    }
  }
  return out;
}

}  // namespace tengen::referee
