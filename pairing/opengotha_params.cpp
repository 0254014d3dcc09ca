#include "pairing/opengotha_params.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <utility>

#include "rules/number_text.h"

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
// OpenGotha's long names (PlacementParameterSet.allPlacementCriteria), as its files write them.
constexpr std::array<std::pair<OpenGothaCriterion, std::string_view>, 25> kCriterionCodes{{
    {OpenGothaCriterion::Null, "NULL"},     {OpenGothaCriterion::Category, "CAT"},
    {OpenGothaCriterion::Rank, "RANK"},     {OpenGothaCriterion::Rating, "RATING"},
    {OpenGothaCriterion::Nbw, "NBW"},       {OpenGothaCriterion::Mms, "MMS"},
    {OpenGothaCriterion::Sts, "STS"},       {OpenGothaCriterion::Cps, "CPS"},
    {OpenGothaCriterion::Sosw, "SOSW"},     {OpenGothaCriterion::SoswM1, "SOSW-1"},
    {OpenGothaCriterion::SoswM2, "SOSW-2"}, {OpenGothaCriterion::Sodosw, "SODOSW"},
    {OpenGothaCriterion::Sososw, "SOSOSW"}, {OpenGothaCriterion::Cussw, "CUSSW"},
    {OpenGothaCriterion::Sosm, "SOSM"},     {OpenGothaCriterion::SosmM1, "SOSM-1"},
    {OpenGothaCriterion::SosmM2, "SOSM-2"}, {OpenGothaCriterion::Sodosm, "SODOSM"},
    {OpenGothaCriterion::Sososm, "SOSOSM"}, {OpenGothaCriterion::Cussm, "CUSSM"},
    {OpenGothaCriterion::Sosts, "SOSTS"},   {OpenGothaCriterion::Ext, "EXT"},
    {OpenGothaCriterion::Exr, "EXR"},       {OpenGothaCriterion::Sdc, "SDC"},
    {OpenGothaCriterion::Dc, "DC"},
}};
// Other spellings in files: OpenGotha's constant names, which earlier Tengen exports wrote.
constexpr std::array<std::pair<OpenGothaCriterion, std::string_view>, 5> kCriterionAliases{{
    {OpenGothaCriterion::Null, "NUL"},
    {OpenGothaCriterion::SoswM1, "SOSWM1"},
    {OpenGothaCriterion::SoswM2, "SOSWM2"},
    {OpenGothaCriterion::SosmM1, "SOSMM1"},
    {OpenGothaCriterion::SosmM2, "SOSMM2"},
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
  if (auto alias = valueOf(kCriterionAliases, code)) return alias;
  return valueOf(kCriterionCodes, code);
}

namespace {

std::optional<bool> truth(std::string_view text) {
  if (equalsIgnoringCase(text, "true")) return true;
  if (equalsIgnoringCase(text, "false")) return false;
  return std::nullopt;
}

// OpenGotha's rank text (30K .. 1K, 1D .. 9D, 1P .. 9P counted as dan) as its integer.
std::optional<int> rankValue(std::string_view text) {
  if (text.size() < 2) return std::nullopt;
  const auto n = rules::numberFrom<std::int64_t>(text.substr(0, text.size() - 1));
  if (!n || *n < 1 || *n > 30) return std::nullopt;
  const char kind = static_cast<char>(std::toupper(static_cast<unsigned char>(text.back())));
  if (kind == 'K') return static_cast<int>(-*n);
  if ((kind == 'D' || kind == 'P') && *n <= 9) return static_cast<int>(*n - 1);
  return std::nullopt;
}

using Setter = std::function<bool(OpenGothaParams&, std::string_view)>;

template <class T, class Parse>
Setter setter(T OpenGothaParams::*field, Parse parse) {
  return [field, parse](OpenGothaParams& p, std::string_view v) {
    const auto parsed = parse(v);
    if (!parsed) return false;
    p.*field = static_cast<T>(*parsed);
    return true;
  };
}

using Expected = OpenGothaParamProblem::Expected;

struct Key {
  std::string_view key;
  Expected expected;  // how a bad value is named
  Setter set;
};

const std::vector<Key>& keys() {
  static const std::vector<Key> table = [] {
    auto rank = [](std::string_view v) { return rankValue(v); };
    auto number = [](std::string_view v) { return rules::numberFrom<std::int64_t>(v); };
    auto flag = [](std::string_view v) { return truth(v); };
    auto seed = [](std::string_view v) { return openGothaSeedSystemFromCode(v); };
    auto dudd = [](std::string_view v) { return openGothaDuddModeFromCode(v); };
    auto criterion = [](std::string_view v) { return openGothaCriterionFromCode(v); };
    constexpr Expected kRank = Expected::Rank, kNumber = Expected::WholeNumber,
                       kFlag = Expected::Flag, kSeed = Expected::SeedSystem,
                       kDudd = Expected::DuddMode, kCriterion = Expected::PlacementCriterion;
    using P = OpenGothaParams;
    return std::vector<Key>{
        {"GeneralParameterSet.numberOfRounds", kNumber, setter(&P::numberOfRounds, number)},
        {"GeneralParameterSet.numberOfCategories", kNumber, setter(&P::numberOfCategories, number)},
        {"GeneralParameterSet.genMMFloor", kRank, setter(&P::mmFloor, rank)},
        {"GeneralParameterSet.genMMBar", kRank, setter(&P::mmBar, rank)},
        {"GeneralParameterSet.genMMZero", kRank, setter(&P::mmZero, rank)},
        {"GeneralParameterSet.genNBW2ValueAbsent", kNumber, setter(&P::nbw2Absent, number)},
        {"GeneralParameterSet.genNBW2ValueBye", kNumber, setter(&P::nbw2Bye, number)},
        {"GeneralParameterSet.genMMS2ValueAbsent", kNumber, setter(&P::mms2Absent, number)},
        {"GeneralParameterSet.genMMS2ValueBye", kNumber, setter(&P::mms2Bye, number)},
        {"GeneralParameterSet.genRoundDownNBWMMS", kFlag, setter(&P::roundDownNbwMms, flag)},
        {"GeneralParameterSet.genCountNotPlayedGamesAsHalfPoint", kFlag,
         setter(&P::countNotPlayedAsHalf, flag)},
        {"HandicapParameterSet.hdBasedOnMMS", kFlag, setter(&P::hdBasedOnMms, flag)},
        {"HandicapParameterSet.hdNoHdRankThreshold", kRank, setter(&P::hdNoHdRankThreshold, rank)},
        {"HandicapParameterSet.hdCorrection", kNumber, setter(&P::hdCorrection, number)},
        {"HandicapParameterSet.hdCeiling", kNumber, setter(&P::hdCeiling, number)},
        {"PairingParameterSet.paiStandardNX1Factor", Expected::Decimal,
         setter(&P::nx1Factor, [](std::string_view v) { return rules::numberFrom<double>(v); })},
        {"PairingParameterSet.paiBaAvoidDuplGame", kNumber, setter(&P::avoidDuplGame, number)},
        {"PairingParameterSet.paiBaRandom", kNumber, setter(&P::random, number)},
        {"PairingParameterSet.paiBaDeterministic", kFlag, setter(&P::deterministic, flag)},
        {"PairingParameterSet.paiBaBalanceWB", kNumber, setter(&P::balanceWB, number)},
        {"PairingParameterSet.paiMaAvoidMixingCategories", kNumber,
         setter(&P::avoidMixingCategories, number)},
        {"PairingParameterSet.paiMaMinimizeScoreDifference", kNumber,
         setter(&P::minimizeScoreDifference, number)},
        {"PairingParameterSet.paiMaDUDDWeight", kNumber, setter(&P::duddWeight, number)},
        {"PairingParameterSet.paiMaCompensateDUDD", kFlag, setter(&P::compensateDudd, flag)},
        {"PairingParameterSet.paiMaDUDDUpperMode", kDudd, setter(&P::duddUpper, dudd)},
        {"PairingParameterSet.paiMaDUDDLowerMode", kDudd, setter(&P::duddLower, dudd)},
        {"PairingParameterSet.paiMaMaximizeSeeding", kNumber, setter(&P::maximizeSeeding, number)},
        {"PairingParameterSet.paiMaLastRoundForSeedSystem1", kNumber,
         setter(&P::lastRoundForSeedSystem1, number)},
        {"PairingParameterSet.paiMaSeedSystem1", kSeed, setter(&P::seedSystem1, seed)},
        {"PairingParameterSet.paiMaSeedSystem2", kSeed, setter(&P::seedSystem2, seed)},
        {"PairingParameterSet.paiMaAdditionalPlacementCritSystem1", kCriterion,
         setter(&P::additionalCrit1, criterion)},
        {"PairingParameterSet.paiMaAdditionalPlacementCritSystem2", kCriterion,
         setter(&P::additionalCrit2, criterion)},
        {"PairingParameterSet.paiSeRankThreshold", kRank, setter(&P::seRankThreshold, rank)},
        {"PairingParameterSet.paiSeNbWinsThresholdActive", kFlag,
         setter(&P::seNbWinsThresholdActive, flag)},
        {"PairingParameterSet.paiSeBarThresholdActive", kFlag,
         setter(&P::seBarThresholdActive, flag)},
        {"PairingParameterSet.paiSeMinimizeHandicap", kNumber,
         setter(&P::seMinimizeHandicap, number)},
        {"PairingParameterSet.paiSeAvoidSameGeo", kNumber, setter(&P::seAvoidSameGeo, number)},
        {"PairingParameterSet.paiSePreferMMSDiffRatherThanSameCountry", kNumber,
         setter(&P::sePreferMmsDiffRatherThanSameCountry, number)},
        {"PairingParameterSet.paiSePreferMMSDiffRatherThanSameClub", kNumber,
         setter(&P::sePreferMmsDiffRatherThanSameClub, number)},
    };
  }();
  return table;
}

}  // namespace

std::string describe(const OpenGothaParamProblem& problem) {
  std::string_view expected;
  switch (problem.expected) {
    case Expected::WholeNumber:
      expected = "a whole number";
      break;
    case Expected::Decimal:
      expected = "a decimal number";
      break;
    case Expected::Flag:
      expected = "true or false";
      break;
    case Expected::Rank:
      expected = "a rank such as 20K or 1D";
      break;
    case Expected::SeedSystem:
      expected = "SPLITANDRANDOM, SPLITANDFOLD or SPLITANDSLIP";
      break;
    case Expected::DuddMode:
      expected = "TOP, MID or BOT";
      break;
    case Expected::PlacementCriterion:
      expected = "a placement criterion";
      break;
  }
  return problem.key + ": " + std::string(expected);
}

OpenGothaParams openGothaParamsFrom(const std::map<std::string, std::string>& attributes,
                                    OpenGothaParams base,
                                    std::vector<OpenGothaParamProblem>* problems) {
  auto bad = [&](const std::string& key, const std::string& value, Expected expected) {
    if (problems) problems->push_back({key, value, expected});
  };
  for (const Key& k : keys()) {
    auto it = attributes.find(std::string(k.key));
    if (it == attributes.end()) continue;
    if (!k.set(base, it->second)) bad(it->first, it->second, k.expected);
  }
  // The placement criteria in file order ("PlacementCriterion#0001.name", ...; the map keeps
  // them sorted by position). An unknown name counts as NULL in its place.
  std::vector<OpenGothaCriterion> placement;
  constexpr std::string_view kPrefix = "PlacementCriterion#";
  for (auto it = attributes.lower_bound(std::string(kPrefix));
       it != attributes.end() && it->first.starts_with(kPrefix); ++it)
    if (it->first.ends_with(".name")) {
      const auto criterion = openGothaCriterionFromCode(it->second);
      if (!criterion) bad(it->first, it->second, Expected::PlacementCriterion);
      placement.push_back(criterion.value_or(OpenGothaCriterion::Null));
    }
  if (!placement.empty()) base.placement = std::move(placement);
  // The categories' lower limits, in file order.
  std::vector<int> limits;
  constexpr std::string_view kCategory = "Category#";
  for (auto it = attributes.lower_bound(std::string(kCategory));
       it != attributes.end() && it->first.starts_with(kCategory); ++it) {
    if (!it->first.ends_with(".lowerLimit")) continue;
    if (auto r = rankValue(it->second))
      limits.push_back(*r);
    else
      bad(it->first, it->second, Expected::Rank);
  }
  if (!limits.empty()) base.lowerCategoryLimits = std::move(limits);
  // Clubs groups: "Club#<group>#<club>.name", in file order.
  std::map<std::string, std::vector<std::string>> groups;
  constexpr std::string_view kClub = "Club#";
  for (auto it = attributes.lower_bound(std::string(kClub));
       it != attributes.end() && it->first.starts_with(kClub); ++it) {
    if (!it->first.ends_with(".name")) continue;
    const std::string position = it->first.substr(kClub.size());
    groups[position.substr(0, position.find('#'))].push_back(it->second);
  }
  if (!groups.empty()) {
    base.clubsGroups.clear();
    for (auto& [position, clubs] : groups) base.clubsGroups.push_back(std::move(clubs));
  }
  return base;
}

}  // namespace tengen::pairing
