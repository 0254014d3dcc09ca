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

SplitName splitName(std::string_view full) {
  const auto space = full.rfind(' ');
  if (space == std::string_view::npos) return {std::string(full), ""};
  return {std::string(full.substr(space + 1)), std::string(full.substr(0, space))};
}

std::string joinName(std::string_view name, std::string_view firstName) {
  if (firstName.empty()) return std::string(name);
  return std::string(firstName) + " " + std::string(name);
}

std::string openGothaCriterion(Criterion c, bool mm) {
  switch (c) {
    case Criterion::Score:
      return "SCORE";
    case Criterion::Mms:
      return "MMS";
    case Criterion::Sos:
      return mm ? "SOSM" : "SOSW";
    case Criterion::SosMinus1:
      return mm ? "SOSMM1" : "SOSWM1";
    case Criterion::SosMinus2:
      return mm ? "SOSMM2" : "SOSWM2";
    case Criterion::Sosos:
      return mm ? "SOSOSM" : "SOSOSW";
    case Criterion::Sodos:
      return mm ? "SODOSM" : "SODOSW";
    case Criterion::Cuss:
      return mm ? "CUSSM" : "CUSSW";
    case Criterion::DirectEncounter:
      return "DC";
    case Criterion::Nbw:
      return "NBW";
    case Criterion::Rating:
      return "RATING";
    case Criterion::SosReverse:
      return "NUL";
  }
  return "NUL";
}

std::optional<Criterion> criterionFromOpenGotha(std::string_view n) {
  if (n == "SCORE" || n == "SCOREX") return Criterion::Score;
  if (n == "MMS") return Criterion::Mms;
  if (n == "NBW") return Criterion::Nbw;
  if (n == "SOSW" || n == "SOSM") return Criterion::Sos;
  if (n == "SOSWM1" || n == "SOSMM1") return Criterion::SosMinus1;
  if (n == "SOSWM2" || n == "SOSMM2") return Criterion::SosMinus2;
  if (n == "SOSOSW" || n == "SOSOSM") return Criterion::Sosos;
  if (n == "SODOSW" || n == "SODOSM") return Criterion::Sodos;
  if (n == "CUSSW" || n == "CUSSM") return Criterion::Cuss;
  if (n == "DC" || n == "SDC") return Criterion::DirectEncounter;
  if (n == "RATING" || n == "RANK") return Criterion::Rating;
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

std::string openGothaXml(const Tournament& t, const StandingsSettings& settings,
                         std::string_view savedAt) {
  const pairing::Event& ev = t.event;
  bool mm = false;
  for (Criterion c : settings.order) {
    if (c == Criterion::Mms) {
      mm = true;
      break;
    }
    if (c == Criterion::Score) break;
  }
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n";
  out += "<Tournament" + attr("dataVersion", 201) +
         attr("fullVersionNumber", "3.51 (Tengen 0.1.0)") + attr("runningMode", "SAL") +
         attr("saveDT", savedAt) + ">\n";

  // Players, with their keys.
  out += "<Players>\n";
  std::vector<std::pair<pairing::PlayerId, std::string>> keys;
  for (const pairing::Player& p : t.players) {
    const SplitName sn = splitName(p.name);
    const std::string key = openGothaKey(sn.name, sn.firstName);
    keys.emplace_back(p.id, key);
    std::string participating(20, '1');
    for (int r : p.absentRounds)
      if (r >= 1 && r <= 20) participating[static_cast<std::size_t>(r - 1)] = '0';
    out += "<Player" + attr("agaExpirationDate", "") + attr("agaId", "") + attr("club", p.club) +
           attr("country", p.country) + attr("egfPin", p.egdPin) + attr("ffgLicence", "") +
           attr("ffgLicenceStatus", "") + attr("firstName", sn.firstName) + attr("grade", "") +
           attr("name", sn.name) + attr("participating", participating) +
           attr("rank", rankToOpenGotha(p.rank)) + attr("rating", ratingOf(p)) +
           attr("ratingOrigin", p.rating ? "EGF" : "INI") +
           attr("registeringStatus",
                p.status == pairing::RegistrationStatus::Confirmed ? "FIN" : "PRE") +
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
  out += "<GeneralParameterSet" + attr("basicTime", 0) +
         attr("beginDate", ev.startDate ? pairing::toIsoDate(*ev.startDate) : "") +
         attr("complementaryTimeSystem", "STDBYOYOMI") + attr("director", ev.chiefReferee) +
         attr("endDate", ev.endDate ? pairing::toIsoDate(*ev.endDate) : "") +
         attr("genMMBar", strengthRank(sc.mcMahonBar, "9D")) +
         attr("genMMFloor", strengthRank(sc.mcMahonFloor, "30K")) +
         attr("genMMS2ValueAbsent", 2 * sc.mmsAbsent / std::max(1, sc.unitsPerPoint)) +
         attr("genMMS2ValueBye", 2 * sc.mmsBye / std::max(1, sc.unitsPerPoint)) +
         attr("genNBW2ValueAbsent", 2 * sc.absent / std::max(1, sc.win)) +
         attr("genNBW2ValueBye", sc.byeCountsAsWin ? 2 : 0) + attr("genMMZero", "30K") +
         attr("komi", komiText(ev.komi)) + attr("location", ev.venue) + attr("name", ev.name) +
         attr("numberOfRounds", ev.rounds) + attr("shortName", ev.name) +
         attr("size", ev.boardSize) + attr("tengenSystem", pairing::toCode(ev.system)) +
         attr("tengenRules", pairing::toCode(ev.rules)) +
         attr("tengenScoring", pairing::toCode(ev.scoring)) +
         attr("tengenOrganiser", ev.organiser) + attr("tengenTimeControl", ev.timeControl) + "/>\n";
  out += "<HandicapParameterSet" + attr("hdBasedOnMMS", "true") + attr("hdCeiling", 9) +
         attr("hdCorrection", 1) + attr("hdNoHdRankThreshold", "1D") + "/>\n";
  out += "<PlacementParameterSet" + attr("tengenOrder", toCodes(settings.order)) +
         attr("tengenPreset", sc.name) + ">\n";
  out += "<PlacementCriteria>\n";
  int number = 1;
  for (Criterion c : settings.order)
    out += "<PlacementCriterion" + attr("name", openGothaCriterion(c, mm)) +
           attr("number", number++) + "/>\n";
  for (; number <= 6; ++number)
    out += "<PlacementCriterion" + attr("name", "NUL") + attr("number", number) + "/>\n";
  out += "</PlacementCriteria>\n</PlacementParameterSet>\n";
  out += "</TournamentParameterSet>\n";
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
