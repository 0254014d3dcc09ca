#pragma once
// What makes draw settings impossible, as a value a front end words in its own language (the
// desk's Chinese view, the CLI's table). settingsProblem() (draw_settings.h) is this check with
// describe()'s English text: one check, two forms.

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

// The first problem (forbidden pairs, then fixed pairs, then fixed tables), or nullopt.
std::optional<SettingsProblem> findSettingsProblem(const PairingSettings& settings);

// Its English text, "field: reason" ("forbidden pair: player 3 with themself").
std::string describe(const SettingsProblem& problem);

}  // namespace tengen::pairing
