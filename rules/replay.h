#pragma once
// Replays a game record under a rule set: setup, then the main line's moves, stopping at the
// first illegal move and saying which move, where, and why.

#include <optional>
#include <string>
#include <vector>

#include "rules/game.h"
#include "rules/sgf_game.h"

namespace tengen::rules {

struct IllegalMove {
  int moveNumber = 0;  // 1-based, passes included
  Move move;
  Illegal reason = Illegal::None;
  int line = 0, column = 0;  // where the move is in the file
  int repeatsMove = -1;      // Superko: the move after which that position stood (0 = the start)
  // "move 57 (W at D4): ko recapture is forbidden (2002 §20)"; height spells the point.
  std::string describe(int height) const;
};

// Two moves of one colour in a row (the opponent neither moved nor passed in between): a double
// move (连下两着, 2002 §17.2). Records are replayed as written; this only notes it.
struct DoubleMove {
  int moveNumber = 0;  // the second of the two moves (1-based, passes included)
  Move move;
};

struct Replay {
  Game game;
  std::optional<IllegalMove> illegal;   // the first illegal move; the game stops before it
  std::vector<DoubleMove> doubleMoves;  // in move order
};

// The number of handicap stones the record implies: HA when 2 or more, else 0. Setup stones (AB/AW)
// without HA are a set-up position, not a handicap: no compensation is given for them.
int effectiveHandicap(const SgfGame& record);

// Setup stones of the record that are not handicap stones: every AB/AW stone when the record has
// no handicap, else the AB stones beyond HA and every AW stone (AE is not counted).
struct SetupStones {
  int black = 0, white = 0;
  bool any() const { return black + white > 0; }
};
SetupStones setupStones(const SgfGame& record);
// Replays the record; moves by either colour are accepted in any order (the record decides), and
// two moves of one colour in a row are noted in doubleMoves.
Replay replay(const SgfGame& record, const RuleSet& rules);

}  // namespace tengen::rules
