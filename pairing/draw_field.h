#pragma once
// Inside Tengen's own Swiss / McMahon draw: the field of players one matching pairs, each node
// with what the weights read of it (the weights themselves: weights.h, draw_pair_weight.h).

#include <cstdint>
#include <vector>

#include "pairing/draw.h"
#include "pairing/weights.h"

namespace tengen::pairing::swiss_draw {

using namespace weights;

// One player of the field, with what the weights and the colours read of it.
struct Node {
  const Player* player = nullptr;
  const Standing* standing = nullptr;
  int group = 0;        // score or MMS, half points
  int strength = 0;     // rank strength
  int strengthPos = 0;  // position in its group by strength (0 = strongest)
  int seedPos = 0;      // position in its group for the seeding (shuffled for lot / random)
  int groupSize = 1;
  int groupStart = 0;  // node index of the first of its group
  int balance = 0;     // whites - blacks
  int club = -1;
  int country = -1;
  std::uint64_t rnd = 0;
  std::vector<PlayerId> played;     // sorted
  std::vector<PlayerId> forbidden;  // sorted
};

// What the weight of a pair reads of a node, packed so that the certificate's millions of
// weight evaluations stay in cache (no pointers, no per-node heap vectors).
struct Hot {
  int group = 0;
  int strength = 0;
  int strengthPos = 0;
  int seedPos = 0;
  int groupSize = 1;
  int balance = 0;
  int club = -1;
  int country = -1;
  bool noDrawDown = false;  // never drawn down yet
  bool noDrawUp = false;    // never drawn up yet
  int conflictsBegin = 0;   // [begin, end) in Field::conflicts
  int conflictsEnd = 0;
  std::uint64_t rnd = 0;
};

// The players one matching pairs (nodes in group and seeding order) and the packed view the
// pair weights read.
struct Field {
  const DrawInput* in = nullptr;
  std::int64_t dupWeight = kDup;  // duplicateWeight(players)
  std::vector<Node> nodes;        // sorted: group desc, then seedPos
  std::vector<Hot> hot;           // nodes[i] packed (see finalize)
  // Per node, the opponents already met (node index v) and the forbidden ones (-1 - v).
  std::vector<int> conflicts;
  std::vector<std::int64_t> scoreTable;
  int range = 1;
  bool lot = false;
  bool mms = false;
  bool avoidClub = false;
  bool avoidCountry = false;
  SeedingMethod method = SeedingMethod::SplitAndFold;  // the lot slips

  // Fills `hot` and `conflicts` from `nodes` (draw_field.cpp).
  void finalize();
  // The weight of pair (u, v) criterion by criterion (draw_pair_weight.h); kExplain: each
  // criterion's part into *out.
  template <bool kExplain>
  std::int64_t weightImpl(int u, int v, std::vector<CriterionWeight>* out) const;
  std::int64_t weight(int u, int v) const;
  // The certificate's scan and bound (see matching.h; draw_pair_weight.h).
  auto prepareCertificate(const std::vector<std::int64_t>& pot, std::int64_t scale) const;
  std::int64_t upperBound(int u, int v) const;
};

// Builds the field of players to be matched: `ids`, in the order the matching wants.
Field buildField(const DrawInput& in, const std::vector<Standing>& st, std::vector<PlayerId> ids);
// Node indices of the pairs the first sparse matching is solved on (draw_candidates.cpp).
std::vector<std::pair<int, int>> candidateEdges(const Field& f);
// a above b in the standings before the round.
bool isBetterPlaced(const Node& a, const Node& b);

}  // namespace tengen::pairing::swiss_draw
