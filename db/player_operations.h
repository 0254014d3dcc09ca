#pragma once
// Registration operations beyond EventStore's plain add/update: late entry (a player registered
// after rounds were drawn) and per-round absence, so both front ends follow one convention.

#include <set>
#include <vector>

#include "db/event_store.h"

namespace tengen::db {

struct LateEntry {
  pairing::PlayerId id = 0;
  std::vector<int> missedRounds;  // the rounds already drawn when the player was registered
};

// Registers a player; when rounds were already drawn, those rounds are recorded as absences (no
// game, no bye), which the standings score as the event's convention scores an absence
// (reports/scoring.h: 0 in the Chinese preset; 0, MMS ½ and a virtual opponent in the EGF one)
// and the draw treats like any unpaired round. One transaction. A round robin or knockout refuses
// a late entry (StoreError Invalid): its schedule is fixed over the first round's field.
LateEntry addLateEntry(EventStore& store, pairing::Player player);

struct LateEntries {
  std::vector<pairing::PlayerId> ids;
  std::vector<int> missedRounds;
};
// The same for many players (a CSV import): all of them or none, in one transaction.
LateEntries addLateEntries(EventStore& store, std::vector<pairing::Player> players);

// Replaces the player's absences in rounds not yet drawn with `absent` (entries for drawn rounds
// are ignored: a drawn round's absence is what its draw says). Refuses a stale player version.
void setFutureAbsences(EventStore& store, pairing::PlayerId id, const std::set<int>& absent,
                       std::int64_t expectedVersion);

}  // namespace tengen::db
