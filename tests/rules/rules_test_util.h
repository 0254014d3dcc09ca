#pragma once
// Helpers for rules tests: games from ASCII boards, moves in GTP spelling.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "rules/game.h"

namespace tengen::rules::test {

// A game under the named preset whose board starts as `text` (see Board::fromText).
inline Game gameFrom(const char* text, const char* rules = "chinese", Color toMove = Color::Black) {
  const Board b = Board::fromText(text);
  Game g(b.width(), b.height(), *RuleSet::preset(rules));
  for (Loc p : b.points())
    if (b.at(p) != Color::Empty) g.setup(p, b.at(p));
  g.setToMove(toMove);
  return g;
}

// The point spelled in GTP ("D4") on the game's board.
inline Loc at(const Game& g, const char* gtp) {
  auto p = parseGtp(gtp, g.board().width(), g.board().height());
  REQUIRE_MESSAGE(p.has_value(), gtp);
  return *p;
}

// The point spelled in GTP ("D4") on board `b`.
inline Loc at(const Board& b, const char* gtp) {
  const auto p = parseGtp(gtp, b.width(), b.height());
  REQUIRE_MESSAGE(p.has_value(), gtp);
  return *p;
}

// The points in GTP spelling, in the order given.
inline std::vector<std::string> gtp(const Board& b, const std::vector<Loc>& pts) {
  std::vector<std::string> out;
  for (Loc p : pts) out.push_back(toGtp(p, b.height()));
  return out;
}

// Plays the moves in turn for the side to move; returns the reason of the first refused move
// (None when all are legal) and the number of moves played before it.
inline std::pair<Illegal, int> playAll(Game& g, const std::vector<const char*>& moves) {
  int n = 0;
  for (const char* m : moves) {
    const Illegal r = g.play(at(g, m));
    if (r != Illegal::None) return {r, n};
    ++n;
  }
  return {Illegal::None, n};
}

// The area count of the game's board with the dead stones named in GTP spelling.
inline std::vector<Loc> points(const Game& g, const std::vector<const char*>& names) {
  std::vector<Loc> pts;
  for (const char* n : names) pts.push_back(at(g, n));
  return pts;
}

}  // namespace tengen::rules::test
