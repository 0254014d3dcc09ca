#pragma once
// Rounds and the games in them.

#include <boost/date_time/posix_time/posix_time_types.hpp>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "pairing/player.h"
#include "pairing/result.h"
#include "rules/half_points.h"

namespace tengen::pairing {

// How the colours of a game were decided.
enum class ColourMethod { Balance, Nigiri, Draw, Manual, Handicap };

struct Game {
  std::int64_t id = 0;  // 0 until stored
  int round = 0;
  int board = 0;        // table number, from 1
  PlayerId black = 0;
  PlayerId white = 0;
  int handicap = 0;     // stones; 0 = even game
  rules::HalfPoints komi{15};  // 7.5
  ColourMethod colours = ColourMethod::Balance;
  std::optional<Result> result;  // nullopt while the game is not finished
  std::int64_t version = 0;
};

struct Round {
  int number = 0;
  std::uint64_t seed = 0;  // the random seed the draw was made with, stored for audits
  std::optional<boost::posix_time::ptime> startTime;  // UTC
  std::vector<Game> games;
  std::vector<PlayerId> byes;
};

std::string_view toCode(ColourMethod method);
std::optional<ColourMethod> colourMethodFromCode(std::string_view code);

}  // namespace tengen::pairing
