// The ledger's rules without a database: warnings and advice, decisions, corrections, appeals,
// overrides, the hash chain and the result check.
#include <doctest/doctest.h>

#include <functional>

#include "referee/entry_status.h"
#include "referee/ledger.h"
#include "tests/rules/code_table_checks.h"

using namespace tengen::referee;
using tengen::pairing::Outcome;
using tengen::pairing::Result;
using tengen::pairing::WinMethod;

namespace {

// A stand-in hash for the pure tests (db/ uses SHA-256): FNV-1a, 64 bits, in hex.
std::string fnv(std::string_view data) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : data) {
    h ^= c;
    h *= 1099511628211ull;
  }
  static const char* digits = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, h >>= 4) out[static_cast<std::size_t>(i)] = digits[h & 15];
  return out;
}

struct Ledger {
  std::vector<LedgerEntry> entries;
  Edition edition = Edition::Y2002;

  std::int64_t add(LedgerEntry e) {
    e.id = static_cast<std::int64_t>(entries.size()) + 1;
    e.when = "2026-05-01T09:00:00Z";
    if (e.referee.empty()) e.referee = "Li";
    seal(e, entries.empty() ? nullptr : &entries.back(), fnv);
    entries.push_back(e);
    return e.id;
  }
  std::int64_t log(int board, Side side, const std::string& code, const std::string& penalty = {}) {
    const PenaltyOption* o = choosePenalty(code, edition, penalty);
    REQUIRE_MESSAGE(o, code);
    LedgerEntry e;
    e.round = 1;
    e.board = board;
    e.player = side;
    e.infraction = code;
    e.penalty = o->code;
    e.sanctions = o->sanctions;
    e.edition = edition;
    return add(e);
  }
  // The chief referee's override of round 1 board `board`: the result is `result`.
  std::int64_t overrideResult(int board, const std::string& result) {
    LedgerEntry e;
    e.round = 1;
    e.board = board;
    e.kind = EntryKind::Override;
    e.result = result;
    return add(e);
  }
  std::int64_t rule(EntryKind kind, std::int64_t target, RulingKind ruling,
                    const std::string& code = {}, const std::string& penalty = {}) {
    const LedgerEntry& t = entries.at(static_cast<std::size_t>(target - 1));
    GameRuling before = ruleGame(entries, t.round, t.board);
    const StandingEntry* current = nullptr;
    for (const StandingEntry& st : before.infractions)
      if (st.entry.id == target) current = &st;
    Amendment amended;
    REQUIRE(checkRuling(t, current, kind, ruling, code, penalty, &amended) == RulingProblem::None);
    return add(rulingEntry(t, kind, ruling, amended));
  }
  GameRuling game(int board) const { return ruleGame(entries, 1, board); }
};

}  // namespace

TEST_CASE("two warnings in one game lose it for that player, by referee, pointing at the entry") {
  Ledger l;
  l.log(1, Side::Black, "clock-before-move");
  GameRuling g = l.game(1);
  CHECK(g.black.warnings == 1);
  CHECK(!g.decided());
  const std::int64_t second = l.log(1, Side::Black, "wrong-capture");
  g = l.game(1);
  CHECK(g.black.warnings == 2);
  REQUIRE(g.result);
  CHECK(g.result->outcome == Outcome::WhiteWins);
  CHECK(g.result->byReferee);
  CHECK(g.result->ledgerEntry == second);
  CHECK(g.decidingEntry == second);
  CHECK(g.reason == GameRuling::Reason::SecondWarning);
}

TEST_CASE("advice is not a warning - warnings to different players or games do not add up") {
  Ledger l;
  l.log(1, Side::White, "disturbing");         // advice
  l.log(1, Side::White, "disturbing");         // advice again
  l.log(1, Side::White, "clock-before-move");  // the one warning
  l.log(1, Side::Black, "retract");            // Black's one warning
  l.log(2, Side::White, "retract");            // another game
  GameRuling g = l.game(1);
  CHECK(g.white.advice == 2);
  CHECK(g.white.warnings == 1);
  CHECK(g.black.warnings == 1);
  CHECK(!g.decided());
  CHECK(l.game(2).white.warnings == 1);
  CHECK(!l.game(2).decided());
  // Choosing "warning" for disturbing makes it count.
  l.log(1, Side::White, "disturbing", "warning");
  g = l.game(1);
  REQUIRE(g.result);
  CHECK(g.result->outcome == Outcome::BlackWins);
}

