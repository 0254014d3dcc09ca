// HalfPoints: exact komi and margins, one text form written and read back.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "rules/half_points.h"

using tengen::rules::HalfPoints;

TEST_CASE("half points from points: multiples of 0.5 only") {
  CHECK(HalfPoints::fromPoints(7.5) == HalfPoints(15));
  CHECK(HalfPoints::fromPoints(6) == HalfPoints(12));
  CHECK(HalfPoints::fromPoints(0) == HalfPoints(0));
  CHECK(HalfPoints::fromPoints(-0.5) == HalfPoints(-1));
  CHECK(HalfPoints::fromPoints(-6.5) == HalfPoints(-13));
  CHECK_FALSE(HalfPoints::fromPoints(7.3));
  CHECK_FALSE(HalfPoints::fromPoints(3.75));  // stones, not points: the caller decides
  CHECK_FALSE(HalfPoints::fromPoints(0.25));
  CHECK_FALSE(HalfPoints::fromPoints(std::nan("")));
  CHECK_FALSE(HalfPoints::fromPoints(std::numeric_limits<double>::infinity()));
  CHECK_FALSE(HalfPoints::fromPoints(1e12));
}

TEST_CASE("half points as points and whether they end in a half") {
  CHECK(HalfPoints(15).points() == 7.5);
  CHECK(HalfPoints(-1).points() == -0.5);
  CHECK(HalfPoints(15).count() == 15);
  CHECK(HalfPoints(13).endsInHalf());
  CHECK(HalfPoints(-1).endsInHalf());
  CHECK_FALSE(HalfPoints(12).endsInHalf());
  CHECK_FALSE(HalfPoints(0).endsInHalf());
}

TEST_CASE("half points text: the one spelling of komi") {
  CHECK(HalfPoints(15).toString() == "7.5");
  CHECK(HalfPoints(-1).toString() == "-0.5");
  CHECK(HalfPoints(0).toString() == "0");
  CHECK(HalfPoints(12).toString() == "6");
  CHECK(HalfPoints(-13).toString() == "-6.5");
  CHECK(HalfPoints(1).toString() == "0.5");
  CHECK(HalfPoints(std::numeric_limits<int>::min()).toString() == "-1073741824");
}

TEST_CASE("half points parse what toString writes and refuses the rest") {
  for (int n : {-201, -13, -1, 0, 1, 12, 13, 15, 2000})
    CHECK(HalfPoints::parse(HalfPoints(n).toString()) == HalfPoints(n));
  CHECK(HalfPoints::parse("+6") == HalfPoints(12));
  CHECK(HalfPoints::parse("7.50") == HalfPoints(15));
  CHECK(HalfPoints::parse("6.0") == HalfPoints(12));
  CHECK(HalfPoints::parse(".5") == HalfPoints(1));
  CHECK(HalfPoints::parse("-0") == HalfPoints(0));
  for (const char* bad : {"7.3", "7.25", "3.75", "7.55", "", "-", ".", "7.", "1e1", "0x10", "inf",
                          "nan", " 7.5", "7.5 ", "7,5", "seven", "--1", "99999999999"})
    CHECK_MESSAGE(!HalfPoints::parse(bad), bad);
}

TEST_CASE("half points arithmetic and order") {
  CHECK(HalfPoints(15) + HalfPoints(2) == HalfPoints(17));
  CHECK(HalfPoints(15) - HalfPoints(16) == HalfPoints(-1));
  CHECK(-HalfPoints(15) == HalfPoints(-15));
  CHECK(HalfPoints(13) < HalfPoints(15));
  CHECK(HalfPoints(-1) < HalfPoints(0));
  CHECK(HalfPoints(15) >= HalfPoints(15));
  CHECK(HalfPoints() == HalfPoints(0));
}

TEST_CASE("half points of whole points and a margin's size whoever wins it") {
  CHECK(HalfPoints::whole(3) == HalfPoints(6));
  CHECK(HalfPoints::whole(-2).toString() == "-2");
  CHECK(abs(HalfPoints(-3)) == HalfPoints(3));  // W+1.5 is a margin of 1.5
  CHECK(abs(HalfPoints(3)) == HalfPoints(3));
  CHECK(abs(HalfPoints(0)) == HalfPoints(0));
}
