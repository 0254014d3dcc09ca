#pragma once
// A list written as one text ("C3,D4", "SCORE,SOS,SOSOS", "warning+loss"): what the codes and
// wordings of every plain module join so. Here, in the lowest layer, because each of them does.

#include <string>
#include <string_view>

namespace tengen::rules {

// The texts `text(item)` of `items` in order, `separator` before each one but those that come
// while the result is still empty.
template <typename Items, typename Text>
std::string joined(const Items& items, std::string_view separator, Text text) {
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += separator;
    out += text(item);
  }
  return out;
}

}  // namespace tengen::rules
