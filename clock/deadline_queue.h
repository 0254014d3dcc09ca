#pragma once
// The one scheduler's queue for a hall of clocks: each board's next deadline (a call, a period
// change, a flag, a forfeit), earliest first. A board's older entries are dropped lazily when it
// is rescheduled, so rescheduling costs O(log n) and nothing scans every board.

#include <cstddef>
#include <optional>
#include <queue>
#include <vector>

#include "clock/time.h"

namespace tengen::clock {

class DeadlineQueue {
 public:
  explicit DeadlineQueue(std::size_t boards) : generation_(boards, 0) {}

  // Replaces the board's deadline (none: the board sleeps until it is rescheduled).
  void schedule(std::size_t board, std::optional<Ms> at);
  // The earliest live deadline.
  std::optional<Ms> next();
  // Removes and returns the boards whose deadline is <= now (each once).
  std::vector<std::size_t> popDue(Ms now);

 private:
  struct Entry {
    Ms at;
    std::size_t board;
    unsigned generation;
    bool operator>(const Entry& o) const { return at > o.at; }
  };
  void dropStale();

  std::vector<unsigned> generation_;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap_;
};

}  // namespace tengen::clock
