#pragma once
// What makes draw settings impossible, as a value a front end words in its own language (the
// desk's Chinese view, the CLI's table): the same checks as settingsProblem() (draw_settings.h),
// whose English text describe() reproduces word for word, so the two never disagree.

#include <optional>
#include <string>

#include "pairing/draw_settings.h"

namespace tengen::pairing {

struct SettingsProblem {
  enum class Kind {
    ForbiddenWithThemself,  // a forbidden pair of one player: `player`
    FixedPairWithThemself,  // a fixed pair of one player: `player`
    FixedPairRound,         // a fixed pair in `round` < 1
    FixedTableBoard,        // `player`'s fixed table at `board` < 1
  };
  Kind kind = Kind::ForbiddenWithThemself;
  PlayerId player = 0;
  int round = 0;
  int board = 0;
};

// The first problem, in the order settingsProblem() checks, or nullopt.
std::optional<SettingsProblem> findSettingsProblem(const PairingSettings& settings);

// settingsProblem()'s English text for it ("forbidden pair: player 3 with themself").
std::string describe(const SettingsProblem& problem);

}  // namespace tengen::pairing
