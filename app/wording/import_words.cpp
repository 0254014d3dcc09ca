#include "app/wording/import_words.h"

#include "app/wording/std_text.h"

namespace tengen::wording {

namespace {

QString expectedText(pairing::OpenGothaParamProblem::Expected expected) {
  using E = pairing::OpenGothaParamProblem::Expected;
  switch (expected) {
    case E::WholeNumber:
      return ImportWords::tr("a whole number");
    case E::Decimal:
      return ImportWords::tr("a decimal number");
    case E::Flag:
      return ImportWords::tr("true or false");
    case E::Rank:
      return ImportWords::tr("a rank such as 20K or 1D");
    case E::SeedSystem:
      return ImportWords::tr("SPLITANDRANDOM, SPLITANDFOLD or SPLITANDSLIP");
    case E::DuddMode:
      return ImportWords::tr("TOP, MID or BOT");
    case E::PlacementCriterion:
      return ImportWords::tr("one of OpenGotha's placement criteria (SOSW, SOSM-1, DC, ...)");
  }
  return {};
}

}  // namespace

QString ImportWords::describe(const pairing::OpenGothaParamProblem& p) {
  return tr("%1 is '%2', not %3; ignored").arg(qs(p.key), qs(p.value), expectedText(p.expected));
}

QString ImportWords::describe(const db::OpenGothaImportWarning& w) {
  using K = db::OpenGothaImportWarning::Kind;
  switch (w.kind) {
    case K::CategoryWithoutLimit:
      return tr("category %1 of %2: only categories 1 to %3 have a lower limit; skipped")
          .arg(w.number)
          .arg(w.count)
          .arg(w.count - 1);
    case K::UnknownRank:
      return tr("player %1: '%2' is not a rank; imported as 20k").arg(qs(w.name), qs(w.value));
    case K::SharedKey:
      return tr("two players share the OpenGotha key %1 (surname and first name); its games go "
                "to the first")
          .arg(qs(w.value));
    case K::GameUnknownPlayer:
      return tr("round %1 board %2: a player of this game is unknown; game skipped")
          .arg(w.round)
          .arg(w.board);
    case K::ByeUnknownPlayer:
      return tr("a bye names an unknown player or round; skipped");
    case K::ForbiddenPairUnknown:
      return tr("a forbidden pair names an unknown player; skipped");
    case K::FixedPairUnknown:
      return tr("a fixed pair names an unknown player or round; skipped");
    case K::FixedTableUnknown:
      return tr("a fixed table names an unknown player or table; skipped");
    case K::BadStartTime:
      return tr("round %1: '%2' is not a start time; the round keeps none")
          .arg(w.round)
          .arg(qs(w.value));
    case K::BadDrawSetting:
      return tr("draw setting %1=%2 refused; the default is kept").arg(qs(w.name), qs(w.value));
    case K::BadParameter:
      return describe(w.parameter);
  }
  return {};
}

QString ImportWords::describe(const pairing::EventProblem& p) {
  using K = pairing::EventProblem::Kind;
  switch (p.kind) {
    case K::NoName:
      return tr("name: the event needs a name");
    case K::RoundsOutOfRange:
      return tr("rounds: must be between %1 and %2")
          .arg(pairing::kMinRounds)
          .arg(pairing::kMaxRounds);
    case K::BoardOutOfRange:
      return tr("board size: must be %1 to %2 lines")
          .arg(pairing::kMinBoard)
          .arg(pairing::kMaxBoard);
    case K::KomiOutOfRange:
      return tr("komi (贴目): must be between -%1 and %1").arg(pairing::kMaxKomiPoints);
    case K::EndsBeforeStart:
      return tr("dates: the event ends before it starts");
  }
  return {};
}

}  // namespace tengen::wording
