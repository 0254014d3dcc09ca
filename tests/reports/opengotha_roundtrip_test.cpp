// OpenGotha -> Tengen -> OpenGotha and Tengen -> OpenGotha -> Tengen, field by field, through the
// real `tengen import` and `tengen export`. The OpenGotha files are hand-built from the DTD
// (tests/reports/opengotha/*.xml): names with hyphens, apostrophes, trailing spaces, several
// words, Cyrillic and Han; unknown colours; by-default results; every parameter set.

#include <doctest/doctest.h>

#include <QFile>
#include <QXmlStreamReader>
#include <map>
#include <string>

#include "db/store/event_store.h"
#include "db/store/opengotha_store.h"
#include "db/store/pairing_store.h"
#include "db/store/reports_store.h"
#include "reports/opengotha.h"
#include "tests/support/model_checks.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"
#include "tournaments.h"

using namespace tengen;

namespace {

std::string golden(const std::string& name) {
  return std::string(TENGEN_OPENGOTHA_GOLDEN_DIR) + "/" + name;
}

// Every OpenGotha field of a file: "Player#3.ffgLicence" -> "0912345" (elements numbered in
// document order per tag; criteria of the team set as TeamPlacementCriterion). Tengen's own
// attributes and elements, and the writer's stamp (saveDT, dataVersion, fullVersionNumber) are
// left out.
std::map<std::string, std::string> fields(const std::string& xml) {
  std::map<std::string, std::string> out;
  std::map<std::string, int> count;
  QXmlStreamReader r(QByteArray::fromStdString(xml));
  bool team = false;
  while (!r.atEnd()) {
    const auto token = r.readNext();
    if (token == QXmlStreamReader::EndElement &&
        r.name() == QLatin1String("TeamPlacementParameterSet"))
      team = false;
    if (token != QXmlStreamReader::StartElement) continue;
    std::string tag = r.name().toString().toStdString();
    if (tag == "TeamPlacementParameterSet") team = true;
    if (tag.rfind("Tengen", 0) == 0) continue;
    if (tag == "PlacementCriterion" && team) tag = "TeamPlacementCriterion";
    const std::string id = tag + "#" + std::to_string(++count[tag]);
    out[id] = "";  // the element itself
    for (const auto& a : r.attributes()) {
      const std::string name = a.name().toString().toStdString();
      if (name.rfind("tengen", 0) == 0) continue;
      if (tag == "Tournament" &&
          (name == "saveDT" || name == "dataVersion" || name == "fullVersionNumber"))
        continue;
      out[id + "." + name] = a.value().toString().toStdString();
    }
  }
  REQUIRE_FALSE(r.hasError());
  return out;
}

// Every field of `original` is in `copy` with the same value.
void checkLossless(const std::map<std::string, std::string>& original,
                   const std::map<std::string, std::string>& copy) {
  int lost = 0;
  for (const auto& [key, value] : original) {
    auto it = copy.find(key);
    INFO(key);
    if (it == copy.end()) {
      ++lost;
      CHECK_MESSAGE(false, "missing after the round trip");
    } else if (it->second != value) {
      ++lost;
      CHECK(it->second == value);
    }
  }
  CHECK(lost == 0);
  MESSAGE("OpenGotha fields checked: " << original.size() << ", lost or changed: " << lost);
}

struct Imported {
  std::string event, reexport;
};

Imported importAndExport(const test::TempDir& dir, const std::string& file,
                         const std::string& stem) {
  Imported im{dir.path(stem + ".tengen"), dir.path(stem + "-again.xml")};
  auto r = test::runTengen({"import", im.event, file});
  INFO(r.err);
  REQUIRE(r.exitCode == 0);
  r = test::runTengen({"export", im.event, "--format", "opengotha", "-o", im.reexport});
  INFO(r.err);
  REQUIRE(r.exitCode == 0);
  return im;
}

}  // namespace

