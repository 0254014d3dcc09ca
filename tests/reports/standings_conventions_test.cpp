// The named standings conventions (tengen, opengotha, chinese) on hand-worked tournaments. Every
// expected figure is worked out by hand in the comments, not copied from the program.

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "reports/standings.h"
#include "standings_lookup.h"
#include "tournaments.h"

using namespace tengen;
using namespace tengen::reports;
using tengen::test::checkValues, tengen::test::placeOrder, tengen::test::rowOf, tengen::test::value;

namespace {

// Five players, two rounds, McMahon with bar 3d and floor 5k:
//   P1 3d (start 7), P2 1d (5), P3 1k (4), P4 2k (3), P5 5k (0).
//   R1: P3 (Black, 2 stones) - P1 (White): W+R | P2 (Black) - P4 (White): B+R | P5 not paired
//   R2: P1 (Black) - P2 (White): B+R | P3 bye | P4 declared absent | P5 not paired
// P5 never plays and never declared an absence.
Tournament handicapEvent() {
  Tournament t;
  t.event.name = "Conventions";
  t.event.system = pairing::PairingSystem::McMahon;
  t.event.scoring = pairing::Scoring::Egf10;
  t.event.rounds = 2;
  t.players = {test::makePlayer(1, "P1", "3d"), test::makePlayer(2, "P2", "1d"),
               test::makePlayer(3, "P3", "1k"), test::makePlayer(4, "P4", "2k"),
               test::makePlayer(5, "P5", "5k")};
  t.players[3].absentRounds = {2};
  pairing::Round r1;
  r1.number = 1;
  r1.games = {test::makeGame(1, 1, 3, 1, "W+R"), test::makeGame(1, 2, 2, 4, "B+R")};
  r1.games[0].handicap = 2;
  pairing::Round r2;
  r2.number = 2;
  r2.games = {test::makeGame(2, 1, 1, 2, "B+R")};
  r2.byes = {3};
  t.rounds = {r1, r2};
  return t;
}

}  // namespace

TEST_CASE("opengotha convention, McMahon: virtual opponent, declared absences, SOSM handicap") {
  const Tournament t = handicapEvent();
  StandingsSettings s = conventionSettings(Convention::OpenGotha, t.event);
  s.scoring.mcMahonBar = 2;     // 3d
  s.scoring.mcMahonFloor = -5;  // 5k
  CHECK(toCodes(s.order) == "MMS,SOS,SOSOS");
  const Standings st = computeStandings(t, s);
  // MMS: P1 7 + 2 wins = 9. P2 5 + 1 = 6. P3 4 + bye (MMS ½, rounded down to 0) = 4.
  // P4 3 + declared absence (MMS ½, rounded down to 0) = 3.
  checkValues(st, Criterion::Mms, {{1, "9"}, {2, "6"}, {3, "4"}, {4, "3"}});
  // SOSM: the opponent's MMS, plus the handicap when the player took White, minus it as Black;
  // a bye or an absence: the player's own start score.
  // P1: P3 4 + 2 stones = 6, P2 6 -> 12. P2: P4 3 + P1 9 = 12.
  // P3: P1 9 - 2 = 7, bye: own start 4 -> 11. P4: P2 6, absence: own start 3 -> 9.
  checkValues(st, Criterion::Sos, {{1, "12"}, {2, "12"}, {3, "11"}, {4, "9"}});
  // SOSOSM: the opponents' SOSM; a virtual opponent's is the start score in each of the 2
  // rounds. P1: SOS(P3) 11 + SOS(P2) 12 = 23. P3: SOS(P1) 12 + bye 4 x 2 = 20.
  // P4: SOS(P2) 12 + absence 3 x 2 = 18.
  checkValues(st, Criterion::Sosos, {{1, "23"}, {3, "20"}, {4, "18"}});
  // P5 never played: not listed.
  CHECK(st.rows.size() == 4);
  CHECK(st.indexOf(5) == -1);
  CHECK(placeOrder(st) == std::vector<pairing::PlayerId>{1, 2, 3, 4});
}

