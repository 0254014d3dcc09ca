// The event settings a stale save would overwrite (db/service/setup_conflict.h): every field where
// the stored and the typed setup differ, with who stored the value and when, from the event log.
#include <doctest/doctest.h>

#include "db/service/setup_conflict.h"

using namespace tengen;

TEST_CASE("the differing settings name who stored each one, from the newest log row") {
  pairing::Event e;
  e.name = "Club";
  const db::EventSetup loaded = db::defaultSetup(e);
  db::EventSetup stored = loaded;  // another desk set the venue meanwhile
  stored.event.venue = "Hangzhou";
  db::EventSetup typed = loaded;  // this desk changed the komi
  typed.event.komi = tengen::rules::HalfPoints(13);
  const std::vector<db::EventLogEntry> log = {
      {1, "2026-11-29T10:00:00Z", "venue", "", "Shanghai", "desk A"},
      {2, "2026-11-29T10:05:00Z", "name", "Cup", "Club", "desk A"},
      {3, "2026-11-29T11:00:00Z", "venue", "Shanghai", "Hangzhou", "desk B"}};

  const auto differences = db::setupDifferences(stored, typed, log);
  REQUIRE(differences.size() == 2);
  const db::SetupDifference* venue = nullptr;
  const db::SetupDifference* komi = nullptr;
  for (const auto& d : differences) {
    if (d.field == "venue") venue = &d;
    if (d.field == "komi") komi = &d;
  }
  REQUIRE(venue);
  CHECK(venue->stored == "Hangzhou");
  CHECK(venue->typed.empty());
  CHECK(venue->who == "desk B");
  CHECK(venue->at == "2026-11-29T11:00:00Z");
  REQUIRE(komi);
  CHECK(komi->stored == "7.5");
  CHECK(komi->typed == "6.5");
  CHECK(komi->who.empty());  // never logged: nobody to name
  CHECK(komi->at.empty());

  CHECK(db::setupDifferences(stored, stored, log).empty());
}
