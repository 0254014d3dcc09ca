#include "clock/journal.h"

#include <array>
#include <utility>

namespace tengen::clock {

namespace {
constexpr std::array<std::pair<EventKind, std::string_view>, 15> kCodes{{
    {EventKind::Start, "start"},
    {EventKind::Arrive, "arrive"},
    {EventKind::Move, "move"},
    {EventKind::Pass, "pass"},
    {EventKind::Pause, "pause"},
    {EventKind::Resume, "resume"},
    {EventKind::FreezeBegin, "freeze"},
    {EventKind::FreezeEnd, "unfreeze"},
    {EventKind::Seal, "seal"},
    {EventKind::Adjust, "adjust"},
    {EventKind::SetPeriods, "set_periods"},
    {EventKind::Undo, "undo"},
    {EventKind::Flag, "flag"},
    {EventKind::Forfeit, "forfeit"},
    {EventKind::Note, "note"},
}};
}  // namespace

std::string_view kindCode(EventKind k) {
  for (const auto& [kind, code] : kCodes)
    if (kind == k) return code;
  return "?";
}

std::optional<EventKind> kindFromCode(std::string_view code) {
  for (const auto& [kind, c] : kCodes)
    if (c == code) return kind;
  return std::nullopt;
}

}  // namespace tengen::clock