TEST_CASE("ending sanctions decide the game: forfeit, loss on time, both lose, draw, replay") {
  Ledger l;
  const auto late = l.log(1, Side::White, "late", "forfeit");
  REQUIRE(l.game(1).result);
  CHECK(l.game(1).result->toString() == "B+F");
  CHECK(l.game(1).decidingEntry == late);
  l.log(2, Side::Black, "overtime");
  CHECK(l.game(2).result->toString() == "W+T");
  l.log(3, Side::Black, "late", "both-forfeit");
  CHECK(l.game(3).result->outcome == Outcome::BothLose);
  l.log(4, Side::Black, "moved-stones", "draw");
  CHECK(l.game(4).result->outcome == Outcome::Jigo);
  l.log(5, Side::Black, "scattered-board", "replay");
  CHECK(l.game(5).replay);
  CHECK(!l.game(5).result);
  CHECK(l.game(5).decided());
  l.log(6, Side::White, "consulting", "loss");
  CHECK(l.game(6).result->toString() == "B+");
}

TEST_CASE("no result (无胜负, 2002 §20.3) decides the game: neither side wins") {
  Ledger l;
  const auto cycle = l.log(1, Side::Black, "cycle", "no-result");
  const GameRuling g = l.game(1);
  REQUIRE(g.result);
  CHECK(g.result->outcome == Outcome::Unplayed);
  CHECK(!g.result->blackWins());
  CHECK(!g.result->whiteWins());
  CHECK(g.result->byReferee);
  CHECK(g.decidingEntry == cycle);
  CHECK(g.reason == GameRuling::Reason::Sanction);
  CHECK(!agreesWithRuling(g, Result::parse("B+R")));
  CHECK(agreesWithRuling(g, Result::parse("unplayed")));
  CHECK(resultOf(Sanction::NoResult, Side::White)->outcome == Outcome::Unplayed);
}

TEST_CASE("the first decision stands - later entries still count") {
  Ledger l;
  const auto first = l.log(1, Side::Black, "overtime");
  l.log(1, Side::White, "late", "forfeit");
  GameRuling g = l.game(1);
  CHECK(g.decidingEntry == first);
  CHECK(g.result->outcome == Outcome::WhiteWins);
}

TEST_CASE("a double move: void + warning under 2002, loss under the older edition") {
  Ledger y2002;
  y2002.log(1, Side::Black, "double-move");
  CHECK(y2002.game(1).black.warnings == 1);
  CHECK(!y2002.game(1).decided());
  Ledger older;
  older.edition = Edition::Older;
  older.log(1, Side::Black, "double-move");
  REQUIRE(older.game(1).result);
  CHECK(older.game(1).result->outcome == Outcome::WhiteWins);
  CHECK(older.game(1).black.warnings == 0);
}

TEST_CASE("a correction reversing the second warning lifts the loss - amending restores it") {
  Ledger l;
  l.log(1, Side::Black, "retract");
  const auto second = l.log(1, Side::Black, "clock-before-move");
  REQUIRE(l.game(1).result);
  const auto reversal = l.rule(EntryKind::Correction, second, RulingKind::Reverse);
  GameRuling g = l.game(1);
  CHECK(!g.decided());
  CHECK(g.black.warnings == 1);
  REQUIRE(g.infractions.size() == 2);
  CHECK(g.infractions[1].reversed);
  CHECK(g.infractions[1].rulings == std::vector<std::int64_t>{reversal});
  // The chief referee amends the reversed entry to another infraction: it stands again.
  l.rule(EntryKind::Correction, second, RulingKind::Amend, "disturbing", "advice");
  g = l.game(1);
  CHECK(!g.decided());
  CHECK(g.black.warnings == 1);
  CHECK(g.black.advice == 1);
  CHECK(g.infractions[1].infraction == "disturbing");
  l.rule(EntryKind::Appeal, second, RulingKind::Amend, "", "warning");
  g = l.game(1);
  CHECK(g.black.warnings == 2);
  REQUIRE(g.result);
  CHECK(g.result->ledgerEntry == second);  // the result points at the infraction entry
}

