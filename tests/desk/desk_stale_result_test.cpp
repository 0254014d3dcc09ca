// Two desks on one event: a result entered or corrected over one the other desk stored since this
// desk showed the game is not overwritten unseen; the director sees both and chooses. Two stores
// on one SQLite file stand for the two desks (the versions work the same on PostgreSQL).
#include <doctest/doctest.h>

#include <QLabel>
#include <QTableWidget>
#include <QUndoStack>

#include "app/desk/language.h"
#include "app/desk/results_view.h"
#include "db/service/result_conflict.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/store_rows.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {
pairing::Result parsed(const char* text) {
  return *pairing::Result::parse(text);
}

struct TwoDesks {
  test::TempDir dir;
  std::unique_ptr<db::EventStore> mine;
  std::unique_ptr<db::EventStore> other;  // the other desk, on the same event
  desk::Language language;
  std::vector<db::ResultConflict> asked;  // what the director was shown
  bool overwrite = false;                 // and what they choose

  TwoDesks() {
    language.set("en");
    mine = test::EventFixture("Two desks")
               .players({"A", "B", "C", "D"}, "1d")
               .round(1)
               .pairInOrder()
               .create(dir.file("e.tengen"));
    other = db::EventStore::open(dir.file("e.tengen"));
  }
  void attach(desk::ResultsView& view) {
    // A correction asks why (the result log): the director's answer here.
    view.setReasonPrompt([](const desk::CorrectionFacts&) {
      return std::optional<QString>(QStringLiteral("corrected at the desk"));
    });
    view.setChooser([this](const db::ResultConflict& c) {
      asked.push_back(c);
      return overwrite;
    });
  }
  std::string stored(int board) { return test::storedResultText(*other, board); }
};
}  // namespace

TEST_CASE("a result typed over one another desk stored meanwhile shows both, keeping stored") {
  TwoDesks d;
  desk::ResultsView view(*d.mine);
  d.attach(view);
  tengen::test::StoreRows::setResult(*d.other, 1, 1,
                                     parsed("B+R"));  // after this desk showed board 1 empty
  CHECK_FALSE(view.enter("1 w+2.5"));
  REQUIRE(d.asked.size() == 1);
  REQUIRE(d.asked[0].stored);
  CHECK(d.asked[0].stored->toString() == "B+R");
  REQUIRE(d.asked[0].typed.result);
  CHECK(d.asked[0].typed.result->toString() == "W+2.5");
  CHECK(d.stored(1) == "B+R");                       // nothing overwritten
  CHECK(view.table()->item(0, 5)->text() == "B+R");  // and the desk now shows it
  CHECK(view.undoStack()->count() == 0);             // no change of this desk to undo
  CHECK(view.status()->text().contains("kept"));
  // Now shown, it can be corrected knowingly: no question.
  REQUIRE(view.enter("1 w+2.5"));
  CHECK(d.asked.size() == 1);
  CHECK(d.stored(1) == "W+2.5");
}

TEST_CASE("overwriting the other desk's result stores the typed one, undo brings theirs back") {
  TwoDesks d;
  desk::ResultsView view(*d.mine);
  d.attach(view);
  d.overwrite = true;
  tengen::test::StoreRows::setResult(*d.other, 1, 1, parsed("B+R"));
  REQUIRE(view.enter("1 w+2.5"));
  CHECK(d.asked.size() == 1);
  CHECK(d.stored(1) == "W+2.5");
  // Replacing the other desk's result is a logged correction: the cell carries the mark.
  CHECK(view.table()->item(0, 5)->text() == QStringLiteral("W+2.5 ✎"));
  REQUIRE(view.undoStack()->count() == 1);
  view.undoStack()->undo();
  CHECK(d.stored(1) == "B+R");  // the other desk's result, not the empty one first shown
  CHECK(d.asked.size() == 1);   // undoing this desk's own write asks nothing
  view.undoStack()->redo();
  CHECK(d.stored(1) == "W+2.5");
}

TEST_CASE("undo does not silently overwrite a correction made at another desk") {
  TwoDesks d;
  desk::ResultsView view(*d.mine);
  d.attach(view);
  REQUIRE(view.enter("2 b+r"));
  tengen::test::StoreRows::setResult(*d.other, 1, 2,
                                     parsed("W+0.5"));  // the other desk corrects it
  view.undoStack()->undo();
  REQUIRE(d.asked.size() == 1);
  CHECK(d.asked[0].stored->toString() == "W+0.5");
  CHECK_FALSE(d.asked[0].typed.result);  // undo would clear it
  CHECK(d.stored(2) == "W+0.5");
  CHECK(view.undoStack()->count() == 0);  // kept theirs: the undone change is dropped
  CHECK(view.table()->item(1, 5)->text() == "W+0.5");
}

TEST_CASE("the same result entered at both desks is one change and asks nothing") {
  TwoDesks d;
  desk::ResultsView view(*d.mine);
  d.attach(view);
  tengen::test::StoreRows::setResult(*d.other, 1, 1, parsed("B+R"));
  REQUIRE(view.enter("1 b+r"));
  CHECK(d.asked.empty());
  CHECK(d.other->round(1)->games[0].version == 2);  // stored once
  REQUIRE(view.enter("1 w+r"));  // the desk now knows that version: a plain correction
  CHECK(d.asked.empty());
  CHECK(d.stored(1) == "W+R");
}
