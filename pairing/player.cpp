#include "pairing/player.h"

namespace tengen::pairing {

std::string_view toCode(RegistrationStatus status) {
  switch (status) {
    case RegistrationStatus::Registered:
      return "registered";
    case RegistrationStatus::Confirmed:
      return "confirmed";
    case RegistrationStatus::Withdrawn:
      return "withdrawn";
  }
  return "registered";
}

std::optional<RegistrationStatus> registrationStatusFromCode(std::string_view code) {
  if (code == "registered") return RegistrationStatus::Registered;
  if (code == "confirmed") return RegistrationStatus::Confirmed;
  if (code == "withdrawn") return RegistrationStatus::Withdrawn;
  return std::nullopt;
}

std::optional<std::string> validate(const Player& p) {
  if (p.name.empty()) return "name: a player needs a name";
  if (p.rating && (*p.rating < -1000 || *p.rating > 4000)) return "rating: out of range";
  for (int round : p.absentRounds)
    if (round < 1) return "absence: rounds are numbered from 1";
  return std::nullopt;
}

}  // namespace tengen::pairing
