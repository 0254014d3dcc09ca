#include "pairing/player_csv.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

#include "pairing/csv.h"
#include "pairing/event.h"

namespace tengen::pairing {

const std::vector<std::string>& playerCsvColumns() {
  static const std::vector<std::string> kColumns = {"name", "latin_name", "rank", "rating",
                                                    "club", "country",    "born", "egd_pin"};
  return kColumns;
}

PlayerCsvImport parsePlayersCsv(std::string_view text) {
  PlayerCsvImport out;
  CsvParse csv = parseCsv(text);
  for (const auto& e : csv.errors) {
    PlayerCsvError err;
    err.line = e.line;
    err.column = e.column;
    err.problem = e.problem;
    err.kind = PlayerCsvError::Kind::Syntax;
    out.errors.push_back(err);
  }
  if (!out.errors.empty()) return out;
  if (csv.records.empty()) {
    out.errors.push_back({1, 0, 0, "name", "", "the file is empty: a header row is needed",
                          PlayerCsvError::Kind::MissingColumn});
    return out;
  }

  const CsvRecord& header = csv.records.front();
  std::map<std::string, int> columnOf;
  const auto& known = playerCsvColumns();
  for (std::size_t c = 0; c < header.fields.size(); ++c) {
    std::string key = csvHeaderKey(header.fields[c]);
    if (key.empty()) continue;
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      out.errors.push_back({header.line, 0, static_cast<int>(c) + 1, header.fields[c],
                            header.fields[c], "unknown column",
                            PlayerCsvError::Kind::UnknownColumn});
      continue;
    }
    if (columnOf.contains(key)) {
      out.errors.push_back({header.line, 0, static_cast<int>(c) + 1, key, header.fields[c],
                            "column named twice", PlayerCsvError::Kind::Duplicate});
      continue;
    }
    columnOf[key] = static_cast<int>(c);
  }
  for (const char* required : {"name", "rank"}) {
    if (!columnOf.contains(required))
      out.errors.push_back({header.line, 0, 0, required, "", "required column is missing",
                            PlayerCsvError::Kind::MissingColumn});
  }
  if (!out.errors.empty()) return out;

  for (std::size_t r = 1; r < csv.records.size(); ++r) {
    const CsvRecord& rec = csv.records[r];
    const int row = static_cast<int>(r);
    auto fail = [&](const std::string& column, const std::string& value, std::string problem,
                    PlayerCsvError::Kind kind) {
      int col = columnOf.contains(column) ? columnOf[column] + 1 : 0;
      out.errors.push_back({rec.line, row, col, column, value, std::move(problem), kind});
    };
    if (rec.fields.size() > header.fields.size()) {
      fail("", "",
           "row has " + std::to_string(rec.fields.size()) + " fields, the header has " +
               std::to_string(header.fields.size()),
           PlayerCsvError::Kind::FieldCount);
      continue;
    }
    auto field = [&](const std::string& column) { return csvColumn(rec, columnOf, column); };

    Player p;
    p.name = field("name");
    if (p.name.empty()) fail("name", "", "name is empty", PlayerCsvError::Kind::Required);
    const std::string rankText = field("rank");
    if (auto rank = Rank::parse(rankText)) {
      p.rank = *rank;
    } else {
      fail("rank", rankText, rankText.empty() ? "rank is empty" : "not a rank",
           rankText.empty() ? PlayerCsvError::Kind::Required : PlayerCsvError::Kind::BadRank);
    }
    p.latinName = field("latin_name");
    p.club = field("club");
    p.country = field("country");
    p.egdPin = field("egd_pin");
    if (std::string rating = field("rating"); !rating.empty()) {
      int value = 0;
      auto [end, ec] = std::from_chars(rating.data(), rating.data() + rating.size(), value);
      if (ec != std::errc() || end != rating.data() + rating.size() || value < -1000 ||
          value > 4000)
        fail("rating", rating, "not a rating (a whole number)", PlayerCsvError::Kind::BadRating);
      else
        p.rating = value;
    }
    if (std::string born = field("born"); !born.empty()) {
      if (auto date = parseIsoDate(born))
        p.born = *date;
      else
        fail("born", born, "not a date (YYYY-MM-DD)", PlayerCsvError::Kind::BadDate);
    }
    out.players.push_back(std::move(p));
  }
  if (!out.errors.empty()) out.players.clear();
  return out;
}

std::string writePlayersCsv(const std::vector<Player>& players) {
  std::string out;
  const auto& columns = playerCsvColumns();
  for (std::size_t i = 0; i < columns.size(); ++i) out += (i ? "," : "") + columns[i];
  out += "\n";
  for (const auto& p : players) {
    out += csvField(p.name) + "," + csvField(p.latinName) + "," + p.rank.toString() + ",";
    out += (p.rating ? std::to_string(*p.rating) : std::string()) + ",";
    out += csvField(p.club) + "," + csvField(p.country) + ",";
    out += (p.born ? toIsoDate(*p.born) : std::string()) + "," + csvField(p.egdPin) + "\n";
  }
  return out;
}

}  // namespace tengen::pairing
