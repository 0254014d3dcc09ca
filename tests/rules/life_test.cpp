// Benson's unconditional life on ASCII boards: two vital regions make a chain pass-alive, one
// does not, and the opponent's stones in a pass-alive chain's small regions stand in its secure
// area.
#include <doctest/doctest.h>

#include "rules/life.h"

using namespace tengen::rules;

namespace {

int count(const std::array<bool, kMaxArea>& marks) {
  int n = 0;
  for (bool m : marks) n += m;
  return n;
}

bool marked(const std::array<bool, kMaxArea>& marks, const Board& b, const char* gtp) {
  return marks[static_cast<std::size_t>(*parseGtp(gtp, b.width(), b.height()))];
}

// Black on the left with the eyes A5 and C5 and the points A1, B1 (next to its stones only); White
// on the right with the eyes G5 and I5, the one-point region F4 and a black stone at H3 in the
// region H3/H2, every empty point of which is White's liberty.
const char* kTwoEyes = R"(
  .X.XOO.O.
  XXXXO.OOO
  .X.XOOOXO
  XXXXOOO.O
  X.XXOOOOO)";

}  // namespace

TEST_CASE("Benson: chains with two vital regions are pass-alive, their small regions secure") {
  const Board b = Board::fromText(kTwoEyes);
  const UnconditionalLife black = unconditionalLife(b, Color::Black);
  const UnconditionalLife white = unconditionalLife(b, Color::White);
  CHECK(count(black.alive) == 15);  // every black stone but the one at H3
  CHECK_FALSE(marked(black.alive, b, "H3"));
  CHECK(count(white.alive) == 20);
  CHECK(marked(black.secure, b, "A5"));
  CHECK(marked(black.secure, b, "C3"));
  // The black stone at H3 stands in White's secure area: it can never make an eye there.
  CHECK(marked(white.secure, b, "H3"));
  CHECK(marked(white.secure, b, "H2"));
  CHECK_FALSE(marked(white.secure, b, "A5"));
}

TEST_CASE("Benson: one eye is not life, and an empty board has no pass-alive chain") {
  // Black's group in the corner has the one eye A3; White surrounds it.
  const Board b = Board::fromText(R"(
    .XO..
    XXO..
    OOO..
    .....
    .....)");
  CHECK(count(unconditionalLife(b, Color::Black).alive) == 0);
  CHECK(count(unconditionalLife(b, Color::White).alive) == 0);  // no eyes yet either
  CHECK(count(unconditionalLife(Board(9, 9), Color::Black).alive) == 0);
}
