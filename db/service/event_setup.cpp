#include "db/service/event_setup.h"

#include <QFile>
#include <QSqlQuery>
#include <map>

#include "db/service/ledger_store.h"
#include "db/store/pairing_store.h"
#include "db/store/reports_store.h"
#include "pairing/event_problem.h"

namespace tengen::db {

namespace {

using Fields = std::vector<std::pair<std::string, std::string>>;

Fields eventFields(const pairing::Event& e) {
  auto date = [](const std::optional<boost::gregorian::date>& d) {
    return d ? pairing::toIsoDate(*d) : std::string();
  };
  return {
      {"name", e.name},
      {"start_date", date(e.startDate)},
      {"end_date", date(e.endDate)},
      {"venue", e.venue},
      {"organiser", e.organiser},
      {"chief_referee", e.chiefReferee},
      {"system", std::string(toCode(e.system))},
      {"rounds", std::to_string(e.rounds)},
      {"rules", std::string(toCode(e.rules))},
      {"board_size", std::to_string(e.boardSize)},
      {"komi", e.komi.toString()},
      {"time_control", e.timeControl},
      {"scoring", std::string(toCode(e.scoring))},
  };
}

// A standings value saved explicitly for this event (empty: none, the draw's value applies).
std::optional<int> savedReportNumber(const EventStore& store, const char* key) {
  QSqlQuery query =
      store.exec(QStringLiteral("SELECT value FROM report_settings WHERE event_id = ? AND key = ?"),
                 {QVariant::fromValue(store.eventId()), QString::fromLatin1(key)});
  if (!query.next()) return std::nullopt;
  bool ok = false;
  const int v = query.value(0).toString().toInt(&ok);
  return ok ? std::optional<int>(v) : std::nullopt;
}

// Refuses what no store operation would take, before anything is written.
void check(const EventSetup& setup) {
  if (auto problem = pairing::findEventProblem(setup.event)) throw StoreError(*problem);
  if (setup.tieBreaks.empty())
    throw StoreError(StoreError::Kind::Invalid, "tiebreaks: choose at least one criterion");
  if (!reports::parseCriteria(reports::toCodes(setup.tieBreaks)))
    throw StoreError(StoreError::Kind::Invalid, "tiebreaks: a criterion is listed twice");
  pairing::PairingSettings probe;
  for (const auto& [key, value] : pairing::settingValues(setup.pairing))
    if (auto problem = pairing::setSetting(probe, key, value))
      throw StoreError(StoreError::Kind::Invalid, *problem);
}

// Writes what differs between `before` (as stored) and `setup` through each module's store.
void apply(EventStore& store, const EventSetup& before, const EventSetup& setup) {
  check(setup);

  if (eventFields(setup.event) != eventFields(before.event)) store.updateEvent(setup.event);

  // Only the key=value settings: forbidden pairs, fixed tables and corrections stay as stored.
  PairingStore draw(store);
  const pairing::PairingSettings current = draw.settings();
  pairing::PairingSettings wanted = current;
  for (const auto& [key, value] : pairing::settingValues(setup.pairing))
    if (auto problem = pairing::setSetting(wanted, key, value))
      throw StoreError(StoreError::Kind::Invalid, *problem);
  if (!(wanted == current)) draw.saveSettings(wanted);

  LedgerStore ledger(store);
  if (ledger.edition() != setup.edition) ledger.setEdition(setup.edition);

  const bool orderChanged = setup.tieBreaks != before.tieBreaks;
  const bool conventionChanged = setup.convention != before.convention;
  const bool scoringChanged =
      setup.event.scoring != before.event.scoring || setup.event.system != before.event.system;
  if (orderChanged || conventionChanged || (scoringChanged && hasStandingsSettings(store))) {
    reports::StandingsSettings s = loadStandingsSettings(store);  // after the event's update
    // A new convention, scoring or system brings the convention's scoring for the event as it is
    // now (OpenGotha's differs between Swiss and McMahon); saved settings must not pin the old.
    if (scoringChanged || conventionChanged)
      s.scoring = reports::conventionSettings(setup.convention, setup.event).scoring;
    // Bar and floor stay "from the draw" unless a value was saved for the standings.
    s.scoring.mcMahonBar = savedReportNumber(store, "mcmahon_bar");
    s.scoring.mcMahonFloor = savedReportNumber(store, "mcmahon_floor");
    if (orderChanged) s.order = setup.tieBreaks;
    saveStandingsSettings(store, s);
  }
}

}  // namespace

EventSetup defaultSetup(const pairing::Event& event) {
  EventSetup s;
  s.event = event;
  s.tieBreaks = reports::defaultSettings(event).order;
  return s;
}

void followDefaults(EventSetup& setup, const pairing::Event& previous) {
  if (setup.tieBreaks == reports::conventionSettings(setup.convention, previous).order)
    setup.tieBreaks = reports::conventionSettings(setup.convention, setup.event).order;
}

void chooseConvention(EventSetup& setup, reports::Convention convention) {
  setup.convention = convention;
  setup.tieBreaks = reports::conventionSettings(convention, setup.event).order;
}

EventSetup loadEventSetup(EventStore& store) {
  EventSetup s;
  s.event = store.event();
  const reports::StandingsSettings standings = loadStandingsSettings(store);
  s.tieBreaks = standings.order;
  s.convention = standings.scoring.convention;
  s.edition = LedgerStore(store).edition();
  s.pairing = PairingStore(store).settings();
  return s;
}

std::vector<std::pair<std::string, std::string>> setupFields(const EventSetup& setup) {
  Fields fields = eventFields(setup.event);
  fields.emplace_back("tiebreaks", reports::toCodes(setup.tieBreaks));
  fields.emplace_back("convention", std::string(reports::toCode(setup.convention)));
  fields.emplace_back("referee_edition", std::string(referee::toCode(setup.edition)));
  for (const auto& [key, value] : pairing::settingValues(setup.pairing))
    fields.emplace_back("pairing." + key, value);
  return fields;
}

std::vector<EventLogEntry> loggedChange(EventStore& store, const std::string& who,
                                        const std::function<void()>& change) {
  std::vector<EventLogEntry> written;
  store.transaction([&] {
    const Fields old = setupFields(loadEventSetup(store));
    change();
    // The log records what the store now holds, so defaults that follow a change (a new
    // system's tie-break order) are logged too, and nothing is logged for a no-op.
    const Fields now = setupFields(loadEventSetup(store));
    std::map<std::string, std::string> oldValues(old.begin(), old.end());
    const std::string at = nowUtcIso();
    for (const auto& [field, value] : now) {
      const std::string& was = oldValues[field];
      if (was == value) continue;
      EventLogEntry entry{0, at, field, was, value, who};
      entry.id = appendEventLog(store, entry);
      written.push_back(std::move(entry));
    }
  });
  return written;
}

std::vector<EventLogEntry> saveEventSetup(EventStore& store, const EventSetup& setup,
                                          const std::string& who, const EventSetup* readFrom) {
  return loggedChange(store, who, [&] {
    const EventSetup before = loadEventSetup(store);
    if (setup.event.version != before.event.version ||
        (readFrom && setupFields(*readFrom) != setupFields(before)))
      throw StoreError(StoreError::Kind::StaleVersion, "event");
    apply(store, before, setup);
  });
}

std::unique_ptr<EventStore> createEvent(const QString& path, const EventSetup& setup,
                                        const std::string& who) {
  check(setup);  // so that a refused setup creates nothing, on PostgreSQL too
  // Everything in the transaction that creates the event: it appears set up, or not at all.
  return EventStore::create(path, setup.event, [&](EventStore& store) {
    EventSetup before = loadEventSetup(store);
    EventSetup rest = setup;
    rest.event = before.event;  // the row was just written with these settings
    apply(store, before, rest);
    appendEventLog(store, {0, {}, "created", {}, setup.event.name, who});
  });
}

}  // namespace tengen::db