TEST_CASE("OpenGotha -> Tengen -> OpenGotha keeps every field (McMahon, every parameter set)") {
  test::TempDir dir;
  const std::string file = golden("mcmahon_open.xml");
  const Imported im = importAndExport(dir, file, "mcmahon");
  checkLossless(fields(test::readFile(file)), fields(test::readFile(im.reexport)));

  // What the file's parameters became in Tengen's own fields.
  auto store = db::EventStore::open(QString::fromStdString(im.event));
  const pairing::Event e = store->event();
  CHECK(e.system == pairing::PairingSystem::McMahon);
  CHECK(e.timeControl == "canadian:75m+20/420s");
  CHECK(e.name == "Tournoi de Printemps");
  CHECK(e.chiefReferee == "Claire Dubois-Laurent");
  const pairing::PairingSettings draw = db::PairingStore(*store).settings();
  CHECK(draw.handicap.ceiling == 5);
  CHECK(draw.handicap.reduction == 2);
  CHECK(draw.handicap.fromMms);
  CHECK(draw.handicap.noHandicapAbove == std::optional<int>(0));  // 1D
  CHECK(draw.firstRound == pairing::FirstRoundMethod::Seeding);
  CHECK(draw.seeding == pairing::SeedingMethod::SplitAndRandom);
  CHECK(draw.avoidSameClub);
  CHECK(draw.avoidSameCountry);
  CHECK(draw.mcmahonBar == 2);      // 3D
  CHECK(draw.mcmahonFloor == -20);  // 20K
  const reports::StandingsSettings s = db::loadStandingsSettings(*store);
  CHECK(reports::toCodes(s.order) == "MMS,SOS-1,SOSOS,RATING");
  const reports::Tournament t = db::loadTournament(*store);
  REQUIRE(t.players.size() == 7);
  CHECK(t.players[0].name == "Jean-Pierre O'Brien");
  CHECK(t.players[1].name == "van der Berg, Rob");
  CHECK(t.players[2].name == "Smith , John");
  CHECK(t.players[3].name == "李昌镐");
  CHECK_FALSE(t.players[3].rating.has_value());  // ratingOrigin INI: a rating from the rank
  CHECK(t.players[4].name == "Пётр Иванов");
  CHECK(t.players[4].absentRounds == std::set<int>{3});
  CHECK(t.players[5].name == "Mac Donald, Mary Ann");
  // Kept beyond Tengen's fields: the FFG licence, the rating origin, unknown colours.
  const reports::OpenGothaKept kept = db::loadOpenGothaKept(*store);
  CHECK(kept.players.at(t.players[0].id).at("ffgLicence") == "0912345");
  CHECK(kept.players.at(t.players[0].id).at("ratingOrigin") == "FFG");
  CHECK(kept.params.at("PairingParameterSet.paiMaSeedSystem2") == "SPLITANDSLIP");
  CHECK(kept.params.at("PairingParameterSet.paiMaLastRoundForSeedSystem1") == "3");
  CHECK(kept.params.at("GeneralParameterSet.genRoundDownNBWMMS") == "true");
  const auto r1 = store->round(1);
  REQUIRE(r1);
  REQUIRE(r1->games.size() == 3);
  CHECK(kept.games.at({1, r1->games[2].black, r1->games[2].white}).at("knownColor") == "false");
  CHECK(kept.games.at({1, r1->games[2].black, r1->games[2].white}).at("result") ==
        "RESULT_EQUAL_BYDEF");
  // The game's own result keeps "by default" too, so the standings count it as not played.
  REQUIRE(r1->games[2].result);
  CHECK(r1->games[2].result->toString() == "Jigo/F");
  const auto r2 = store->round(2);
  REQUIRE(r2);
  REQUIRE(!r2->games.empty());
  CHECK(r2->games[0].result->toString() == "BothLose/F");
}

