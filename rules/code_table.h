#pragma once
// An enum's codes: the stable text each value has at the JSON, SQL and file edges. One table per
// enum serves both directions, so that the code a value is written as and the value a code reads
// back as cannot drift apart. For example
//   constexpr rules::CodeTable<Colour, 2> kColourCodes = {{
//       {Colour::Black, "black", {"b"}},
//       {Colour::White, "white", {"w"}},
//   }};
//   toCode: rules::codeOf(kColourCodes, c); fromCode: rules::valueOf(kColourCodes, text);
//   refusing any other text: rules::parseCode(kColourCodes, "colour", text)
// Inside the program a value is its enum (front ends switch on it); the code exists only at the
// edges. Here, in the lowest layer, because every plain module keeps such codes.

#include <array>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace tengen::rules {

// A code no value of the enum has: `what` names the enum ("draw criterion"), `code` the text.
class UnknownCode : public std::invalid_argument {
 public:
  UnknownCode(std::string_view what, std::string_view code)
      : std::invalid_argument("unknown " + std::string(what) + " code '" + std::string(code) + "'"),
        code_(code) {}
  const std::string& code() const { return code_; }

 private:
  std::string code_;
};

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

// As valueOf, but a text no value has throws UnknownCode naming `what` and the text.
template <typename Enum, std::size_t N>
Enum parseCode(const CodeTable<Enum, N>& table, std::string_view what, std::string_view text) {
  if (std::optional<Enum> value = valueOf(table, text)) return *value;
  throw UnknownCode(what, text);
}

}  // namespace tengen::rules
