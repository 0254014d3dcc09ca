#include "app/wording/dead_stone_words.h"

#include "app/cli/wording.h"

namespace tengen::wording {

using cli::CliWords;

QString proposerName(const engine::EngineProposal& proposal) {
  if (proposal.byGnuGo) return proposal.gnuGoName;
  return CliWords::tr(
      "Tengen's own rules (Benson's unconditional life, seki, chains without two eyes in the "
      "opponent's area)",
      "score.propose.tengen");
}

QString gnuGoProblemText(const engine::EngineProposal& proposal) {
  const QString couldNot =
      CliWords::tr("GNU Go could not propose (%1)", "score.propose.gnugo-failed");
  switch (proposal.problem) {
    case engine::GnuGoProblem::None:
      return {};
    case engine::GnuGoProblem::Absent:
      return CliWords::tr(
          "GNU Go is not installed (Debian package gnugo, see scripts/install-deps.sh)",
          "score.propose.gnugo-absent");
    case engine::GnuGoProblem::BoardSize:
      return couldNot.arg(
          CliWords::tr("GNU Go plays square boards up to 19x19 only", "score.propose.gnugo-size"));
    case engine::GnuGoProblem::Failed:
      return couldNot.arg(proposal.detail);
  }
  return {};
}

QString fallbackNote(const engine::EngineProposal& proposal) {
  if (proposal.byGnuGo || proposal.problem == engine::GnuGoProblem::None) return {};
  return CliWords::tr("%1: Tengen's own rules propose instead", "score.propose.fallback")
      .arg(gnuGoProblemText(proposal));
}

}  // namespace tengen::wording
