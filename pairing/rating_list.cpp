#include "pairing/rating_list.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

#include "pairing/latin_fold.h"
#include "rules/number_text.h"

namespace tengen::pairing {
namespace {

// ---- UTF-8 --------------------------------------------------------------------------------------

// Decodes UTF-8; nullopt when the bytes are not valid UTF-8.
std::optional<std::u32string> decodeUtf8(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    int len = 0;
    char32_t cp = 0;
    if (c < 0x80) {
      cp = c;
      len = 1;
    } else if ((c & 0xE0) == 0xC0 && c >= 0xC2) {
      cp = c & 0x1F;
      len = 2;
    } else if ((c & 0xF0) == 0xE0) {
      cp = c & 0x0F;
      len = 3;
    } else if ((c & 0xF8) == 0xF0 && c <= 0xF4) {
      cp = c & 0x07;
      len = 4;
    } else {
      return std::nullopt;
    }
    if (i + len > s.size()) return std::nullopt;
    for (int k = 1; k < len; ++k) {
      const auto cc = static_cast<unsigned char>(s[i + k]);
      if ((cc & 0xC0) != 0x80) return std::nullopt;
      cp = (cp << 6) | (cc & 0x3F);
    }
    if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
      return std::nullopt;
    out.push_back(cp);
    i += len;
  }
  return out;
}

void appendUtf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

std::string encodeUtf8(std::u32string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char32_t cp : s) appendUtf8(out, cp);
  return out;
}

// The whole text as code points: UTF-8 when valid (a BOM dropped), else Latin-1 (older FFG and
// EGD files), where every byte is its own code point.
std::u32string decodeText(std::string_view text) {
  if (auto u = decodeUtf8(text)) {
    if (!u->empty() && u->front() == 0xFEFF) u->erase(0, 1);
    return *u;
  }
  std::u32string out;
  out.reserve(text.size());
  for (char c : text) out.push_back(static_cast<unsigned char>(c));
  return out;
}

