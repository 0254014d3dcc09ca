#pragma once
// The board: stones, chains and their pseudo-liberties, captures, the simple-ko point and an
// incrementally updated Zobrist hash of the stones. No rules of repetition live here (see game.h).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rules/point.h"

namespace tengen::rules {

// Why a move cannot be played on the board itself (repetition is the game's business).
enum class BoardCheck { Ok, OffBoard, Occupied, Suicide, Ko };

class Board {
 public:
  // An empty board; precondition: 2 <= width, height <= 25.
  Board(int width, int height);
  // An empty 19x19 board.
  Board() : Board(19, 19) {}

  int width() const { return width_; }
  int height() const { return height_; }
  // Number of points on the board.
  int area() const { return width_ * height_; }
  // The colour at p (Edge outside the board); precondition: 0 <= p < kMaxArea.
  Color at(Loc p) const { return color_[static_cast<std::size_t>(p)]; }
  // Whether p is a point of this board.
  bool onBoard(Loc p) const { return p >= 0 && p < kMaxArea && at(p) != Color::Edge; }
  // The Zobrist hash of the stones alone.
  std::uint64_t hash() const { return hash_; }
  // The point where the last move's single-stone capture forbids an immediate recapture, else
  // kNoPoint (it applies to the player who did not make that capture).
  Loc koPoint() const { return koPoint_; }
  // The colour the ko point applies to (the opponent of the capturer).
  Color koColor() const { return koColor_; }
  // Forgets the ko point (a pass or any other move by the player it applied to).
  void clearKo() { koPoint_ = kNoPoint; }
  // Stones captured so far by each colour (index by Color: captures(Black) = white stones taken).
  int captures(Color by) const { return captures_[by == Color::Black ? 0 : 1]; }

  // Whether colour c may play at p, ignoring repetition; multiStoneSuicide allows suicide of more
  // than one stone (Tromp-Taylor); a single-stone suicide is always refused.
  BoardCheck check(Color c, Loc p, bool multiStoneSuicide = false) const;
  // Whether the move at p by c would capture nothing and leave its own chain without liberties.
  bool isSuicide(Color c, Loc p) const;
  // The stone hash after c plays at p, captures included; precondition: p is empty and on board.
  std::uint64_t hashAfter(Color c, Loc p) const;
  // check() and hashAfter() in one pass: sets `after` when the result is Ok.
  BoardCheck checkMove(Color c, Loc p, bool multiStoneSuicide, std::uint64_t& after) const;
  // Plays c at p: captures, then removes its own chain if it has no liberty (legal suicide);
  // returns the number of stones captured. Precondition: check(c, p, true) is Ok or Ko.
  int play(Color c, Loc p);
  // Places or removes a stone without captures (SGF AB/AW/AE); Empty removes.
  void setStone(Loc p, Color c);
  // Sets every point of `pts` to c at once (removing dead stones before a count).
  void setStones(const std::vector<Loc>& pts, Color c);
  // The whole padded colour array (Edge around the board), for fast scans.
  const std::array<Color, kMaxArea>& colors() const { return color_; }

  // The first stone of p's chain (the chain's id); precondition: a stone at p.
  Loc chainId(Loc p) const { return head_[static_cast<std::size_t>(p)]; }
  // The stones of p's chain; precondition: a stone at p.
  std::vector<Loc> chainStones(Loc p) const;
  // Number of stones in p's chain; precondition: a stone at p.
  int chainSize(Loc p) const {
    return size_[static_cast<std::size_t>(head_[static_cast<std::size_t>(p)])];
  }
  // The exact number of distinct liberties of p's chain; precondition: a stone at p.
  int liberties(Loc p) const;
  // The four neighbour offsets.
  static constexpr std::array<int, 4> kDirections{1, -1, kStride, -kStride};
  // The points on the board, top row first.
  std::vector<Loc> points() const;
  // Stones of colour c on the board.
  int stoneCount(Color c) const;

  // The board as text rows, top row first: 'X' black, 'O' white, '.' empty.
  std::string toText() const;
  // Reads rows of 'X'/'x'/'B'/'#' (black), 'O'/'o'/'W' (white), '.'/'+'/'-' (empty); spaces and
  // blank lines ignored; all rows the same length. Throws std::invalid_argument otherwise.
  static Board fromText(std::string_view text);

 private:
  void placeStone(Color c, Loc p);
  void removeChain(Loc head);
  void merge(Loc a, Loc b);
  void rebuildChains();

  int width_, height_;
  std::uint64_t hash_ = 0;
  Loc koPoint_ = kNoPoint;
  Color koColor_ = Color::Empty;
  std::array<int, 2> captures_{0, 0};
  std::array<Color, kMaxArea> color_{};
  std::array<Loc, kMaxArea> head_{};                 // chain id of each stone
  std::array<Loc, kMaxArea> next_{};                 // circular list of a chain's stones
  std::array<std::int16_t, kMaxArea> size_{};        // per chain id: stones
  std::array<std::int16_t, kMaxArea> plibs_{};       // per chain id: (stone, empty neighbour) pairs
  std::array<std::uint64_t, kMaxArea> chainHash_{};  // per chain id: XOR of its stones' keys
};

}  // namespace tengen::rules
