#pragma once
// The referee's ledger in the event store: entries written append-only and hash-chained (SHA-256),
// each game's result kept in step with the ledger's ruling, and results entered later checked
// against it. The rules themselves (what a penalty is, when a game is lost) live in referee/.

#include <cmath>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "db/store/event_store.h"
#include "db/store/result_log.h"
#include "pairing/result.h"
#include "referee/catalogue.h"
#include "referee/ledger.h"

namespace tengen::db {

// A result that cannot come out of a game with its komi (pairing::checkAgainstKomi): jigo or B+3
// with komi 7.5, W+2.5 with komi 6. A StoreError (kind Invalid) so generic handlers still catch it.
class ImpossibleResult : public StoreError {
 public:
  ImpossibleResult(int round, int board, std::string result, rules::HalfPoints komi,
                   pairing::ResultProblem problem)
      : StoreError(Kind::Invalid, "round " + std::to_string(round) + " board " +
                                      std::to_string(board) + ": " + result +
                                      " cannot happen with komi " + komi.toString()),
        round_(round),
        board_(board),
        result_(std::move(result)),
        komi_(komi),
        problem_(problem) {}
  int round() const { return round_; }
  int board() const { return board_; }
  const std::string& result() const { return result_; }
  rules::HalfPoints komi() const { return komi_; }
  pairing::ResultProblem problem() const { return problem_; }

 private:
  int round_;
  int board_;
  std::string result_;
  rules::HalfPoints komi_;
  pairing::ResultProblem problem_;
};

// A penalty the rules do not allow for an infraction under an edition (LedgerError).
struct PenaltyRefusal {
  std::string infraction;  // catalogue code
  std::string penalty;     // the option asked for
  referee::Edition edition = referee::Edition::Y2002;
};

// A refused ledger operation. It is a StoreError (kind Invalid) so generic handlers still catch it;
// front ends switch on reason() (and rulingProblem(), penaltyRefusal()) to say it in their own
// language; the subject is for the English what() and the logs.
class LedgerError : public StoreError {
 public:
  enum class Reason {
    UnknownInfraction,  // detail: the code
    PenaltyNotAllowed,  // detail: "code/penalty/edition"; penaltyRefusal() has the parts
    NoteRequired,       // "other" needs a note saying what happened
    RefereeRequired,    // an entry needs the referee's name
    NoSuchEntry,        // detail: the id
    NotChiefReferee,    // detail: the name given; corrections, appeals and overrides only
    NoChiefReferee,     // the event names no chief referee
    BadRuling,          // rulingProblem() says which; detail: its code
    BadResult,          // detail: the result text
    Contradicts,        // a result against the referee's ruling; detail: "round R board B"
  };

  LedgerError(Reason reason, std::string subject)
      : StoreError(Kind::Invalid, describe(reason) + ": " + subject),
        reason_(reason),
        subject_(std::move(subject)) {}
  // BadRuling: a correction or appeal that checkRuling refused.
  explicit LedgerError(referee::RulingProblem problem)
      : LedgerError(Reason::BadRuling, std::string(referee::toCode(problem))) {
    rulingProblem_ = problem;
  }
  // PenaltyNotAllowed.
  explicit LedgerError(PenaltyRefusal refusal)
      : LedgerError(Reason::PenaltyNotAllowed, refusal.infraction + "/" + refusal.penalty + "/" +
                                                   std::string(referee::toCode(refusal.edition))) {
    penaltyRefusal_ = std::move(refusal);
  }

  Reason reason() const { return reason_; }
  // BadRuling: the problem.
  const std::optional<referee::RulingProblem>& rulingProblem() const { return rulingProblem_; }
  // PenaltyNotAllowed: the infraction, penalty and edition.
  const std::optional<PenaltyRefusal>& penaltyRefusal() const { return penaltyRefusal_; }
  // What the refusal is about (a code, an id, a name), without the description.
  const std::string& subject() const { return subject_; }
  // English description of a reason.
  static std::string describe(Reason reason);

