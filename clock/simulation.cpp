#include "clock/simulation.h"

#include <cctype>

#include "clock/spec_parser.h"

namespace tengen::clock {

std::optional<std::vector<SimMove>> parseMoves(std::string_view text, std::string* bad) {
  std::vector<SimMove> moves;
  std::size_t i = 0;
  while (i < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[i])) || text[i] == ',') {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) &&
           text[end] != ',')
      ++end;
    std::string_view token = text.substr(i, end - i);
    i = end;
    SimMove m;
    if (token.front() == 'p' || token.front() == 'P') {
      m.pass = true;
      token.remove_prefix(1);
    }
    if (token.empty() && m.pass) {
      moves.push_back(m);
      continue;
    }
    auto ms = parseDuration(token, true);
    if (!ms || *ms < 0) {
      if (bad) *bad = (m.pass ? "p" : "") + std::string(token);
      return std::nullopt;
    }
    m.spent = *ms;
    moves.push_back(m);
  }
  return moves;
}

std::vector<ClockEvent> simulate(const GameSettings& settings, const std::vector<SimMove>& moves) {
  std::vector<ClockEvent> out;
  GameClock clock(settings);
  clock.start(0);
  for (ClockEvent& e : clock.eventsAt(0)) out.push_back(std::move(e));
  Ms t = 0;
  int number = 0;
  for (const SimMove& m : moves) {
    const Player p = clock.toMove();
    const Ms at = t + m.spent;
    for (ClockEvent& e : clock.eventsIn(t, at)) out.push_back(std::move(e));
    clock.update(at);
    if (clock.outcome().over) break;
    if ((m.pass ? clock.pass(at) : clock.move(at)) != Refusal::None) break;
    ++number;
    const PlayerView v = clock.view(p, at);
    const std::string n = std::to_string(number);
    out.push_back({at, p, ClockEventType::Move, m.pass ? "第" + n + "手：停一手" : "第" + n + "手",
                   m.pass ? "move " + n + ": pass" : "move " + n, v.main, v.periods});
    for (ClockEvent& e : clock.eventsAt(at)) out.push_back(std::move(e));  // the next turn's start
    t = at;
  }
  return out;
}

}  // namespace tengen::clock
