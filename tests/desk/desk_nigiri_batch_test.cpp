// Nigiri (猜先) for many boards in one table: the pending boards are listed, the typed rows are
// recorded board by board (the colours follow), a row left at "—" is not, and a row the store
// refuses (nobody said who held) is named while the others are stored.
#include <doctest/doctest.h>

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>

#include "app/desk/language.h"
#include "app/desk/nigiri_batch_dialog.h"
#include "app/desk/rounds_view.h"
#include "db/store/event_store.h"
#include "db/store/pairing_store.h"
#include "tests/desk/desk_window.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

TEST_CASE("the nigiri of many boards are typed in one table and recorded board by board") {
  test::TempDir dir;
  test::EnglishLanguage language;
  // Equal ranks, no birth dates: at every board the TD says who held the stones.
  auto store = test::EventFixture("Batch Nigiri")
                   .rounds(3)
                   .numberedPlayers(8, "2d", "Q")
                   .create(dir.file("batch.tengen"));
  desk::RoundsView view(*store, [] { return std::uint64_t{5}; });
  REQUIRE(view.draw());
  const pairing::Round drawn = *store->round(1);
  REQUIRE(drawn.games.size() == 4);
  const std::vector<desk::NigiriBoard> pending = view.pendingNigiri();
  REQUIRE(pending.size() == 4);
  CHECK(pending[0].board == 1);

  desk::NigiriBatchDialog dialog(pending, 1);
  REQUIRE(dialog.table()->rowCount() == 4);
  CHECK(dialog.holderBox(0)->currentIndex() == -1);  // nothing decides: to be chosen
  CHECK(dialog.entries().empty());                   // every row still at "—"
  // Board 1: the draw's Black held, White guessed even, 8 stones: right, White takes Black.
  dialog.holderBox(0)->setCurrentIndex(0);
  dialog.guessBox(0)->setCurrentIndex(1);
  dialog.countBox(0)->setValue(8);
  CHECK(dialog.table()->item(0, 5)->text().startsWith(QString::fromStdString(pending[0].b.name)));
  // Board 2: a count but no holder (the store refuses it); board 3: done; board 4: not yet.
  dialog.countBox(1)->setValue(5);
  dialog.holderBox(2)->setCurrentIndex(1);
  dialog.countBox(2)->setValue(3);
  const std::vector<desk::NigiriEntry> entries = dialog.entries();
  REQUIRE(entries.size() == 3);

  CHECK(view.recordNigiris(entries) == 2);
  CHECK(view.status()->text().contains("2 nigiri recorded"));
  CHECK(view.status()->text().contains("board 2"));
  db::PairingStore ps(*store);
  CHECK(ps.nigiri(1, 1));
  CHECK_FALSE(ps.nigiri(1, 2));
  CHECK(ps.nigiri(1, 3));
  CHECK_FALSE(ps.nigiri(1, 4));
  const pairing::Round after = *store->round(1);
  CHECK(after.games[0].black == pending[0].b.id);  // the right guess took Black
  // Only the boards still pending are offered next time.
  const std::vector<desk::NigiriBoard> left = view.pendingNigiri();
  REQUIRE(left.size() == 2);
  CHECK(left[0].board == 2);
  CHECK(left[1].board == 4);
}
