// The players view: search as you type (pinyin, initials, Latin), late entry, per-round absences,
// OpenGotha import.
#include <doctest/doctest.h>

#include <QLabel>
#include <QLineEdit>
#include <QTableView>

#include "app/desk/absence_dialog.h"
#include "app/desk/players_model.h"
#include "app/desk/players_view.h"
#include "db/store/event_store.h"
#include "reports/opengotha.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

#include <QCheckBox>

using namespace tengen;

namespace {

// The event "Search" with these players (all 1d), in registration order.
test::EventFixture searchEvent(const std::vector<std::string>& names) {
  return test::EventFixture("Search").players(names, "1d");
}

QStringList shownNames(desk::PlayersView& view) {
  QStringList names;
  for (int row = 0; row < view.table()->model()->rowCount(); ++row)
    names << QString::fromStdString(view.playerAtRow(row)->name);
  names.sort();
  return names;
}

}  // namespace

TEST_CASE("typing pinyin, initials or a Latin name without accents narrows the players table") {
  test::TempDir dir;
  auto store =
      searchEvent({"张三", "李四", "王小明", "Müller", "Zhang Wei"}).create(dir.file("s.tengen"));
  desk::PlayersView view(*store);
  CHECK(view.table()->model()->rowCount() == 5);

  view.filter()->setText("zs");
  CHECK(shownNames(view) == QStringList{QString::fromUtf8("张三")});
  view.filter()->setText("zhang");
  CHECK(shownNames(view) == QStringList{"Zhang Wei", QString::fromUtf8("张三")});
  view.filter()->setText("wxm");
  CHECK(shownNames(view) == QStringList{QString::fromUtf8("王小明")});
  view.filter()->setText("muller");
  CHECK(shownNames(view) == QStringList{QString::fromUtf8("Müller")});
  view.filter()->setText(QString::fromUtf8("李"));
  CHECK(shownNames(view) == QStringList{QString::fromUtf8("李四")});
  view.filter()->setText("qqq");
  CHECK(view.table()->model()->rowCount() == 0);
  view.filter()->clear();
  CHECK(view.table()->model()->rowCount() == 5);
}

TEST_CASE("a player registered after a draw is a late entry absent from the drawn rounds") {
  test::TempDir dir;
  auto store = searchEvent({"A", "B"}).round(1).pairInOrder().create(dir.file("s.tengen"));

  desk::PlayersView view(*store);
  pairing::Player late;
  late.name = "李晚到";
  late.rank = *pairing::Rank::parse("2k");
  const auto id = view.registerPlayer(late);
  REQUIRE(id > 0);
  CHECK(store->player(id).absentRounds == std::set<int>{1});
  CHECK(view.notice()->text().contains("Late entry"));
  view.filter()->setText("lwd");
  REQUIRE(view.table()->model()->rowCount() == 1);
  CHECK(view.table()->model()->index(0, desk::PlayersModel::Absent).data().toString() == "1");

  // Per-round absence: future rounds change, the drawn round 1 stays as its draw says.
  REQUIRE(view.setAbsences(id, {3, 4}));
  CHECK(store->player(id).absentRounds == std::set<int>{1, 3, 4});
  REQUIRE(view.setAbsences(id, {}));
  CHECK(store->player(id).absentRounds == std::set<int>{1});

  desk::AbsenceDialog dialog(store->player(id), 5, store->roundNumbers());
  CHECK_FALSE(dialog.box(1)->isEnabled());
  CHECK(dialog.box(1)->isChecked());
  dialog.box(2)->setChecked(true);
  CHECK(dialog.absentRounds() == std::set<int>{1, 2});
}

TEST_CASE("an OpenGotha file imports into an empty event") {
  test::TempDir dir;
  reports::Tournament t;
  t.event.name = "Gotha Cup";
  for (int i = 1; i <= 2; ++i) {
    pairing::Player p;
    p.id = i;
    p.name = i == 1 ? "Jean-Pierre O'Brien" : "王五";
    p.rank = *pairing::Rank::parse("3k");
    t.players.push_back(p);
  }
  pairing::Round r;
  r.number = 1;
  pairing::Game g;
  g.round = 1;
  g.board = 1;
  g.black = 1;
  g.white = 2;
  g.result = pairing::Result::parse("B+R");
  r.games.push_back(g);
  t.rounds.push_back(r);
  const std::string xml =
      dir.write("cup.xml", reports::openGothaXml(t, reports::defaultSettings(t.event)));

  pairing::Event e;
  e.name = "Empty";
  auto store = db::EventStore::create(dir.file("g.tengen"), e);
  desk::PlayersView view(*store);
  REQUIRE(view.importOpenGotha(QString::fromStdString(xml)));
  CHECK(view.table()->model()->rowCount() == 2);
  CHECK(store->roundNumbers() == std::vector<int>{1});
  view.filter()->setText("obrien");
  CHECK(view.table()->model()->rowCount() == 1);
}
