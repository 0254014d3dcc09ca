// Manual changes of a stored round (db/service/round_edits.h) and the split draw
// (prepareDraw/storeDraw).
#include <doctest/doctest.h>

#include "db/service/draw_operations.h"
#include "db/service/round_edits.h"
#include "db/store/pairing_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/store_rows.h"
#include "tests/support/temp_dir.h"
#include "tests/support/thrown.h"

using namespace tengen;
using namespace tengen::pairing;
using db::RoundEditRefusal;
using db::RoundEditRefused;

namespace {

std::unique_ptr<db::EventStore> sixPlayers(const test::TempDir& dir) {
  return test::EventFixture("Edits")
      .rounds(3)
      .numberedPlayers(6, "1d", "E")
      .create(dir.file("e.tengen"));
}

RoundEditRefusal::Kind refusalOf(const std::function<void()>& f) {
  return test::thrown<RoundEditRefused>(f).refusal().kind;
}

}  // namespace

TEST_CASE("the split draw stores the same round as drawRound with the same seed") {
  test::TempDir a, b;
  auto one = sixPlayers(a);
  auto two = sixPlayers(b);
  const db::DrawMade direct = db::drawRound(*one, 1, 77, false);
  const DrawInput in = db::prepareDraw(*two, 1, 77, false);
  const DrawOutcome outcome = makeDraw(in);
  const db::DrawMade split = db::storeDraw(*two, outcome, 1, false);
  REQUIRE(direct.round.games.size() == split.round.games.size());
  for (std::size_t i = 0; i < direct.round.games.size(); ++i) {
    CHECK(direct.round.games[i].black == split.round.games[i].black);
    CHECK(direct.round.games[i].white == split.round.games[i].white);
  }
  CHECK(two->round(1));
  // prepareDraw refuses as drawRound does, and storeDraw does not replace a draw stored since
  // the input was prepared (another desk), unless forced.
  CHECK_THROWS_AS(db::prepareDraw(*two, 1, 1, false), db::DrawRefused);
  CHECK_THROWS_AS(db::storeDraw(*two, outcome, 1, false), db::DrawRefused);
  CHECK_NOTHROW(db::storeDraw(*two, outcome, 1, true));
}

TEST_CASE("a proposal stores nothing, replaceRoundPairing stores it and drops changed nigiri") {
  test::TempDir dir;
  auto store = sixPlayers(dir);
  db::drawRound(*store, 1, 5, false);
  const Round before = *store->round(1);
  // A nigiri at board 3 (untouched) and board 1 (changed below).
  db::recordNigiri(*store, 1, 1, before.games[0].black, NigiriGuess::Odd, 3);
  db::recordNigiri(*store, 1, 3, before.games[2].black, NigiriGuess::Odd, 3);
  const Round withNigiri = *store->round(1);
  const db::PairingChange change = db::proposeBoardSwap(*store, 1, 1, 2);
  CHECK(change.boards == std::vector<int>{1, 2});
  CHECK(store->round(1)->games[0].white == withNigiri.games[0].white);  // nothing stored yet
  db::replaceRoundPairing(*store, change);
  const Round after = *store->round(1);
  CHECK(after.games[0].white == withNigiri.games[1].white);
  CHECK(after.games[1].white == withNigiri.games[0].white);
  CHECK(after.games[0].colours == ColourMethod::Manual);
  db::PairingStore ps(*store);
  CHECK_FALSE(ps.nigiri(1, 1));
  CHECK(ps.nigiri(1, 3));
  // The same proposal again is stale now.
  CHECK(refusalOf([&] { db::replaceRoundPairing(*store, change); }) ==
        RoundEditRefusal::Kind::Changed);
}

