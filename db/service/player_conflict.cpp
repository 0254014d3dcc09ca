#include "db/service/player_conflict.h"

#include <cstddef>
#include <set>
#include <tuple>
#include <utility>

#include "db/store/event_store.h"
#include "pairing/event.h"

namespace tengen::db {
namespace {
constexpr PlayerField kFields[] = {
    PlayerField::Name,   PlayerField::LatinName, PlayerField::Rank, PlayerField::Rating,
    PlayerField::Club,   PlayerField::Country,   PlayerField::Born, PlayerField::EgdPin,
    PlayerField::Status, PlayerField::Absences};

// The player's members in PlayerField's order: copying a field and showing it both go through
// this one list, so a field cannot be shown from one member and copied from another.
template <typename PlayerRef>
auto members(PlayerRef& p) {
  return std::tie(p.name, p.latinName, p.rank, p.rating, p.club, p.country, p.born, p.egdPin,
                  p.status, p.absentRounds);
}
static_assert(std::tuple_size_v<decltype(members(std::declval<pairing::Player&>()))> ==
              std::size(kFields));

// Calls `visit` with the member of each player that `field` names (the I-th of members()).
template <std::size_t I = 0, typename Visit, typename... Players>
void withMember(PlayerField field, Visit&& visit, Players&... players) {
  if constexpr (I < std::size(kFields)) {
    if (static_cast<std::size_t>(field) == I) return visit(std::get<I>(members(players))...);
    withMember<I + 1>(field, visit, players...);
  }
}

std::string text(const std::string& s) {
  return s;
}
std::string text(const pairing::Rank& rank) {
  return rank.toString();
}
std::string text(const std::optional<int>& n) {
  return n ? std::to_string(*n) : std::string();
}
std::string text(const std::optional<boost::gregorian::date>& d) {
  return d ? pairing::toIsoDate(*d) : std::string();
}
std::string text(pairing::RegistrationStatus status) {
  return std::string(pairing::toCode(status));
}
std::string text(const std::set<int>& rounds) {
  std::string out;
  for (int r : rounds) out += (out.empty() ? "" : ",") + std::to_string(r);
  return out;
}
}  // namespace

std::string playerFieldText(const pairing::Player& p, PlayerField field) {
  std::string out;
  withMember(
      field, [&](const auto& member) { out = text(member); }, p);
  return out;
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
  for (PlayerField f : useTyped)
    withMember(
        f, [](auto& to, const auto& from) { to = from; }, p, typed);
  return p;
}

std::optional<PlayerConflict> PlayerConflicts::read(EventStore& store, const pairing::Player& shown,
                                                    const pairing::Player& typed) {
  PlayerConflict c{shown, typed, store.player(typed.id)};
  if (c.differing().empty()) return std::nullopt;
  return c;
}

}  // namespace tengen::db
