#pragma once
// What makes an event's settings impossible, as a value a front end words in its own language
// (the CLI through CliWords, the desk through tr()). validate() (event.h) is this check with
// describe()'s English text, for logs and exceptions: one check, two forms.

#include <optional>
#include <string>

#include "pairing/event.h"

namespace tengen::pairing {

struct EventProblem {
  enum class Kind {
    NoName,            // the name is empty
    RoundsOutOfRange,  // rounds not in 1..99
    BoardOutOfRange,   // board size not in 2..25
    KomiOutOfRange,    // komi not in -1000..1000
    EndsBeforeStart,   // the end date is before the start date
  };
  Kind kind = Kind::NoName;
  friend bool operator==(const EventProblem&, const EventProblem&) = default;
};

// The limits the checks use, for the words that name them.
inline constexpr int kMinRounds = 1, kMaxRounds = 99, kMinBoard = 2, kMaxBoard = 25;
inline constexpr int kMaxKomiPoints = 1000;

// The first problem (name, rounds, board, komi, dates), or nullopt.
std::optional<EventProblem> findEventProblem(const Event& event);

// Its English text, "field: reason" ("rounds: must be between 1 and 99").
std::string describe(const EventProblem& problem);

}  // namespace tengen::pairing