 private:
  Reason reason_;
  std::string subject_;
  std::optional<referee::RulingProblem> rulingProblem_;
  std::optional<PenaltyRefusal> penaltyRefusal_;
};

// An infraction as a referee logs it.
struct InfractionReport {
  int round = 0;
  int board = 0;
  referee::Side player = referee::Side::Black;
  std::string infraction;  // catalogue code
  std::string penalty;     // option code; empty: the default (the milder) one
  std::string referee;
  std::string note;
};

// What a write to the ledger produced: the entry and the game's ruling after it.
struct LedgerWrite {
  referee::LedgerEntry entry;
  referee::GameRuling ruling;
  std::optional<pairing::Result> storedResult;  // the game's result after the write
};

// A result that disagrees with the ledger.
struct LedgerConflict {
  int round = 0;
  int board = 0;
  referee::GameRuling ruling;  // the ruling it contradicts (ruling.result, ruling.decidingEntry)
};

// What `verify` found: chain problems, and games whose stored result disagrees with the ledger.
struct LedgerVerification {
  std::size_t entries = 0;
  std::string head;  // the last entry's hash (genesis hash for an empty ledger)
  std::vector<referee::ChainProblem> chain;
  struct ResultMismatch {
    int round = 0;
    int board = 0;
    std::optional<pairing::Result> stored;
    referee::GameRuling ruling;
  };
  std::vector<ResultMismatch> results;
  // Entries whose recorded player no longer sits at their seat (a warning that would count for
  // someone else): the entry, its game and side, the player recorded and the one seated now.
  struct SeatMismatch {
    std::int64_t entry = 0;
    int round = 0;
    int board = 0;
    referee::Side side = referee::Side::Black;
    std::int64_t recorded = 0;
    std::int64_t seated = 0;  // 0: the game is gone
  };
  std::vector<SeatMismatch> seats;
  bool intact() const { return chain.empty() && results.empty() && seats.empty(); }
};

class LedgerStore {
 public:
  // `now` gives the time written into each entry (ISO 8601 UTC); default: the system clock.
  using Clock = std::function<std::string()>;
  explicit LedgerStore(EventStore& store, Clock now = {});

  // The edition the event referees by (2002 unless set); entries keep the edition they were
  // written under.
  referee::Edition edition() const;
  void setEdition(referee::Edition edition);

  // Every entry of the event, in order; or those of one round / one game.
  std::vector<referee::LedgerEntry> entries() const;
  std::vector<referee::LedgerEntry> entries(std::optional<int> round,
                                            std::optional<int> board) const;
  referee::LedgerEntry entry(std::int64_t id) const;  // throws NoSuchEntry
  referee::GameRuling ruling(int round, int board) const;

  // Inside a transaction: the game locked against every other writer (EventStore::lockGame), then
  // its ledger entries and the event's edition, read after the lock (one statement on PostgreSQL).
  // What a write to the game checks is judged on these. Throws NoSuchRound / NoSuchGame.
  struct LockedGame {
    pairing::Game game;
    std::vector<referee::LedgerEntry> entries;
    referee::Edition edition = referee::Edition::Y2002;  // the event's (edition())
  };
  LockedGame lockGame(int round, int board);
  // The same game, entries and edition read in one statement with no lock and no transaction
  // (PostgreSQL's fast path for results: what is judged on it is written only if the game's
  // version and ledger count are unchanged). nullopt when there is no such game.
  struct ReadGame {
    LockedGame locked;
    std::int64_t ledgerSeq = 0;  // game.ledger_seq: bumped by every ledger entry of the game
  };
  std::optional<ReadGame> readGame(int round, int board) const;

