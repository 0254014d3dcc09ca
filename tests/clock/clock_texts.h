#pragma once
// The Chinese texts of a clock's events, in order: what the clock tests compare calls by.

#include <string>
#include <vector>

#include "clock/game_clock.h"

namespace tengen::test {

inline std::vector<std::string> texts(const std::vector<tengen::clock::ClockEvent>& events) {
  std::vector<std::string> out;
  for (const tengen::clock::ClockEvent& e : events) out.push_back(e.zh);
  return out;
}

}  // namespace tengen::test
