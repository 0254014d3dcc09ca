// A player edit over another desk's change (db/service/player_conflict.h): the fields that differ,
// which of them this desk changed, and the player merged from the fields chosen.
#include <doctest/doctest.h>

#include "db/service/player_conflict.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;
using db::PlayerField;

TEST_CASE("a stale player edit lists the differing fields and merges the chosen ones") {
  test::TempDir dir;
  auto mine = test::EventFixture("Players").players({"Lee"}, "7d").create(dir.file("p.tengen"));
  auto other = db::EventStore::open(dir.file("p.tengen"));
  const pairing::Player shown = mine->players().at(0);

  pairing::Player theirs = shown;  // the other desk: rank and country
  theirs.rank = *pairing::Rank::parse("9d");
  theirs.country = "KR";
  other->updatePlayer(theirs);
  pairing::Player typed = shown;  // this desk: rank and club
  typed.rank = *pairing::Rank::parse("8d");
  typed.club = "Seoul";

  const auto conflict = db::PlayerConflicts::read(*mine, shown, typed);
  REQUIRE(conflict);
  CHECK(conflict->differing() ==
        std::vector<PlayerField>{PlayerField::Rank, PlayerField::Club, PlayerField::Country});
  CHECK(conflict->changedHere(PlayerField::Rank));
  CHECK(conflict->changedHere(PlayerField::Club));
  CHECK_FALSE(conflict->changedHere(PlayerField::Country));
  CHECK(db::playerFieldText(conflict->stored, PlayerField::Rank) == "9d");
  CHECK(db::playerFieldText(conflict->typed, PlayerField::Rank) == "8d");

  // Their rank and country, my club, on the stored version: the store takes it.
  const pairing::Player merged = conflict->merged({PlayerField::Club});
  CHECK(merged.rank.toString() == "9d");
  CHECK(merged.country == "KR");
  CHECK(merged.club == "Seoul");
  CHECK(merged.version == conflict->stored.version);
  mine->updatePlayer(merged);
  const pairing::Player now = other->player(shown.id);
  CHECK(now.club == "Seoul");
  CHECK(now.rank.toString() == "9d");

  // The stored player already holds every typed value: nothing to ask.
  CHECK_FALSE(db::PlayerConflicts::read(*mine, shown, now));
}
