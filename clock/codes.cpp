// The codes of the clock's enums: the stable text each value is written as in journals, SQL and
// JSON (journal event kinds, refusals, timeline event types, call styles, time systems). One list
// per enum is read both ways, so that the code a value is written as and the value a code reads
// back as cannot drift apart; all of them here, where a new code is checked against the others.
// The clock depends on nothing of ours (rules/code_table.h does the same for the other modules).

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

#include "clock/calls.h"
#include "clock/game_clock.h"
#include "clock/journal.h"
#include "clock/settings_codec.h"
#include "clock/timeline.h"

namespace tengen::clock {
namespace {

template <typename Enum, std::size_t N>
using CodeList = std::array<std::pair<Enum, std::string_view>, N>;

// `value`'s code; `unknown` for a value the list lacks (none of the enum's own).
template <typename Enum, std::size_t N>
constexpr std::string_view codeIn(const CodeList<Enum, N>& list, Enum value,
                                  std::string_view unknown) {
  const auto found = std::ranges::find(list, value, &std::pair<Enum, std::string_view>::first);
  return found == list.end() ? unknown : found->second;
}

// The value written as `code`, nullopt for any other text.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> valueIn(const CodeList<Enum, N>& list, std::string_view code) {
  const auto found = std::ranges::find(list, code, &std::pair<Enum, std::string_view>::second);
  if (found == list.end()) return std::nullopt;
  return found->first;
}

constexpr CodeList<EventKind, 15> kEventKindCodes{{
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

constexpr CodeList<Refusal, 11> kRefusalCodes{{
    {Refusal::None, "ok"},
    {Refusal::NotStarted, "not_started"},
    {Refusal::AlreadyStarted, "already_started"},
    {Refusal::GameOver, "game_over"},
    {Refusal::TimeWentBack, "time_went_back"},
    {Refusal::Paused, "paused"},
    {Refusal::NotPaused, "not_paused"},
    {Refusal::Absent, "absent"},
    {Refusal::NotAbsent, "not_absent"},
    {Refusal::NothingToUndo, "nothing_to_undo"},
    {Refusal::BadValue, "bad_value"},
}};

constexpr CodeList<ClockEventType, 6> kEventTypeCodes{{
    {ClockEventType::Call, "call"},
    {ClockEventType::PeriodUsed, "period_used"},
    {ClockEventType::ByoyomiStart, "byoyomi_start"},
    {ClockEventType::Flag, "flag"},
    {ClockEventType::Forfeit, "forfeit"},
    {ClockEventType::Move, "move"},
}};

constexpr CodeList<CallStyle, 3> kCallStyleCodes{{
    {CallStyle::China2002, "2002"},
    {CallStyle::China1988, "1988"},
    {CallStyle::Japanese, "japanese"},
}};

constexpr CodeList<System, 8> kSystems{{
    {System::Absolute, "absolute"},
    {System::Japanese, "japanese"},
    {System::Chinese, "chinese"},
    {System::Fast, "fast"},
    {System::Canadian, "canadian"},
    {System::Stages, "stages"},
    {System::Fischer, "fischer"},
    {System::Bronstein, "bronstein"},
}};

}  // namespace

std::string_view kindCode(EventKind k) {
  return codeIn(kEventKindCodes, k, "?");
}

std::optional<EventKind> kindFromCode(std::string_view code) {
  return valueIn(kEventKindCodes, code);
}

std::string_view refusalCode(Refusal r) {
  return codeIn(kRefusalCodes, r, "?");
}

std::string_view eventTypeCode(ClockEventType type) {
  return codeIn(kEventTypeCodes, type, "call");
}

std::string_view callStyleCode(CallStyle style) {
  return codeIn(kCallStyleCodes, style, "2002");
}

std::string_view systemCode(System system) {
  return codeIn(kSystems, system, "absolute");
}

std::optional<System> systemFromCode(std::string_view code) {
  return valueIn(kSystems, code);
}

}  // namespace tengen::clock
