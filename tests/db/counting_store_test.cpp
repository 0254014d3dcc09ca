// Verified counts in the event store: the count is made under the game's terms, the verified
// result is entered when the game has none, a different entered result (or the referee's) is
// never overwritten, and a refused save stores nothing.
#include <doctest/doctest.h>

#include "db/service/counting_store.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/store_rows.h"
#include "tests/support/temp_dir.h"
#include "tests/support/thrown.h"

using namespace tengen;
using db::CountingRefusal;
using db::CountingRefused;
using rules::Color;
using rules::makeLoc;

namespace {

// 9x9: Black holds columns A-D (stones on D), White F-J (stones on F); column E is shared.
// A white stone sits at B7 inside Black's area, a black one at H3 inside White's.
const char* kGame =
    "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]AB[da:di][hg]AW[fa:fi][bc]"
    ";B[ea];W[eb];B[ec];W[];B[])";

struct Fixture {
  test::TempDir dir;
  std::unique_ptr<db::EventStore> store;
  Fixture()
      : store(test::EventFixture("Counting Cup")
                  .boardSize(9)
                  .chiefReferee("Chief")
                  .players({"A", "B", "C", "D"}, "1d")
                  .round(1)
                  .pairInOrder()
                  .create(dir.file("c.tengen"))) {}
  std::optional<pairing::Result> resultOf(int board) { return test::storedResult(*store, board); }
  rules::CountingPosition loaded(int board) {
    auto p = rules::CountingPosition::fromSgf(kGame, db::countingTerms(*store, 1, board));
    REQUIRE(std::holds_alternative<rules::CountingPosition>(p));
    return std::get<rules::CountingPosition>(p);
  }
};

CountingRefusal::Kind refusalOf(const std::function<void()>& f) {
  return test::thrown<CountingRefused>(f).refusal().kind;
}

}  // namespace

TEST_CASE("saving a verified count enters the result and reopening the store shows it") {
  Fixture f;
  auto position = f.loaded(1);
  CHECK(position.toggleDead(makeLoc(1, 2)));  // B7
  CHECK(position.toggleDead(makeLoc(7, 6)));  // H3
  const auto saved = db::saveVerifiedCount(*f.store, 1, 1, position, QByteArray(kGame),
                                           "白胜3又1/4子", "2026-11-29T10:00:00Z");
  CHECK(saved.resultEntered);
  CHECK(saved.count.result == "W+6.5");
  CHECK(f.resultOf(1)->toString() == "W+6.5");

  const QString path = f.store->path();
  f.store.reset();
  auto reopened = db::EventStore::open(path);
  const auto count = db::verifiedCount(*reopened, 1, 1);
  REQUIRE(count);
  CHECK(count->rules == "chinese");
  CHECK(count->komi == rules::HalfPoints(15));
  CHECK(count->blackCount ==
        rules::HalfPoints(82));  // 11 stones + 27 points + 3 (half of 6 dame) = 41
  CHECK(count->whiteCount == rules::HalfPoints(80));
  CHECK(count->neutral == 6);
  CHECK(count->margin == rules::HalfPoints(-13));
  CHECK(count->dead == "bc,hg");
  CHECK(count->reported == "白胜3又1/4子");
  CHECK(count->reportedAgrees == true);
  CHECK(count->verifiedUtc == "2026-11-29T10:00:00Z");
  REQUIRE(count->sgf);
  CHECK(*count->sgf == QByteArray(kGame));
  // The position comes back with its dead stones and the same count.
  const auto again = db::countingPositionOf(*count, db::countingTerms(*reopened, 1, 1));
  CHECK(again.isDead(makeLoc(1, 2)));
  CHECK(again.score().result() == "W+6.5");
  CHECK(!db::verifiedCount(*reopened, 1, 2));
}

