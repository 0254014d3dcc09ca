#include "clock/deadline_queue.h"

namespace tengen::clock {

void DeadlineQueue::schedule(std::size_t board, std::optional<Ms> at) {
  const unsigned g = ++generation_[board];
  if (at) heap_.push({*at, board, g});
}

void DeadlineQueue::dropStale() {
  while (!heap_.empty() && heap_.top().generation != generation_[heap_.top().board]) heap_.pop();
}

std::optional<Ms> DeadlineQueue::next() {
  dropStale();
  if (heap_.empty()) return std::nullopt;
  return heap_.top().at;
}

std::vector<std::size_t> DeadlineQueue::popDue(Ms now) {
  std::vector<std::size_t> due;
  for (dropStale(); !heap_.empty() && heap_.top().at <= now; dropStale()) {
    const std::size_t b = heap_.top().board;
    heap_.pop();
    ++generation_[b];  // due once; the caller reschedules it
    due.push_back(b);
  }
  return due;
}

}  // namespace tengen::clock
