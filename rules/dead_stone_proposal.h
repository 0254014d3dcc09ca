#pragma once
// Tengen's own dead-stone proposal for a final position, for when no engine (GNU Go) is at hand.
// A proposal for the referee or the players to confirm or change: it is shown, never counted on
// its own.

#include <vector>

#include "rules/board.h"

namespace tengen::rules {

struct DeadStoneProposal {
  std::vector<Loc> dead;  // one stone per chain proposed dead, in board order
  std::vector<Loc> seki;  // one stone per chain proposed in seki (双活), in board order
};

// The rules, in order (documented in rules/README.md):
//  1. a chain unconditionally alive (Benson, life.h) is alive;
//  2. a chain standing in the opponent's secure area (a region enclosed by the opponent's
//     unconditionally alive chains where every empty point is their liberty) is dead;
//  3. a chain in seki (seki.h: a shared liberty neither side can fill) is in seki;
//  3b. hanezeki: a chain in question in atari whose every opposing neighbour is in seki (rule 3)
//     is in seki too, when chains of both colours stand so (whoever captures first loses);
//  4. a chain in question (undecidedChains: fewer than two eyes, inside the opponent's area, not
//     sharing an eye with a chain of its colour that is not in question) is dead;
//  5. every other chain is alive.
DeadStoneProposal proposeDeadStones(const Board& board);

}  // namespace tengen::rules
