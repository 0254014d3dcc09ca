// Random self-play games and a CPU-time clock for the rules benchmarks.

#include "app/cli/bench_random_game.h"

#include <ctime>

namespace tengen::cli {

using namespace tengen::rules;

std::vector<Move> randomGame(std::uint64_t seed, const RuleSet& rules, int size) {
  Game g(size, size, rules);
  std::vector<Loc> empty = g.board().points();
  std::uint64_t s = seed * 0x9E3779B97F4A7C15ULL + 1;
  auto next = [&] {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
  };
  auto ownEye = [&](Color c, Loc p) {
    for (int d : Board::kDirections) {
      const Color n = g.board().at(static_cast<Loc>(p + d));
      if (n != c && n != Color::Edge) return false;
    }
    return true;
  };
  int passes = 0;
  while (passes < 2 && g.moves().size() < 1000) {
    const Color c = g.toMove();
    // Try the empty points in random order until one is legal.
    std::vector<Loc> candidates;
    for (Loc p : g.board().points())
      if (g.board().at(p) == Color::Empty) candidates.push_back(p);
    bool played = false;
    while (!candidates.empty()) {
      const std::size_t i = static_cast<std::size_t>(next() % candidates.size());
      const Loc p = candidates[i];
      candidates[i] = candidates.back();
      candidates.pop_back();
      if (ownEye(c, p)) continue;
      if (g.play(c, p) == Illegal::None) {
        played = true;
        break;
      }
    }
    if (!played) g.play(c, kPass);
    passes = played ? 0 : passes + 1;
  }
  return g.moves();
}

CpuClock::duration CpuClock::now() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return std::chrono::seconds(ts.tv_sec) + std::chrono::nanoseconds(ts.tv_nsec);
}
double seconds(CpuClock::duration d) {
  return std::chrono::duration<double>(d).count();
}

}  // namespace tengen::cli
