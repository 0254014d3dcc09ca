#include "pairing/result.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace tengen::pairing {
namespace {

std::string normalise(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) continue;
    out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  }
  std::replace(out.begin(), out.end(), '_', '-');
  return out;
}

// "3.5" -> 7 half points; refuses signs, zero and anything not a multiple of 0.5.
std::optional<rules::HalfPoints> parseMargin(std::string_view s) {
  if (s.empty()) return std::nullopt;
  auto dot = s.find('.');
  std::string_view whole = s.substr(0, dot);
  std::string_view frac = dot == std::string_view::npos ? std::string_view{} : s.substr(dot + 1);
  int value = 0;
  if (whole.empty()) return std::nullopt;
  auto [end, ec] = std::from_chars(whole.data(), whole.data() + whole.size(), value);
  if (ec != std::errc() || end != whole.data() + whole.size() || value < 0 || value > 100000)
    return std::nullopt;
  int half = 0;
  if (dot != std::string_view::npos) {
    // Accept "5", "50", "0", "00" after the dot.
    std::string digits(frac);
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
    if (digits == "5")
      half = 1;
    else if (digits != "0" && !digits.empty())
      return std::nullopt;
    if (frac.empty()) return std::nullopt;
  }
  int total = value * 2 + half;
  if (total == 0) return std::nullopt;
  return rules::HalfPoints(total);
}

// A jigo, both-lose or both-win: the forms without a winner, nullopt for anything else.
std::optional<Outcome> sharedOutcome(const std::string& s) {
  if (s == "jigo" || s == "draw" || s == "0" || s == "=" || s == "b+0" || s == "w+0")
    return Outcome::Jigo;
  if (s == "both-lose" || s == "bothlose" || s == "0-0" || s == "--") return Outcome::BothLose;
  if (s == "both-win" || s == "bothwin" || s == "1-1" || s == "++") return Outcome::BothWin;
  return std::nullopt;
}

// "bothlose/f" -> "bothlose": the part before a by-default mark, nullopt without one.
std::optional<std::string> withoutDefaultMark(const std::string& s) {
  for (std::string_view mark : {"/f", "/forfeit"})
    if (s.size() > mark.size() && s.ends_with(mark)) return s.substr(0, s.size() - mark.size());
  return std::nullopt;
}

}  // namespace

std::optional<Result> Result::parse(std::string_view text) {
  const std::string s = normalise(text);
  Result r;
  if (auto shared = sharedOutcome(s)) {
    r.outcome = *shared;
    return r;
  }
  if (auto stem = withoutDefaultMark(s)) {
    auto shared = sharedOutcome(*stem);
    if (!shared) return std::nullopt;
    r.outcome = *shared;
    r.method = WinMethod::Forfeit;
    return r;
  }
  if (s == "unplayed" || s == "void") {
    r.outcome = Outcome::Unplayed;
    return r;
  }
  if (s.size() < 2 || (s[0] != 'b' && s[0] != 'w') || s[1] != '+') return std::nullopt;
  r.outcome = s[0] == 'b' ? Outcome::BlackWins : Outcome::WhiteWins;
  const std::string_view how = std::string_view(s).substr(2);
  if (how.empty()) {
    r.method = WinMethod::Unspecified;
  } else if (how == "r" || how == "resign" || how == "resignation") {
    r.method = WinMethod::Resignation;
  } else if (how == "t" || how == "time") {
    r.method = WinMethod::Time;
  } else if (how == "f" || how == "forfeit") {
    r.method = WinMethod::Forfeit;
  } else if (auto margin = parseMargin(how)) {
    r.method = WinMethod::Points;
    r.margin = *margin;
  } else {
    return std::nullopt;
  }
  return r;
}

std::string Result::toString() const {
  const std::string byDefaultMark = byDefault() ? "/F" : "";
  switch (outcome) {
    case Outcome::Jigo:
      return "Jigo" + byDefaultMark;
    case Outcome::BothLose:
      return "BothLose" + byDefaultMark;
    case Outcome::BothWin:
      return "BothWin" + byDefaultMark;
    case Outcome::Unplayed:
      return "Unplayed";
    case Outcome::BlackWins:
    case Outcome::WhiteWins:
      break;
  }
  std::string out = outcome == Outcome::BlackWins ? "B+" : "W+";
  switch (method) {
    case WinMethod::Unspecified:
      break;
    case WinMethod::Resignation:
      out += "R";
      break;
    case WinMethod::Time:
      out += "T";
      break;
    case WinMethod::Forfeit:
      out += "F";
      break;
    case WinMethod::Points:
      out += margin.toString();
      break;
  }
  return out;
}

ResultProblem checkAgainstKomi(const Result& result, rules::HalfPoints komi) {
  const bool halfPointKomi = komi.endsInHalf();
  if (result.byDefault()) return ResultProblem::None;  // not counted on a board
  if (result.outcome == Outcome::Jigo)
    return halfPointKomi ? ResultProblem::JigoWithHalfPointKomi : ResultProblem::None;
  if ((result.outcome != Outcome::BlackWins && result.outcome != Outcome::WhiteWins) ||
      result.method != WinMethod::Points)
    return ResultProblem::None;
  const bool halfPointMargin = result.margin.endsInHalf();
  if (halfPointKomi && !halfPointMargin) return ResultProblem::WholeMarginWithHalfPointKomi;
  if (!halfPointKomi && halfPointMargin) return ResultProblem::HalfMarginWithWholeKomi;
  return ResultProblem::None;
}

}  // namespace tengen::pairing
