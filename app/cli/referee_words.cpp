#include "app/cli/referee_words.h"

#include <QStringList>

#include "app/cli/cli.h"
#include "app/cli/referee_cli.h"
#include "app/wording/std_text.h"
#include "db/store/event_store.h"
#include "referee/catalogue.h"

namespace tengen::cli {

using namespace tengen::referee;
using pairing::Result;

bool zh() {
  return language() == Lang::Zh;
}

QString sideName(Side side) {
  return (side == Side::Black ? CliWords::tr("Black", "referee.black")
                              : CliWords::tr("White", "referee.white"));
}

QString editionName(Edition e) {
  return (e == Edition::Y2002 ? CliWords::tr("the 2002 edition", "referee.edition.2002")
                              : CliWords::tr("the older edition", "referee.edition.older"));
}

QString sanctionNames(const std::vector<Sanction>& sanctions) {
  QStringList parts;
  for (Sanction s : sanctions) parts << qs(zh() ? nameZh(s) : nameEn(s));
  return parts.join(zh() ? QStringLiteral("＋") : QStringLiteral(" + "));
}

QString infractionName(const std::string& code) {
  const Infraction* i = findInfraction(code);
  if (!i) return qs(code);
  return zh() ? qs(i->nameZh) : qs(i->nameEn) + QLatin1Char(' ') + qs(i->nameZh);
}

QString article(const EditionRule& r) {
  return zh() ? qs(r.articleZh) : qs(r.article);
}

QString resultText(const std::optional<Result>& r) {
  return r ? qs(r->toString()) : CliWords::tr("no result", "referee.cleared");
}

QString allowedPenalties(const std::string& code, Edition edition) {
  const Infraction* i = findInfraction(code);
  if (!i) return {};
  QStringList codes;
  for (const PenaltyOption& o : i->rule(edition).options) codes << qs(o.code);
  return codes.join(QStringLiteral(", "));
}

QString rulingProblemText(std::optional<RulingProblem> problem) {
  switch (problem.value_or(RulingProblem::NotARuling)) {
    case RulingProblem::TargetNotRulable:
      return CliWords::tr("corrections and appeals apply to infraction entries and overrides",
                          "referee.err.ruling.target");
    case RulingProblem::OverrideOnlyReversed:
      return CliWords::tr("an override can only be reversed; enter a new override to change it",
                          "referee.err.ruling.override");
    case RulingProblem::UpholdOnlyForAppeal:
      return CliWords::tr("only an appeal can be upheld", "referee.err.ruling.uphold");
    case RulingProblem::AmendNeedsChange:
      return CliWords::tr("an amendment needs --infraction and/or --penalty",
                          "referee.err.ruling.amend");
    case RulingProblem::None:
    case RulingProblem::NotARuling:
    case RulingProblem::UnknownInfraction:  // thrown as their own reasons
    case RulingProblem::PenaltyNotAllowed:
      break;
  }
  return CliWords::tr("--ruling must be reverse, amend or uphold", "referee.err.ruling.kind");
}

QString reasonText(const GameRuling& g) {
  switch (g.reason) {
    case GameRuling::Reason::SecondWarning:
      return CliWords::tr("second warning", "referee.reason.second-warning");
    case GameRuling::Reason::Override:
      return CliWords::tr("chief referee's override", "referee.reason.override");
    case GameRuling::Reason::Sanction:
      for (const StandingEntry& st : g.infractions)
        if (g.decidingEntry && st.entry.id == *g.decidingEntry)
          return infractionName(st.infraction) + QStringLiteral(": ") + sanctionNames(st.sanctions);
      return {};
    case GameRuling::Reason::None:
      return {};
  }
  return {};
}

// The user-language message for a ledger refusal.
QString ledgerErrorMessage(const db::LedgerError& e, db::EventStore* store) {
  using R = db::LedgerError::Reason;
  const QString subject = qs(e.subject());
  switch (e.reason()) {
    case R::UnknownInfraction:
      return CliWords::tr("unknown infraction '%1'; see tengen referee infractions",
                          "referee.err.unknown-infraction")
          .arg(subject);
    case R::PenaltyNotAllowed: {
      const db::PenaltyRefusal p = e.penaltyRefusal().value_or(db::PenaltyRefusal{});
      return CliWords::tr("'%1' is not a penalty %3 allows for %2; allowed: %4",
                          "referee.err.penalty")
          .arg(qs(p.penalty), infractionName(p.infraction), editionName(p.edition),
               allowedPenalties(p.infraction, p.edition));
    }
    case R::NoteRequired:
      return CliWords::tr("'%1' needs --note saying what happened", "referee.err.note")
          .arg(subject);
    case R::RefereeRequired:
      return CliWords::tr("give the referee's name with --referee", "referee.err.referee");
    case R::NoSuchEntry:
      return CliWords::tr("no ledger entry %1 in this event", "referee.err.entry").arg(subject);
    case R::NotChiefReferee:
      return CliWords::tr("only the chief referee (%1) may do this, not '%2'",
                          "referee.err.not-chief")
          .arg(store ? qs(store->event().chiefReferee) : QString(), subject);
    case R::NoChiefReferee:
      return CliWords::tr(
          "the event names no chief referee (裁判长); set one with tengen event edit "
          "--chief-referee NAME",
          "referee.err.no-chief");
    case R::BadRuling:
      return CliWords::tr("that ruling is not possible here: %1", "referee.err.ruling")
          .arg(rulingProblemText(e.rulingProblem()));
    case R::BadResult:
      return CliWords::tr("'%1' is not a result (B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...)",
                          "referee.err.result")
          .arg(subject);
    case R::Contradicts:
      return qs(std::string(e.what()));
  }
  return qs(std::string(e.what()));
}

// Runs a command body, turning the ledger's refusals and the store's errors into CliErrors in the
// user's language. (A LedgerError is a StoreError: it is caught first.)
void translateLedgerErrors(const std::function<void()>& body, db::EventStore* store) {
  translateStoreErrors([&] {
    try {
      body();
    } catch (const db::LedgerError& e) {
      throw CliError(ledgerErrorMessage(e, store));
    }
  });
}

QString kindText(EntryKind k) {
  switch (k) {
    case EntryKind::Infraction:
      return CliWords::tr("infraction", "referee.kind.infraction");
    case EntryKind::Correction:
      return CliWords::tr("correction", "referee.kind.correction");
    case EntryKind::Appeal:
      return CliWords::tr("appeal", "referee.kind.appeal");
    case EntryKind::Override:
      return CliWords::tr("override", "referee.kind.override");
  }
  return {};
}

QString rulingText(RulingKind k) {
  switch (k) {
    case RulingKind::Reverse:
      return CliWords::tr("reversed", "referee.ruling.reverse");
    case RulingKind::Amend:
      return CliWords::tr("amended", "referee.ruling.amend");
    case RulingKind::Uphold:
      return CliWords::tr("upheld", "referee.ruling.uphold");
    case RulingKind::None:
      return {};
  }
  return {};
}

// An entry's status in words (referee/entry_status.h decides it, the desk shows the same).
QString statusText(const EntryStatus& s) {
  const qint64 by = s.by.value_or(0);
  switch (s.kind) {
    case EntryStatus::Kind::Stands:
      return CliWords::tr("stands", "referee.status.stands");
    case EntryStatus::Kind::Upheld:
      return CliWords::tr("upheld (#%1)", "referee.status.upheld").arg(by);
    case EntryStatus::Kind::Amended:
      return CliWords::tr("amended (#%1)", "referee.status.amended").arg(by);
    case EntryStatus::Kind::Reversed:
      return CliWords::tr("reversed (#%1)", "referee.status.reversed").arg(by);
  }
  return {};
}

QString ledgerConflictMessage(const db::LedgerConflict& c, const std::optional<Result>& proposed) {
  return CliWords::tr(
             "round %1 board %2: %3 contradicts the referee's ruling %4 (ledger entry %5: %6); "
             "only the chief referee can set another result, with tengen referee override",
             "referee.err.contradicts")
      .arg(c.round)
      .arg(c.board)
      .arg(resultText(proposed), resultText(c.ruling.result))
      .arg(c.ruling.decidingEntry ? *c.ruling.decidingEntry : 0)
      .arg(reasonText(c.ruling));
}

}  // namespace tengen::cli
