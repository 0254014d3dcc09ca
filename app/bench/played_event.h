#pragma once
// The synthetic event the front ends' benchmarks load (`tengen bench web`, the desk's --bench):
// generated players, rounds drawn by the draw service and played with random results entered
// through the one result door, as every front end enters a result.

#include <QString>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

#include "db/store/event_store.h"
#include "pairing/player.h"

namespace tengen::bench {

struct PlayedEventSpec {
  QString path;      // the new event file
  std::string name;  // the event's name
  int players = 0;   // generated, ids from firstId on
  pairing::PlayerId firstId = 1;
  int rounds = 0;          // drawn
  int playedRounds = 0;    // the first ones of them with their results
  std::uint64_t seed = 0;  // of players, draws and results
  std::string who;         // who enters the results (the result log's name)
};

// The result door refused a simulated result; nothing of that round's results is stored.
class ResultRefused : public std::runtime_error {
 public:
  ResultRefused(int round, int board)
      : std::runtime_error("simulated result refused"), round(round), board(board) {}
  int round;
  int board;
};

// Creates the event as `spec` says; throws ResultRefused, or what the store throws.
std::unique_ptr<db::EventStore> createPlayedEvent(const PlayedEventSpec& spec);

}  // namespace tengen::bench
