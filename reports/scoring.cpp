#include "reports/scoring.h"

#include <algorithm>
#include <array>
#include <cctype>

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
  std::string s;
  for (Criterion c : criteria) {
    if (!s.empty()) s += ',';
    s += toCode(c);
  }
  return s;
}

ScoringConvention chinesePreset() {
  ScoringConvention c;
  c.name = "chinese";
  c.unitsPerPoint = 1;
  c.win = 2;
  c.jigo = 1;
  c.loss = 0;
  c.bye = 2;
  c.absent = 0;
  c.mmsBye = 2;
  c.mmsAbsent = 0;
  c.byeCountsAsWin = true;
  c.byeSos = VirtualOpponent::Nothing;
  c.absentSos = VirtualOpponent::Nothing;
  c.forfeitUnplayedForTieBreaks = false;
  return c;
}

ScoringConvention egfPreset() {
  ScoringConvention c;
  c.name = "egf";
  c.unitsPerPoint = 2;
  c.win = 2;
  c.jigo = 1;
  c.loss = 0;
  c.bye = 2;
  c.absent = 0;
  c.mmsBye = 2;
  c.mmsAbsent = 1;
  c.byeCountsAsWin = true;
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

std::optional<ScoringConvention> presetFromName(std::string_view name) {
  const std::string u = upper(name);
  if (u == "CHINESE") return chinesePreset();
  if (u == "EGF") return egfPreset();
  if (u == "MCMAHON") return mcMahonPreset(std::nullopt, std::nullopt);
  return std::nullopt;
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

}  // namespace tengen::reports
