#include "rules/seki.h"

#include <optional>

#include "rules/bent_four.h"
#include "rules/life.h"
#include "rules/point_index.h"
#include "rules/self_atari.h"

namespace tengen::rules {

SekiFinding findSeki(const Board& board, const std::vector<Loc>& marks) {
  SekiFinding seki;
  std::vector<Loc> queue;  // chains newly in seki, whose eyes are still to follow
  auto markChain = [&](Loc p) {
    if (seki.chain[locIndex(p)]) return;
    for (Loc q : board.chainStones(p)) seki.chain[locIndex(q)] = true;
    queue.push_back(p);
  };
  for (Loc m : marks)
    if (board.onBoard(m) && isStone(board.at(m))) markChain(m);

  // Benson's life is only needed once a seki is in sight: computed on first use.
  std::optional<UnconditionalLife> life[2];
  auto passAlive = [&](Loc p) {
    const int side = board.at(p) == Color::Black ? 0 : 1;
    if (!life[side]) life[side] = unconditionalLife(board, board.at(p));
    return life[side]->alive[locIndex(p)];
  };

  // Bent four in the corner always shows such a shared point: looked for at the first one only.
  std::optional<BentFourFinding> bentFour;
  for (Loc p : board.points()) {
    if (board.at(p) != Color::Empty) continue;
    unsigned mask = 0;
    for (int d : Board::kDirections) {
      const Loc q = static_cast<Loc>(p + d);
      if (isStone(board.at(q))) mask |= static_cast<unsigned>(board.at(q));
    }
    if (mask != 3) continue;
    if (!fillIsSelfAtari(board, Color::Black, p) || !fillIsSelfAtari(board, Color::White, p))
      continue;
    if (!bentFour) {
      bentFour = findBentFourInTheCorner(board);
      seki.bentFourDead = bentFour->chain;
    }
    bool besideLife = false, besideBentFour = false;
    for (int d : Board::kDirections) {
      const Loc q = static_cast<Loc>(p + d);
      if (isStone(board.at(q))) besideLife |= passAlive(q);
      besideBentFour |= bentFour->chain[locIndex(q)];
    }
    // A pass-alive chain is never in seki; a bent four in the corner is dead, not in seki.
    if (besideLife || besideBentFour) continue;
    seki.sharedPoint[locIndex(p)] = true;
    for (int d : Board::kDirections) {
      const Loc q = static_cast<Loc>(p + d);
      if (isStone(board.at(q))) markChain(q);
    }
  }

  // Through each seki chain's eyes to the chains of its colour that share them.
  std::array<bool, kMaxArea> seen{};
  std::vector<Loc> region, stack;
  while (!queue.empty()) {
    const Loc chainStart = queue.back();
    queue.pop_back();
    const Color c = board.at(chainStart);
    for (Loc s : board.chainStones(chainStart)) {
      for (int d : Board::kDirections) {
        const Loc e = static_cast<Loc>(s + d);
        if (board.at(e) != Color::Empty || seen[locIndex(e)]) continue;
        // The empty region from e, and whether only colour c borders it.
        region.clear();
        stack.assign(1, e);
        seen[locIndex(e)] = true;
        bool onlyC = true;
        while (!stack.empty()) {
          const Loc p = stack.back();
          stack.pop_back();
          region.push_back(p);
          for (int dd : Board::kDirections) {
            const Loc q = static_cast<Loc>(p + dd);
            const Color qc = board.at(q);
            if (qc == Color::Empty && !seen[locIndex(q)]) {
              seen[locIndex(q)] = true;
              stack.push_back(q);
            } else if (isStone(qc) && qc != c) {
              onlyC = false;
            }
          }
        }
        if (!onlyC) continue;  // bordered by both colours: nobody's eye
        for (Loc p : region)
          for (int dd : Board::kDirections) {
            const Loc q = static_cast<Loc>(p + dd);
            if (board.at(q) == c && !seki.chain[locIndex(q)] && !passAlive(q)) markChain(q);
          }
      }
    }
  }
  for (Loc p : board.points())
    if (seki.chain[locIndex(p)]) seki.stones.push_back(p);
  return seki;
}

}  // namespace tengen::rules
