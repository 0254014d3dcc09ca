#pragma once
// Everything a director sets up for an event, in one value: the event row, the tie-break order
// (reports), the referee edition (ledger) and the draw's main settings (pairing). Loaded and
// saved through the existing store operations; saving also writes the event log
// (db/store/event_log.h) in the same transaction, one row per field whose stored value changed.

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "db/store/event_log.h"
#include "db/store/event_store.h"
#include "pairing/draw_settings.h"
#include "pairing/event.h"
#include "referee/catalogue.h"
#include "reports/scoring.h"

namespace tengen::db {

struct EventSetup {
  pairing::Event event;
  std::vector<reports::Criterion> tieBreaks;  // placement order, SCORE/MMS included
  referee::Edition edition = referee::Edition::Y2002;
  pairing::PairingSettings pairing;  // only the key=value settings are saved from here
  // The standings convention (tengen tiebreaks --convention, the Event tab); saving a new one
  // stores its scoring for this event.
  reports::Convention convention = reports::Convention::Tengen;
};

// A new event's setup: the event as given, its system's default tie-break order, the 2002
// edition and the default draw settings.
EventSetup defaultSetup(const pairing::Event& event);

// After the system or scoring changed from `previous`: a tie-break order that was the previous
// default (of the setup's convention) becomes the new default (a chosen order is kept).
void followDefaults(EventSetup& setup, const pairing::Event& previous);

// A named standings convention chosen: its tie-break order for this event replaces the one in
// `setup`. Saving the setup stores the convention's scoring; the McMahon bar and floor saved for
// the standings and the start-score corrections stay.
void chooseConvention(EventSetup& setup, reports::Convention convention);

// The setup as stored (standings defaults when no order was chosen).
EventSetup loadEventSetup(EventStore& store);

// The logged fields with their values as text: name, start_date, end_date, venue, organiser,
// chief_referee, system, rounds, rules, board_size, komi, time_control, scoring, tiebreaks,
// convention, referee_edition, and pairing.<key> for each pairing setting (pairing::settingValues).
std::vector<std::pair<std::string, std::string>> setupFields(const EventSetup& setup);

// Stores what differs from the stored setup and logs every field whose stored value changed, all
// in one transaction (nothing is stored when anything is refused). Refuses a stale event version
// (setup.event.version must match), invalid settings and an empty tie-break order. Returns the
// log rows written (none when nothing changed). With `readFrom` (the setup as the editor loaded
// it), any stored field that differs from it also refuses the save as stale: the tie-break order,
// referee edition and draw settings carry no version of their own.
std::vector<EventLogEntry> saveEventSetup(EventStore& store, const EventSetup& setup,
                                          const std::string& who,
                                          const EventSetup* readFrom = nullptr);

// Runs `change` (any store operation on the event's settings: tie-break order, referee edition,
// draw settings, ...) in one transaction with a log row for each setup field it changed.
std::vector<EventLogEntry> loggedChange(EventStore& store, const std::string& who,
                                        const std::function<void()>& change);

// Creates an event file (or PostgreSQL event) with the whole setup and one log row ("created").
// A file is removed again if anything is refused.
std::unique_ptr<EventStore> createEvent(const QString& path, const EventSetup& setup,
                                        const std::string& who);

}  // namespace tengen::db
