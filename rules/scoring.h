#pragma once
// Counting a finished position: area counting (数子法) with neutral points shared, and territory
// counting with prisoners and no points in seki. Dead stones are an input (agreed by the players).

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "rules/board.h"
#include "rules/half_points.h"
#include "rules/rule_set.h"

namespace tengen::rules {

// Who a point belongs to after counting.
enum class Owner : std::uint8_t { Neutral, Black, White, Seki };

struct SideCount {
  int stones = 0;     // live stones on the board
  int territory = 0;  // empty points (and dead stones' points) it alone surrounds
  int prisoners = 0;  // territory counting: captures plus the opponent's dead stones
  int countHalf = 0;  // its count in half points: area = 2*(stones+territory) + neutral;
                      // territory = 2*(territory + prisoners)
};

struct Score {
  Scoring method = Scoring::Area;
  int width = 19, height = 19;
  SideCount black, white;
  int neutral = 0;   // dame / seki points (area: half to each side)
  HalfPoints komi;
  int handicap = 0;
  int compensationHalf = 0;  // handicap compensation in half points (area counting)
  int marginHalf = 0;     // Black's margin in half points after komi and compensation (<0: White)
  std::vector<Loc> dead;  // the dead stones removed
  std::vector<Loc> seki;  // stones found (or marked) in seki (territory counting)
  std::vector<Owner> owner;  // per point, index y*width + x

  // Baseline (归本数) in half stones: half the board.
  int baselineHalf() const { return width * height; }
  // The result in SGF form: "B+1.5", "W+0.5", "0" (a draw).
  std::string result() const;
  // The result in Chinese: 黑胜3/4子, 白胜1又1/4子, 和棋 (area); 黑胜6目半 (territory).
  std::string resultZh() const;
};

// The dead stones named by `marks` expanded to their whole chains; empty points are ignored.
std::vector<Loc> expandDead(const Board& board, const std::vector<Loc>& marks);

// Area count: removes `dead` (whole chains, see expandDead), shares neutral points half each,
// then applies komi and handicap compensation (both in half points).
Score scoreArea(const Board& board, const std::vector<Loc>& dead, HalfPoints komi, int handicap,
                int compensationHalf);

// Territory count: territory plus prisoners (board captures plus dead stones); chains in seki
// (marked by the referee in `sekiMarks`, or detected as sharing a liberty that neither side can
// fill without self-atari) and the points they surround count for nobody.
Score scoreTerritory(const Board& board, const std::vector<Loc>& dead, int blackCaptures,
                     int whiteCaptures, HalfPoints komi, int handicap,
                     const std::vector<Loc>& sekiMarks = {});

// The chains of a final position that look undecided when no dead stones were marked: a chain
// with fewer than two eyes (empty regions its colour alone surrounds) that has no liberty, that is
// walled in with one eye space of at most five points and no shared region, or whose shared
// regions (empty regions both colours touch) are bordered by more than three times as many
// opponent stones as own ones: it stands inside the opponent's area; a chain with no eye at all,
// not in seki, whose shared regions are bordered by more than twice as many opponent stones as own
// ones; and any chain in the opponent's secure area (Benson, life.h). Pass-alive chains and chains
// sharing an eye with a chain of their colour that is not in question are left out. One stone per
// chain, in board order. A heuristic that asks the referee for a decision; it never decides.
std::vector<Loc> undecidedChains(const Board& board);

// The counting the rule set asks for; captures are the board's.
Score scoreGame(const Board& board, const RuleSet& rules, const std::vector<Loc>& dead,
                HalfPoints komi, int handicap);

// A margin in half points as text for one side: "1.5", "0".
std::string formatMargin(int marginHalf);
// A number of quarter stones in Chinese: 3 -> "3/4", 5 -> "1又1/4", 8 -> "2".
std::string formatQuarterStones(int quarters);
// A count in half stones: 369 -> "184.5", 370 -> "185".
std::string formatHalf(int half);

}  // namespace tengen::rules
