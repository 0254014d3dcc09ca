#include "reports/opengotha_kept.h"

#include <algorithm>
#include <cstdio>

#include "reports/opengotha.h"
#include "rules/number_text.h"

namespace tengen::reports {
namespace {

// "60" minutes -> "60m"; fractions of a minute as seconds.
std::string minutesText(long long minutes) {
  return std::to_string(minutes) + "m";
}

std::vector<std::string> split(std::string_view s, char by) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (;;) {
    const auto at = s.find(by, start);
    parts.emplace_back(s.substr(start, at == std::string_view::npos ? s.npos : at - start));
    if (at == std::string_view::npos) break;
    start = at + 1;
  }
  return parts;
}

}  // namespace

const std::string* OpenGothaKept::param(std::string_view key) const {
  auto it = params.find(std::string(key));
  return it == params.end() ? nullptr : &it->second;
}

std::string indexedKey(std::string_view element, const std::vector<int>& positions,
                       std::string_view attribute) {
  std::string key(element);
  for (int p : positions) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "#%04d", p);
    key += buf;
  }
  return key + "." + std::string(attribute);
}

std::vector<std::pair<std::string, std::string>> keptRows(const OpenGothaKept& k) {
  std::vector<std::pair<std::string, std::string>> rows;
  for (const auto& [key, value] : k.params) rows.emplace_back("param/" + key, value);
  for (const auto& [id, attrs] : k.players)
    for (const auto& [a, value] : attrs)
      rows.emplace_back("player/" + std::to_string(id) + "/" + a, value);
  for (const auto& [g, attrs] : k.games)
    for (const auto& [a, value] : attrs)
      rows.emplace_back("game/" + std::to_string(g.round) + "/" + std::to_string(g.black) + "/" +
                            std::to_string(g.white) + "/" + a,
                        value);
  return rows;
}

OpenGothaKept keptFromRows(const std::vector<std::pair<std::string, std::string>>& rows) {
  OpenGothaKept k;
  for (const auto& [key, value] : rows) {
    if (key.rfind("param/", 0) == 0) {
      k.params[key.substr(6)] = value;
      continue;
    }
    const auto parts = split(key, '/');
    if (parts.size() == 3 && parts[0] == "player") {
      if (auto id = rules::numberFrom<long long>(parts[1])) k.players[*id][parts[2]] = value;
    } else if (parts.size() == 5 && parts[0] == "game") {
      const auto r = rules::numberFrom<long long>(parts[1]),
                 b = rules::numberFrom<long long>(parts[2]),
                 w = rules::numberFrom<long long>(parts[3]);
      if (r && b && w) k.games[{static_cast<int>(*r), *b, *w}][parts[4]] = value;
    }
  }
  return k;
}

OpenGothaKept renumbered(const OpenGothaKept& k,
                         const std::map<pairing::PlayerId, pairing::PlayerId>& ids) {
  OpenGothaKept out;
  out.params = k.params;
  for (const auto& [id, attrs] : k.players)
    if (auto it = ids.find(id); it != ids.end()) out.players[it->second] = attrs;
  for (const auto& [g, attrs] : k.games) {
    auto b = ids.find(g.black), w = ids.find(g.white);
    if (b != ids.end() && w != ids.end()) out.games[{g.round, b->second, w->second}] = attrs;
  }
  return out;
}

std::optional<std::string> timeControlFromOpenGotha(const OpenGothaKept& k) {
  const std::string* system = k.param("GeneralParameterSet.complementaryTimeSystem");
  const std::string* basic = k.param("GeneralParameterSet.basicTime");
  if (!system || !basic) return std::nullopt;
  const auto minutes = rules::numberFrom<long long>(*basic);
  if (!minutes || *minutes < 0) return std::nullopt;
  auto number = [&](const char* key) -> std::optional<long long> {
    const std::string* v = k.param(key);
    auto n = v ? rules::numberFrom<long long>(*v) : std::nullopt;
    return n && *n > 0 ? n : std::nullopt;
  };
  const std::string main = minutesText(*minutes);
  if (*system == "SUDDENDEATH")
    return *minutes > 0 ? std::optional<std::string>("absolute:" + main) : std::nullopt;
  if (*system == "STDBYOYOMI") {
    // OpenGotha's standard byo-yomi is one period of stdByoYomiTime seconds.
    if (auto s = number("GeneralParameterSet.stdByoYomiTime"))
      return "byoyomi:" + main + "+1x" + std::to_string(*s) + "s";
  } else if (*system == "CANBYOYOMI") {
    auto stones = number("GeneralParameterSet.nbMovesCanTime");
    auto s = number("GeneralParameterSet.canByoYomiTime");
    if (stones && s)
      return "canadian:" + main + "+" + std::to_string(*stones) + "/" + std::to_string(*s) + "s";
  } else if (*system == "FISCHER") {
    if (auto s = number("GeneralParameterSet.fischerTime"))
      return "fischer:" + main + "+" + std::to_string(*s) + "s";
  }
  return std::nullopt;
}