TEST_CASE("OpenGotha -> Tengen -> OpenGotha keeps every field (Swiss without handicap)") {
  test::TempDir dir;
  const std::string file = golden("swiss_club.xml");
  const Imported im = importAndExport(dir, file, "swiss");
  const auto again = fields(test::readFile(im.reexport));
  checkLossless(fields(test::readFile(file)), again);
  // The handicap ceiling stays 0: the next Swiss round gives no handicap.
  CHECK(again.at("HandicapParameterSet#1.hdCeiling") == "0");
  CHECK(again.at("HandicapParameterSet#1.hdCorrection") == "0");
  auto store = db::EventStore::open(QString::fromStdString(im.event));
  CHECK(store->event().timeControl == "byoyomi:60m+1x45s");
  const pairing::PairingSettings draw = db::PairingStore(*store).settings();
  CHECK(draw.handicap.ceiling == 0);
  CHECK(draw.handicap.reduction == 0);
  CHECK(draw.firstRound == pairing::FirstRoundMethod::Lot);
  CHECK_FALSE(draw.avoidSameClub);
  CHECK_FALSE(draw.avoidSameCountry);
  // A second round trip changes nothing either.
  const Imported twice = importAndExport(dir, im.reexport, "swiss2");
  checkLossless(again, fields(test::readFile(twice.reexport)));
}

TEST_CASE("OpenGotha import: what the TD changes afterwards is what the export writes") {
  test::TempDir dir;
  const Imported im = importAndExport(dir, golden("mcmahon_open.xml"), "changed");
  {
    auto store = db::EventStore::open(QString::fromStdString(im.event));
    db::PairingStore draw(*store);
    pairing::PairingSettings p = draw.settings();
    p.handicap.ceiling = 3;
    p.seeding = pairing::SeedingMethod::SplitAndFold;
    draw.saveSettings(p);
    pairing::Event e = store->event();
    e.timeControl = "byoyomi:90m+5x30s";
    e.komi = tengen::rules::HalfPoints(13);
    store->updateEvent(e);
  }
  const std::string out = dir.path("changed-2.xml");
  auto r = test::runTengen({"export", im.event, "--format", "opengotha", "-o", out});
  REQUIRE(r.exitCode == 0);
  const auto f = fields(test::readFile(out));
  CHECK(f.at("HandicapParameterSet#1.hdCeiling") == "3");
  CHECK(f.at("HandicapParameterSet#1.hdCorrection") == "2");  // unchanged, Tengen's own value
  CHECK(f.at("PairingParameterSet#1.paiMaSeedSystem1") == "SPLITANDFOLD");
  CHECK(f.at("PairingParameterSet#1.paiMaLastRoundForSeedSystem1") == "3");  // kept
  CHECK(f.at("PairingParameterSet#1.paiMaDUDDUpperMode") == "TOP");          // kept
  CHECK(f.at("GeneralParameterSet#1.complementaryTimeSystem") == "STDBYOYOMI");
  CHECK(f.at("GeneralParameterSet#1.basicTime") == "90");
  CHECK(f.at("GeneralParameterSet#1.komi") == "6.5");
  CHECK(f.at("GeneralParameterSet#1.shortName") == "printemps26");  // kept
}

