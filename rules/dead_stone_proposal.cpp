#include "rules/dead_stone_proposal.h"

#include <algorithm>

#include "rules/life.h"
#include "rules/scoring.h"
#include "rules/seki.h"

namespace tengen::rules {

DeadStoneProposal proposeDeadStones(const Board& board) {
  const UnconditionalLife life[2] = {unconditionalLife(board, Color::Black),
                                     unconditionalLife(board, Color::White)};
  const SekiFinding seki = findSeki(board);
  const std::vector<Loc> inQuestion = undecidedChains(board);
  std::array<bool, kMaxArea> questioned{};  // by chain id
  for (Loc p : inQuestion) questioned[static_cast<std::size_t>(board.chainId(p))] = true;

  DeadStoneProposal proposal;
  std::array<bool, kMaxArea> done{};  // by chain id
  for (Loc p : board.points()) {
    const Color c = board.at(p);
    if (c != Color::Black && c != Color::White) continue;
    const auto id = static_cast<std::size_t>(board.chainId(p));
    if (done[id]) continue;
    done[id] = true;
    const auto at = static_cast<std::size_t>(p);
    const int own = c == Color::Black ? 0 : 1;
    if (life[own].alive[at]) continue;  // rule 1
    if (life[1 - own].secure[at]) {     // rule 2
      proposal.dead.push_back(p);
    } else if (seki.chain[at]) {  // rule 3
      proposal.seki.push_back(p);
    } else if (questioned[id]) {  // rule 4
      proposal.dead.push_back(p);
    }
  }
  return proposal;
}

}  // namespace tengen::rules
