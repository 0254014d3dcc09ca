#include "reports/format_parts.h"

#include <algorithm>
#include <cstdio>

#include "reports/formats.h"
#include "reports/opengotha.h"
#include "reports/text.h"

namespace tengen::reports {

using pairing::Player;
using pairing::PlayerId;

namespace formatting {

const char* tr(Language lang, const char* en, const char* zh) {
  return lang == Language::Zh ? zh : en;
}

std::string criterionLabel(Criterion c, Language lang) {
  if (lang == Language::Zh) return std::string(chineseName(c));
  return std::string(toCode(c));
}

std::string placeText(const StandingRow& row) {
  return std::to_string(row.place) + (row.exAequo ? "=" : "");
}

std::string rankText(const pairing::Rank& rank, Language lang) {
  return lang == Language::Zh ? rank.toChinese() : rank.toString();
}

// The crosstable cell of one round: opponent place (row number) + result + colour + handicap.
std::string crossCell(const Standings& st, const RoundEntry& e) {
  switch (e.kind) {
    case EntryKind::Bye:
      return "bye";
    case EntryKind::Absent:
      return "-";
    case EntryKind::Pending:
    case EntryKind::Game: {
      const int opp = st.indexOf(e.opponent);
      std::string s = opp >= 0 ? std::to_string(opp + 1) : "0";
      if (e.kind == EntryKind::Pending) {
        s += "?";
      } else {
        switch (e.outcome) {
          case PlayerOutcome::Win:
            s += "+";
            break;
          case PlayerOutcome::Loss:
            s += "-";
            break;
          case PlayerOutcome::Jigo:
            s += "=";
            break;
          case PlayerOutcome::None:
            s += "~";
            break;
        }
      }
      s += e.forfeit ? "!" : "/";
      s += e.black ? "b" : "w";
      if (e.handicap > 0) s += std::to_string(e.handicap);
      return s;
    }
  }
  return "";
}

std::string roundHeading(const Standings& st, Language lang) {
  char buf[96];
  if (lang == Language::Zh)
    std::snprintf(buf, sizeof buf, "第 %d 轮后排名", st.afterRound);
  else
    std::snprintf(buf, sizeof buf, "Standings after round %d", st.afterRound);
  return buf;
}

std::string nameOf(const Tournament& t, PlayerId id) {
  const Player* p = t.player(id);
  return p ? p->name : "#" + std::to_string(id);
}

std::string rankOf(const Tournament& t, PlayerId id, Language lang) {
  const Player* p = t.player(id);
  return p ? rankText(p->rank, lang) : "";
}

std::string resultText(const pairing::Game& g) {
  return g.result ? g.result->toString() : "";
}

std::vector<pairing::Game> sortedGames(const pairing::Round& r) {
  std::vector<pairing::Game> games = r.games;
  std::sort(games.begin(), games.end(),
            [](const auto& a, const auto& b) { return a.board < b.board; });
  return games;
}

std::string roundTitle(int round, Language lang, const char* en, const char* zh) {
  char buf[96];
  if (lang == Language::Zh)
    std::snprintf(buf, sizeof buf, "第 %d 轮%s", round, zh);
  else
    std::snprintf(buf, sizeof buf, "%s, round %d", en, round);
  return buf;
}

}  // namespace formatting

using namespace formatting;

std::string rankCode(const pairing::Rank& rank) {
  std::string s = rank.toString();
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::string latinNameOf(const Player& p) {
  if (!p.latinName.empty()) return foldToAscii(p.latinName);
  const std::string folded = foldToAscii(p.name);
  if (folded.find('?') == std::string::npos) return folded;
  return {};
}

LatinName latinNameParts(const Player& p) {
  if (!p.latinName.empty()) {
    const std::string latin = foldToAscii(p.latinName);
    const auto space = latin.find(' ');
    if (space == std::string::npos) return {latin, {}};
    return {latin.substr(0, space), latin.substr(space + 1)};
  }
  const std::string folded = latinNameOf(p);
  if (folded.empty()) return {};
  const SplitName parts = splitName(folded);
  return {parts.name, parts.firstName == kNoFirstName ? std::string() : parts.firstName};
}

}  // namespace tengen::reports
