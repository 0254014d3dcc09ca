#include "tests/support/event_fixture.h"

#include <doctest/doctest.h>

#include <utility>

#include "db/service/result_entry.h"
#include "db/store/event_store.h"

namespace tengen::test {

EventFixture::EventFixture(std::string name) {
  event_.name = std::move(name);
}

EventFixture& EventFixture::rounds(int count) {
  event_.rounds = count;
  return *this;
}

EventFixture& EventFixture::chiefReferee(std::string name) {
  event_.chiefReferee = std::move(name);
  return *this;
}

EventFixture& EventFixture::boardSize(int size) {
  event_.boardSize = size;
  return *this;
}

EventFixture& EventFixture::timeControl(std::string spec) {
  event_.timeControl = std::move(spec);
  return *this;
}

EventFixture& EventFixture::players(const std::vector<std::string>& names,
                                    const std::string& rank) {
  for (const std::string& name : names) {
    pairing::Player p;
    p.name = name;
    p.rank = *pairing::Rank::parse(rank);
    players_.push_back(p);
  }
  return *this;
}

EventFixture& EventFixture::numberedPlayers(int count, const std::string& rank,
                                            const std::string& prefix) {
  std::vector<std::string> names;
  for (int i = 0; i < count; ++i)
    names.push_back(prefix + std::to_string(players_.size() + names.size() + 1));
  return players(names, rank);
}

EventFixture& EventFixture::round(int number, std::uint64_t seed) {
  rounds_.push_back({number, seed, {}, {}});
  return *this;
}

EventFixture::PlannedRound& EventFixture::current() {
  REQUIRE_MESSAGE(!rounds_.empty(), "EventFixture: round() first");
  return rounds_.back();
}

EventFixture& EventFixture::game(int black, int white, const std::string& result) {
  current().games.push_back({black, white, result});
  return *this;
}

EventFixture& EventFixture::pairInOrder() {
  for (int i = 0; i + 1 < static_cast<int>(players_.size()); i += 2) game(i, i + 1);
  return *this;
}

EventFixture& EventFixture::bye(int player) {
  current().byes.push_back(player);
  return *this;
}

std::unique_ptr<db::EventStore> EventFixture::create(const QString& where) const {
  auto store = db::EventStore::create(where, event_);
  const std::vector<pairing::PlayerId> ids =
      players_.empty() ? std::vector<pairing::PlayerId>{} : store->addPlayers(players_);
  const auto id = [&](int index) { return ids.at(static_cast<std::size_t>(index)); };
  for (const PlannedRound& planned : rounds_) {
    pairing::Round r;
    r.number = planned.number;
    r.seed = planned.seed;
    int board = 0;
    for (const PlannedGame& pg : planned.games) {
      pairing::Game g;
      g.round = planned.number;
      g.board = ++board;
      g.black = id(pg.black);
      g.white = id(pg.white);
      r.games.push_back(g);
    }
    for (int player : planned.byes) r.byes.push_back(id(player));
    store->saveRound(r);
    enterResults(*store, planned);
  }
  return store;
}

// Results go in through the result door, as a desk enters them: checked against the komi and
// logged, so that `tengen db check` finds every result with its result-log row.
void EventFixture::enterResults(db::EventStore& store, const PlannedRound& planned) {
  int board = 0;
  for (const PlannedGame& pg : planned.games) {
    ++board;
    if (pg.result.empty()) continue;
    db::service::ResultInput input;
    input.round = planned.number;
    input.board = board;
    input.result = pairing::Result::parse(pg.result);
    REQUIRE_MESSAGE(input.result, "EventFixture: not a result: " << pg.result);
    const db::service::ResultOutcome out = db::service::enterResult(store, input);
    REQUIRE_MESSAGE(
        out.kind == db::service::ResultOutcome::Kind::Stored,
        "EventFixture: the result door did not store " << pg.result << " on board " << board);
  }
}

void setEventRules(db::EventStore& store, pairing::RuleSetName rules) {
  pairing::Event event = store.event();
  event.rules = rules;
  store.updateEvent(event);
}

std::optional<pairing::Result> storedResult(db::EventStore& store, int board, int round) {
  const auto stored = store.round(round);
  REQUIRE_MESSAGE(stored, "no round " << round);
  for (const pairing::Game& g : stored->games)
    if (g.board == board) return g.result;
  FAIL("round " << round << " has no board " << board);
  return std::nullopt;
}

std::string storedResultText(db::EventStore& store, int board, int round) {
  const auto result = storedResult(store, board, round);
  return result ? result->toString() : "-";
}

}  // namespace tengen::test
