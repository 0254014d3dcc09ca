#include "rules/zobrist.h"

namespace tengen::rules {
namespace {

constexpr std::uint64_t splitmix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

constexpr ZobristTable build() {
  ZobristTable t;
  std::uint64_t state = 0x7465'6E67'656E'2019ULL;  // "tengen" 2019
  for (auto& k : t.black) k = splitmix(state);
  for (auto& k : t.white) k = splitmix(state);
  t.blackToMove = splitmix(state);
  t.whiteToMove = splitmix(state);
  return t;
}

}  // namespace

// Built at compile time: no initialisation guard on the hot path.
constinit const ZobristTable kZobristTable = build();

}  // namespace tengen::rules
