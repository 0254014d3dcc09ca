#include "pairing/director_fixes.h"

#include <algorithm>
#include <set>

namespace tengen::pairing {

RoundFixedPairs fixedPairsOfRound(const PairingSettings& settings, int round,
                                  const std::vector<PlayerId>& playing) {
  RoundFixedPairs out;
  const std::set<PlayerId> plays(playing.begin(), playing.end());
  std::set<PlayerId> taken;
  for (const FixedPair& fp : settings.fixedPairs)
    if (fp.round == round && fp.a != fp.b && plays.contains(fp.a) && plays.contains(fp.b) &&
        !taken.contains(fp.a) && !taken.contains(fp.b)) {
      out.pairs.emplace_back(fp.a, fp.b);
      taken.insert(fp.a);
      taken.insert(fp.b);
    }
  for (PlayerId id : playing)
    if (!taken.contains(id)) out.free.push_back(id);
  return out;
}

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