TEST_CASE("a count that disagrees with the entered result is refused and stores nothing") {
  Fixture f;
  tengen::test::StoreRows::setResult(*f.store, 1, 1, pairing::Result::parse("B+R"));
  auto position = f.loaded(1);
  position.toggleDead(makeLoc(1, 2));
  position.toggleDead(makeLoc(7, 6));
  try {
    db::saveVerifiedCount(*f.store, 1, 1, position, std::nullopt, "");
    FAIL("saved over an entered result");
  } catch (const CountingRefused& e) {
    CHECK(e.refusal().kind == CountingRefusal::Kind::ResultDiffers);
    CHECK(e.refusal().entered->toString() == "B+R");
    CHECK(e.refusal().verified.toString() == "W+6.5");
  }
  CHECK(f.resultOf(1)->toString() == "B+R");
  CHECK(!db::verifiedCount(*f.store, 1, 1));

  // The same result entered already: the count is saved and the result left alone.
  tengen::test::StoreRows::setResult(*f.store, 1, 1, pairing::Result::parse("W+6.5"));
  const auto saved = db::saveVerifiedCount(*f.store, 1, 1, position, std::nullopt, "");
  CHECK(!saved.resultEntered);
  CHECK(db::verifiedCount(*f.store, 1, 1)->result == "W+6.5");
}

TEST_CASE("a referee's result is not overwritten by a count") {
  Fixture f;
  // White over time on board 1: the referee's ruling B+T.
  db::LedgerStore(*f.store).log({1, 1, referee::Side::White, "overtime", {}, "Chief", {}});
  REQUIRE(f.resultOf(1)->toString() == "B+T");
  CHECK(refusalOf([&] { db::saveVerifiedCount(*f.store, 1, 1, f.loaded(1), std::nullopt, ""); }) ==
        CountingRefusal::Kind::ResultDiffers);
  CHECK(f.resultOf(1)->toString() == "B+T");
  CHECK(!db::verifiedCount(*f.store, 1, 1));
}

TEST_CASE("a position set up by hand is saved as board text and a bad report is refused") {
  Fixture f;
  const auto terms = db::countingTerms(*f.store, 1, 2);
  rules::CountingPosition position(9, 9, terms);
  for (int y = 0; y < 9; ++y) {
    position.place(makeLoc(3, y), Color::Black);
    position.place(makeLoc(4, y), Color::White);
  }
  CHECK(refusalOf([&] { db::saveVerifiedCount(*f.store, 1, 2, position, std::nullopt, "xyz"); }) ==
        CountingRefusal::Kind::BadReported);
  CHECK(!f.resultOf(2));
  // Black 9 + 27 = 36 against White 9 + 36 = 45: White wins by 9 + 7.5.
  const auto saved = db::saveVerifiedCount(*f.store, 1, 2, position, std::nullopt, "W+16.5");
  CHECK(saved.count.result == "W+16.5");
  CHECK(saved.count.reportedAgrees == true);
  const auto count = db::verifiedCount(*f.store, 1, 2);
  REQUIRE(count);
  CHECK(!count->sgf);
  const auto again = db::countingPositionOf(*count, terms);
  CHECK(again.board().at(makeLoc(3, 0)) == Color::Black);
  CHECK(again.score().result() == "W+16.5");
  CHECK(f.resultOf(2)->toString() == "W+16.5");

  // A board of another size than the event's is refused.
  rules::CountingPosition small(7, 7, terms);
  CHECK(refusalOf([&] { db::saveVerifiedCount(*f.store, 1, 1, small, std::nullopt, ""); }) ==
        CountingRefusal::Kind::BadPosition);
}

TEST_CASE("the counting terms follow the event rules and the game's komi and handicap") {
  Fixture f;
  test::setEventRules(*f.store, pairing::RuleSetName::Japanese);
  auto round = *f.store->round(1);
  round.games[0].komi = tengen::rules::HalfPoints(1);
  round.games[0].handicap = 3;
  f.store->saveRound(round);
  const auto terms = db::countingTerms(*f.store, 1, 1);
  CHECK(terms.rules.scoring == rules::Scoring::Territory);
  CHECK(terms.komi == rules::HalfPoints(1));
  CHECK(terms.handicap == 3);
}
