#include "db/store/migrations_modules.h"

namespace tengen::db {

// The counting board's schema steps (versions 60-69): one verified count per game, replaced when
// the referee saves the game's count again. The row names the game by round and board and keeps
// its players (references, so `tengen db copy` renumbers them with the players), so a count saved
// before a redraw is not shown for another pairing.
std::vector<Migration> countingMigrations() {
  return {
      {60,
       "counting: verified counts of finished games (position, dead stones, counts, result)",
       {
           R"(CREATE TABLE counting (
                event_id INTEGER NOT NULL REFERENCES event(id),
                round INTEGER NOT NULL CHECK (round >= 1),
                board INTEGER NOT NULL CHECK (board >= 1),
                black INTEGER NOT NULL REFERENCES player(id),
                white INTEGER NOT NULL REFERENCES player(id),
                sgf BLOB,
                position TEXT NOT NULL,
                dead TEXT NOT NULL DEFAULT '',
                seki TEXT NOT NULL DEFAULT '',
                rules TEXT NOT NULL,
                komi_half INTEGER NOT NULL,
                handicap INTEGER NOT NULL,
                black_count_half INTEGER NOT NULL,
                white_count_half INTEGER NOT NULL,
                neutral INTEGER NOT NULL,
                margin_half INTEGER NOT NULL,
                result TEXT NOT NULL,
                reported TEXT NOT NULL DEFAULT '',
                reported_agrees INTEGER,
                verified_utc TEXT NOT NULL,
                PRIMARY KEY (event_id, round, board)))",
       }},
  };
}

}  // namespace tengen::db
