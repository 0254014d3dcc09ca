#include "pairing/games_csv.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <set>
#include <variant>

#include "pairing/csv.h"
#include "rules/number_text.h"

namespace tengen::pairing {
namespace {

const std::vector<std::string>& columns() {
  static const std::vector<std::string> kColumns = {
      "round", "board", "black", "white", "black_name", "white_name", "result", "handicap", "komi"};
  return kColumns;
}

// Who a player field names: an id, an EGD PIN, or a unique name / Latin name.
class PlayerLookup {
 public:
  explicit PlayerLookup(const std::vector<Player>& players) {
    for (const Player& p : players) {
      ids_.insert(p.id);
      if (!p.egdPin.empty()) byPin_[p.egdPin].push_back(p.id);
      byName_[p.name].push_back(p.id);
      if (!p.latinName.empty() && p.latinName != p.name) byName_[p.latinName].push_back(p.id);
    }
  }
  // The player, or the problem.
  std::variant<PlayerId, std::string> find(const std::string& text) const {
    if (text.empty()) return std::string("no player given");
    if (auto n = rules::numberFrom<long long>(text); n && ids_.contains(*n))
      return static_cast<PlayerId>(*n);
    if (auto it = byPin_.find(text); it != byPin_.end() && it->second.size() == 1)
      return it->second.front();
    auto it = byName_.find(text);
    if (it == byName_.end()) return std::string("no player has this id, EGD PIN or name");
    if (it->second.size() > 1)
      return std::string("several players have this name: give the player's id");
    return it->second.front();
  }

