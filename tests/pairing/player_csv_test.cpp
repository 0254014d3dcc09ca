#include <doctest/doctest.h>

#include "pairing/csv.h"
#include "pairing/event.h"
#include "pairing/player_csv.h"

using namespace tengen::pairing;

TEST_CASE("CSV fields: quotes, commas, doubled quotes, line breaks, CRLF, BOM") {
  auto p = parseCsv("\xEF\xBB\xBF" "a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",x,\n\nlast");
  REQUIRE(p.errors.empty());
  REQUIRE(p.records.size() == 3);
  CHECK(p.records[0].fields == std::vector<std::string>{"a", "b,c", "say \"hi\""});
  CHECK(p.records[1].fields == std::vector<std::string>{"two\nlines", "x", ""});
  CHECK(p.records[2].line == 5);
  CHECK(p.records[2].fields == std::vector<std::string>{"last"});
}

TEST_CASE("an unterminated quote is a syntax error with its position") {
  auto p = parseCsv("name,rank\n\"Li,3d\n");
  REQUIRE(p.errors.size() == 1);
  CHECK(p.errors[0].line == 2);
  CHECK(p.errors[0].column == 1);
}

TEST_CASE("players import with columns in any order and Chinese names") {
  auto r = parsePlayersCsv("rank,club,name,born,rating,country\n3段,北京,柯洁,1997-08-02,2900,CN\n"
                           "2k,\"Paris, 5e\",O'Brien,,,IE\n");
  REQUIRE(r.errors.empty());
  REQUIRE(r.players.size() == 2);
  CHECK(r.players[0].name == "柯洁");
  CHECK(r.players[0].rank.toString() == "3d");
  CHECK(r.players[0].rating == 2900);
  CHECK(toIsoDate(*r.players[0].born) == "1997-08-02");
  CHECK(r.players[1].club == "Paris, 5e");
  CHECK_FALSE(r.players[1].born.has_value());
}

TEST_CASE("a bad rank is reported with its line, row, column and value, and nothing is kept") {
  std::string csv = "name,rank\n";
  for (int i = 1; i <= 600; ++i) csv += "P" + std::to_string(i) + "," + (i == 517 ? "12x" : "3k") + "\n";
  auto r = parsePlayersCsv(csv);
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors[0].row == 517);
  CHECK(r.errors[0].line == 518);
  CHECK(r.errors[0].column == 2);
  CHECK(r.errors[0].value == "12x");
  CHECK(r.errors[0].kind == PlayerCsvError::Kind::BadRank);
  CHECK(r.players.empty());
}

TEST_CASE("header problems: missing required column, unknown column") {
  auto r = parsePlayersCsv("name,grade\nLi,3d\n");
  REQUIRE(r.errors.size() == 2);
  CHECK(r.errors[0].kind == PlayerCsvError::Kind::UnknownColumn);
  CHECK(r.errors[0].value == "grade");
  CHECK(r.errors[1].kind == PlayerCsvError::Kind::MissingColumn);
  CHECK(r.errors[1].columnName == "rank");
}

TEST_CASE("written CSV reads back the same players") {
  auto r = parsePlayersCsv("name,latin_name,rank,club\n\"Smith, \"\"J\"\"\",Smith J,1p,\"a\nb\"\n");
  REQUIRE(r.errors.empty());
  auto back = parsePlayersCsv(writePlayersCsv(r.players));
  REQUIRE(back.errors.empty());
  REQUIRE(back.players.size() == 1);
  CHECK(back.players[0].name == "Smith, \"J\"");
  CHECK(back.players[0].club == "a\nb");
  CHECK(back.players[0].rank.toString() == "1p");
}
