// The ledger in the event store: entries, the results that follow, refusals that store nothing,
// the edition setting, append-only storage and tamper detection.
#include <doctest/doctest.h>

#include <QSqlDatabase>
#include <QSqlQuery>

#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"
#include "tests/support/thrown.h"

using namespace tengen;
using namespace tengen::referee;
using db::EventStore;
using db::InfractionReport;
using db::LedgerError;
using db::LedgerStore;
using db::StoreError;
using pairing::Result;

namespace {

const std::string kChief = "王裁判";

std::unique_ptr<EventStore> newEvent(const test::TempDir& dir, const std::string& chief = kChief) {
  return test::EventFixture("Ledger Cup")
      .rounds(3)
      .chiefReferee(chief)
      .players({"柯洁", "Lee Sedol", "Shin Jinseo", "芈昱廷"}, "9p")
      .round(1, 42)
      .pairInOrder()
      .create(dir.file("cup.tengen"));
}

InfractionReport report(int board, Side side, const std::string& code,
                        const std::string& penalty = {}) {
  InfractionReport r;
  r.round = 1;
  r.board = board;
  r.player = side;
  r.infraction = code;
  r.penalty = penalty;
  r.referee = "Li";
  return r;
}

LedgerError::Reason reasonOf(const std::function<void()>& f) {
  return test::thrown<LedgerError>(f).reason();
}

StoreError::Kind kindOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const LedgerError&) {
    FAIL("expected a plain StoreError");
  } catch (const StoreError& e) {
    return e.kind();
  }
  FAIL("expected a StoreError");
  return StoreError::Kind::Database;
}

}  // namespace

TEST_CASE("logging an infraction stores the entry with its penalty and counts warnings") {
  test::TempDir dir;
  auto store = newEvent(dir);
  LedgerStore ledger(*store, [] { return std::string("2026-05-01T09:30:00Z"); });  // a fixed clock
  auto w = ledger.log(report(1, Side::Black, "ko-retake"));
  CHECK(w.entry.id == 1);
  CHECK(w.entry.when == "2026-05-01T09:30:00Z");
  CHECK(w.entry.penalty == "void-pass-warning");
  CHECK(w.entry.edition == Edition::Y2002);
  CHECK(w.entry.prevHash == kGenesisHash);
  CHECK(w.entry.hash == LedgerStore::sha256Hex(canonicalText(w.entry)));
  CHECK(w.ruling.black.warnings == 1);
  CHECK(!w.ruling.decided());
  CHECK(!test::storedResult(*store, 1));
  const auto all = ledger.entries();
  REQUIRE(all.size() == 1);
  CHECK(all[0].sanctions ==
        std::vector<Sanction>{Sanction::MoveVoid, Sanction::LosesTurn, Sanction::Warning});
  CHECK(all[0].hash == w.entry.hash);
}

TEST_CASE("the second warning sets the game's result: loss by referee pointing at the entry") {
  test::TempDir dir;
  auto store = newEvent(dir);
  LedgerStore ledger(*store);
  ledger.log(report(2, Side::White, "disturbing"));  // advice: does not count
  ledger.log(report(2, Side::White, "clock-before-move"));
  CHECK(!test::storedResult(*store, 2));
  auto w = ledger.log(report(2, Side::White, "missed-capture"));
  CHECK(w.ruling.white.warnings == 2);
  CHECK(w.ruling.white.advice == 1);
  auto stored = test::storedResult(*store, 2);
  REQUIRE(stored);
  CHECK(stored->toString() == "B+");
  CHECK(stored->byReferee);
  CHECK(stored->ledgerEntry == w.entry.id);
  CHECK(w.storedResult == stored);
  CHECK(!test::storedResult(*store, 1));  // the other board is untouched
}

TEST_CASE("forfeit, loss on time and both lose reach the result the same way") {
  test::TempDir dir;
  auto store = newEvent(dir);
  LedgerStore ledger(*store);
  auto late = ledger.log(report(1, Side::Black, "late", "forfeit"));
  CHECK(test::storedResult(*store, 1)->toString() == "W+F");
  CHECK(test::storedResult(*store, 1)->ledgerEntry == late.entry.id);
  ledger.log(report(2, Side::White, "moved-stones", "both-lose"));
  CHECK(test::storedResult(*store, 2)->toString() == "BothLose");
  CHECK(test::storedResult(*store, 2)->byReferee);
}

