// The participation grid: players × rounds; unticking a round not yet drawn records the absence
// through the player's absence door (the draw then leaves the player out), ticking it again
// removes it; drawn rounds show their draw and do not change; a change made at another desk
// since the grid showed it is not overwritten.
#include <doctest/doctest.h>

#include <QApplication>
#include <QLabel>
#include <QTableWidget>

#include "app/desk/language.h"
#include "app/desk/participation_view.h"
#include "db/service/player_operations.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_event.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

struct Grid : test::DeskEvent {
  Grid() {
    create(test::EventFixture("Grid Cup")
               .rounds(4)
               .players({"柯洁", "Lee Sedol", "Shin Jinseo", "芈昱廷", "Gu Li"}, "5d")
               .round(1)
               .game(0, 1, "B+R")
               .game(2, 3, "W+R")
               .bye(4),
           "grid.tengen");
  }
  pairing::Player player(int i) { return store->players()[static_cast<std::size_t>(i)]; }
};

}  // namespace

TEST_CASE("the participation grid shows players by rounds, drawn rounds as their draw") {
  Grid g;
  desk::ParticipationView view(*g.store);
  QTableWidget* grid = view.grid();
  CHECK(grid->rowCount() == 5);
  CHECK(grid->columnCount() == 5);  // the name and four rounds
  CHECK(grid->horizontalHeaderItem(1)->text() == "R1");
  CHECK(grid->item(0, 0)->text() == QString::fromUtf8("柯洁"));
  CHECK(grid->item(0, 1)->text() == "played");
  CHECK(grid->item(4, 1)->text() == "bye");
  CHECK_FALSE(grid->item(0, 1)->flags().testFlag(Qt::ItemIsUserCheckable));  // the draw's
  CHECK(grid->item(0, 2)->checkState() == Qt::Checked);
  CHECK(grid->item(0, 2)->flags().testFlag(Qt::ItemIsUserCheckable));
}

TEST_CASE("unticking a future round records the absence, ticking it again removes it") {
  Grid g;
  desk::ParticipationView view(*g.store);
  // A click on the tick goes through the grid (queued, then stored).
  view.grid()->item(1, 3)->setCheckState(Qt::Unchecked);
  QApplication::processEvents();
  CHECK(g.player(1).absentRounds == std::set<int>{3});
  CHECK(view.grid()->item(1, 3)->checkState() == Qt::Unchecked);
  CHECK(view.status()->text() == "Lee Sedol is absent in round 3");
  REQUIRE(view.setPlays(1, 4, false));
  CHECK(g.player(1).absentRounds == std::set<int>{3, 4});
  REQUIRE(view.setPlays(1, 3, true));
  CHECK(g.player(1).absentRounds == std::set<int>{4});
  CHECK(view.grid()->item(1, 3)->checkState() == Qt::Checked);
  // A drawn round is the draw's.
  CHECK_FALSE(view.setPlays(1, 1, false));
  CHECK(view.status()->text().contains("drawn"));
  CHECK(g.player(1).absentRounds == std::set<int>{4});
}

TEST_CASE("an absence changed at another desk since the grid showed it is not overwritten") {
  Grid g;
  auto other = db::EventStore::open(g.store->path());
  desk::ParticipationView view(*g.store);
  const pairing::Player seen = other->player(g.player(2).id);
  db::setFutureAbsences(*other, seen.id, {2}, seen.version);
  CHECK_FALSE(view.setPlays(2, 3, false));
  CHECK(view.status()->text().contains("another desk"));
  CHECK(g.player(2).absentRounds == std::set<int>{2});
  CHECK(view.grid()->item(2, 2)->checkState() == Qt::Unchecked);  // shown as stored now
  // Another field changed elsewhere (not the absences): the tick is stored over it.
  pairing::Player renamed = other->player(g.player(0).id);
  renamed.club = "Beijing";
  other->updatePlayer(renamed);
  REQUIRE(view.setPlays(0, 4, false));
  CHECK(g.player(0).absentRounds == std::set<int>{4});
  CHECK(g.player(0).club == "Beijing");
}
