#pragma once
// The hash chains of the result log (one per game), the clock journal (one per clock) and the
// event log (one per event), migration 130 (referee/hash_chain.h for the chain itself; the
// referee's ledger keeps its own, db/service/ledger_store.h). Each row stores prev_hash and hash:
// SHA-256 of a canonical text (referee::ChainText) of its chain's previous hash and its content.
//
// One declaration per log (the table, its chain key, its order and its hashed columns) drives
// every place that builds that text: SQLite's writers (linkFor, called under the write lock the
// transaction holds), PostgreSQL's BEFORE INSERT triggers (chainTriggersSql, so the result door's
// single statement and the SQL functions that append rows link them without a round trip), the
// back-fill of rows written before the chains (backfillLogChains) and the check (readLogChains).

#include <QStringList>
#include <QVariantList>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "db/store/event_store.h"
#include "referee/hash_chain.h"

namespace tengen::db {

// SHA-256 of `text` as 64 lowercase hex digits.
std::string sha256Hex(std::string_view text);

enum class LogChainKind { ResultLog, ClockJournal, EventLog };

// One chain as stored, in chain order.
struct LogChain {
  LogChainKind kind = LogChainKind::EventLog;
  int round = 0;  // result log and clock journal: the game's round and board
  int board = 0;
  std::int64_t clockId = 0;          // clock journal
  std::vector<std::int64_t> rowIds;  // each link's row id (the table's id column)
  std::vector<referee::ChainLink> links;
  // The chain's name in checks, seals and printed heads: "results-r1-b3", "clock-r1-b3",
  // "event-log" (stable across copies of the event: no row ids).
  std::string name() const;
};

// Every chain of the store's event: the result log's games, the clocks, the event log (present
// even when empty), in that order, each ordered by round and board.
std::vector<LogChain> readLogChains(const EventStore& store);

// The links of a row about to be inserted (SQLite): its chain's last stored hash as prevHash and
// the hash of its canonical text. `columns` / `values` are the row's insert columns and values
// (every hashed column and the chain key among them). Call inside the inserting transaction.
struct NewLink {
  std::string prevHash;
  std::string hash;
};
NewLink linkFor(const EventStore& store, LogChainKind kind, const QStringList& columns,
                const QVariantList& values);

// PostgreSQL: the BEFORE INSERT trigger functions and triggers (tengen_chain) that fill prev_hash
// and hash on every insert, whoever inserts (migration 130).
const std::vector<std::string>& chainTriggersSql();

// Migration 130's code: adds the prev_hash and hash columns (unless there already), then links
// every row stored before the chains existed, chain by chain in order (the append-only triggers
// that refuse the UPDATE are out of the way for this step).
void backfillLogChains(EventStore& store);

}  // namespace tengen::db
