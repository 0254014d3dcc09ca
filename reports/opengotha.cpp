#include "reports/opengotha.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <vector>

#include "reports/text.h"
#include "rules/code_table.h"

namespace tengen::reports {
namespace {

std::string attr(std::string_view name, std::string_view value) {
  return " " + std::string(name) + "=\"" + xmlEscape(value) + "\"";
}
std::string attr(std::string_view name, long long value) {
  return attr(name, std::to_string(value));
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
    } else if ((c == 0xD0 || c == 0xD1) && i + 1 < in.size()) {
      // Cyrillic а..я, ѐ..џ (U+0430..U+045F) to А..Я, Ѐ..Џ, as Java's toUpperCase.
      const auto d = static_cast<unsigned char>(in[i + 1]);
      const char32_t cp = ((c & 0x1Fu) << 6) | (d & 0x3Fu);
      char32_t up = cp;
      if (cp >= 0x430 && cp <= 0x44F) up = cp - 0x20;
      if (cp >= 0x450 && cp <= 0x45F) up = cp - 0x50;
      key += static_cast<char>(0xC0 | (up >> 6));
      key += static_cast<char>(0x80 | (up & 0x3F));
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
  return r;  // a _BYDEF jigo, both-lose or both-win stays by default (BothLose/F)
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

// OpenGotha's names of the kinds of overtime ("SUDDENDEATH" first: what any other value is written
// as).
constexpr rules::CodeTable<EgfOvertime, 4> kTimeSystems = {{
    {EgfOvertime::SuddenDeath, "SUDDENDEATH"},
    {EgfOvertime::ByoYomi, "STDBYOYOMI"},
    {EgfOvertime::Canadian, "CANBYOYOMI"},
    {EgfOvertime::Fischer, "FISCHER"},
}};
std::string timeSystem(EgfOvertime o) {
  return std::string(rules::codeOf(kTimeSystems, o));
}

// OpenGotha's names of the seeding methods ("SPLITANDFOLD" first: what any other value is written
// as).
constexpr rules::CodeTable<pairing::SeedingMethod, 3> kSeedSystems = {{
    {pairing::SeedingMethod::SplitAndFold, "SPLITANDFOLD"},
    {pairing::SeedingMethod::SplitAndRandom, "SPLITANDRANDOM"},
    {pairing::SeedingMethod::SplitAndSlip, "SPLITANDSLIP"},
}};
std::string seedSystem(pairing::SeedingMethod m) {
  return std::string(rules::codeOf(kSeedSystems, m));
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

namespace {

// One element's attributes in the order written.
using Attrs = std::vector<std::pair<std::string, std::string>>;

void add(Attrs& a, std::string_view name, std::string_view value) {
  a.emplace_back(std::string(name), std::string(value));
}
void add(Attrs& a, std::string_view name, long long value) {
  add(a, name, std::to_string(value));
}

std::string upper(std::string_view s) {
  std::string u(s);
  for (char& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return u;
}

// Whether a kept value says what the computed one says: the same text, the same text in another
// case (ranks, booleans), or the same number ("6.50" and "6.5").
bool sameMeaning(const std::string& kept, const std::string& computed) {
  if (kept == computed || upper(kept) == upper(computed)) return true;
  if (kept.empty() || computed.empty()) return false;
  char* e1 = nullptr;
  char* e2 = nullptr;
  const double a = std::strtod(kept.c_str(), &e1), b = std::strtod(computed.c_str(), &e2);
  return *e1 == '\0' && *e2 == '\0' && a == b;
}

// How kept values come back into an element: attributes Tengen has no field for (not in `owned`)
// as kept; owned ones as kept when `unchanged` says so for that attribute (the Tengen field they
// map to still holds what the import made of them), or, without a word, when they mean the same
// as the computed value; kept attributes the writer has no place for are added at the end.
struct Keep {
  const OpenGothaAttributes* kept = nullptr;
  std::string prefix;  // "GeneralParameterSet." for params; empty for a player's or game's own
  std::vector<std::string> owned;
  std::map<std::string, bool> unchanged;

  const std::string* find(const std::string& name) const {
    if (!kept) return nullptr;
    auto it = kept->find(prefix + name);
    return it == kept->end() ? nullptr : &it->second;
  }
  bool isOwned(const std::string& name) const {
    return std::find(owned.begin(), owned.end(), name) != owned.end();
  }
  Attrs apply(Attrs attrs) const {
    if (!kept) return attrs;
    for (auto& [name, value] : attrs) {
      const std::string* k = find(name);
      if (!k) continue;
      if (!isOwned(name)) {
        value = *k;
        continue;
      }
      auto u = unchanged.find(name);
      if (u != unchanged.end() ? u->second : sameMeaning(*k, value)) value = *k;
    }
    // Attributes of this element the file held and the writer does not write.
    for (auto it = prefix.empty() ? kept->begin() : kept->lower_bound(prefix); it != kept->end();
         ++it) {
      if (!prefix.empty() && it->first.compare(0, prefix.size(), prefix) != 0) break;
      const std::string name = it->first.substr(prefix.size());
      if (name.find('.') != std::string::npos || name.find('#') != std::string::npos) continue;
      if (std::none_of(attrs.begin(), attrs.end(), [&](const auto& a) { return a.first == name; }))
        attrs.emplace_back(name, it->second);
    }
    return attrs;
  }
};

std::string element(std::string_view tag, const Attrs& attrs, bool empty = true) {
  std::string s = "<" + std::string(tag);
  for (const auto& [name, value] : attrs) s += attr(name, value);
  return s + (empty ? "/>\n" : ">\n");
}

// Kept repeated elements ("Category#0002.lowerLimit"): their attributes by position, in order.
std::map<std::string, Attrs> keptRepeated(const OpenGothaKept& kept, std::string_view tag) {
  std::map<std::string, Attrs> out;
  const std::string prefix = std::string(tag) + "#";
  for (auto it = kept.params.lower_bound(prefix);
       it != kept.params.end() && it->first.compare(0, prefix.size(), prefix) == 0; ++it) {
    const auto dot = it->first.find('.');
    if (dot == std::string::npos) continue;
    out[it->first.substr(prefix.size() - 1, dot - prefix.size() + 1)].emplace_back(
        it->first.substr(dot + 1), it->second);
  }
  return out;
}

// A file's kept `list` of `parent` elements (Teams of Team, ClubsGroups of ClubsGroup), each with
// its `child` elements (Board, Club), written back as they came; "" when the file had none.
std::string keptNested(const OpenGothaKept& kept, std::string_view list, std::string_view parent,
                       std::string_view child) {
  const auto parents = keptRepeated(kept, parent);
  if (parents.empty()) return "";
  const auto children = keptRepeated(kept, child);
  std::string out = "<" + std::string(list) + ">\n";
  for (const auto& [pos, attrs] : parents) {
    out += element(parent, attrs, false);
    for (auto c = children.lower_bound(pos + "#");
         c != children.end() && c->first.compare(0, pos.size() + 1, pos + "#") == 0; ++c)
      out += element(child, c->second);
    out += "</" + std::string(parent) + ">\n";
  }
  out += "</" + std::string(list) + ">\n";
  return out;
}

}  // namespace

std::string openGothaXml(const Tournament& t, const StandingsSettings& settings,
                         const OpenGothaOptions& options) {
  const pairing::Event& ev = t.event;
  const OpenGothaKept& kept = options.kept;
  const bool mcMahonEvent = ev.system == pairing::PairingSystem::McMahon;
  bool mm = false;
  for (Criterion c : settings.order) {
    if (c == Criterion::Mms) {
      mm = true;
      break;
    }
    if (c == Criterion::Score) break;
  }
  auto params = [&](std::string_view set, std::vector<std::string> owned = {},
                    std::map<std::string, bool> unchanged = {}) {
    return Keep{&kept.params, std::string(set) + ".", std::move(owned), std::move(unchanged)};
  };
  // The draw's settings: given, or Tengen's defaults (OpenGotha's usual McMahon choices).
  const pairing::PairingSettings draw = options.draw.value_or(pairing::PairingSettings{});
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n";
  {
    Attrs a;
    add(a, "dataVersion", 201);
    add(a, "externalIPAddress", "127.1.1.1");
    add(a, "fullVersionNumber", "3.51 (Tengen 0.1.0)");
    add(a, "runningMode", "SAL");
    add(a, "saveDT", saveDateTime(options.savedAt));
    // The file's form and save time are this writer's; where it was run from is the event's.
    out += element("Tournament",
                   params("Tournament", {"dataVersion", "fullVersionNumber", "saveDT"},
                          {{"dataVersion", false}, {"fullVersionNumber", false}, {"saveDT", false}})
                       .apply(a),
                   false);
  }

  // Players, with their keys.
  out += "<Players>\n";
  std::vector<std::pair<pairing::PlayerId, std::string>> keys;
  for (const pairing::Player& p : t.players) {
    const auto keptPlayer = kept.players.find(p.id);
    const OpenGothaAttributes* k = keptPlayer == kept.players.end() ? nullptr : &keptPlayer->second;
    auto keptValue = [&](const char* name) -> const std::string* {
      if (!k) return nullptr;
      auto it = k->find(name);
      return it == k->end() ? nullptr : &it->second;
    };
    // The name as the file wrote it while it still joins to the player's name.
    SplitName sn = splitName(p.name);
    bool keptName = false;
    if (const std::string* n = keptValue("name"), *f = keptValue("firstName");
        n && f && joinName(*n, *f) == p.name) {
      sn = {*n, *f};
      keptName = true;
    }
    const std::string key = openGothaKey(sn.name, sn.firstName);
    keys.emplace_back(p.id, key);
    std::string participating(kMaxRounds, '1');
    for (int r : p.absentRounds)
      if (r >= 1 && r <= kMaxRounds) participating[static_cast<std::size_t>(r - 1)] = '0';
    std::string country = upper(p.country);
    if (country.size() != 2) country.clear();
    const int correction = [&] {
      auto c = settings.mmsCorrection.find(p.id);
      return c == settings.mmsCorrection.end() ? 0 : c->second;
    }();
    Attrs a;
    add(a, "agaExpirationDate", "");
    add(a, "agaId", "");
    add(a, "club", p.club);
    add(a, "country", country);
    add(a, "egfPin", p.egdPin);
    add(a, "ffgLicence", "");
    add(a, "ffgLicenceStatus", "");
    add(a, "firstName", sn.firstName);
    add(a, "grade", "");
    add(a, "name", sn.name);
    add(a, "participating", participating);
    add(a, "rank", rankToOpenGotha(p.rank));
    add(a, "rating", std::clamp(ratingOf(p), -900, 2949));
    add(a, "ratingOrigin", p.rating ? "EGF" : "INI");
    // OpenGotha pairs only FIN players; Tengen pairs every player not withdrawn.
    add(a, "registeringStatus", p.status == pairing::RegistrationStatus::Withdrawn ? "PRE" : "FIN");
    add(a, "smmsCorrection", correction);
    Keep keep{k,
              "",
              {"club", "country", "egfPin", "firstName", "name", "participating", "rank", "rating",
               "registeringStatus", "smmsCorrection"},
              {}};
    keep.unchanged["firstName"] = keep.unchanged["name"] = keptName;  // chosen above
    if (const std::string* v = keptValue("country"))
      keep.unchanged["country"] = upper(*v) == upper(p.country);
    if (const std::string* v = keptValue("rating")) {
      char* end = nullptr;
      const long r = std::strtol(v->c_str(), &end, 10);
      keep.unchanged["rating"] = !p.rating || (*end == '\0' && r == *p.rating);
    }
    if (const std::string* v = keptValue("registeringStatus"))
      keep.unchanged["registeringStatus"] =
          p.status == (*v == "FIN" ? pairing::RegistrationStatus::Confirmed
                                   : pairing::RegistrationStatus::Registered);
    if (const std::string* v = keptValue("participating")) {
      std::set<int> absent;
      for (std::size_t i = 0; i < v->size(); ++i)
        if ((*v)[i] == '0') absent.insert(static_cast<int>(i) + 1);
      keep.unchanged["participating"] = absent == p.absentRounds;
    }
    a = keep.apply(std::move(a));
    add(a, "tengenId", p.id);
    add(a, "tengenLatinName", p.latinName);
    add(a, "tengenStatus", pairing::toCode(p.status));
    add(a, "tengenBorn", p.born ? pairing::toIsoDate(*p.born) : std::string());
    std::string absentList;
    for (int r : p.absentRounds) absentList += (absentList.empty() ? "" : ",") + std::to_string(r);
    add(a, "tengenAbsent", absentList);
    out += element("Player", a);
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
      const auto keptGame = kept.games.find({r.number, g.black, g.white});
      Keep keep{keptGame == kept.games.end() ? nullptr : &keptGame->second,
                "",
                {"blackPlayer", "handicap", "result", "roundNumber", "tableNumber", "whitePlayer"},
                {}};
      keep.unchanged["blackPlayer"] = keep.unchanged["whitePlayer"] = false;  // keys as above
      if (const std::string* v = keep.find("result"))
        keep.unchanged["result"] =
            openGothaResult(resultFromOpenGotha(*v)) == openGothaResult(g.result);
      Attrs a;
      add(a, "blackPlayer", keyOf(g.black));
      add(a, "handicap", g.handicap);
      add(a, "knownColor", "true");
      add(a, "result", openGothaResult(g.result));
      add(a, "roundNumber", r.number);
      add(a, "tableNumber", g.board);
      add(a, "whitePlayer", keyOf(g.white));
      a = keep.apply(std::move(a));
      add(a, "tengenBlack", g.black);
      add(a, "tengenWhite", g.white);
      add(a, "tengenResult", g.result ? g.result->toString() : std::string());
      add(a, "tengenByReferee", g.result && g.result->byReferee ? "true" : "false");
      add(a, "tengenLedgerEntry",
          g.result && g.result->ledgerEntry ? std::to_string(*g.result->ledgerEntry) : "");
      add(a, "tengenKomi", g.komi.toString());
      add(a, "tengenColours", pairing::toCode(g.colours));
      out += element("Game", a);
    }
  }
  out += "</Games>\n<ByePlayers>\n";
  for (const auto& r : rounds)
    for (pairing::PlayerId id : r.byes)
      out += "<ByePlayer" + attr("player", keyOf(id)) + attr("roundNumber", r.number) +
             attr("tengenId", id) + "/>\n";
  out += "</ByePlayers>\n";
  // Teams: Tengen has none; a file's teams are written back as they came.
  out += keptNested(kept, "Teams", "Team", "Board");

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
  {
    Attrs a;
    add(a, "bInternet", "false");
    add(a, "basicTime", timed ? static_cast<long long>(time.basicMinutes + 0.5) : 0);
    add(a, "beginDate", ev.startDate ? pairing::toIsoDate(*ev.startDate) : "");
    add(a, "canByoYomiTime", timed && time.overtime == EgfOvertime::Canadian ? perMove * 15 : 300);
    add(a, "complementaryTimeSystem", timed ? timeSystem(time.overtime) : "SUDDENDEATH");
    add(a, "director", ev.chiefReferee);
    add(a, "endDate", ev.endDate ? pairing::toIsoDate(*ev.endDate) : "");
    add(a, "fischerTime", timed && time.overtime == EgfOvertime::Fischer ? perMove : 5);
    add(a, "genCountNotPlayedGamesAsHalfPoint", boolText(sc.sosVirtualScores));
    add(a, "genMMBar", strengthRank(bar, "9D"));
    add(a, "genMMFloor", strengthRank(floor, "30K"));
    // OpenGotha's "2 values" count a win as 2 (in Tengen's units a win is sc.win).
    add(a, "genMMS2ValueAbsent", 2 * sc.mmsAbsent / std::max(1, sc.win));
    add(a, "genMMS2ValueBye", 2 * sc.mmsBye / std::max(1, sc.win));
    add(a, "genMMZero", "30K");
    add(a, "genNBW2ValueAbsent", 2 * sc.absent / std::max(1, sc.win));
    add(a, "genNBW2ValueBye", 2 * sc.bye / std::max(1, sc.win));
    add(a, "genRoundDownNBWMMS", boolText(sc.roundDownByesAndAbsences));
    add(a, "komi", ev.komi.toString());
    add(a, "location", ev.venue);
    add(a, "name", ev.name);
    add(a, "nbMovesCanTime", 15);
    add(a, "numberOfCategories", 1);
    add(a, "numberOfRounds", std::clamp(ev.rounds, 1, kMaxRounds));
    add(a, "shortName", ev.name);
    add(a, "size", ev.boardSize);
    add(a, "stdByoYomiTime", timed && time.overtime == EgfOvertime::ByoYomi ? perMove : 30);
    // The time attributes make one Tengen field: as kept while it is what the import made.
    const bool timeUnchanged = timeControlFromOpenGotha(kept) == std::optional(ev.timeControl);
    std::map<std::string, bool> unchanged;
    for (const char* n : {"basicTime", "canByoYomiTime", "complementaryTimeSystem", "fischerTime",
                          "nbMovesCanTime", "stdByoYomiTime"})
      unchanged[n] = timeUnchanged;
    a = params("GeneralParameterSet",
               {"basicTime",
                "beginDate",
                "canByoYomiTime",
                "complementaryTimeSystem",
                "director",
                "endDate",
                "fischerTime",
                "genCountNotPlayedGamesAsHalfPoint",
                "genMMBar",
                "genMMFloor",
                "genMMS2ValueAbsent",
                "genMMS2ValueBye",
                "genNBW2ValueAbsent",
                "genNBW2ValueBye",
                "genRoundDownNBWMMS",
                "komi",
                "location",
                "name",
                "nbMovesCanTime",
                "numberOfRounds",
                "size",
                "stdByoYomiTime"},
               unchanged)
            .apply(std::move(a));
    add(a, "tengenSystem", pairing::toCode(ev.system));
    add(a, "tengenRules", pairing::toCode(ev.rules));
    add(a, "tengenScoring", pairing::toCode(ev.scoring));
    add(a, "tengenOrganiser", ev.organiser);
    add(a, "tengenTimeControl", ev.timeControl);
    const auto categories = keptRepeated(kept, "Category");
    out += element("GeneralParameterSet", a, categories.empty());
    if (!categories.empty()) {
      out += "<Categories>\n";
      for (const auto& [pos, attrs] : categories) out += element("Category", attrs);
      out += "</Categories>\n</GeneralParameterSet>\n";
    }
  }
  // Handicaps: only a McMahon draw gives them (Swiss, round robin and knockout: ceiling 0).
  {
    const pairing::HandicapSettings& hd = draw.handicap;
    Attrs a;
    if (mcMahonEvent) {
      add(a, "hdBasedOnMMS", boolText(hd.fromMms));
      add(a, "hdCeiling", std::clamp(hd.ceiling, 0, 9));
      add(a, "hdCorrection", hd.reduction);
      add(a, "hdNoHdRankThreshold",
          strengthRank(hd.noHandicapAbove ? std::optional<int>(std::min(*hd.noHandicapAbove, 8))
                                          : std::nullopt,
                       "9D"));
    } else {
      add(a, "hdBasedOnMMS", "false");
      add(a, "hdCeiling", 0);
      add(a, "hdCorrection", 0);
      add(a, "hdNoHdRankThreshold", "30K");
    }
    const bool same = handicapFromOpenGotha(kept, hd) == hd;
    out += element("HandicapParameterSet",
                   params("HandicapParameterSet",
                          {"hdBasedOnMMS", "hdCeiling", "hdCorrection", "hdNoHdRankThreshold"},
                          {{"hdBasedOnMMS", same},
                           {"hdCeiling", same},
                           {"hdCorrection", same},
                           {"hdNoHdRankThreshold", same}})
                       .apply(a));
  }
  // Placement: OpenGotha reads six criteria by its own names; those it has no name for are left
  // out (tengenOrder keeps the whole order), the rest are NULL. A file's own list is written
  // back while the order is what the import made of it.
  {
    Attrs a = params("PlacementParameterSet").apply({});
    add(a, "tengenOrder", toCodes(settings.order));
    add(a, "tengenPreset", sc.name);
    // Every standings setting, so Tengen -> OpenGotha -> Tengen gives them back exactly.
    std::string values;
    for (const auto& [k, v] : standingsValues(settings))
      values += (values.empty() ? "" : ";") + k + "=" + v;
    add(a, "tengenStandings", values);
    out += element("PlacementParameterSet", a, false);
  }
  out += "<PlacementCriteria>\n";
  if (hasOpenGothaCriteria(kept) && criteriaFromOpenGotha(kept) == settings.order) {
    for (const auto& [pos, attrs] : keptRepeated(kept, "PlacementCriterion"))
      out += element("PlacementCriterion", attrs);
  } else {
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
  }
  out += "</PlacementCriteria>\n</PlacementParameterSet>\n";
  // Pairing: OpenGotha's weights for the system; seeding and geography from the draw.
  {
    const bool avoidGeo = mcMahonEvent ? (draw.avoidSameClub || draw.avoidSameCountry) : false;
    Attrs a;
    add(a, "paiBaAvoidDuplGame", "500000000000000");
    add(a, "paiBaBalanceWB", "1000000");
    add(a, "paiBaDeterministic", "true");
    add(a, "paiBaRandom", "0");
    add(a, "paiMaAdditionalPlacementCritSystem1", "Rating");
    add(a, "paiMaAdditionalPlacementCritSystem2", mcMahonEvent ? "NULL" : "Rating");
    add(a, "paiMaAvoidMixingCategories", "0");
    add(a, "paiMaCompensateDUDD", "true");
    add(a, "paiMaDUDDLowerMode", "MID");
    add(a, "paiMaDUDDUpperMode", "MID");
    add(a, "paiMaDUDDWeight", "100000000");
    add(a, "paiMaLastRoundForSeedSystem1", 2);
    add(a, "paiMaMaximizeSeeding", "5000000");
    add(a, "paiMaMinimizeScoreDifference", "100000000000");
    add(a, "paiMaSeedSystem1", seedSystem(draw.seeding));
    add(a, "paiMaSeedSystem2", seedSystem(draw.seeding));
    add(a, "paiSeAvoidSameGeo", avoidGeo ? "100000000000" : "0");
    add(a, "paiSeBarThresholdActive", "true");
    add(a, "paiSeDefSecCrit", mcMahonEvent ? "100000000000" : "20000000000000");
    add(a, "paiSeMinimizeHandicap", "0");
    add(a, "paiSeNbWinsThresholdActive", boolText(!mcMahonEvent));
    add(a, "paiSePreferMMSDiffRatherThanSameClub", avoidGeo && draw.avoidSameClub ? 3 : 0);
    add(a, "paiSePreferMMSDiffRatherThanSameCountry", avoidGeo && draw.avoidSameCountry ? 1 : 0);
    add(a, "paiSeRankThreshold", mcMahonEvent ? "1D" : "30K");
    add(a, "paiStandardNX1Factor", "0.5");
    const OpenGothaSeeding now = seedingOf(draw);
    const bool same = seedingFromOpenGotha(kept, now) == now;
    std::map<std::string, bool> unchanged;
    const std::vector<std::string> owned = {
        "paiMaSeedSystem1", "paiMaSeedSystem2", "paiSeAvoidSameGeo",
        "paiSePreferMMSDiffRatherThanSameClub", "paiSePreferMMSDiffRatherThanSameCountry"};
    for (const auto& n : owned) unchanged[n] = same;
    a = params("PairingParameterSet", owned, unchanged).apply(std::move(a));
    // The draw's own settings, so Tengen -> OpenGotha -> Tengen gives them back exactly.
    std::string tengenDraw;
    for (const auto& [k, v] : pairing::settingValues(draw))
      tengenDraw += (tengenDraw.empty() ? "" : ";") + k + "=" + v;
    add(a, "tengenDraw", tengenDraw);
    out += element("PairingParameterSet", a);
  }
  {
    Attrs a;
    add(a, "displayClCol", "true");
    add(a, "displayCoCol", "true");
    add(a, "displayIndGamesInMatches", "true");
    add(a, "displayNPPlayers", "false");
    add(a, "displayNumCol", "true");
    add(a, "displayPlCol", "true");
    add(a, "gameFormat", "full");
    add(a, "playerSortType", "name");
    add(a, "showByePlayer", "true");
    add(a, "showNotFinallyRegisteredPlayers", "true");
    add(a, "showNotPairedPlayers", "true");
    add(a, "showNotParticipatingPlayers", "false");
    add(a, "showPlayerClub", "true");
    add(a, "showPlayerCountry", "false");
    add(a, "showPlayerGrade", "true");
    out += element("DPParameterSet", params("DPParameterSet").apply(a));
  }
  {
    Attrs a;
    add(a, "exportToLocalFile", "true");
    add(a, "htmlAutoScroll", "false");
    add(a, "print", "true");
    out += element("PublishParameterSet", params("PublishParameterSet").apply(a));
  }
  out += "</TournamentParameterSet>\n";
  // No teams in Tengen: OpenGotha's default team parameters, or the file's.
  {
    Attrs a;
    add(a, "teamSize", 4);
    out += "<TeamTournamentParameterSet>\n" +
           element("TeamGeneralParameterSet", params("TeamGeneralParameterSet").apply(a)) +
           "<TeamPlacementParameterSet>\n<PlacementCriteria>\n";
  }
  if (const auto team = keptRepeated(kept, "TeamPlacementCriterion"); !team.empty()) {
    for (const auto& [pos, attrs] : team) out += element("PlacementCriterion", attrs);
  } else {
    const char* teamCriteria[] = {"TEAMP", "BDW", "BDW3U", "BDW2U", "BDW1U", "MNR"};
    for (int i = 0; i < 6; ++i)
      out += "<PlacementCriterion" + attr("name", teamCriteria[i]) + attr("number", i + 1) + "/>\n";
  }
  out += "</PlacementCriteria>\n</TeamPlacementParameterSet>\n</TeamTournamentParameterSet>\n";
  out += keptNested(kept, "ClubsGroups", "ClubsGroup", "Club");
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
  // The draw's constraints OpenGotha has no place for (its model has no forbidden or fixed pairs
  // and no player's own table; tableNumber is only a game's): Tengen's elements, by Tengen id.
  for (const auto& [a, b] : draw.forbiddenPairs)
    out += "<TengenForbiddenPair" + attr("player1", a) + attr("player2", b) + "/>\n";
  for (const pairing::FixedPair& f : draw.fixedPairs)
    out += "<TengenFixedPair" + attr("roundNumber", f.round) + attr("player1", f.a) +
           attr("player2", f.b) + "/>\n";
  for (const auto& [player, table] : draw.fixedTables)
    out += "<TengenFixedTable" + attr("player", player) + attr("tableNumber", table) + "/>\n";
  out += "</Tournament>\n";
  return out;
}

}  // namespace tengen::reports
