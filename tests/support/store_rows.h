#pragma once
// Rows set up for a test past the services: a game's result written as the store's row write
// does it (EventStore::setResult is private to the services that check a result first). Tests of
// the row write itself (versions, idempotence, a dropped connection) and fixtures that need a
// result in place use it; every front end goes through db/service/result_entry.h.

#include <cstdint>
#include <optional>

#include "db/store/event_store.h"
#include "pairing/game.h"
#include "tests/support/store_rows.h"

namespace tengen::test {

struct StoreRows {
  static std::int64_t setResult(db::EventStore& store, int round, int board,
                                const std::optional<pairing::Result>& result,
                                std::optional<std::int64_t> expectedVersion = std::nullopt) {
    return store.setResult(round, board, result, expectedVersion);
  }
};

}  // namespace tengen::test
