#include "rules/rule_set.h"

#include <algorithm>
#include <cctype>

namespace tengen::rules {

namespace {
std::string lower(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '_' || c == ' ') c = '-';
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}
}  // namespace

std::vector<std::string> RuleSet::presetNames() {
  return {"chinese", "chinese-practice", "japanese", "korean", "tromp-taylor"};
}

std::optional<RuleSet> RuleSet::preset(std::string_view name) {
  const std::string n = lower(name);
  RuleSet r;
  if (n == "chinese" || n == "cn" || n == "chinese-2002" || n == "china" || n == "zh") {
    r.name = "chinese";
    return r;
  }
  if (n == "chinese-practice" || n == "chinese-older" || n == "chinese-simple-ko") {
    r.name = "chinese-practice";
    r.ko = KoRule::Simple;
    r.reportCycles = true;
    return r;
  }
  if (n == "japanese" || n == "jp" || n == "korean" || n == "kr") {
    r.name = (n == "japanese" || n == "jp") ? "japanese" : "korean";
    r.ko = KoRule::Simple;
    r.reportCycles = true;  // Japanese 1989 Art. 12: a repetition may end the game without result
    r.scoring = Scoring::Territory;
    r.komi = HalfPoints(13);
    r.compensation = HandicapCompensation::None;
    return r;
  }
  if (n == "tromp-taylor" || n == "tromp taylor" || n == "tt") {
    r.name = "tromp-taylor";
    r.multiStoneSuicide = true;
    r.compensation = HandicapCompensation::None;
    return r;
  }
  if (n == "aga") {
    r.name = "aga";
    r.ko = KoRule::Situational;
    r.compensation = HandicapCompensation::NMinusOne;
    return r;
  }
  if (n == "nz" || n == "new-zealand") {
    r.name = "nz";
    r.ko = KoRule::Situational;
    r.multiStoneSuicide = true;
    r.komi = HalfPoints(14);
    r.compensation = HandicapCompensation::None;
    return r;
  }
  return std::nullopt;
}

HalfPoints RuleSet::handicapCompensation(int handicap) const {
  if (handicap < 2) return HalfPoints(0);
  switch (compensation) {
    case HandicapCompensation::None:
      return HalfPoints(0);
    case HandicapCompensation::N:
      return HalfPoints::whole(handicap);
    case HandicapCompensation::NMinusOne:
      return HalfPoints::whole(handicap - 1);
  }
  return HalfPoints(0);
}

}  // namespace tengen::rules
