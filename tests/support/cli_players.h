#pragma once
// The player-list cases' common start through the real binary: a new empty event, and its
// players as `tengen player list --json` prints them.

#include <doctest/doctest.h>

#include <QJsonArray>
#include <string>

#include "tests/support/json_output.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

namespace tengen::test {

// A new event "Test" (defaults for everything else) in dir, as e.tengen.
inline std::string newEvent(const TempDir& dir) {
  const std::string ev = dir.path("e.tengen");
  auto r = runTengen({"new", ev, "--name", "Test"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  return ev;
}

inline QJsonArray listPlayers(const std::string& ev) {
  auto r = runTengen({"player", "list", ev, "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  return jsonArray(r.out);
}

// The players listed, required to be `count` of them.
inline QJsonArray listPlayers(const std::string& ev, qsizetype count) {
  QJsonArray players = listPlayers(ev);
  REQUIRE(players.size() == count);
  return players;
}

}  // namespace tengen::test
