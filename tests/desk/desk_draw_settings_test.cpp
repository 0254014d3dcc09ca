// The draw settings panel: it shows what `tengen draw-settings` stored, saves every setting the
// command line sets (first round by seeding, seeding method, club and country avoidance, McMahon
// bar, handicap, forbidden and fixed pairs, fixed tables, corrections) through the same store
// door, logged; an impossible pair is refused by the store and nothing is lost.
#include <doctest/doctest.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

#include "app/desk/draw_settings_view.h"
#include "app/desk/language.h"
#include "db/store/event_log.h"
#include "db/store/event_store.h"
#include "db/store/pairing_store.h"
#include "tests/desk/desk_event.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

struct Panel : test::DeskEvent {
  Panel() {
    create(test::EventFixture("Draw Settings Cup")
               .rounds(5)
               .players({"柯洁", "Lee Sedol", "Shin Jinseo", "芈昱廷", "Gu Li", "Park Junghwan"},
                        "5d"),
           "draw.tengen");
  }
  pairing::PlayerId id(int i) { return store->players()[static_cast<std::size_t>(i)].id; }
};

template <typename W>
W* editor(desk::DrawSettingsView& view, const std::string& key) {
  auto* w = qobject_cast<W*>(view.editor(key));
  REQUIRE(w);
  return w;
}

}  // namespace

TEST_CASE("the draw settings panel shows what the command line stored") {
  Panel p;
  pairing::PairingSettings s = db::PairingStore(*p.store).settings();
  s.firstRound = pairing::FirstRoundMethod::Seeding;
  s.avoidSameCountry = true;
  s.forbiddenPairs = {{p.id(0), p.id(3)}};
  s.fixedTables[p.id(1)] = 4;
  db::PairingStore(*p.store).saveSettings(s);
  desk::DrawSettingsView view(*p.store);
  CHECK(editor<QComboBox>(view, "first-round")->currentData().toString() == "seeding");
  CHECK(editor<QCheckBox>(view, "avoid.country")->isChecked());
  CHECK(editor<QCheckBox>(view, "avoid.club")->isChecked());  // the default
  REQUIRE(view.forbiddenTable()->rowCount() == 1);
  CHECK(view.forbiddenTable()->item(0, 0)->text().contains(QString::fromUtf8("柯洁")));
  CHECK(view.forbiddenTable()->item(0, 1)->text().contains(QString::fromUtf8("芈昱廷")));
  REQUIRE(view.fixedTableTable()->rowCount() == 1);
  CHECK(view.fixedTableTable()->item(0, 1)->text() == "4");
  // Every key the command line knows has an editor here.
  for (const auto& [key, value] : pairing::settingValues(s)) {
    INFO(key);
    CHECK(view.editor(key));
  }
  CHECK(view.shown() == s);  // showing changes nothing
}

TEST_CASE("the draw settings panel saves every setting through the store, logged") {
  Panel p;
  desk::DrawSettingsView view(*p.store);
  auto* firstRound = editor<QComboBox>(view, "first-round");
  firstRound->setCurrentIndex(firstRound->findData("seeding"));
  auto* seeding = editor<QComboBox>(view, "seeding");
  seeding->setCurrentIndex(seeding->findData("split-slip"));
  auto* profile = editor<QComboBox>(view, "profile");
  profile->setCurrentIndex(profile->findData("opengotha"));
  editor<QCheckBox>(view, "avoid.club")->setChecked(false);
  editor<QCheckBox>(view, "avoid.country")->setChecked(true);
  auto* bar = editor<QComboBox>(view, "mcmahon.bar");
  bar->setCurrentIndex(bar->findData("4"));  // 5d
  auto* noneAbove = editor<QComboBox>(view, "handicap.none-above");
  noneAbove->setCurrentIndex(noneAbove->findData("0"));  // 1d
  editor<QSpinBox>(view, "handicap.ceiling")->setValue(5);
  editor<QDoubleSpinBox>(view, "handicap.komi-half")->setValue(-0.5);
  view.addForbidden(p.id(2), p.id(1));
  view.addFixedPair(3, p.id(0), p.id(5));
  view.addFixedTable(p.id(4), 1);
  view.addCorrection(p.id(3), 2);
  REQUIRE(view.save());
  CHECK(view.status()->text() == "Draw settings saved");

  const pairing::PairingSettings s = db::PairingStore(*p.store).settings();
  CHECK(s.firstRound == pairing::FirstRoundMethod::Seeding);
  CHECK(s.seeding == pairing::SeedingMethod::SplitAndSlip);
  CHECK(s.profile == pairing::DrawProfile::OpenGotha);
  CHECK_FALSE(s.avoidSameClub);
  CHECK(s.avoidSameCountry);
  CHECK(s.mcmahonBar == 4);
  CHECK(s.handicap.noHandicapAbove == 0);
  CHECK(s.handicap.ceiling == 5);
  CHECK(s.handicap.komi == tengen::rules::HalfPoints(-1));
  REQUIRE(s.forbiddenPairs.size() == 1);
  CHECK(s.forbiddenPairs[0] == std::pair(p.id(1), p.id(2)));  // lower id first, as the CLI
  REQUIRE(s.fixedPairs.size() == 1);
  CHECK(s.fixedPairs[0] == pairing::FixedPair{3, p.id(0), p.id(5)});
  CHECK(s.fixedTables.at(p.id(4)) == 1);
  CHECK(s.mmsCorrection.at(p.id(3)) == 2);
  // The event log has each changed setting, as `tengen draw-settings` logs it.
  bool firstRoundLogged = false;
  for (const db::EventLogEntry& e : db::eventLog(*p.store))
    if (e.field == "pairing.first-round" && e.newValue == "seeding") firstRoundLogged = true;
  CHECK(firstRoundLogged);

  // Removing a row and saving again takes it out of the store.
  view.forbiddenTable()->setCurrentCell(0, 0);
  view.removeSelected(view.forbiddenTable());
  CHECK(view.forbiddenTable()->rowCount() == 0);
  REQUIRE(view.save());
  CHECK(db::PairingStore(*p.store).settings().forbiddenPairs.empty());
}

TEST_CASE("a pair of one player with themself is refused by the store, nothing stored is lost") {
  Panel p;
  desk::DrawSettingsView view(*p.store);
  view.addFixedTable(p.id(1), 2);
  REQUIRE(view.save());
  view.addForbidden(p.id(0), p.id(0));
  CHECK_FALSE(view.save());
  CHECK(view.status()->text().contains("not saved"));
  const pairing::PairingSettings s = db::PairingStore(*p.store).settings();
  CHECK(s.forbiddenPairs.empty());
  CHECK(s.fixedTables.at(p.id(1)) == 2);  // the earlier save stays
}

TEST_CASE("a refused draw setting is worded in the desk's language, the rule term kept") {
  Panel p;
  p.language.set(QStringLiteral("zh"));
  desk::DrawSettingsView view(*p.store);
  view.addForbidden(p.id(0), p.id(0));
  CHECK_FALSE(view.save());
  const QString text = view.status()->text();
  CHECK(text.contains(QString::fromUtf8("编排设置未保存")));
  CHECK(text.contains(QString::fromUtf8("禁止配对")));
  CHECK(text.contains(QString::fromUtf8("柯洁")));  // the player by name, not by id
  CHECK_FALSE(text.contains("forbidden"));
  CHECK_FALSE(text.contains("player"));
  p.language.set(QStringLiteral("en"));
  CHECK_FALSE(view.save());
  CHECK(view.status()->text().contains("a forbidden pair (禁止配对) of"));
  CHECK(view.status()->text().contains("with themself"));
}
