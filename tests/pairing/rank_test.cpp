#include <doctest/doctest.h>

#include "pairing/rank.h"

using tengen::pairing::Rank;
using tengen::pairing::RankKind;

TEST_CASE("ranks parse in Latin and Chinese forms and normalise") {
  CHECK(Rank::parse("3d")->toString() == "3d");
  CHECK(Rank::parse("3D")->toString() == "3d");
  CHECK(Rank::parse(" 12k ")->toString() == "12k");
  CHECK(Rank::parse("12 kyu")->toString() == "12k");
  CHECK(Rank::parse("2p")->toString() == "2p");
  CHECK(Rank::parse("3段")->toString() == "3d");
  CHECK(Rank::parse("业余3段")->toString() == "3d");
  CHECK(Rank::parse("2级")->toString() == "2k");
  CHECK(Rank::parse("職業五段")->toString() == "5p");
  CHECK(Rank::parse("职业五段")->toString() == "5p");
  CHECK(Rank::parse("初段")->toString() == "1d");
  CHECK(Rank::parse("二十五级")->toString() == "25k");
  CHECK(Rank::parse("十级")->toString() == "10k");
}

TEST_CASE("impossible ranks are refused") {
  for (const char* bad : {"", "0k", "31k", "10d", "0d", "10p", "3x", "d3", "abc", "十段", "职业2级", "100k"}) {
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
