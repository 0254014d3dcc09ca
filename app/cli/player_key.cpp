#include "app/cli/player_key.h"

#include <charconv>

#include "app/cli/cli.h"

namespace tengen::cli {

std::optional<pairing::PlayerId> playerIdIn(const std::string& key) {
  pairing::PlayerId id = 0;
  auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), id);
  if (ec != std::errc() || end != key.data() + key.size()) return std::nullopt;
  return id;
}

bool keyNames(const pairing::Player& p, const std::string& key) {
  return p.name == key || (!p.latinName.empty() && p.latinName == key);
}

pairing::Player onlyMatch(const std::vector<pairing::Player>& matches, const std::string& key) {
  const QString shown = QString::fromStdString(key);
  if (matches.empty())
    throw CliError(CliWords::tr("no player '%1' in this event", "player.unknown").arg(shown));
  if (matches.size() > 1)
    throw CliError(CliWords::tr("'%1' names %2 players; use the id", "player.ambiguous")
                       .arg(shown)
                       .arg(matches.size()));
  return matches.front();
}

}  // namespace tengen::cli
