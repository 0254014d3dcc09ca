// Tie-break values on hand-worked tournaments, under each preset. Every expected figure below is
// worked out by hand in the comments from the draw in tournaments.h, not copied from the program.

#include <doctest/doctest.h>

#include "reports/standings.h"
#include "standings_lookup.h"
#include "tournaments.h"

using namespace tengen;
using namespace tengen::reports;
using tengen::test::checkValues, tengen::test::placeOrder, tengen::test::rowOf, tengen::test::value;

namespace {

StandingsSettings chineseAll() {
  StandingsSettings s;
  s.scoring = chinesePreset();
  s.order = {Criterion::Score, Criterion::Sos,   Criterion::SosMinus1, Criterion::SosMinus2,
             Criterion::Sosos, Criterion::Sodos, Criterion::Cuss,      Criterion::SosReverse,
             Criterion::Nbw,   Criterion::Rating};
  return s;
}

}  // namespace

TEST_CASE("Chinese preset: scores with jigo, bye, forfeit and withdrawal") {
  const Standings st = computeStandings(test::fivePlayers(), chineseAll());
  // A: W, L, W = 2+0+2 = 4. B: L, forfeit win, W = 0+2+2 = 4. C: jigo, W, L = 1+2+0 = 3.
  // D: jigo, bye (2), L = 3. E: bye 2, forfeit loss 0, absent 0 = 2.
  checkValues(st, Criterion::Score, {{1, "4"}, {2, "4"}, {3, "3"}, {4, "3"}, {5, "2"}});
  // 对手分: byes and absences add nothing; the forfeit counts the paired opponent.
  // A: B4 + C3 + D3 = 10. B: A4 + E2 + C3 = 9. C: D3 + A4 + B4 = 11. D: C3 + A4 = 7. E: B4 = 4.
  checkValues(st, Criterion::Sos, {{1, "10"}, {2, "9"}, {3, "11"}, {4, "7"}, {5, "4"}});
  // SOS-1 drops the lowest opponent: A 10-3 = 7, B 9-2 = 7, C 11-3 = 8, D 7-3 = 4, E (one) 0.
  checkValues(st, Criterion::SosMinus1, {{1, "7"}, {2, "7"}, {3, "8"}, {4, "4"}, {5, "0"}});
  // SOS-2: A 10-3-3 = 4, B 9-2-3 = 4, C 11-3-4 = 4, D (two) 0.
  checkValues(st, Criterion::SosMinus2, {{1, "4"}, {3, "4"}, {4, "0"}});
  // SOSOS: A: SOS(B)9 + SOS(C)11 + SOS(D)7 = 27. E: SOS(B) = 9. D: SOS(C)11 + SOS(A)10 = 21.
  checkValues(st, Criterion::Sosos, {{1, "27"}, {5, "9"}, {4, "21"}});
  // SODOS: A beat B(4), D(3) = 7. B beat E(2, forfeit counts), C(3) = 5.
  // C: jigo with D gives half of 3 = 1.5, beat A 4 -> 5.5. D: jigo with C = 1.5. E: 0.
  checkValues(st, Criterion::Sodos, {{1, "7"}, {2, "5"}, {3, "5.5"}, {4, "1.5"}, {5, "0"}});
  // 累进分: A 2+2+4 = 8; B 0+2+4 = 6; C 1+3+3 = 7; D 1+3+3 = 7; E 2+2+2 = 6.
  checkValues(st, Criterion::Cuss, {{1, "8"}, {2, "6"}, {3, "7"}, {4, "7"}, {5, "6"}});
  // 逆减 (first step: without round 3): A B4+C3 = 7; B A4+E2 = 6; C D3+A4 = 7; D C3 = 3; E B4 = 4.
  checkValues(st, Criterion::SosReverse, {{1, "7"}, {2, "6"}, {3, "7"}, {4, "3"}, {5, "4"}});
  // Second step (round 1 only): A 4, B 4, C 3, D 3, E 0.
  CHECK(rowOf(st, 1).sosReverse == std::vector<std::int64_t>{14, 8});
  CHECK(rowOf(st, 5).sosReverse == std::vector<std::int64_t>{8, 0});
  // NBW (a bye counts as a win, a jigo as ½): A 2, B 2, C 1.5, D 1.5, E 1.
  checkValues(st, Criterion::Nbw, {{1, "2"}, {3, "1.5"}, {4, "1.5"}, {5, "1"}});
  // RATING from the rank when no rating is known (EGF GoR mid-rank): 3d = 2300, 10k = 1100.
  checkValues(st, Criterion::Rating, {{1, "2300"}, {5, "1100"}});
  // Order: 4 points A (SOS 10) before B (9); 3 points C (11) before D (7); E.
  CHECK(placeOrder(st) == std::vector<pairing::PlayerId>{1, 2, 3, 4, 5});
  CHECK(rowOf(st, 5).withdrawn);
}

