#include "app/cli/import_words.h"

#include "app/cli/wording.h"
#include "app/wording/std_text.h"

namespace tengen::cli {

namespace {

QString expectedText(pairing::OpenGothaParamProblem::Expected expected) {
  using E = pairing::OpenGothaParamProblem::Expected;
  switch (expected) {
    case E::WholeNumber:
      return CliWords::tr("a whole number", "import.expected.whole");
    case E::Decimal:
      return CliWords::tr("a decimal number", "import.expected.decimal");
    case E::Flag:
      return CliWords::tr("true or false", "import.expected.flag");
    case E::Rank:
      return CliWords::tr("a rank such as 20K or 1D", "import.expected.rank");
    case E::SeedSystem:
      return CliWords::tr("SPLITANDRANDOM, SPLITANDFOLD or SPLITANDSLIP", "import.expected.seed");
    case E::DuddMode:
      return CliWords::tr("TOP, MID or BOT", "import.expected.dudd");
    case E::PlacementCriterion:
      return CliWords::tr("one of OpenGotha's placement criteria (SOSW, SOSM-1, DC, ...)",
                          "import.expected.criterion");
  }
  return {};
}

}  // namespace

QString paramProblemText(const pairing::OpenGothaParamProblem& p) {
  return CliWords::tr("%1 is '%2', not %3; ignored", "import.bad-parameter")
      .arg(qs(p.key), qs(p.value), expectedText(p.expected));
}

QString importWarningText(const db::OpenGothaImportWarning& w) {
  using K = db::OpenGothaImportWarning::Kind;
  switch (w.kind) {
    case K::CategoryWithoutLimit:
      return CliWords::tr("category %1 of %2: only categories 1 to %3 have a lower limit; skipped",
                          "import.category-limit")
          .arg(w.number)
          .arg(w.count)
          .arg(w.count - 1);
    case K::UnknownRank:
      return CliWords::tr("player %1: '%2' is not a rank; imported as 20k", "import.unknown-rank")
          .arg(qs(w.name), qs(w.value));
    case K::SharedKey:
      return CliWords::tr(
                 "two players share the OpenGotha key %1 (surname and first name); its games go "
                 "to the first",
                 "import.shared-key")
          .arg(qs(w.value));
    case K::GameUnknownPlayer:
      return CliWords::tr("round %1 board %2: a player of this game is unknown; game skipped",
                          "import.game-unknown")
          .arg(w.round)
          .arg(w.board);
    case K::ByeUnknownPlayer:
      return CliWords::tr("a bye names an unknown player or round; skipped", "import.bye-unknown");
    case K::ForbiddenPairUnknown:
      return CliWords::tr("a forbidden pair names an unknown player; skipped",
                          "import.forbidden-unknown");
    case K::FixedPairUnknown:
      return CliWords::tr("a fixed pair names an unknown player or round; skipped",
                          "import.fixed-pair-unknown");
    case K::FixedTableUnknown:
      return CliWords::tr("a fixed table names an unknown player or table; skipped",
                          "import.fixed-table-unknown");
    case K::BadStartTime:
      return CliWords::tr("round %1: '%2' is not a start time; the round keeps none",
                          "import.bad-start")
          .arg(w.round)
          .arg(qs(w.value));
    case K::BadDrawSetting:
      return CliWords::tr("draw setting %1=%2 refused; the default is kept",
                          "import.bad-draw-setting")
          .arg(qs(w.name), qs(w.value));
    case K::BadParameter:
      return paramProblemText(w.parameter);
  }
  return {};
}

QString eventProblemText(const pairing::EventProblem& p) {
  using K = pairing::EventProblem::Kind;
  switch (p.kind) {
    case K::NoName:
      return CliWords::tr("name: the event needs a name", "event.problem.name");
    case K::RoundsOutOfRange:
      return CliWords::tr("rounds: must be between %1 and %2", "event.problem.rounds")
          .arg(pairing::kMinRounds)
          .arg(pairing::kMaxRounds);
    case K::BoardOutOfRange:
      return CliWords::tr("board size: must be %1 to %2 lines", "event.problem.board")
          .arg(pairing::kMinBoard)
          .arg(pairing::kMaxBoard);
    case K::KomiOutOfRange:
      return CliWords::tr("komi (贴目): must be between -%1 and %1", "event.problem.komi")
          .arg(pairing::kMaxKomiPoints);
    case K::EndsBeforeStart:
      return CliWords::tr("dates: the event ends before it starts", "event.problem.dates");
  }
  return {};
}

}  // namespace tengen::cli
