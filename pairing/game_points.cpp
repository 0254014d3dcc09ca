#include "pairing/game_points.h"

namespace tengen::pairing {

int gameHalfPoints(const std::optional<Result>& result, bool black) {
  if (!result) return 0;
  switch (result->outcome) {
    case Outcome::BlackWins:
      return black ? 2 : 0;
    case Outcome::WhiteWins:
      return black ? 0 : 2;
    case Outcome::Jigo:
      return 1;
    case Outcome::BothWin:
      return 2;
    case Outcome::BothLose:
    case Outcome::Unplayed:
      return 0;
  }
  return 0;
}

}  // namespace tengen::pairing
