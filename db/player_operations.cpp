#include "db/player_operations.h"

#include <algorithm>

namespace tengen::db {

LateEntry addLateEntry(EventStore& store, pairing::Player player) {
  LateEntry entry;
  store.transaction([&] {
    entry.missedRounds = store.roundNumbers();
    for (int r : entry.missedRounds) player.absentRounds.insert(r);
    entry.id = store.addPlayer(player);
  });
  return entry;
}

LateEntries addLateEntries(EventStore& store, std::vector<pairing::Player> players) {
  LateEntries entries;
  store.transaction([&] {
    entries.missedRounds = store.roundNumbers();
    for (auto& p : players)
      for (int r : entries.missedRounds) p.absentRounds.insert(r);
    entries.ids = store.addPlayers(players);
  });
  return entries;
}

void setFutureAbsences(EventStore& store, pairing::PlayerId id, const std::set<int>& absent,
                       std::int64_t expectedVersion) {
  store.transaction([&] {
    pairing::Player p = store.player(id);
    if (p.version != expectedVersion)
      throw StoreError(StoreError::Kind::StaleVersion,
                       "player " + std::to_string(id) + " was changed by someone else");
    const std::vector<int> drawn = store.roundNumbers();
    auto isDrawn = [&](int r) { return std::binary_search(drawn.begin(), drawn.end(), r); };
    std::set<int> next;
    for (int r : p.absentRounds)
      if (isDrawn(r)) next.insert(r);
    for (int r : absent)
      if (!isDrawn(r)) next.insert(r);
    p.absentRounds = next;
    store.updatePlayer(p);
  });
}

}  // namespace tengen::db
