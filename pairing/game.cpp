#include "pairing/game.h"

namespace tengen::pairing {

std::string_view toCode(ColourMethod method) {
  switch (method) {
    case ColourMethod::Balance:
      return "balance";
    case ColourMethod::Nigiri:
      return "nigiri";
    case ColourMethod::Draw:
      return "draw";
    case ColourMethod::Manual:
      return "manual";
    case ColourMethod::Handicap:
      return "handicap";
  }
  return "balance";
}

std::optional<ColourMethod> colourMethodFromCode(std::string_view code) {
  if (code == "balance") return ColourMethod::Balance;
  if (code == "nigiri") return ColourMethod::Nigiri;
  if (code == "draw") return ColourMethod::Draw;
  if (code == "manual") return ColourMethod::Manual;
  if (code == "handicap") return ColourMethod::Handicap;
  return std::nullopt;
}

}  // namespace tengen::pairing
