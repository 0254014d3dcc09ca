#include "pairing/round_players.h"

#include <algorithm>

namespace tengen::pairing {

std::vector<PlayerId> playersOfRound(const DrawInput& input) {
  std::vector<PlayerId> playing;
  for (const Player& p : input.players)
    if (p.playsIn(input.round)) playing.push_back(p.id);
  std::ranges::sort(playing);
  playing.erase(std::unique(playing.begin(), playing.end()), playing.end());
  return playing;
}

std::optional<NoValidPairing> tooFewPlayers(int round, const std::vector<PlayerId>& playing) {
  if (playing.size() >= 2) return std::nullopt;
  NoValidPairing f;
  for (PlayerId id : playing) f.players.push_back({id, UnpairableReason::NotEnoughPlayers, {}});
  f.summary = "fewer than two players play round " + std::to_string(round);
  return f;
}

}  // namespace tengen::pairing
