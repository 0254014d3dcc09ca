#include "pairing/rank.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

namespace tengen::pairing {
namespace {

bool startsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

bool endsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

// Reads a level written in ASCII digits or Chinese numerals (一 .. 三十, 初 = 1).
std::optional<int> parseLevel(std::string_view s) {
  s = trim(s);
  if (s.empty()) return std::nullopt;
  int value = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec == std::errc() && end == s.data() + s.size()) return value;
  if (s == "初") return 1;
  static constexpr std::array<std::string_view, 10> kDigits = {"零", "一", "二", "三", "四",
                                                                "五", "六", "七", "八", "九"};
  auto digitAt = [&](std::string_view t) -> std::optional<int> {
    for (int i = 0; i < 10; ++i)
      if (t == kDigits[static_cast<std::size_t>(i)]) return i;
    return std::nullopt;
  };
  // Forms: 五, 十, 十二, 二十, 二十五, 三十 (each Chinese numeral is 3 bytes of UTF-8).
  constexpr std::string_view kTen = "十";
  auto tenPos = s.find(kTen);
  if (tenPos == std::string_view::npos) return digitAt(s);
  int tens = 1;
  if (tenPos > 0) {
    auto t = digitAt(s.substr(0, tenPos));
    if (!t) return std::nullopt;
    tens = *t;
  }
  int units = 0;
  auto rest = s.substr(tenPos + kTen.size());
  if (!rest.empty()) {
    auto u = digitAt(rest);
    if (!u) return std::nullopt;
    units = *u;
  }
  return tens * 10 + units;
}

}  // namespace

std::optional<Rank> Rank::make(RankKind kind, int level) {
  const int maxLevel = kind == RankKind::Kyu ? 30 : 9;
  if (level < 1 || level > maxLevel) return std::nullopt;
  return Rank(kind, level);
}

std::optional<Rank> Rank::parse(std::string_view text) {
  std::string_view s = trim(text);
  if (s.empty()) return std::nullopt;

  // Chinese forms first: 职业五段 / 职業 / 业余3段 / 3段 / 2级 / 2級.
  RankKind chineseKind = RankKind::Dan;
  for (std::string_view pro : {"职业", "職業"}) {
    if (startsWith(s, pro)) {
      chineseKind = RankKind::Pro;
      s.remove_prefix(pro.size());
    }
  }
  for (std::string_view amateur : {"业余", "業餘"}) {
    if (startsWith(s, amateur)) s.remove_prefix(amateur.size());
  }
  for (std::string_view dan : {"段"}) {
    if (endsWith(s, dan)) {
      auto level = parseLevel(s.substr(0, s.size() - dan.size()));
      return level ? make(chineseKind, *level) : std::nullopt;
    }
  }
  for (std::string_view kyu : {"级", "級"}) {
    if (endsWith(s, kyu) && chineseKind != RankKind::Pro) {
      auto level = parseLevel(s.substr(0, s.size() - kyu.size()));
      return level ? make(RankKind::Kyu, *level) : std::nullopt;
    }
  }
  if (chineseKind == RankKind::Pro) return std::nullopt;

  // Latin forms: 3d, 3D, 3 dan, 12k, 12 kyu, 2p, 2 pro.
  std::string l = lower(s);
  std::size_t digits = 0;
  while (digits < l.size() && std::isdigit(static_cast<unsigned char>(l[digits]))) ++digits;
  if (digits == 0 || digits > 2) return std::nullopt;
  int level = std::stoi(l.substr(0, digits));
  std::string_view suffix = trim(std::string_view(l).substr(digits));
  if (suffix == "k" || suffix == "kyu") return make(RankKind::Kyu, level);
  if (suffix == "d" || suffix == "dan") return make(RankKind::Dan, level);
  if (suffix == "p" || suffix == "pro") return make(RankKind::Pro, level);
  return std::nullopt;
}

std::optional<Rank> Rank::fromStrength(int strength) {
  if (strength < 0) return make(RankKind::Kyu, -strength);
  if (strength <= 8) return make(RankKind::Dan, strength + 1);
  return make(RankKind::Pro, strength - 8);
}

int Rank::strength() const {
  switch (kind_) {
    case RankKind::Kyu:
      return -level_;
    case RankKind::Dan:
      return level_ - 1;
    case RankKind::Pro:
      return 8 + level_;
  }
  return 0;
}

std::string Rank::toString() const {
  const char* suffix = kind_ == RankKind::Kyu ? "k" : kind_ == RankKind::Dan ? "d" : "p";
  return std::to_string(level_) + suffix;
}

std::string Rank::toChinese() const {
  switch (kind_) {
    case RankKind::Kyu:
      return std::to_string(level_) + "级";
    case RankKind::Dan:
      return std::to_string(level_) + "段";
    case RankKind::Pro:
      return "职业" + std::to_string(level_) + "段";
  }
  return {};
}

}  // namespace tengen::pairing