TEST_CASE("Chinese Swiss default order: score, SOS, CUSS, DE, SOS-R") {
  pairing::Event ev;
  ev.system = pairing::PairingSystem::Swiss;
  ev.scoring = pairing::Scoring::Chinese210;
  const StandingsSettings s = defaultSettings(ev);
  CHECK(toCodes(s.order) == "SCORE,SOS,CUSS,DE,SOS-R");
  CHECK(s.scoring.name == "chinese");
  ev.system = pairing::PairingSystem::McMahon;
  ev.scoring = pairing::Scoring::Egf10;
  CHECK(toCodes(defaultSettings(ev).order) == "MMS,SOS,SOSOS,SODOS");
}

TEST_CASE("直胜 (DE) between exactly the tied players, and ex-aequo places") {
  StandingsSettings s;
  s.scoring = chinesePreset();
  s.order = {Criterion::Score, Criterion::DirectEncounter};
  const Standings st = computeStandings(test::fivePlayers(), s);
  // A and B have 4 points and met in round 1 (A won): A ahead. C and D have 3 points and drew
  // with each other in round 1: still tied, so both are placed 3rd ex aequo.
  CHECK(placeOrder(st)[0] == 1);
  CHECK(placeOrder(st)[1] == 2);
  CHECK(rowOf(st, 1).place == 1);
  CHECK(rowOf(st, 2).place == 2);
  CHECK(rowOf(st, 3).place == 3);
  CHECK(rowOf(st, 4).place == 3);
  CHECK(rowOf(st, 3).exAequo);
  CHECK(rowOf(st, 4).exAequo);
  CHECK_FALSE(rowOf(st, 1).exAequo);
  CHECK(rowOf(st, 5).place == 5);
  checkValues(st, Criterion::DirectEncounter, {{1, "2"}, {2, "0"}, {3, "1"}});
}

TEST_CASE("DE applies only when every tied player met every other") {
  // Three-way cycle P1>P2, P2>P3, P3>P1, all beat P4: P1..P3 have 4 points each.
  reports::Tournament t;
  t.players = {test::makePlayer(1, "P1", "1d"), test::makePlayer(2, "P2", "1d"),
               test::makePlayer(3, "P3", "1d"), test::makePlayer(4, "P4", "1d")};
  pairing::Round r1, r2, r3;
  r1.number = 1;
  r1.games = {test::makeGame(1, 1, 1, 2, "B+R"), test::makeGame(1, 2, 3, 4, "B+R")};
  r2.number = 2;
  r2.games = {test::makeGame(2, 1, 2, 3, "B+R"), test::makeGame(2, 2, 1, 4, "B+R")};
  r3.number = 3;
  r3.games = {test::makeGame(3, 1, 3, 1, "B+R"), test::makeGame(3, 2, 2, 4, "B+R")};
  t.rounds = {r1, r2, r3};
  StandingsSettings s;
  s.order = {Criterion::Score, Criterion::DirectEncounter};
  Standings st = computeStandings(t, s);
  // The cycle gives each of them 2 points against the other two: all three share first place.
  CHECK(rowOf(st, 1).place == 1);
  CHECK(rowOf(st, 2).place == 1);
  CHECK(rowOf(st, 3).place == 1);
  CHECK(rowOf(st, 4).place == 4);
  // With CUSS first: P1 2,4,4 = 10; P3 2,2,4 = 8; P2 0,2,4 = 6.
  s.order = {Criterion::Score, Criterion::Cuss};
  st = computeStandings(t, s);
  CHECK(placeOrder(st) == std::vector<pairing::PlayerId>{1, 3, 2, 4});
  // Drop the round-3 game P3-P1: P1 (2+2) and P2 (0+2+2) tie on 4 points and met in round 1
  // (P1 won), P3 has 2.
  t.rounds[2].games.erase(t.rounds[2].games.begin());
  s.order = {Criterion::Score, Criterion::DirectEncounter};
  st = computeStandings(t, s);
  CHECK(placeOrder(st) == std::vector<pairing::PlayerId>{1, 2, 3, 4});
  CHECK(rowOf(st, 2).place == 2);
}

