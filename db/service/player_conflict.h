#pragma once
// A player edit refused because another desk changed the player since this one read it
// (StaleVersion): field by field, the value shown when editing began, the one stored now and the
// one typed; and the player to store once the user has chosen per field. No widgets here: the
// players view asks (BothValuesDialog).

#include <optional>
#include <string>
#include <vector>

#include "pairing/player.h"

namespace tengen::db {

class EventStore;

enum class PlayerField {
  Name,
  LatinName,
  Rank,
  Rating,
  Club,
  Country,
  Born,
  EgdPin,
  Status,
  Absences
};

// The field's value as text, for showing side by side.
std::string playerFieldText(const pairing::Player& player, PlayerField field);

struct PlayerConflict {
  pairing::Player shown;   // as read when the edit began
  pairing::Player typed;   // as edited here
  pairing::Player stored;  // as stored now (its version is the one to write on)

  // The fields where the stored and the typed values differ, in form order.
  std::vector<PlayerField> differing() const;
  // Whether this desk changed `field` (typed differs from shown); otherwise only the other desk
  // did, and keeping its value loses nothing of this edit.
  bool changedHere(PlayerField field) const;
  // The player to store: the stored one with the typed value of every field in `useTyped`, at
  // the stored version.
  pairing::Player merged(const std::vector<PlayerField>& useTyped) const;
};

class PlayerConflicts {
 public:
  // After `typed` (edited from `shown`) was refused as stale: the player as stored now. Nullopt
  // when the stored player already has every typed value (nothing to ask). Throws StoreError.
  static std::optional<PlayerConflict> read(EventStore& store, const pairing::Player& shown,
                                            const pairing::Player& typed);
};

}  // namespace tengen::db
