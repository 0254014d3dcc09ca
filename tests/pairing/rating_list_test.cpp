#include <doctest/doctest.h>

#include <string>

#include "pairing/rating_list.h"
#include "tests/support/rating_list_samples.h"

using namespace tengen::pairing;

namespace {

std::string rankOf(const RatingEntry* e) {
  return e && e->rank ? e->rank->toString() : "-";
}

// The list in `text`, checked to be read as `format` with `count` entries.
RatingList parsedAs(const std::string& text, RatingListFormat format, std::size_t count) {
  RatingList list = RatingList::parse(text);
  CHECK(list.format() == format);
  REQUIRE(list.entries().size() == count);
  return list;
}

}  // namespace

TEST_CASE("rating to rank follows the EGD, FFG and AGA mappings") {
  CHECK(rankFromEgdRating(2050).toString() == "1d");
  CHECK(rankFromEgdRating(2149).toString() == "1d");
  CHECK(rankFromEgdRating(2049).toString() == "1k");
  CHECK(rankFromEgdRating(50).toString() == "20k");
  CHECK(rankFromEgdRating(149).toString() == "20k");
  CHECK(rankFromEgdRating(2850).toString() == "9d");
  CHECK(rankFromEgdRating(3100).toString() == "9d");
  CHECK(rankFromEgdRating(-900).toString() == "30k");
  CHECK(rankFromEgdRating(-2000).toString() == "30k");
  CHECK(rankFromFfgRating(0).toString() == "1d");
  CHECK(rankFromFfgRating(99).toString() == "1d");
  CHECK(rankFromFfgRating(-1).toString() == "1k");
  CHECK(rankFromFfgRating(-2900).toString() == "29k");
  CHECK(rankFromFfgRating(-2901).toString() == "30k");
  CHECK(rankFromFfgRating(800).toString() == "9d");
  CHECK(rankFromFfgRating(1200).toString() == "9d");
  CHECK(rankFromAgaRating(-2.00).toString() == "1k");
  CHECK(rankFromAgaRating(-1.01).toString() == "1k");
  CHECK(rankFromAgaRating(-2.01).toString() == "2k");
  CHECK(rankFromAgaRating(1.00).toString() == "1d");
  CHECK(rankFromAgaRating(1.99).toString() == "1d");
  CHECK(rankFromAgaRating(9.0).toString() == "9d");
  CHECK(rankFromAgaRating(10.5).toString() == "9d");
  CHECK(rankFromAgaRating(-45.0).toString() == "30k");
}

TEST_CASE("the format is detected from the content") {
  CHECK(detectRatingListFormat(tengen::test::kEgdSample) == RatingListFormat::Egd);
  CHECK(detectRatingListFormat(tengen::test::kFfgSample) == RatingListFormat::Ffg);
  CHECK(detectRatingListFormat(tengen::test::kAgaSample) == RatingListFormat::Aga);
  CHECK_FALSE(detectRatingListFormat("name,rank\nLi,3d\n").has_value());
  auto unknown = RatingList::parse("hello\nworld\n");
  CHECK(unknown.entries().empty());
  REQUIRE(unknown.errors().size() == 1);
  CHECK(unknown.errors()[0].line == 0);
}

TEST_CASE("EGD fixed columns: PIN, name, country, club, grade, GoR and the rank from the GoR") {
  const RatingList list = parsedAs(tengen::test::kEgdSample, RatingListFormat::Egd, 5);
  const RatingEntry& e = list.entries()[1];
  CHECK(e.line == 4);
  CHECK(e.id == "10000002");
  CHECK(e.name == "Müller Jürgen");
  CHECK(e.country == "DE");
  CHECK(e.club == "Berl");
  CHECK(e.grade == "2d");
  CHECK(e.ratingText == "2160");
  CHECK(rankOf(&e) == "2d");
  CHECK(rankOf(list.findId("10000003")) == "15k");
  CHECK(rankOf(list.findId("10000005")) == "9d");
  REQUIRE(list.errors().size() == 1);
  CHECK(list.errors()[0].line == 8);
  CHECK(list.errors()[0].problem.find("'ab'") != std::string::npos);
  auto player = playerFromEntry(e, list.format());
  REQUIRE(player.has_value());
  CHECK(player->name == "Müller Jürgen");
  CHECK(player->egdPin == "10000002");
  CHECK(player->rating == 2160);
  CHECK(player->rank.toString() == "2d");
  CHECK(player->country == "DE");
}