TEST_CASE("Tengen -> OpenGotha -> Tengen keeps the event, players, games and settings") {
  test::TempDir dir;
  reports::Tournament t = test::fivePlayers();
  t.event.system = pairing::PairingSystem::McMahon;
  t.event.scoring = pairing::Scoring::Egf10;
  t.event.timeControl = "fischer:45m+15s";
  t.event.venue = "上海";
  t.event.komi = tengen::rules::HalfPoints(13);
  t.players[0].latinName = "Ke Jie";
  t.players[0].name = "柯洁";
  t.players[1].name = "van Zeist, Rob";
  t.players[2].born = pairing::parseIsoDate("1990-02-03");
  t.players[3].rating = 1620;
  t.players[3].absentRounds = {4};
  t.event.rounds = 4;
  const std::string ev = dir.path("cup.tengen");
  pairing::PairingSettings draw;
  draw.handicap.reduction = 0;
  draw.handicap.ceiling = 4;
  draw.handicap.noHandicapAbove = 2;
  draw.firstRound = pairing::FirstRoundMethod::Seeding;
  draw.seeding = pairing::SeedingMethod::SplitAndSlip;
  draw.avoidSameCountry = true;
  draw.mcmahonBar = 1;
  draw.mcmahonFloor = -15;
  reports::StandingsSettings settings = reports::defaultSettings(t.event);
  settings.order = *reports::parseCriteria("MMS,SOS,SOS-R,CUSS,DE");
  {
    auto store = db::EventStore::create(QString::fromStdString(ev), t.event);
    const std::vector<pairing::PlayerId> ids = db::storeTournament(*store, t, settings);
    // What OpenGotha has no place for: forbidden and fixed pairs, a player's own table.
    draw.forbiddenPairs = {{ids[0], ids[1]}, {ids[2], ids[4]}};
    draw.fixedPairs = {{3, ids[1], ids[3]}};
    draw.fixedTables = {{ids[4], 7}};
    db::PairingStore(*store).saveSettings(draw);
  }
  const std::string xml1 = dir.path("cup.xml");
  auto r = test::runTengen({"export", ev, "--format", "opengotha", "-o", xml1});
  REQUIRE(r.exitCode == 0);
  const Imported back = importAndExport(dir, xml1, "cup-back");

  auto a = db::EventStore::open(QString::fromStdString(ev));
  auto b = db::EventStore::open(QString::fromStdString(back.event));
  const reports::Tournament ta = db::loadTournament(*a), tb = db::loadTournament(*b);
  pairing::Event ea = ta.event, eb = tb.event;
  test::checkSameSettings(ea, eb);
  CHECK(eb.venue == ea.venue);
  CHECK(eb.rules == ea.rules);
  CHECK(eb.timeControl == ea.timeControl);
  REQUIRE(tb.players.size() == ta.players.size());
  for (std::size_t i = 0; i < ta.players.size(); ++i)
    test::checkSameEntry(ta.players[i], tb.players[i]);
  REQUIRE(tb.rounds.size() == ta.rounds.size());
  for (std::size_t i = 0; i < ta.rounds.size(); ++i) {
    REQUIRE(tb.rounds[i].games.size() == ta.rounds[i].games.size());
    CHECK(tb.rounds[i].byes == ta.rounds[i].byes);
    for (std::size_t g = 0; g < ta.rounds[i].games.size(); ++g) {
      const pairing::Game &ga = ta.rounds[i].games[g], &gb = tb.rounds[i].games[g];
      test::checkSameSeating(ga, gb);
      CHECK((gb.result ? gb.result->toString() : "") == (ga.result ? ga.result->toString() : ""));
    }
  }
  const pairing::PairingSettings da = db::PairingStore(*a).settings(),
                                 db_ = db::PairingStore(*b).settings();
  CHECK(pairing::settingValues(db_) == pairing::settingValues(da));
  REQUIRE(da.forbiddenPairs.size() == 2);
  CHECK(db_.forbiddenPairs == da.forbiddenPairs);
  REQUIRE(da.fixedPairs.size() == 1);
  CHECK(db_.fixedPairs == da.fixedPairs);
  REQUIRE(da.fixedTables.size() == 1);
  CHECK(db_.fixedTables == da.fixedTables);
  const std::string written = test::readFile(xml1);
  CHECK(written.find("<TengenFixedPair roundNumber=\"3\"") != std::string::npos);
  CHECK(written.find("<TengenFixedTable player=\"" + std::to_string(da.fixedTables.begin()->first) +
                     "\" tableNumber=\"7\"/>") != std::string::npos);
  CHECK(reports::toCodes(db::loadStandingsSettings(*b).order) ==
        reports::toCodes(db::loadStandingsSettings(*a).order));
  // And its export is the first export, field by field.
  checkLossless(fields(test::readFile(xml1)), fields(test::readFile(back.reexport)));
}

