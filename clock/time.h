#pragma once
// The clock's units: integer milliseconds on a monotonic time line the caller chooses (virtual time
// in tests, std::chrono::steady_clock in the hall). Never floating point, never ticks.

#include <cstdint>

namespace tengen::clock {

using Ms = std::int64_t;

inline constexpr Ms kSecond = 1000;
inline constexpr Ms kMinute = 60 * kSecond;
inline constexpr Ms kHour = 60 * kMinute;

enum class Player : int { Black = 0, White = 1 };

constexpr Player opponent(Player p) {
  return p == Player::Black ? Player::White : Player::Black;
}
constexpr int index(Player p) {
  return static_cast<int>(p);
}
// "black" / "white": the code used in journals and JSON.
const char* playerCode(Player p);

}  // namespace tengen::clock