std::optional<int> openGothaRankParam(const OpenGothaKept& k, std::string_view key) {
  const std::string* v = k.param(key);
  if (!v) return std::nullopt;
  auto r = pairing::Rank::parse(*v);
  return r ? std::optional<int>(r->strength()) : std::nullopt;
}

pairing::HandicapSettings handicapFromOpenGotha(const OpenGothaKept& k,
                                                pairing::HandicapSettings h) {
  if (const std::string* v = k.param("HandicapParameterSet.hdBasedOnMMS")) h.fromMms = *v == "true";
  if (const std::string* v = k.param("HandicapParameterSet.hdCorrection"))
    if (auto n = rules::numberFrom<long long>(*v); n && *n >= 0 && *n <= 20)
      h.reduction = static_cast<int>(*n);
  if (const std::string* v = k.param("HandicapParameterSet.hdCeiling"))
    if (auto n = rules::numberFrom<long long>(*v); n && *n >= 0 && *n <= 9)
      h.ceiling = static_cast<int>(*n);
  if (k.param("HandicapParameterSet.hdNoHdRankThreshold")) {
    // 9D, the top amateur rank, stands for "no threshold" (the writer's form for none).
    const auto s = openGothaRankParam(k, "HandicapParameterSet.hdNoHdRankThreshold");
    h.noHandicapAbove = s && *s < 8 ? s : std::nullopt;
  }
  return h;
}

OpenGothaSeeding seedingOf(const pairing::PairingSettings& s) {
  return {s.firstRound, s.seeding, s.avoidSameClub, s.avoidSameCountry};
}

OpenGothaSeeding seedingFromOpenGotha(const OpenGothaKept& k, OpenGothaSeeding s) {
  auto positive = [&](const char* key) -> std::optional<bool> {
    const std::string* v = k.param(key);
    if (!v) return std::nullopt;
    // Weights are long integers, sometimes written with a decimal part.
    return v->find_first_of("123456789") != std::string::npos && v->front() != '-';
  };
  if (auto p = positive("PairingParameterSet.paiMaMaximizeSeeding"))
    s.firstRound = *p ? pairing::FirstRoundMethod::Seeding : pairing::FirstRoundMethod::Lot;
  if (const std::string* v = k.param("PairingParameterSet.paiMaSeedSystem1")) {
    if (*v == "SPLITANDRANDOM") s.seeding = pairing::SeedingMethod::SplitAndRandom;
    if (*v == "SPLITANDFOLD") s.seeding = pairing::SeedingMethod::SplitAndFold;
    if (*v == "SPLITANDSLIP") s.seeding = pairing::SeedingMethod::SplitAndSlip;
  }
  if (auto geo = positive("PairingParameterSet.paiSeAvoidSameGeo")) {
    const auto club = positive("PairingParameterSet.paiSePreferMMSDiffRatherThanSameClub");
    const auto country = positive("PairingParameterSet.paiSePreferMMSDiffRatherThanSameCountry");
    s.avoidSameClub = *geo && club.value_or(true);
    s.avoidSameCountry = *geo && country.value_or(true);
  }
  return s;
}

std::vector<Criterion> criteriaFromOpenGotha(const OpenGothaKept& k) {
  std::vector<Criterion> order;
  for (const auto& [key, value] : k.params) {
    if (key.rfind("PlacementCriterion#", 0) != 0 || key.size() < 5 ||
        key.compare(key.size() - 5, 5, ".name") != 0)
      continue;
    if (auto c = criterionFromOpenGotha(value))
      if (std::find(order.begin(), order.end(), *c) == order.end()) order.push_back(*c);
  }
  return order;
}

bool hasOpenGothaCriteria(const OpenGothaKept& k) {
  for (const auto& [key, value] : k.params)
    if (key.rfind("PlacementCriterion#", 0) == 0) return true;
  return false;
}

}  // namespace tengen::reports
