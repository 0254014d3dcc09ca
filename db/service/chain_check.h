#pragma once
// Tamper evidence across an event's logs (issue 15): every hash chain — the referee's ledger, the
// result log per game, the clock journal per clock, the event log — its count and head, the one
// text that lists them all (what a seal signs and what paper prints), and the check behind
// `tengen db check` and `tengen referee verify`: rows edited, removed from the middle or the
// tail (against the seals, or heads printed on paper and given back), chains re-hashed (their
// seal no longer fits), games whose result is not the last value of their result log.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/store/event_store.h"
#include "referee/hash_chain.h"

namespace tengen::db {

// One chain of the event as stored now.
struct EventChain {
  std::string name;  // "ledger", "event-log", "results-r1-b3", "clock-r1-b3"
  int round = 0;     // the game of a result-log or clock chain
  int board = 0;
  std::vector<std::int64_t> rowIds;  // each link's row id (the ledger: the entry id)
  std::vector<referee::ChainLink> links;
  referee::ChainHead head() const { return referee::headOf(links); }
};

// Every chain of the event: the ledger, the event log, then the result log's and the clocks'
// chains in round and board order.
std::vector<EventChain> readEventChains(EventStore& store);

// The canonical list of heads: "tengen-heads/1", then "<name> <count> <hash>" per chain. What a
// seal signs.
std::string headsText(const std::vector<EventChain>& chains);
struct SealedHead {
  std::string name;
  std::int64_t count = 0;
  std::string hash;
};
// The heads of a headsText (nullopt: not such a text).
std::optional<std::vector<SealedHead>> parseHeadsText(const std::string& text);

// A head as printed on paper and typed back with --head: "<chain>:<count>:<hex prefix>", e.g.
// "ledger:12:3fa9c2d1ab12", or the digest over every head, "all:<entries>:<hex prefix>".
inline constexpr std::size_t kPrintedHexDigits = 12;
std::string printedHead(const EventChain& chain);
std::string printedDigest(const std::vector<EventChain>& chains);
// What paper prints: for standings the digest, then the ledger's and the event log's heads; for
// each board of `round` that has a result log or a clock, their heads and the ledger's (a slip).
std::vector<std::string> eventHeadsForPaper(const std::vector<EventChain>& chains);
std::map<int, std::vector<std::string>> slipHeadsForPaper(const std::vector<EventChain>& chains,
                                                          int round);
struct PrintedHead {
  std::string chain;  // "all" for the digest
  std::int64_t count = 0;
  std::string hexPrefix;
};
// nullopt: not "<chain>:<count>:<hex>" with at least 8 hex digits.
std::optional<PrintedHead> parsePrintedHead(const std::string& text);

// What the check found; the front ends put it into words.
struct ChainFinding {
  enum class Kind {
    Edited,         // a row's content no longer gives its stored hash
    BrokenLink,     // a row does not point at the one before: a row removed (or inserted)
    Gap,            // the numbering skips: a row removed
    TailMissing,    // fewer rows than a seal or printed head recorded: the last rows removed
    HeadDiffers,    // the row at a sealed or printed position has another hash: rewritten
    ChainMissing,   // a chain a seal or printed head names is gone
    DigestDiffers,  // the printed digest over all heads no longer matches
    BadSignature,   // a seal's signature does not verify with its public key
    OtherKey,       // a seal verifies, but with another key than the one given
    UntrustedKey,   // a seal verifies, but its key is none the event trusts (seal_trust.h)
    ResultDiffers,  // a game's result is not the last value in its result log
    NoResultLog,    // a game has a result but no result-log row, and no import recorded it
    ImportDiffers,  // a game with no result-log row has another result than its import recorded
  } kind;
  std::string chain;  // the chain's name (empty for a game's result)
  int round = 0;
  int board = 0;
  std::int64_t entry = 0;     // the entry's position in its chain (ledger: its id)
  std::int64_t rowId = 0;     // its row id
  std::int64_t count = 0;     // the chain's entries now
  std::int64_t recorded = 0;  // the count sealed or printed
  std::string stored;         // what is stored (a hash, a result)
  std::string expected;       // what it should be
  std::int64_t sealId = 0;    // the seal behind a finding (0: a printed head)
};

struct ChainCheck {
  std::vector<EventChain> chains;
  std::vector<ChainFinding> findings;  // empty: intact
  int seals = 0;                       // seals verified
  int headsGiven = 0;                  // printed heads checked
  int imported = 0;  // results without result-log rows that an import in the event log recorded
  bool intact() const { return findings.empty(); }
};

// Checks every chain, every seal (signature; with `trustedKeyHex`, also that the seal was made
// with that public key, else that its key is one the event trusts: seal_trust.h) and every printed
// head in `heads` (parsePrintedHead; refused with a StoreError Invalid naming it when unreadable),
// and each game's result against its result log; a result without any log row against the import
// that recorded it (db/store/import_record.h), else reported as without a result log
// (db/service/README.md, "Results without a log").
ChainCheck checkChains(EventStore& store, const std::vector<std::string>& heads = {},
                       const std::string& trustedKeyHex = {});

}  // namespace tengen::db
