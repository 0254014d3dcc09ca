#include "db/service/games_import.h"

#include <algorithm>
#include <map>

#include "db/service/draw_operations.h"
#include "db/service/ledger_store.h"

namespace tengen::db {

GamesImportSummary importGames(EventStore& store, const std::vector<pairing::GameCsvRow>& rows) {
  using Refused = GamesImportRefused;
  std::map<int, std::vector<const pairing::GameCsvRow*>> byRound;
  for (const auto& row : rows) byRound[row.game.round].push_back(&row);

  GamesImportSummary summary;
  LedgerStore ledger(store);
  store.transaction([&] {
    // Rounds are read and stored under the event's draw lock: a draw made meanwhile by another
    // desk is seen here, never replaced.
    lockDraws(store);
    const pairing::Event event = store.event();
    for (const auto& [number, roundRows] : byRound) {
      const std::optional<pairing::Round> drawn = store.round(number);
      if (!drawn) {
        const std::vector<int> numbers = store.roundNumbers();
        const int next = numbers.empty() ? 1 : numbers.back() + 1;
        if (number != next)
          throw Refused(Refused::Kind::RoundOutOfOrder, roundRows.front()->line,
                        "round " + std::to_string(number) + " cannot be stored before round " +
                            std::to_string(next));
        pairing::Round round;
        round.number = number;
        for (const auto* row : roundRows) {
          pairing::Game g = row->game;
          if (!row->komiGiven) g.komi = g.handicap > 0 ? rules::HalfPoints(1) : event.komi;
          g.result.reset();  // entered below, through the same checks as every result
          round.games.push_back(g);
        }
        store.saveRound(round);
        summary.roundsCreated.push_back(number);
      }
      const pairing::Round round = drawn ? *drawn : *store.round(number);
      for (const auto* row : roundRows) {
        const pairing::Game& want = row->game;
        const auto game =
            std::find_if(round.games.begin(), round.games.end(),
                         [&](const pairing::Game& g) { return g.board == want.board; });
        if (game == round.games.end() || game->black != want.black || game->white != want.white)
          throw Refused(Refused::Kind::NotTheDrawnGame, row->line,
                        "round " + std::to_string(number) + " board " + std::to_string(want.board) +
                            " is not this game in the event's draw");
        if (!want.result) continue;
        if (game->result == want.result) {
          ++summary.resultsUnchanged;
          continue;
        }
        if (game->result)
          throw Refused(Refused::Kind::ResultDiffers, row->line,
                        "round " + std::to_string(number) + " board " + std::to_string(want.board) +
                            " already has the result " + game->result->toString());
        // Through the result log's one door: checked against the ledger, logged as an entry.
        try {
          ledger.enterResult(number, want.board, want.result);
        } catch (const LedgerError& e) {
          if (e.reason() != LedgerError::Reason::Contradicts) throw;
          throw Refused(Refused::Kind::LedgerConflict, row->line,
                        "round " + std::to_string(number) + " board " + std::to_string(want.board) +
                            ": the result contradicts the referee's ruling");
        }
        ++summary.resultsEntered;
      }
    }
  });
  return summary;
}

}  // namespace tengen::db