TEST_CASE("changes are refused on boards with results, unknown boards and players, later rounds") {
  test::TempDir dir;
  auto store = sixPlayers(dir);
  db::drawRound(*store, 1, 5, false);
  const Round r1 = *store->round(1);
  CHECK(refusalOf([&] { db::proposeBoardSwap(*store, 1, 1, 9); }) ==
        RoundEditRefusal::Kind::UnknownBoard);
  CHECK(refusalOf([&] { db::proposeBoardSwap(*store, 1, 2, 2); }) ==
        RoundEditRefusal::Kind::SamePlayer);
  CHECK(refusalOf([&] { db::proposeSwap(*store, 1, r1.games[0].black, 999); }) ==
        RoundEditRefusal::Kind::NotInRound);
  CHECK(refusalOf([&] { db::proposePair(*store, 1, r1.games[0].black, r1.games[0].white); }) ==
        RoundEditRefusal::Kind::AlreadyPaired);
  CHECK(refusalOf([&] { db::proposeSwap(*store, 2, 1, 2); }) == RoundEditRefusal::Kind::NotDrawn);
  // A proposal made before a result was entered is refused when stored.
  const db::PairingChange change = db::proposeBoardSwap(*store, 1, 1, 2);
  tengen::test::StoreRows::setResult(*store, 1, 2, Result::parse("B+R"));
  CHECK(refusalOf([&] { db::replaceRoundPairing(*store, change); }) ==
        RoundEditRefusal::Kind::Changed);
  try {
    db::proposeBoardSwap(*store, 1, 1, 2);
    FAIL("not refused");
  } catch (const RoundEditRefused& r) {
    CHECK(r.refusal().kind == RoundEditRefusal::Kind::HasResult);
    CHECK(r.refusal().boards == std::vector<int>{2});
  }
  // Once round 2 is drawn on top of round 1, round 1 cannot change.
  for (const Game& g : r1.games)
    tengen::test::StoreRows::setResult(*store, 1, g.board, Result::parse("W+R"));
  db::drawRound(*store, 2, 6, false);
  CHECK(refusalOf([&] { db::proposeBoardSwap(*store, 1, 1, 3); }) ==
        RoundEditRefusal::Kind::LaterRoundExists);
}

TEST_CASE("recordNigiri: the higher rank or the older holds, asked when neither decides") {
  test::TempDir dir;
  Event e;
  e.name = "Nigiri";
  e.rounds = 2;
  auto store = db::EventStore::create(dir.file("n.tengen"), e);
  Player older, younger;
  older.name = "Old";
  younger.name = "Young";
  older.rank = younger.rank = *Rank::parse("2d");
  older.born = boost::gregorian::date(1980, 1, 1);
  younger.born = boost::gregorian::date(2000, 1, 1);
  const auto ids = store->addPlayers({older, younger});
  Round r;
  r.number = 1;
  Game g;
  g.board = 1;
  g.black = ids[1];
  g.white = ids[0];
  r.games = {g};
  store->saveRound(r);
  // The older player holds; 4 stones, the younger guessed odd: wrong, the holder takes Black.
  NigiriOutcome o = db::recordNigiri(*store, 1, 1, std::nullopt, NigiriGuess::Odd, 4);
  CHECK_FALSE(o.guessRight);
  CHECK(o.black == ids[0]);
  CHECK(store->round(1)->games[0].black == ids[0]);
  CHECK(store->round(1)->games[0].colours == ColourMethod::Nigiri);
  CHECK(db::PairingStore(*store).nigiri(1, 1)->holder == ids[0]);
  CHECK(refusalOf([&] { db::recordNigiri(*store, 1, 1, ids[1], NigiriGuess::Odd, 4); }) ==
        RoundEditRefusal::Kind::WrongHolder);
  CHECK(refusalOf([&] { db::recordNigiri(*store, 1, 1, ids[0], NigiriGuess::Odd, 0); }) ==
        RoundEditRefusal::Kind::BadCount);
  CHECK(refusalOf([&] { db::recordNigiri(*store, 1, 2, ids[0], NigiriGuess::Odd, 3); }) ==
        RoundEditRefusal::Kind::UnknownBoard);
  // Without birth dates nothing decides: the holder must be named, and either may hold.
  for (Player p : store->players()) {
    p.born.reset();
    store->updatePlayer(p);
  }
  CHECK(refusalOf([&] { db::recordNigiri(*store, 1, 1, std::nullopt, NigiriGuess::Odd, 3); }) ==
        RoundEditRefusal::Kind::HolderNeeded);
  o = db::recordNigiri(*store, 1, 1, ids[1], NigiriGuess::Odd, 3);
  CHECK(o.guessRight);
  CHECK(o.black == ids[0]);  // the guesser
  // A handicap game has no nigiri; a game with a result keeps its colours.
  r = *store->round(1);
  r.games[0].handicap = 2;
  store->saveRound(r);
  CHECK(refusalOf([&] { db::recordNigiri(*store, 1, 1, ids[0], NigiriGuess::Odd, 3); }) ==
        RoundEditRefusal::Kind::HandicapGame);
  r.games[0].handicap = 0;
  r.games[0].result = Result::parse("B+R");
  store->saveRound(r);
  CHECK(refusalOf([&] { db::recordNigiri(*store, 1, 1, ids[0], NigiriGuess::Odd, 3); }) ==
        RoundEditRefusal::Kind::HasResult);
}
