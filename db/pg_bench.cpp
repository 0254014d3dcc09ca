#include "db/pg_bench.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QSqlQuery>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>

#include "db/event_store.h"
#include "db/pg_change_feed.h"
#include "db/pg_url.h"

namespace tengen::db {

namespace {
double nowEpochSeconds() {
  using namespace std::chrono;
  return duration<double>(system_clock::now().time_since_epoch()).count();
}
}  // namespace

DbBenchFigures runDbBench(const DbBenchOptions& options,
                          const std::function<void(const QString&)>& progress) {
  auto loc = parsePostgresUrl(options.url);
  if (!loc) throw StoreError(StoreError::Kind::Invalid, "url: a postgresql:// database is needed");
  if (options.clients < 1 || options.results < 1 || options.boardsPerRound < 1)
    throw StoreError(StoreError::Kind::Invalid, "bench: clients, results and boards must be >= 1");
  const QString key = QStringLiteral("bench-%1-%2")
                          .arg(QCoreApplication::applicationPid())
                          .arg(QDateTime::currentMSecsSinceEpoch());
  DbBenchFigures fig;
  fig.eventUrl = loc->urlForEvent(key);
  fig.clients = options.clients;
  fig.results = options.results;
  const int boards = std::min(options.boardsPerRound, options.results);
  const int rounds = (options.results + boards - 1) / boards;

  // The event: 2 players per board, `rounds` rounds of `boards` games.
  {
    pairing::Event e;
    e.name = "bench " + key.toStdString();
    e.rounds = std::min(rounds, 99);
    if (rounds > 99) throw StoreError(StoreError::Kind::Invalid, "bench: too many rounds");
    auto store = EventStore::create(fig.eventUrl, e);
    std::vector<pairing::Player> players(static_cast<std::size_t>(2 * boards));
    for (std::size_t i = 0; i < players.size(); ++i) {
      players[i].name = "P" + std::to_string(i + 1);
      players[i].rank = *pairing::Rank::parse("1d");
    }
    const auto ids = store->addPlayers(players);
    store->transaction([&] {
      for (int r = 1; r <= rounds; ++r) {
        pairing::Round round;
        round.number = r;
        for (int b = 1; b <= boards && (r - 1) * boards + b <= options.results; ++b) {
          pairing::Game g;
          g.round = r;
          g.board = b;
          g.black = ids[static_cast<std::size_t>(2 * (b - 1))];
          g.white = ids[static_cast<std::size_t>(2 * (b - 1) + 1)];
          g.komi = 7.5;
          round.games.push_back(g);
        }
        store->saveRound(round);
      }
    });
    if (progress)
      progress(QStringLiteral("event %1: %2 games ready").arg(fig.eventUrl).arg(options.results));
  }

  std::int64_t eventId = 0;
  {
    auto store = EventStore::open(fig.eventUrl);
    eventId = store->eventId();
  }
  ChangeFeed feed(fig.eventUrl, eventId);
  std::vector<double> delays;
  delays.reserve(static_cast<std::size_t>(options.results));
  feed.connect(&feed, &ChangeFeed::changed, [&](const Change& c) {
    if (c.table != QLatin1String("game") || c.op != QLatin1String("update")) return;
    delays.push_back((nowEpochSeconds() - c.committedAt) * 1000.0);
  });

  std::atomic<int> finished{0}, stale{0};
  std::mutex errorMutex;
  std::exception_ptr error;
  // Every client connects first; the clock starts when all are ready.
  std::atomic<int> ready{0};
  std::atomic<bool> go{false};
  std::chrono::steady_clock::time_point start;
  std::atomic<std::int64_t> lastCommitNs{0};
  std::vector<std::thread> clients;
  for (int c = 0; c < options.clients; ++c) {
    clients.emplace_back([&, c] {
      try {
        std::unique_ptr<EventStore> store;
        try {
          store = EventStore::open(fig.eventUrl);
        } catch (...) {
          ++ready;
          throw;
        }
        ++ready;
        while (!go.load()) std::this_thread::sleep_for(std::chrono::microseconds(200));
        for (int i = c; i < options.results; i += options.clients) {
          const int round = i / boards + 1, board = i % boards + 1;
          pairing::Result result;
          result.outcome = (i % 2 == 0) ? pairing::Outcome::BlackWins : pairing::Outcome::WhiteWins;
          result.method = pairing::WinMethod::Resignation;
          for (;;) {
            try {
              store->setResult(round, board, result, 1);  // as read: the game's first version
              break;
            } catch (const StoreError& e) {
              if (e.kind() != StoreError::Kind::StaleVersion) throw;
              ++stale;  // cannot happen here (each game has one client); counted if it does
              break;
            }
          }
          const auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                              std::chrono::steady_clock::now() - start)
                              .count();
          std::int64_t prev = lastCommitNs.load();
          while (ns > prev && !lastCommitNs.compare_exchange_weak(prev, ns)) {
          }
        }
      } catch (...) {
        std::lock_guard lock(errorMutex);
        if (!error) error = std::current_exception();
      }
      ++finished;
    });
  }
  while (ready.load() < options.clients) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  start = std::chrono::steady_clock::now();
  go = true;
  QEventLoop loop;
  QTimer tick;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  tick.connect(&tick, &QTimer::timeout, [&] {
    const bool allDone = finished.load() == options.clients;
    const bool heard = static_cast<int>(delays.size()) >= options.results;
    if ((allDone && heard) || (allDone && error) || std::chrono::steady_clock::now() > deadline)
      loop.quit();
  });
  tick.start(10);
  loop.exec();
  for (auto& t : clients) t.join();
  // Notifications still on their way after the loop ended (there should be none).
  QCoreApplication::processEvents(QEventLoop::AllEvents, 200);
  if (error) std::rethrow_exception(error);

  fig.seconds = static_cast<double>(lastCommitNs.load()) / 1e9;
  fig.resultsPerSecond = fig.seconds > 0 ? options.results / fig.seconds : 0;
  fig.stale = stale.load();
  fig.notified = static_cast<int>(delays.size());
  {
    auto store = EventStore::open(fig.eventUrl);
    QSqlQuery q =
        store->exec(QStringLiteral("SELECT count(result), sum(CASE WHEN version = 2 THEN 1 "
                                   "ELSE 0 END) FROM game WHERE event_id = ?"),
                    {QVariant::fromValue(eventId)});
    q.next();
    fig.stored = q.value(0).toInt();
    fig.changesOnce = q.value(1).toInt();
  }
  if (!delays.empty()) {
    std::sort(delays.begin(), delays.end());
    auto at = [&](double p) {
      return delays[std::min(delays.size() - 1, static_cast<std::size_t>(p * delays.size()))];
    };
    fig.delayMedianMs = at(0.5);
    fig.delayP95Ms = at(0.95);
    fig.delayMaxMs = delays.back();
  }
  return fig;
}

}  // namespace tengen::db
