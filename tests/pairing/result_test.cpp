#include <doctest/doctest.h>

#include "pairing/result.h"

using tengen::pairing::Outcome;
using tengen::pairing::Result;
using tengen::pairing::WinMethod;

TEST_CASE("results parse into the model's forms and print canonically") {
  CHECK(Result::parse("B+R")->toString() == "B+R");
  CHECK(Result::parse("w+resign")->toString() == "W+R");
  CHECK(Result::parse("B+T")->method == WinMethod::Time);
  CHECK(Result::parse("W+F")->method == WinMethod::Forfeit);
  auto r = Result::parse("W+3.5");
  REQUIRE(r);
  CHECK(r->outcome == Outcome::WhiteWins);
  CHECK(r->margin == tengen::rules::HalfPoints(7));
  CHECK(r->toString() == "W+3.5");
  CHECK(Result::parse("B+12")->toString() == "B+12");
  CHECK(Result::parse("B+0.50")->toString() == "B+0.5");
  CHECK(Result::parse("B+")->toString() == "B+");
  CHECK(Result::parse("jigo")->outcome == Outcome::Jigo);
  CHECK(Result::parse("0")->outcome == Outcome::Jigo);
  CHECK(Result::parse("both lose")->outcome == Outcome::BothLose);
  CHECK(Result::parse("both-win")->outcome == Outcome::BothWin);
  CHECK(Result::parse("unplayed")->outcome == Outcome::Unplayed);
}

TEST_CASE("a jigo, both-lose or both-win by default keeps its by-default mark") {
  auto bothLose = Result::parse("both lose / forfeit");
  REQUIRE(bothLose);
  CHECK(bothLose->outcome == Outcome::BothLose);
  CHECK(bothLose->byDefault());
  CHECK(bothLose->toString() == "BothLose/F");
  CHECK(Result::parse("jigo/f")->outcome == Outcome::Jigo);
  CHECK(Result::parse("jigo/f")->byDefault());
  CHECK(Result::parse("BothWin/F")->blackWins());
  CHECK(Result::parse("BothWin/F")->whiteWins());
  CHECK_FALSE(Result::parse("BothLose")->byDefault());
  CHECK(Result::parse("B+F")->byDefault());
  CHECK_FALSE(Result::parse("B+R")->byDefault());
  // Only the results without a winner take the mark: a win by default is B+F.
  for (const char* bad : {"B+R/F", "B+F/F", "Unplayed/F", "/F", "BothLose/X"}) {
    CAPTURE(bad);
    CHECK_FALSE(Result::parse(bad).has_value());
  }
  // A jigo by default was never counted, so no komi makes it impossible.
  CHECK(checkAgainstKomi(*Result::parse("Jigo/F"), tengen::rules::HalfPoints(15)) ==
        tengen::pairing::ResultProblem::None);
  CHECK(checkAgainstKomi(*Result::parse("Jigo"), tengen::rules::HalfPoints(15)) ==
        tengen::pairing::ResultProblem::JigoWithHalfPointKomi);
}

TEST_CASE("malformed results are refused") {
  for (const char* bad : {"", "X+R", "B+Q", "B+3.25", "B+-1", "B+1.", "B3", "W++", "B+.5"}) {
    CAPTURE(bad);
    CHECK_FALSE(Result::parse(bad).has_value());
  }
}

TEST_CASE("every canonical result reads back as itself") {
  for (const char* text :
       {"B+R", "W+R", "B+T", "W+T", "B+F", "W+F", "B+0.5", "W+100", "Jigo", "BothLose", "BothWin",
        "Unplayed", "B+", "W+", "Jigo/F", "BothLose/F", "BothWin/F"}) {
    CAPTURE(text);
    auto r = Result::parse(text);
    REQUIRE(r);
    CHECK(r->toString() == text);
  }
}

#include "pairing/result_entry.h"

using tengen::pairing::parseResultEntry;

TEST_CASE("desk result entry: board number then the result") {
  auto e = parseResultEntry("12 b");
  REQUIRE(e);
  CHECK(e->board == 12);
  CHECK(e->result->toString() == "B+");
  CHECK(parseResultEntry("12 w+3.5")->result->toString() == "W+3.5");
  CHECK(parseResultEntry("3 B+R")->result->toString() == "B+R");
  CHECK(parseResultEntry("  7 =")->result->outcome == Outcome::Jigo);
  CHECK(parseResultEntry("7 --")->result->outcome == Outcome::BothLose);
  auto clear = parseResultEntry("7 ?");
  REQUIRE(clear);
  CHECK_FALSE(clear->result.has_value());
  for (const char* bad : {"", "b", "0 b", "12", "12 x", "12 b+3.3", "99999 b"}) {
    CAPTURE(bad);
    CHECK_FALSE(parseResultEntry(bad).has_value());
  }
}
