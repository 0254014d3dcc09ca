#pragma once
// One way for tests to set up an event store: the event's settings, its players (in registration
// order) and rounds drawn board by board, with results where a test needs them. For example
//   auto store = test::EventFixture("Ledger Cup").rounds(3).chiefReferee("王裁判")
//                    .players({"柯洁", "Lee Sedol", "Shin Jinseo", "芈昱廷"}, "9p")
//                    .round(1).pairInOrder()
//                    .create(dir.file("cup.tengen"));
// Players are named by their registration index (from 0) when games and byes are given.

#include <QString>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "pairing/event.h"
#include "pairing/game.h"
#include "pairing/player.h"

namespace tengen::db {
class EventStore;
}

namespace tengen::test {

class EventFixture {
 public:
  explicit EventFixture(std::string name);

  EventFixture& rounds(int count);
  EventFixture& chiefReferee(std::string name);
  EventFixture& boardSize(int size);
  EventFixture& timeControl(std::string spec);

  // Players with these names, all of one rank, registered after those given before.
  EventFixture& players(const std::vector<std::string>& names, const std::string& rank = "1d");
  // `count` players named P1, P2, ... (or with another prefix; numbered on from the players given
  // before), all of one rank.
  EventFixture& numberedPlayers(int count, const std::string& rank = "1d",
                                const std::string& prefix = "P");

  // Starts round `number`, drawn with `seed`; game(), pairInOrder() and bye() fill it.
  EventFixture& round(int number, std::uint64_t seed = 0);
  // A game of the current round on the next board; `result` as typed ("B+R"), empty: none yet.
  // Results are entered through db::service::enterResult (checked and result-logged).
  EventFixture& game(int black, int white, const std::string& result = {});
  // Every player in registration order, two a board: 0 (Black) against 1 on board 1, 2 against 3
  // on board 2, and so on.
  EventFixture& pairInOrder();
  EventFixture& bye(int player);

  // Creates the event at `where` (a file or a postgresql:// URL) and stores players and rounds.
  std::unique_ptr<db::EventStore> create(const QString& where) const;

 private:
  struct PlannedGame {
    int black;
    int white;
    std::string result;
  };
  struct PlannedRound {
    int number;
    std::uint64_t seed;
    std::vector<PlannedGame> games;
    std::vector<int> byes;
  };
  PlannedRound& current();
  static void enterResults(db::EventStore& store, const PlannedRound& planned);

  pairing::Event event_;
  std::vector<pairing::Player> players_;
  std::vector<PlannedRound> rounds_;
};

// Changes the stored event's rule set (the rest of its settings stay).
void setEventRules(db::EventStore& store, pairing::RuleSetName rules);

// The result stored for `board` of `round` (nullopt: none yet); fails the test when the round
// has no such board.
std::optional<pairing::Result> storedResult(db::EventStore& store, int board, int round = 1);
// The same as text, "-" when there is none yet.
std::string storedResultText(db::EventStore& store, int board, int round = 1);

}  // namespace tengen::test
