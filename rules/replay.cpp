#include "rules/replay.h"

#include <algorithm>

namespace tengen::rules {

std::string IllegalMove::describe(int height) const {
  return "move " + std::to_string(moveNumber) + " (" + std::string(colorLetter(move.color)) +
         " at " + toGtp(move.loc, height) + "): " + rules::describe(reason);
}

int effectiveHandicap(const SgfGame& record) {
  return record.handicap >= 2 ? record.handicap : 0;
}

SetupStones setupStones(const SgfGame& record) {
  SetupStones s;
  for (const SgfAction& a : record.actions) {
    if (a.kind != SgfAction::Kind::Setup) continue;
    if (a.color == Color::Black) ++s.black;
    if (a.color == Color::White) ++s.white;
  }
  s.black = std::max(0, s.black - effectiveHandicap(record));
  return s;
}

Replay replay(const SgfGame& record, const RuleSet& rules) {
  Replay r{Game(record.width, record.height, rules), std::nullopt, {}};
  bool firstMove = true;
  int number = 0;
  Color previous = Color::Empty;
  for (const SgfAction& a : record.actions) {
    if (a.kind == SgfAction::Kind::Setup) {
      r.game.setup(a.loc, a.color);
      continue;
    }
    if (firstMove) {
      r.game.setToMove(a.color);
      firstMove = false;
    }
    ++number;
    if (a.color == previous) r.doubleMoves.push_back({number, {a.color, a.loc}});
    previous = a.color;
    const Illegal why = r.game.play(a.color, a.loc);
    if (why != Illegal::None) {
      r.illegal = IllegalMove{number, {a.color, a.loc}, why, a.line, a.column, -1};
      if (why == Illegal::Superko) r.illegal->repeatsMove = r.game.repeats(a.color, a.loc);
      break;
    }
  }
  return r;
}

}  // namespace tengen::rules
