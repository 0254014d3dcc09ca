#include "pairing/player.h"

#include "rules/code_table.h"

namespace tengen::pairing {
namespace {
constexpr rules::CodeTable<RegistrationStatus, 3> kRegistrationStatusCodes = {{
    {RegistrationStatus::Registered, "registered"},
    {RegistrationStatus::Confirmed, "confirmed"},
    {RegistrationStatus::Withdrawn, "withdrawn"},
}};
}  // namespace

std::string_view toCode(RegistrationStatus status) {
  return rules::codeOf(kRegistrationStatusCodes, status);
}

std::optional<RegistrationStatus> registrationStatusFromCode(std::string_view code) {
  return rules::valueOf(kRegistrationStatusCodes, code);
}

std::optional<std::string> validate(const Player& p) {
  if (p.name.empty()) return "name: a player needs a name";
  if (p.rating && (*p.rating < -1000 || *p.rating > 4000)) return "rating: out of range";
  for (int round : p.absentRounds)
    if (round < 1) return "absence: rounds are numbered from 1";
  return std::nullopt;
}

}  // namespace tengen::pairing
