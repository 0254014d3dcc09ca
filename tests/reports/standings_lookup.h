#pragma once
// Reading computed standings in the standings tests: a player's row, a criterion's value as
// printed (one player's or several's), the players in place order.

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "reports/standings.h"

namespace tengen::test {

using reports::Criterion;
using reports::StandingRow;
using reports::Standings;

inline const StandingRow& rowOf(const Standings& st, pairing::PlayerId id) {
  const int i = st.indexOf(id);
  REQUIRE(i >= 0);
  return st.rows[static_cast<std::size_t>(i)];
}

inline std::string value(const Standings& st, pairing::PlayerId id, Criterion c) {
  const auto& order = st.settings.order;
  const auto it = std::find(order.begin(), order.end(), c);
  REQUIRE(it != order.end());
  return st.display(c, rowOf(st, id).values[static_cast<std::size_t>(it - order.begin())]);
}

// One check a player: `c` as printed for each player id, e.g. {{1, "9"}, {2, "6"}}.
inline void checkValues(const Standings& st, Criterion c,
                        const std::vector<std::pair<pairing::PlayerId, std::string>>& expected) {
  for (const auto& [id, printed] : expected) {
    CAPTURE(id);
    CHECK(value(st, id, c) == printed);
  }
}

inline std::vector<pairing::PlayerId> placeOrder(const Standings& st) {
  std::vector<pairing::PlayerId> ids;
  for (const auto& r : st.rows) ids.push_back(r.player.id);
  return ids;
}

}  // namespace tengen::test
