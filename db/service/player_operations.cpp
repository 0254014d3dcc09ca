#include "db/service/player_operations.h"

#include <algorithm>

namespace tengen::db {

namespace {

// A round robin's schedule (Berger tables) and a knockout's bracket are laid out once, over the
// field of the first round: a player added later has no place in them.
void refuseLateEntryIntoFixedSchedule(EventStore& store, const std::vector<int>& drawn) {
  if (drawn.empty()) return;
  const pairing::PairingSystem system = store.event().system;
  if (system == pairing::PairingSystem::RoundRobin || system == pairing::PairingSystem::Knockout)
    throw StoreError(
        StoreError::Kind::Invalid,
        std::string("registration: a ") +
            (system == pairing::PairingSystem::RoundRobin ? "round robin" : "knockout") +
            " takes no late entry once round 1 is drawn (its schedule is fixed)");
}

}  // namespace

LateEntry addLateEntry(EventStore& store, pairing::Player player) {
  LateEntry entry;
  store.transaction([&] {
    entry.missedRounds = store.roundNumbers();
    refuseLateEntryIntoFixedSchedule(store, entry.missedRounds);
    for (int r : entry.missedRounds) player.absentRounds.insert(r);
    entry.id = store.addPlayer(player);
  });
  return entry;
}

LateEntries addLateEntries(EventStore& store, std::vector<pairing::Player> players) {
  LateEntries entries;
  store.transaction([&] {
    entries.missedRounds = store.roundNumbers();
    refuseLateEntryIntoFixedSchedule(store, entries.missedRounds);
    for (auto& p : players)
      for (int r : entries.missedRounds) p.absentRounds.insert(r);
    entries.ids = store.addPlayers(players);
  });
  return entries;
}

namespace {
// The absences `absent` leaves on a player who has `stored`: drawn rounds keep the stored ones.
std::set<int> futureAbsences(EventStore& store, const std::set<int>& stored,
                             const std::set<int>& absent) {
  const std::vector<int> drawn = store.roundNumbers();
  auto isDrawn = [&](int r) { return std::binary_search(drawn.begin(), drawn.end(), r); };
  std::set<int> next;
  for (int r : stored)
    if (isDrawn(r)) next.insert(r);
  for (int r : absent)
    if (!isDrawn(r)) next.insert(r);
  return next;
}
}  // namespace

void setFutureAbsences(EventStore& store, pairing::PlayerId id, const std::set<int>& absent,
                       std::int64_t expectedVersion) {
  store.transaction([&] {
    pairing::Player p = store.player(id);
    if (p.version != expectedVersion)
      throw StoreError(StoreError::Kind::StaleVersion,
                       "player " + std::to_string(id) + " was changed by someone else");
    p.absentRounds = futureAbsences(store, p.absentRounds, absent);
    store.updatePlayer(p);
  });
}

StaleAbsences readStaleAbsences(EventStore& store, const pairing::Player& shown,
                                const std::set<int>& absent) {
  StaleAbsences s;
  store.transaction([&] {
    s.stored = store.player(shown.id);
    s.yours = futureAbsences(store, s.stored.absentRounds, absent);
    s.changedElsewhere = s.stored.absentRounds != shown.absentRounds;
  });
  return s;
}

}  // namespace tengen::db
