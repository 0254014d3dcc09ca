// The desk words a ledger refusal from its enums (never from the code in its subject).
#include <doctest/doctest.h>

#include "app/desk/language.h"
#include "app/desk/referee_texts.h"
#include "tests/desk/desk_window.h"

using namespace tengen;
using referee::RulingProblem;

TEST_CASE("a refused ruling is worded by its problem, in English and Chinese") {
  test::EnglishLanguage language;
  const db::LedgerError uphold(RulingProblem::UpholdOnlyForAppeal);
  CHECK(desk::RefereeTexts::refusal(uphold, QString()) ==
        QStringLiteral("that ruling is not possible here: only an appeal can be upheld"));
  CHECK(desk::RefereeTexts::rulingProblem(RulingProblem::AmendNeedsChange) ==
        QStringLiteral("an amendment needs a new infraction or a new penalty"));
  CHECK(desk::RefereeTexts::rulingProblem(RulingProblem::OverrideOnlyReversed)
            .startsWith(QStringLiteral("an override can only be reversed")));
  CHECK(desk::RefereeTexts::rulingProblem(std::nullopt) ==
        QStringLiteral("a ruling must reverse, amend or uphold"));
  language.set("zh");
  CHECK(desk::RefereeTexts::refusal(uphold, QString()) ==
        QStringLiteral("无法作此裁决：只有申诉可以“维持”"));
  CHECK(desk::RefereeTexts::rulingProblem(RulingProblem::TargetNotRulable) ==
        QStringLiteral("更正与申诉只针对犯规记录或裁判长改判"));
}
