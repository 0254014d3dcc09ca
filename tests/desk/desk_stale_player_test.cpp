// A player edited at two desks: an edit based on a player changed since it was read is not stored
// over the other desk's change; the differing fields are shown with both values and the user
// chooses per field. Two stores on one SQLite file stand for the two desks.
#include <doctest/doctest.h>

#include <QLabel>

#include "app/desk/language.h"
#include "app/desk/players_view.h"
#include "db/service/player_conflict.h"
#include "db/store/event_store.h"
#include "tests/desk/two_desks.h"

using namespace tengen;
using db::PlayerField;

namespace {
// Two desks, the players view open on mine and the player as it shows it.
struct TwoDesks : test::TwoDesksWithPlayer {
  TwoDesks() : TwoDesksWithPlayer(test::playerOf("Ke Jie", "5d", "Beijing")) {}
  desk::PlayersView view{*mine};
  const pairing::Player shown = mine->player(id);
};
}  // namespace

TEST_CASE("a player edit over another desk's change asks per field and merges the choice") {
  TwoDesks d;
  pairing::Player theirs = d.other->player(d.id);
  theirs.rank = *pairing::Rank::parse("9d");  // the other desk: rank
  theirs.country = "CN";                      // and country
  d.other->updatePlayer(theirs);
  pairing::Player typed = d.shown;
  typed.rank = *pairing::Rank::parse("7d");  // this desk: rank too
  typed.club = "Shanghai";                   // and club

  std::vector<db::PlayerConflict> asked;
  d.view.setChooser([&](const db::PlayerConflict& c) {
    asked.push_back(c);
    return std::vector<db::PlayerField>{db::PlayerField::Club};  // their rank, my club
  });
  CHECK(d.view.saveEdit(d.shown, typed));
  REQUIRE(asked.size() == 1);
  const auto fields = asked[0].differing();
  // Rank (both changed), club (changed here), country (changed there): all shown.
  CHECK(fields == std::vector<db::PlayerField>{db::PlayerField::Rank, db::PlayerField::Club,
                                               db::PlayerField::Country});
  CHECK(asked[0].changedHere(db::PlayerField::Rank));
  CHECK(asked[0].changedHere(db::PlayerField::Club));
  CHECK_FALSE(asked[0].changedHere(db::PlayerField::Country));
  CHECK(db::playerFieldText(asked[0].stored, db::PlayerField::Rank) == "9d");
  CHECK(db::playerFieldText(asked[0].typed, db::PlayerField::Rank) == "7d");
  const pairing::Player now = d.other->player(d.id);
  CHECK(now.rank.toString() == "9d");
  CHECK(now.club == "Shanghai");
  CHECK(now.country == "CN");
  CHECK(now.version == 3);
}

TEST_CASE("keeping the stored player writes nothing") {
  TwoDesks d;
  pairing::Player theirs = d.other->player(d.id);
  theirs.club = "Hangzhou";
  d.other->updatePlayer(theirs);
  pairing::Player typed = d.shown;
  typed.club = "Shanghai";
  int asked = 0;
  d.view.setChooser([&](const db::PlayerConflict&) {
    ++asked;
    return std::nullopt;
  });
  CHECK_FALSE(d.view.saveEdit(d.shown, typed));
  CHECK(asked == 1);
  CHECK(d.other->player(d.id).club == "Hangzhou");
  CHECK(d.other->player(d.id).version == 2);
  CHECK(d.view.notice()->text().contains("kept"));
}

TEST_CASE("an edit with no competing change is stored without a question") {
  TwoDesks d;
  pairing::Player typed = d.shown;
  typed.latinName = "Ke Jie";
  d.view.setChooser([&](const db::PlayerConflict&) -> std::optional<std::vector<db::PlayerField>> {
    FAIL("asked without a conflict");
    return std::nullopt;
  });
  CHECK(d.view.saveEdit(d.shown, typed));
  CHECK(d.other->player(d.id).latinName == "Ke Jie");
}
