#include "db/service/seal_trust.h"

#include <algorithm>
#include <cctype>

#include "db/store/event_log.h"

namespace tengen::db {

namespace {

void addOnce(std::vector<std::string>& keys, const std::string& key) {
  if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
}

bool isPublicKeyHex(const std::string& hex) {
  return hex.size() == 64 && std::all_of(hex.begin(), hex.end(), [](unsigned char c) {
           return std::isxdigit(c) && !std::isupper(c);
         });
}

}  // namespace

std::vector<std::string> trustedSealKeys(const EventStore& store,
                                         const std::vector<Seal>& sealsOldestFirst) {
  std::vector<std::string> keys;
  if (!sealsOldestFirst.empty()) keys.push_back(sealsOldestFirst.front().publicKeyHex);
  for (const EventLogEntry& e : eventLog(store))
    if (e.field == kTrustedKeyField) addOnce(keys, e.newValue);
  return keys;
}

bool trustSealKey(EventStore& store, const std::string& publicKeyHex, const std::string& who) {
  if (!isPublicKeyHex(publicKeyHex))
    throw StoreError(StoreError::Kind::Invalid,
                     "trusted seal key: not a public key (64 lower-case hex digits)");
  bool added = false;
  store.transaction([&] {
    // Read in the write transaction; a key two TDs trust at once is still counted once.
    const std::vector<std::string> trusted = trustedSealKeys(store, seals(store));
    if (std::find(trusted.begin(), trusted.end(), publicKeyHex) != trusted.end()) return;
    appendEventLog(store, {0, {}, kTrustedKeyField, {}, publicKeyHex, who});
    added = true;
  });
  return added;
}

}  // namespace tengen::db
