#pragma once
// Game records and boards that several rules and `tengen score` tests use.

#include <string>

namespace tengen::test {

// 9x9: Black holds columns A-D, White F-J, column E is dame; then Black E9, White E8, Black E7
// and two passes: Black 41 points by area (38 stones and the halves of 3 dame), White 40; with
// `root`'s KM[7.5] that is W+6.5. `root` holds the root properties after SZ (KM, HA, RU, RE...).
inline std::string dameGame(const std::string& root) {
  return "(;GM[1]FF[4]SZ[9]" + root + "AB[aa:di]AW[fa:ii]\n;B[ea];W[eb];B[ec];W[];B[])";
}

// Three kos on a 9x9 board (A and C Black can take, B White can take): six takes, C8 H8 C4 B8 G8
// B4, repeat the whole-board position (triple ko, 三劫循环). As Board::fromText reads it.
inline constexpr const char* kTripleKoBoard = R"(
  .XO...OX.
  XO.O.OX.X
  .XO...OX.
  .........
  .XO......
  XO.O.....
  .XO......
  .........
  .........)";

}  // namespace tengen::test
