#pragma once
// Seals (`tengen db seal EVENT`): the td or chief referee signs the event's chain heads
// (chain_check.h headsText) with an Ed25519 key (libsodium). The private key stays in the user's
// config folder (created on the first seal, readable by the user alone); the public key is
// stored with each seal in the event (chain_seal, migration 131, append-only), so anyone can
// verify a seal, and a chain rewritten and re-hashed after it no longer matches its sealed head.

#include <QString>
#include <cstdint>
#include <string>
#include <vector>

#include "db/store/event_store.h"

namespace tengen::db {

struct SealKey {
  std::string publicKeyHex;  // 32 bytes, hex
  std::string secretKey;     // 64 bytes (libsodium's secret key: seed and public key)
};

// $XDG_CONFIG_HOME/tengen/seal-ed25519.key, else the user's config folder's tengen/ (Qt's
// GenericConfigLocation).
QString defaultSealKeyPath();
// Reads the key at `path`, or makes one there (folder included, file mode 0600) when there is
// none. Throws StoreError Invalid naming the file when it is unreadable or not a key.
SealKey loadOrCreateSealKey(const QString& path);
// Reads a key (StoreError Invalid when missing or not a key).
SealKey loadSealKey(const QString& path);

struct Seal {
  std::int64_t id = 0;
  std::string sealedAt;  // ISO 8601 UTC
  std::string who;
  std::string publicKeyHex;
  std::string heads;         // headsText at the time
  std::string signatureHex;  // over sealMessage()
  std::string message() const;
  bool signatureValid() const;  // the signature verifies with the seal's public key
};

// Signs and stores the event's heads now (one transaction, one snapshot of every chain).
Seal sealEvent(EventStore& store, const SealKey& key, const std::string& who = {},
               const std::string& at = {});
// The event's seals, oldest first.
std::vector<Seal> seals(const EventStore& store);

}  // namespace tengen::db
