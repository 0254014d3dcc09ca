#pragma once
// Hand-worked test tournaments, built directly as model values.

#include "pairing/result.h"
#include "referee/ledger.h"
#include "reports/scoring.h"
#include "reports/standings.h"
#include "tests/support/model_builders.h"

namespace tengen::test {

inline pairing::Player makePlayer(pairing::PlayerId id, const std::string& name, const char* rank) {
  pairing::Player p = playerNamed(name, rank);
  p.id = id;
  return p;
}

inline pairing::Game makeGame(int round, int board, pairing::PlayerId black,
                              pairing::PlayerId white, const char* result) {
  return gameOn(round, board, black, white, result);
}

// Five players, three rounds (Swiss), with a jigo, byes, a forfeit and a withdrawal:
//   R1: A-B  B+R (A black wins) | C-D jigo        | E bye
//   R2: C-A  B+3.5 (C black)    | B-E  W+F? no: E (black) forfeits to B (white): W+F | D bye
//   R3: A-D  B+R                | C-B  W+R (B white wins) | E withdrawn (absent)
// Ranks: A 3d, B 1d, C 1k, D 5k, E 10k.
inline reports::Tournament fivePlayers() {
  reports::Tournament t;
  t.event.name = "Test Cup";
  t.event.rounds = 3;
  t.players = {makePlayer(1, "A", "3d"), makePlayer(2, "B", "1d"), makePlayer(3, "C", "1k"),
               makePlayer(4, "D", "5k"), makePlayer(5, "E", "10k")};
  t.players[4].status = pairing::RegistrationStatus::Withdrawn;
  pairing::Round r1;
  r1.number = 1;
  r1.games = {makeGame(1, 1, 1, 2, "B+R"), makeGame(1, 2, 3, 4, "jigo")};
  r1.byes = {5};
  pairing::Round r2;
  r2.number = 2;
  r2.games = {makeGame(2, 1, 3, 1, "B+3.5"), makeGame(2, 2, 5, 2, "W+F")};
  r2.byes = {4};
  pairing::Round r3;
  r3.number = 3;
  r3.games = {makeGame(3, 1, 1, 4, "B+R"), makeGame(3, 2, 3, 2, "W+R")};
  t.rounds = {r1, r2, r3};
  return t;
}

// The standings of `t` under the Chinese Swiss order of criteria (chineseSwissOrder), as most
// report tests show them.
inline reports::Standings chineseSwissStandings(const reports::Tournament& t) {
  reports::StandingsSettings s;
  s.order = reports::chineseSwissOrder();
  return reports::computeStandings(t, s);
}

// Entry `id` of the ledger, at `when`, on round 2 board 1 of fivePlayers() (C, black, against A,
// white); what it records is the caller's.
inline referee::LedgerEntry entryOnBoard1(std::int64_t id, const char* when) {
  referee::LedgerEntry e;
  e.id = id;
  e.when = when;
  e.round = 2;
  e.board = 1;
  return e;
}

// Such an entry: `referee`'s reversal of entry `target`.
inline referee::LedgerEntry reversalOnBoard1(std::int64_t id, const char* when, std::int64_t target,
                                             const std::string& referee) {
  referee::LedgerEntry e = entryOnBoard1(id, when);
  e.kind = referee::EntryKind::Correction;
  e.target = target;
  e.ruling = referee::RulingKind::Reverse;
  e.referee = referee;
  return e;
}

}  // namespace tengen::test