TEST_CASE("EGF preset: half points, virtual opponents, forfeits unplayed for tie-breaks") {
  StandingsSettings s;
  s.scoring = egfPreset();
  s.order = egfSwissOrder();
  const Standings st = computeStandings(test::fivePlayers(), s);
  // Scores: A 1+0+1 = 2; B 0+1(forfeit)+1 = 2; C ½+1+0 = 1.5; D ½+1(bye)+0 = 1.5; E 1+0+0 = 1.
  checkValues(st, Criterion::Score, {{1, "2"}, {2, "2"}, {3, "1.5"}, {4, "1.5"}, {5, "1"}});
  // SOS with a virtual opponent of the player's own score for byes, absences and forfeits:
  // A: B2 + C1.5 + D1.5 = 5. B: A2 + own 2 (forfeit) + C1.5 = 5.5. C: D1.5 + A2 + B2 = 5.5.
  // D: C1.5 + own 1.5 (bye) + A2 = 5. E: own 1 three times = 3.
  checkValues(st, Criterion::Sos, {{1, "5"}, {2, "5.5"}, {3, "5.5"}, {4, "5"}, {5, "3"}});
  // So B now leads A on SOS.
  CHECK(placeOrder(st) == std::vector<pairing::PlayerId>{2, 1, 3, 4, 5});
  // SODOS: A beat B (2) and D (1.5) = 3.5. D: jigo with C (½ of 1.5 = 0.75) + bye as a win
  // against a virtual own-score opponent (1.5) = 2.25.
  checkValues(st, Criterion::Sodos, {{1, "3.5"}, {4, "2.25"}});
}

TEST_CASE("McMahon preset: start scores with bar and floor, MMS for byes and absences") {
  // Bar 1d (strength 0), floor 5k (strength -5): start = clamp(strength, -5, 0) + 5.
  StandingsSettings s;
  s.scoring = mcMahonPreset(0, -5);
  s.order = mcMahonOrder();
  const Standings st = computeStandings(test::fivePlayers(), s);
  // Start: A 3d -> 5 (bar), B 1d -> 5, C 1k -> 4, D 5k -> 0, E 10k -> 0 (floor).
  CHECK(mcMahonStart(2, s.scoring) == 5);
  CHECK(mcMahonStart(-10, s.scoring) == 0);
  // MMS: A 5+1+0+1 = 7; B 5+0+1+1 = 7; C 4+½+1+0 = 5.5; D 0+½+1(bye)+0 = 1.5;
  // E 0+1(bye)+0+½(absent) = 1.5.
  checkValues(st, Criterion::Mms, {{1, "7"}, {2, "7"}, {3, "5.5"}, {4, "1.5"}, {5, "1.5"}});
  // SOS over MMS: A: B7 + C5.5 + D1.5 = 14. B: A7 + own 7 (forfeit) + C5.5 = 19.5.
  // D: C5.5 + own 1.5 + A7 = 14. E: own 1.5 three times = 4.5.
  checkValues(st, Criterion::Sos, {{1, "14"}, {2, "19.5"}, {4, "14"}, {5, "4.5"}});
  CHECK(placeOrder(st) == std::vector<pairing::PlayerId>{2, 1, 3, 4, 5});
  // A start-score correction of +2 for E: 3.5, ahead of D (1.5) and C (5.5 stays ahead).
  s.mmsCorrection[5] = 2;
  const Standings corrected = computeStandings(test::fivePlayers(), s);
  CHECK(value(corrected, 5, Criterion::Mms) == "3.5");
  CHECK(placeOrder(corrected) == std::vector<pairing::PlayerId>{2, 1, 3, 5, 4});
}

