// The Event tab on a shared event: a save based on settings another desk saved meanwhile shows the
// differing fields with both values (and who stored them); keeping reloads, overwriting stores.
#include <doctest/doctest.h>

#include <QDoubleSpinBox>
#include <QLabel>

#include "app/desk/event_editors.h"
#include "app/desk/event_view.h"
#include "app/desk/language.h"
#include "db/service/event_setup.h"
#include "db/service/setup_conflict.h"
#include "tests/desk/desk_event.h"
#include "tests/desk/desk_window.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

TEST_CASE("event settings saved at another desk meanwhile are shown beside the form's") {
  test::WizardEvent club("Club");
  auto& store = club.store;
  auto other = db::EventStore::open(club.path);
  desk::EventView view(*store);
  std::vector<db::SetupDifference> asked;
  bool overwrite = false;
  view.setChooser([&](const std::vector<db::SetupDifference>& d) {
    asked = d;
    return overwrite;
  });
  db::EventSetup theirs = db::loadEventSetup(*other);
  theirs.event.venue = "Hangzhou";
  db::saveEventSetup(*other, theirs, "other desk");
  view.form()->rules()->komiBox()->setValue(6.5);

  SUBCASE("keeping the stored settings") {
    CHECK_FALSE(view.save());
    // Venue: theirs (the form still shows the old); komi: the form's.
    REQUIRE(asked.size() == 2);
    bool venue = false;
    for (const auto& d : asked)
      if (d.field == "venue") {
        venue = true;
        CHECK(d.stored == "Hangzhou");
        CHECK(d.typed.empty());
        CHECK(d.who == "other desk");
      }
    CHECK(venue);
    CHECK(store->event().komi == tengen::rules::HalfPoints(15));
    CHECK(store->event().venue == "Hangzhou");
    CHECK(view.status()->text().contains("another desk"));
    CHECK(view.form()->rules()->komiBox()->value() == 7.5);  // reloaded
    // Saved again from the reloaded form: no question.
    asked.clear();
    view.form()->rules()->komiBox()->setValue(6.5);
    REQUIRE(view.save());
    CHECK(asked.empty());
    CHECK(store->event().komi == tengen::rules::HalfPoints(13));
    CHECK(store->event().venue == "Hangzhou");
  }
  SUBCASE("overwriting with the form's") {
    overwrite = true;
    REQUIRE(view.save());
    CHECK(asked.size() == 2);
    CHECK(store->event().komi == tengen::rules::HalfPoints(13));
    CHECK(store->event().venue.empty());  // the form's value, chosen knowingly
  }
}
