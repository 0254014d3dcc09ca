#pragma once
// Standings after any round: scores, every tie-break, places with ex-aequo, and each player's
// round-by-round record (for crosstables and rating exports). Pure functions of the model.

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "pairing/event.h"
#include "pairing/game.h"
#include "pairing/player.h"
#include "reports/scoring.h"

namespace tengen::reports {

// Everything a report needs: the event, its players and its rounds (any order).
struct Tournament {
  pairing::Event event;
  std::vector<pairing::Player> players;
  std::vector<pairing::Round> rounds;

  // The highest round number that has a draw (0 when none).
  int lastRound() const;
  // The round standings are "after" by default: the last drawn round in which a game has a
  // result (a round drawn but not yet played adds nothing, so it is not "after" it); the last
  // drawn round when none has a result; 0 when none is drawn.
  int lastPlayedRound() const;
  const pairing::Player* player(pairing::PlayerId id) const;
  const pairing::Round* round(int number) const;
};

// What a player's round was.
enum class EntryKind {
  Game,     // paired and the result is known (outcome says how it went for this player)
  Pending,  // paired, no result yet: counts nothing
  Bye,      // 轮空
  Absent,   // not paired and no bye (absent, withdrawn, not yet registered)
};
// The game from this player's side; None for a game recorded as "unplayed".
enum class PlayerOutcome { Win, Loss, Jigo, None };

struct RoundEntry {
  int round = 0;
  EntryKind kind = EntryKind::Absent;
  pairing::PlayerId opponent = 0;  // 0 unless Game or Pending
  int board = 0;
  bool black = false;
  int handicap = 0;
  PlayerOutcome outcome = PlayerOutcome::None;
  bool forfeit = false;    // decided by forfeit (不战)
  bool byReferee = false;  // decided by the referee
  int units = 0;           // score units earned this round
};

struct StandingRow {
  pairing::Player player;
  int place = 0;         // 1-based; tied players share the place
  bool exAequo = false;  // true when another player has the same place
  bool withdrawn = false;
  std::int64_t score = 0;  // half units (see scoring.h)
  std::int64_t mms = 0;    // half units
  // One value per criterion of the settings' order (half units; NBW in half wins; RATING raw).
  std::vector<std::int64_t> values;
  std::vector<std::int64_t> sosReverse;  // the full 逆减 sequence (first element = values' SOS-R)
  std::vector<RoundEntry> entries;       // rounds 1..afterRound
};

struct Standings {
  int afterRound = 0;
  StandingsSettings settings;
  std::vector<StandingRow> rows;                        // in place order
  std::unordered_map<pairing::PlayerId, int> rowIndex;  // player id -> index in rows

  // The divisor that turns a criterion's stored integer into the displayed number.
  int divisor(Criterion criterion) const;
  // The criterion's value as displayed: "12", "3.5", "7.25".
  std::string display(Criterion criterion, std::int64_t value) const;
  // The score in display form (the primary score: MMS for McMahon orders).
  Criterion primary() const;
  std::string displayScore(const StandingRow& row) const;
  // The index of the row of a player, or -1.
  int indexOf(pairing::PlayerId id) const;
};

// Standings after `afterRound` (0: the last round with a draw). Only rounds 1..afterRound count,
// so the result for an earlier round never changes when later rounds are played.
Standings computeStandings(const Tournament& tournament, const StandingsSettings& settings,
                           int afterRound = 0);

// A rational given as integer/divisor, written with as few decimals as needed ("3", "3.5", "3.25").
std::string formatFraction(std::int64_t value, int divisor);

// The McMahon start score of a rank strength in points (see ScoringConvention).
int mcMahonStart(int strength, const ScoringConvention& scoring);
// The rating used by RATING: the player's rating, or the EGF GoR of the middle of the rank.
int ratingOf(const pairing::Player& player);

}  // namespace tengen::reports