std::vector<std::u32string> splitLines(const std::u32string& text) {
  std::vector<std::u32string> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(U'\n', start);
    if (end == std::u32string::npos) end = text.size();
    std::u32string line = text.substr(start, end - start);
    if (!line.empty() && line.back() == U'\r') line.pop_back();
    lines.push_back(std::move(line));
    if (end == text.size()) break;
    start = end + 1;
  }
  if (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

// ---- fields -------------------------------------------------------------------------------------

bool isSpace(char32_t c) {
  return c == U' ' || c == U'\t' || c == 0xA0;
}

std::string trimmed(std::u32string_view s) {
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
  return encodeUtf8(s);
}

// Columns [begin, end) of a fixed-width line (code points), trimmed; empty past the line's end.
std::string column(const std::u32string& line, std::size_t begin, std::size_t end) {
  if (begin >= line.size()) return {};
  return trimmed(std::u32string_view(line).substr(begin, std::min(end, line.size()) - begin));
}

// Collapses runs of spaces inside a name (fixed-width lists pad between surname and given name).
std::string collapseSpaces(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == ' ' || c == '\t') {
      if (!out.empty() && out.back() != ' ') out.push_back(' ');
    } else {
      out.push_back(c);
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

bool allDigits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A rating in a list that gives decimals (AGA): a finite number.
std::optional<double> toDouble(std::string_view s) {
  const auto v = rules::numberFrom<double>(s);
  if (!v || !std::isfinite(*v)) return std::nullopt;
  return v;
}

std::vector<std::u32string_view> splitTabs(std::u32string_view line) {
  std::vector<std::u32string_view> fields;
  std::size_t start = 0;
  while (true) {
    std::size_t end = line.find(U'\t', start);
    if (end == std::u32string_view::npos) {
      fields.push_back(line.substr(start));
      return fields;
    }
    fields.push_back(line.substr(start, end - start));
    start = end + 1;
  }
}

// ---- line shapes --------------------------------------------------------------------------------

// EGD (formats.md): PIN [1,9), name [11,48), country [49,52), club [53,57), grade [60,63), GoR
// [71,75).
bool looksLikeEgd(const std::u32string& line) {
  return line.size() >= 72 && allDigits(column(line, 1, 9));
}

// FFG: name [0,38), rating [38,43), licence status 44, licence [46,53), club [54,58), country
// [59,61).
bool looksLikeFfg(const std::u32string& line) {
  return line.size() >= 53 && rules::numberFrom<int>(column(line, 38, 43)).has_value() &&
         !column(line, 0, 38).empty();
}

bool looksLikeAga(const std::u32string& line) {
  const auto fields = splitTabs(line);
  return fields.size() >= 4 && allDigits(trimmed(fields[1]));
}

bool containsEchelle(const std::u32string& line) {
  return encodeUtf8(line).find("Echelle au") != std::string::npos;
}

std::optional<RatingListFormat> detect(const std::vector<std::u32string>& lines) {
  for (const auto& line : lines)
    if (containsEchelle(line)) return RatingListFormat::Ffg;
  for (const auto& line : lines) {
    if (line.find(U'\t') != std::u32string::npos && looksLikeAga(line))
      return RatingListFormat::Aga;
    if (looksLikeEgd(line)) return RatingListFormat::Egd;
  }
  for (const auto& line : lines)
    if (looksLikeFfg(line)) return RatingListFormat::Ffg;
  return std::nullopt;
}

std::string lineError(const std::string& what, const std::string& value) {
  return what + " '" + value + "'";
}

// ---- per format ---------------------------------------------------------------------------------

// The file is an HTML page: only lines with a PIN in columns 1-9 are players.
bool isEgdPlayer(const std::u32string& line) {
  return allDigits(column(line, 1, 9)) && line.size() >= 12;
}

bool isFfgPlayer(const std::u32string& line) {
  return !trimmed(line).empty() && !containsEchelle(line);
}

// Columns [begin, end) of a fixed-width line, in code points.
struct ColumnSpan {
  std::size_t begin = 0;
  std::size_t end = 0;
};
// A fixed-column list: which of its lines are players, where each keeps its fields (a list without
// grades has grade {0, 0}), what it calls its rating, and the rank a rating gives.
struct FixedColumnLayout {
  bool (*isPlayer)(const std::u32string& line);
  struct {
    ColumnSpan id, name, country, club, grade, rating;
  } columns;
  const char* ratingName;
  Rank (*rankFromRating)(int);
};

// EGD and FFG, as the line shapes above: id, name, country, club, grade, rating.
constexpr FixedColumnLayout kEgdLayout = {
    .isPlayer = isEgdPlayer,
    .columns = {{1, 9}, {11, 48}, {49, 52}, {53, 57}, {60, 63}, {71, 75}},
    .ratingName = "GoR",
    .rankFromRating = rankFromEgdRating};
constexpr FixedColumnLayout kFfgLayout = {
    .isPlayer = isFfgPlayer,
    .columns = {{46, 53}, {0, 38}, {59, 61}, {54, 58}, {0, 0}, {38, 43}},
    .ratingName = "rating",
    .rankFromRating = rankFromFfgRating};

// "(columns 11-48)": where an error's field is.
std::string columnsText(ColumnSpan span) {
  return "(columns " + std::to_string(span.begin) + "-" + std::to_string(span.end) + ")";
}

// Reads every player's line by `layout`: an entry needs a name, and a rating that is a whole
// number, which gives the rank.
void parseFixedColumns(const std::vector<std::u32string>& lines, const FixedColumnLayout& layout,
                       std::vector<RatingEntry>& entries, std::vector<RatingListError>& errors) {
  const auto& columns = layout.columns;
  auto field = [](const std::u32string& line, ColumnSpan span) {
    return column(line, span.begin, span.end);
  };
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto& line = lines[i];
    if (!layout.isPlayer(line)) continue;
    RatingEntry e;
    e.line = static_cast<int>(i) + 1;
    e.id = field(line, columns.id);
    e.name = collapseSpaces(field(line, columns.name));
    e.country = field(line, columns.country);
    e.club = field(line, columns.club);
    e.grade = field(line, columns.grade);
    e.ratingText = field(line, columns.rating);
    if (e.name.empty()) {
      errors.push_back({e.line, "the name " + columnsText(columns.name) + " is empty"});
      continue;
    }
    const auto rating = rules::numberFrom<int>(e.ratingText);
    if (!rating) {
      const std::string what = "the " + std::string(layout.ratingName) + " " +
                               columnsText(columns.rating) + " is not a whole number:";
      errors.push_back({e.line, lineError(what, e.ratingText)});
      continue;
    }
    e.rating = *rating;
    e.rank = layout.rankFromRating(*rating);
    entries.push_back(std::move(e));
  }
}

void parseAga(const std::vector<std::u32string>& lines, std::vector<RatingEntry>& entries,
              std::vector<RatingListError>& errors) {
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto& line = lines[i];
    const int lineNo = static_cast<int>(i) + 1;
    if (trimmed(line).empty()) continue;
    const auto fields = splitTabs(line);
    if (fields.size() < 4) {
      errors.push_back(
          {lineNo, "expected at least 4 tab-separated fields (name, id, type, rating), found " +
                       std::to_string(fields.size())});
      continue;
    }
    RatingEntry e;
    e.line = lineNo;
    // "Last, First" -> "Last First"
    std::string name = trimmed(fields[0]);
    if (auto comma = name.find(','); comma != std::string::npos) name[comma] = ' ';
    e.name = collapseSpaces(name);
    e.id = trimmed(fields[1]);
    e.ratingText = trimmed(fields[3]);
    if (fields.size() > 5) e.club = trimmed(fields[5]);
    if (e.name.empty()) {
      errors.push_back({lineNo, "the name (field 1) is empty"});
      continue;
    }
    if (!allDigits(e.id)) {
      errors.push_back({lineNo, lineError("the AGA id (field 2) is not a number:", e.id)});
      continue;
    }
    if (!e.ratingText.empty()) {  // members without a rating are listed too
      const auto rating = toDouble(e.ratingText);
      if (!rating) {
        errors.push_back(
            {lineNo, lineError("the rating (field 4) is not a number:", e.ratingText)});
        continue;
      }
      e.rating = *rating;
      e.rank = rankFromAgaRating(*rating);
    }
    entries.push_back(std::move(e));
  }
}

