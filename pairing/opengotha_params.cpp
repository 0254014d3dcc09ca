#include "pairing/opengotha_params.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace tengen::pairing {

OpenGothaParams OpenGothaParams::forMcMahon() {
  return OpenGothaParams{};
}

OpenGothaParams OpenGothaParams::forSwiss() {
  OpenGothaParams p;
  p.mmFloor = -30;
  p.mmBar = 8;
  p.hdBasedOnMms = false;
  p.hdNoHdRankThreshold = -30;
  p.hdCorrection = 0;
  p.hdCeiling = 0;
  p.placement = {OpenGothaCriterion::Nbw, OpenGothaCriterion::Sosw, OpenGothaCriterion::Sososw};
  p.seedSystem1 = OpenGothaSeedSystem::SplitAndSlip;
  p.seedSystem2 = OpenGothaSeedSystem::SplitAndSlip;
  p.additionalCrit1 = OpenGothaCriterion::Rating;
  p.additionalCrit2 = OpenGothaCriterion::Rating;
  p.seRankThreshold = -30;
  p.seNbWinsThresholdActive = true;
  p.seAvoidSameGeo = 0;
  p.sePreferMmsDiffRatherThanSameCountry = 0;
  p.sePreferMmsDiffRatherThanSameClub = 0;
  return p;
}

namespace {

constexpr std::array<std::pair<OpenGothaSeedSystem, std::string_view>, 3> kSeedCodes{{
    {OpenGothaSeedSystem::SplitAndRandom, "SPLITANDRANDOM"},
    {OpenGothaSeedSystem::SplitAndFold, "SPLITANDFOLD"},
    {OpenGothaSeedSystem::SplitAndSlip, "SPLITANDSLIP"},
}};
constexpr std::array<std::pair<OpenGothaDuddMode, std::string_view>, 3> kDuddCodes{{
    {OpenGothaDuddMode::Top, "TOP"},
    {OpenGothaDuddMode::Mid, "MID"},
    {OpenGothaDuddMode::Bottom, "BOT"},
}};
constexpr std::array<std::pair<OpenGothaCriterion, std::string_view>, 12> kCriterionCodes{{
    {OpenGothaCriterion::Null, "NULL"},
    {OpenGothaCriterion::Category, "CAT"},
    {OpenGothaCriterion::Rank, "RANK"},
    {OpenGothaCriterion::Rating, "RATING"},
    {OpenGothaCriterion::Nbw, "NBW"},
    {OpenGothaCriterion::Mms, "MMS"},
    {OpenGothaCriterion::Sosw, "SOSW"},
    {OpenGothaCriterion::Sosm, "SOSM"},
    {OpenGothaCriterion::Sososw, "SOSOSW"},
    {OpenGothaCriterion::Sososm, "SOSOSM"},
    {OpenGothaCriterion::Cussw, "CUSSW"},
    {OpenGothaCriterion::Cussm, "CUSSM"},
}};

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
  return std::ranges::equal(a, b, [](char x, char y) {
    return std::toupper(static_cast<unsigned char>(x)) ==
           std::toupper(static_cast<unsigned char>(y));
  });
}

template <class Table, class Value>
std::string_view codeOf(const Table& table, Value value) {
  for (const auto& [v, code] : table)
    if (v == value) return code;
  return {};
}

template <class Table>
auto valueOf(const Table& table, std::string_view code)
    -> std::optional<typename Table::value_type::first_type> {
  for (const auto& [v, c] : table)
    if (equalsIgnoringCase(c, code)) return v;
  return std::nullopt;
}

}  // namespace

std::string_view toCode(OpenGothaSeedSystem system) {
  return codeOf(kSeedCodes, system);
}
std::string_view toCode(OpenGothaDuddMode mode) {
  return codeOf(kDuddCodes, mode);
}
std::string_view toCode(OpenGothaCriterion criterion) {
  return codeOf(kCriterionCodes, criterion);
}

std::optional<OpenGothaSeedSystem> openGothaSeedSystemFromCode(std::string_view code) {
  return valueOf(kSeedCodes, code);
}
std::optional<OpenGothaDuddMode> openGothaDuddModeFromCode(std::string_view code) {
  return valueOf(kDuddCodes, code);
}
std::optional<OpenGothaCriterion> openGothaCriterionFromCode(std::string_view code) {
  if (equalsIgnoringCase(code, "NUL")) return OpenGothaCriterion::Null;
  return valueOf(kCriterionCodes, code);
}

}  // namespace tengen::pairing
