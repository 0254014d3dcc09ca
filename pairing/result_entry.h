#pragma once
// Keyboard-fast result entry as typed at a results desk: "12 b" (Black wins on board 12),
// "12 w+3.5", "12 b+r", "12 =" (jigo), "12 --" (both lose), "12 ?" (clear the result).

#include <optional>
#include <string>
#include <string_view>

#include "pairing/result.h"

namespace tengen::pairing {

struct ResultEntry {
  int board = 0;
  std::optional<Result> result;  // nullopt: clear the board's result
};

// Parses one entry; nullopt when the board number or the result is not understood.
std::optional<ResultEntry> parseResultEntry(std::string_view text);

}  // namespace tengen::pairing
