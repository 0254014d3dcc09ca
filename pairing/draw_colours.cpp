#include "pairing/draw_colours.h"

#include "pairing/draw_standings.h"

namespace tengen::pairing {

int mcmahonHandicap(const HandicapSettings& h, int mmsA, int mmsB, const Rank& a, const Rank& b) {
  return swiss_draw::handicapOf(h, mmsA, mmsB, a.strength(), b.strength());
}

namespace swiss_draw {

Game colourGame(const DrawInput& in, const Node& a, const Node& b, std::mt19937_64& rng) {
  Game g;
  g.round = in.round;
  g.komi = in.event.komi;
  const Node* black = &a;
  const Node* white = &b;
  int handicap = 0;
  if (usesMms(in.event))
    handicap =
        mcmahonHandicap(in.settings.handicap, a.group, b.group, a.player->rank, b.player->rank);
  const bool coin = (rng() & 1) != 0;
  if (handicap > 0) {
    const bool aWeaker = a.strength != b.strength ? a.strength < b.strength : a.group < b.group;
    black = aWeaker ? &a : &b;
    white = aWeaker ? &b : &a;
    g.colours = ColourMethod::Handicap;
    g.handicap = handicap;
    g.komi = in.settings.handicap.komi;
  } else if (a.balance != b.balance) {
    // The one who had White more often takes Black.
    black = a.balance > b.balance ? &a : &b;
    white = black == &a ? &b : &a;
    g.colours = ColourMethod::Balance;
  } else if (usesMms(in.event) && a.strength != b.strength) {
    white = a.strength > b.strength ? &a : &b;  // stronger takes White
    black = white == &a ? &b : &a;
    g.colours = ColourMethod::Draw;
  } else {
    black = coin ? &a : &b;  // digital nigiri from the round's seed
    white = coin ? &b : &a;
    g.colours = ColourMethod::Nigiri;
  }
  g.black = black->player->id;
  g.white = white->player->id;
  return g;
}

}  // namespace swiss_draw

}  // namespace tengen::pairing
