#include "pairing/opengotha_confrontation.h"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/strong_components.hpp>
#include <cstddef>
#include <set>

namespace tengen::pairing {

namespace {

OpenGothaConfrontation withZeros(int n) {
  OpenGothaConfrontation out;
  out.dc.assign(static_cast<std::size_t>(std::max(n, 0)), 0);
  out.sdc = out.dc;
  return out;
}

// SDC: every two players met with a balance, each counts the players it is ahead of.
void simplified(int n, const std::map<std::pair<int, int>, int>& balance,
                OpenGothaConfrontation& out) {
  std::size_t decided = 0;
  for (const auto& [pair, sum] : balance)
    if (sum != 0) ++decided;
  const auto everyPair = static_cast<std::size_t>(n) * static_cast<std::size_t>(n - 1) / 2;
  if (decided != everyPair) return;
  for (const auto& [pair, sum] : balance)
    ++out.sdc[static_cast<std::size_t>(sum > 0 ? pair.first : pair.second)];
}

// DC: wins (balance exactly one) as edges winner -> loser, cycles merged into their strongly
// connected set, then the group peeled from the bottom.
void direct(int n, const std::map<std::pair<int, int>, int>& balance, OpenGothaConfrontation& out) {
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
  Graph wins(static_cast<std::size_t>(n));
  for (const auto& [pair, sum] : balance) {
    if (sum == 1)
      boost::add_edge(static_cast<std::size_t>(pair.first), static_cast<std::size_t>(pair.second),
                      wins);
    if (sum == -1)
      boost::add_edge(static_cast<std::size_t>(pair.second), static_cast<std::size_t>(pair.first),
                      wins);
  }
  std::vector<int> component(static_cast<std::size_t>(n));
  const int components = boost::strong_components(wins, component.data());
  std::vector<std::set<int>> beaten(static_cast<std::size_t>(components));
  std::vector<int> members(static_cast<std::size_t>(components), 0);
  for (int v = 0; v < n; ++v)
    ++members[static_cast<std::size_t>(component[static_cast<std::size_t>(v)])];
  for (auto [e, end] = boost::edges(wins); e != end; ++e) {
    const int from = component[boost::source(*e, wins)], to = component[boost::target(*e, wins)];
    if (from != to) beaten[static_cast<std::size_t>(from)].insert(to);
  }
  std::vector<int> place(static_cast<std::size_t>(components), 0);  // 0: not placed yet
  int left = n;
  while (left > 0) {
    std::vector<int> bottom;
    for (int c = 0; c < components; ++c) {
      if (place[static_cast<std::size_t>(c)] != 0) continue;
      const auto& b = beaten[static_cast<std::size_t>(c)];
      if (std::ranges::none_of(b, [&](int d) { return place[static_cast<std::size_t>(d)] == 0; }))
        bottom.push_back(c);
    }
    int size = 0;
    for (int c : bottom) size += members[static_cast<std::size_t>(c)];
    for (int c : bottom) place[static_cast<std::size_t>(c)] = 1 + left - size;
    left -= size;
  }
  const int last = *std::ranges::max_element(place);
  for (int v = 0; v < n; ++v)
    out.dc[static_cast<std::size_t>(v)] =
        last - place[static_cast<std::size_t>(component[static_cast<std::size_t>(v)])];
}

}  // namespace

OpenGothaConfrontation openGothaConfrontation(int n,
                                              const std::map<std::pair<int, int>, int>& balance) {
  OpenGothaConfrontation out = withZeros(n);
  if (n <= 1) return out;
  simplified(n, balance, out);
  direct(n, balance, out);
  return out;
}

}  // namespace tengen::pairing
