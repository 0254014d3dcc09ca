#include "pairing/fixed_tables.h"

#include <algorithm>
#include <utility>

namespace tengen::pairing {

void applyFixedTables(const PairingSettings& settings, Round& round) {
  for (const auto& [player, table] : settings.fixedTables) {
    if (table < 1 || table > static_cast<int>(round.games.size())) continue;
    for (Game& g : round.games) {
      if (g.black != player && g.white != player) continue;
      for (Game& other : round.games)
        if (other.board == table) std::swap(other.board, g.board);
      break;
    }
  }
  std::ranges::sort(round.games, {}, &Game::board);
}

}  // namespace tengen::pairing
