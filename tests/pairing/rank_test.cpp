#include <doctest/doctest.h>

#include <utility>

#include "pairing/rank.h"

using tengen::pairing::Rank;
using tengen::pairing::RankKind;

TEST_CASE("ranks parse in Latin and Chinese forms and normalise") {
  // As typed, and as Tengen writes it.
  const std::pair<const char*, const char*> forms[] = {
      {"3d", "3d"},   {"3D", "3d"},        {" 12k ", "12k"}, {"12 kyu", "12k"},  {"2p", "2p"},
      {"3段", "3d"},  {"业余3段", "3d"},   {"2级", "2k"},    {"職業五段", "5p"}, {"职业五段", "5p"},
      {"初段", "1d"}, {"二十五级", "25k"}, {"十级", "10k"},
  };
  for (const auto& [typed, normal] : forms) {
    CAPTURE(typed);
    CHECK(Rank::parse(typed)->toString() == normal);
  }
}

TEST_CASE("impossible ranks are refused") {
  for (const char* bad :
       {"", "0k", "31k", "10d", "0d", "10p", "3x", "d3", "abc", "十段", "职业2级", "100k"}) {
    CAPTURE(bad);
    CHECK_FALSE(Rank::parse(bad).has_value());
  }
}

TEST_CASE("strength orders kyu below dan below pro") {
  CHECK(Rank::parse("30k")->strength() == -30);
  CHECK(Rank::parse("1k")->strength() == -1);
  CHECK(Rank::parse("1d")->strength() == 0);
  CHECK(Rank::parse("9d")->strength() == 8);
  CHECK(Rank::parse("1p")->strength() == 9);
  CHECK(*Rank::parse("1k") < *Rank::parse("1d"));
  CHECK(*Rank::parse("9d") < *Rank::parse("1p"));
  for (int s = -30; s <= 17; ++s) CHECK(Rank::fromStrength(s)->strength() == s);
  CHECK_FALSE(Rank::fromStrength(18).has_value());
  CHECK(Rank::parse("5p")->toChinese() == "职业5段");
}
