#pragma once
// The draw of one round for every system: Chinese Swiss (积分编排), McMahon, round robin and
// knockout. Plain C++: the caller passes the event, the settings, the players, the earlier rounds
// and the seed; nothing here reads a clock, a file or a global random source.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "pairing/draw_codes.h"
#include "pairing/draw_settings.h"
#include "pairing/event.h"
#include "pairing/game.h"
#include "pairing/matching.h"
#include "pairing/player.h"

namespace tengen::pairing {

struct DrawInput {
  Event event;
  PairingSettings settings;
  std::vector<Player> players;
  std::vector<Round> previous;  // the rounds before `round` (any order; later ones are ignored)
  int round = 1;
  std::uint64_t seed = 0;
};

// Why a player cannot be paired.
enum class UnpairableReason {
  NoOpponentLeft,    // every other available player is forbidden or already fixed
  GroupCannotPair,   // a set of players whose allowed opponents are too few for all of them
  MissingResult,     // knockout: the winner of the previous game is not known
  NotEnoughPlayers,  // fewer than two players can play this round
  RoundOutOfRange,   // round robin / knockout: the round does not exist in the schedule
};
std::string_view toCode(UnpairableReason reason);

struct NoValidPairing {
  struct Entry {
    PlayerId player = 0;
    UnpairableReason reason = UnpairableReason::GroupCannotPair;
    std::vector<PlayerId> allowedOpponents;  // who this player could still meet
  };
  std::vector<Entry> players;
  std::string summary;  // English, for logs; front ends translate by reason
};

struct DrawOutcome {
  std::optional<Round> round;
  std::optional<NoValidPairing> failure;
  MatchingStats stats;
};

// Makes the draw of input.round for input.event.system.
DrawOutcome makeDraw(const DrawInput& input);

// --- What the criteria say about a pair, and why a player got the opponent it got ---

struct CriterionWeight {
  DrawCriterion criterion = DrawCriterion::AvoidDuplicates;
  std::int64_t weight = 0;
};

struct PairExplanation {
  PlayerId a = 0;
  PlayerId b = 0;
  bool allowed = true;  // false: forbidden pair, or one of them does not play
  std::vector<CriterionWeight> criteria;
  std::int64_t total = 0;
};

struct Alternative {
  PlayerId opponent = 0;
  PlayerId opponentsOpponent = 0;  // 0 when that player had the bye or is not in the matching
  PairExplanation pair;
  // Total weight lost by swapping (player-opponent, alternative-its opponent) for
  // (player-alternative, opponent-its opponent); >= 0 when the draw is optimal.
  std::int64_t swapLoss = 0;
};

struct PlayerExplanation {
  PlayerId player = 0;
  std::optional<PlayerId> opponent;  // nullopt: bye or not paired
  std::optional<PairExplanation> chosen;
  std::vector<Alternative> alternatives;  // best first
};

// The weights the draw of `input` uses (Swiss and McMahon; other systems have no weights), for
// the field of `drawn` (its paired players) or, without it, every player who plays the round.
PairExplanation explainPair(const DrawInput& input, const Round* drawn, PlayerId a, PlayerId b);
// Every pair's total weight over the same field at once (players in `ids`, weights row-major,
// kForbidden for a pair that may not play): for audits and for checking the draw against a
// matching over the complete graph.
struct FieldWeights {
  std::vector<PlayerId> ids;
  std::vector<std::int64_t> weights;  // ids.size() squared
};
FieldWeights fieldWeights(const DrawInput& input, const Round* drawn);
PlayerExplanation explainPlayer(const DrawInput& input, const Round& drawn, PlayerId player,
                                int alternatives = 5);

// --- Pieces the front ends and tests use ---

// Score in half points (win 2, jigo 1, loss 0; a bye gives settings.byeHalfPoints, and
// settings.mmsByeHalfPoints to the MMS) before `round`.
struct Standing {
  PlayerId id = 0;
  int score = 0;  // half points
  int mms = 0;    // McMahon score, half points (start + score)
  int blacks = 0;
  int whites = 0;
  int byes = 0;
  int drawnUp = 0;
  int drawnDown = 0;
  std::vector<PlayerId> opponents;
};
std::vector<Standing> standings(const DrawInput& input);
// McMahon starting score in whole points (rank clamped to [floor, bar], floor = 0, + correction).
int mcmahonStart(const PairingSettings& settings, const Player& player);
// Handicap stones for a McMahon game between players with these MMS (half points) and ranks.
int mcmahonHandicap(const HandicapSettings& h, int mmsA, int mmsB, const Rank& a, const Rank& b);

// One consequence of a manual change, on one changed board.
struct ManualIssue {
  ManualIssueKind kind = ManualIssueKind::Rematch;
  int board = 0;
  PlayerId a = 0;  // the pair (colour-balance: a is the player concerned, b the opponent)
  PlayerId b = 0;
  int value = 0;  // score-difference: half points (MMS for McMahon); colour-balance: whites minus
                  // blacks after the game; handicap: stones
  // Facts a front end words for a director (the weights are only details):
  std::vector<int> metInRounds;  // rematch: the rounds in which a and b played each other
  std::string shared;            // same-club / same-country: the club or country they share
  int scoreA = 0;                // score-difference: a's and b's scores (as value)
  int scoreB = 0;
  bool black = false;  // colour-balance: a has Black in this game (else White)
  int colourRun = 0;   // colour-balance: a's games in a row with that colour, this one included
  std::int64_t weight = 0;  // the pair's total criterion weight after the change (details)
};

// The weight of every criterion for a swapped or manual pair: the consequences a desk shows.
struct SwapCheck {
  // Each kind of issue raised, once, in the order of ManualIssueKind.
  std::vector<ManualIssueKind> warnings;
  std::vector<ManualIssue> issues;  // the same, board by board (new pairs and changed colours)
  std::int64_t weightBefore = 0;
  std::int64_t weightAfter = 0;
};
// Checks a round after a manual change of the pairs in `changed` (their pairs in `after`).
SwapCheck checkManualRound(const DrawInput& input, const Round& before, const Round& after);

}  // namespace tengen::pairing
