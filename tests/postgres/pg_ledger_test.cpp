// The referee ledger on PostgreSQL with concurrent desks: entries are built from the game's
// entries before the append lock is taken, and built again under it when another desk wrote to the
// same game meanwhile; the chain stays intact and every game's result follows its ruling.
#include <doctest/doctest.h>

#include <QSqlQuery>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "tests/postgres/pg_test_db.h"

using namespace tengen;
using namespace tengen::pairing;
using db::EventStore;
using db::LedgerStore;
using test::PgTestDatabase;

namespace {

std::unique_ptr<EventStore> eventWithBoards(const QString& url, int boards) {
  Event e;
  e.name = "Ledger Cup";
  auto store = EventStore::create(url, e);
  std::vector<Player> players(static_cast<std::size_t>(2 * boards));
  for (std::size_t i = 0; i < players.size(); ++i) {
    players[i].name = "P" + std::to_string(i + 1);
    players[i].rank = *Rank::parse("3k");
  }
  auto ids = store->addPlayers(players);
  Round r;
  r.number = 1;
  for (int b = 1; b <= boards; ++b) {
    Game g;
    g.board = b;
    g.black = ids[static_cast<std::size_t>(2 * b - 2)];
    g.white = ids[static_cast<std::size_t>(2 * b - 1)];
    r.games.push_back(g);
  }
  store->saveRound(r);
  return store;
}

db::InfractionReport warning(int board, referee::Side side, const std::string& referee) {
  db::InfractionReport report;
  report.round = 1;
  report.board = board;
  report.player = side;
  report.infraction = "other";
  report.penalty = "warning";
  report.referee = referee;
  report.note = "warned by " + referee;
  return report;
}

std::optional<Result> resultOf(EventStore& store, int board) {
  const auto round = store.round(1);
  REQUIRE(round);
  for (const Game& g : round->games)
    if (g.board == board) return g.result;
  return std::nullopt;
}

}  // namespace

TEST_CASE("two warnings logged at once by two desks: the second one loses the game") {
  PgTestDatabase pg;
  const QString url = pg.url(QStringLiteral("cup"));
  auto holder = eventWithBoards(url, 1);
  auto desk1 = EventStore::open(url);
  auto desk2 = EventStore::open(url);
  std::mutex errorMutex;
  std::vector<std::string> errors;
  std::vector<std::thread> desks;
  // A third client holds the append lock. The first desk locks the game and waits for the append
  // lock; the second waits for the game's lock and then reads the game with the first warning in
  // it: the one that appends second must see the first warning.
  holder->transaction([&] {
    holder->lockForAppend(QStringLiteral("referee_entry"));
    int n = 0;
    for (EventStore* desk : {desk1.get(), desk2.get()}) {
      const std::string name = "Referee " + std::to_string(++n);
      desks.emplace_back([&errorMutex, &errors, desk, name] {
        try {
          LedgerStore(*desk).log(warning(1, referee::Side::Black, name));
        } catch (const std::exception& e) {
          std::lock_guard lock(errorMutex);
          errors.push_back(e.what());
        }
      });
    }
    int waiting = 0;
    for (int i = 0; i < 1000 && waiting < 2; ++i) {
      // Inside the holder's transaction PostgreSQL keeps its first copy of pg_stat_activity: a
      // desk that connected after it would never be seen without a fresh one.
      holder->exec(QStringLiteral("SELECT pg_stat_clear_snapshot()"));
      QSqlQuery q = holder->exec(
          // This database's sessions only: other tests share the server.
          QStringLiteral("SELECT count(DISTINCT l.pid) FROM pg_locks l JOIN pg_stat_activity a ON "
                         "a.pid = l.pid WHERE NOT l.granted AND a.datname = current_database()"));
      waiting = q.next() ? q.value(0).toInt() : 0;
      if (waiting < 2) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    CHECK(waiting == 2);
  });
  for (auto& t : desks) t.join();
  CHECK(errors.empty());

  LedgerStore ledger(*holder);
  const auto all = ledger.entries();
  REQUIRE(all.size() == 2);
  CHECK(all[0].id == 1);
  CHECK(all[1].id == 2);
  CHECK(all[1].prevHash == all[0].hash);
  const referee::GameRuling ruling = ledger.ruling(1, 1);
  REQUIRE(ruling.result);
  CHECK(ruling.result->outcome == Outcome::WhiteWins);
  // The game's result followed the ruling of both warnings, not of the one each desk had read.
  const auto stored = resultOf(*holder, 1);
  REQUIRE(stored);
  CHECK(stored->outcome == Outcome::WhiteWins);
  CHECK(stored->byReferee);
  CHECK(stored->ledgerEntry == std::optional<std::int64_t>(2));
  CHECK(ledger.verify().intact());
}

TEST_CASE("many desks append to one ledger at once: ids in order, chain intact, results ruled") {
  PgTestDatabase pg;
  const QString url = pg.url(QStringLiteral("cup"));
  constexpr int kDesks = 6, kEach = 8, kBoards = 3;
  auto owner = eventWithBoards(url, kBoards);
  std::vector<std::unique_ptr<EventStore>> stores;
  for (int d = 0; d < kDesks; ++d) stores.push_back(EventStore::open(url));
  std::atomic<int> failures{0};
  std::vector<std::thread> desks;
  for (int d = 0; d < kDesks; ++d) {
    desks.emplace_back([&, d] {
      LedgerStore ledger(*stores[static_cast<std::size_t>(d)]);
      for (int i = 0; i < kEach; ++i) {
        try {
          // Warnings to both players of every board, from every desk: results are decided and
          // then stay as the first second-warning decided them.
          const int board = (d + i) % kBoards + 1;
          ledger.log(warning(board, i % 2 ? referee::Side::White : referee::Side::Black,
                             "Desk " + std::to_string(d + 1)));
        } catch (const std::exception&) {
          ++failures;
        }
      }
    });
  }
  for (auto& t : desks) t.join();
  CHECK(failures.load() == 0);

  LedgerStore ledger(*owner);
  const auto all = ledger.entries();
  REQUIRE(all.size() == static_cast<std::size_t>(kDesks * kEach));
  for (std::size_t i = 0; i < all.size(); ++i) CHECK(all[i].id == static_cast<std::int64_t>(i + 1));
  const db::LedgerVerification v = ledger.verify();
  CHECK(v.chain.empty());
  CHECK(v.results.empty());  // every game's stored result is its ruling's
  for (int b = 1; b <= kBoards; ++b) {
    const referee::GameRuling ruling = ledger.ruling(1, b);
    REQUIRE(ruling.result);
    CHECK(resultOf(*owner, b) == ruling.result);
  }
}
