#pragma once
// Verification of a count: what the record (RE) or the players claim, compared with the count,
// and, when they differ, the likely reason (komi, handicap compensation, a dame, dead stones).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/board.h"
#include "rules/rule_set.h"
#include "rules/scoring.h"

namespace tengen::rules {

// A result as claimed: in SGF form (B+1.5, W+R, 0, Void), in stones in Chinese (黑胜3/4子,
// 白胜1又1/4子, 和棋, 黑中盘胜), or as one side's count (黑185子, 白176.5子, black 184.5).
struct Claim {
  enum class Kind { Margin, Draw, Resign, Time, Forfeit, WinnerOnly, Void, Unknown, Count };
  Kind kind = Kind::Unknown;
  Color winner = Color::Empty;  // Margin / Resign / Time / Forfeit / WinnerOnly; Count: whose count
  HalfPoints margin;            // Margin: the winner's margin (0 only for W+0.0 / B+0)
  HalfPoints count;             // Count: the side's count in stones (子)
  bool inStones = false;  // the margin was given in stones (converted to points)
  std::string text;       // as written

  // Black's margin (Draw 0); precondition: kind is Margin or Draw.
  HalfPoints blackMargin() const {
    return kind == Kind::Draw ? HalfPoints(0) : winner == Color::Black ? margin : -margin;
  }
  // Canonical text: "B+1.5", "W+R", "0", "black 184.5".
  std::string canonical() const;
};

// Reads a claimed result; `stonesHint` says the record's komi was in stones (KM[375]), so a bare
// margin is in stones too. Margins such as 0.2/0.25/0.7/0.75 are always read as stones. SGF forms
// are read in any case and with spaces (B+R, B+Resign, W+T, W+Time, B+F, B+Forfeit, B+, W+12.5,
// 0, Draw, Jigo, Void, ?); W+0.0 / B+0 is a Margin of 0 (it agrees with a drawn count only);
// Chinese: 黑胜, 白中盘胜, 黑超时胜, 白不战胜 (forfeit). nullopt for anything else (B+3/4, B+x).
std::optional<Claim> parseClaim(std::string_view text, bool stonesHint = false);

// One possible reason for a disagreement.
struct Explanation {
  enum class Kind { Komi, Compensation, Dame, DeadStones, Seki, WrongWinner, Unexplained };
  Kind kind = Kind::Unexplained;
  HalfPoints value;  // Komi: the komi that matches; Compensation: the compensation that matches
  Color color = Color::Empty;  // DeadStones: the colour of the stones
  bool countedDead = false;    // DeadStones: the claim treats them as dead (true) or alive (false)
  std::vector<Loc> stones;     // DeadStones: the chain
  std::string text;            // English sentence (the CLI translates from the fields)
};

struct Verdict {
  enum class Status { Agree, Disagree, NotComparable };
  Status status = Status::NotComparable;
  HalfPoints difference;  // claim minus count: a Margin as Black's, a Count in stones
  std::vector<Explanation> explanations;
};

// Compares the claim with the count of `board` under `rules` (dead stones, komi and handicap as
// counted in `score`); looks for the reason when they differ.
Verdict verify(const Claim& claim, const Score& score, const Board& board, const RuleSet& rules);

}  // namespace tengen::rules
