#pragma once
// Helpers of the matching's optimality certificate (matching.h): the blossom part of LEMON's
// duals, queried for millions of pairs, and the parallel loop over the players.

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "pairing/lemon_matching.h"

namespace tengen::pairing::detail {

// For a pair (u, v): the summed potentials of the blossoms that hold both nodes.
//
// The blossoms form a laminar family, a forest over the nodes. Laid out in depth-first order,
// every blossom is an interval of positions, and the blossoms holding u are nested intervals.
// LEMON's blossoms nest hundreds deep on a big field, so rather than search u's chain for every
// v, the certificate fills one row per u: over u's outermost blossom, the sum for each position
// (each nested interval paints the part its inner blossom leaves; the work is the width of the
// outermost blossom). Then a pair costs one load.
class BlossomSums {
 public:
  struct Row {
    std::vector<std::int64_t> values;  // by position - lo
    int lo = 0;                        // position of values[0]
    unsigned size = 0;                 // positions covered; 0: u is in no blossom
  };

  BlossomSums(int n, const lemon_bridge::PerfectMatching& pm);

  // Prepares `row` for the pairs of u.
  void fill(int u, Row& row) const;

  std::int64_t at(const Row& row, int v) const {
    const unsigned p = static_cast<unsigned>(position_[v] - row.lo);
    return p < row.size ? row.values[p] : 0;
  }

 private:
  struct Blossom {
    int parent = -1;
    int lo = 0;  // positions of the first and last node inside
    int hi = -1;
    std::int64_t sum = 0;  // its potential and those of the blossoms around it
  };
  std::vector<int> position_;  // depth-first position of each node
  std::vector<int> inner_;     // innermost blossom holding each node, -1 for none
  std::vector<Blossom> blossoms_;
};

// Keeps the matched edges and the `keep` edges of least reduced cost under the duals of `pm`
// (ties kept too), in their order; drops the rest. Edges are (u, v) with u < v.
void keepTightest(std::vector<std::pair<int, int>>& edges, std::vector<std::int64_t>& weights,
                  const lemon_bridge::PerfectMatching& pm, const BlossomSums& sums,
                  std::size_t keep);

// Runs work(state, u) for every node u on the machine's cores, each thread with its own State;
// returns the states. Nodes are handed out in blocks so that uneven work per node balances.
template <class State, class Work>
std::vector<State> forEachNodeInParallel(int n, const Work& work) {
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const int threads = n < 4096 ? 1 : static_cast<int>(std::min(cores, 8u));
  std::vector<State> states(threads);
  constexpr int kBlock = 64;
  std::atomic<int> next{0};
  std::mutex failed;
  std::exception_ptr failure;  // the first exception of any thread, rethrown after the join
  auto run = [&](State& state) {
    try {
      for (int begin; (begin = next.fetch_add(kBlock)) < n;)
        for (int u = begin; u < std::min(n, begin + kBlock); ++u) work(state, u);
    } catch (...) {
      next = n;  // the others stop at their next block
      const std::lock_guard lock(failed);
      if (!failure) failure = std::current_exception();
    }
  };
  {
    std::vector<std::jthread> pool;
    for (int t = 1; t < threads; ++t) {
      try {
        pool.emplace_back([&, t] { run(states[t]); });
      } catch (const std::system_error&) {
        break;  // no more threads: the ones started (and this one) do the work
      }
    }
    run(states[0]);
  }  // joins
  if (failure) std::rethrow_exception(failure);
  return states;
}

}  // namespace tengen::pairing::detail
