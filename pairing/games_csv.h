#pragma once
// Games (pairings and results) from a CSV file, as another program or a paper record gives them:
// a header row naming the columns in any order: round, board, black, white (required), result,
// handicap, komi; black_name and white_name are read-only companions the exporter writes.
// A player is named by Tengen id, EGD PIN, or a name / Latin name that fits exactly one player:
// names are never silently guessed (two players of one name must be given by id).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/game.h"
#include "pairing/player.h"

namespace tengen::pairing {

struct GameCsvRow {
  int line = 0;  // physical line of the record
  Game game;     // round, board, black, white, handicap, komi (if given), result
  bool komiGiven = false;
};

struct GameCsvError {
  int line = 0;
  int column = 0;  // from 1; 0 for the whole row or file
  std::string columnName;
  std::string value;
  std::string problem;  // English; the front ends quote it with line and column
};

struct GamesCsvImport {
  std::vector<GameCsvRow> rows;
  std::vector<GameCsvError> errors;  // any error: nothing may be imported
};

// True when the header row names a `round` column: the file holds games, not players.
bool looksLikeGamesCsv(std::string_view text);

// Parses and checks the rows against the event's players and number of rounds: unknown or
// ambiguous players, a player twice in one round, a board twice in one round, a player against
// themselves, a bad result, round or board are each an error naming line, column and value.
GamesCsvImport parseGamesCsv(std::string_view text, const std::vector<Player>& players,
                             int eventRounds);

// Writes games with the columns parseGamesCsv reads (players by id, names for the reader).
std::string writeGamesCsv(const std::vector<Round>& rounds, const std::vector<Player>& players);

}  // namespace tengen::pairing
