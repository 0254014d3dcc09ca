#pragma once
// The read-only JSON API (/api/v1/...): pure functions from a Snapshot to UTF-8 JSON text (Qt's
// JSON classes escape every string). The same private fields are absent as on the pages.

#include <optional>
#include <string>

#include "app/web/snapshot.h"

namespace tengen::web {

// /api/v1/event: name, venue, dates, rounds, system, rules, komi, time control (spec and words),
// the current round and the drawn rounds with their result counts.
std::string eventJson(const Snapshot& s);
// /api/v1/rounds/N/pairings: boards (players, handicap, komi, result) and byes; nullopt when
// round N has no draw.
std::optional<std::string> pairingsJson(const Snapshot& s, int round);
// /api/v1/standings: criteria codes and rows (place, player, score, tie-breaks; no RATING).
std::string standingsJson(const Snapshot& s);
// /api/v1/players/ID: the player, score, place, every round and the next board; nullopt when
// there is no such player.
std::optional<std::string> playerJson(const Snapshot& s, pairing::PlayerId id);

}  // namespace tengen::web
