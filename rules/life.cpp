#include "rules/life.h"

#include <algorithm>
#include <vector>

#include "rules/point_index.h"

namespace tengen::rules {

namespace {

struct Region {
  std::vector<Loc> points;
  std::vector<Loc> chains;  // chain ids of colour c next to the region
  std::vector<Loc> vital;   // chain ids the region is vital to
  bool healthy = true;      // still counted (touches no dropped chain)
};

}  // namespace

UnconditionalLife unconditionalLife(const Board& board, Color c) {
  UnconditionalLife life;
  std::array<bool, kMaxArea> inChainSet{};  // by chain id: still a candidate
  std::vector<Loc> chains;
  for (Loc p : board.points())
    if (board.at(p) == c && board.chainId(p) == p) {
      chains.push_back(p);
      inChainSet[locIndex(p)] = true;
    }
  if (chains.empty()) return life;

  std::vector<Region> regions;
  std::array<int, kMaxArea> regionOf;
  regionOf.fill(-1);
  std::vector<Loc> stack;
  std::vector<Loc> around;  // chain ids next to one empty point
  for (Loc start : board.points()) {
    if (board.at(start) == c || regionOf[locIndex(start)] >= 0) continue;
    Region r;
    const int id = static_cast<int>(regions.size());
    stack.assign(1, start);
    regionOf[locIndex(start)] = id;
    bool anyEmpty = false;
    while (!stack.empty()) {
      const Loc p = stack.back();
      stack.pop_back();
      r.points.push_back(p);
      around.clear();
      for (int d : Board::kDirections) {
        const Loc q = static_cast<Loc>(p + d);
        const Color qc = board.at(q);
        if (qc == Color::Edge) continue;
        if (qc == c) {
          const Loc chain = board.chainId(q);
          if (std::find(r.chains.begin(), r.chains.end(), chain) == r.chains.end())
            r.chains.push_back(chain);
          if (std::find(around.begin(), around.end(), chain) == around.end())
            around.push_back(chain);
        } else if (regionOf[locIndex(q)] < 0) {
          regionOf[locIndex(q)] = id;
          stack.push_back(q);
        }
      }
      if (board.at(p) != Color::Empty) continue;
      // Vital chains: those next to every empty point of the region.
      if (!anyEmpty) {
        r.vital = around;
        anyEmpty = true;
      } else {
        std::erase_if(r.vital, [&](Loc ch) {
          return std::find(around.begin(), around.end(), ch) == around.end();
        });
      }
    }
    regions.push_back(std::move(r));
  }

  for (bool changed = true; changed;) {
    changed = false;
    for (Loc ch : chains) {
      if (!inChainSet[locIndex(ch)]) continue;
      int vital = 0;
      for (const Region& r : regions)
        if (r.healthy && std::find(r.vital.begin(), r.vital.end(), ch) != r.vital.end()) ++vital;
      if (vital < 2) {
        inChainSet[locIndex(ch)] = false;
        changed = true;
      }
    }
    for (Region& r : regions) {
      if (!r.healthy) continue;
      for (Loc ch : r.chains)
        if (!inChainSet[locIndex(ch)]) {
          r.healthy = false;
          changed = true;
          break;
        }
    }
  }

  for (Loc p : board.points())
    if (board.at(p) == c && inChainSet[locIndex(board.chainId(p))]) life.alive[locIndex(p)] = true;
  for (const Region& r : regions) {
    if (!r.healthy || r.vital.empty()) continue;
    for (Loc p : r.points) life.secure[locIndex(p)] = true;
  }
  return life;
}

}  // namespace tengen::rules
