#pragma once
// A number written as text, read whole: what the plain modules' parsers of settings, lists and
// files share. Here, in the lowest layer, because each of them reads such numbers.

#include <charconv>
#include <optional>
#include <string_view>
#include <system_error>

namespace tengen::rules {

// The Number `text` is, all of it (std::from_chars: no spaces, no leading '+'); nullopt for an
// empty text, one with anything left over, or one out of Number's range.
template <typename Number>
std::optional<Number> numberFrom(std::string_view text) {
  Number value{};
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace tengen::rules
