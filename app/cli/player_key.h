#pragma once
// A player named on the command line (--player, --white ...): by id, or by exact name or Latin
// name. The commands that take one look players up differently (in a loaded list, or in the
// store by id); these are the parts they share.

#include <optional>
#include <string>
#include <vector>

#include "pairing/player.h"

namespace tengen::cli {

// The id a key spells when it is all digits.
std::optional<pairing::PlayerId> playerIdIn(const std::string& key);
// Whether the key is the player's name or Latin name, exactly.
bool keyNames(const pairing::Player& p, const std::string& key);
// The one player among the matches of a key; none, or several (then "use the id"), is refused.
pairing::Player onlyMatch(const std::vector<pairing::Player>& matches, const std::string& key);

}  // namespace tengen::cli