TEST_CASE("an appeal can be upheld (recorded, nothing changes) or reverse a loss") {
  Ledger l;
  const auto loss = l.log(1, Side::White, "consulting", "loss");
  const auto upheld = l.rule(EntryKind::Appeal, loss, RulingKind::Uphold);
  GameRuling g = l.game(1);
  REQUIRE(g.result);
  CHECK(g.infractions[0].rulings == std::vector<std::int64_t>{upheld});
  l.rule(EntryKind::Appeal, loss, RulingKind::Amend, "", "warning");
  g = l.game(1);
  CHECK(!g.decided());
  CHECK(g.white.warnings == 1);
}

TEST_CASE("rulings are checked: kind, target, allowed penalties") {
  Ledger l;
  const auto e = l.log(1, Side::Black, "disturbing");
  const LedgerEntry& target = l.entries[0];
  Amendment a;
  CHECK(checkRuling(target, nullptr, EntryKind::Correction, RulingKind::Uphold, "", "", &a) ==
        RulingProblem::UpholdOnlyForAppeal);
  CHECK(checkRuling(target, nullptr, EntryKind::Infraction, RulingKind::Reverse, "", "", &a) ==
        RulingProblem::NotARuling);
  CHECK(checkRuling(target, nullptr, EntryKind::Correction, RulingKind::Amend, "", "", &a) ==
        RulingProblem::AmendNeedsChange);
  CHECK(checkRuling(target, nullptr, EntryKind::Correction, RulingKind::Amend, "bogus", "", &a) ==
        RulingProblem::UnknownInfraction);
  CHECK(checkRuling(target, nullptr, EntryKind::Correction, RulingKind::Amend, "", "loss", &a) ==
        RulingProblem::PenaltyNotAllowed);
  CHECK(checkRuling(target, nullptr, EntryKind::Correction, RulingKind::Amend, "consulting", "",
                    &a) == RulingProblem::None);
  CHECK(a.penalty == "warning");  // the new infraction's default
  const auto c = l.rule(EntryKind::Correction, e, RulingKind::Reverse);
  CHECK(checkRuling(l.entries[static_cast<std::size_t>(c - 1)], nullptr, EntryKind::Correction,
                    RulingKind::Reverse, "", "", &a) == RulingProblem::TargetNotRulable);
}

TEST_CASE("a chief referee override sets the result over the ledger's, and can be reversed") {
  Ledger l;
  l.log(1, Side::Black, "overtime");
  const auto override = l.overrideResult(1, "B+R");
  GameRuling g = l.game(1);
  REQUIRE(g.result);
  CHECK(g.result->toString() == "B+R");
  CHECK(g.result->byReferee);
  CHECK(g.result->ledgerEntry == override);
  CHECK(g.reason == GameRuling::Reason::Override);
  Amendment a;
  CHECK(checkRuling(l.entries.back(), nullptr, EntryKind::Correction, RulingKind::Amend, "",
                    "warning", &a) == RulingProblem::OverrideOnlyReversed);
  l.rule(EntryKind::Correction, override, RulingKind::Reverse);
  g = l.game(1);
  CHECK(g.result->toString() == "W+T");
}

TEST_CASE("a result agrees with the ruling only with the same outcome") {
  Ledger l;
  l.log(1, Side::Black, "overtime");
  const GameRuling g = l.game(1);
  CHECK(agreesWithRuling(g, Result::parse("W+T")));
  CHECK(agreesWithRuling(g, Result::parse("W+R")));
  CHECK(!agreesWithRuling(g, Result::parse("B+R")));
  CHECK(!agreesWithRuling(g, Result::parse("jigo")));
  CHECK(!agreesWithRuling(g, std::nullopt));
  CHECK(agreesWithRuling(l.game(2), Result::parse("B+R")));  // no ruling on board 2
  l.log(3, Side::Black, "scattered-board", "replay");
  CHECK(agreesWithRuling(l.game(3), Result::parse("B+R")));  // the replayed game's result
}

