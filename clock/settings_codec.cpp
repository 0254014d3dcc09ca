#include "clock/settings_codec.h"

#include <charconv>
#include <vector>

namespace tengen::clock {

namespace {

std::optional<std::int64_t> number(std::string_view s) {
  std::int64_t v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  if (s.empty()) return out;
  for (std::size_t start = 0;;) {
    const std::size_t end = s.find(sep, start);
    out.push_back(s.substr(start, end == s.npos ? s.npos : end - start));
    if (end == s.npos) return out;
    start = end + 1;
  }
}

}  // namespace

std::string encodeSettings(const ClockSettings& s) {
  std::string periods;
  for (const Period& p : s.periods) {
    if (!periods.empty()) periods += ",";
    periods += std::to_string(p.length) + "/" + std::to_string(p.moves) + (p.carry ? "c" : "");
  }
  return "system=" + std::string(systemCode(s.system)) + ";main=" + std::to_string(s.main) +
         ";periods=" + periods + ";inc=" + std::to_string(s.increment) +
         ";cap=" + (s.cap ? std::to_string(*s.cap) : "-") + ";delay=" + std::to_string(s.delay) +
         ";calls=" +
         std::string(s.calls == CallStyle::China1988  ? "1988"
                     : s.calls == CallStyle::Japanese ? "japanese"
                                                      : "2002");
}

std::optional<ClockSettings> decodeSettings(std::string_view text) {
  ClockSettings s;
  for (std::string_view field : split(text, ';')) {
    const std::size_t eq = field.find('=');
    if (eq == field.npos) return std::nullopt;
    const std::string_view key = field.substr(0, eq), value = field.substr(eq + 1);
    if (key == "system") {
      auto sys = systemFromCode(value);
      if (!sys) return std::nullopt;
      s.system = *sys;
    } else if (key == "main" || key == "inc" || key == "delay") {
      auto v = number(value);
      if (!v) return std::nullopt;
      (key == "main" ? s.main : key == "inc" ? s.increment : s.delay) = *v;
    } else if (key == "cap") {
      if (value != "-") {
        auto v = number(value);
        if (!v) return std::nullopt;
        s.cap = *v;
      }
    } else if (key == "calls") {
      if (value == "2002")
        s.calls = CallStyle::China2002;
      else if (value == "1988")
        s.calls = CallStyle::China1988;
      else if (value == "japanese")
        s.calls = CallStyle::Japanese;
      else
        return std::nullopt;
    } else if (key == "periods") {
      for (std::string_view p : split(value, ',')) {
        Period period;
        if (!p.empty() && p.back() == 'c') {
          period.carry = true;
          p.remove_suffix(1);
        }
        const std::size_t slash = p.find('/');
        if (slash == p.npos) return std::nullopt;
        auto length = number(p.substr(0, slash));
        auto moves = number(p.substr(slash + 1));
        if (!length || !moves) return std::nullopt;
        period.length = *length;
        period.moves = static_cast<int>(*moves);
        s.periods.push_back(period);
      }
    } else {
      return std::nullopt;
    }
  }
  if (!s.problem().empty()) return std::nullopt;
  return s;
}

}  // namespace tengen::clock
