#include "clock/call_preview.h"

#include "clock/simulation.h"

namespace tengen::clock {

CallPreview previewCalls(const ClockSettings& settings) {
  // Long enough to reach the flag under any settings: every period used once, plus a margin.
  Ms think = settings.main + settings.delay + kHour;
  for (const Period& p : settings.periods) think += p.length;
  const std::vector<ClockEvent> events =
      simulate(GameSettings::same(settings), {SimMove{think, false}});

  // Split into stretches: byo-yomi start opens the first period; a period used closes one.
  std::vector<std::vector<ClockEvent>> stretches(1);
  std::vector<Ms> starts{0};
  bool inPeriods = false;
  for (const ClockEvent& e : events) {
    if (e.player != Player::Black || e.type == ClockEventType::Move) continue;
    if (e.type == ClockEventType::ByoyomiStart && !inPeriods) {
      inPeriods = true;
      if (!stretches.back().empty() || settings.main > 0) {
        stretches.emplace_back();
        starts.push_back(e.at);
      }
    }
    ClockEvent shown = e;
    shown.at -= starts.back();
    stretches.back().push_back(std::move(shown));
    if (e.type == ClockEventType::PeriodUsed) {
      stretches.emplace_back();
      starts.push_back(e.at);
    }
  }
  while (stretches.size() > 1 && stretches.back().empty()) stretches.pop_back();

  CallPreview preview;
  preview.finalStretch = stretches.back();
  if (inPeriods && settings.main > 0) preview.mainTime = stretches.front();
  const std::size_t firstPeriod = (inPeriods && settings.main > 0) ? 1 : 0;
  if (inPeriods && stretches.size() >= firstPeriod + 2) preview.period = stretches[firstPeriod];
  return preview;
}

}  // namespace tengen::clock
