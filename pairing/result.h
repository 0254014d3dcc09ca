#pragma once
// A game's result in the forms the event model accepts: B+R, W+T, B+F, W+3.5, jigo, both lose,
// both win, unplayed; optionally "by referee" with the ledger entry that caused it.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "rules/half_points.h"

namespace tengen::pairing {

enum class Outcome { BlackWins, WhiteWins, Jigo, BothLose, BothWin, Unplayed };
// How a win came about; Unspecified is a bare "B+" (the winner is known, the margin is not).
// Forfeit is "by default" (不战): the game was not played on the board. A jigo, both-lose or
// both-win can be by default too (OpenGotha's RESULT_EQUAL_BYDEF, a referee's 双方弃权作负); the
// other methods belong to a win only.
enum class WinMethod { Unspecified, Resignation, Time, Forfeit, Points };

struct Result {
  Outcome outcome = Outcome::Unplayed;
  WinMethod method = WinMethod::Unspecified;
  rules::HalfPoints margin;  // the winner's margin when method == Points (B+3.5: 3.5)
  bool byReferee = false;
  std::optional<std::int64_t> ledgerEntry;  // the referee ledger entry behind a referee result

  // Parses B+R, W+Resign, B+T, W+Time, B+F, W+Forfeit, B+3.5, W+0.5, B+, jigo / draw / 0 / =,
  // both-lose, both-win, unplayed (case-insensitive), and a jigo, both-lose or both-win by
  // default with "/F" or "/Forfeit" after it (BothLose/F); nullopt for anything else, such as a
  // margin that is not a multiple of 0.5 or "B+0" (that is a jigo).
  static std::optional<Result> parse(std::string_view text);
  // Canonical SGF-like text: B+R, W+T, B+F, B+3.5, B+, Jigo, BothLose, BothWin, Unplayed, and
  // Jigo/F, BothLose/F, BothWin/F by default.
  std::string toString() const;

  // Not played on the board: a forfeit win, or a jigo / both-lose / both-win by default.
  bool byDefault() const { return method == WinMethod::Forfeit; }

  bool blackWins() const { return outcome == Outcome::BlackWins || outcome == Outcome::BothWin; }
  bool whiteWins() const { return outcome == Outcome::WhiteWins || outcome == Outcome::BothWin; }

  friend bool operator==(const Result&, const Result&) = default;
};

// Whether a result can come out of a counted game with this komi. A board is counted in whole
// points (a point shared in seki counts half to each side, which still leaves a whole-point
// difference), so the margin's fraction is the komi's: with a half-point komi (6.5, 7.5) neither
// a jigo nor a whole-point margin (B+3) can happen; with a whole-point komi (0, 6, 7) a half-point
// margin (W+2.5) cannot. Results that are not counted (resignation, time, forfeit, a bare B+,
// referee outcomes) are always possible.
enum class ResultProblem {
  None,
  JigoWithHalfPointKomi,
  WholeMarginWithHalfPointKomi,
  HalfMarginWithWholeKomi
};
ResultProblem checkAgainstKomi(const Result& result, rules::HalfPoints komi);

}  // namespace tengen::pairing