TEST_CASE("Standings after an earlier round are frozen history") {
  const reports::Tournament full = test::fivePlayers();
  reports::Tournament first = full;
  first.rounds.resize(1);
  StandingsSettings s;
  s.order = chineseSwissOrder();
  const Standings a = computeStandings(full, s, 1);
  const Standings b = computeStandings(first, s, 1);
  REQUIRE(a.rows.size() == b.rows.size());
  for (std::size_t i = 0; i < a.rows.size(); ++i) {
    CHECK(a.rows[i].player.id == b.rows[i].player.id);
    CHECK(a.rows[i].values == b.rows[i].values);
    CHECK(a.rows[i].place == b.rows[i].place);
  }
  // After round 1: A (won) and E (bye) have 2 points, SOS 0 (B has 0; byes add nothing),
  // CUSS 2, did not meet, no earlier round for SOS-R: tied 1st. C and D drew: 1 point, SOS 1,
  // CUSS 1, DE equal: tied 3rd. B 5th.
  CHECK(a.afterRound == 1);
  CHECK(rowOf(a, 1).place == 1);
  CHECK(rowOf(a, 5).place == 1);
  CHECK(rowOf(a, 3).place == 3);
  CHECK(rowOf(a, 4).place == 3);
  CHECK(rowOf(a, 2).place == 5);
  CHECK(rowOf(a, 1).entries.size() == 1);
}

TEST_CASE("Pending games count nothing, withdrawn players can be left out") {
  reports::Tournament t = test::fivePlayers();
  t.rounds[2].games[1].result.reset();  // C-B not finished
  StandingsSettings s;
  s.scoring = chinesePreset();
  s.scoring.listWithdrawn = false;
  s.order = chineseSwissOrder();
  const Standings st = computeStandings(t, s);
  CHECK(st.indexOf(5) == -1);
  CHECK(st.rows.size() == 4);
  CHECK(value(st, 2, Criterion::Score) == "2");  // B: loss, forfeit win, pending
  CHECK(value(st, 3, Criterion::Score) == "3");  // C: jigo, win, pending
  CHECK(rowOf(st, 2).entries[2].kind == EntryKind::Pending);
}

TEST_CASE("Criterion codes parse in any order and reject unknown or repeated ones") {
  auto c = parseCriteria("mms, SOS SOSOS,SODOS");
  REQUIRE(c);
  CHECK(toCodes(*c) == "MMS,SOS,SOSOS,SODOS");
  CHECK(toCodes(*parseCriteria("SOS-R,DE,CUSS,NBW,RATING,SOS-1,SOS-2")) ==
        "SOS-R,DE,CUSS,NBW,RATING,SOS-1,SOS-2");
  CHECK_FALSE(parseCriteria("SOS,XYZ"));
  CHECK_FALSE(parseCriteria("SOS,SOS"));
  CHECK_FALSE(parseCriteria(""));
  CHECK(formatFraction(11, 4) == "2.75");
  CHECK(formatFraction(-3, 2) == "-1.5");
}

TEST_CASE("Both lose, both win and unplayed results") {
  // X (black) and Y meet three times: both lose, both win, unplayed.
  reports::Tournament t;
  t.players = {test::makePlayer(1, "X", "1d"), test::makePlayer(2, "Y", "2d")};
  for (int r = 1; r <= 3; ++r) {
    pairing::Round round;
    round.number = r;
    round.games = {test::makeGame(r, 1, 1, 2,
                                  r == 1   ? "both-lose"
                                  : r == 2 ? "both-win"
                                           : "unplayed")};
    t.rounds.push_back(round);
  }
  StandingsSettings s;
  s.scoring = chinesePreset();
  s.order = {Criterion::Score, Criterion::Sos, Criterion::Nbw, Criterion::DirectEncounter};
  Standings st = computeStandings(t, s);
  // Chinese: 0 + 2 + 0 (unplayed scores as an absence) = 2 each. SOS counts the two games
  // actually played (2 + 2); the unplayed one adds nothing. NBW 1. DE: each scored 2 against the
  // other, so they share first place.
  checkValues(st, Criterion::Score, {{1, "2"}, {2, "2"}});
  CHECK(value(st, 1, Criterion::Sos) == "4");
  CHECK(value(st, 1, Criterion::Nbw) == "1");
  CHECK(value(st, 1, Criterion::DirectEncounter) == "2");
  CHECK(rowOf(st, 1).place == 1);
  CHECK(rowOf(st, 2).place == 1);
  CHECK(rowOf(st, 1).entries[2].outcome == PlayerOutcome::None);
  // EGF: 1 point each; SOS 1 + 1 + own 1 for the unplayed round = 3.
  s.scoring = egfPreset();
  st = computeStandings(t, s);
  CHECK(value(st, 1, Criterion::Score) == "1");
  CHECK(value(st, 1, Criterion::Sos) == "3");
  // RATING breaks the tie: Y is 2d.
  s.order = {Criterion::Score, Criterion::Rating};
  st = computeStandings(t, s);
  CHECK(placeOrder(st) == std::vector<pairing::PlayerId>{2, 1});
}
