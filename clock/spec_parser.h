#pragma once
// Time-control specs as a director types them: "byoyomi:60m+5x30s", "chinese:120m,reserve=5",
// the SGF OT forms "5x30 byo-yomi" / "25/600 Canadian" after a main time, and so on.

#include <string>
#include <string_view>
#include <variant>

#include "clock/settings.h"

namespace tengen::clock {

struct SpecError {
  std::string detail;  // English: what is wrong with the spec
};

// Parses one spec. Durations take h, m or s ("1h30m", "90m", "30s", "1.5m"); the SGF forms take
// seconds as SGF writes them. Options after commas: table=2002|1988|japanese, cap=DURATION
// (Fischer).
std::variant<ClockSettings, SpecError> parseSpec(std::string_view spec);
// One accepted form per line, with an example each (for error messages and --help).
const std::vector<std::string>& acceptedSpecForms();
// A duration with a unit ("90m", "1h30m", "12.5s"); std::nullopt if malformed.
std::optional<Ms> parseDuration(std::string_view text, bool bareSeconds = false);

}  // namespace tengen::clock
