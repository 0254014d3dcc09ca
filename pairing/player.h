#pragma once
// A registered player. The id is assigned by the event store and never derived from the name.

#include <boost/date_time/gregorian/gregorian_types.hpp>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "pairing/rank.h"

namespace tengen::pairing {

using PlayerId = std::int64_t;

// Registered: expected to play; Confirmed: checked in at the desk; Withdrawn: out of the draw
// from now on (past games stay).
enum class RegistrationStatus { Registered, Confirmed, Withdrawn };

struct Player {
  PlayerId id = 0;            // 0 until stored
  std::string name;           // as written: 柯洁, Müller, O'Brien
  std::string latinName;      // optional Latin spelling (Ke Jie) for EGF/AGA exports
  Rank rank = *Rank::make(RankKind::Kyu, 20);
  std::optional<int> rating;  // EGF/national rating if known
  std::string club;
  std::string country;        // ISO 3166 alpha-2 (CN, FR) as given
  std::optional<boost::gregorian::date> born;
  std::string egdPin;
  RegistrationStatus status = RegistrationStatus::Registered;
  std::set<int> absentRounds;  // rounds the player will not play (no pairing, no bye)
  std::int64_t version = 0;    // optimistic-locking version of the stored row

  bool playsIn(int round) const {
    return status != RegistrationStatus::Withdrawn && !absentRounds.contains(round);
  }
};

std::string_view toCode(RegistrationStatus status);
std::optional<RegistrationStatus> registrationStatusFromCode(std::string_view code);

// Checks a player's fields; returns "field: reason" for the first bad one, or nullopt.
std::optional<std::string> validate(const Player& player);

}  // namespace tengen::pairing
