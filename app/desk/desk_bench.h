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
};

// Prints the figures to stdout; returns the process exit code.
int runDeskBench(Language& language, const DeskBenchOptions& options);

}  // namespace tengen::desk
