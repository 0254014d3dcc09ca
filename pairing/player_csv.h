#pragma once
// Players from a CSV file with a header row naming the columns in any order: name (required),
// latin_name, rank (required), rating, club, country, born, egd_pin.

#include <string>
#include <string_view>
#include <vector>

#include "pairing/player.h"

namespace tengen::pairing {

struct PlayerCsvError {
  int line = 0;    // physical line in the file (the header is line 1)
  int row = 0;     // data row (the first player is row 1); 0 for the header
  int column = 0;  // column number from 1; 0 when the problem is the whole row
  std::string columnName;
  std::string value;
  std::string problem;  // English; the front ends translate by kind
  enum class Kind { Syntax, MissingColumn, UnknownColumn, FieldCount, Required, BadRank,
                    BadRating, BadDate, Duplicate } kind = Kind::Syntax;
};

struct PlayerCsvImport {
  std::vector<Player> players;
  std::vector<PlayerCsvError> errors;  // any error means nothing may be imported
};

PlayerCsvImport parsePlayersCsv(std::string_view text);

// The column names the importer accepts, in the order the exporter writes them.
const std::vector<std::string>& playerCsvColumns();

// Writes players as CSV with the header of playerCsvColumns().
std::string writePlayersCsv(const std::vector<Player>& players);

}  // namespace tengen::pairing