TEST_CASE("opengotha convention: not played games as half a point in the opponents' scores") {
  const Tournament t = handicapEvent();
  StandingsSettings s = conventionSettings(Convention::OpenGotha, t.event);
  s.scoring.mcMahonBar = 2;
  s.scoring.mcMahonFloor = -5;
  s.scoring.sosVirtualScores = true;  // genCountNotPlayedGamesAsHalfPoint
  const Standings st = computeStandings(t, s);
  // The players' own MMS do not change (9, 6, 4, 3). As opponents they count with the games on
  // the board and half a point for every other round: P1 7 + 2 = 9, P2 5 + 1 = 6, P3 4 + 0 + ½
  // (the bye) = 4.5, P4 3 + 0 + ½ (the absence) = 3.5.
  checkValues(st, Criterion::Mms, {{3, "4"}, {4, "3"}});
  // SOSM: P1: P3 4.5 + 2 stones, P2 6 -> 12.5. P2: P4 3.5 + P1 9 = 12.5. P3: P1 9 - 2 = 7 and
  // the bye's own start 4 -> 11. P4: P2 6 and the absence's own start 3 -> 9.
  checkValues(st, Criterion::Sos, {{1, "12.5"}, {2, "12.5"}, {3, "11"}, {4, "9"}});
  // SOSOSM on those SOSM: P1 11 + 12.5, P3 12.5 + 4 x 2, P4 12.5 + 3 x 2.
  checkValues(st, Criterion::Sosos, {{1, "23.5"}, {3, "20.5"}, {4, "18.5"}});
  // Kept as text with the other settings and read back.
  StandingsSettings back;
  std::map<std::string, std::string> text;
  for (const auto& [k, v] : standingsValues(s)) text[k] = v;
  CHECK(text.at("sos_virtual_scores") == "1");
  applyStandingsValues(text, back);
  CHECK(back.scoring.sosVirtualScores);
}

TEST_CASE("opengotha convention: a both-win by default is not played in the virtual scores") {
  // Round 2's P1 - P2 becomes a both-win: on the board (BothWin) or by default (BothWin/F).
  // Both score a win for both (MMS P1 7 + 2 = 9, P2 5 + 2 = 7); as opponents, the game on the
  // board counts its point, the one by default half a point.
  auto sos = [](const char* result) {
    Tournament t = handicapEvent();
    t.rounds[1].games[0].result = pairing::Result::parse(result);
    StandingsSettings s = conventionSettings(Convention::OpenGotha, t.event);
    s.scoring.mcMahonBar = 2;
    s.scoring.mcMahonFloor = -5;
    s.scoring.sosVirtualScores = true;
    const Standings st = computeStandings(t, s);
    checkValues(st, Criterion::Mms, {{1, "9"}, {2, "7"}});
    std::vector<std::string> out;
    for (int id = 1; id <= 4; ++id) out.push_back(value(st, id, Criterion::Sos));
    return out;
  };
  // Virtual scores on the board: P1 7 + 1 + 1 = 9, P2 5 + 1 + 1 = 7, P3 4 + 0 + ½ = 4.5,
  // P4 3 + 0 + ½ = 3.5. SOSM: P1 P3 4.5 + 2 stones + P2 7 = 13.5; P2 P4 3.5 + P1 9 = 12.5;
  // P3 P1 9 - 2 + bye start 4 = 11; P4 P2 7 + absence start 3 = 10.
  CHECK(sos("BothWin") == std::vector<std::string>{"13.5", "12.5", "11", "10"});
  // By default: P1 7 + 1 + ½ = 8.5, P2 5 + 1 + ½ = 6.5. SOSM: P1 6.5 + 6.5 = 13; P2 3.5 + 8.5
  // = 12; P3 8.5 - 2 + 4 = 10.5; P4 6.5 + 3 = 9.5.
  CHECK(sos("BothWin/F") == std::vector<std::string>{"13", "12", "10.5", "9.5"});
}

TEST_CASE("tengen convention on the same event: own score as virtual opponent, every absence") {
  const Tournament t = handicapEvent();
  StandingsSettings s = conventionSettings(Convention::Tengen, t.event);
  s.scoring.mcMahonBar = 2;
  s.scoring.mcMahonFloor = -5;
  CHECK(toCodes(s.order) == "MMS,SOS,SOSOS,SODOS");
  const Standings st = computeStandings(t, s);
  // P3: 4 + bye MMS 1 = 5. P4: 3 + absence ½ = 3.5. P5: 0 + two absences ½ = 1, listed.
  checkValues(st, Criterion::Mms, {{3, "5"}, {4, "3.5"}, {5, "1"}});
  CHECK(st.rows.size() == 5);
  // SOS without the handicap: P1: P3 5 + P2 6 = 11. P3: P1 9 + bye: own MMS 5 = 14.
  checkValues(st, Criterion::Sos, {{1, "11"}, {3, "14"}});
}

