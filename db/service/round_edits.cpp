#include "db/service/round_edits.h"

#include <QSqlQuery>
#include <algorithm>
#include <set>

#include "db/service/draw_operations.h"
#include "db/store/pairing_store.h"
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

void refuseRecords(const EventStore& store, int round, const std::vector<int>& boards);

PairingChange finish(EventStore& store, const Round& before, const Round& after) {
  PairingChange c;
  c.before = before;
  c.after = after;
  c.boards = changedBoards(before, after);
  refuseResults(before, c.boards);
  refuseRecords(store, before.number, c.boards);
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

void refuseRecords(const EventStore& store, int round, const std::vector<int>& boards) {
  std::vector<int> kept;
  for (int board : boardsWithRecords(store, round))
    if (std::find(boards.begin(), boards.end(), board) != boards.end()) kept.push_back(board);
  if (!kept.empty()) throw refuse(RoundEditRefusal::Kind::HasRecords, round, kept);
}

// Writes the changed boards' seats in place (their rows keep their ids; the others are untouched)
// and the round's byes; a change that adds or removes boards stores the whole round again.
void storeSeats(EventStore& store, const Round& before, const Round& after,
                const std::vector<int>& boards) {
  std::set<int> boardsBefore, boardsAfter;
  for (const Game& g : before.games) boardsBefore.insert(g.board);
  for (const Game& g : after.games) boardsAfter.insert(g.board);
  if (boardsBefore != boardsAfter) {
    store.saveRound(after);
    return;
  }
  for (const Game& g : after.games) {
    if (std::find(boards.begin(), boards.end(), g.board) == boards.end()) continue;
    store.exec(QStringLiteral("UPDATE game SET black = ?, white = ?, handicap = ?, komi_half = ?, "
                              "colours = ?, version = version + 1 WHERE event_id = ? AND round = ? "
                              "AND board = ?"),
               {QVariant::fromValue(g.black), QVariant::fromValue(g.white), g.handicap,
                g.komi.count(), QString::fromStdString(std::string(toCode(g.colours))),
                QVariant::fromValue(store.eventId()), after.number, g.board});
  }
  if (before.byes != after.byes) {
    store.exec(QStringLiteral("DELETE FROM bye WHERE event_id = ? AND round = ?"),
               {QVariant::fromValue(store.eventId()), after.number});
    for (PlayerId id : after.byes)
      store.exec(QStringLiteral("INSERT INTO bye (event_id, round, player_id) VALUES (?, ?, ?)"),
                 {QVariant::fromValue(store.eventId()), after.number, QVariant::fromValue(id)});
  }
}

}  // namespace

std::vector<int> boardsWithRecords(const EventStore& store, int round) {
  std::set<int> boards;
  QSqlQuery query = store.exec(
      QStringLiteral("SELECT board FROM referee_entry WHERE event_id = ? AND round = ? UNION "
                     "SELECT board FROM clock_game WHERE event_id = ? AND round = ?"),
      {QVariant::fromValue(store.eventId()), round, QVariant::fromValue(store.eventId()), round});
  while (query.next()) boards.insert(query.value(0).toInt());
  return {boards.begin(), boards.end()};
}

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
    // Locked first: a result, ruling or nigiri on this round waits, or was already seen here.
    try {
      store.lockRound(change.before.number);
    } catch (const StoreError& e) {
      if (e.kind() == StoreError::Kind::NoSuchRound)
        throw refuse(RoundEditRefusal::Kind::NotDrawn, change.before.number);
      throw;
    }
    const Round now = editableRound(store, change.before.number);
    if (!sameRound(now, change.before)) throw refuse(RoundEditRefusal::Kind::Changed, now.number);
    refuseResults(now, change.boards);
    refuseRecords(store, now.number, change.boards);
    storeSeats(store, now, change.after, change.boards);
    PairingStore ps(store);
    for (int board : change.boards) ps.clearNigiri(now.number, board);
  });
}

NigiriOutcome recordNigiri(EventStore& store, int round, int board, std::optional<PlayerId> holder,
                           NigiriGuess guess, int count) {
  if (count < 1) throw refuse(RoundEditRefusal::Kind::BadCount, round, {board});
  NigiriOutcome outcome;
  store.transaction([&] {
    // The game is locked and checked, and only its row is written: results entered meanwhile on
    // other boards are not touched, and one entered on this board is seen here.
    Game game;
    try {
      game = store.lockGame(round, board);
    } catch (const StoreError& e) {
      if (e.kind() == StoreError::Kind::NoSuchRound)
        throw refuse(RoundEditRefusal::Kind::NotDrawn, round);
      if (e.kind() == StoreError::Kind::NoSuchGame)
        throw refuse(RoundEditRefusal::Kind::UnknownBoard, round, {board});
      throw;
    }
    if (game.result) throw refuse(RoundEditRefusal::Kind::HasResult, round, {board});
    if (game.handicap > 0) throw refuse(RoundEditRefusal::Kind::HandicapGame, round, {board});
    refuseRecords(store, round, {board});
    Player pa, pb;
    try {
      pa = store.player(game.black);
      pb = store.player(game.white);
    } catch (const StoreError&) {
      throw refuse(RoundEditRefusal::Kind::NotInGame, round, {board}, {game.black, game.white});
    }
    const std::optional<PlayerId> should = nigiriHolder(pa, pb);
    if (!holder && !should)
      throw refuse(RoundEditRefusal::Kind::HolderNeeded, round, {board}, {pa.id, pb.id});
    const PlayerId h = holder.value_or(should.value_or(0));
    if (h != pa.id && h != pb.id)
      throw refuse(RoundEditRefusal::Kind::NotInGame, round, {board}, {h});
    if (should && *should != h)
      throw refuse(RoundEditRefusal::Kind::WrongHolder, round, {board}, {*should});
    outcome = *nigiri(pa, pb, h, guess, count);
    store.exec(
        QStringLiteral("UPDATE game SET black = ?, white = ?, colours = ?, "
                       "version = version + 1 WHERE event_id = ? AND round = ? AND board = ?"),
        {QVariant::fromValue(outcome.black), QVariant::fromValue(outcome.white),
         QString::fromStdString(std::string(toCode(ColourMethod::Nigiri))),
         QVariant::fromValue(store.eventId()), round, board});
    PairingStore(store).saveNigiri({round, board, h, guess, count});
  });
  return outcome;
}

}  // namespace tengen::db
