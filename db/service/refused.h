#pragma once
// A service's refusal thrown as an exception: the typed refusal the front ends word in the user's
// language (refusal()), and a fixed message for logs (what()). Each service derives its own
// exception from it (DrawRefused, RoundEditRefused, CountingRefused), so that a catch names the
// refusal it handles.

#include <stdexcept>
#include <utility>

namespace tengen::db {

template <typename Refusal>
class Refused : public std::runtime_error {
 public:
  Refused(const char* message, Refusal refusal)
      : std::runtime_error(message), refusal_(std::move(refusal)) {}
  const Refusal& refusal() const { return refusal_; }

 private:
  Refusal refusal_;
};

}  // namespace tengen::db
