#pragma once
// The reports module's part of the event store: the standings settings an event chose (scoring
// convention and tie-break order), the whole event as a reports::Tournament, and OpenGotha XML
// import (parsed with QXmlStreamReader; the writer is plain C++ in reports/opengotha.h).

#include <QByteArray>
#include <optional>
#include <string>
#include <vector>

#include "db/store/event_store.h"
#include "db/store/opengotha_import_warning.h"
#include "pairing/draw_settings.h"
#include "reports/opengotha_kept.h"
#include "reports/standings.h"

namespace tengen::db {

// The event, its players and every round with a draw.
reports::Tournament loadTournament(const EventStore& store);

// The event's standings settings: what was saved, else reports::defaultSettings(event). For a
// McMahon event, the bar, floor and start-score corrections come from the draw's settings
// (db/store/pairing_store.h) unless a bar or floor was saved here.
reports::StandingsSettings loadStandingsSettings(EventStore& store);
void saveStandingsSettings(EventStore& store, const reports::StandingsSettings& settings);
// Whether settings were saved for this event (false: defaults apply).
bool hasStandingsSettings(const EventStore& store);

struct OpenGothaImport {
  reports::Tournament tournament;  // player ids as in the file (tengenId or 1..n)
  std::optional<reports::StandingsSettings> settings;  // from PlacementParameterSet
  // The draw's settings the file gives (its tengenDraw, else its handicap, seeding and geography
  // parameters over Tengen's defaults).
  pairing::PairingSettings draw;
  // Everything else the file held (player ids as in `tournament`).
  reports::OpenGothaKept kept;
  std::vector<OpenGothaImportWarning> warnings;  // what was skipped or not read
  std::string error;                  // non-empty: the file is not OpenGotha XML
};
// Parses an OpenGotha tournament file (UTF-8 or the encoding its XML declaration names).
OpenGothaImport readOpenGotha(const QByteArray& xml);

// Stores an imported tournament into an empty event (no players, no rounds): event settings,
// players, rounds, results and the standings settings, all in one transaction. Player ids are
// re-assigned by the store; games and byes follow. Returns the new ids in file order.
std::vector<pairing::PlayerId> storeTournament(
    EventStore& store, const reports::Tournament& tournament,
    const std::optional<reports::StandingsSettings>& settings);
// The same for an OpenGotha file, with its draw settings and what it kept beyond Tengen's fields
// (renumbered to the new ids), in the same transaction.
std::vector<pairing::PlayerId> storeOpenGotha(EventStore& store, const OpenGothaImport& file);

}  // namespace tengen::db
