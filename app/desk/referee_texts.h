#pragma once
// The desk's wording of the referee's data: sides, sanctions, infractions, ledger entries, the
// ledger's refusals and the banner that says how a game was decided (translated with tr()).

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "db/service/ledger_store.h"
#include "referee/catalogue.h"
#include "referee/ledger.h"

namespace tengen::desk {

class RefereeTexts {
  Q_DECLARE_TR_FUNCTIONS(RefereeTexts)
 public:
  static QString side(referee::Side side);
  static QString edition(referee::Edition edition);
  // The catalogue's names in the desk's language (`zh`), Chinese kept beside the English.
  static QString sanctions(const std::vector<referee::Sanction>& sanctions, bool zh);
  static QString infraction(const std::string& code, bool zh);
  static QString article(const referee::EditionRule& rule, bool zh);
  static QString kind(const referee::LedgerEntry& entry);
  // A ledger refusal; `chief` is the event's chief referee (for "only the chief referee ...").
  static QString refusal(const db::LedgerError& error, const QString& chief);
  // Why a correction or appeal cannot be made (LedgerError BadRuling).
  static QString rulingProblem(std::optional<referee::RulingProblem> problem);
  // The banner for a decided game ("Black loses: second warning — 两次警告判负"); empty when the
  // ledger has not decided it.
  static QString banner(const referee::GameRuling& ruling, bool zh);
};

}  // namespace tengen::desk
