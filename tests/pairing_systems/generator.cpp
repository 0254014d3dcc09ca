#include "tests/pairing_systems/generator.h"

#include <limits>

namespace tengen::test {

std::optional<std::int64_t> bruteForceMatching(
    int n, const std::function<std::int64_t(int, int)>& weight) {
  if (n % 2 == 1) return std::nullopt;
  const std::int64_t none = std::numeric_limits<std::int64_t>::min();
  std::vector<std::int64_t> best(std::size_t{1} << n, none);
  best[0] = 0;
  for (std::size_t mask = 0; mask < best.size(); ++mask) {
    if (best[mask] == none) continue;
    int u = 0;
    while (u < n && (mask >> u & 1)) ++u;
    if (u == n) continue;
    for (int v = u + 1; v < n; ++v) {
      if (mask >> v & 1) continue;
      const std::int64_t w = weight(u, v);
      if (w == pairing::kForbidden) continue;
      const std::size_t next = mask | (std::size_t{1} << u) | (std::size_t{1} << v);
      best[next] = std::max(best[next], best[mask] + w);
    }
  }
  const std::int64_t full = best.back();
  if (full == none) return std::nullopt;
  return full;
}

}  // namespace tengen::test
