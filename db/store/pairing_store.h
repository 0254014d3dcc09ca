#pragma once
// The draw's own tables (migration 10, db/store/migrations_pairing.cpp): pairing settings as
// key/value rows, forbidden and fixed pairs, fixed tables, McMahon corrections and nigiri records.

#include <optional>
#include <vector>

#include "db/store/event_store.h"
#include "pairing/draw_settings.h"
#include "pairing/nigiri.h"

namespace tengen::db {

struct NigiriRecord {
  int round = 0;
  int board = 0;
  pairing::PlayerId holder = 0;
  pairing::NigiriGuess guess = pairing::NigiriGuess::Odd;
  int stones = 1;
};

class PairingStore {
 public:
  explicit PairingStore(EventStore& store) : store_(store) {}

  pairing::PairingSettings settings() const;
  // Replaces every stored setting, pair, table and correction (one transaction).
  void saveSettings(const pairing::PairingSettings& settings);

  void saveNigiri(const NigiriRecord& record);
  std::optional<NigiriRecord> nigiri(int round, int board) const;
  void clearNigiri(int round);
  void clearNigiri(int round, int board);

  // Every stored round, in order (the draw's history).
  std::vector<pairing::Round> rounds() const;

 private:
  EventStore& store_;
};

}  // namespace tengen::db
