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
  HalfPoints count;   // area: stones + territory + half the neutral points (in stones, 子);
                      // territory: territory + prisoners
};

struct Score {
  Scoring method = Scoring::Area;
  int width = 19, height = 19;
  SideCount black, white;
  int neutral = 0;  // dame / seki points (area: half to each side)
  HalfPoints komi;
  int handicap = 0;
  HalfPoints compensation;   // handicap compensation (area counting)
  HalfPoints margin;         // Black's margin after komi and compensation (negative: White's)
  std::vector<Loc> dead;     // the dead stones removed
  std::vector<Loc> seki;     // stones found (or marked) in seki (territory counting)
  std::vector<Owner> owner;  // per point, index y*width + x

  // Baseline (归本数): half the board, in stones.
  HalfPoints baseline() const { return HalfPoints(width * height); }
  // The result in SGF form: "B+1.5", "W+0.5", "0" (a draw).
  std::string result() const;
  // The result in Chinese: 黑胜3/4子, 白胜1又1/4子, 和棋 (area); 黑胜6目半 (territory).
  std::string resultZh() const;
};

// The dead stones named by `marks` expanded to their whole chains; empty points are ignored.
std::vector<Loc> expandDead(const Board& board, const std::vector<Loc>& marks);

// Area count: removes `dead` (whole chains, see expandDead), shares neutral points half each,
// then applies komi and handicap compensation.
Score scoreArea(const Board& board, const std::vector<Loc>& dead, HalfPoints komi, int handicap,
                HalfPoints compensation);

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
// ones; any chain in the opponent's secure area (Benson, life.h); any chain dead as bent four
// in the corner (bent_four.h: dead under the Japanese 1989 rules, the referee confirms it); and
// any chain in atari (one liberty: taken with one move, or a snapback or hanezeki).
// Pass-alive chains and chains sharing an eye with a chain of their colour that is not in question
// are left out. One stone per chain, in board order. A heuristic that asks the referee for a
// decision; it never decides.
std::vector<Loc> undecidedChains(const Board& board);

// The counting the rule set asks for; captures are the board's.
Score scoreGame(const Board& board, const RuleSet& rules, const std::vector<Loc>& dead,
                HalfPoints komi, int handicap);

// A margin as text for the side that wins it: "1.5" for B+1.5 and W+1.5 alike, "0".
std::string formatMargin(HalfPoints margin);
// Points as stones in Chinese (a stone is two points, so a half point is a quarter stone):
// 1.5 -> "3/4", 2.5 -> "1又1/4", 4 -> "2".
std::string formatStonesZh(HalfPoints points);

}  // namespace tengen::rules
