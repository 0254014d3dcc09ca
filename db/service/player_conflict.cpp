#include "db/service/player_conflict.h"

#include "db/store/event_store.h"
#include "pairing/event.h"

namespace tengen::db {
namespace {
constexpr PlayerField kFields[] = {
    PlayerField::Name,   PlayerField::LatinName, PlayerField::Rank, PlayerField::Rating,
    PlayerField::Club,   PlayerField::Country,   PlayerField::Born, PlayerField::EgdPin,
    PlayerField::Status, PlayerField::Absences};

void copyField(const pairing::Player& from, pairing::Player& to, PlayerField field) {
  switch (field) {
    case PlayerField::Name:
      to.name = from.name;
      break;
    case PlayerField::LatinName:
      to.latinName = from.latinName;
      break;
    case PlayerField::Rank:
      to.rank = from.rank;
      break;
    case PlayerField::Rating:
      to.rating = from.rating;
      break;
    case PlayerField::Club:
      to.club = from.club;
      break;
    case PlayerField::Country:
      to.country = from.country;
      break;
    case PlayerField::Born:
      to.born = from.born;
      break;
    case PlayerField::EgdPin:
      to.egdPin = from.egdPin;
      break;
    case PlayerField::Status:
      to.status = from.status;
      break;
    case PlayerField::Absences:
      to.absentRounds = from.absentRounds;
      break;
  }
}
}  // namespace

std::string playerFieldText(const pairing::Player& p, PlayerField field) {
  switch (field) {
    case PlayerField::Name:
      return p.name;
    case PlayerField::LatinName:
      return p.latinName;
    case PlayerField::Rank:
      return p.rank.toString();
    case PlayerField::Rating:
      return p.rating ? std::to_string(*p.rating) : std::string();
    case PlayerField::Club:
      return p.club;
    case PlayerField::Country:
      return p.country;
    case PlayerField::Born:
      return p.born ? pairing::toIsoDate(*p.born) : std::string();
    case PlayerField::EgdPin:
      return p.egdPin;
    case PlayerField::Status:
      return std::string(pairing::toCode(p.status));
    case PlayerField::Absences: {
      std::string rounds;
      for (int r : p.absentRounds) rounds += (rounds.empty() ? "" : ",") + std::to_string(r);
      return rounds;
    }
  }
  return {};
}

std::vector<PlayerField> PlayerConflict::differing() const {
  std::vector<PlayerField> fields;
  for (PlayerField f : kFields)
    if (playerFieldText(stored, f) != playerFieldText(typed, f)) fields.push_back(f);
  return fields;
}

bool PlayerConflict::changedHere(PlayerField field) const {
  return playerFieldText(shown, field) != playerFieldText(typed, field);
}

pairing::Player PlayerConflict::merged(const std::vector<PlayerField>& useTyped) const {
  pairing::Player p = stored;
  for (PlayerField f : useTyped) copyField(typed, p, f);
  return p;
}

std::optional<PlayerConflict> PlayerConflicts::read(EventStore& store, const pairing::Player& shown,
                                                    const pairing::Player& typed) {
  PlayerConflict c{shown, typed, store.player(typed.id)};
  if (c.differing().empty()) return std::nullopt;
  return c;
}

}  // namespace tengen::db