TEST_CASE("An imported OpenGotha event ranks OpenGotha's way until the TD picks a convention") {
  test::TempDir dir;
  const Imported im = importAndExport(dir, golden("mcmahon_open.xml"), "ways");
  auto r = test::runTengen({"tiebreaks", im.event});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("convention: opengotha") != std::string::npos);
  CHECK(r.out.find("tie-break order: MMS,SOS-1,SOSOS,RATING") != std::string::npos);
  // OpenGotha hides players who never played (D'Arcy): six rows.
  r = test::runTengen({"standings", im.event, "--format", "csv"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("D'Arcy") == std::string::npos);
  CHECK(r.out.find("O'Brien") != std::string::npos);

  r = test::runTengen({"tiebreaks", im.event, "--convention", "fide"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("unknown standings convention 'fide'") != std::string::npos);

  r = test::runTengen({"tiebreaks", im.event, "--convention", "tengen"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("convention: tengen") != std::string::npos);
  CHECK(r.out.find("tie-break order: MMS,SOS,SOSOS,SODOS") != std::string::npos);
  CHECK(r.out.find("McMahon bar: 3d, floor: 20k") != std::string::npos);  // the bar stays
  r = test::runTengen({"standings", im.event, "--format", "csv"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("D'Arcy") != std::string::npos);  // Tengen lists every player
  // The export follows: Tengen's criteria under OpenGotha's names, Tengen's rounding.
  const std::string out = dir.path("ways-2.xml");
  r = test::runTengen({"export", im.event, "--format", "opengotha", "-o", out});
  REQUIRE(r.exitCode == 0);
  const auto f = fields(test::readFile(out));
  CHECK(f.at("PlacementCriterion#1.name") == "MMS");
  CHECK(f.at("PlacementCriterion#2.name") == "SOSM");
  CHECK(f.at("PlacementCriterion#3.name") == "SOSOSM");
  CHECK(f.at("PlacementCriterion#4.name") == "SODOSM");
  CHECK(f.at("GeneralParameterSet#1.genRoundDownNBWMMS") == "false");

  r = test::runTengen({"tiebreaks", im.event, "--convention", "chinese"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("tie-break order: SCORE,SOS,CUSS,DE,SOS-R") != std::string::npos);
}

TEST_CASE("OpenGotha import: a file with a bad value is refused whole, with the problem named") {
  test::TempDir dir;
  std::string xml = test::readFile(golden("swiss_club.xml"));
  // A rating that is not a number, on the third player.
  const std::string good = R"(rating="1800" ratingOrigin="INI")";
  REQUIRE(xml.find(good) != std::string::npos);
  xml.replace(xml.find(good), good.size(), R"(rating="18OO" ratingOrigin="EGF")");
  const std::string file = dir.write("bad.xml", xml);
  const std::string event = dir.path("bad.tengen");
  auto r = test::runTengen({"import", event, file});
  CHECK(r.exitCode == 2);
  CHECK(r.err.find("bad value in the file") != std::string::npos);
  CHECK_FALSE(QFile::exists(QString::fromStdString(event)));  // nothing created
}

TEST_CASE("OpenGotha import: a category limit OpenGotha has no place for is skipped and named") {
  // OpenGotha keeps numberOfCategories - 1 lower limits (the last category reaches down to 30K)
  // and fails to open a file numbering one more: the import skips it, so the export opens.
  test::TempDir dir;
  std::string xml = test::readFile(golden("mcmahon_open.xml"));
  const std::string first = R"(<Category lowerLimit="5K" number="1"/>)";
  REQUIRE(xml.find(first) != std::string::npos);
  xml.insert(xml.find(first) + first.size(), "\n<Category lowerLimit=\"30K\" number=\"2\"/>");
  const Imported im = importAndExport(dir, dir.write("cats.xml", xml), "cats");
  auto r = test::runTengen({"import", dir.path("cats-2.tengen"), dir.write("cats2.xml", xml)});
  REQUIRE(r.exitCode == 0);
  CHECK(r.err.find("category 2 of 2") != std::string::npos);
  const auto f = fields(test::readFile(im.reexport));
  CHECK(f.at("Category#1.lowerLimit") == "5K");
  CHECK(f.at("Category#1.number") == "1");
  CHECK(f.count("Category#2.number") == 0);
  CHECK(f.at("GeneralParameterSet#1.numberOfCategories") == "2");
}
