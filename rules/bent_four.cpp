#include "rules/bent_four.h"

#include <algorithm>
#include <optional>

#include "rules/life.h"
#include "rules/point_index.h"
#include "rules/self_atari.h"

namespace tengen::rules {

namespace {

// The liberties of p's chain, each once.
std::vector<Loc> libertiesOf(const Board& board, Loc p) {
  std::vector<Loc> libs;
  for (Loc s : board.chainStones(p))
    for (int d : Board::kDirections) {
      const Loc q = static_cast<Loc>(s + d);
      if (board.at(q) == Color::Empty && std::find(libs.begin(), libs.end(), q) == libs.end())
        libs.push_back(q);
    }
  return libs;
}

// Whether the four points are a bent four with the bend on a corner point k: k, its two
// neighbours on the board, and the point beyond one of them along the edge (not the 2-2 point,
// which makes a square).
bool bentFourInCorner(const Board& board, const std::vector<Loc>& pts) {
  if (pts.size() != 4) return false;
  auto in = [&](Loc q) { return std::find(pts.begin(), pts.end(), q) != pts.end(); };
  for (Loc k : pts) {
    std::vector<int> arms;  // the directions from k that stay on the board
    for (int d : Board::kDirections)
      if (board.onBoard(static_cast<Loc>(k + d))) arms.push_back(d);
    if (arms.size() != 2) continue;  // not a corner
    if (!in(static_cast<Loc>(k + arms[0])) || !in(static_cast<Loc>(k + arms[1]))) continue;
    return in(static_cast<Loc>(k + 2 * arms[0])) || in(static_cast<Loc>(k + 2 * arms[1]));
  }
  return false;
}

}  // namespace

BentFourFinding findBentFourInTheCorner(const Board& board) {
  BentFourFinding found;
  std::optional<UnconditionalLife> life[2];  // computed only once a candidate is in sight
  auto passAlive = [&](Loc p) {
    const int side = board.at(p) == Color::Black ? 0 : 1;
    if (!life[side]) life[side] = unconditionalLife(board, board.at(p));
    return life[side]->alive[locIndex(p)];
  };
  for (Loc s : board.points()) {
    if (board.at(s) != Color::Empty) continue;
    // The four stones the attacker gives up hold a corner point and s: s is at most three steps
    // from a corner (the cheap test that keeps this off most of the board).
    const int dx = std::min(locX(s), board.width() - 1 - locX(s));
    const int dy = std::min(locY(s), board.height() - 1 - locY(s));
    if (dx + dy > 3) continue;
    unsigned mask = 0;
    for (int d : Board::kDirections)
      if (isStone(board.at(static_cast<Loc>(s + d))))
        mask |= static_cast<unsigned>(board.at(static_cast<Loc>(s + d)));
    if (mask != 3) continue;
    for (Color attacker : {Color::Black, Color::White}) {
      const Color defender = opponent(attacker);
      if (!fillIsSelfAtari(board, defender, s)) continue;  // 1
      if (board.check(attacker, s) != BoardCheck::Ok) continue;
      Board filled = board;  // 2
      if (filled.play(attacker, s) != 0 || filled.chainSize(s) != 4) continue;
      const std::vector<Loc> last = libertiesOf(filled, s);
      if (last.size() != 1) continue;
      const std::vector<Loc> taken = filled.chainStones(s);
      if (!bentFourInCorner(filled, taken)) continue;  // 3
      Board captured = filled;
      if (captured.check(defender, last.front()) != BoardCheck::Ok ||
          captured.play(defender, last.front()) != 4)
        continue;
      // The defender's group: its chains next to the points taken.
      std::vector<Loc> group;  // chain ids on `captured`
      for (Loc p : taken)
        for (int d : Board::kDirections) {
          const Loc q = static_cast<Loc>(p + d);
          if (captured.at(q) == defender &&
              std::find(group.begin(), group.end(), captured.chainId(q)) == group.end())
            group.push_back(captured.chainId(q));
        }
      bool shape = true;
      for (Loc g : group) {
        for (Loc lib : libertiesOf(captured, g))
          shape &= std::find(taken.begin(), taken.end(), lib) != taken.end();
        for (Loc st : captured.chainStones(g))
          for (int d : Board::kDirections) {
            const Loc q = static_cast<Loc>(st + d);
            if (captured.at(q) == attacker) shape &= passAlive(q);  // 4
          }
      }
      if (!shape) continue;
      for (Loc g : group)
        for (Loc st : captured.chainStones(g))
          if (st != last.front()) found.chain[locIndex(st)] = true;
    }
  }
  for (Loc p : board.points())
    if (found.chain[locIndex(p)]) found.dead.push_back(p);
  return found;
}

}  // namespace tengen::rules
