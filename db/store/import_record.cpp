#include "db/store/import_record.h"

#include <cstdio>
#include <sstream>

#include "db/store/event_log.h"

namespace tengen::db {

void recordImport(EventStore& store, const std::vector<pairing::Round>& rounds,
                  const std::string& source, const std::string& who) {
  std::string games;
  for (const pairing::Round& r : rounds)
    for (const pairing::Game& g : r.games)
      if (g.result) {
        if (!games.empty()) games += ' ';
        games += "r" + std::to_string(r.number) + "b" + std::to_string(g.board) + "=" +
                 g.result->toString();
      }
  if (games.empty()) return;
  appendEventLog(store, {0, {}, kImportField, source, games, who});
}

std::map<std::pair<int, int>, std::string> importedResults(EventStore& store) {
  std::map<std::pair<int, int>, std::string> out;
  for (const EventLogEntry& e : eventLog(store)) {
    if (e.field != kImportField) continue;
    std::istringstream words(e.newValue);
    std::string word;
    while (words >> word) {
      int round = 0, board = 0;
      char result[32] = {};
      // "r<round>b<board>=<result>"; a word not so is not an import record's (skipped).
      if (std::sscanf(word.c_str(), "r%db%d=%31s", &round, &board, result) == 3)
        out[{round, board}] = result;
    }
  }
  return out;
}

}  // namespace tengen::db
