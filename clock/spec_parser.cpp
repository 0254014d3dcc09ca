#include "clock/spec_parser.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <vector>

namespace tengen::clock {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t end = s.find(sep, start);
    parts.push_back(trim(s.substr(start, end == std::string_view::npos ? s.npos : end - start)));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

std::optional<int> parseCount(std::string_view s) {
  s = trim(s);
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < 1 || v > 100) return std::nullopt;
  return v;
}

// "12", "12.5", "0.125" as thousandths of the unit, exactly (more than 3 decimals refused).
std::optional<Ms> parseDecimalMillis(std::string_view s, Ms unit) {
  if (s.empty()) return std::nullopt;
  Ms whole = 0, frac = 0, fracScale = 1;
  bool dot = false, digits = false;
  for (char c : s) {
    if (c == '.') {
      if (dot) return std::nullopt;
      dot = true;
    } else if (c >= '0' && c <= '9') {
      digits = true;
      if (dot) {
        if (fracScale >= 1000) return std::nullopt;
        frac = frac * 10 + (c - '0');
        fracScale *= 10;
      } else {
        whole = whole * 10 + (c - '0');
        if (whole > 1'000'000) return std::nullopt;
      }
    } else {
      return std::nullopt;
    }
  }
  if (!digits) return std::nullopt;
  const Ms fracMs = frac * unit / fracScale;
  if (frac * unit % fracScale != 0) return std::nullopt;  // finer than a millisecond
  return whole * unit + fracMs;
}

std::optional<CallStyle> styleFromCode(std::string_view s) {
  if (s == "2002") return CallStyle::China2002;
  if (s == "1988") return CallStyle::China1988;
  if (s == "japanese" || s == "jp") return CallStyle::Japanese;
  return std::nullopt;
}

SpecError err(std::string detail) {
  return SpecError{std::move(detail)};
}

// "N<sep>T": a count (1-100) and a positive time; `sgf` = T in bare seconds. Byo-yomi and
// Canadian periods are both written so: "NxP" (periods and period) and "S/T" (stones and time).
std::optional<std::pair<int, Ms>> countAndTime(std::string_view s, char sep, bool sgf) {
  const std::size_t at = s.find(sep);
  if (at == std::string_view::npos) return std::nullopt;
  auto n = parseCount(s.substr(0, at));
  auto t = parseDuration(trim(s.substr(at + 1)), sgf);
  if (!n || !t || *t <= 0) return std::nullopt;
  return std::make_pair(*n, *t);
}

// The SGF forms: "[MAIN] 5x30 byo-yomi", "[MAIN] 25/600 canadian", also as "TM[3600]OT[...]".
std::optional<std::variant<ClockSettings, SpecError>> parseSgf(std::string text) {
  std::string main = "0", ot;
  if (text.rfind("tm[", 0) == 0) {
    const std::size_t close = text.find(']');
    const std::size_t open = text.find("ot[");
    if (close == std::string::npos || open == std::string::npos || text.back() != ']')
      return std::nullopt;
    main = text.substr(3, close - 3);
    ot = text.substr(open + 3, text.size() - open - 4);
  } else {
    std::size_t kw = text.find("byo-yomi");
    if (kw == std::string::npos) kw = text.find("byoyomi");
    if (kw == std::string::npos) kw = text.find("canadian");
    if (kw == std::string::npos) return std::nullopt;
    // The OT field is the last word before the keyword; anything before it is the main time.
    std::string head(trim(std::string_view(text).substr(0, kw)));
    const std::size_t cut = head.find_last_of(" +");
    ot = text.substr(cut == std::string::npos ? 0 : cut + 1);
    main =
        cut == std::string::npos ? "0" : std::string(trim(std::string_view(head).substr(0, cut)));
    if (main.empty()) main = "0";
  }
  auto m = parseDuration(trim(main), true);
  if (!m) return err("the main time '" + main + "' is not a duration");
  std::string_view otv = trim(ot);
  const std::size_t space = otv.find(' ');
  const std::string_view field = space == std::string_view::npos ? otv : otv.substr(0, space);
  const std::string_view kind = space == std::string_view::npos ? "" : trim(otv.substr(space + 1));
  if (kind == "byo-yomi" || kind == "byoyomi") {
    auto ct = countAndTime(field, 'x', true);
    if (!ct) return err("'" + std::string(field) + "' is not NxSECONDS");
    return ClockSettings::japanese(*m, ct->first, ct->second);
  }
  if (kind == "canadian") {
    auto mp = countAndTime(field, '/', true);
    if (!mp) return err("'" + std::string(field) + "' is not STONES/SECONDS");
    return ClockSettings::canadian(*m, mp->first, mp->second);
  }
  return err("unknown overtime '" + std::string(otv) + "'");
}