TEST_CASE("opengotha convention, Swiss: the virtual opponent scores 0") {
  Tournament t = handicapEvent();
  t.event.system = pairing::PairingSystem::Swiss;
  const StandingsSettings s = conventionSettings(Convention::OpenGotha, t.event);
  CHECK(toCodes(s.order) == "SCORE,SOS,SOSOS");
  const Standings st = computeStandings(t, s);
  // Scores: P1 2, P2 1, P3 loss + bye (a win) = 1, P4 loss + absence (0) = 0.
  checkValues(st, Criterion::Score, {{1, "2"}, {2, "1"}, {3, "1"}, {4, "0"}});
  // SOSW (no handicap in Swiss scores): P1: P3 1 + P2 1 = 2. P2: P4 0 + P1 2 = 2.
  // P3: P1 2 + bye 0 = 2. P4: P2 1 + absence 0 = 1.
  checkValues(st, Criterion::Sos, {{1, "2"}, {2, "2"}, {3, "2"}, {4, "1"}});
  // P2 and P3 tie on score and SOS; SOSOS: P2: SOS(P4) 1 + SOS(P1) 2 = 3; P3: SOS(P1) 2 and the
  // bye's virtual opponent has none = 2.
  checkValues(st, Criterion::Sosos, {{2, "3"}, {3, "2"}});
  CHECK(placeOrder(st) == std::vector<pairing::PlayerId>{1, 2, 3, 4});
}

TEST_CASE("opengotha convention: absences rounded down to whole wins, round by round") {
  Tournament t = handicapEvent();
  t.event.system = pairing::PairingSystem::Swiss;
  t.players[4].absentRounds = {1, 2};  // P5 declared both rounds
  StandingsSettings s = conventionSettings(Convention::OpenGotha, t.event);
  s.scoring.absent = 1;  // genNBW2ValueAbsent 1: half a win
  s.scoring.listNeverPlayed = true;
  s.order = {Criterion::Score, Criterion::Cuss};
  Standings st = computeStandings(t, s);
  // P5: ½ after round 1, rounded down to 0; 1 after round 2. CUSS 0 + 1 = 1.
  CHECK(value(st, 5, Criterion::Score) == "1");
  CHECK(value(st, 5, Criterion::Cuss) == "1");
  // P4: one declared absence, ½, rounded down: 0.
  CHECK(value(st, 4, Criterion::Score) == "0");
  // Without the rounding: P5 1, CUSS ½ + 1 = 1.5; P4 ½.
  s.scoring.roundDownByesAndAbsences = false;
  st = computeStandings(t, s);
  CHECK(value(st, 5, Criterion::Cuss) == "1.5");
  CHECK(value(st, 4, Criterion::Score) == "0.5");
}

TEST_CASE("chinese convention: 2-1-0, 对手分, 累进分, 直胜, 对手分逆减") {
  const Tournament t = test::fivePlayers();
  const StandingsSettings s = conventionSettings(Convention::Chinese, t.event);
  CHECK(toCodes(s.order) == "SCORE,SOS,CUSS,DE,SOS-R");
  CHECK(s.scoring.convention == Convention::Chinese);
  const Standings st = computeStandings(t, s);
  // As worked out in standings_test.cpp for this draw: scores A 4, B 4, C 3, D 3, E 2; a bye
  // adds nothing to 对手分: A 10, B 9, C 11, D 7, E 4.
  checkValues(st, Criterion::Score, {{1, "4"}, {4, "3"}, {5, "2"}});
  checkValues(st, Criterion::Sos, {{1, "10"}, {4, "7"}, {5, "4"}});
}

TEST_CASE("conventions by name, and their settings as text and back") {
  CHECK(conventionFromCode("OpenGotha") == Convention::OpenGotha);
  CHECK(conventionFromCode("chinese") == Convention::Chinese);
  CHECK(conventionFromCode("tengen") == Convention::Tengen);
  CHECK_FALSE(conventionFromCode("fide").has_value());
  pairing::Event e;
  e.system = pairing::PairingSystem::McMahon;
  StandingsSettings s = conventionSettings(Convention::OpenGotha, e);
  s.scoring.mcMahonBar = 3;
  s.scoring.absent = 1;
  std::map<std::string, std::string> m;
  for (const auto& [k, v] : standingsValues(s)) m[k] = v;
  StandingsSettings back;
  applyStandingsValues(m, back);
  CHECK(standingsValues(back) == standingsValues(s));
  CHECK(back.scoring.convention == Convention::OpenGotha);
  CHECK(back.scoring.byeSos == VirtualOpponent::StartScore);
  CHECK(back.scoring.sosHandicap);
  CHECK_FALSE(back.scoring.listNeverPlayed);
}
