#pragma once
// The consequences of a manual change of the pairs in a director's words, for desk and CLI alike:
// "rematch (they met in round 2)", "same club (Beijing)", "colour imbalance: X would have Black 3
// times in a row". The facts come from pairing::checkManualRound; the criterion weights are only
// details (a tooltip).

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <functional>

#include "db/service/round_edits.h"
#include "pairing/draw.h"

namespace tengen::wording {

class SwapWording {
  Q_DECLARE_TR_FUNCTIONS(SwapWording)
 public:
  using Names = std::function<QString(std::int64_t)>;
  // One consequence, plain text ("Board 3: A – B: rematch (they met in round 2)"). `mcmahon`:
  // scores are McMahon scores (half points shown as .5), else 2-1-0 points (积分).
  static QString issue(const pairing::ManualIssue& issue, const Names& name, bool mcmahon);
  // The change as rich text: the boards changed and one line per consequence.
  static QString consequences(const db::PairingChange& change, const Names& name, bool mcmahon);
  // The weights behind it, plain text: the round's total before and after, each pair's.
  static QString details(const db::PairingChange& change);
};

}  // namespace tengen::wording