std::variant<ClockSettings, SpecError> parseBody(const std::string& system, std::string_view body) {
  std::vector<std::string_view> opts = split(body, ',');
  const std::string_view core = opts.front();
  opts.erase(opts.begin());
  std::optional<CallStyle> table;
  std::optional<Ms> cap;
  std::optional<int> reserve;
  for (std::string_view o : opts) {
    const std::size_t eq = o.find('=');
    if (eq == std::string_view::npos) return err("option '" + std::string(o) + "' needs a value");
    const std::string_view key = trim(o.substr(0, eq)), value = trim(o.substr(eq + 1));
    if (key == "table") {
      table = styleFromCode(value);
      if (!table) return err("unknown table '" + std::string(value) + "' (2002, 1988, japanese)");
    } else if (key == "cap") {
      cap = parseDuration(value);
      if (!cap) return err("the cap '" + std::string(value) + "' is not a duration");
    } else if (key == "reserve") {
      reserve = parseCount(value);
      if (!reserve) return err("reserve must be a number of minutes, 1 to 100");
    } else {
      return err("unknown option '" + std::string(key) + "'");
    }
  }
  const std::size_t plus = core.find('+');
  const std::string_view mainText = trim(core.substr(0, plus));
  const std::string_view rest = plus == std::string_view::npos ? "" : trim(core.substr(plus + 1));
  auto main = parseDuration(mainText);
  if (!main)
    return err("'" + std::string(mainText) +
               "' is not a duration (use h, m or s: 90m, 1h30m, 30s)");
  std::optional<ClockSettings> s;
  if (system == "absolute") {
    if (!rest.empty()) return err("absolute takes only a main time");
    s = ClockSettings::absolute(*main);
  } else if (system == "chinese") {
    if (!rest.empty()) return err("chinese takes a total time and reserve=MINUTES");
    if (!reserve) return err("chinese needs reserve=MINUTES (the minutes kept for byo-yomi)");
    if (*main < *reserve * kMinute) return err("the reserved minutes exceed the total time");
    s = ClockSettings::chinese(*main, *reserve);
  } else if (system == "byoyomi" || system == "japanese" || system == "fast") {
    auto ct = countAndTime(rest, 'x', false);
    if (!ct) return err("after '+' give COUNTxPERIOD, e.g. 5x30s");
    s = system == "fast" ? ClockSettings::fast(*main, ct->first, ct->second)
                         : ClockSettings::japanese(*main, ct->first, ct->second);
  } else if (system == "canadian" || system == "stages") {
    auto mp = countAndTime(rest, '/', false);
    if (!mp) return err("after '+' give MOVES/TIME, e.g. 25/10m");
    s = system == "canadian" ? ClockSettings::canadian(*main, mp->first, mp->second)
                             : ClockSettings::stages(*main, mp->first, mp->second);
  } else if (system == "fischer" || system == "bronstein") {
    auto inc = parseDuration(rest);
    if (!inc)
      return err("after '+' give the " + std::string(system == "fischer" ? "increment" : "delay") +
                 ", e.g. 20s");
    s = system == "fischer" ? ClockSettings::fischer(*main, *inc, cap)
                            : ClockSettings::bronstein(*main, *inc);
  } else {
    return err("unknown system '" + system + "'");
  }
  if (cap && system != "fischer") return err("cap= is for fischer only");
  if (reserve && system != "chinese") return err("reserve= is for chinese only");
  if (table) s->calls = *table;
  if (std::string p = s->problem(); !p.empty()) return err(p);
  return *s;
}

}  // namespace

std::optional<Ms> parseDuration(std::string_view text, bool bareSeconds) {
  text = trim(text);
  if (text.empty()) return std::nullopt;
  if (bareSeconds && text.find_first_of("hms") == std::string_view::npos)
    return parseDecimalMillis(text, kSecond);
  Ms total = 0;
  std::size_t start = 0;
  char lastUnit = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    if (c != 'h' && c != 'm' && c != 's') continue;
    const Ms unit = c == 'h' ? kHour : c == 'm' ? kMinute : kSecond;
    // Units must come in order h, m, s, each once.
    if (lastUnit && ((lastUnit == 's') || (lastUnit == 'm' && c != 's') || lastUnit == c))
      return std::nullopt;
    auto v = parseDecimalMillis(text.substr(start, i - start), unit);
    if (!v) return std::nullopt;
    total += *v;
    start = i + 1;
    lastUnit = c;
  }
  if (start != text.size() || !lastUnit) return std::nullopt;
  return total;
}

const std::vector<std::string>& acceptedSpecForms() {
  static const std::vector<std::string> forms{
      "absolute:MAIN                        absolute:90m (包干)",
      "byoyomi:MAIN+NxPERIOD                byoyomi:60m+5x30s (Japanese byo-yomi)",
      "chinese:TOTAL,reserve=K[,table=1988] chinese:120m,reserve=5 (读秒: K minutes of 60 s)",
      "fast:MAIN+NxPERIOD                   fast:30m+3x30s (快棋读秒: 30 s, 20 s, 10 s)",
      "canadian:MAIN+STONES/TIME            canadian:60m+25/10m",
      "stages:MAIN+MOVES/TIME               stages:60m+15/10m (定时限步制, carry-over)",
      "fischer:MAIN+INCREMENT[,cap=MAX]     fischer:30m+20s",
      "bronstein:MAIN+DELAY                 bronstein:30m+10s",
      "[MAIN] NxSECONDS byo-yomi (SGF OT)   60m 5x30 byo-yomi, TM[3600]OT[5x30 byo-yomi]",
      "[MAIN] STONES/SECONDS Canadian (SGF) 60m 25/600 Canadian",
      "durations take h, m or s: 1h30m, 90m, 30s, 12.5s; option table=2002|1988|japanese",
  };
  return forms;
}

std::variant<ClockSettings, SpecError> parseSpec(std::string_view spec) {
  const std::string text = lower(trim(spec));
  if (text.empty()) return err("the spec is empty");
  if (text.rfind("tm[", 0) == 0 || text.find(':') == std::string::npos) {
    if (auto sgf = parseSgf(text)) return *sgf;
  }
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos)
    return err(
        "neither SYSTEM:... nor an SGF overtime (NxSECONDS byo-yomi, STONES/SECONDS Canadian)");
  return parseBody(std::string(trim(std::string_view(text).substr(0, colon))),
                   std::string_view(text).substr(colon + 1));
}

}  // namespace tengen::clock
