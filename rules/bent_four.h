#pragma once
// Bent four in the corner (隅の曲がり四目) on a final position: a group that looks like seki but
// whose eye space the opponent can reduce, whenever they like, to a bent four with the bend on the
// 1-1 point. The Japanese 1989 rules (Art. 7, its commentary on confirming life and death) count
// such a group dead without play: after the game stops, a ko may be retaken only after a pass made
// for it, so the attacker always wins the ko the shape becomes, ko threats or none.

#include <array>
#include <vector>

#include "rules/board.h"

namespace tengen::rules {

struct BentFourFinding {
  std::vector<Loc> dead;               // every stone of the defender's chains, in board order
  std::array<bool, kMaxArea> chain{};  // per padded point: a stone of such a chain
};

// The groups dead as bent four in the corner, recognised as this shape (and only this one):
//  1. an empty point s next to both colours that the defender filling would be a self-atari
//     capturing nothing (the defender cannot move: it looks like seki);
//  2. the attacker filling s captures nothing and leaves its own chain (s included) of four stones
//     in atari, so the defender must take it at its last liberty t (else the attacker takes the
//     defender, whose last liberty is t too);
//  3. the four points taken are a bent four whose bend is a corner of the board, and after the
//     capture the defender's chains around them have no liberty outside them (no outside liberty:
//     the attacker's placement at the vital point makes a ko for the whole group);
//  4. every attacker chain around the defender's group lives unconditionally (Benson, life.h), so
//     the defender has nothing to capture instead.
// Other shapes reducible to bent four are not recognised: they stay what findSeki says of them.
BentFourFinding findBentFourInTheCorner(const Board& board);

}  // namespace tengen::rules
