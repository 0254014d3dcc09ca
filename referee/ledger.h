#pragma once
// The referee's ledger: the official record of every infraction and ruling in an event, and the
// rules that turn it into each game's standing (warnings, advice, the referee's result).
//
// The ledger is append-only. An infraction entry is never edited: a correction or an appeal
// outcome is a new entry naming the entry it reverses or amends, and the game's ruling follows.
// Entries form a hash chain (each carries the hash of the one before), so a stored ledger that was
// edited is detected. Plain C++: the hash function is passed in by the caller (db/ uses SHA-256).

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/result.h"
#include "referee/catalogue.h"
#include "referee/hash_chain.h"
#include "rules/code_table.h"

namespace tengen::referee {

enum class Side { Black, White };
std::string_view toCode(Side side);  // "black", "white"
std::optional<Side> sideFromCode(std::string_view code);
Side opponent(Side side);

enum class EntryKind {
  Infraction,  // a referee logs an infraction and the penalty applied
  Correction,  // the chief referee corrects an earlier entry
  Appeal,      // the outcome of an appeal against an earlier entry (chief referee)
  Override,    // the chief referee sets a game's result against the ledger's ruling
};
std::string_view toCode(EntryKind kind);  // "infraction", "correction", "appeal", "override"
std::optional<EntryKind> entryKindFromCode(std::string_view code);

// What a correction or appeal does to its target.
enum class RulingKind {
  None,     // not a correction or appeal
  Reverse,  // the target no longer stands (its penalty is lifted)
  Amend,    // the target stands with another infraction code and/or penalty
  Uphold,   // an appeal that leaves the target as it was (recorded all the same)
};
std::string_view toCode(RulingKind kind);  // "", "reverse", "amend", "uphold"
std::optional<RulingKind> rulingKindFromCode(std::string_view code);

struct LedgerEntry {
  std::int64_t id = 0;  // 1, 2, 3, ... in the order written, one sequence per event
  std::string when;     // ISO 8601 UTC, e.g. 2026-05-01T09:30:00Z
  int round = 0;
  int board = 0;
  EntryKind kind = EntryKind::Infraction;
  std::optional<Side> player;  // the offender (Infraction; Amend keeps the target's)
  // The offender by identity (the player's id in the event), recorded with the seat: a round
  // edit never moves a player away from a board with entries (db/service/round_edits.h), and
  // verification reports an entry whose seat no longer holds its player. Unset in entries written
  // before identities were recorded. Not part of canonicalText (see there).
  std::optional<std::int64_t> playerId;
  std::string infraction;           // catalogue code (Infraction; Amend: the new code)
  std::string penalty;              // penalty option code (Infraction; Amend: the new option)
  std::vector<Sanction> sanctions;  // what the penalty consists of, as applied
  Edition edition = Edition::Y2002;
  std::optional<std::int64_t> target;  // Correction / Appeal: the entry ruled on
  RulingKind ruling = RulingKind::None;
  std::string result;   // Override: the result set (Result::toString(), "" clears it)
  std::string referee;  // who logged or ruled
  std::string note;
  std::string prevHash;  // the hash of the entry before (kGenesisHash for the first)
  std::string hash;      // hash(canonicalText(entry))
};

// The text an entry's hash is computed over: every field but `hash`, in a fixed order, with the
// separators escaped. Changing any field changes the text.
std::string canonicalText(const LedgerEntry& entry);

// Fills entry.prevHash (from `previous`, or the genesis hash) and entry.hash.
void seal(LedgerEntry& entry, const LedgerEntry* previous, const HashFunction& hash);

struct ChainProblem {
  enum class Kind { BadHash, BrokenLink, Sequence };
  Kind kind;
  std::int64_t entry;  // the entry id where the problem shows
  std::string detail;
};

// Checks a whole event's ledger, in id order: ids 1..n without gaps, each entry's hash matches its
// content and each links to the one before (verifyLinks). Empty when intact.
std::vector<ChainProblem> verifyChain(const std::vector<LedgerEntry>& entries,
                                      const HashFunction& hash);
// The ledger as generic chain links (position = entry id), for heads and seals.
std::vector<ChainLink> chainLinks(const std::vector<LedgerEntry>& entries);

// An infraction entry as it stands after the corrections and appeals that followed it.
struct StandingEntry {
  LedgerEntry entry;  // the original infraction entry (a copy: a ruling outlives its inputs)
  bool reversed = false;
  std::string infraction;  // effective code, penalty and sanctions
  std::string penalty;
  std::vector<Sanction> sanctions;
  std::vector<std::int64_t> rulings;  // ids of the corrections and appeals on it, in order
};

struct Tally {
  int warnings = 0;
  int advice = 0;
};

// One game's standing under its ledger entries.
struct GameRuling {
  int round = 0;
  int board = 0;
  Tally black;
  Tally white;
  std::vector<StandingEntry> infractions;  // in entry order
  // The referee's result, when the ledger decides the game: byReferee and ledgerEntry are set.
  std::optional<pairing::Result> result;
  bool replay = false;  // the referee ordered a replay: no result stands until it is played
  std::optional<std::int64_t> decidingEntry;
  enum class Reason { None, SecondWarning, Sanction, Override } reason = Reason::None;

