// The rounds view: draws through the same operation as `tengen pair`, with its refusals.
#include <doctest/doctest.h>

#include <QComboBox>
#include <QLabel>
#include <QTableWidget>
#include <set>

#include "app/desk/rounds_view.h"
#include "db/event_store.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {
std::unique_ptr<db::EventStore> eventWith(const test::TempDir& dir, int players) {
  pairing::Event e;
  e.name = "Rounds";
  e.rounds = 3;
  auto store = db::EventStore::create(dir.file("r.tengen"), e);
  std::vector<pairing::Player> list;
  for (int i = 0; i < players; ++i) {
    pairing::Player p;
    p.name = "P" + std::to_string(i + 1);
    p.rank = *pairing::Rank::fromStrength(i % 10 - 5);
    list.push_back(p);
  }
  store->addPlayers(list);
  return store;
}
}  // namespace

TEST_CASE("drawing round 1 stores a draw in which every player appears once") {
  test::TempDir dir;
  auto store = eventWith(dir, 7);
  desk::RoundsView view(*store, [] { return std::uint64_t{42}; });
  REQUIRE(view.draw());
  auto round = store->round(1);
  REQUIRE(round);
  CHECK(round->seed == 42);
  CHECK(round->games.size() == 3);
  CHECK(round->byes.size() == 1);
  std::set<std::int64_t> seen(round->byes.begin(), round->byes.end());
  for (const auto& g : round->games) {
    seen.insert(g.black);
    seen.insert(g.white);
  }
  CHECK(seen.size() == 7);
  CHECK(view.table()->rowCount() == 3);
  CHECK(view.roundBox()->currentData().toInt() == 1);
}

TEST_CASE("round 2 is refused while round 1 has missing results, and names the boards") {
  test::TempDir dir;
  auto store = eventWith(dir, 4);
  desk::RoundsView view(*store, [] { return std::uint64_t{7}; });
  REQUIRE(view.draw());
  CHECK_FALSE(view.draw());
  CHECK(view.status()->text().contains("boards 1, 2"));
  CHECK(store->roundNumbers() == std::vector<int>{1});
  store->setResult(1, 1, pairing::Result::parse("B+R"));
  store->setResult(1, 2, pairing::Result::parse("W+1.5"));
  REQUIRE(view.draw());
  CHECK(store->roundNumbers() == std::vector<int>{1, 2});
  // Only the last round can be removed.
  CHECK_FALSE(view.removeDraw(1));
  REQUIRE(view.removeDraw(2));
  CHECK(store->roundNumbers() == std::vector<int>{1});
}
