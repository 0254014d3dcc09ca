#pragma once
// Which keys an event trusts to seal it (issue 15). A seal made with any key verifies by its own
// public key; trust says whose key it is: the first seal's key, and each key the TD adds with
// `tengen db trust EVENT --key FILE`, recorded as an event-log row (field "trusted seal key",
// the public key as its new value), itself in the event log's hash chain. `checkChains` reports
// a seal whose key is none of them (ChainFinding::UntrustedKey).

#include <string>
#include <vector>

#include "db/service/chain_seal.h"
#include "db/store/event_store.h"

namespace tengen::db {

inline constexpr const char* kTrustedKeyField = "trusted seal key";

// The event's trusted public keys (hex): the first of `sealsOldestFirst`'s key, then the keys
// the event log records as trusted, each once.
std::vector<std::string> trustedSealKeys(const EventStore& store,
                                         const std::vector<Seal>& sealsOldestFirst);

// Adds `publicKeyHex` to the event's trusted keys (one event-log row by `who`); false, nothing
// written, when it is trusted already. StoreError Invalid when it is not a 32-byte hex key.
bool trustSealKey(EventStore& store, const std::string& publicKeyHex, const std::string& who);

}  // namespace tengen::db
