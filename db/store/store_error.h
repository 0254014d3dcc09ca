#pragma once
// The one error type of the event store. The kind lets each front end say it in its own language;
// the detail names the file, row or value concerned.

#include <optional>
#include <stdexcept>
#include <string>

#include "pairing/event_problem.h"

namespace tengen::db {

class StoreError : public std::runtime_error {
 public:
  enum class Kind {
    FileMissing,   // the event file does not exist
    FileExists,    // creating over an existing file
    NotAnEvent,    // the file is not a Tengen event (or not SQLite at all)
    NewerSchema,   // written by a newer Tengen; detail = the file's schema version
    Invalid,       // a value fails validation; detail = "field: reason"
    NoSuchPlayer,  // detail = the id
    NoSuchRound,   // detail = the round number
    NoSuchGame,    // detail = "round R board B"
    StaleVersion,  // someone else changed the row since it was read
    Busy,          // another process held the event's write lock past the busy timeout
    Database,      // the database refused; detail = its message
  };

  StoreError(Kind kind, std::string detail)
      : std::runtime_error(describe(kind) + ": " + detail),
        kind_(kind),
        detail_(std::move(detail)) {}

  // An event's settings refused (Invalid): the problem as a value, so that the front ends word
  // it; the detail holds its English text.
  explicit StoreError(pairing::EventProblem problem)
      : StoreError(Kind::Invalid, pairing::describe(problem)) {
    eventProblem_ = problem;
  }

  Kind kind() const { return kind_; }
  const std::string& detail() const { return detail_; }
  const std::optional<pairing::EventProblem>& eventProblem() const { return eventProblem_; }

  // English description of a kind (for logs and the exception's what()).
  static std::string describe(Kind kind);

 private:
  Kind kind_;
  std::string detail_;
  std::optional<pairing::EventProblem> eventProblem_;
};

}  // namespace tengen::db
