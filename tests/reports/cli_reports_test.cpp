// The reports commands driven through the real binary on an event built with the event store:
// standings formats, OpenGotha round trip, settings, PDF printing with Chinese names.

#include <doctest/doctest.h>

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include "db/store/event_store.h"
#include "db/store/reports_store.h"
#include "db/store/result_log.h"
#include "reports/opengotha.h"
#include "tests/support/model_checks.h"
#include "tests/support/opengotha_xml.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"
#include "tournaments.h"

using namespace tengen;

namespace {

// Stores a tournament in a new event file; returns the path.
std::string makeEvent(const test::TempDir& dir, const std::string& name,
                      const reports::Tournament& t) {
  const std::string path = dir.path(name);
  pairing::Event e = t.event;
  auto store = db::EventStore::create(QString::fromStdString(path), e);
  db::storeTournament(*store, t, std::nullopt);
  return path;
}

reports::Tournament namedTournament() {
  reports::Tournament t = test::fivePlayers();
  t.event.name = "天元杯 Cup";
  t.event.startDate = pairing::parseIsoDate("2026-11-28");
  t.players[0].name = "柯洁";
  t.players[0].latinName = "Ke Jie";
  t.players[1].name = "Jean-Pierre O'Brien";
  t.players[2].name = "Anne-Marie D'Arcy";
  t.players[2].born = pairing::parseIsoDate("1990-01-02");
  t.players[2].rating = 2050;
  t.players[3].name = "Zoë Müller";
  t.players[3].absentRounds = {5};
  t.players[3].egdPin = "12345678";
  t.players[3].status = pairing::RegistrationStatus::Confirmed;
  t.rounds[1].games[0].result->byReferee = true;
  t.rounds[0].seed = 42;
  t.rounds[0].games[0].handicap = 2;
  t.rounds[0].games[0].komi = tengen::rules::HalfPoints(1);
  return t;
}

}  // namespace

