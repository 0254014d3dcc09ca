#pragma once
// Stores games read from a CSV file (pairing/games_csv.h) in one transaction: a round the event
// has not drawn yet (the next one: rounds stay in order) is stored as given (pairings made
// elsewhere, colours "manual"); in a drawn round each row must be the game already on that board,
// and its result is entered. Results that contradict the referee's ledger, or overwrite a different
// stored result, are refused: nothing of the file is stored then.

#include <stdexcept>
#include <string>
#include <vector>

#include "db/store/event_store.h"
#include "pairing/games_csv.h"

namespace tengen::db {

struct GamesImportRefused : std::runtime_error {
  enum class Kind { NotTheDrawnGame, ResultDiffers, LedgerConflict, RoundOutOfOrder };
  GamesImportRefused(Kind kind, int line, const std::string& detail)
      : std::runtime_error(detail), kind(kind), line(line) {}
  Kind kind;
  int line;  // the CSV line of the refused row
};

struct GamesImportSummary {
  std::vector<int> roundsCreated;
  int resultsEntered = 0;    // results stored (new or cleared ones are not counted)
  int resultsUnchanged = 0;  // rows whose result the game already had
};

GamesImportSummary importGames(EventStore& store, const std::vector<pairing::GameCsvRow>& rows);

}  // namespace tengen::db