TEST_CASE("bad round, board, code, penalty or a missing note are refused and nothing is stored") {
  test::TempDir dir;
  auto store = newEvent(dir);
  LedgerStore ledger(*store);
  auto bad = report(1, Side::Black, "retract");
  bad.round = 7;
  CHECK(kindOf([&] { ledger.log(bad); }) == StoreError::Kind::NoSuchRound);
  bad = report(9, Side::Black, "retract");
  CHECK(kindOf([&] { ledger.log(bad); }) == StoreError::Kind::NoSuchGame);
  CHECK(reasonOf([&] { ledger.log(report(1, Side::Black, "sneezing")); }) ==
        LedgerError::Reason::UnknownInfraction);
  CHECK(reasonOf([&] { ledger.log(report(1, Side::Black, "double-move", "loss")); }) ==
        LedgerError::Reason::PenaltyNotAllowed);
  CHECK(reasonOf([&] { ledger.log(report(1, Side::Black, "other", "warning")); }) ==
        LedgerError::Reason::NoteRequired);
  bad = report(1, Side::Black, "retract");
  bad.referee.clear();
  CHECK(reasonOf([&] { ledger.log(bad); }) == LedgerError::Reason::RefereeRequired);
  CHECK(ledger.entries().empty());
  CHECK(!test::storedResult(*store, 1));
  auto other = report(1, Side::Black, "other", "warning");
  other.note = "phone rang during play";
  CHECK(ledger.log(other).entry.id == 1);  // numbering starts at 1: nothing was used up
}

TEST_CASE("the edition setting is stored, 2002 by default - entries keep their edition") {
  test::TempDir dir;
  {
    auto store = newEvent(dir);
    LedgerStore ledger(*store);
    CHECK(ledger.edition() == Edition::Y2002);
    ledger.setEdition(Edition::Older);
  }
  auto store = EventStore::open(dir.file("cup.tengen"));
  LedgerStore ledger(*store);
  CHECK(ledger.edition() == Edition::Older);
  auto w = ledger.log(report(1, Side::Black, "double-move"));
  CHECK(w.entry.edition == Edition::Older);
  CHECK(w.entry.penalty == "loss");
  CHECK(test::storedResult(*store, 1)->toString() == "W+");
  ledger.setEdition(Edition::Y2002);
  CHECK(ledger.edition() == Edition::Y2002);
  CHECK(ledger.entry(1).edition == Edition::Older);
  auto y = ledger.log(report(2, Side::Black, "double-move"));
  CHECK(y.entry.penalty == "void-warning");
  CHECK(!test::storedResult(*store, 2));
}

TEST_CASE("corrections: chief referee only - a reversal lifts the loss and the result follows") {
  test::TempDir dir;
  auto store = newEvent(dir);
  LedgerStore ledger(*store);
  ledger.log(report(1, Side::Black, "retract"));
  const auto second = ledger.log(report(1, Side::Black, "wrong-capture")).entry.id;
  REQUIRE(test::storedResult(*store, 1));
  CHECK(reasonOf([&] {
          ledger.rule(EntryKind::Correction, second, RulingKind::Reverse, "", "", "Li", "");
        }) == LedgerError::Reason::NotChiefReferee);
  CHECK(reasonOf([&] {
          ledger.rule(EntryKind::Correction, 99, RulingKind::Reverse, "", "", kChief, "");
        }) == LedgerError::Reason::NoSuchEntry);
  CHECK(reasonOf([&] {
          ledger.rule(EntryKind::Correction, second, RulingKind::Uphold, "", "", kChief, "");
        }) == LedgerError::Reason::BadRuling);
  CHECK(ledger.entries().size() == 2);

  auto w = ledger.rule(EntryKind::Correction, second, RulingKind::Reverse, "", "", kChief,
                       "the stones had no liberties after all");
  CHECK(w.entry.kind == EntryKind::Correction);
  CHECK(w.entry.target == second);
  CHECK(w.entry.player == Side::Black);
  CHECK(w.ruling.black.warnings == 1);
  CHECK(!test::storedResult(*store, 1));  // the game is open again

  CHECK(reasonOf([&] {
          ledger.rule(EntryKind::Correction, second, RulingKind::Amend, "", "", kChief, "");
        }) == LedgerError::Reason::BadRuling);
  w = ledger.rule(EntryKind::Correction, second, RulingKind::Amend, "", "restore-warning", kChief,
                  "reinstated after all");
  CHECK(w.ruling.black.warnings == 2);
  CHECK(test::storedResult(*store, 1)->toString() == "W+");
  CHECK(test::storedResult(*store, 1)->ledgerEntry == second);
  CHECK(ledger.entries().size() == 4);  // nothing edited, two entries added
}

