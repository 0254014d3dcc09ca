#pragma once
// The multi-desk benchmark: many clients writing into one PostgreSQL event at once (results,
// referee ledger entries and board clock journal rows, interleaved), while a change feed measures
// how long each change takes to reach a listener.

#include <QString>
#include <functional>

namespace tengen::db {

struct DbBenchOptions {
  QString url;         // postgresql://... database (a fresh event is created in it)
  int clients = 20;    // concurrent connections, each in its own thread
  int results = 2000;  // entered on the first games, one each (0: none)
  // Games in the event (0: as many as results): more than results lets ledger entries or clock
  // events be measured alone, spread over as many games and boards as with results.
  int games = 0;
  int ledgerEntries = 2000;  // hash-chained referee entries (one chain per event: they take turns)
  int clockEvents = 2000;    // journal rows of the round-1 boards' clocks, one writer per board
  int boardsPerRound = 100;
};

struct DbBenchFigures {
  QString eventUrl;
  int clients = 0;
  int results = 0;
  double resultsSeconds = 0;  // start to the last result's commit
  double resultsPerSecond = 0;
  int stored = 0;       // games with their result afterwards
  int changesOnce = 0;  // games changed exactly once (version 2)
  int notified = 0;     // result notifications received (game updates)
  int stale = 0;        // refusals (StaleVersion) met and retried
  // Change (commit) -> notification received, over every kind of write.
  double delayMedianMs = 0, delayP95Ms = 0, delayMaxMs = 0;
  double seconds = 0;  // start to the last commit of any kind

  int ledgerEntries = 0;
  int ledgerStored = 0;       // entries in the event's ledger afterwards
  bool ledgerIntact = false;  // hash chain verified, ids 1..n without gaps
  double ledgerSeconds = 0, ledgerPerSecond = 0;
  int ledgerNotified = 0;

  int clockEvents = 0;
  int clockStored = 0;
  int clockOutOfOrder = 0;  // rows whose seq order disagrees with their monotonic time per board
  double clockSeconds = 0, clockPerSecond = 0;
  int clockNotified = 0;
};

// Runs the benchmark; throws StoreError. `progress` (optional) gets short status lines.
DbBenchFigures runDbBench(const DbBenchOptions& options,
                          const std::function<void(const QString&)>& progress = {});

}  // namespace tengen::db
