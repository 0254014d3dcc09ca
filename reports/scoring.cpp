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

std::string_view toCode(Convention c) {
  switch (c) {
    case Convention::Tengen:
      return "tengen";
    case Convention::OpenGotha:
      return "opengotha";
    case Convention::Chinese:
      return "chinese";
  }
  return "tengen";
}

std::optional<Convention> conventionFromCode(std::string_view code) {
  const std::string u = upper(code);
  if (u == "TENGEN") return Convention::Tengen;
  if (u == "OPENGOTHA") return Convention::OpenGotha;
  if (u == "CHINESE") return Convention::Chinese;
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

std::vector<std::pair<std::string, std::string>> standingsValues(const StandingsSettings& s) {
  const ScoringConvention& c = s.scoring;
  auto vo = [](VirtualOpponent v) {
    return v == VirtualOpponent::OwnScore     ? "own"
           : v == VirtualOpponent::StartScore ? "start"
                                              : "none";
  };
  auto opt = [](const std::optional<int>& v) { return v ? std::to_string(*v) : std::string(); };
  return {
      {"order", toCodes(s.order)},
      {"preset", c.name},
      {"units_per_point", std::to_string(c.unitsPerPoint)},
      {"win", std::to_string(c.win)},
      {"jigo", std::to_string(c.jigo)},
      {"loss", std::to_string(c.loss)},
      {"bye", std::to_string(c.bye)},
      {"absent", std::to_string(c.absent)},
      {"mms_bye", std::to_string(c.mmsBye)},
      {"mms_absent", std::to_string(c.mmsAbsent)},
      {"bye_counts_as_win", c.byeCountsAsWin ? "1" : "0"},
      {"bye_sos", vo(c.byeSos)},
      {"absent_sos", vo(c.absentSos)},
      {"forfeit_unplayed", c.forfeitUnplayedForTieBreaks ? "1" : "0"},
      {"mcmahon_bar", opt(c.mcMahonBar)},
      {"mcmahon_floor", opt(c.mcMahonFloor)},
      {"list_withdrawn", c.listWithdrawn ? "1" : "0"},
      {"convention", std::string(toCode(c.convention))},
      {"absences_declared_only", c.absencesDeclaredOnly ? "1" : "0"},
      {"round_down_byes_absences", c.roundDownByesAndAbsences ? "1" : "0"},
      {"sos_handicap", c.sosHandicap ? "1" : "0"},
      {"list_never_played", c.listNeverPlayed ? "1" : "0"},
      {"sos_virtual_scores", c.sosVirtualScores ? "1" : "0"},
  };
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
  auto num = [&](const char* k, int& into) {
    if (auto* p = get(k); p && !p->empty()) into = std::stoi(*p);
  };
  num("units_per_point", c.unitsPerPoint);
  num("win", c.win);
  num("jigo", c.jigo);
  num("loss", c.loss);
  num("bye", c.bye);
  num("absent", c.absent);
  num("mms_bye", c.mmsBye);
  num("mms_absent", c.mmsAbsent);
  auto flag = [&](const char* k, bool& into) {
    if (auto* p = get(k)) into = *p == "1";
  };
  flag("bye_counts_as_win", c.byeCountsAsWin);
  flag("forfeit_unplayed", c.forfeitUnplayedForTieBreaks);
  flag("list_withdrawn", c.listWithdrawn);
  flag("absences_declared_only", c.absencesDeclaredOnly);
  flag("round_down_byes_absences", c.roundDownByesAndAbsences);
  flag("sos_handicap", c.sosHandicap);
  flag("list_never_played", c.listNeverPlayed);
  flag("sos_virtual_scores", c.sosVirtualScores);
  if (auto* p = get("convention"))
    if (auto conv = conventionFromCode(*p)) c.convention = *conv;
  auto vo = [&](const char* k, VirtualOpponent& into) {
    if (auto* p = get(k))
      into = *p == "own"     ? VirtualOpponent::OwnScore
             : *p == "start" ? VirtualOpponent::StartScore
                             : VirtualOpponent::Nothing;
  };
  vo("bye_sos", c.byeSos);
  vo("absent_sos", c.absentSos);
  auto optNum = [&](const char* k, std::optional<int>& into) {
    if (auto* p = get(k)) into = p->empty() ? std::nullopt : std::optional<int>(std::stoi(*p));
  };
  optNum("mcmahon_bar", c.mcMahonBar);
  optNum("mcmahon_floor", c.mcMahonFloor);
  if (auto* p = get("order"))
    if (auto order = parseCriteria(*p)) s.order = *order;
  if (c.unitsPerPoint < 1) c.unitsPerPoint = 1;
}

}  // namespace tengen::reports
