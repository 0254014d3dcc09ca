#include "rules/half_points.h"

#include <cmath>
#include <cstdlib>
#include <limits>

namespace tengen::rules {

std::optional<HalfPoints> HalfPoints::fromPoints(double points) {
  if (!std::isfinite(points)) return std::nullopt;
  const double twice = points * 2;  // exact: doubling only changes the exponent
  if (std::trunc(twice) != twice) return std::nullopt;
  if (twice < std::numeric_limits<int>::min() || twice > std::numeric_limits<int>::max())
    return std::nullopt;
  return HalfPoints(static_cast<int>(twice));
}

std::optional<HalfPoints> HalfPoints::parse(std::string_view text) {
  // Read as decimal digits rather than through a double, so "7.3" is refused exactly and no
  // spelling of a number the writer never produces (exponents, hex, inf) slips in.
  bool negative = false;
  if (!text.empty() && (text.front() == '-' || text.front() == '+')) {
    negative = text.front() == '-';
    text.remove_prefix(1);
  }
  const auto point = text.find('.');
  const std::string_view whole = text.substr(0, point);
  const std::string_view fraction =
      point == std::string_view::npos ? std::string_view() : text.substr(point + 1);
  if (whole.empty() && fraction.empty()) return std::nullopt;
  if (point != std::string_view::npos && fraction.empty()) return std::nullopt;  // "7."
  long long count = 0;
  for (char c : whole) {
    if (c < '0' || c > '9') return std::nullopt;
    count = count * 10 + (c - '0');
    if (count > std::numeric_limits<int>::max() / 2) return std::nullopt;
  }
  count *= 2;
  for (std::size_t i = 0; i < fraction.size(); ++i) {
    const char c = fraction[i];
    if (c < '0' || c > '9') return std::nullopt;
    if (i == 0 && c == '5')
      ++count;
    else if (c != '0')
      return std::nullopt;  // no multiple of 0.5
  }
  return HalfPoints(static_cast<int>(negative ? -count : count));
}

std::string HalfPoints::toString() const {
  const long long magnitude = std::llabs(static_cast<long long>(count_));
  std::string text = std::to_string(magnitude / 2) + (magnitude % 2 != 0 ? ".5" : "");
  return count_ < 0 ? "-" + text : text;
}

}  // namespace tengen::rules
