#pragma once
// An enum's codes: the stable text each value has at the JSON, SQL and file edges. One table per
// enum serves both directions, so that the code a value is written as and the value a code reads
// back as cannot drift apart. For example
//   constexpr rules::CodeTable<Colour, 2> kColourCodes = {{
//       {Colour::Black, "black", {"b"}},
//       {Colour::White, "white", {"w"}},
//   }};
//   toCode: rules::codeOf(kColourCodes, c); fromCode: rules::valueOf(kColourCodes, text)

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace tengen::rules {

template <typename Enum>
struct Code {
  Enum value;
  std::string_view code;                      // what the value is written as
  std::array<std::string_view, 2> also = {};  // other spellings read as the value (empty: none)
};

template <typename Enum, std::size_t N>
using CodeTable = std::array<Code<Enum>, N>;

// `value`'s code; for a value the table lacks (none of the enum's own), the first entry's.
template <typename Enum, std::size_t N>
constexpr std::string_view codeOf(const CodeTable<Enum, N>& table, Enum value) {
  for (const Code<Enum>& entry : table)
    if (entry.value == value) return entry.code;
  return table[0].code;
}

// The value written as `text` (or spelt so), nullopt for any other text.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> valueOf(const CodeTable<Enum, N>& table, std::string_view text) {
  for (const Code<Enum>& entry : table) {
    if (entry.code == text) return entry.value;
    for (std::string_view spelling : entry.also)
      if (!spelling.empty() && spelling == text) return entry.value;
  }
  return std::nullopt;
}

}  // namespace tengen::rules
