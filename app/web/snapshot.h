#pragma once
// What the live event pages may show, read from the event store once per change: the event, its
// players with every private field already removed, the rounds, the standings with the event's
// tie-breaks, each player's search key for the by-name filter, and a fingerprint of it all (the
// pages' "generation": open pages re-fetch when it changes). Renderers (pages.h, api.h) take only
// this value, so a birth date, rating or licence number cannot reach a page: they are gone here.

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "db/store/name_search.h"
#include "reports/standings.h"

namespace tengen::db {
class EventStore;
}

namespace tengen::web {

enum class Lang { En, Zh };

struct Snapshot {
  reports::Tournament tournament;           // players scrubbed (scrub below)
  reports::Standings standings;             // after the last drawn round; RATING values zeroed
  std::map<Lang, std::string> timeControl;  // in words per language (empty: none set)
  std::map<pairing::PlayerId, db::SearchKey> searchKeys;
  std::string generation;  // hex fingerprint of everything above that a page shows

  const pairing::Player* player(pairing::PlayerId id) const { return tournament.player(id); }
  // The round in progress: the last drawn round (0 when nothing is drawn yet).
  int currentRound() const { return tournament.lastRound(); }
};

// Removes what is never served: birth date, rating, EGD PIN (licence number). Idempotent.
pairing::Player scrub(pairing::Player player);

// Words for a time-control spec in a language; the CLI supplies its message table's wording.
using TimeControlWords = std::function<std::string(const std::string& spec, Lang lang)>;

// Builds the snapshot from the event's stored values (standings are computed before the private
// fields are removed, so a RATING tie-break still orders as stored; its value is not shown).
Snapshot makeSnapshot(reports::Tournament tournament, const reports::StandingsSettings& settings,
                      const TimeControlWords& words);
// Reads the event from the store and builds its snapshot. Throws what the store throws.
Snapshot loadSnapshot(db::EventStore& store, const TimeControlWords& words);

}  // namespace tengen::web