 private:
  std::set<PlayerId> ids_;
  std::map<std::string, std::vector<PlayerId>> byPin_;
  std::map<std::string, std::vector<PlayerId>> byName_;
};

}  // namespace

bool looksLikeGamesCsv(std::string_view text) {
  CsvParse csv = parseCsv(text);
  if (csv.records.empty()) return false;
  for (const std::string& f : csv.records.front().fields)
    if (csvHeaderKey(f) == "round") return true;
  return false;
}

GamesCsvImport parseGamesCsv(std::string_view text, const std::vector<Player>& players,
                             int eventRounds) {
  GamesCsvImport out;
  CsvParse csv = parseCsv(text);
  for (const auto& e : csv.errors) out.errors.push_back({e.line, e.column, "", "", e.problem});
  if (!out.errors.empty()) return out;
  if (csv.records.empty()) {
    out.errors.push_back({1, 0, "round", "", "the file is empty: a header row is needed"});
    return out;
  }
  const CsvRecord& header = csv.records.front();
  std::map<std::string, int> columnOf;
  for (std::size_t c = 0; c < header.fields.size(); ++c) {
    const std::string key = csvHeaderKey(header.fields[c]);
    if (key.empty()) continue;
    const int col = static_cast<int>(c) + 1;
    if (std::find(columns().begin(), columns().end(), key) == columns().end())
      out.errors.push_back(
          {header.line, col, header.fields[c], header.fields[c], "unknown column"});
    else if (columnOf.contains(key))
      out.errors.push_back({header.line, col, key, header.fields[c], "column named twice"});
    else
      columnOf[key] = static_cast<int>(c);
  }
  for (const char* required : {"round", "board", "black", "white"})
    if (!columnOf.contains(required))
      out.errors.push_back({header.line, 0, required, "", "required column is missing"});
  if (!out.errors.empty()) return out;

  const PlayerLookup lookup(players);
  std::map<std::pair<int, int>, int> boardLine;        // (round, board) -> line
  std::map<std::pair<int, PlayerId>, int> playerLine;  // (round, player) -> line
  for (std::size_t r = 1; r < csv.records.size(); ++r) {
    const CsvRecord& rec = csv.records[r];
    const std::size_t before = out.errors.size();
    auto fail = [&](const std::string& column, const std::string& value, std::string problem) {
      const int col = columnOf.contains(column) ? columnOf[column] + 1 : 0;
      out.errors.push_back({rec.line, col, column, value, std::move(problem)});
    };
    if (rec.fields.size() > header.fields.size()) {
      fail("", "",
           "row has " + std::to_string(rec.fields.size()) + " fields, the header has " +
               std::to_string(header.fields.size()));
      continue;
    }
    auto field = [&](const std::string& column) { return csvColumn(rec, columnOf, column); };
    GameCsvRow row;
    row.line = rec.line;
    Game& g = row.game;
    g.colours = ColourMethod::Manual;
    const std::string round = field("round");
    if (auto n = rules::numberFrom<long long>(round); n && *n >= 1 && *n <= eventRounds)
      g.round = static_cast<int>(*n);
    else
      fail("round", round, "not a round of this event (1 to " + std::to_string(eventRounds) + ")");
    const std::string board = field("board");
    if (auto n = rules::numberFrom<long long>(board); n && *n >= 1 && *n <= 100000)
      g.board = static_cast<int>(*n);
    else
      fail("board", board, "not a board number (a whole number from 1)");
    for (const char* side : {"black", "white"}) {
      const std::string who = field(side);
      const auto found = lookup.find(who);
      if (const auto* problem = std::get_if<std::string>(&found))
        fail(side, who, *problem);
      else
        (std::string_view(side) == "black" ? g.black : g.white) = std::get<PlayerId>(found);
    }
    if (g.black != 0 && g.black == g.white)
      fail("white", field("white"), "a player cannot play themselves");
    if (const std::string result = field("result"); !result.empty()) {
      if (auto parsed = Result::parse(result))
        g.result = *parsed;
      else
        fail("result", result, "not a result (B+R, W+3.5, jigo, B+F, both-lose, ...)");
    }
    if (const std::string h = field("handicap"); !h.empty()) {
      if (auto n = rules::numberFrom<long long>(h); n && *n >= 0 && *n <= 9)
        g.handicap = static_cast<int>(*n);
      else
        fail("handicap", h, "not a handicap (0 to 9 stones)");
    }
    if (const std::string k = field("komi"); !k.empty()) {
      const auto value = rules::HalfPoints::parse(k);
      if (!value || *value < rules::HalfPoints(-2000) || *value > rules::HalfPoints(2000))
        fail("komi", k, "not a komi (a multiple of 0.5 points, -1000 to 1000)");
      else {
        g.komi = *value;
        row.komiGiven = true;
      }
    }
    if (out.errors.size() != before) continue;
    // Within the file: one game per board and one board per player in each round.
    if (auto [it, fresh] = boardLine.emplace(std::pair{g.round, g.board}, rec.line); !fresh)
      fail("board", board,
           "board " + board + " of round " + round + " is already on line " +
               std::to_string(it->second));
    for (PlayerId p : {g.black, g.white})
      if (auto [it, fresh] = playerLine.emplace(std::pair{g.round, p}, rec.line); !fresh)
        fail(p == g.black ? "black" : "white", field(p == g.black ? "black" : "white"),
             "this player already plays in round " + round + " on line " +
                 std::to_string(it->second));
    if (out.errors.size() == before) out.rows.push_back(std::move(row));
  }
  if (!out.errors.empty()) out.rows.clear();
  return out;
}

std::string writeGamesCsv(const std::vector<Round>& rounds, const std::vector<Player>& players) {
  std::map<PlayerId, const Player*> byId;
  for (const Player& p : players) byId[p.id] = &p;
  auto name = [&](PlayerId id) {
    auto it = byId.find(id);
    return it == byId.end() ? std::string() : csvField(it->second->name);
  };
  std::string out;
  for (std::size_t i = 0; i < columns().size(); ++i) out += (i ? "," : "") + columns()[i];
  out += "\n";
  for (const Round& r : rounds)
    for (const Game& g : r.games) {
      out += std::to_string(r.number) + "," + std::to_string(g.board) + "," +
             std::to_string(g.black) + "," + std::to_string(g.white) + "," + name(g.black) + "," +
             name(g.white) + "," + (g.result ? g.result->toString() : std::string()) + "," +
             std::to_string(g.handicap) + "," + g.komi.toString() + "\n";
    }
  return out;
}

}  // namespace tengen::pairing