TEST_CASE("FFG fixed columns with accented names, also in Latin-1") {
  const RatingList list = parsedAs(tengen::test::kFfgSample, RatingListFormat::Ffg, 4);
  CHECK(list.entries()[0].name == "DUPONT Jean");
  CHECK(list.entries()[0].id == "0000001");
  CHECK(list.entries()[0].club == "75Pa");
  CHECK(list.entries()[0].country == "FR");
  CHECK(rankOf(&list.entries()[0]) == "4k");
  CHECK(list.entries()[1].name == "LEFÈVRE Élodie");
  CHECK(rankOf(&list.entries()[1]) == "2d");
  CHECK(rankOf(&list.entries()[2]) == "30k");
  CHECK(rankOf(&list.entries()[3]) == "9d");
  REQUIRE(list.errors().size() == 1);
  CHECK(list.errors()[0].line == 6);
  auto player = playerFromEntry(list.entries()[1], list.format());
  REQUIRE(player.has_value());
  CHECK(player->rating == 150);
  CHECK(player->egdPin.empty());

  // The same file in Latin-1: È = 0xC8, É = 0xC9; the columns still line up (one byte each).
  std::string latin1 = tengen::test::kFfgSample;
  auto replace = [&](const std::string& from, char to) {
    for (auto pos = latin1.find(from); pos != std::string::npos; pos = latin1.find(from))
      latin1.replace(pos, from.size(), 1, to);
  };
  replace("È", '\xC8');
  replace("É", '\xC9');
  auto l1 = RatingList::parse(latin1);
  REQUIRE(l1.entries().size() == 4);
  CHECK(l1.entries()[1].name == "LEFÈVRE Élodie");
  CHECK(l1.entries()[1].ratingText == "150");
}

TEST_CASE("AGA tab-separated: Last, First becomes Surname Given, ratings with decimals") {
  const RatingList list = parsedAs(tengen::test::kAgaSample, RatingListFormat::Aga, 6);
  CHECK(list.entries()[0].name == "Smith John");
  CHECK(list.entries()[0].id == "12345");
  CHECK(list.entries()[0].club == "NYGC");
  CHECK(rankOf(&list.entries()[0]) == "20k");
  CHECK(rankOf(list.findId("23456")) == "5d");
  CHECK(list.findId("34567")->name == "李 明");
  CHECK(rankOf(list.findId("34567")) == "1d");
  CHECK(rankOf(list.findId("45678")) == "1k");
  CHECK(rankOf(list.findId("56789")) == "1k");
  const RatingEntry* unrated = list.findId("67890");
  REQUIRE(unrated != nullptr);
  CHECK_FALSE(unrated->rank.has_value());
  CHECK_FALSE(playerFromEntry(*unrated, list.format()).has_value());
  REQUIRE(list.errors().size() == 1);
  CHECK(list.errors()[0].line == 7);
  auto player = playerFromEntry(*list.findId("23456"), list.format());
  REQUIRE(player.has_value());
  CHECK_FALSE(player->rating.has_value());  // AGA's scale is not the stored rating's
}

TEST_CASE("name folding ignores case, diacritics and punctuation") {
  CHECK(foldName("Müller  Jürgen") == "muller jurgen");
  CHECK(foldName("LEFÈVRE Élodie") == "lefevre elodie");
  CHECK(foldName("Kowalski Łukasz") == "kowalski lukasz");
  CHECK(foldName("Straße") == "strasse");
  CHECK(foldName("O'Brien, Jean-Loup") == "obrien jean loup");
  CHECK(foldName("e\xCC\x81tienne") == "etienne");  // decomposed é
  CHECK(foldName("李 明") == "李 明");
}

