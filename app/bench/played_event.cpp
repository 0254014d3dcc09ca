#include "app/bench/played_event.h"

#include <random>

#include "db/service/draw_operations.h"
#include "db/service/result_entry.h"
#include "pairing/simulate.h"

namespace tengen::bench {

std::unique_ptr<db::EventStore> createPlayedEvent(const PlayedEventSpec& spec) {
  pairing::Event e;
  e.name = spec.name;
  e.rounds = spec.rounds;
  auto store = db::EventStore::create(spec.path, e);
  std::mt19937_64 rng(spec.seed);
  store->addPlayers(pairing::generatePlayers(spec.players, rng(), spec.firstId));
  const auto players = store->players();
  for (int r = 1; r <= spec.rounds; ++r) {
    pairing::Round round = db::drawRound(*store, r, rng(), false).round;
    if (r > spec.playedRounds) continue;  // drawn, its results still to come
    pairing::playRound(round, players, rng);
    store->transaction([&] {
      for (const auto& g : round.games) {
        db::service::ResultInput in;
        in.round = r;
        in.board = g.board;
        in.result = g.result;
        in.who = spec.who;
        if (g.result && !db::service::enterResult(*store, in).written())
          throw ResultRefused(r, g.board);
      }
    });
  }
  return store;
}

}  // namespace tengen::bench
