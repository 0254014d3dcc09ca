// The desk words what the store reports typed about an OpenGotha import and an event's settings
// in the desk's language: the players view's import notice, the store's refusal of an event.
#include <doctest/doctest.h>

#include <QLabel>

#include "app/desk/language.h"
#include "app/desk/players_view.h"
#include "app/desk/store_errors.h"
#include "app/wording/import_words.h"
#include "db/store/event_store.h"
#include "tests/support/opengotha_xml.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

// One player, and a game naming a player the file does not hold.
std::string fileWithUnknownPlayer() {
  using test::openGothaGame;
  return test::openGothaXml(
      test::openGothaPlayer(test::kOBrienJeanPierre),
      openGothaGame(2, 4, "NOBODYATALL", "O'BRIENJEAN-PIERRE", "RESULT_BLACKWINS"),
      R"(<GeneralParameterSet name="Irish Open" shortName="io" numberOfRounds="3" komi="6.5"/>)");
}

// The store's refusal of an event that ends before it starts.
db::StoreError datesRefused() {
  pairing::Event e;
  e.name = "Cup";
  e.startDate = boost::gregorian::date(2026, 12, 5);
  e.endDate = boost::gregorian::date(2026, 12, 1);
  test::TempDir dir;
  try {
    db::EventStore::create(dir.file("cup.tengen"), e);
  } catch (const db::StoreError& error) {
    return error;
  }
  FAIL("the store took an event that ends before it starts");
  return db::StoreError(db::StoreError::Kind::Invalid, "");
}

}  // namespace

TEST_CASE("desk import words: the OpenGotha import notice and an event refused, in zh and en") {
  desk::Language language;
  test::TempDir dir;
  const std::string file = dir.write("gotha.xml", fileWithUnknownPlayer());
  pairing::Event e;
  e.name = "Empty";
  auto store = db::EventStore::create(dir.file("g.tengen"), e);
  desk::PlayersView view(*store);

  language.set("zh");
  REQUIRE(view.importOpenGotha(QString::fromStdString(file)));
  CHECK(view.notice()->text().contains(
      QString::fromUtf8("第 2 轮第 4 台：此局有未知棋手；已跳过此局")));
  const db::StoreError refused = datesRefused();
  REQUIRE(refused.eventProblem());
  CHECK(desk::StoreErrors::describe(refused) ==
        QString::fromUtf8("数值无效：日期：比赛结束日期早于开始日期"));
  pairing::OpenGothaParamProblem bad{"PairingParameterSet.paiMaDUDDWeight", "lots",
                                     pairing::OpenGothaParamProblem::Expected::WholeNumber};
  CHECK(wording::ImportWords::describe(bad) ==
        QString::fromUtf8("PairingParameterSet.paiMaDUDDWeight 为“lots”，应为整数；已忽略"));

  language.set("en");
  CHECK(desk::StoreErrors::describe(refused) ==
        "invalid value: dates: the event ends before it starts");
  CHECK(wording::ImportWords::describe(bad) ==
        "PairingParameterSet.paiMaDUDDWeight is 'lots', not a whole number; ignored");
  db::OpenGothaImportWarning w;
  w.kind = db::OpenGothaImportWarning::Kind::GameUnknownPlayer;
  w.round = 2;
  w.board = 4;
  CHECK(wording::ImportWords::describe(w) ==
        "round 2 board 4: a player of this game is unknown; game skipped");
}
