#pragma once
// A final position being counted by a referee: the board (replayed from an SGF record or set up
// stone by stone), the chains marked dead or in seki, and the rule set, komi and handicap the
// count is made under. Front ends (the desk's counting board, `tengen score --save`) and the store
// keep one of these and ask it for the count, so no counting happens outside this module.

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "rules/board.h"
#include "rules/replay.h"
#include "rules/rule_set.h"
#include "rules/scoring.h"
#include "rules/sgf.h"
#include "rules/sgf_game.h"

namespace tengen::rules {

// What a count is made under: the rule set (area or territory), komi and handicap in stones.
struct CountingTerms {
  RuleSet rules = *RuleSet::preset("chinese");
  HalfPoints komi{15};  // 7.5
  int handicap = 0;
};

// Why an SGF record could not be turned into a position: malformed, or an illegal move (the game
// stops before it; `position` then holds the board up to that move).
struct CountingLoadError {
  std::optional<SgfError> malformed;
  std::optional<IllegalMove> illegal;
};

class CountingPosition {
 public:
  // An empty board to set up by hand.
  CountingPosition(int width, int height, CountingTerms terms);
  // A given board (its captures count as prisoners under territory counting).
  CountingPosition(Board board, CountingTerms terms);

  // The final position of an SGF file's main line replayed under `terms.rules`, with the stones
  // the record marks as dead (TB on white stones, TW on black ones) marked dead.
  static std::variant<CountingPosition, CountingLoadError> fromSgf(std::string_view bytes,
                                                                   const CountingTerms& terms);

  const Board& board() const { return board_; }
  const CountingTerms& terms() const { return terms_; }
  // The record the position came from (nullopt when set up by hand).
  const std::optional<SgfGame>& record() const { return record_; }

  // Setting up: puts a stone of colour c (Empty: clears) at p without captures; the point's
  // dead or seki mark goes with the stone. False when p is not on the board.
  bool place(Loc p, Color c);
  // Marks the chain at p dead, or alive again when it was dead; false when p holds no stone.
  bool toggleDead(Loc p);
  // Territory counting: marks the chain at p as in seki, or clears it; false when p holds no
  // stone. (Area counting shares seki points anyway, so marks change nothing there.)
  bool toggleSeki(Loc p);
  void setDead(const std::vector<Loc>& marks);
  void setSeki(const std::vector<Loc>& marks);

  // Every stone marked dead (whole chains), and one stone per chain marked in seki.
  const std::vector<Loc>& dead() const { return dead_; }
  const std::vector<Loc>& seki() const { return seki_; }
  bool isDead(Loc p) const;
  bool isSeki(Loc p) const;

  // The count under the terms: area (数子法) or territory, with komi and handicap compensation.
  Score score() const;

 private:
  bool inChainOf(const std::vector<Loc>& marks, Loc p) const;
  void dropMarksAt(Loc p);

  Board board_;
  CountingTerms terms_;
  std::optional<SgfGame> record_;
  std::vector<Loc> dead_;
  std::vector<Loc> seki_;
};

// Points as SGF text, comma separated ("dd,pq"); and back (nullopt when one is not a point of a
// width x height board).
std::string pointsToSgfList(const std::vector<Loc>& points);
std::optional<std::vector<Loc>> pointsFromSgfList(std::string_view text, int width, int height);

}  // namespace tengen::rules