TEST_CASE("standings --format json after each round, in 2-1-0 points") {
  test::TempDir dir;
  const std::string ev = makeEvent(dir, "cup.tengen", namedTournament());
  auto r = test::runTengen({"standings", ev, "--format", "json"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("\"place\":1,\"ex_aequo\":false,\"player\":1,\"name\":\"柯洁\"") !=
        std::string::npos);
  CHECK(r.out.find("\"score\":4,\"tiebreaks\":{\"SOS\":10,\"CUSS\":8,\"DE\":0,\"SOS-R\":7}") !=
        std::string::npos);
  // After round 1: A and E share first place (see standings_test.cpp).
  r = test::runTengen({"standings", ev, "--round", "1", "--format", "csv"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("\n1,1,1,柯洁,") != std::string::npos);
  CHECK(r.out.find("\n1,1,5,E,") != std::string::npos);
  r = test::runTengen({"standings", ev, "--round", "7"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("round 7 has no draw") != std::string::npos);
}

TEST_CASE("tiebreaks are stored with the event and used by standings") {
  test::TempDir dir;
  const std::string ev = makeEvent(dir, "cup.tengen", namedTournament());
  auto r = test::runTengen({"tiebreaks", ev, "--order", "SCORE,DE,SOS"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("tie-break order: SCORE,DE,SOS") != std::string::npos);
  r = test::runTengen({"standings", ev, "--format", "json"});
  CHECK(r.out.find("\"tiebreaks\":{\"DE\":2,\"SOS\":10}") != std::string::npos);
  r = test::runTengen({"tiebreaks", ev, "--preset", "egf"});
  REQUIRE(r.exitCode == 0);
  r = test::runTengen({"standings", ev, "--format", "json"});
  CHECK(r.out.find("\"player\":3,\"name\":\"Anne-Marie "
                   "D'Arcy\",\"rank\":\"1k\",\"withdrawn\":false,\"score\":1.5") !=
        std::string::npos);
  r = test::runTengen({"tiebreaks", ev, "--order", "SOS,BOGUS"});
  CHECK(r.exitCode == 1);
}

TEST_CASE("OpenGotha export, import, export: the same event, hyphens and apostrophes included") {
  test::TempDir dir;
  const reports::Tournament original = namedTournament();
  const std::string ev = makeEvent(dir, "cup.tengen", original);
  const std::string xml1 = dir.path("cup.xml");
  auto r = test::runTengen({"export", ev, "--format", "opengotha", "-o", xml1});
  REQUIRE(r.exitCode == 0);
  const std::string copy = dir.path("copy.tengen");
  r = test::runTengen({"import", copy, xml1});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("imported 5 players and 3 rounds") != std::string::npos);

  auto a = db::EventStore::open(QString::fromStdString(ev));
  auto b = db::EventStore::open(QString::fromStdString(copy));
  const reports::Tournament ta = db::loadTournament(*a), tb = db::loadTournament(*b);
  // The event's settings.
  test::checkSameSettings(ta.event, tb.event);
  CHECK(tb.event.startDate == ta.event.startDate);
  // Players, field by field, with the same ids.
  REQUIRE(tb.players.size() == ta.players.size());
  for (std::size_t i = 0; i < ta.players.size(); ++i) {
    const auto &x = ta.players[i], &y = tb.players[i];
    test::checkSameEntry(x, y);
    CHECK(y.club == x.club);
    CHECK(y.country == x.country);
    CHECK(y.egdPin == x.egdPin);
  }
  // Rounds, games and results, including the games of the hyphenated and apostrophe names.
  REQUIRE(tb.rounds.size() == ta.rounds.size());
  for (std::size_t i = 0; i < ta.rounds.size(); ++i)
    test::checkSameDraw(
        ta.rounds[i], tb.rounds[i],
        [](const pairing::Game& x, const pairing::Game& y) { CHECK(y.result == x.result); });
  // Exporting the copy gives the same document (apart from the save time).
  const std::string xml2 = dir.path("copy.xml");
  r = test::runTengen({"export", copy, "--format", "opengotha", "-o", xml2});
  REQUIRE(r.exitCode == 0);
  auto strip = [](std::string s) {
    const auto p = s.find("saveDT=\"");
    const auto e = s.find('"', p + 8);
    return s.erase(p, e - p);
  };
  CHECK(strip(test::readFile(xml2)) == strip(test::readFile(xml1)));
}

TEST_CASE("OpenGotha files without Tengen's ids: games found by name keys") {
  // As OpenGotha writes it: no tengen* attributes; keys are upper-case name+firstName.
  using test::openGothaPlayer;
  test::OpenGothaPlayer oBrien = test::kOBrienJeanPierre;
  oBrien.egfPin = "11111111";
  const std::string xml = test::openGothaXml(
      openGothaPlayer(oBrien) + openGothaPlayer({.name = "Smith-Jones",
                                                 .firstName = "Ann",
                                                 .rank = "12K",
                                                 .rating = "900",
                                                 .country = "GB",
                                                 .participating = "10111111111111111111",
                                                 .registeringStatus = "PRE"}),
      test::openGothaGame(1, 1, "SMITH-JONESANN", "O'BRIENJEAN-PIERRE", "RESULT_WHITEWINS_BYDEF"),
      R"(<GeneralParameterSet name="Irish Open" shortName="io" location="Dublin" beginDate="2020-09-15" endDate="2020-09-16" numberOfRounds="3" komi="6.5" genMMBar="3D" genMMFloor="20K"/>
<PlacementParameterSet><PlacementCriteria><PlacementCriterion name="MMS" number="1"/><PlacementCriterion name="SOSM" number="2"/><PlacementCriterion name="SOSOSM" number="3"/><PlacementCriterion name="NUL" number="4"/></PlacementCriteria></PlacementParameterSet>)");
  const db::OpenGothaImport im = db::readOpenGotha(QByteArray::fromStdString(xml));
  REQUIRE(im.error.empty());
  CHECK(im.warnings.empty());
  REQUIRE(im.tournament.players.size() == 2);
  CHECK(im.tournament.players[0].name == "Jean-Pierre O'Brien");
  CHECK(im.tournament.players[0].rating == 2300);
  CHECK_FALSE(im.tournament.players[1].rating);
  CHECK(im.tournament.players[1].absentRounds == std::set<int>{2});
  REQUIRE(im.tournament.rounds.size() == 1);
  REQUIRE(im.tournament.rounds[0].games.size() == 1);
  const auto& g = im.tournament.rounds[0].games[0];
  CHECK(g.black == im.tournament.players[0].id);
  CHECK(g.white == im.tournament.players[1].id);
  CHECK(g.result->outcome == pairing::Outcome::WhiteWins);
  CHECK(g.result->method == pairing::WinMethod::Forfeit);
  CHECK(im.tournament.event.system == pairing::PairingSystem::McMahon);
  CHECK(im.tournament.event.komi == tengen::rules::HalfPoints(13));
  REQUIRE(im.settings);
  CHECK(reports::toCodes(im.settings->order) == "MMS,SOS,SOSOS");
  CHECK(im.settings->scoring.mcMahonBar == 2);
  CHECK(im.settings->scoring.mcMahonFloor == -20);
  CHECK_FALSE(db::readOpenGotha("<html><body/></html>").error.empty());
  CHECK_FALSE(db::readOpenGotha("<Tournament><Players>").error.empty());
}

TEST_CASE("print standings to PDF with Chinese names, it renders (pdftoppm) with a CJK font") {
  test::TempDir dir;
  reports::Tournament t = namedTournament();
  t.players[4].name = "芈昱廷";
  const std::string ev = makeEvent(dir, "cup.tengen", t);
  const std::string pdf = dir.path("standings.pdf");
  auto r = test::runTengen({"--lang", "zh", "print", "standings", ev, "-o", pdf});
  REQUIRE(r.exitCode == 0);
  REQUIRE(QFileInfo(QString::fromStdString(pdf)).size() > 1000);
  CHECK(test::readFile(pdf).rfind("%PDF", 0) == 0);
  const QString pdffonts = QStandardPaths::findExecutable(QStringLiteral("pdffonts"));
  const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
  REQUIRE_MESSAGE(!pdftoppm.isEmpty(),
                  "poppler-utils (pdftoppm) must be installed: scripts/install-deps.sh");
  QProcess fonts;
  fonts.start(pdffonts, {QString::fromStdString(pdf)});
  REQUIRE(fonts.waitForFinished(30000));
  const std::string list = fonts.readAllStandardOutput().toStdString();
  CHECK(list.find("CJK") != std::string::npos);  // the Noto CJK font is embedded
  QProcess render;
  render.start(pdftoppm, {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("60"),
                          QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                          QStringLiteral("1"), QString::fromStdString(pdf),
                          dir.file(QStringLiteral("page"))});
  REQUIRE(render.waitForFinished(30000));
  CHECK(render.exitCode() == 0);
  CHECK(QFileInfo(dir.file(QStringLiteral("page-1.png"))).size() > 1000);
  for (const char* kind : {"pairings", "slips", "crosstable"}) {
    const std::string out = dir.path(std::string(kind) + ".pdf");
    r = test::runTengen({"print", kind, ev, "--round", "2", "-o", out});
    CHECK(r.exitCode == 0);
    CHECK(QFileInfo(QString::fromStdString(out)).size() > 1000);
  }
}

TEST_CASE("h9 and AGA through the command line") {
  test::TempDir dir;
  const std::string ev = makeEvent(dir, "cup.tengen", namedTournament());
  auto r = test::runTengen({"export", ev, "--format", "h9", "--class", "B"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.rfind("; CL[B]\n; EV[Cup]\n", 0) == 0);
  CHECK(r.out.find("   1 Ke Jie ") != std::string::npos);
  CHECK(r.out.find(" |12345678\n") != std::string::npos);
  r = test::runTengen({"standings", ev, "--format", "aga"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("99999\tKe, Jie\t3D\n") != std::string::npos);
  // "Last, First": a name typed "Jean-Pierre O'Brien" is O'Brien's.
  CHECK(r.out.find("99998\tO'Brien, Jean-Pierre\t1D\n") != std::string::npos);
}

TEST_CASE("h9 header derived from the event: class, adjusted time, system and handicap line") {
  test::TempDir dir;
  reports::Tournament t = namedTournament();
  t.event.timeControl = "byoyomi:60m+5x30s";
  t.event.system = pairing::PairingSystem::McMahon;
  const std::string ev = makeEvent(dir, "mm.tengen", t);
  auto r = test::runTengen({"export", ev, "--format", "h9"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.rfind("; CL[A]\n", 0) == 0);
  // McMahon's default handicap settings take one stone off: HA[h1].
  CHECK(r.out.find("; HA[h1]\n") != std::string::npos);
  CHECK(r.out.find("; TM[83]\n") != std::string::npos);
  CHECK(r.out.find("; CM[Standard byo-yomi]\n") != std::string::npos);
  // An explicit --class wins over the derived one.
  r = test::runTengen({"export", ev, "--format", "h9", "--class", "C"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.rfind("; CL[C]\n", 0) == 0);
}

TEST_CASE("import games from CSV: a new round, then results, all or nothing") {
  test::TempDir dir;
  const std::string ev = dir.path("games.tengen");
  auto r = test::runTengen({"new", ev, "--name", "Cup", "--rounds", "3"});
  REQUIRE(r.exitCode == 0);
  r = test::runTengen(
      {"import", ev,
       dir.write("p.csv", "name,rank\n柯洁,9p\nO'Brien,3d\nJean-Pierre,2d\nLi,1d\n")});
  REQUIRE(r.exitCode == 0);
  const std::string round1 = dir.write("r1.csv",
                                       "round,board,black,white,result\n"
                                       "1,1,O'Brien,柯洁,W+R\n"
                                       "1,2,Li,Jean-Pierre,\n");
  r = test::runTengen({"import", ev, round1});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("imported 2 games") != std::string::npos);
  CHECK(r.out.find("rounds created: 1; results entered: 1, already there: 0") != std::string::npos);
  {
    auto store = db::EventStore::open(QString::fromStdString(ev));
    const auto round = store->round(1);
    REQUIRE(round);
    REQUIRE(round->games.size() == 2);
    CHECK(round->games[0].result == pairing::Result::parse("W+R"));
    CHECK(round->games[0].colours == pairing::ColourMethod::Manual);
    CHECK_FALSE(round->games[1].result);
    // Through the one result door: the imported result is in the result log.
    const auto log = db::resultLog(*store, 1, 1, true);
    REQUIRE(log.size() == 1);
    CHECK(log[0].kind == db::ResultLogEntry::Kind::Entry);
    CHECK(log[0].newResult == "W+R");
  }
  // The same file again changes nothing.
  r = test::runTengen({"import", ev, round1});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("results entered: 0, already there: 1") != std::string::npos);
  // A different result over a stored one refuses the whole file: board 2's result is not stored.
  r = test::runTengen({"import", ev,
                       dir.write("r1b.csv",
                                 "round,board,black,white,result\n"
                                 "1,2,Li,Jean-Pierre,B+2.5\n"
                                 "1,1,O'Brien,柯洁,B+R\n")});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("line 3") != std::string::npos);
  CHECK(r.err.find("already has the result W+R") != std::string::npos);
  CHECK_FALSE(db::EventStore::open(QString::fromStdString(ev))->round(1)->games[1].result);
  // Round 3 before round 2, and a malformed row.
  r = test::runTengen(
      {"import", ev, dir.write("r3.csv", "round,board,black,white\n3,1,Li,O'Brien\n")});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("before round 2") != std::string::npos);
  r = test::runTengen(
      {"import", ev, dir.write("bad.csv", "round,board,black,white\n2,1,Li,Nobody\n")});
  CHECK(r.exitCode == 2);
  CHECK(r.err.find("line 2, column 4 ('Nobody')") != std::string::npos);
  CHECK(db::EventStore::open(QString::fromStdString(ev))->roundNumbers() == std::vector<int>{1});
  // Exported games read back into another event with the same players.
  r = test::runTengen({"export", ev, "--format", "games"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.rfind("round,board,black,white,black_name,white_name,result,handicap,komi\n", 0) ==
        0);
  CHECK(r.out.find(",O'Brien,柯洁,W+R,0,7.5\n") != std::string::npos);
}

TEST_CASE("import players from CSV into an existing event, refused without one") {
  test::TempDir dir;
  const std::string ev = dir.path("new.tengen");
  auto r = test::runTengen({"new", ev, "--name", "Cup", "--rounds", "3"});
  REQUIRE(r.exitCode == 0);
  const std::string csv =
      dir.write("p.csv", "name,rank,club\nJean-Pierre O'Brien,3d,Dublin\n柯洁,9p,浙江\n");
  r = test::runTengen({"import", ev, csv});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("imported 2 players") != std::string::npos);
  auto store = db::EventStore::open(QString::fromStdString(ev));
  REQUIRE(store->players().size() == 2);
  CHECK(store->players()[0].name == "Jean-Pierre O'Brien");
  r = test::runTengen({"import", dir.path("missing.tengen"), csv});
  CHECK(r.exitCode == 1);
  const std::string bad = dir.write("bad.xml", "<Tournament><Players>");
  r = test::runTengen({"import", dir.path("other.tengen"), bad});
  CHECK(r.exitCode == 2);
}

TEST_CASE("crosstable and bench reports run") {
  test::TempDir dir;
  const std::string ev = makeEvent(dir, "cup.tengen", namedTournament());
  auto r = test::runTengen({"crosstable", ev, "--round", "2"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("R1") != std::string::npos);
  CHECK(r.out.find("R3") == std::string::npos);
  r = test::runTengen({"bench", "reports", "--players", "101", "--rounds", "3", "--repeat", "1"});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("101 players x 3 rounds: 150 games, 3 byes") != std::string::npos);
}

TEST_CASE("standings of a drawn but unplayed round are after the round played before it") {
  test::TempDir dir;
  reports::Tournament t = test::fivePlayers();
  t.event.rounds = 4;
  pairing::Round r4;
  r4.number = 4;
  r4.games = {test::makeGame(4, 1, 1, 3, nullptr), test::makeGame(4, 2, 2, 4, nullptr)};
  t.rounds.push_back(r4);
  CHECK(t.lastPlayedRound() == 3);
  const std::string ev = makeEvent(dir, "drawn.tengen", t);
  auto r = test::runTengen({"--lang", "en", "standings", ev});
  REQUIRE(r.exitCode == 0);
  CHECK(r.out.find("Standings after round 3") != std::string::npos);
  CHECK(r.out.find("after round 4") == std::string::npos);
  // The crosstable too; the drawn round is still what `--round 4` asks for.
  auto cross = test::runTengen({"--lang", "en", "crosstable", ev});
  REQUIRE(cross.exitCode == 0);
  CHECK(cross.out.find("R4") == std::string::npos);
  auto asked = test::runTengen({"--lang", "en", "standings", ev, "--round", "4"});
  REQUIRE(asked.exitCode == 0);
  CHECK(asked.out.find("Standings after round 4") != std::string::npos);
  // Once a result of round 4 is in, the standings are after round 4.
  reports::Tournament played = t;
  played.rounds.back().games[0].result = pairing::Result::parse("B+R");
  CHECK(played.lastPlayedRound() == 4);
}
