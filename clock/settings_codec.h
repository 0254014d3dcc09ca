#pragma once
// Settings as one line of text for storage, exact and round-tripping (integer milliseconds):
//   "system=chinese;main=6900000;periods=60000/1,60000/1;inc=0;cap=-;delay=0;calls=2002"
// A period is LENGTH/MOVES, with "c" appended for carry-over ("600000/15c").

#include <optional>
#include <string>
#include <string_view>

#include "clock/settings.h"

namespace tengen::clock {

std::string encodeSettings(const ClockSettings& s);
// std::nullopt for text that is not an encoding of usable settings.
std::optional<ClockSettings> decodeSettings(std::string_view text);

std::string_view systemCode(System system);
std::optional<System> systemFromCode(std::string_view code);

}  // namespace tengen::clock
