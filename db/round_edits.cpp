#include "db/round_edits.h"

#include <algorithm>

#include "db/draw_operations.h"
#include "db/pairing_store.h"
#include "pairing/manual_change.h"

namespace tengen::db {

using namespace tengen::pairing;

namespace {

RoundEditRefused refuse(RoundEditRefusal::Kind kind, int round, std::vector<int> boards = {},
                        std::vector<PlayerId> players = {}, int limit = 0) {
  RoundEditRefusal r;
  r.kind = kind;
  r.round = round;
  r.boards = std::move(boards);
  r.players = std::move(players);
  r.limit = limit;
  return RoundEditRefused(std::move(r));
}

// The stored round `number`, refusing a round without a draw or with a later round drawn.
Round editableRound(EventStore& store, int number) {
  std::optional<Round> r = store.round(number);
  if (!r) throw refuse(RoundEditRefusal::Kind::NotDrawn, number);
  for (int later : store.roundNumbers())
    if (later > number)
      throw refuse(RoundEditRefusal::Kind::LaterRoundExists, number, {}, {}, later);
  return *r;
}

bool inRound(const Round& r, PlayerId id) {
  for (const Game& g : r.games)
    if (g.black == id || g.white == id) return true;
  return std::find(r.byes.begin(), r.byes.end(), id) != r.byes.end();
}

// Results on boards the change touches: those boards cannot change.
void refuseResults(const Round& before, const std::vector<int>& boards) {
  std::vector<int> decided;
  for (const Game& g : before.games)
    if (g.result && std::find(boards.begin(), boards.end(), g.board) != boards.end())
      decided.push_back(g.board);
  if (!decided.empty()) throw refuse(RoundEditRefusal::Kind::HasResult, before.number, decided);
}

PairingChange finish(EventStore& store, const Round& before, const Round& after) {
  PairingChange c;
  c.before = before;
  c.after = after;
  c.boards = changedBoards(before, after);
  refuseResults(before, c.boards);
  c.check = checkManualRound(loadDrawInput(store, before.number, before.seed), before, after);
  return c;
}

void refusePlayers(const Round& r, PlayerId a, PlayerId b) {
  if (a == b) throw refuse(RoundEditRefusal::Kind::SamePlayer, r.number, {}, {a});
  std::vector<PlayerId> missing;
  for (PlayerId id : {a, b})
    if (!inRound(r, id)) missing.push_back(id);
  if (!missing.empty()) throw refuse(RoundEditRefusal::Kind::NotInRound, r.number, {}, missing);
}

bool sameRound(const Round& x, const Round& y) {
  if (x.games.size() != y.games.size() || x.byes != y.byes) return false;
  for (std::size_t i = 0; i < x.games.size(); ++i) {
    const Game& a = x.games[i];
    const Game& b = y.games[i];
    if (a.board != b.board || a.black != b.black || a.white != b.white ||
        a.handicap != b.handicap || a.result.has_value() != b.result.has_value())
      return false;
  }
  return true;
}

}  // namespace

PairingChange proposeSwap(EventStore& store, int round, PlayerId a, PlayerId b) {
  const Round before = editableRound(store, round);
  refusePlayers(before, a, b);
  const std::optional<Round> after =
      swapPlayers(loadDrawInput(store, round, before.seed), before, a, b);
  return finish(store, before, *after);
}

PairingChange proposeBoardSwap(EventStore& store, int round, int boardA, int boardB) {
  const Round before = editableRound(store, round);
  if (boardA == boardB) throw refuse(RoundEditRefusal::Kind::SamePlayer, round, {boardA});
  const Game* ga = nullptr;
  const Game* gb = nullptr;
  for (const Game& g : before.games) {
    if (g.board == boardA) ga = &g;
    if (g.board == boardB) gb = &g;
  }
  if (!ga) throw refuse(RoundEditRefusal::Kind::UnknownBoard, round, {boardA});
  if (!gb) throw refuse(RoundEditRefusal::Kind::UnknownBoard, round, {boardB});
  refuseResults(before, {boardA, boardB});
  const std::optional<Round> after =
      swapPlayers(loadDrawInput(store, round, before.seed), before, ga->white, gb->white);
  return finish(store, before, *after);
}

PairingChange proposePair(EventStore& store, int round, PlayerId a, PlayerId b) {
  const Round before = editableRound(store, round);
  refusePlayers(before, a, b);
  const auto oa = opponentIn(before, a), ob = opponentIn(before, b);
  if (oa == std::optional(b))
    throw refuse(RoundEditRefusal::Kind::AlreadyPaired, round, {}, {a, b});
  if (!oa && !ob) throw refuse(RoundEditRefusal::Kind::BothByes, round, {}, {a, b});
  const std::optional<Round> after =
      pairTogether(loadDrawInput(store, round, before.seed), before, a, b);
  return finish(store, before, *after);
}

void replaceRoundPairing(EventStore& store, const PairingChange& change) {
  store.transaction([&] {
    const Round now = editableRound(store, change.before.number);
    if (!sameRound(now, change.before)) throw refuse(RoundEditRefusal::Kind::Changed, now.number);
    refuseResults(now, change.boards);
    store.saveRound(change.after);
    PairingStore ps(store);
    for (int board : change.boards) ps.clearNigiri(now.number, board);
  });
}

NigiriOutcome recordNigiri(EventStore& store, int round, int board, std::optional<PlayerId> holder,
                           NigiriGuess guess, int count) {
  if (count < 1) throw refuse(RoundEditRefusal::Kind::BadCount, round, {board});
  std::optional<Round> r = store.round(round);
  if (!r) throw refuse(RoundEditRefusal::Kind::NotDrawn, round);
  auto game = std::find_if(r->games.begin(), r->games.end(),
                           [&](const Game& g) { return g.board == board; });
  if (game == r->games.end()) throw refuse(RoundEditRefusal::Kind::UnknownBoard, round, {board});
  if (game->result) throw refuse(RoundEditRefusal::Kind::HasResult, round, {board});
  if (game->handicap > 0) throw refuse(RoundEditRefusal::Kind::HandicapGame, round, {board});
  const std::vector<Player> all = store.players();
  const auto find = [&](PlayerId id) {
    return std::find_if(all.begin(), all.end(), [&](const Player& p) { return p.id == id; });
  };
  const auto pa = find(game->black), pb = find(game->white);
  if (pa == all.end() || pb == all.end())
    throw refuse(RoundEditRefusal::Kind::NotInGame, round, {board}, {game->black, game->white});
  const std::optional<PlayerId> should = nigiriHolder(*pa, *pb);
  if (!holder && !should)
    throw refuse(RoundEditRefusal::Kind::HolderNeeded, round, {board}, {pa->id, pb->id});
  const PlayerId h = holder.value_or(should.value_or(0));
  if (h != pa->id && h != pb->id)
    throw refuse(RoundEditRefusal::Kind::NotInGame, round, {board}, {h});
  if (should && *should != h)
    throw refuse(RoundEditRefusal::Kind::WrongHolder, round, {board}, {*should});
  const NigiriOutcome outcome = *nigiri(*pa, *pb, h, guess, count);
  game->black = outcome.black;
  game->white = outcome.white;
  game->colours = ColourMethod::Nigiri;
  store.transaction([&] {
    store.saveRound(*r);
    PairingStore(store).saveNigiri({round, board, h, guess, count});
  });
  return outcome;
}

}  // namespace tengen::db
