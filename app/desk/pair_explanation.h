#pragma once
// "Why this pair": the words the Rounds view shows for a board of a drawn round, from
// pairing::explainPair (the weight of each criterion) and pairing::explainPlayer (each player's
// best alternatives and what swapping to them would lose). Wording only; the weights come from
// the pairing module.

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <map>

#include "pairing/draw.h"

namespace tengen::desk {

class PairExplanationText {
  Q_DECLARE_TR_FUNCTIONS(PairExplanationText)
 public:
  // HTML for `game` of `drawn`; `input` is the draw's input for that round (db::loadDrawInput),
  // `names` the display names by player id.
  static QString html(const pairing::DrawInput& input, const pairing::Round& drawn,
                      const pairing::Game& game, const std::map<std::int64_t, QString>& names);
  // The translated name of a criterion.
  static QString criterionName(pairing::DrawCriterion criterion);
};

}  // namespace tengen::desk