// ---- folding ------------------------------------------------------------------------------------

void appendFolded(std::string& out, char32_t c) {
  auto space = [&] {
    if (!out.empty() && out.back() != ' ') out.push_back(' ');
  };
  if (c >= U'A' && c <= U'Z') {
    out.push_back(static_cast<char>(c - U'A' + 'a'));
  } else if (c == U' ' || c == U'\t' || c == U',' || c == U'.' || c == U'-' || c == U'_' ||
             c == 0xA0 || c == 0x3000) {
    space();
  } else if (c == U'\'' || c == 0x2019) {
    // O'Brien = OBrien
  } else if (c >= 0x300 && c <= 0x36F) {
    // combining diacritic (decomposed input)
  } else if (const char* folded = foldLatinLetter(c)) {
    for (const char* f = folded; *f; ++f)
      out.push_back(*f >= 'A' && *f <= 'Z' ? static_cast<char>(*f - 'A' + 'a') : *f);
  } else {
    appendUtf8(out, c);
  }
}

std::string fold(std::u32string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char32_t c : s) appendFolded(out, c);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace

Rank rankFromEgdRating(int gor) {
  // 100 GoR points per rank; 2050 starts 1d (strength 0).
  const int strength = static_cast<int>(std::floor((gor - 2050) / 100.0));
  return *Rank::fromStrength(std::clamp(strength, -30, 8));
}

Rank rankFromFfgRating(int rating) {
  // 100 points per rank; 0 starts 1d.
  const int strength = static_cast<int>(std::floor(rating / 100.0));
  return *Rank::fromStrength(std::clamp(strength, -30, 8));
}

Rank rankFromAgaRating(double rating) {
  // Dan ratings are >= 1 (1.00..1.99 = 1d), kyu ratings <= -1 (-2.00..-1.01 = 1k).
  if (rating >= 0) {
    const int level = std::clamp(static_cast<int>(std::floor(rating)), 1, 9);
    return *Rank::make(RankKind::Dan, level);
  }
  const int level = std::clamp(static_cast<int>(std::ceil(-rating)) - 1, 1, 30);
  return *Rank::make(RankKind::Kyu, level);
}

std::optional<RatingListFormat> detectRatingListFormat(std::string_view text) {
  return detect(splitLines(decodeText(text)));
}

std::string foldName(std::string_view text) {
  return fold(decodeText(text));
}

