// A player's absences edited at two desks: the write is based on the version the absence dialog
// showed, so another desk's change meanwhile is not silently overwritten; both values are shown
// and the user chooses. Two stores on one SQLite file stand for the two desks.
#include <doctest/doctest.h>

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

#include "app/desk/both_values_dialog.h"
#include "app/desk/language.h"
#include "app/desk/players_view.h"
#include "db/service/player_operations.h"
#include "db/store/event_store.h"
#include "tests/desk/two_desks.h"

using namespace tengen;

namespace {
// Two desks, the players view open on mine and the player as it shows it.
struct TwoDesks : test::TwoDesksWithPlayer {
  TwoDesks() : TwoDesksWithPlayer(test::playerOf("Gu Li", "9d")) {}
  desk::PlayersView view{*mine};
  const pairing::Player shown = mine->player(id);
  int asked = 0;  // the absence conflicts put to the user

  // Answers every absence conflict with "keep the stored ones", counting the questions.
  void keepStoredAbsences() {
    view.setAbsenceChooser([this](const pairing::Player&, const std::set<int>&) {
      ++asked;
      return false;
    });
  }
};

}  // namespace

TEST_CASE("absences changed at another desk: both values shown, overwriting is chosen") {
  TwoDesks d;
  db::setFutureAbsences(*d.other, d.id, {3}, d.other->player(d.id).version);

  std::vector<std::pair<std::set<int>, std::set<int>>> asked;
  d.view.setAbsenceChooser([&](const pairing::Player& stored, const std::set<int>& yours) {
    asked.emplace_back(stored.absentRounds, yours);
    return true;
  });
  CHECK(d.view.setAbsences(d.shown, {2, 4}));
  REQUIRE(asked.size() == 1);
  CHECK(asked[0].first == std::set<int>{3});
  CHECK(asked[0].second == std::set<int>{2, 4});
  CHECK(d.other->player(d.id).absentRounds == std::set<int>{2, 4});
}

TEST_CASE("absences changed at another desk: keeping the stored ones writes nothing") {
  TwoDesks d;
  db::setFutureAbsences(*d.other, d.id, {3}, d.other->player(d.id).version);
  const std::int64_t version = d.other->player(d.id).version;
  d.keepStoredAbsences();
  CHECK_FALSE(d.view.setAbsences(d.shown, {2}));
  CHECK(d.asked == 1);
  const pairing::Player now = d.other->player(d.id);
  CHECK(now.absentRounds == std::set<int>{3});
  CHECK(now.version == version);
  CHECK(d.view.notice()->text().contains(QStringLiteral("kept")));
}

TEST_CASE("absences: the default dialog shows both values and keeps the stored ones") {
  TwoDesks d;
  db::setFutureAbsences(*d.other, d.id, {1, 5}, d.other->player(d.id).version);
  QStringList labels;
  QTimer::singleShot(0, [&] {
    auto* dialog = qobject_cast<desk::BothValuesDialog*>(QApplication::activeModalWidget());
    REQUIRE(dialog);
    for (QLabel* label : dialog->findChildren<QLabel*>()) labels << label->text();
    // The default button keeps what is stored.
    for (QPushButton* button : dialog->findChildren<QPushButton*>())
      if (button->isDefault()) button->click();
  });
  CHECK_FALSE(d.view.setAbsences(d.shown, {2}));
  CHECK(labels.contains(QStringLiteral("1, 5")));  // stored now
  CHECK(labels.contains(QStringLiteral("2")));     // yours
  CHECK(d.other->player(d.id).absentRounds == std::set<int>{1, 5});
}

TEST_CASE("absences: another desk's change of other fields only is no conflict") {
  TwoDesks d;
  pairing::Player renamed = d.other->player(d.id);
  renamed.club = "Nanjing";
  d.other->updatePlayer(renamed);
  d.keepStoredAbsences();
  CHECK(d.view.setAbsences(d.shown, {4}));
  CHECK(d.asked == 0);
  const pairing::Player now = d.other->player(d.id);
  CHECK(now.absentRounds == std::set<int>{4});
  CHECK(now.club == "Nanjing");
}
