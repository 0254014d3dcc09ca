#pragma once
// A game: the board under a rule set, the moves played, whole-board repetition (positional or
// situational superko, or cycle reports under simple ko), passes and the end of the game.

#include <cstdint>
#include <string>
#include <vector>

#include "rules/board.h"
#include "rules/rule_set.h"

namespace tengen::rules {

// Why a move is refused.
enum class Illegal { None, OffBoard, Occupied, Suicide, Ko, Superko, GameOver };

// The reason in words, with the article of the 2002 rules that forbids it.
std::string describe(Illegal reason);

struct Move {
  Color color = Color::Black;
  Loc loc = kPass;
  friend bool operator==(const Move&, const Move&) = default;
};

// A whole-board repetition seen under simple ko (reported, not refused).
struct Cycle {
  int moveNumber = 0;   // the move that recreated the position (1-based)
  int repeatsMove = 0;  // the move after which that position first stood (0 = the start)
};

// How the game ended, if it did.
enum class GameEnd { None, TwoPasses, Resignation, Agreement };

// An open-addressing set of 64-bit position hashes mapped to the move number they appeared at.
class PositionSet {
 public:
  PositionSet();
  // The move number stored for h, or -1 when h has not been seen.
  int find(std::uint64_t h) const;
  // Records h at move n unless it is already there.
  void insert(std::uint64_t h, int n);
  void clear();

 private:
  void grow();
  std::vector<std::uint64_t> keys_;
  std::vector<int> values_;
  std::size_t count_ = 0;
};

class Game {
 public:
  // A new game on an empty board of the given size.
  Game(int width, int height, RuleSet rules);

  const Board& board() const { return board_; }
  const RuleSet& rules() const { return rules_; }
  const std::vector<Move>& moves() const { return moves_; }
  // The colour whose turn it is (after setup: Black, unless setToMove said otherwise).
  Color toMove() const { return toMove_; }
  int consecutivePasses() const { return passes_; }
  GameEnd end() const { return end_; }
  bool over() const { return end_ != GameEnd::None; }
  // Cycles seen so far (only when the rule set reports them).
  const std::vector<Cycle>& cycles() const { return cycles_; }

  // Places setup stones (SGF AB/AW/AE; handicap stones); precondition: before any move.
  void setup(Loc p, Color c);
  void setToMove(Color c) { toMove_ = c; }

  // Whether c may play at p now (kPass is always legal while the game runs; after two passes a
  // move resumes play, after resignation or agreement nothing is legal).
  Illegal check(Color c, Loc p) const;
  // Plays c at p (or passes) if legal and returns None; else returns the reason and changes
  // nothing. The colour need not be the one to move: records decide who played.
  Illegal play(Color c, Loc p);
  // Plays for the side to move.
  Illegal play(Loc p) { return play(toMove_, p); }
  // For a move refused as Superko: the move after which the position it would create first stood
  // (0 = the start); -1 when c at p would not repeat a position.
  int repeats(Color c, Loc p) const;
  // Ends the game by resignation or by both players' agreement.
  void finish(GameEnd how) { end_ = how; }

 private:
  std::uint64_t key(std::uint64_t stones, Color toMove) const;

  Board board_;
  RuleSet rules_;
  std::vector<Move> moves_;
  PositionSet seen_;
  std::vector<Cycle> cycles_;
  Color toMove_ = Color::Black;
  int passes_ = 0;
  GameEnd end_ = GameEnd::None;
};

}  // namespace tengen::rules
