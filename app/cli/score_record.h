#pragma once
// One SGF record counted the way `tengen score` counts it: read, replayed under the chosen rule
// set, counted with its marks and compared with its result. The one-game output, the batch summary
// and the dead-stone proposals all start from this, so they never count differently.

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>
#include <vector>

#include "app/wording/std_text.h"
#include "rules/counting_position.h"
#include "rules/replay.h"
#include "rules/scoring.h"
#include "rules/sgf_game.h"
#include "rules/verify.h"

namespace tengen::cli::score {

// Exit status of a count that needs the referee's dead-stone decision first.
constexpr int kNeedsDecision = 4;

struct ScoreOptions {
  std::vector<std::string> paths;  // one game, or many for a batch summary
  std::optional<std::string> rules, komi, dead, seki, reported, event;
  std::optional<int> round, board;
  bool json = false;
  bool save = false;
  bool proposeDead = false;
  std::string engine = "auto";  // --propose-dead: auto (GNU Go when found), gnugo, tengen
  bool fileMarks = true;        // TB/TW in the file count as dead stones (off: a proposal's count)
  std::string lang;  // read by main before parsing; accepted here after the subcommand too
};

struct CountedRecord {
  std::string path;
  rules::SgfGame game;
  rules::RuleSet rules = *rules::RuleSet::preset("chinese");
  rules::HalfPoints komi;
  bool komiInStones = false;
  std::optional<rules::Replay> replayed;  // always set by countRecord
  std::vector<rules::Loc> dead, seki;     // as marked (--dead / --seki, TB/TW)
  bool deadMarked = false;                // --dead given or TB/TW in the file
  std::vector<rules::Loc> undecided;      // chains asking for a decision when nothing is marked
  int handicap = 0;
  rules::SetupStones setup;
  rules::Score score;
  std::optional<rules::Claim> claim;
  QString claimLabel;
  bool unreadableResult = false;
  std::optional<rules::Verdict> verdict;
  QStringList warnings;

  const rules::Board& board() const { return replayed->game.board(); }
  bool needsDecision() const { return !deadMarked && !undecided.empty(); }
  bool mismatch() const { return verdict && verdict->status == rules::Verdict::Status::Disagree; }
};

// Reads and counts one record. Throws CliError for a malformed file or an illegal move (exit 2)
// and for bad options (exit 1); a position that needs a dead-stone decision is returned with
// `undecided` filled (the caller decides what to print).
CountedRecord countRecord(const std::string& path, const std::string& bytes, const ScoreOptions& o,
                          const std::optional<rules::CountingTerms>& eventTerms);

// `tengen score FILES...`: counts every file and prints one summary (score_batch.cpp).
void runScoreBatch(const ScoreOptions& o);
// `tengen score GAME --propose-dead`: the chains an engine proposes dead or in seki, and the count
// if the proposal is accepted (score_propose.cpp).
void runProposeDead(const ScoreOptions& o);

// Words shared by the score outputs.
QString colorWord(rules::Color c);
QString stonesText(rules::HalfPoints points);
QString cycleRuling(const rules::RuleSet& rules);
QString explanationText(const rules::Explanation& e, const rules::Score& score, int height);
// "D4 (Black, 3 stones)" for the chain at p.
QString chainText(const rules::Board& board, rules::Loc p, int height);
// Chains joined with the language's list separator.
QString chainList(const rules::Board& board, const std::vector<rules::Loc>& chains, int height);
// The comparison with the claimed result in words: "agrees", "DISAGREES by 2 points", ...
QString verdictText(const CountedRecord& r);
// The first lines of a one-game output: the rules, komi and handicap it was counted under, the
// number of moves, and what the reader took leniently.
void printRulesMovesWarnings(const CountedRecord& r);
// The count and its verdict as the JSON object `tengen score --json` prints for one game.
QJsonObject recordJson(const CountedRecord& r);

}  // namespace tengen::cli::score