TEST_CASE("the hash chain links every entry and detects any edit, removal or reordering") {
  Ledger l;
  l.log(1, Side::Black, "retract");
  l.log(1, Side::White, "disturbing");
  l.log(2, Side::Black, "overtime");
  CHECK(l.entries[0].prevHash == kGenesisHash);
  CHECK(l.entries[1].prevHash == l.entries[0].hash);
  CHECK(verifyChain(l.entries, fnv).empty());

  auto edited = l.entries;
  edited[1].note = "nothing happened";
  auto problems = verifyChain(edited, fnv);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].kind == ChainProblem::Kind::BadHash);
  CHECK(problems[0].entry == 2);

  auto reHashed = edited;  // editing and re-hashing one entry breaks the next link
  reHashed[1].hash = fnv(canonicalText(reHashed[1]));
  problems = verifyChain(reHashed, fnv);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].kind == ChainProblem::Kind::BrokenLink);
  CHECK(problems[0].entry == 3);

  auto removed = l.entries;
  removed.erase(removed.begin() + 1);
  problems = verifyChain(removed, fnv);
  CHECK(problems.size() == 2);  // a gap in the numbering and a broken link

  auto player = l.entries;
  player[0].player = Side::White;
  CHECK(!verifyChain(player, fnv).empty());
  auto sanctions = l.entries;
  sanctions[2].sanctions = {Sanction::Warning};
  CHECK(!verifyChain(sanctions, fnv).empty());
}

TEST_CASE("canonical text escapes its separators") {
  LedgerEntry a;
  a.note = "x\nnote=y";
  LedgerEntry b;
  b.note = "x";
  b.referee = "\nnote=y";
  CHECK(canonicalText(a) != canonicalText(b));
  CHECK(canonicalText(a).find("note=x\\nnote=y\n") != std::string::npos);
}

TEST_CASE("each entry's status: stands, upheld, amended, reversed, an override reversed") {
  Ledger l;
  const auto standing = l.log(1, Side::Black, "disturbing");
  const auto appealed = l.log(1, Side::White, "consulting", "loss");
  const auto upheld = l.rule(EntryKind::Appeal, appealed, RulingKind::Uphold);
  const auto corrected = l.log(2, Side::Black, "retract");
  const auto reversal = l.rule(EntryKind::Correction, corrected, RulingKind::Reverse);
  const auto amendedEntry = l.log(3, Side::White, "retract");
  const auto amendment =
      l.rule(EntryKind::Correction, amendedEntry, RulingKind::Amend, "disturbing", "advice");
  const auto override = l.overrideResult(4, "B+R");

  auto statuses = entryStatuses(l.entries);
  CHECK(statuses.size() == 5);  // the rulings themselves have none
  CHECK(statuses.count(upheld) == 0);
  CHECK(statuses[standing].kind == EntryStatus::Kind::Stands);
  CHECK_FALSE(statuses[standing].by);
  CHECK(statuses[appealed].kind == EntryStatus::Kind::Upheld);
  CHECK(statuses[appealed].by == upheld);
  CHECK(statuses[corrected].kind == EntryStatus::Kind::Reversed);
  CHECK(statuses[corrected].by == reversal);
  CHECK(statuses[amendedEntry].kind == EntryStatus::Kind::Amended);
  CHECK(statuses[amendedEntry].by == amendment);
  CHECK(statuses[override].kind == EntryStatus::Kind::Stands);

  // A reversed entry amended afterwards stands amended (as ruleGame counts it again); an
  // override's reversal is the only ruling it takes.
  const auto again =
      l.rule(EntryKind::Correction, corrected, RulingKind::Amend, "disturbing", "advice");
  const auto overrideReversal = l.rule(EntryKind::Correction, override, RulingKind::Reverse);
  statuses = entryStatuses(l.entries);
  CHECK(statuses[corrected].kind == EntryStatus::Kind::Amended);
  CHECK(statuses[corrected].by == again);
  CHECK(statuses[corrected].rulings == std::vector<std::int64_t>{reversal, again});
  CHECK(statuses[override].kind == EntryStatus::Kind::Reversed);
  CHECK(statuses[override].by == overrideReversal);
  CHECK(toCode(EntryStatus::Kind::Upheld) == "upheld");
  CHECK(toCode(EntryStatus::Kind::Reversed) == "reversed");
}

TEST_CASE("every ruling problem has a code that reads back, an unknown one is refused naming it") {
  tengen::rules::test::checkEveryValueRoundTrips(kRulingProblemCodes, kRulingProblemWhat,
                                                 RulingProblem::PenaltyNotAllowed);
  for (int i = 0; i <= static_cast<int>(RulingProblem::PenaltyNotAllowed); ++i) {
    const auto p = static_cast<RulingProblem>(i);
    CHECK(rulingProblemFromCode(toCode(p)) == p);
  }
  CHECK(toCode(RulingProblem::AmendNeedsChange) == "amend-needs-change");
  tengen::rules::test::checkUnknownCodeRefused(kRulingProblemCodes, kRulingProblemWhat,
                                               "amend-needs-a-change");
}