  // Logs an infraction. Refuses (writing nothing) an unknown round (StoreError NoSuchRound), board
  // (NoSuchGame), infraction code or a penalty the rules do not allow under the event's edition.
  // The game's result follows the ledger: a second warning, a loss, a forfeit... sets it.
  LedgerWrite log(const InfractionReport& report);

  // A correction or an appeal outcome on entry `target` (chief referee only): reverse it, amend it
  // (new infraction code and/or penalty), or (appeal) uphold it. The game's result follows.
  LedgerWrite rule(referee::EntryKind kind, std::int64_t target, referee::RulingKind ruling,
                   const std::string& newInfraction, const std::string& newPenalty,
                   const std::string& refereeName, const std::string& note);

  // The chief referee sets a game's result whatever the ledger says; the override is an entry.
  LedgerWrite override(int round, int board, const pairing::Result& result,
                       const std::string& refereeName, const std::string& note);

  // The conflict, if `result` (nullopt: clearing it) contradicts the ledger's ruling of the game.
  std::optional<LedgerConflict> check(int round, int board,
                                      const std::optional<pairing::Result>& result) const;
  // Enters a game's result as the result command does: refuses (LedgerError Contradicts) one that
  // contradicts the referee's ruling; a result that agrees is stored as the referee's (by referee,
  // pointing at the deciding entry). Changing a result the game already has is a correction: it
  // needs `correction.reason` (else ReasonRequired, nothing stored) and is written to the result
  // log (db/store/result_log.h) in the same transaction. Returns what was stored.
  // With `expectedVersion` (the game.version the caller showed), a different result over a game
  // changed since is refused (StaleVersion) rather than overwriting it; `versionAfter`, when
  // given, receives the game's version once stored (for the caller's next change).
  std::optional<pairing::Result> enterResult(int round, int board,
                                             const std::optional<pairing::Result>& result,
                                             const ResultCorrection& correction = {},
                                             std::optional<std::int64_t> expectedVersion = {},
                                             std::int64_t* versionAfter = nullptr);

  // Re-checks the hash chain and every game's result against the ledger.
  LedgerVerification verify() const;

  // The SHA-256 of `data` as 64 lower-case hex digits.
  static std::string sha256Hex(std::string_view data);
  static referee::HashFunction hashFunction();

 private:
  // Locks the game (lockGame), builds an entry from the game's entries and the event's edition
  // (validating it; may throw) and appends it to the event's hash chain; the game's result follows
  // the ruling. Only the append itself (chain head, insert) is under the event-wide append lock, so
  // desks working on different games wait for each other only for that.
  using EntryBuilder = std::function<referee::LedgerEntry(const std::vector<referee::LedgerEntry>&,
                                                          referee::Edition)>;
  LedgerWrite appendToGame(int round, int board, const EntryBuilder& build);
  // lockGame for an entry about to be appended: the lock is the UPDATE that counts the game's
  // entries (game.ledger_seq), so a result judged without a lock on the old count is not written.
  LockedGame lockGameForEntry(int round, int board);
  // lockGame's second step: the game's entries and the event's edition, read after its lock.
  void readAfterLock(LockedGame& locked, int round, int board) const;
  std::optional<pairing::Result> storedResult(int round, int board) const;
  void requireChiefReferee(const std::string& name) const;
  // Makes the game's result follow `ruling`; `current` is the stored result, read under the game's
  // lock.
  std::optional<pairing::Result> syncResult(int round, int board, const referee::GameRuling& ruling,
                                            const referee::LedgerEntry& cause,
                                            const std::optional<pairing::Result>& current);
  const pairing::Game& game(const pairing::Round& round, int board) const;

  EventStore& store_;
  Clock now_;
};

// For the result command (and the desk): the conflict if `result` contradicts the referee's
// ledger for that game, nullopt when it may be stored.
std::optional<LedgerConflict> checkResultAgainstLedger(
    EventStore& store, int round, int board, const std::optional<pairing::Result>& result);

}  // namespace tengen::db
