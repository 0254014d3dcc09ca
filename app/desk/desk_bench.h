#pragma once
// `tengen-desk --bench EVENT`: how fast the desk is on a large event (issue 9: opening an event of
// 2 000 players and 9 rounds, and entering a result, must feel instant). Figures, not tests.
// Also times search as you type in the players table. Builds EVENT first when it does not exist
// (players and results from pairing/simulate.h, draws from db/service/draw_operations.h, as `tengen
// simulate` does). Runs offscreen.

#include <QString>

namespace tengen::desk {

class Language;

struct DeskBenchOptions {
  QString path;
  int players = 2000;
  int rounds = 9;
  int repeat = 3;  // each figure is measured this many times
  // Publish live pages from the desk on this port while measuring (0: not), as File ▸ Publish
  // live does; with `tengen bench web --port` loading them from another process, the figures
  // say how much the served pages cost the desk's own work.
  int publishPort = 0;
  int waitSeconds = 0;  // with publishPort: serve this long first (the load generator connects)
  // With publishPort, the bench serves on after its figures until the process is stopped.
};

// Prints the figures to stdout; returns the process exit code.
int runDeskBench(Language& language, const DeskBenchOptions& options);

}  // namespace tengen::desk