  const Tally& tally(Side side) const { return side == Side::Black ? black : white; }
  bool decided() const { return result.has_value() || replay; }
};

// The standing of one game from all of the event's entries (those of other games are ignored).
// Rules: advice never counts; the second standing warning to a player in the game loses it for
// that player, by referee, pointing at that entry; a sanction that ends the game (loss, forfeit,
// loss on time, both lose, both forfeit, draw, no result, replay) decides it (no result 无胜负:
// the referee's result is Unplayed, neither side wins); the first decision in entry
// order stands; a standing chief-referee override (the latest) replaces any of these.
GameRuling ruleGame(const std::vector<LedgerEntry>& entries, int round, int board);

// The result a sanction gives a game when `offender` incurs it (nullopt for replay and for
// sanctions that do not end the game).
std::optional<pairing::Result> resultOf(Sanction sanction, Side offender);

// Whether `proposed` (nullopt: clearing the result) agrees with the ledger's ruling: it does when
// the ledger has not decided the game, when a replay was ordered and a result of the replayed
// game is entered, or when the outcome is the one the referee gave.
bool agreesWithRuling(const GameRuling& ruling, const std::optional<pairing::Result>& proposed);

// What a correction or appeal amends its target to.
struct Amendment {
  std::string infraction;
  std::string penalty;
  std::vector<Sanction> sanctions;
};

enum class RulingProblem {
  None,
  NotARuling,            // kind is not Correction or Appeal, or ruling is None
  TargetNotRulable,      // the target is itself a correction or appeal
  OverrideOnlyReversed,  // an override can only be reversed (enter a new override to change it)
  UpholdOnlyForAppeal,   // a correction cannot "uphold"
  AmendNeedsChange,      // an amendment names neither a new infraction nor a new penalty
  UnknownInfraction,     // the new infraction code is not in the catalogue
  PenaltyNotAllowed,     // the new penalty is not one the rules allow there
};
inline constexpr rules::CodeTable<RulingProblem, 8> kRulingProblemCodes = {{
    {RulingProblem::None, "none"},
    {RulingProblem::NotARuling, "not-a-ruling"},
    {RulingProblem::TargetNotRulable, "target-not-rulable"},
    {RulingProblem::OverrideOnlyReversed, "override-only-reversed"},
    {RulingProblem::UpholdOnlyForAppeal, "uphold-only-for-appeal"},
    {RulingProblem::AmendNeedsChange, "amend-needs-change"},
    {RulingProblem::UnknownInfraction, "unknown-infraction"},
    {RulingProblem::PenaltyNotAllowed, "penalty-not-allowed"},
}};
// What the refusal of an unknown code calls these.
inline constexpr std::string_view kRulingProblemWhat = "ruling problem";
inline std::string_view toCode(RulingProblem problem) {
  return rules::codeOf(kRulingProblemCodes, problem);
}
inline std::optional<RulingProblem> rulingProblemFromCode(std::string_view code) {
  return rules::valueOf(kRulingProblemCodes, code);
}

// Checks a correction or appeal before it is written. `current` is the target's standing (for an
// infraction entry; nullptr for an override). An amendment keeps what it does not change: a new
// infraction alone takes that infraction's default penalty under the target's edition; a new
// penalty alone must be allowed for the current infraction. On success with Amend, `amended`
// receives the new code, penalty and sanctions.
RulingProblem checkRuling(const LedgerEntry& target, const StandingEntry* current, EntryKind kind,
                          RulingKind ruling, std::string_view newInfraction,
                          std::string_view newPenalty, Amendment* amended);

// The entry of a correction or appeal (`kind`) ruling `ruling` on `target`, once checkRuling has
// passed it: the target's game, player and edition, and when it amends, the amendment's
// infraction, penalty and sanctions. Referee, note and time are the caller's to add.
LedgerEntry rulingEntry(const LedgerEntry& target, EntryKind kind, RulingKind ruling,
                        const Amendment& amended);

}  // namespace tengen::referee
