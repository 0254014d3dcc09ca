#include "pairing/player.h"

namespace tengen::pairing {

std::optional<std::string> validate(const Player& p) {
  if (p.name.empty()) return "name: a player needs a name";
  if (p.rating && (*p.rating < -1000 || *p.rating > 4000)) return "rating: out of range";
  for (int round : p.absentRounds)
    if (round < 1) return "absence: rounds are numbered from 1";
  return std::nullopt;
}

}  // namespace tengen::pairing
