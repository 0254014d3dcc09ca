#include "rules/replay.h"

namespace tengen::rules {

std::string IllegalMove::describe(int height) const {
  return "move " + std::to_string(moveNumber) + " (" + std::string(colorLetter(move.color)) +
         " at " + toGtp(move.loc, height) + "): " + rules::describe(reason);
}

int effectiveHandicap(const SgfGame& record) {
  if (record.handicap >= 2) return record.handicap;
  int blackSetup = 0;
  for (const SgfAction& a : record.actions) {
    if (a.kind == SgfAction::Kind::Move) {
      return a.color == Color::White && blackSetup >= 2 ? blackSetup : 0;
    }
    if (a.color == Color::Black) ++blackSetup;
  }
  return 0;
}

Replay replay(const SgfGame& record, const RuleSet& rules) {
  Replay r{Game(record.width, record.height, rules), std::nullopt};
  bool firstMove = true;
  int number = 0;
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
    const Illegal why = r.game.play(a.color, a.loc);
    if (why != Illegal::None) {
      r.illegal = IllegalMove{number, {a.color, a.loc}, why, a.line, a.column};
      break;
    }
  }
  return r;
}

}  // namespace tengen::rules
