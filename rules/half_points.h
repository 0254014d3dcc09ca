#pragma once
// Half points: the one unit of komi and score margins. A board is counted in whole points (or
// half stones), komi is a multiple of half a point, so every komi and margin is a whole number of
// half points: 7.5 points = 15 half points = 3¾ stones. Held as an integer so that no rounding is
// ever needed; `points()` is for display and JSON only, and text goes through `toString` and
// `parse`, the one spelling of komi in exports, the command line, the desk, the web and SGF.

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace tengen::rules {

class HalfPoints {
 public:
  constexpr HalfPoints() = default;
  constexpr explicit HalfPoints(int count) : count_(count) {}
  // `points` whole points: whole(3) is 6 half points (a count of stones and territory).
  static constexpr HalfPoints whole(int points) { return HalfPoints(2 * points); }

  // `points` in half points; nullopt when it is no multiple of 0.5 (7.3, 3.75), not finite, or
  // beyond what an int holds.
  static std::optional<HalfPoints> fromPoints(double points);
  // The text `toString` writes: an optional sign, digits, and optionally a decimal point with
  // digits ("7.5", "-0.5", "0", "6", "+6", "7.50", ".5"); nullopt for anything else, including a
  // value that is no multiple of 0.5 ("7.3") and exponents ("1e1").
  static std::optional<HalfPoints> parse(std::string_view text);

  constexpr int count() const { return count_; }
  constexpr double points() const { return count_ / 2.0; }       // display and JSON only
  constexpr bool endsInHalf() const { return count_ % 2 != 0; }  // 6.5, -0.5: no whole points
  // "7.5", "-0.5", "0", "6": the shortest decimal, no trailing zeros.
  std::string toString() const;

  friend constexpr bool operator==(HalfPoints, HalfPoints) = default;
  friend constexpr auto operator<=>(HalfPoints, HalfPoints) = default;
  friend constexpr HalfPoints operator+(HalfPoints a, HalfPoints b) {
    return HalfPoints(a.count_ + b.count_);
  }
  friend constexpr HalfPoints operator-(HalfPoints a, HalfPoints b) {
    return HalfPoints(a.count_ - b.count_);
  }
  friend constexpr HalfPoints operator-(HalfPoints a) { return HalfPoints(-a.count_); }
  // A margin's size whoever wins it: abs(W+1.5 as -3 half points) is 1.5.
  friend constexpr HalfPoints abs(HalfPoints a) {
    return HalfPoints(a.count_ < 0 ? -a.count_ : a.count_);
  }

 private:
  int count_ = 0;
};

}  // namespace tengen::rules