TEST_CASE("a correction needs a chief referee named in the event") {
  test::TempDir dir;
  auto store = newEvent(dir, "");
  LedgerStore ledger(*store);
  const auto id = ledger.log(report(1, Side::White, "retract")).entry.id;
  CHECK(reasonOf([&] {
          ledger.rule(EntryKind::Correction, id, RulingKind::Reverse, "", "", "anyone", "");
        }) == LedgerError::Reason::NoChiefReferee);
}

TEST_CASE("appeals: upheld, or amended from loss to warning - the result follows") {
  test::TempDir dir;
  auto store = newEvent(dir);
  LedgerStore ledger(*store);
  const auto loss = ledger.log(report(2, Side::White, "consulting", "loss")).entry.id;
  CHECK(test::storedResult(*store, 2)->toString() == "B+");
  auto w =
      ledger.rule(EntryKind::Appeal, loss, RulingKind::Uphold, "", "", kChief, "appeal rejected");
  CHECK(w.entry.ruling == RulingKind::Uphold);
  CHECK(test::storedResult(*store, 2)->toString() == "B+");
  CHECK(reasonOf([&] {
          ledger.rule(EntryKind::Appeal, loss, RulingKind::Amend, "", "both-lose", kChief, "");
        }) == LedgerError::Reason::PenaltyNotAllowed);
  w = ledger.rule(EntryKind::Appeal, loss, RulingKind::Amend, "", "warning", kChief,
                  "committee: a warning suffices");
  CHECK(w.ruling.white.warnings == 1);
  CHECK(!w.ruling.decided());
  CHECK(!test::storedResult(*store, 2));
}

TEST_CASE("a result contradicting the referee is refused unless the chief referee overrides") {
  test::TempDir dir;
  auto store = newEvent(dir);
  LedgerStore ledger(*store);
  const auto time = ledger.log(report(1, Side::Black, "overtime")).entry.id;
  CHECK(test::storedResult(*store, 1)->toString() == "W+T");

  auto conflict = db::checkResultAgainstLedger(*store, 1, 1, Result::parse("B+R"));
  REQUIRE(conflict);
  CHECK(conflict->ruling.decidingEntry == time);
  CHECK(reasonOf([&] { ledger.enterResult(1, 1, Result::parse("B+R")); }) ==
        LedgerError::Reason::Contradicts);
  CHECK(reasonOf([&] { ledger.enterResult(1, 1, std::nullopt); }) ==
        LedgerError::Reason::Contradicts);
  CHECK(test::storedResult(*store, 1)->toString() == "W+T");
  CHECK(kindOf([&] { ledger.enterResult(1, 5, Result::parse("B+R")); }) ==
        StoreError::Kind::NoSuchGame);

  // Agreeing with the referee keeps the referee's result and its pointer.
  auto kept = ledger.enterResult(1, 1, Result::parse("W+R"));
  CHECK(kept->toString() == "W+T");
  CHECK(test::storedResult(*store, 1)->ledgerEntry == time);
  // A game the referee has not decided takes any result.
  CHECK(!db::checkResultAgainstLedger(*store, 1, 2, Result::parse("B+R")));
  CHECK(ledger.enterResult(1, 2, Result::parse("B+R"))->toString() == "B+R");

  CHECK(reasonOf([&] { ledger.override(1, 1, *Result::parse("B+R"), "Li", "clock fault"); }) ==
        LedgerError::Reason::NotChiefReferee);
  CHECK(reasonOf([&] { ledger.override(1, 1, *Result::parse("B+R"), kChief, ""); }) ==
        LedgerError::Reason::NoteRequired);
  auto o = ledger.override(1, 1, *Result::parse("B+R"), kChief, "clock fault: the flag was wrong");
  CHECK(o.entry.kind == EntryKind::Override);
  CHECK(o.entry.result == "B+R");
  auto stored = test::storedResult(*store, 1);
  CHECK(stored->toString() == "B+R");
  CHECK(stored->byReferee);
  CHECK(stored->ledgerEntry == o.entry.id);
  // From now on results must agree with the override.
  CHECK(reasonOf([&] { ledger.enterResult(1, 1, Result::parse("W+T")); }) ==
        LedgerError::Reason::Contradicts);
  CHECK(!db::checkResultAgainstLedger(*store, 1, 1, Result::parse("B+R")));
}

