#include "reports/opengotha.h"

#include <algorithm>
#include <cstdio>

#include "reports/text.h"

namespace tengen::reports {
namespace {

std::string attr(std::string_view name, std::string_view value) {
  return " " + std::string(name) + "=\"" + xmlEscape(value) + "\"";
}
std::string attr(std::string_view name, long long value) {
  return attr(name, std::to_string(value));
}

std::string komiText(double komi) {
  const long twice = static_cast<long>(komi * 2 + (komi >= 0 ? 0.25 : -0.25));
  return formatFraction(twice, 2);
}

std::string rankToOpenGotha(const pairing::Rank& rank) {
  std::string s = rank.toString();
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::string strengthRank(std::optional<int> strength, const char* fallback) {
  if (!strength) return fallback;
  auto r = pairing::Rank::fromStrength(*strength);
  return r ? rankToOpenGotha(*r) : fallback;
}

}  // namespace

std::string openGothaKey(std::string_view name, std::string_view firstName) {
  std::string in = std::string(name) + std::string(firstName);
  std::string key;
  for (std::size_t i = 0; i < in.size(); ++i) {
    const auto c = static_cast<unsigned char>(in[i]);
    if (c == ' ') continue;
    if (c < 0x80) {
      key += static_cast<char>(std::toupper(c));
    } else if (c == 0xC3 && i + 1 < in.size()) {
      // Latin-1 lower-case letters à..þ (not ÷) upper-case by -0x20, as Java's toUpperCase.
      auto d = static_cast<unsigned char>(in[i + 1]);
      if (d >= 0xA0 && d <= 0xBE && d != 0xB7) d = static_cast<unsigned char>(d - 0x20);
      key += static_cast<char>(c);
      key += static_cast<char>(d);
      ++i;
    } else {
      key += static_cast<char>(c);
    }
  }
  return key;
}

namespace {

// The code point at `i` of UTF-8 text and its length in bytes (a stray byte counts as itself).
std::pair<char32_t, std::size_t> codePointAt(std::string_view s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  std::size_t n = c < 0x80           ? 1
                  : (c >> 5) == 0x6  ? 2
                  : (c >> 4) == 0xE  ? 3
                  : (c >> 3) == 0x1E ? 4
                                     : 1;
  if (i + n > s.size()) n = 1;
  char32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
  for (std::size_t k = 1; k < n; ++k)
    cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  return {cp, n};
}

bool isHan(char32_t cp) {
  return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
         (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0x20000 && cp <= 0x3134F);
}

// Two-character Chinese surnames (复姓) in use today.
constexpr std::string_view kCompoundSurnames[] = {
    "欧阳", "司马", "诸葛", "上官", "东方", "皇甫", "尉迟", "公孙", "慕容", "长孙", "宇文",
    "司徒", "夏侯", "令狐", "端木", "独孤", "南宫", "百里", "呼延", "轩辕", "西门", "澹台",
    "申屠", "万俟", "闻人", "钟离", "仲孙", "太叔", "淳于", "濮阳", "单于", "赫连", "东郭"};

// A name written in Han characters only, without spaces: its surname's length in bytes
// (0 when it is not such a name or has a single character).
std::size_t hanSurnameBytes(std::string_view full) {
  std::size_t i = 0, count = 0, first = 0;
  while (i < full.size()) {
    const auto [cp, n] = codePointAt(full, i);
    if (!isHan(cp)) return 0;
    if (count == 0) first = n;
    ++count;
    i += n;
  }
  if (count < 2) return 0;
  if (count >= 3)
    for (std::string_view c : kCompoundSurnames)
      if (full.substr(0, c.size()) == c) return c.size();
  return first;
}

}  // namespace

SplitName splitName(std::string_view full) {
  if (const auto comma = full.find(", "); comma != std::string_view::npos && comma > 0) {
    std::string first(full.substr(comma + 2));
    return {std::string(full.substr(0, comma)), first.empty() ? std::string(kNoFirstName) : first};
  }
  // The last space with a word on each side.
  for (auto space = full.rfind(' '); space != std::string_view::npos && space > 0;
       space = full.rfind(' ', space - 1)) {
    const std::string_view before = full.substr(0, space), after = full.substr(space + 1);
    if (!after.empty() && after.front() != ' ' &&
        before.find_first_not_of(' ') != std::string_view::npos)
      return {std::string(after), std::string(before)};
  }
  if (const std::size_t n = hanSurnameBytes(full))
    return {std::string(full.substr(0, n)), std::string(full.substr(n))};
  return {std::string(full), std::string(kNoFirstName)};
}

std::string joinName(std::string_view name, std::string_view firstName) {
  const SplitName want{std::string(name), std::string(firstName)};
  if (firstName.empty() || firstName == kNoFirstName)
    if (splitName(name) == SplitName{std::string(name), std::string(kNoFirstName)})
      return std::string(name);
  if (firstName.empty()) return std::string(name);
  // Chinese order (surname first, no space), then "First Surname", else "Surname, First"; a part
  // that begins or ends with a space keeps the comma form, where the space stays visible.
  auto padded = [](std::string_view s) { return s.front() == ' ' || s.back() == ' '; };
  if (name.empty() || (!padded(name) && !padded(firstName))) {
    if (std::string s = std::string(name) + std::string(firstName); splitName(s) == want) return s;
    if (std::string s = std::string(firstName) + " " + std::string(name); splitName(s) == want)
      return s;
  }
  return std::string(name) + ", " + std::string(firstName);
}

std::string openGothaCriterion(Criterion c, bool mm) {
  const std::string w = mm ? "M" : "W";
  switch (c) {
    case Criterion::Score:
    case Criterion::Nbw:
      return "NBW";
    case Criterion::Mms:
      return "MMS";
    case Criterion::Sos:
      return "SOS" + w;
    case Criterion::SosMinus1:
      return "SOS" + w + "-1";
    case Criterion::SosMinus2:
      return "SOS" + w + "-2";
    case Criterion::Sosos:
      return "SOSOS" + w;
    case Criterion::Sodos:
      return "SODOS" + w;
    case Criterion::Cuss:
      return "CUSS" + w;
    case Criterion::DirectEncounter:
      return "DC";
    case Criterion::Rating:
      return "Rating";
    case Criterion::SosReverse:
      return "NULL";
  }
  return "NULL";
}

std::optional<Criterion> criterionFromOpenGotha(std::string_view n) {
  if (n == "SCORE" || n == "SCOREX") return Criterion::Score;
  if (n == "MMS") return Criterion::Mms;
  if (n == "NBW") return Criterion::Nbw;
  if (n == "SOSW" || n == "SOSM") return Criterion::Sos;
  if (n == "SOSW-1" || n == "SOSM-1" || n == "SOSWM1" || n == "SOSMM1") return Criterion::SosMinus1;
  if (n == "SOSW-2" || n == "SOSM-2" || n == "SOSWM2" || n == "SOSMM2") return Criterion::SosMinus2;
  if (n == "SOSOSW" || n == "SOSOSM") return Criterion::Sosos;
  if (n == "SODOSW" || n == "SODOSM") return Criterion::Sodos;
  if (n == "CUSSW" || n == "CUSSM") return Criterion::Cuss;
  if (n == "DC" || n == "SDC") return Criterion::DirectEncounter;
  if (n == "Rating" || n == "Rank" || n == "RATING" || n == "RANK") return Criterion::Rating;
  return std::nullopt;
}

std::string openGothaResult(const std::optional<pairing::Result>& r) {
  if (!r) return "RESULT_UNKNOWN";
  std::string s;
  switch (r->outcome) {
    case pairing::Outcome::BlackWins:
      s = "RESULT_BLACKWINS";
      break;
    case pairing::Outcome::WhiteWins:
      s = "RESULT_WHITEWINS";
      break;
    case pairing::Outcome::Jigo:
      s = "RESULT_EQUAL";
      break;
    case pairing::Outcome::BothLose:
      s = "RESULT_BOTHLOSE";
      break;
    case pairing::Outcome::BothWin:
      s = "RESULT_BOTHWIN";
      break;
    case pairing::Outcome::Unplayed:
      return "RESULT_UNKNOWN";
  }
  if (r->method == pairing::WinMethod::Forfeit) s += "_BYDEF";
  return s;
}

std::optional<pairing::Result> resultFromOpenGotha(std::string_view code) {
  pairing::Result r;
  std::string c(code);
  const std::string bydef = "_BYDEF";
  if (c.size() > bydef.size() && c.compare(c.size() - bydef.size(), bydef.size(), bydef) == 0) {
    c.resize(c.size() - bydef.size());
    r.method = pairing::WinMethod::Forfeit;
  }
  if (c == "RESULT_BLACKWINS")
    r.outcome = pairing::Outcome::BlackWins;
  else if (c == "RESULT_WHITEWINS")
    r.outcome = pairing::Outcome::WhiteWins;
  else if (c == "RESULT_EQUAL")
    r.outcome = pairing::Outcome::Jigo;
  else if (c == "RESULT_BOTHLOSE")
    r.outcome = pairing::Outcome::BothLose;
  else if (c == "RESULT_BOTHWIN")
    r.outcome = pairing::Outcome::BothWin;
  else
    return std::nullopt;
  if (r.outcome != pairing::Outcome::BlackWins && r.outcome != pairing::Outcome::WhiteWins)
    r.method = pairing::WinMethod::Unspecified;
  return r;
}

namespace {

// OpenGotha's saveDT: yyyyMMddHHmmss, from ISO text or digits already in that form.
std::string saveDateTime(std::string_view text) {
  std::string digits;
  for (char c : text) {
    if (c >= '0' && c <= '9') digits += c;
    if (digits.size() == 14) break;
  }
  if (digits.size() < 8) return {};
  digits.resize(14, '0');
  return digits;
}

// OpenGotha keeps 20 rounds, ratings -900..2949, 2-letter countries (else none).
constexpr int kMaxRounds = 20;

std::string timeSystem(EgfOvertime o) {
  switch (o) {
    case EgfOvertime::SuddenDeath:
      return "SUDDENDEATH";
    case EgfOvertime::ByoYomi:
      return "STDBYOYOMI";
    case EgfOvertime::Canadian:
      return "CANBYOYOMI";
    case EgfOvertime::Fischer:
      return "FISCHER";
  }
  return "SUDDENDEATH";
}

std::string seedSystem(pairing::SeedingMethod m) {
  switch (m) {
    case pairing::SeedingMethod::SplitAndRandom:
      return "SPLITANDRANDOM";
    case pairing::SeedingMethod::SplitAndFold:
      return "SPLITANDFOLD";
    case pairing::SeedingMethod::SplitAndSlip:
      return "SPLITANDSLIP";
  }
  return "SPLITANDFOLD";
}

std::string boolText(bool b) {
  return b ? "true" : "false";
}

}  // namespace

std::string openGothaXml(const Tournament& t, const StandingsSettings& settings,
                         std::string_view savedAt) {
  OpenGothaOptions o;
  o.savedAt = std::string(savedAt);
  return openGothaXml(t, settings, o);
}

std::string openGothaXml(const Tournament& t, const StandingsSettings& settings,
                         const OpenGothaOptions& options) {
  const pairing::Event& ev = t.event;
  const bool mcMahonEvent = ev.system == pairing::PairingSystem::McMahon;
  bool mm = false;
  for (Criterion c : settings.order) {
    if (c == Criterion::Mms) {
      mm = true;
      break;
    }
    if (c == Criterion::Score) break;
  }
  // The draw's settings: given, or Tengen's defaults (OpenGotha's usual McMahon choices).
  const pairing::PairingSettings draw = options.draw.value_or(pairing::PairingSettings{});
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n";
  out += "<Tournament" + attr("dataVersion", 201) + attr("externalIPAddress", "127.1.1.1") +
         attr("fullVersionNumber", "3.51 (Tengen 0.1.0)") + attr("runningMode", "SAL") +
         attr("saveDT", saveDateTime(options.savedAt)) + ">\n";

  // Players, with their keys.
  out += "<Players>\n";
  std::vector<std::pair<pairing::PlayerId, std::string>> keys;
  for (const pairing::Player& p : t.players) {
    const SplitName sn = splitName(p.name);
    const std::string key = openGothaKey(sn.name, sn.firstName);
    keys.emplace_back(p.id, key);
    std::string participating(kMaxRounds, '1');
    for (int r : p.absentRounds)
      if (r >= 1 && r <= kMaxRounds) participating[static_cast<std::size_t>(r - 1)] = '0';
    std::string country = p.country;
    if (country.size() != 2) country.clear();
    for (char& c : country) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    out += "<Player" + attr("agaExpirationDate", "") + attr("agaId", "") + attr("club", p.club) +
           attr("country", country) + attr("egfPin", p.egdPin) + attr("ffgLicence", "") +
           attr("ffgLicenceStatus", "") + attr("firstName", sn.firstName) + attr("grade", "") +
           attr("name", sn.name) + attr("participating", participating) +
           attr("rank", rankToOpenGotha(p.rank)) +
           attr("rating", std::clamp(ratingOf(p), -900, 2949)) +
           attr("ratingOrigin", p.rating ? "EGF" : "INI") +
           // OpenGotha pairs only FIN players; Tengen pairs every player not withdrawn.
           attr("registeringStatus",
                p.status == pairing::RegistrationStatus::Withdrawn ? "PRE" : "FIN") +
           attr("smmsCorrection",
                [&] {
                  auto c = settings.mmsCorrection.find(p.id);
                  return c == settings.mmsCorrection.end() ? 0 : c->second;
                }()) +
           attr("tengenId", p.id) + attr("tengenLatinName", p.latinName) +
           attr("tengenStatus", pairing::toCode(p.status)) +
           attr("tengenBorn", p.born ? pairing::toIsoDate(*p.born) : std::string()) +
           attr("tengenAbsent",
                [&] {
                  std::string s;
                  for (int r : p.absentRounds) s += (s.empty() ? "" : ",") + std::to_string(r);
                  return s;
                }()) +
           "/>\n";
  }
  out += "</Players>\n";
  auto keyOf = [&](pairing::PlayerId id) -> std::string {
    for (const auto& [pid, key] : keys)
      if (pid == id) return key;
    return "";
  };

  std::vector<pairing::Round> rounds = t.rounds;
  std::sort(rounds.begin(), rounds.end(),
            [](const auto& a, const auto& b) { return a.number < b.number; });
  out += "<Games>\n";
  for (const auto& r : rounds) {
    for (const auto& g : r.games) {
      out += "<Game" + attr("blackPlayer", keyOf(g.black)) + attr("handicap", g.handicap) +
             attr("knownColor", "true") + attr("result", openGothaResult(g.result)) +
             attr("roundNumber", r.number) + attr("tableNumber", g.board) +
             attr("whitePlayer", keyOf(g.white)) + attr("tengenBlack", g.black) +
             attr("tengenWhite", g.white) +
             attr("tengenResult", g.result ? g.result->toString() : std::string()) +
             attr("tengenByReferee", g.result && g.result->byReferee ? "true" : "false") +
             attr("tengenLedgerEntry", g.result && g.result->ledgerEntry
                                           ? std::to_string(*g.result->ledgerEntry)
                                           : std::string()) +
             attr("tengenKomi", komiText(g.komi)) +
             attr("tengenColours", pairing::toCode(g.colours)) + "/>\n";
    }
  }
  out += "</Games>\n<ByePlayers>\n";
  for (const auto& r : rounds)
    for (pairing::PlayerId id : r.byes)
      out += "<ByePlayer" + attr("player", keyOf(id)) + attr("roundNumber", r.number) +
             attr("tengenId", id) + "/>\n";
  out += "</ByePlayers>\n";

  const ScoringConvention& sc = settings.scoring;
  out += "<TournamentParameterSet>\n";
  // Time: OpenGotha's basic minutes and overtime (byo-yomi seconds; Canadian as 15 stones).
  const EgfTimeControl time = options.time.value_or(EgfTimeControl{});
  const int perMove = static_cast<int>(time.secondsPerMove + 0.5);
  const bool timed = options.time.has_value();
  std::optional<int> bar = sc.mcMahonBar, floor = sc.mcMahonFloor;
  if (mcMahonEvent && options.draw) {
    if (!bar) bar = draw.mcmahonBar;
    if (!floor) floor = draw.mcmahonFloor;
  }
  out +=
      "<GeneralParameterSet" + attr("bInternet", "false") +
      attr("basicTime", timed ? static_cast<long long>(time.basicMinutes + 0.5) : 0) +
      attr("beginDate", ev.startDate ? pairing::toIsoDate(*ev.startDate) : "") +
      attr("canByoYomiTime", timed && time.overtime == EgfOvertime::Canadian ? perMove * 15 : 300) +
      attr("complementaryTimeSystem", timed ? timeSystem(time.overtime) : "SUDDENDEATH") +
      attr("director", ev.chiefReferee) +
      attr("endDate", ev.endDate ? pairing::toIsoDate(*ev.endDate) : "") +
      attr("fischerTime", timed && time.overtime == EgfOvertime::Fischer ? perMove : 5) +
      attr("genCountNotPlayedGamesAsHalfPoint", "false") +
      attr("genMMBar", strengthRank(bar, "9D")) + attr("genMMFloor", strengthRank(floor, "30K")) +
      // OpenGotha's "2 values" count a win as 2 (in Tengen's units a win is sc.win).
      attr("genMMS2ValueAbsent", 2 * sc.mmsAbsent / std::max(1, sc.win)) +
      attr("genMMS2ValueBye", 2 * sc.mmsBye / std::max(1, sc.win)) + attr("genMMZero", "30K") +
      attr("genNBW2ValueAbsent", 2 * sc.absent / std::max(1, sc.win)) +
      attr("genNBW2ValueBye", sc.byeCountsAsWin ? 2 : 0) + attr("genRoundDownNBWMMS", "true") +
      attr("komi", komiText(ev.komi)) + attr("location", ev.venue) + attr("name", ev.name) +
      attr("nbMovesCanTime", 15) + attr("numberOfCategories", 1) +
      attr("numberOfRounds", std::clamp(ev.rounds, 1, kMaxRounds)) + attr("shortName", ev.name) +
      attr("size", ev.boardSize) +
      attr("stdByoYomiTime", timed && time.overtime == EgfOvertime::ByoYomi ? perMove : 30) +
      attr("tengenSystem", pairing::toCode(ev.system)) +
      attr("tengenRules", pairing::toCode(ev.rules)) +
      attr("tengenScoring", pairing::toCode(ev.scoring)) + attr("tengenOrganiser", ev.organiser) +
      attr("tengenTimeControl", ev.timeControl) + "/>\n";
  // Handicaps: only a McMahon draw gives them (Swiss, round robin and knockout: ceiling 0).
  const pairing::HandicapSettings& hd = draw.handicap;
  if (mcMahonEvent)
    out +=
        "<HandicapParameterSet" + attr("hdBasedOnMMS", boolText(hd.fromMms)) +
        attr("hdCeiling", std::clamp(hd.ceiling, 0, 9)) + attr("hdCorrection", hd.reduction) +
        attr("hdNoHdRankThreshold",
             strengthRank(hd.noHandicapAbove ? std::optional<int>(std::min(*hd.noHandicapAbove, 8))
                                             : std::nullopt,
                          "9D")) +
        "/>\n";
  else
    out += "<HandicapParameterSet" + attr("hdBasedOnMMS", "false") + attr("hdCeiling", 0) +
           attr("hdCorrection", 0) + attr("hdNoHdRankThreshold", "30K") + "/>\n";
  // Placement: OpenGotha reads six criteria by its own names; those it has no name for are left
  // out (tengenOrder keeps the whole order), the rest are NULL.
  out += "<PlacementParameterSet" + attr("tengenOrder", toCodes(settings.order)) +
         attr("tengenPreset", sc.name) + ">\n";
  out += "<PlacementCriteria>\n";
  std::vector<std::string> names;
  for (Criterion c : settings.order) {
    const std::string n = openGothaCriterion(c, mm);
    if (n == "NULL" || std::find(names.begin(), names.end(), n) != names.end()) continue;
    if (names.size() < 6) names.push_back(n);
  }
  while (names.size() < 6) names.emplace_back("NULL");
  for (std::size_t i = 0; i < names.size(); ++i)
    out += "<PlacementCriterion" + attr("name", names[i]) +
           attr("number", static_cast<long long>(i + 1)) + "/>\n";
  out += "</PlacementCriteria>\n</PlacementParameterSet>\n";
  // Pairing: OpenGotha's weights for the system; seeding and geography from the draw.
  const bool avoidGeo = mcMahonEvent ? (draw.avoidSameClub || draw.avoidSameCountry) : false;
  out +=
      "<PairingParameterSet" + attr("paiBaAvoidDuplGame", "500000000000000") +
      attr("paiBaBalanceWB", "1000000") + attr("paiBaDeterministic", "true") +
      attr("paiBaRandom", "0") + attr("paiMaAdditionalPlacementCritSystem1", "Rating") +
      attr("paiMaAdditionalPlacementCritSystem2", mcMahonEvent ? "NULL" : "Rating") +
      attr("paiMaAvoidMixingCategories", "0") + attr("paiMaCompensateDUDD", "true") +
      attr("paiMaDUDDLowerMode", "MID") + attr("paiMaDUDDUpperMode", "MID") +
      attr("paiMaDUDDWeight", "100000000") + attr("paiMaLastRoundForSeedSystem1", 2) +
      attr("paiMaMaximizeSeeding", "5000000") +
      attr("paiMaMinimizeScoreDifference", "100000000000") +
      attr("paiMaSeedSystem1", seedSystem(draw.seeding)) +
      attr("paiMaSeedSystem2", seedSystem(draw.seeding)) +
      attr("paiSeAvoidSameGeo", avoidGeo ? "100000000000" : "0") +
      attr("paiSeBarThresholdActive", "true") +
      attr("paiSeDefSecCrit", mcMahonEvent ? "100000000000" : "20000000000000") +
      attr("paiSeMinimizeHandicap", "0") +
      attr("paiSeNbWinsThresholdActive", boolText(!mcMahonEvent)) +
      attr("paiSePreferMMSDiffRatherThanSameClub", avoidGeo && draw.avoidSameClub ? 3 : 0) +
      attr("paiSePreferMMSDiffRatherThanSameCountry", avoidGeo && draw.avoidSameCountry ? 1 : 0) +
      attr("paiSeRankThreshold", mcMahonEvent ? "1D" : "30K") +
      attr("paiStandardNX1Factor", "0.5") + "/>\n";
  out += "<DPParameterSet" + attr("displayClCol", "true") + attr("displayCoCol", "true") +
         attr("displayIndGamesInMatches", "true") + attr("displayNPPlayers", "false") +
         attr("displayNumCol", "true") + attr("displayPlCol", "true") + attr("gameFormat", "full") +
         attr("playerSortType", "name") + attr("showByePlayer", "true") +
         attr("showNotFinallyRegisteredPlayers", "true") + attr("showNotPairedPlayers", "true") +
         attr("showNotParticipatingPlayers", "false") + attr("showPlayerClub", "true") +
         attr("showPlayerCountry", "false") + attr("showPlayerGrade", "true") + "/>\n";
  out += "<PublishParameterSet" + attr("exportToLocalFile", "true") +
         attr("htmlAutoScroll", "false") + attr("print", "true") + "/>\n";
  out += "</TournamentParameterSet>\n";
  // No teams in Tengen: OpenGotha's default team parameters.
  out += "<TeamTournamentParameterSet>\n<TeamGeneralParameterSet" + attr("teamSize", 4) +
         "/>\n<TeamPlacementParameterSet>\n<PlacementCriteria>\n";
  const char* teamCriteria[] = {"TEAMP", "BDW", "BDW3U", "BDW2U", "BDW1U", "MNR"};
  for (int i = 0; i < 6; ++i)
    out += "<PlacementCriterion" + attr("name", teamCriteria[i]) + attr("number", i + 1) + "/>\n";
  out += "</PlacementCriteria>\n</TeamPlacementParameterSet>\n</TeamTournamentParameterSet>\n";
  for (const auto& r : rounds) {
    std::string start;
    if (r.startTime) {
      const auto& tm = *r.startTime;
      char buf[40];
      const auto d = tm.date();
      const auto tod = tm.time_of_day();
      std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02dZ", static_cast<int>(d.year()),
                    static_cast<int>(d.month()), static_cast<int>(d.day()),
                    static_cast<int>(tod.hours()), static_cast<int>(tod.minutes()),
                    static_cast<int>(tod.seconds()));
      start = buf;
    }
    out += "<TengenRound" + attr("roundNumber", r.number) + attr("seed", std::to_string(r.seed)) +
           attr("startTime", start) + "/>\n";
  }
  out += "</Tournament>\n";
  return out;
}

}  // namespace tengen::reports
