#pragma once
// The multi-desk benchmark: many clients entering results into one PostgreSQL event at once,
// while a change feed measures how long each change takes to reach a listener.

#include <QString>
#include <functional>

namespace tengen::db {

struct DbBenchOptions {
  QString url;       // postgresql://... database (a fresh event is created in it)
  int clients = 20;  // concurrent connections, each in its own thread
  int results = 2000;
  int boardsPerRound = 100;
};

struct DbBenchFigures {
  QString eventUrl;
  int clients = 0;
  int results = 0;
  double seconds = 0;  // first result to last commit
  double resultsPerSecond = 0;
  int stored = 0;       // games with their result afterwards
  int changesOnce = 0;  // games changed exactly once (version 2)
  int notified = 0;     // result notifications received
  int stale = 0;        // refusals (StaleVersion) met and retried
  double delayMedianMs = 0, delayP95Ms = 0, delayMaxMs = 0;  // change -> notification received
};

// Runs the benchmark; throws StoreError. `progress` (optional) gets short status lines.
DbBenchFigures runDbBench(const DbBenchOptions& options,
                          const std::function<void(const QString&)>& progress = {});

}  // namespace tengen::db
