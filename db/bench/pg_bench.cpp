#include "db/bench/pg_bench.h"

#include "db/service/result_entry.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QSqlQuery>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <chrono>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

#include "clock/settings.h"
#include "db/service/ledger_store.h"
#include "db/store/clock_journal_store.h"
#include "db/store/event_store.h"
#include "db/store/pg_change_feed.h"
#include "db/store/pg_url.h"

namespace tengen::db {

namespace {
double nowEpochSeconds() {
  using namespace std::chrono;
  return duration<double>(system_clock::now().time_since_epoch()).count();
}

// The latest commit time (ns since the start) of one kind of write, shared by the clients.
void noteCommit(std::atomic<std::int64_t>& last, std::chrono::steady_clock::time_point start) {
  const auto ns =
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start)
          .count();
  std::int64_t prev = last.load();
  while (ns > prev && !last.compare_exchange_weak(prev, ns)) {
  }
}
}  // namespace

DbBenchFigures runDbBench(const DbBenchOptions& options,
                          const std::function<void(const QString&)>& progress) {
  auto loc = parsePostgresUrl(options.url);
  if (!loc) throw StoreError(StoreError::Kind::Invalid, "url: a postgresql:// database is needed");
  const int games = std::max(options.results, options.games);
  if (options.clients < 1 || games < 1 || options.boardsPerRound < 1)
    throw StoreError(StoreError::Kind::Invalid, "bench: clients, games and boards must be >= 1");
  if (options.results < 0 || options.ledgerEntries < 0 || options.clockEvents < 0)
    throw StoreError(StoreError::Kind::Invalid,
                     "bench: results, ledger entries and clock events must be >= 0");
  const QString key = QStringLiteral("bench-%1-%2")
                          .arg(QCoreApplication::applicationPid())
                          .arg(QDateTime::currentMSecsSinceEpoch());
  DbBenchFigures fig;
  fig.eventUrl = loc->urlForEvent(key);
  fig.clients = options.clients;
  fig.results = options.results;
  fig.ledgerEntries = options.ledgerEntries;
  fig.clockEvents = options.clockEvents;
  const int boards = std::min(options.boardsPerRound, games);
  const int rounds = (games + boards - 1) / boards;

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
        for (int b = 1; b <= boards && (r - 1) * boards + b <= games; ++b) {
          pairing::Game g;
          g.round = r;
          g.board = b;
          g.black = ids[static_cast<std::size_t>(2 * (b - 1))];
          g.white = ids[static_cast<std::size_t>(2 * (b - 1) + 1)];
          g.komi = rules::HalfPoints(15);  // 7.5
          round.games.push_back(g);
        }
        store->saveRound(round);
      }
      // A clock on every board of round 1 (its journal gets the clock events).
      if (options.clockEvents > 0) {
        ClockJournalStore clocks(*store);
        const auto settings =
            clock::GameSettings::same(clock::ClockSettings::japanese(3600000, 5, 30000));
        const auto now = boost::posix_time::second_clock::universal_time();
        for (int b = 1; b <= boards; ++b) clocks.createClock(1, b, settings, now);
      }
    });
    if (progress) progress(QStringLiteral("event %1: %2 games ready").arg(fig.eventUrl).arg(games));
  }

  std::int64_t eventId = 0;
  {
    auto store = EventStore::open(fig.eventUrl);
    eventId = store->eventId();
  }
  ChangeFeed feed(fig.eventUrl, eventId);
  std::vector<double> delays;
  const int expected = options.results + options.ledgerEntries + options.clockEvents;
  delays.reserve(static_cast<std::size_t>(expected));
  feed.connect(&feed, &ChangeFeed::changed, [&](const Change& c) {
    // A result is heard of by its result-log row (its game's row also changes when a ledger
    // entry counts itself on it, migration 140).
    if (c.table == QLatin1String("result_ledger") && c.op == QLatin1String("insert"))
      ++fig.notified;
    else if (c.table == QLatin1String("referee_entry") && c.op == QLatin1String("insert"))
      ++fig.ledgerNotified;
    else if (c.table == QLatin1String("clock_event") && c.op == QLatin1String("insert"))
      ++fig.clockNotified;
    else
      return;
    delays.push_back((nowEpochSeconds() - c.committedAt) * 1000.0);
  });

  std::atomic<int> finished{0}, stale{0};
  std::mutex errorMutex;
  std::exception_ptr error;
  // Every client connects first; the clock starts when all are ready.
  std::atomic<int> ready{0};
  std::atomic<bool> go{false};
  std::chrono::steady_clock::time_point start;
  std::atomic<std::int64_t> lastResultNs{0}, lastLedgerNs{0}, lastClockNs{0};
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
        LedgerStore ledger(*store);
        ClockJournalStore clocks(*store);
        std::map<int, std::int64_t> clockOfBoard;
        // This client's share of each kind, interleaved: result, ledger entry, clock event, ...
        // Clock events go by board (client = board's turn), so each board has one writer and its
        // journal arrives in order.
        int nextResult = c, nextEntry = c, nextClock = 0;
        const int clockRows = options.clockEvents;
        auto clockBoardOf = [&](int k) { return k % boards + 1; };
        auto nextOwnClock = [&](int from) {
          while (from < clockRows && (clockBoardOf(from) - 1) % options.clients != c) ++from;
          return from;
        };
        nextClock = nextOwnClock(0);
        while (nextResult < options.results || nextEntry < options.ledgerEntries ||
               nextClock < clockRows) {
          if (nextResult < options.results) {
            const int i = nextResult;
            const int round = i / boards + 1, board = i % boards + 1;
            pairing::Result result;
            result.outcome =
                (i % 2 == 0) ? pairing::Outcome::BlackWins : pairing::Outcome::WhiteWins;
            result.method = pairing::WinMethod::Resignation;
            // Through the one result service, as every front end enters a result: the game
            // locked, the ledger checked, the result-log row written in the same transaction.
            service::ResultInput in;
            in.round = round;
            in.board = board;
            in.result = result;
            in.who = "bench";
            in.corrects = service::ResultInput::Shown{};  // a first entry
            if (!service::enterResult(*store, in).written())
              ++stale;  // cannot happen here (each game has one client); counted if it does
            noteCommit(lastResultNs, start);
            nextResult += options.clients;
          }
          if (nextEntry < options.ledgerEntries) {
            const int i = nextEntry % games;
            InfractionReport report;
            report.round = i / boards + 1;
            report.board = i % boards + 1;
            report.player = nextEntry % 2 ? referee::Side::White : referee::Side::Black;
            report.infraction = "other";
            report.penalty = "no-penalty";  // recorded only: the game's result is not touched
            report.referee = "Bench " + std::to_string(c + 1);
            report.note = "bench entry " + std::to_string(nextEntry + 1);
            ledger.log(report);
            noteCommit(lastLedgerNs, start);
            nextEntry += options.clients;
          }
          if (nextClock < clockRows) {
            const int board = clockBoardOf(nextClock);
            auto it = clockOfBoard.find(board);
            if (it == clockOfBoard.end())
              it = clockOfBoard.emplace(board, clocks.clockId(1, board).value_or(0)).first;
            clock::JournalEvent e;
            const int nth = nextClock / boards;  // this board's nth event
            e.kind = nth == 0 ? clock::EventKind::Start : clock::EventKind::Move;
            e.count = nth == 0 ? 3 : 0;  // start: both players present
            e.at = static_cast<clock::Ms>(nth) * 1000;
            e.utc = boost::posix_time::microsec_clock::universal_time();
            clocks.append(it->second, {e});
            noteCommit(lastClockNs, start);
            nextClock = nextOwnClock(nextClock + 1);
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
    const bool heard = static_cast<int>(delays.size()) >= expected;
    if ((allDone && heard) || (allDone && error) || std::chrono::steady_clock::now() > deadline)
      loop.quit();
  });
  tick.start(10);
  loop.exec();
  for (auto& t : clients) t.join();
  // Notifications still on their way after the loop ended (there should be none).
  QCoreApplication::processEvents(QEventLoop::AllEvents, 200);
  if (error) std::rethrow_exception(error);

  auto rate = [](int n, double seconds) { return seconds > 0 ? n / seconds : 0.0; };
  fig.resultsSeconds = static_cast<double>(lastResultNs.load()) / 1e9;
  fig.resultsPerSecond = rate(options.results, fig.resultsSeconds);
  fig.ledgerSeconds = static_cast<double>(lastLedgerNs.load()) / 1e9;
  fig.ledgerPerSecond = rate(options.ledgerEntries, fig.ledgerSeconds);
  fig.clockSeconds = static_cast<double>(lastClockNs.load()) / 1e9;
  fig.clockPerSecond = rate(options.clockEvents, fig.clockSeconds);
  fig.seconds = std::max({fig.resultsSeconds, fig.ledgerSeconds, fig.clockSeconds});
  fig.stale = stale.load();
  {
    auto store = EventStore::open(fig.eventUrl);
    const QVariant id = QVariant::fromValue(eventId);
    QSqlQuery q =
        store->exec(QStringLiteral("SELECT count(result), sum(CASE WHEN version = 2 THEN 1 "
                                   "ELSE 0 END) FROM game WHERE event_id = ?"),
                    {id});
    q.next();
    fig.stored = q.value(0).toInt();
    fig.changesOnce = q.value(1).toInt();
    const LedgerVerification v = LedgerStore(*store).verify();
    QSqlQuery ids = store->exec(
        QStringLiteral(
            "SELECT count(*), COALESCE(MAX(id), 0) FROM referee_entry WHERE event_id = ?"),
        {id});
    ids.next();
    fig.ledgerStored = ids.value(0).toInt();
    fig.ledgerIntact = v.chain.empty() && ids.value(1).toInt() == fig.ledgerStored;
    // Per board, the journal's order (seq) must be the order of the clock's own time (at_ms).
    QSqlQuery journal = store->exec(
        QStringLiteral("SELECT count(*), COALESCE(SUM(CASE WHEN prev_at > at_ms THEN 1 ELSE 0 "
                       "END), 0) FROM (SELECT at_ms, lag(at_ms) OVER (PARTITION BY clock_id ORDER "
                       "BY seq) AS prev_at FROM clock_event WHERE event_id = ?) j"),
        {id});
    journal.next();
    fig.clockStored = journal.value(0).toInt();
    fig.clockOutOfOrder = journal.value(1).toInt();
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
