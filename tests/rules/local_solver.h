#pragma once
// A solver of small local fights, for tests only: it checks what a seki shape claims (neither
// side can capture the other's group whoever starts, or whoever captures first loses) by search
// instead of trusting a diagram.
//
// The game: the attacker tries to capture one chain (the target), the defender may pass, moves
// are played in the contested area only, and no move may recreate a position of the line
// (positional superko, as under the 2002 Chinese rules; a simple-ko recapture is one such
// repetition). The attacker never passes: the defender would pass too and the chain would stand.
//
// Under superko a position's value depends on the line that reached it, which makes a plain
// transposition table unsound. So the solver answers by two games that bound the true one, each
// with only one side bound by superko (the line still holds every position, so the bound side may
// not repeat the free side's either): with the attacker free, a target that survives survives
// under superko too (every attacker strategy of the true game is one of this game, and meets the
// same defender moves); with the defender free, a target taken is taken under superko too. Both
// games end: every cycle needs a move of the bound side, which never repeats.
//
// The transposition table reuses a result only where the line cannot change it. A result counts
// as its proof: for a side with a good move, that move's line; for a side whose moves all fail,
// all of them and the moves superko refused it. Stored with it are the positions before it on the
// line whose refusal the proof needs, and the positions the bound side's good moves create in the
// proof (by a 32-bit hash each; beyond 2^20 of them by a summary). It is reused
// at the same position and side to move on another line only if that line holds every position
// the proof needs refused and none that its good moves create (a hash collision or the summary
// can only say "maybe", which forbids reuse): then the proof holds on that line as well.
// Positions are the stones on the contested area, compared exactly.

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "rules/board.h"

namespace tengen::rules::test {

enum class Verdict { Captured, Survives, SuperkoDecides };

class LocalSolver {
 public:
  // The contested area of `board`: every point except the stones of unconditionally alive chains
  // (Benson, life.h) and their secure areas (their eyes). Moves are played there only; the walls
  // live whatever happens inside, so they are fixed. Throws std::invalid_argument when a stone
  // stands in a secure area (remove dead stones first) or the area has more than 64 points. A
  // search that would visit more than `nodeLimit` positions throws std::runtime_error, so a test
  // fails instead of hanging; the line is then as it was before the search.
  explicit LocalSolver(const Board& board, long nodeLimit = 2'000'000);

  // The points where moves may be played, in board order.
  const std::vector<Loc>& region() const { return region_; }
  // The current position (after the moves given to play()).
  const Board& board() const { return stack_.front(); }

  // Plays c at p before a search, as part of the line: later searches may not repeat the
  // positions it passed through. Throws std::invalid_argument when p is outside the contested
  // area or the move is illegal there (occupied, suicide, a repetition).
  void play(Color c, Loc p);

  // Whether `attacker` can force the capture of the chain at `target` (a stone of the other
  // colour) with `toMove` to play, whatever the defender does, passes included: Captured or
  // Survives when one of the two bounding games proves it, SuperkoDecides when they differ (the
  // answer then turns on repetitions, and this solver does not settle it).
  Verdict solve(Color attacker, Loc target, Color toMove);
  // One bounding game only (the cheaper way to prove what a test expects): whether the target
  // survives even with the attacker free of superko, or is taken even with the defender free.
  bool provesSurvives(Color attacker, Loc target, Color toMove);
  bool provesCaptured(Color attacker, Loc target, Color toMove);

  // For the last search (solve(): both games): positions searched, moves refused by superko, stored
  // results reused, and stored results not reused because the line might have changed them.
  long nodes() const { return nodes_; }
  long repetitions() const { return repetitions_; }
  long reused() const { return reused_; }
  long notReused() const { return notReused_; }

 private:
  // The stones of the contested area, one bit per region point.
  struct Position {
    std::uint64_t black = 0, white = 0;
    bool operator==(const Position&) const = default;
  };
  // A set of positions that can tell that a position is not among them: exactly (by a 32-bit
  // hash: a collision can only make it say "maybe") up to kExactPositions of them, beyond that
  // by a summary (the stones present in all of them, the stones present in any, a Bloom filter).
  struct PositionSet {
    // Exact sets keep reuse possible near the start of a search too: capped at 4 096, a seki
    // proof of 236 000 positions did not end in 100 s instead of 6 s. The price is memory, which
    // grows with the proof: 360 MB for that one, 5.7 GB for one of 1.2 million positions.
    static constexpr std::size_t kExactPositions = 1 << 20;
    std::vector<std::uint32_t> hashes;  // sorted, while not `summarised`
    bool summarised = false;
    Position inAll{~0ULL, ~0ULL};
    Position inAny;
    std::array<std::uint64_t, 4> bloom{};
    void add(const Position& p);
    void add(const PositionSet& s);
    bool mayContain(const Position& p) const;
  };
  // A search's answer and what it depended on: the line positions (by index) whose refusal its
  // proof needs, and the positions its proof plays (which a line must not hold for it to stand).
  struct Outcome {
    bool attackerWins = false;
    std::vector<int> refused;  // indices in line_, each once
    PositionSet played;
    void absorb(const Outcome& child);
  };
  struct Stored {
    bool attackerWins;
    std::vector<Position> refusedAbove;  // positions before the stored one that it needs refused
    PositionSet played;
  };
  struct KeyHash {
    std::size_t operator()(const std::pair<Position, bool>& k) const;
  };

  Position positionOf(const Board& b) const;
  // The attacker's result with `toMove` to play at the line's last position (stack_[depth]).
  Outcome search(Color toMove, int depth);
  // Checks the target and resets the counters.
  void start(Color attacker, Loc target);
  // One bounding game from the current position, `bound` the side superko binds.
  bool searchBound(Color bound, Color toMove);
  Outcome searchMoves(Color toMove, int depth);
  // Plays c at p on stack_[depth + 1]; returns the line index of the position it repeats (for
  // the bound side), -1 when it was played (then the new position is on the line), -2 when it is
  // not legal on the board.
  int tryPlay(Color c, Loc p, int depth);
  // The board at a depth of the line (its index in line_).
  Board& boardAt(int depth) { return stack_[static_cast<std::size_t>(depth - base_)]; }
  // Whether the stored result may be reused on the current line (see the header comment); if so,
  // `refused` gets the line indices of the positions it needs refused.
  bool reusable(const Stored& s, int depth, std::vector<int>& refused) const;
  // The region's points ordered for `c` to move: captures first, then the target's liberties.
  std::vector<Loc> orderedMoves(Color c, const Board& b) const;

  std::vector<Loc> region_;
  std::vector<Board> stack_;    // the board at each depth of the line from base_ on
  std::vector<Position> line_;  // the positions of the line, the first first
  int base_ = 0;                // the depth of stack_'s first board: where the search starts
  Color attacker_ = Color::Black;
  Color bound_ = Color::Black;  // the side superko binds in the game being searched
  Loc target_ = kNoPoint;
  long nodeLimit_;
  long nodes_ = 0, repetitions_ = 0, reused_ = 0, notReused_ = 0;
  std::unordered_map<std::pair<Position, bool>, Stored, KeyHash> table_;  // key: attacker to move
};

}  // namespace tengen::rules::test
