#include "pairing/event_problem.h"

namespace tengen::pairing {

std::optional<EventProblem> findEventProblem(const Event& e) {
  using K = EventProblem::Kind;
  if (e.name.empty()) return EventProblem{K::NoName};
  if (e.rounds < kMinRounds || e.rounds > kMaxRounds) return EventProblem{K::RoundsOutOfRange};
  if (e.boardSize < kMinBoard || e.boardSize > kMaxBoard) return EventProblem{K::BoardOutOfRange};
  if (e.komi < rules::HalfPoints(-2 * kMaxKomiPoints) ||
      e.komi > rules::HalfPoints(2 * kMaxKomiPoints))
    return EventProblem{K::KomiOutOfRange};
  if (e.startDate && e.endDate && *e.endDate < *e.startDate)
    return EventProblem{K::EndsBeforeStart};
  return std::nullopt;
}

std::string describe(const EventProblem& problem) {
  switch (problem.kind) {
    case EventProblem::Kind::NoName:
      return "name: the event needs a name";
    case EventProblem::Kind::RoundsOutOfRange:
      return "rounds: must be between 1 and 99";
    case EventProblem::Kind::BoardOutOfRange:
      return "size: the board must be 2 to 25 lines";
    case EventProblem::Kind::KomiOutOfRange:
      return "komi: must be between -1000 and 1000";
    case EventProblem::Kind::EndsBeforeStart:
      return "dates: the event ends before it starts";
  }
  return "event: invalid";
}

}  // namespace tengen::pairing
