#pragma once
// SplitMix64: a cheap, well-mixed 64-bit hash, for the draw's seeded tie-breaks and random
// partners (the same seed always gives the same draw).

#include <cstdint>

namespace tengen::pairing {

inline std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace tengen::pairing
