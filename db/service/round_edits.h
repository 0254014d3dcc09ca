#pragma once
// Changing a drawn round by hand, the one set of operations both front ends call (`tengen swap`,
// `tengen nigiri` and the desk's Rounds view): propose a swap or a pair (nothing stored; the
// proposal carries pairing::checkManualRound's consequences for the user to confirm), store a
// confirmed proposal, and record a nigiri done at a board.

#include <optional>
#include <vector>

#include "db/service/refused.h"
#include "db/store/event_store.h"
#include "pairing/draw.h"
#include "pairing/nigiri.h"

namespace tengen::db {

// Why a change of a drawn round was refused; the front ends word it in the user's language.
struct RoundEditRefusal {
  enum class Kind {
    NotDrawn,          // the round has no draw
    LaterRoundExists,  // a later round is drawn on top of this one (limit = that round)
    NotInRound,        // a player is not in the round (players)
    SamePlayer,        // the two players (or boards) are the same
    AlreadyPaired,     // pairing two players who already play each other
    BothByes,          // pairing two players who both have the bye: no board to seat them
    UnknownBoard,      // boards lists the unknown board
    HasResult,         // a board concerned already has a result (boards)
    HasRecords,        // a board concerned has referee ledger entries or a board clock (boards)
    Changed,           // the round changed since the proposal was made: propose again
    HandicapGame,      // nigiri: a handicap game's colours are fixed (the weaker takes Black)
    NotInGame,         // nigiri: the holder does not play at that board (players)
    WrongHolder,       // nigiri: players[0] should have held the stones
    HolderNeeded,      // nigiri: equal ranks and no birth dates decide: say who held
    BadCount,          // nigiri: the count is below 1
  };
  Kind kind = Kind::NotDrawn;
  int round = 0;
  int limit = 0;
  std::vector<int> boards;
  std::vector<pairing::PlayerId> players;
};

class RoundEditRefused : public Refused<RoundEditRefusal> {
 public:
  explicit RoundEditRefused(RoundEditRefusal refusal)
      : Refused("round edit refused", std::move(refusal)) {}
};

// A proposed change of a drawn round, with what it costs.
struct PairingChange {
  pairing::Round before;     // the round as stored when proposed
  pairing::Round after;      // the round as it would be stored
  std::vector<int> boards;   // the boards whose players or colours change
  pairing::SwapCheck check;  // the consequences (warnings board by board, weights)
};

// Exchanges players a and b (each takes the other's board and colour, or bye).
PairingChange proposeSwap(EventStore& store, int round, pairing::PlayerId a, pairing::PlayerId b);
// Exchanges the White players of two boards (`tengen swap --boards A,B`).
PairingChange proposeBoardSwap(EventStore& store, int round, int boardA, int boardB);
// Makes a and b play each other: b takes the seat of a's opponent (or a the seat of b's opponent
// when a has the bye).
PairingChange proposePair(EventStore& store, int round, pairing::PlayerId a, pairing::PlayerId b);

// Stores a confirmed proposal in one transaction, with the round's games locked: refuses
// (RoundEditRefused) when the round changed since, a later round is drawn, or a changed board has
// a result, referee ledger entries or a board clock (HasRecords: those name the players who sit
// there, and a warning must never pass to whoever sits there next; the chief referee reverses or
// the TD leaves the board as drawn). Only the changed boards' rows change (the others keep their
// version); the nigiri records of the changed boards are dropped (their colours are now manual).
void replaceRoundPairing(EventStore& store, const PairingChange& change);

// The boards of `round` that have referee ledger entries or a stored board clock, in order.
std::vector<int> boardsWithRecords(const EventStore& store, int round);

// Records the nigiri done at `board` and sets its colours (pairing/nigiri.h), in one transaction
// with the game locked: refused on a board with a result (HasResult) or with ledger entries or a
// board clock (HasRecords). `holder` nullopt:
// the player who should hold (higher rank, else older); refused with HolderNeeded when ranks and
// birth dates are equal. A named holder other than the one who should hold is refused.
pairing::NigiriOutcome recordNigiri(EventStore& store, int round, int board,
                                    std::optional<pairing::PlayerId> holder,
                                    pairing::NigiriGuess guess, int count);

}  // namespace tengen::db
