#include "rules/dead_stone_proposal.h"

#include <algorithm>
#include <array>
#include <vector>

#include "rules/life.h"
#include "rules/scoring.h"
#include "rules/seki.h"

namespace tengen::rules {

namespace {

// A chain in atari whose every opposing neighbour is a chain in seki (findSeki): taking it is a
// capture inside that seki's eye space.
bool inAtariInsideSeki(const Board& board, Loc p, const SekiFinding& seki) {
  if (board.liberties(p) != 1) return false;
  const Color other = opponent(board.at(p));
  bool touches = false;
  for (Loc s : board.chainStones(p))
    for (int d : Board::kDirections) {
      const Loc n = s + d;
      if (board.at(n) != other) continue;
      if (!seki.chain[static_cast<std::size_t>(n)]) return false;
      touches = true;
    }
  return touches;
}

// Hanezeki (rule 3b in the header): both colours have such a chain in atari, so whoever
// captures first opens its own group to the other's capture; one stone per chain.
std::vector<Loc> hanezekiChains(const Board& board, const SekiFinding& seki,
                                const std::vector<Loc>& inQuestion) {
  std::vector<Loc> chains;
  bool colour[2] = {false, false};
  for (Loc p : inQuestion)
    if (inAtariInsideSeki(board, p, seki)) {
      chains.push_back(p);
      colour[board.at(p) == Color::Black ? 0 : 1] = true;
    }
  if (!colour[0] || !colour[1]) chains.clear();
  return chains;
}

}  // namespace

DeadStoneProposal proposeDeadStones(const Board& board) {
  const UnconditionalLife life[2] = {unconditionalLife(board, Color::Black),
                                     unconditionalLife(board, Color::White)};
  const SekiFinding seki = findSeki(board);
  const std::vector<Loc> inQuestion = undecidedChains(board);
  std::array<bool, kMaxArea> questioned{};  // by chain id
  for (Loc p : inQuestion) questioned[static_cast<std::size_t>(board.chainId(p))] = true;
  std::array<bool, kMaxArea> hanezeki{};  // by chain id
  for (Loc p : hanezekiChains(board, seki, inQuestion))
    hanezeki[static_cast<std::size_t>(board.chainId(p))] = true;

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
    } else if (seki.chain[at] || hanezeki[id]) {  // rules 3 and 3b
      proposal.seki.push_back(p);
    } else if (questioned[id]) {  // rule 4
      proposal.dead.push_back(p);
    }
  }
  return proposal;
}

}  // namespace tengen::rules
