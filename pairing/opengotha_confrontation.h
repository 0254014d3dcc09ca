#pragma once
// OpenGotha's two direct-confrontation placement criteria (直接对局), computed for one group of
// players tied on every criterion placed before them:
// - SDC (simplified): counted only when every two players of the group met with a decisive
//   balance; then each player's number of group members beaten on balance.
// - DC: the group sorted by who beat whom, from the bottom up: the players who beat nobody left
//   in the group take the last places together, then the same again on those left. Players on a
//   cycle of wins (A beat B, B beat C, C beat A) count as one, each with the wins of all of them;
//   DC is the number of places above the group's last.
// A game counts for one player when the sum of results between the two (+1 a win, -1 a loss, over
// the wins on the board only: no forfeit) is exactly +1, as OpenGotha reads it. OpenGotha finds
// cycles by eliminating players in its hash order, and where two cycles share a player its
// classes depend on that order; here a cycle is the whole strongly connected set of players.

#include <map>
#include <utility>
#include <vector>

namespace tengen::pairing {

struct OpenGothaConfrontation {
  std::vector<int> dc, sdc;  // by the group's player index
};

// `balance[{i, j}]` (i < j, indices into the group): i's wins over j less j's wins over i.
OpenGothaConfrontation openGothaConfrontation(int groupSize,
                                              const std::map<std::pair<int, int>, int>& balance);

}  // namespace tengen::pairing