RatingList RatingList::parse(std::string_view text, std::optional<RatingListFormat> format) {
  RatingList list;
  const auto lines = splitLines(decodeText(text));
  if (!format) format = detect(lines);
  if (!format) {
    list.errors_.push_back(
        {0, "not a rating list this program reads (EGD allworld_lp, FFG ech_ffg_V3, AGA TDListA)"});
    return list;
  }
  list.format_ = *format;
  switch (*format) {
    case RatingListFormat::Egd:
      parseFixedColumns(lines, kEgdLayout, list.entries_, list.errors_);
      break;
    case RatingListFormat::Ffg:
      parseFixedColumns(lines, kFfgLayout, list.entries_, list.errors_);
      break;
    case RatingListFormat::Aga:
      parseAga(lines, list.entries_, list.errors_);
      break;
  }
  if (list.entries_.empty() && list.errors_.empty())
    list.errors_.push_back(
        {0, std::string("no players found in the ") + std::string(toCode(*format)) + " list"});
  list.buildIndex();
  return list;
}

void RatingList::buildIndex() {
  nameIndex_.clear();
  idIndex_.clear();
  nameIndex_.reserve(entries_.size() * 2);
  for (std::uint32_t i = 0; i < entries_.size(); ++i) {
    const std::string key = foldName(entries_[i].name);
    nameIndex_.emplace_back(key, i);
    // Given name first too: people type "Jean Dupont" as often as "Dupont Jean".
    if (auto space = key.find(' '); space != std::string::npos)
      nameIndex_.emplace_back(key.substr(space + 1) + ' ' + key.substr(0, space), i);
    if (!entries_[i].id.empty()) idIndex_.emplace(entries_[i].id, i);  // first one wins
  }
  std::sort(nameIndex_.begin(), nameIndex_.end());
}

const RatingEntry* RatingList::findId(std::string_view id) const {
  auto it = idIndex_.find(std::string(id));
  return it == idIndex_.end() ? nullptr : &entries_[it->second];
}

RatingList::Matches RatingList::search(std::string_view query, std::size_t limit) const {
  Matches m;
  const std::string key = foldName(query);
  if (key.empty()) return m;
  if (allDigits(key)) {
    if (const RatingEntry* e = findId(key)) m.entries.push_back(e);
    return m;
  }
  std::set<std::uint32_t> seen;
  std::vector<std::uint32_t> found;
  for (auto it = std::lower_bound(nameIndex_.begin(), nameIndex_.end(),
                                  std::make_pair(key, std::uint32_t{0}));
       it != nameIndex_.end() && it->first.compare(0, key.size(), key) == 0; ++it) {
    if (!seen.insert(it->second).second) continue;
    if (found.size() == limit) {
      m.more = true;
      break;
    }
    found.push_back(it->second);
  }
  std::sort(found.begin(), found.end(), [&](std::uint32_t a, std::uint32_t b) {
    return std::tie(entries_[a].name, a) < std::tie(entries_[b].name, b);
  });
  for (auto i : found) m.entries.push_back(&entries_[i]);
  return m;
}

RatingList::Matches RatingList::lookupName(std::string_view name, std::size_t limit) const {
  const std::string key = foldName(name);
  Matches exact;
  for (auto it = std::lower_bound(nameIndex_.begin(), nameIndex_.end(),
                                  std::make_pair(key, std::uint32_t{0}));
       it != nameIndex_.end() && it->first == key; ++it) {
    const RatingEntry* e = &entries_[it->second];
    if (std::find(exact.entries.begin(), exact.entries.end(), e) == exact.entries.end())
      exact.entries.push_back(e);
  }
  if (exact.entries.size() == 1) return exact;
  return search(name, limit);
}

std::optional<Player> playerFromEntry(const RatingEntry& entry, RatingListFormat format) {
  if (!entry.rank) return std::nullopt;
  Player p;
  p.name = entry.name;
  p.rank = *entry.rank;
  if (entry.rating && format != RatingListFormat::Aga) p.rating = static_cast<int>(*entry.rating);
  p.club = entry.club;
  p.country = entry.country;
  if (format == RatingListFormat::Egd) p.egdPin = entry.id;
  return p;
}

const Player* sameEgdPin(const std::vector<Player>& registered, const Player& candidate) {
  if (candidate.egdPin.empty()) return nullptr;
  for (const Player& p : registered)
    if (p.egdPin == candidate.egdPin) return &p;
  return nullptr;
}

}  // namespace tengen::pairing