TEST_CASE("the ledger table is append-only: the database refuses updates and deletes") {
  test::TempDir dir;
  auto store = newEvent(dir);
  LedgerStore ledger(*store);
  ledger.log(report(1, Side::Black, "retract"));
  CHECK(kindOf([&] { store->exec(QStringLiteral("UPDATE referee_entry SET note = 'x'")); }) ==
        StoreError::Kind::Database);
  CHECK(kindOf([&] { store->exec(QStringLiteral("DELETE FROM referee_entry")); }) ==
        StoreError::Kind::Database);
  CHECK(ledger.entries().size() == 1);
  CHECK(ledger.entry(1).note.empty());
}

TEST_CASE("verify: intact, then an entry edited in the file behind Tengen's back is detected") {
  test::TempDir dir;
  const QString path = dir.file("cup.tengen");
  {
    auto store = newEvent(dir);
    LedgerStore ledger(*store);
    ledger.log(report(1, Side::Black, "retract"));
    auto second = report(1, Side::White, "disturbing");
    second.note = "tapping the table";
    ledger.log(second);
    ledger.log(report(2, Side::White, "overtime"));
    auto v = ledger.verify();
    CHECK(v.intact());
    CHECK(v.entries == 3);
    CHECK(v.head == ledger.entry(3).hash);
  }
  {
    // Someone opens the SQLite file with another tool, drops the guard and edits entry 2.
    QSqlDatabase raw =
        QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
    raw.setDatabaseName(path);
    REQUIRE(raw.open());
    QSqlQuery q(raw);
    REQUIRE(q.exec(QStringLiteral("DROP TRIGGER referee_entry_no_update")));
    REQUIRE(
        q.exec(QStringLiteral("UPDATE referee_entry SET penalty = 'warning', sanctions = "
                              "'warning' WHERE id = 2")));
    REQUIRE(
        q.exec(QStringLiteral("UPDATE game SET result = 'B+R', by_referee = 0, ledger_entry = "
                              "NULL WHERE round = 1 AND board = 2")));
    q = QSqlQuery();
    raw.close();
    raw = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
  }
  auto store = EventStore::open(path);
  auto v = LedgerStore(*store).verify();
  CHECK(!v.intact());
  REQUIRE(v.chain.size() == 1);
  CHECK(v.chain[0].entry == 2);
  CHECK(v.chain[0].kind == ChainProblem::Kind::BadHash);
  REQUIRE(v.results.size() == 1);
  CHECK(v.results[0].board == 2);
  CHECK(v.results[0].stored->toString() == "B+R");
  CHECK(v.results[0].ruling.result->toString() == "B+T");
}

TEST_CASE("a refused ruling says which problem, a refused penalty its infraction and edition") {
  test::TempDir dir;
  auto store = newEvent(dir);
  LedgerStore ledger(*store);
  const auto id = ledger.log(report(1, Side::Black, "retract")).entry.id;
  auto problemOf = [&](RulingKind kind) -> std::optional<RulingProblem> {
    try {
      ledger.rule(EntryKind::Correction, id, kind, "", "", kChief, "");
    } catch (const LedgerError& e) {
      CHECK(e.reason() == LedgerError::Reason::BadRuling);
      return e.rulingProblem();
    }
    FAIL("expected a LedgerError");
    return std::nullopt;
  };
  CHECK(problemOf(RulingKind::Uphold) == RulingProblem::UpholdOnlyForAppeal);
  CHECK(problemOf(RulingKind::Amend) == RulingProblem::AmendNeedsChange);
  try {
    ledger.log(report(1, Side::Black, "double-move", "loss"));
    FAIL("expected a LedgerError");
  } catch (const LedgerError& e) {
    CHECK(e.reason() == LedgerError::Reason::PenaltyNotAllowed);
    CHECK_FALSE(e.rulingProblem());
    REQUIRE(e.penaltyRefusal());
    CHECK(e.penaltyRefusal()->infraction == "double-move");
    CHECK(e.penaltyRefusal()->penalty == "loss");
    CHECK(e.subject() == "double-move/loss/" + std::string(toCode(e.penaltyRefusal()->edition)));
  }
  CHECK(ledger.entries().size() == 1);  // nothing written
}
