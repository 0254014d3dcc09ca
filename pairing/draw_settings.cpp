#include "pairing/draw_settings.h"

#include "rules/number_text.h"

namespace tengen::pairing {

std::string_view toCode(FirstRoundMethod method) {
  return method == FirstRoundMethod::Lot ? "lot" : "seeding";
}

std::string_view toCode(DrawProfile profile) {
  return profile == DrawProfile::OpenGotha ? "opengotha" : "tengen";
}

std::optional<DrawProfile> drawProfileFromCode(std::string_view code) {
  if (code == "tengen") return DrawProfile::Tengen;
  if (code == "opengotha") return DrawProfile::OpenGotha;
  return std::nullopt;
}

std::optional<FirstRoundMethod> firstRoundMethodFromCode(std::string_view code) {
  if (code == "lot") return FirstRoundMethod::Lot;
  if (code == "seeding") return FirstRoundMethod::Seeding;
  return std::nullopt;
}

namespace {

std::string boolText(bool b) {
  return b ? "true" : "false";
}

std::optional<bool> parseBool(std::string_view text) {
  if (text == "true" || text == "yes" || text == "1" || text == "on") return true;
  if (text == "false" || text == "no" || text == "0" || text == "off") return false;
  return std::nullopt;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> settingValues(const PairingSettings& s) {
  std::vector<std::pair<std::string, std::string>> v;
  v.emplace_back("mcmahon.bar", std::to_string(s.mcmahonBar));
  v.emplace_back("mcmahon.floor", std::to_string(s.mcmahonFloor));
  v.emplace_back("handicap.from-mms", boolText(s.handicap.fromMms));
  v.emplace_back("handicap.reduction", std::to_string(s.handicap.reduction));
  v.emplace_back("handicap.ceiling", std::to_string(s.handicap.ceiling));
  v.emplace_back("handicap.none-above",
                 s.handicap.noHandicapAbove ? std::to_string(*s.handicap.noHandicapAbove) : "");
  v.emplace_back("handicap.komi-half", std::to_string(s.handicap.komi.count()));
  v.emplace_back("first-round", std::string(toCode(s.firstRound)));
  v.emplace_back("seeding", std::string(toCode(s.seeding)));
  v.emplace_back("avoid.club", boolText(s.avoidSameClub));
  v.emplace_back("avoid.country", boolText(s.avoidSameCountry));
  v.emplace_back("round-robin.double", boolText(s.doubleRoundRobin));
  v.emplace_back("knockout.third-place", boolText(s.thirdPlaceGame));
  v.emplace_back("knockout.reseed", boolText(s.reseedKnockout));
  v.emplace_back("profile", std::string(toCode(s.profile)));
  return v;
}

std::optional<std::string> setSetting(PairingSettings& s, std::string_view key,
                                      std::string_view value) {
  auto intKey = [&](int& target, int lo, int hi) -> std::optional<std::string> {
    auto v = rules::numberFrom<int>(value);
    if (!v || *v < lo || *v > hi)
      return std::string(key) + ": a whole number from " + std::to_string(lo) + " to " +
             std::to_string(hi);
    target = *v;
    return std::nullopt;
  };
  auto boolKey = [&](bool& target) -> std::optional<std::string> {
    auto v = parseBool(value);
    if (!v) return std::string(key) + ": true or false";
    target = *v;
    return std::nullopt;
  };
  // A code `fromCode` reads; `codes` lists them all for the refusal.
  auto codeKey = [&](auto& target, auto fromCode, const char* codes) -> std::optional<std::string> {
    auto v = fromCode(value);
    if (!v) return std::string(key) + ": " + codes;
    target = *v;
    return std::nullopt;
  };
  if (key == "mcmahon.bar") return intKey(s.mcmahonBar, -30, 17);
  if (key == "mcmahon.floor") return intKey(s.mcmahonFloor, -30, 17);
  if (key == "handicap.from-mms") return boolKey(s.handicap.fromMms);
  if (key == "handicap.reduction") return intKey(s.handicap.reduction, 0, 20);
  if (key == "handicap.ceiling") return intKey(s.handicap.ceiling, 0, 9);
  if (key == "handicap.none-above") {
    if (value.empty()) {
      s.handicap.noHandicapAbove.reset();
      return std::nullopt;
    }
    int v = 0;
    if (auto e = intKey(v, -30, 17)) return e;
    s.handicap.noHandicapAbove = v;
    return std::nullopt;
  }
  if (key == "handicap.komi-half") {
    int half = 1;
    if (auto e = intKey(half, -100, 100)) return e;
    s.handicap.komi = rules::HalfPoints(half);
    return std::nullopt;
  }
  if (key == "profile") return codeKey(s.profile, drawProfileFromCode, "tengen or opengotha");
  if (key == "first-round")
    return codeKey(s.firstRound, firstRoundMethodFromCode, "lot or seeding");
  if (key == "seeding")
    return codeKey(s.seeding, seedingMethodFromCode, "split-random, split-fold or split-slip");
  if (key == "avoid.club") return boolKey(s.avoidSameClub);
  if (key == "avoid.country") return boolKey(s.avoidSameCountry);
  if (key == "bye.half-points")  // older files may hold it: the convention decides now
    return std::string(key) +
           ": a bye scores what the event's scoring convention gives it (tengen tiebreaks EVENT "
           "--bye UNITS --mms-bye UNITS)";
  if (key == "round-robin.double") return boolKey(s.doubleRoundRobin);
  if (key == "knockout.third-place") return boolKey(s.thirdPlaceGame);
  if (key == "knockout.reseed") return boolKey(s.reseedKnockout);
  return "unknown setting '" + std::string(key) + "'";
}

}  // namespace tengen::pairing
