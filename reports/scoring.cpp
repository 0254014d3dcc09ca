#include "reports/scoring.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <variant>

#include "rules/code_table.h"
#include "rules/joined_text.h"

namespace tengen::reports {
namespace {

struct CriterionName {
  Criterion criterion;
  std::string_view code;
  std::string_view chinese;
};

constexpr std::array<CriterionName, 12> kNames{{
    {Criterion::Score, "SCORE", "积分"},
    {Criterion::Mms, "MMS", "麦克马洪分"},
    {Criterion::Sos, "SOS", "对手分"},
    {Criterion::SosMinus1, "SOS-1", "对手分-1"},
    {Criterion::SosMinus2, "SOS-2", "对手分-2"},
    {Criterion::Sosos, "SOSOS", "对手的对手分"},
    {Criterion::Sodos, "SODOS", "胜局对手分"},
    {Criterion::Cuss, "CUSS", "累进分"},
    {Criterion::DirectEncounter, "DE", "直胜"},
    {Criterion::SosReverse, "SOS-R", "逆减"},
    {Criterion::Nbw, "NBW", "胜局数"},
    {Criterion::Rating, "RATING", "等级分"},
}};

std::string upper(std::string_view text) {
  std::string s(text);
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

std::string_view toCode(Criterion criterion) {
  for (const auto& n : kNames)
    if (n.criterion == criterion) return n.code;
  return "?";
}

std::string_view chineseName(Criterion criterion) {
  for (const auto& n : kNames)
    if (n.criterion == criterion) return n.chinese;
  return "?";
}

std::optional<Criterion> criterionFromCode(std::string_view code) {
  const std::string u = upper(code);
  for (const auto& n : kNames)
    if (n.code == u) return n.criterion;
  if (u == "PTS" || u == "POINTS") return Criterion::Score;
  if (u == "SOSR") return Criterion::SosReverse;
  if (u == "SOSM1") return Criterion::SosMinus1;
  if (u == "SOSM2") return Criterion::SosMinus2;
  return std::nullopt;
}

std::optional<std::vector<Criterion>> parseCriteria(std::string_view text) {
  std::vector<Criterion> result;
  std::string token;
  auto flush = [&]() -> bool {
    if (token.empty()) return true;
    auto c = criterionFromCode(token);
    token.clear();
    if (!c || std::find(result.begin(), result.end(), *c) != result.end()) return false;
    result.push_back(*c);
    return true;
  };
  for (char ch : text) {
    if (ch == ',' || ch == ' ' || ch == ';' || ch == '\t') {
      if (!flush()) return std::nullopt;
    } else {
      token += ch;
    }
  }
  if (!flush() || result.empty()) return std::nullopt;
  return result;
}

std::string toCodes(const std::vector<Criterion>& criteria) {
  return rules::joined(criteria, ",", [](Criterion c) { return toCode(c); });
}

// The presets state what differs from ScoringConvention's defaults (2-1-0 in whole points, a bye
// a win, no virtual opponent), so that each reads as what sets it apart.
ScoringConvention chinesePreset() {
  ScoringConvention c;
  c.name = "chinese";
  c.mmsAbsent = 0;
  return c;
}

ScoringConvention egfPreset() {
  ScoringConvention c;
  c.name = "egf";
  c.unitsPerPoint = 2;
  c.byeSos = VirtualOpponent::OwnScore;
  c.absentSos = VirtualOpponent::OwnScore;
  c.forfeitUnplayedForTieBreaks = true;
  return c;
}

ScoringConvention mcMahonPreset(std::optional<int> bar, std::optional<int> floor) {
  ScoringConvention c = egfPreset();
  c.name = "mcmahon";
  c.mcMahonBar = bar;
  c.mcMahonFloor = floor;
  return c;
}

ScoringConvention openGothaPreset(bool mcMahon, std::optional<int> bar, std::optional<int> floor) {
  ScoringConvention c = mcMahon ? mcMahonPreset(bar, floor) : egfPreset();
  c.name = mcMahon ? "opengotha-mcmahon" : "opengotha";
  c.convention = Convention::OpenGotha;
  c.bye = 2;  // genNBW2ValueBye 2: a win
  c.absent = 0;
  c.mmsBye = 1;  // genMMS2ValueBye 1: half a win
  c.mmsAbsent = 1;
  c.byeSos = VirtualOpponent::StartScore;
  c.absentSos = VirtualOpponent::StartScore;
  c.forfeitUnplayedForTieBreaks = false;  // a game by default is a paired game
  c.absencesDeclaredOnly = true;
  c.roundDownByesAndAbsences = true;
  c.sosHandicap = true;
  c.listNeverPlayed = false;
  return c;
}

std::optional<ScoringConvention> presetFromName(std::string_view name) {
  const std::string u = upper(name);
  if (u == "CHINESE") return chinesePreset();
  if (u == "EGF") return egfPreset();
  if (u == "MCMAHON") return mcMahonPreset(std::nullopt, std::nullopt);
  if (u == "OPENGOTHA") return openGothaPreset(false, std::nullopt, std::nullopt);
  if (u == "OPENGOTHA-MCMAHON") return openGothaPreset(true, std::nullopt, std::nullopt);
  return std::nullopt;
}

// "tengen" first: what a value outside the enum is written as. Read in any letter case.
constexpr rules::CodeTable<Convention, 3> kConventionCodes = {{
    {Convention::Tengen, "tengen", {"TENGEN"}},
    {Convention::OpenGotha, "opengotha", {"OPENGOTHA"}},
    {Convention::Chinese, "chinese", {"CHINESE"}},
}};

std::string_view toCode(Convention c) {
  return rules::codeOf(kConventionCodes, c);
}

std::optional<Convention> conventionFromCode(std::string_view code) {
  const std::string u = upper(code);
  return rules::valueOf(kConventionCodes, u);
}

std::vector<Criterion> chineseSwissOrder() {
  return {Criterion::Score, Criterion::Sos, Criterion::Cuss, Criterion::DirectEncounter,
          Criterion::SosReverse};
}
std::vector<Criterion> mcMahonOrder() {
  return {Criterion::Mms, Criterion::Sos, Criterion::Sosos, Criterion::Sodos};
}
std::vector<Criterion> egfSwissOrder() {
  return {Criterion::Score, Criterion::Sos, Criterion::Sosos, Criterion::Sodos};
}
std::vector<Criterion> roundRobinOrder() {
  return {Criterion::Score, Criterion::DirectEncounter, Criterion::Sodos, Criterion::Nbw};
}

StandingsSettings defaultSettings(const pairing::Event& event) {
  StandingsSettings s;
  const bool chinese = event.scoring == pairing::Scoring::Chinese210;
  s.scoring = chinese ? chinesePreset() : egfPreset();
  switch (event.system) {
    case pairing::PairingSystem::McMahon:
      if (!chinese) s.scoring = mcMahonPreset(std::nullopt, std::nullopt);
      s.order = mcMahonOrder();
      break;
    case pairing::PairingSystem::RoundRobin:
      s.order = roundRobinOrder();
      break;
    case pairing::PairingSystem::Swiss:
    case pairing::PairingSystem::Knockout:
      s.order = chinese ? chineseSwissOrder() : egfSwissOrder();
      break;
  }
  return s;
}

StandingsSettings conventionSettings(Convention convention, const pairing::Event& event) {
  StandingsSettings s;
  switch (convention) {
    case Convention::Tengen:
      return defaultSettings(event);
    case Convention::OpenGotha: {
      const bool mm = event.system == pairing::PairingSystem::McMahon;
      s.scoring = openGothaPreset(mm, std::nullopt, std::nullopt);
      s.order = mm ? std::vector<Criterion>{Criterion::Mms, Criterion::Sos, Criterion::Sosos}
                   : std::vector<Criterion>{Criterion::Score, Criterion::Sos, Criterion::Sosos};
      return s;
    }
    case Convention::Chinese:
      s.scoring = chinesePreset();
      s.scoring.convention = Convention::Chinese;
      s.order = chineseSwissOrder();
      return s;
  }
  return defaultSettings(event);
}

namespace {

// A stored value of a ScoringConvention: its key and the member it holds.
using ScoringMember =
    std::variant<int ScoringConvention::*, bool ScoringConvention::*,
                 VirtualOpponent ScoringConvention::*, std::optional<int> ScoringConvention::*,
                 Convention ScoringConvention::*>;
struct StoredValue {
  const char* key;
  ScoringMember member;
};

// Every stored value after "order" and "preset", in the order written: standingsValues writes and
// applyStandingsValues reads this one list, so that no value is written under one key and read
// under another.
constexpr std::array<StoredValue, 21> kStoredValues{{
    {"units_per_point", &ScoringConvention::unitsPerPoint},
    {"win", &ScoringConvention::win},
    {"jigo", &ScoringConvention::jigo},
    {"loss", &ScoringConvention::loss},
    {"bye", &ScoringConvention::bye},
    {"absent", &ScoringConvention::absent},
    {"mms_bye", &ScoringConvention::mmsBye},
    {"mms_absent", &ScoringConvention::mmsAbsent},
    {"bye_counts_as_win", &ScoringConvention::byeCountsAsWin},
    {"bye_sos", &ScoringConvention::byeSos},
    {"absent_sos", &ScoringConvention::absentSos},
    {"forfeit_unplayed", &ScoringConvention::forfeitUnplayedForTieBreaks},
    {"mcmahon_bar", &ScoringConvention::mcMahonBar},
    {"mcmahon_floor", &ScoringConvention::mcMahonFloor},
    {"list_withdrawn", &ScoringConvention::listWithdrawn},
    {"convention", &ScoringConvention::convention},
    {"absences_declared_only", &ScoringConvention::absencesDeclaredOnly},
    {"round_down_byes_absences", &ScoringConvention::roundDownByesAndAbsences},
    {"sos_handicap", &ScoringConvention::sosHandicap},
    {"list_never_played", &ScoringConvention::listNeverPlayed},
    {"sos_virtual_scores", &ScoringConvention::sosVirtualScores},
}};

// A value as stored, and read back from its stored text (`into` keeps its value where the text
// says nothing: an empty number, an unknown convention).
std::string stored(int v) {
  return std::to_string(v);
}
std::string stored(bool v) {
  return v ? "1" : "0";
}
std::string stored(VirtualOpponent v) {
  return v == VirtualOpponent::OwnScore     ? "own"
         : v == VirtualOpponent::StartScore ? "start"
                                            : "none";
}
std::string stored(const std::optional<int>& v) {
  return v ? std::to_string(*v) : std::string();
}
std::string stored(Convention v) {
  return std::string(toCode(v));
}

void readStored(const std::string& text, int& into) {
  if (!text.empty()) into = std::stoi(text);
}
void readStored(const std::string& text, bool& into) {
  into = text == "1";
}
void readStored(const std::string& text, VirtualOpponent& into) {
  into = text == "own"     ? VirtualOpponent::OwnScore
         : text == "start" ? VirtualOpponent::StartScore
                           : VirtualOpponent::Nothing;
}
void readStored(const std::string& text, std::optional<int>& into) {
  into = text.empty() ? std::nullopt : std::optional<int>(std::stoi(text));
}
void readStored(const std::string& text, Convention& into) {
  if (auto convention = conventionFromCode(text)) into = *convention;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> standingsValues(const StandingsSettings& s) {
  const ScoringConvention& c = s.scoring;
  std::vector<std::pair<std::string, std::string>> values = {{"order", toCodes(s.order)},
                                                             {"preset", c.name}};
  for (const StoredValue& v : kStoredValues)
    std::visit([&](auto member) { values.emplace_back(v.key, stored(c.*member)); }, v.member);
  return values;
}

void applyStandingsValues(const std::map<std::string, std::string>& m, StandingsSettings& s) {
  auto get = [&](const char* k) -> const std::string* {
    auto it = m.find(k);
    return it == m.end() ? nullptr : &it->second;
  };
  if (auto* p = get("preset"))
    if (auto preset = presetFromName(*p)) s.scoring = *preset;
  ScoringConvention& c = s.scoring;
  if (auto* p = get("preset")) c.name = *p;
  for (const StoredValue& v : kStoredValues)
    if (auto* p = get(v.key)) std::visit([&](auto member) { readStored(*p, c.*member); }, v.member);
  if (auto* p = get("order"))
    if (auto order = parseCriteria(*p)) s.order = *order;
  if (c.unitsPerPoint < 1) c.unitsPerPoint = 1;
}

}  // namespace tengen::reports
