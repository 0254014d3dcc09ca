#include "app/desk/referee_texts.h"

#include <QStringList>

#include "app/wording/std_text.h"

namespace tengen::desk {
namespace {
using namespace tengen::referee;

const StandingEntry* deciding(const GameRuling& g) {
  for (const StandingEntry& st : g.infractions)
    if (g.decidingEntry && st.entry.id == *g.decidingEntry) return &st;
  return nullptr;
}
}  // namespace

QString RefereeTexts::side(Side side) {
  return side == Side::Black ? tr("Black") : tr("White");
}

QString RefereeTexts::edition(Edition edition) {
  return edition == Edition::Y2002 ? tr("2002 edition") : tr("older edition");
}

QString RefereeTexts::sanctions(const std::vector<Sanction>& sanctions, bool zh) {
  QStringList parts;
  for (Sanction s : sanctions) parts << qs(zh ? nameZh(s) : nameEn(s));
  return parts.join(zh ? QStringLiteral("＋") : QStringLiteral(" + "));
}

QString RefereeTexts::infraction(const std::string& code, bool zh) {
  const Infraction* i = findInfraction(code);
  if (!i) return qs(code);
  return zh ? qs(i->nameZh)
            : qs(i->nameEn) + QStringLiteral(" (") + qs(i->nameZh) + QLatin1Char(')');
}

QString RefereeTexts::article(const EditionRule& rule, bool zh) {
  return zh ? qs(rule.articleZh) : qs(rule.article);
}

QString RefereeTexts::kind(const LedgerEntry& e) {
  const QString target = e.target ? QString::number(*e.target) : QStringLiteral("?");
  QString ruling;
  switch (e.ruling) {
    case RulingKind::Reverse:
      ruling = tr("reverses #%1").arg(target);
      break;
    case RulingKind::Amend:
      ruling = tr("amends #%1").arg(target);
      break;
    case RulingKind::Uphold:
      ruling = tr("upholds #%1").arg(target);
      break;
    case RulingKind::None:
      break;
  }
  switch (e.kind) {
    case EntryKind::Infraction:
      return tr("infraction");
    case EntryKind::Correction:
      return tr("correction: %1").arg(ruling);
    case EntryKind::Appeal:
      return tr("appeal: %1").arg(ruling);
    case EntryKind::Override:
      return tr("chief referee's result %1").arg(qs(e.result));
  }
  return {};
}

QString RefereeTexts::rulingProblem(std::optional<referee::RulingProblem> problem) {
  using P = referee::RulingProblem;
  switch (problem.value_or(P::NotARuling)) {
    case P::TargetNotRulable:
      return tr("corrections and appeals apply to infraction entries and overrides");
    case P::OverrideOnlyReversed:
      return tr("an override can only be reversed; enter a new override to change it");
    case P::UpholdOnlyForAppeal:
      return tr("only an appeal can be upheld");
    case P::AmendNeedsChange:
      return tr("an amendment needs a new infraction or a new penalty");
    case P::None:
    case P::NotARuling:
    case P::UnknownInfraction:  // refused as their own reasons
    case P::PenaltyNotAllowed:
      break;
  }
  return tr("a ruling must reverse, amend or uphold");
}

QString RefereeTexts::refusal(const db::LedgerError& e, const QString& chief) {
  using R = db::LedgerError::Reason;
  const QString subject = qs(e.subject());
  switch (e.reason()) {
    case R::UnknownInfraction:
      return tr("unknown infraction '%1'").arg(subject);
    case R::PenaltyNotAllowed:
      return tr("that penalty is not one the rules allow for this infraction (%1)").arg(subject);
    case R::NoteRequired:
      return tr("a note saying what happened is required (%1)").arg(subject);
    case R::RefereeRequired:
      return tr("give the referee's name");
    case R::NoSuchEntry:
      return tr("no ledger entry %1 in this event").arg(subject);
    case R::NotChiefReferee:
      return tr("only the chief referee (裁判长) %1 may do this, not '%2'").arg(chief, subject);
    case R::NoChiefReferee:
      return tr("the event names no chief referee (裁判长); set one in the Event tab");
    case R::BadRuling:
      return tr("that ruling is not possible here: %1").arg(rulingProblem(e.rulingProblem()));
    case R::BadResult:
      return tr("'%1' is not a result").arg(subject);
    case R::Contradicts:
      return tr("the result contradicts the referee's ruling (%1)").arg(subject);
  }
  return qs(e.what());
}

QString RefereeTexts::banner(const GameRuling& g, bool zh) {
  if (!g.decided()) return {};
  const StandingEntry* st = deciding(g);
  const QString why =
      st ? infraction(st->infraction, zh) + QStringLiteral(": ") + sanctions(st->sanctions, zh)
         : QString();
  QString head;
  switch (g.reason) {
    case GameRuling::Reason::None:
      return {};
    case GameRuling::Reason::SecondWarning:
      head = tr("%1 loses: second warning — 两次警告判负")
                 .arg(st && st->entry.player ? side(*st->entry.player) : QString());
      break;
    case GameRuling::Reason::Override:
      head = tr("Result set by the chief referee — 裁判长改判");
      break;
    case GameRuling::Reason::Sanction:
      if (g.replay) {
        head = tr("Replay ordered: %1 — 重赛").arg(why);
      } else if (g.result && g.result->outcome == pairing::Outcome::BothLose) {
        head = tr("Both players lose: %1 — 双方判负").arg(why);
      } else if (g.result && (g.result->blackWins() || g.result->whiteWins())) {
        head = tr("%1 loses: %2 — 判负")
                   .arg(side(g.result->blackWins() ? Side::White : Side::Black), why);
      } else {
        head = tr("Decided by the referee: %1").arg(why);
      }
      break;
  }
  if (g.result)
    head += QLatin1Char('\n') + tr("Result %1 by referee (ledger entry %2)")
                                    .arg(qs(g.result->toString()))
                                    .arg(g.decidingEntry.value_or(0));
  return head;
}

}  // namespace tengen::desk