TEST_CASE("search by name prefix either way round, by id, with a limit") {
  auto list = RatingList::parse(tengen::test::kEgdSample);
  auto m = list.search("dupont");
  REQUIRE(m.entries.size() == 2);
  CHECK(m.entries[0]->name == "Dupont Jean");
  CHECK(m.entries[1]->name == "Dupont Marie");
  CHECK_FALSE(m.more);
  CHECK(list.search("MULLER j").entries.size() == 1);
  CHECK(list.search("jurgen mu").entries.size() == 1);
  CHECK(list.search("lukasz").entries.at(0)->id == "10000003");
  CHECK(list.search("10000004").entries.at(0)->name == "Dupont Marie");
  CHECK(list.search("1000000").entries.empty());  // ids match whole
  CHECK(list.search("zzz").entries.empty());
  CHECK(list.search("   ").entries.empty());
  auto limited = list.search("d", 1);
  CHECK(limited.entries.size() == 1);
  CHECK(limited.more);
  auto aga = RatingList::parse(tengen::test::kAgaSample);
  CHECK(aga.search("李").entries.at(0)->id == "34567");
}

TEST_CASE("lookupName prefers the one exact name over longer names it prefixes") {
  std::string text = tengen::test::kAgaSample;
  text += "Smith, Johnny\t99999\tFull\t-10.5\t1/1/2027\tNYGC\tNY\t0.5\t1/1/2026\n";
  auto list = RatingList::parse(text);
  auto exact = list.lookupName("smith john");
  REQUIRE(exact.entries.size() == 1);
  CHECK(exact.entries[0]->id == "12345");
  CHECK(list.lookupName("Smith").entries.size() == 2);
  CHECK(list.lookupName("Nobody").entries.empty());
}

TEST_CASE("sixty thousand entries: every lookup finds its entry") {
  std::string text = "Echelle au 29/11/2026\n";
  for (int i = 0; i < 60000; ++i) {
    std::string name = "NOM" + std::to_string(i) + " Prenom";
    name.resize(38, ' ');
    std::string rating = std::to_string(i % 3000 - 2000);
    rating.insert(0, 5 - rating.size(), ' ');
    std::string lic = std::to_string(1000000 + i);
    text += name + rating + " L " + lic + " 75Pa FR\n";
  }
  auto list = RatingList::parse(text);
  REQUIRE(list.errors().empty());
  REQUIRE(list.entries().size() == 60000);
  for (int i = 0; i < 60000; i += 997) {
    CHECK(list.findId(std::to_string(1000000 + i))->line == i + 2);
    auto m = list.lookupName("nom" + std::to_string(i) + " prenom");
    REQUIRE(m.entries.size() == 1);
    CHECK(m.entries[0]->line == i + 2);
  }
  auto many = list.search("nom1", 20);
  CHECK(many.entries.size() == 20);
  CHECK(many.more);
}

TEST_CASE("sameEgdPin finds a registered player with the entry's PIN") {
  auto list = RatingList::parse(tengen::test::kEgdSample);
  auto muller = *playerFromEntry(*list.findId("10000002"), list.format());
  auto dupont = *playerFromEntry(*list.findId("10000001"), list.format());
  std::vector<Player> registered{muller};
  registered[0].id = 7;
  REQUIRE(sameEgdPin(registered, muller) != nullptr);
  CHECK(sameEgdPin(registered, muller)->id == 7);
  CHECK(sameEgdPin(registered, dupont) == nullptr);
  Player noPin;
  noPin.name = "X";
  registered.push_back(noPin);
  CHECK(sameEgdPin(registered, noPin) == nullptr);  // no PIN is never a duplicate
}
