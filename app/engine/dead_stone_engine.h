#pragma once
// Who proposes the dead stones and seki of a final position, for `tengen score --propose-dead` and
// the desk's counting board alike: GNU Go over GTP (final_status_list dead / seki) when it is
// installed, else Tengen's own rules (rules/dead_stone_proposal.h). A proposal is shown for the
// referee or the players to confirm or change; nothing here counts it. No words: the front ends
// put them to the outcome (app/wording/dead_stone_words.h).

#include <QString>
#include <vector>

#include "rules/board.h"
#include "rules/dead_stone_proposal.h"
#include "rules/half_points.h"
#include "rules/rule_set.h"

namespace tengen::engine {

enum class Proposer {
  Auto,    // GNU Go when installed and able, else Tengen's own rules
  GnuGo,   // GNU Go only: its absence or failure is the outcome
  Tengen,  // Tengen's own rules only
};

// Why GNU Go did not propose, where it was asked to.
enum class GnuGoProblem {
  None,
  Absent,     // not installed (or $TENGEN_GNUGO empty)
  BoardSize,  // GNU Go plays square boards up to 19x19 only
  Failed,     // it would not start, refused a command or did not answer: `detail` says which
};

struct EngineProposal {
  rules::DeadStoneProposal chains;            // one stone per chain, in board order
  bool byGnuGo = false;                       // else by Tengen's own rules
  QString gnuGoName;                          // "GNU Go 3.8" when byGnuGo
  GnuGoProblem problem = GnuGoProblem::None;  // with Auto: why Tengen's rules proposed instead
  QString detail;                             // GNU Go's own error text for Failed
};

// The proposal for the final position `board` under `rules` and `komi`. With Proposer::GnuGo a
// problem leaves `chains` empty and `byGnuGo` false: the caller refuses with the problem's words.
EngineProposal proposeDeadStones(const rules::Board& board, const rules::RuleSet& rules,
                                 rules::HalfPoints komi, Proposer proposer);

// One stone per chain of `stones` (empty points left out), in board order.
std::vector<rules::Loc> onePerChain(const rules::Board& board,
                                    const std::vector<rules::Loc>& stones);

}  // namespace tengen::engine
