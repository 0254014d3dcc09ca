#pragma once
// Two desks on one event for the stale-write tests: two stores open on one SQLite file (each
// stands for a desk), one player registered, the desk in English.

#include <memory>

#include "app/desk/language.h"
#include "db/store/event_store.h"
#include "tests/support/temp_dir.h"

namespace tengen::test {

struct TwoDesksWithPlayer {
  TempDir dir;
  std::unique_ptr<db::EventStore> mine;
  std::unique_ptr<db::EventStore> other;
  desk::Language language;
  pairing::PlayerId id = 0;

  explicit TwoDesksWithPlayer(const pairing::Player& player) {
    language.set("en");
    pairing::Event e;
    e.name = "Two desks";
    mine = db::EventStore::create(dir.file("e.tengen"), e);
    id = mine->addPlayer(player);
    other = db::EventStore::open(dir.file("e.tengen"));
  }
};

inline pairing::Player playerOf(const char* name, const char* rank, const char* club = "") {
  pairing::Player p;
  p.name = name;
  p.rank = *pairing::Rank::parse(rank);
  p.club = club;
  return p;
}

}  // namespace tengen::test
