#pragma once
// Registration operations beyond EventStore's plain add/update: late entry (a player registered
// after rounds were drawn) and per-round absence, so both front ends follow one convention.

#include <set>
#include <vector>

#include "db/store/event_store.h"

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

// After setFutureAbsences(shown.version) was refused as stale: the player as stored now and what
// this desk would store over it, so the front end can show both and let the user choose.
struct StaleAbsences {
  pairing::Player stored;  // as stored now (its version is the one to write on)
  std::set<int> yours;     // the absences the write would leave (drawn rounds as stored)
  // The stored player already has exactly these absences: nothing to write or ask.
  bool alreadyStored() const { return stored.absentRounds == yours; }
  // Whether the other desk changed the absences (not only other fields of the player); if not,
  // writing over the stored version loses nothing of its change.
  bool changedElsewhere = false;
};
StaleAbsences readStaleAbsences(EventStore& store, const pairing::Player& shown,
                                const std::set<int>& absent);

}  // namespace tengen::db
