#pragma once
// Colours, board points and their spellings (SGF "pd", GTP "D16"). A point is an index into a
// padded board array so that neighbours are a fixed offset away; boards go up to 25x25.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tengen::rules {

enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2, Edge = 3 };

// The other player's colour; precondition: c is Black or White.
constexpr Color opponent(Color c) {
  return c == Color::Black ? Color::White : Color::Black;
}
// "B" / "W" (SGF property letters); "" for anything else.
std::string_view colorLetter(Color c);

constexpr int kMaxSize = 25;
constexpr int kStride = kMaxSize + 2;
constexpr int kMaxArea = kStride * kStride;

// A board point as an index into the padded array; kPass is a pass, kNoPoint marks "none".
using Loc = std::int16_t;
constexpr Loc kPass = -1;
constexpr Loc kNoPoint = -2;

// The index of column x, row y (0-based, row 0 at the top as in SGF); precondition: both < 25.
constexpr Loc makeLoc(int x, int y) {
  return static_cast<Loc>((y + 1) * kStride + (x + 1));
}
// The column (0-based) of a point on the board.
constexpr int locX(Loc p) {
  return p % kStride - 1;
}
// The row (0-based, top row 0) of a point on the board.
constexpr int locY(Loc p) {
  return p / kStride - 1;
}

// SGF spelling of a point ("pd"); kPass gives "" (the FF[4] pass).
std::string toSgf(Loc p);
// GTP/board spelling ("D16", skipping I; row 1 at the bottom of a board `height` rows tall).
std::string toGtp(Loc p, int height);
// Parses "D16" / "d16" / "pass" on a board of the given size; nullopt when it is not a point there.
std::optional<Loc> parseGtp(std::string_view text, int width, int height);

}  // namespace tengen::rules
