// Late entry and per-round absences (db/service/player_operations.h).
#include <doctest/doctest.h>

#include "db/service/player_operations.h"
#include "db/store/reports_store.h"
#include "reports/standings.h"
#include "tests/support/model_builders.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {
pairing::Player named(const char* name) {
  return test::playerNamed(name, "1k");
}
}  // namespace

TEST_CASE("a late entry is absent from the rounds already drawn and scored as an absence") {
  test::TempDir dir;
  pairing::Event e;
  e.name = "Late";
  auto store = db::EventStore::create(dir.file("late.tengen"), e);
  const auto ids = store->addPlayers({named("A"), named("B")});

  // Before any draw: an ordinary registration.
  const db::LateEntry early = db::addLateEntry(*store, named("Early"));
  CHECK(early.missedRounds.empty());
  CHECK(store->player(early.id).absentRounds.empty());

  pairing::Round r1;
  r1.number = 1;
  r1.games.push_back(test::gameOn(1, 1, ids[0], ids[1], "B+R"));
  r1.byes.push_back(early.id);
  store->saveRound(r1);

  const db::LateEntry late = db::addLateEntry(*store, named("Late"));
  CHECK(late.missedRounds == std::vector<int>{1});
  CHECK(store->player(late.id).absentRounds == std::set<int>{1});
  const db::LateEntries imported = db::addLateEntries(*store, {named("C1"), named("C2")});
  REQUIRE(imported.ids.size() == 2);
  CHECK(imported.missedRounds == std::vector<int>{1});
  CHECK(store->player(imported.ids[1]).absentRounds == std::set<int>{1});

  const reports::Tournament t = db::loadTournament(*store);
  const reports::Standings st = reports::computeStandings(t, db::loadStandingsSettings(*store), 1);
  const auto& row = st.rows[static_cast<std::size_t>(st.indexOf(late.id))];
  REQUIRE(row.entries.size() == 1);
  CHECK(row.entries[0].kind == reports::EntryKind::Absent);
  CHECK(row.score == 0);  // the Chinese preset scores an absence 0
}

TEST_CASE("absences change only in rounds not yet drawn, and a stale version is refused") {
  test::TempDir dir;
  pairing::Event e;
  e.name = "Abs";
  auto store = db::EventStore::create(dir.file("abs.tengen"), e);
  auto p = named("P");
  p.absentRounds = {1};
  const auto id = store->addPlayer(p);
  pairing::Round r1;
  r1.number = 1;
  store->saveRound(r1);

  db::setFutureAbsences(*store, id, {2, 4}, store->player(id).version);
  CHECK(store->player(id).absentRounds == std::set<int>{1, 2, 4});
  db::setFutureAbsences(*store, id, {}, store->player(id).version);  // round 1 is drawn: stays
  CHECK(store->player(id).absentRounds == std::set<int>{1});
  const auto stale = store->player(id).version - 1;
  CHECK_THROWS_AS(db::setFutureAbsences(*store, id, {3}, stale), db::StoreError);
  CHECK(store->player(id).absentRounds == std::set<int>{1});
}

TEST_CASE("a round robin or knockout refuses a late entry once round 1 is drawn") {
  for (const auto system : {pairing::PairingSystem::RoundRobin, pairing::PairingSystem::Knockout}) {
    test::TempDir dir;
    pairing::Event e;
    e.name = "Fixed";
    e.system = system;
    auto store = db::EventStore::create(dir.file("fixed.tengen"), e);
    const auto ids = store->addPlayers({named("A"), named("B")});
    // Before the first draw a registration is an ordinary one.
    CHECK(db::addLateEntry(*store, named("C")).missedRounds.empty());
    pairing::Round r1;
    r1.number = 1;
    r1.games.push_back(test::gameOn(1, 1, ids[0], ids[1]));
    store->saveRound(r1);
    try {
      db::addLateEntry(*store, named("Late"));
      FAIL("a late entry was accepted");
    } catch (const db::StoreError& err) {
      CHECK(err.kind() == db::StoreError::Kind::Invalid);
      CHECK(std::string(err.what()).find("schedule is fixed") != std::string::npos);
    }
    CHECK_THROWS_AS(db::addLateEntries(*store, {named("D"), named("E")}), db::StoreError);
    CHECK(store->players().size() == 3);  // nothing of the refused entries stored
  }
}

TEST_CASE("absences changed at another desk meanwhile: both values are read back to choose from") {
  test::TempDir dir;
  pairing::Event e;
  e.name = "Abs";
  auto store = db::EventStore::create(dir.file("abs.tengen"), e);
  const auto id = store->addPlayer(named("P"));
  const pairing::Player shown = store->player(id);  // what this desk's dialog showed

  // Another desk marks round 3 absent: this desk's write of round 2 is refused, not overwriting.
  db::setFutureAbsences(*store, id, {3}, shown.version);
  CHECK_THROWS_AS(db::setFutureAbsences(*store, id, {2}, shown.version), db::StoreError);
  db::StaleAbsences stale = db::readStaleAbsences(*store, shown, {2});
  CHECK(stale.changedElsewhere);
  CHECK_FALSE(stale.alreadyStored());
  CHECK(stale.stored.absentRounds == std::set<int>{3});
  CHECK(stale.yours == std::set<int>{2});
  // Choosing this desk's value writes it over the stored version.
  db::setFutureAbsences(*store, id, {2}, stale.stored.version);
  CHECK(store->player(id).absentRounds == std::set<int>{2});

  // The same absences entered at both desks: nothing to ask.
  const pairing::Player again = store->player(id);
  db::setFutureAbsences(*store, id, {2, 5}, again.version);
  CHECK(db::readStaleAbsences(*store, again, {2, 5}).alreadyStored());

  // Only the name changed elsewhere: the absences were not, so nothing of that change is lost.
  const pairing::Player before = store->player(id);
  pairing::Player renamed = before;
  renamed.name = "P renamed";
  store->updatePlayer(renamed);
  stale = db::readStaleAbsences(*store, before, {4});
  CHECK_FALSE(stale.changedElsewhere);
  CHECK(stale.yours == std::set<int>{4});
}
