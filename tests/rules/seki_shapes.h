#pragma once
// The seki shapes (and the look-alikes that are not) that several rules tests read: the counting
// of seki_test.cpp and seki_bent_four_test.cpp, the local solver's proof and GNU Go's opinion.
// ASCII boards for Board::fromText, top row first: X Black, O White, . empty.

namespace tengen::rules::test {

// Top edge: White's inner group (B5, A4-D4) with the eye A5, and Black's inner group in two
// chains: D5 alone and E4-H4/F5/H5, joined by the false eye E5 (its diagonal D4 is White's), with
// the real eye G5. C5 is the liberty both share: whoever fills it is left in atari. Below, both
// outer groups live with two eyes each (A1, C1 and F2, H2).
inline constexpr const char* kOneEyeAndFalseEye = R"(
  .O.X.X.XO
  OOOOXXXXO
  XXXXOOOOO
  XXXXO.O.O
  .X.XOOOOO)";

// Eye against no eye in seki (有眼无眼双活): Black's eyeless inner group (D9-F9, C8-G8) shares
// C9 with White's chain B9/A8/B8 and G9 with White's chain H9/H8/J8, each of which has one eye
// (A9, J9). Black filling C9 is self-atari (White takes at G9) and ends in atari of nothing;
// White filling C9 leaves its chain only the eye, and Black captures there. Neither side can
// start, so all three chains live. The outer groups live with two eyes and more. GNU Go 3.8
// (`final_status_list seki`) lists the same three chains, and passes for both colours.
inline constexpr const char* kEyeVersusNoEyeSeki = R"(
  .O.XXX.O.
  OOXXXXXOO
  XXOOOOOXX
  .XO.O.OX.
  XXOOOOOXX
  .XOOOOOX.
  XXO.O.OXX
  .XOOOOOX.
  XXO.O.OXX)";

// White's corner group C6/C5/B5/B4/B3/B2/A2 has two liberties, B6 and A3, both shared with
// Black's three stones A6-A4 inside it; Black's wall (eyes E6, G6, J6) and White's lower group
// (eyes F3, H3, E1, G1, J1) live on their own. White cannot fill either point (it would leave its
// group in atari and Black takes it). Black filling B6 gives up four stones: White must take them
// at A3, and the four points left, A6-A4 and B6, are a bent four with the bend on the 1-1 point
// and no outside liberty, where Black's placement at A5 makes a ko for the whole group. Black
// can start that ko whenever Black likes, White never; under the Japanese 1989 rules (Art. 7.2:
// in the confirmation after the game stops a ko is retaken only after a pass for it) Black wins
// it, so White's group is dead as it stands, and Black's three stones live.
inline constexpr const char* kBentFourInTheCorner = R"(
  X.OX.X.X.
  XOOXXXXXX
  XOXXOOOOO
  .OXOO.O.O
  OOXOOOOOO
  XXXO.O.O.)";

// The same shape one line down: White's group holds A7 as well, so after Black's sacrifice at B6
// and White's capture at A3 the four points A6-A4 and B6 are a bent four whose bend A6 is on the
// edge but not in the corner, with White's A7 beside it: it lives (two eyes whatever Black
// plays). So Black gains nothing by giving up the stones, White still cannot fill B6 or A3, and
// under the Japanese 1989 rules (Art. 8: live stones with a dame are in seki) both groups are in
// seki and their points are nobody's.
inline constexpr const char* kBentFourOnTheEdgeSeki = R"(
  OOOX.X.X.
  X.OXXXXXX
  XOOXOOOOO
  XOXXO.O.O
  .OXOOOOOO
  OOXO.O.O.
  XXXOOOOOO)";

// Hanezeki (ハネセキ, seki_hanezeki_test.cpp). Top edge. White's group C9/C8-D8/A7-C7 holds a
// four-point eye space, B9 and Black's three stones A9/A8/B8 in it, in atari at B9. Black's group
// E9/E8-J8 holds the same on its side: J9 and White's three stones F9-H9, in atari at J9. The
// groups share D9 and have no other liberty. Below, both walls live with two eyes each (A5, C5 and
// F6, H6), so the contested area is the top two rows and A7-C7: 21 points.
//
// Nobody can fill D9: it leaves the filler's group with its one private liberty, and the other
// side takes it at once (Black D9, White J9; White D9, Black B9).
// White capturing at B9 frees A9, A8 and B8, a bent three: Black places at its vital point A8,
// and White's eye is now the small one against Black's big one (four points with three white
// stones in them, which Black takes at J9 when it needs the space). White is a move short:
// Black fills D9 in time and captures the group. Capturing at J9 loses for Black the same way:
// F9-H9 are freed as a straight three, White places at G9 and wins the race by one move.
// So neither side captures, and both groups and both chains in atari stand: a seki. GNU Go 3.8
// (`final_status_list seki`) lists the same four chains (gnugo_test.cpp).
inline constexpr const char* kHanezeki = R"(
  X.O.XOOO.
  XXOOXXXXX
  OOOXOOOOO
  XXXXO.O.O
  .X.XOOOOO
  XXXXOOOOO
  XXXXOOOOO
  XXXXOOOOO
  XXXXOOOOO)";

}  // namespace tengen::rules::test
