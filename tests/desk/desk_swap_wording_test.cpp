// The consequences of a manual change in a director's words, from checkManualRound's facts.
#include <doctest/doctest.h>

#include "app/desk/language.h"
#include "app/wording/swap_wording.h"
#include "tests/desk/desk_window.h"

using namespace tengen;

namespace {
QString name(std::int64_t id) {
  return id == 1 ? QStringLiteral("柯洁") : QStringLiteral("Lee");
}
pairing::ManualIssue issue(const char* code, int value = 0) {
  pairing::ManualIssue i;
  i.kind = rules::parseCode(pairing::kManualIssueCodes, pairing::kManualIssueWhat, code);
  i.board = 3;
  i.a = 1;
  i.b = 2;
  i.value = value;
  i.weight = 123456789012345;
  return i;
}
}  // namespace

TEST_CASE("swap warnings read as facts - rematch round, club, score points, colours in a row") {
  test::EnglishLanguage language;
  auto rematch = issue("rematch");
  rematch.metInRounds = {2};
  CHECK(wording::SwapWording::issue(rematch, name, false) ==
        QStringLiteral("Board 3: 柯洁 – Lee: rematch (they met in round 2)"));
  auto club = issue("same-club");
  club.shared = "Beijing";
  CHECK(wording::SwapWording::issue(club, name, false).endsWith("same club (Beijing)"));
  auto score = issue("score-difference", 2);
  score.scoreA = 4;
  score.scoreB = 2;
  CHECK(wording::SwapWording::issue(score, name, false)
            .endsWith("score difference 2 points (4 against 2)"));
  score.value = 1;
  score.scoreA = 5;
  score.scoreB = 4;
  CHECK(wording::SwapWording::issue(score, name, true)
            .contains("McMahon score difference 0.5 (2.5 against 2)"));
  auto colour = issue("colour-balance", -2);
  colour.black = true;
  colour.colourRun = 3;
  CHECK(wording::SwapWording::issue(colour, name, false) ==
        QStringLiteral("Board 3: colour imbalance: 柯洁 would have Black 3 times in a row"));
  colour.colourRun = 1;
  CHECK(wording::SwapWording::issue(colour, name, false).endsWith("Black 2 times more than White"));

  db::PairingChange change;
  change.boards = {3};
  change.check.weightBefore = 900000000000000;
  change.check.weightAfter = 800000000000000;
  change.check.issues = {rematch};
  const QString text = wording::SwapWording::consequences(change, name, false);
  CHECK(text.contains("rematch (they met in round 2)"));
  CHECK_FALSE(text.contains("800000000000000"));
  const QString details = wording::SwapWording::details(change);
  CHECK(details.contains("800000000000000"));
  CHECK(details.contains("123456789012345"));

  language.set("zh");
  CHECK(wording::SwapWording::issue(colour, name, false).contains(QStringLiteral("黑白")));
  language.set("en");
}
